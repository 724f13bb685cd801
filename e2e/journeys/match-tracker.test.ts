import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../browser';
import { axeViolations, open, screenshot } from './support';

interface LiveCatalogueEvent {
  readonly id: number;
  readonly sportCode: string;
  readonly description: string;
  readonly clock: { readonly minutes: number; readonly status: string } | null;
}

/** A match being played (not at half time) with time left in its half for a new incident. */
function inFullFlow(e: LiveCatalogueEvent): boolean {
  const clock = e.clock;
  if (clock?.status !== 'RUNNING') return false;
  return clock.minutes < 41 || (clock.minutes >= 45 && clock.minutes < 86);
}

/**
 * The match tracker (issue 12) on a live football event's page: the pitch with the ball's zone
 * (a drawing whose text says the situation), the pressure, the statistics and the timeline, on a
 * desktop and on a phone; and a new incident arrives without a reload. The simulator moves once
 * a match minute, so the wait for a new incident allows a little over two minutes.
 */

const MOVE_TIMEOUT = 150_000;

async function openTracker(page: Page, baseUrl: string, eventId: number): Promise<Locator> {
  // A slug that is not the event's own: the page redirects to its canonical address.
  await open(page, `${baseUrl}/en/live/${eventId}-match`);
  const tracker = page.getByRole('region', { name: 'Match tracker' });
  await expect.poll(() => tracker.count(), { timeout: 30_000 }).toBe(1);
  return tracker;
}

function drawingOf(tracker: Locator): Locator {
  return tracker.getByRole('img', { name: /^Pitch: / });
}

describe('a visitor follows a live football match on its tracker', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  let eventId = 0;

  /**
   * A live match with a pitch: league football when one is in play, else bots football (always
   * in play, a kick-off every few minutes). Chosen again by each test: the first one waits for
   * the match to move, by which time a bots match may have ended.
   */
  async function liveFootball(): Promise<number> {
    const res = await fetch(`${baseUrl}/xapi/rest/live/events?allBettableEvents=true&l=en`);
    const { events } = (await res.json()) as { events: LiveCatalogueEvent[] };
    const match =
      events.find((e) => e.sportCode === 'FOOT' && inFullFlow(e)) ??
      events.find((e) => e.sportCode === 'EFOT' && e.clock?.status === 'RUNNING') ??
      events.find((e) => e.sportCode === 'FOOT' || e.sportCode === 'EFOT');
    if (!match) throw new Error('no live football event');
    return match.id;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    eventId = await liveFootball();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('on a desktop: sees the pitch, the timeline, and a new incident without a reload', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const tracker = await openTracker(page, baseUrl, eventId);
    const drawing = drawingOf(tracker);
    await expect.poll(() => drawing.count()).toBe(1);
    expect(await drawing.isVisible()).toBe(true);
    const timeline = tracker.getByRole('list', { name: 'Timeline' });
    // Every match's timeline opens with its kick-off.
    await expect.poll(() => timeline.getByRole('listitem').count()).toBeGreaterThan(0);
    const showAll = tracker.getByRole('button', { name: /^Show all/ });
    if ((await showAll.count()) > 0) await showAll.click();
    expect(await timeline.getByRole('listitem').last().innerText()).toMatch(/Half 1 starts/);
    expect(await tracker.getByRole('table', { name: 'Match statistics' }).isVisible()).toBe(true);
    await screenshot(page, 'match-tracker-desktop');

    const labelled = await tracker.getAttribute('aria-labelledby');
    const violations = await axeViolations(page, `[aria-labelledby="${labelled ?? ''}"]`);
    expect(violations).toEqual([]);

    // Marks this document: a reload would lose it.
    await page.evaluate('window.__sameDocument = true');
    const before = await drawing.getAttribute('aria-label');
    await expect
      .poll(() => drawingOf(tracker).getAttribute('aria-label'), {
        timeout: MOVE_TIMEOUT,
        interval: 1000,
      })
      .not.toBe(before);
    expect(await page.evaluate('window.__sameDocument === true')).toBe(true);
    await screenshot(page, 'match-tracker-moved');
    await page.close();
  }, 240_000);

  it('on a phone: the pitch and the timeline fit the screen', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    eventId = await liveFootball();
    const tracker = await openTracker(page, baseUrl, eventId);
    const drawing = drawingOf(tracker);
    await expect.poll(() => drawing.count()).toBe(1);
    const box = await drawing.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(200);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    const timeline = tracker.getByRole('list', { name: 'Timeline' });
    await expect.poll(() => timeline.getByRole('listitem').count()).toBeGreaterThan(0);
    // No sideways scrolling on a phone.
    expect(
      await page.evaluate<boolean>(
        'document.documentElement.scrollWidth <= document.documentElement.clientWidth',
      ),
    ).toBe(true);
    await tracker.scrollIntoViewIfNeeded();
    await screenshot(page, 'match-tracker-phone');
    await page.close();
  }, 120_000);
});

/**
 * The tennis tracker on a live tennis match's page: the score grid (sets, games, the game's
 * points, a dot on the server), the court whose text says who serves, the last point and the
 * score, this game's points, the statistics and the timeline; in both themes, on a desktop and
 * on a phone; and a new point arrives without a reload (points come every half minute or so).
 */
