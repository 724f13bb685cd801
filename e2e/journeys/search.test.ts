import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../browser';
import { axeViolations, open, screenshot } from './support';

interface CatalogueEvent {
  readonly id: number;
  readonly isLive: boolean;
  readonly description: string;
  readonly opponents: readonly { readonly description: string; readonly position: string }[];
}

/**
 * Search (issue 12): a team found by part of its name from the header — the box on a desktop,
 * the search sheet on a phone — and its event opened from the results, keyboard and touch.
 */
describe('a visitor searches a team by part of its name and opens its event', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  let team = '';
  let part = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    // A football team of the catalogue with a match to come: part of the longest word of its
    // name, from its second letter (so the name does not start with what is typed).
    const res = await fetch(`${baseUrl}/xapi/rest/events?eventPathIds=240&eventsPerPage=50`);
    const { events } = (await res.json()) as { events: CatalogueEvent[] };
    const home = events
      .filter((e) => !e.isLive)
      .flatMap((e) => e.opponents.filter((o) => o.position === 'HOME'))
      .find((o) => o.description.split(' ').some((w) => w.length >= 6));
    if (!home) throw new Error('no football team with a word of six letters or more');
    team = home.description;
    const word = team.split(' ').reduce((a, b) => (b.length > a.length ? b : a));
    part = word.slice(1, 5).toLowerCase();
  });
  afterAll(async () => {
    await browser.close();
  });

  /** The results' team group for `team`: its options are the team's next events. */
  async function teamOptions(scope: Page | Locator): Promise<Locator> {
    const listbox = scope.getByRole('listbox', { name: 'Search teams, leagues and events' });
    await expect.poll(() => listbox.count()).toBe(1);
    const teams = listbox.getByRole('group', { name: 'Teams' });
    const options = teams.getByRole('option').filter({ hasText: team });
    await expect.poll(() => options.count()).toBeGreaterThan(0);
    // The typed letters are marked in the names found.
    const marks = await teams.locator('mark').allInnerTexts();
    expect(marks.map((m) => m.toLowerCase())).toContain(part);
    return options;
  }

  async function expectEventPage(page: Page, href: string): Promise<void> {
    await expect.poll(() => new URL(page.url()).pathname).toBe(href);
    expect(href).toMatch(/^\/en\/(events|live)\/\d+-/);
  }

  it('on a desktop: / focuses the box, the arrow keys choose the event, Enter opens it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await open(page, `${baseUrl}/en`);
    const box = page.getByRole('combobox', { name: 'Search teams, leagues and events' });
    await expect.poll(() => box.isVisible()).toBe(true);
    await page.keyboard.press('/');
    await expect
      .poll(() => page.evaluate('document.activeElement?.getAttribute("role")'))
      .toBe('combobox');
    await page.keyboard.type(part, { delay: 60 });

    const options = await teamOptions(page);
    const first = options.first();
    const href = (await first.getAttribute('href')) ?? '';
    await screenshot(page, 'search-desktop');
    expect(await axeViolations(page, 'header')).toEqual([]);

    // ArrowDown moves through the results until the team's next event is highlighted.
    const target = await first.getAttribute('id');
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('ArrowDown');
      if ((await box.getAttribute('aria-activedescendant')) === target) break;
    }
    expect(await box.getAttribute('aria-activedescendant')).toBe(target);
    expect(await first.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await expectEventPage(page, href);
    await page.close();
  });

  it('on a phone: the search button opens the sheet, a tap on the event opens it', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await open(page, `${baseUrl}/en`);
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Search' });
    await expect.poll(() => sheet.count()).toBe(1);
    await sheet.getByRole('combobox').pressSequentially(part, { delay: 60 });

    const options = await teamOptions(sheet);
    const first = options.first();
    const href = (await first.getAttribute('href')) ?? '';
    // Nothing wider than the phone.
    const overflow = Number(
      await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'),
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'search-phone');
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    await first.click();
    await expectEventPage(page, href);
    await expect.poll(() => sheet.count()).toBe(0);
    await page.close();
  });
});