describe('a visitor follows a live tennis match on its tracker', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');

  const courtOf = (tracker: Locator) => tracker.getByRole('img', { name: /^Tennis court: / });

  /** The tracker region's selector (for axe), scrolled to the top of the screen. */
  async function toTop(page: Page, tracker: Locator): Promise<string> {
    const region = `[aria-labelledby="${(await tracker.getAttribute('aria-labelledby')) ?? ''}"]`;
    // Just below the sticky header.
    await page.evaluate(
      `(() => { const el = document.querySelector(${JSON.stringify(region)}); const header = document.querySelector('header'); window.scrollBy(0, el.getBoundingClientRect().top - (header ? header.getBoundingClientRect().bottom : 0) - 12); })()`,
    );
    return region;
  }

  async function openTennis(page: Page, theme: 'light' | 'dark'): Promise<Locator> {
    // The theme query is kept for the next pages (the event's address redirects without it).
    await open(page, `${baseUrl}/en?theme=${theme}`);
    const eventId = await liveTennis();
    await open(page, `${baseUrl}/en/live/${eventId}-match`);
    expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);
    const tracker = page.getByRole('region', { name: 'Match tracker' });
    await expect.poll(() => tracker.count(), { timeout: 30_000 }).toBe(1);
    // The tracker call has answered once the court says who serves (or that the match is over).
    await expect
      .poll(() => courtOf(tracker).getAttribute('aria-label'), { timeout: 30_000 })
      .toMatch(/^Tennis court: Serving: /);
    return tracker;
  }

  /** A live tennis match in a set (not between sets), else any; chosen again by each test. */
  async function liveTennis(): Promise<number> {
    const res = await fetch(`${baseUrl}/xapi/rest/live/events?allBettableEvents=true&l=en`);
    const { events } = (await res.json()) as { events: LiveCatalogueEvent[] };
    const match =
      events.find((e) => e.sportCode === 'TENN' && e.clock?.status === 'RUNNING') ??
      events.find((e) => e.sportCode === 'TENN');
    if (!match) throw new Error('no live tennis match');
    return match.id;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('on a desktop: the score grid, the court with the server, and a new point without a reload', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const tracker = await openTennis(page, 'light');
    const board = tracker.getByRole('table', { name: 'Score' });
    // A header row and one row per player, one of them serving.
    expect(await board.getByRole('row').count()).toBe(3);
    expect(await board.getByRole('rowheader', { name: /\(serving\)$/ }).count()).toBe(1);
    const label = (await courtOf(tracker).getAttribute('aria-label')) ?? '';
    expect(label).toMatch(/Sets \d–\d, games \d–\d, points (?:\d+|A)–(?:\d+|A)\.$/);
    const timeline = tracker.getByRole('list', { name: 'Timeline' });
    await expect.poll(() => timeline.getByRole('listitem').count()).toBeGreaterThan(0);
    const showAll = tracker.getByRole('button', { name: /^Show all/ });
    if ((await showAll.count()) > 0) await showAll.click();
    // Newest first: each row says its set, and the newest is in the latest set.
    const sets = (await timeline.getByRole('listitem').allInnerTexts()).map((row) =>
      Number(/^S(\d)/.exec(row)?.[1] ?? 'NaN'),
    );
    expect(sets.every((n) => n >= 1 && n <= 3)).toBe(true);
    expect(sets[0]).toBe(Math.max(...sets));
    expect(await tracker.getByRole('table', { name: 'Match statistics' }).isVisible()).toBe(true);
    const region = await toTop(page, tracker);
    await screenshot(page, 'tennis-tracker-desktop-light');
    expect(await axeViolations(page, region)).toEqual([]);

    await page.evaluate('window.__sameDocument = true');
    const before = await courtOf(tracker).getAttribute('aria-label');
    await expect
      .poll(() => courtOf(tracker).getAttribute('aria-label'), {
        timeout: MOVE_TIMEOUT,
        interval: 1000,
      })
      .not.toBe(before);
    expect(await page.evaluate('window.__sameDocument === true')).toBe(true);
    await page.close();
  }, 240_000);

  it('on a desktop in the dark theme: the same tracker, axe clean', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const tracker = await openTennis(page, 'dark');
    const region = await toTop(page, tracker);
    await screenshot(page, 'tennis-tracker-desktop-dark');
    expect(await axeViolations(page, region)).toEqual([]);
    await page.close();
  }, 120_000);

  it.each(['light', 'dark'] as const)(
    'on a phone (%s): the grid and the court fit the screen',
    async (theme) => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const tracker = await openTennis(page, theme);
      const court = courtOf(tracker);
      const box = await court.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(200);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
      const board = await tracker.getByRole('table', { name: 'Score' }).boundingBox();
      expect((board?.x ?? 0) + (board?.width ?? 0)).toBeLessThanOrEqual(390);
      expect(
        await page.evaluate<boolean>(
          'document.documentElement.scrollWidth <= document.documentElement.clientWidth',
        ),
      ).toBe(true);
      const region = await toTop(page, tracker);
      await screenshot(page, `tennis-tracker-phone-${theme}`);
      expect(await axeViolations(page, region)).toEqual([]);
      await page.close();
    },
    120_000,
  );
});
