import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../browser';
import { axeViolations, open } from './support';

/**
 * axe-core scans of the browsing views (issue 12 quality): an event page, the live page, a live
 * event page (scoreboard and match tracker) and the search results, in both themes at desktop
 * and phone sizes, with no serious or critical WCAG 2.1 A/AA violations. The event pages are
 * reached as a player does, from the lists' links.
 */

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

describe('the browsing views are accessible in both themes', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  /** Part of a football team's name with a match to come: what the search scans type. */
  let part = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const res = await fetch(`${baseUrl}/xapi/rest/events?eventPathIds=240&eventsPerPage=50`);
    const { events } = (await res.json()) as {
      events: { isLive: boolean; opponents: { description: string }[] }[];
    };
    const team = events.find((e) => !e.isLive)?.opponents[0]?.description ?? '';
    const word = team.split(' ').reduce((a, b) => (b.length > a.length ? b : a), '');
    part = word.slice(0, 4).toLowerCase();
    if (part.length < 3) throw new Error(`no football team name to search for (${team})`);
  });
  afterAll(async () => {
    await browser.close();
  });

  const settled = async (page: Page) => {
    await page.waitForLoadState('networkidle');
    // The theme switch hydrates last; scanning before it would see a half-drawn page.
    await expect.poll(() => page.getByRole('radio', { name: 'Dark' }).count()).toBe(1);
  };

  /** The first event link of the page's main list whose address starts with `prefix`. */
  const firstEventHref = async (page: Page, prefix: string): Promise<string> => {
    const link = page.getByRole('main').locator(`a[href^="${prefix}"]`).first();
    await expect.poll(() => link.count(), { timeout: 20_000 }).toBe(1);
    return (await link.getAttribute('href')) ?? '';
  };

  const scan = async (page: Page, path: string, label: string, theme: string) => {
    await open(page, `${baseUrl}${path}${path.includes('?') ? '&' : '?'}theme=${theme}`);
    await settled(page);
    expect(await axeViolations(page), label).toEqual([]);
  };

  for (const theme of ['light', 'dark'] as const) {
    for (const size of SIZES) {
      it(`an event page, the live page and a live event page (${theme}, ${size.name})`, async () => {
        const page = await browser.newPage({
          viewport: { width: size.width, height: size.height },
        });
        await scan(page, '/en/sports/240-FOOT', 'sport page', theme);
        const event = await firstEventHref(page, '/en/events/');
        await scan(page, event, `event page ${event}`, theme);

        await scan(page, '/en/live/sport', 'live page', theme);
        const live = await firstEventHref(page, '/en/live/');
        await scan(page, live, `live event page ${live}`, theme);
        await page.close();
      });
    }

    it(`the search results, in the header and in the phone's sheet (${theme})`, async () => {
      const desktop = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await open(desktop, `${baseUrl}/en?theme=${theme}`);
      await settled(desktop);
      await desktop
        .getByRole('combobox', { name: 'Search teams, leagues and events' })
        .pressSequentially(part, { delay: 40 });
      const results = desktop.getByRole('listbox', { name: 'Search teams, leagues and events' });
      await expect.poll(() => results.getByRole('option').count()).toBeGreaterThan(0);
      expect(await axeViolations(desktop, 'header'), 'header search').toEqual([]);
      await desktop.close();

      const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await open(phone, `${baseUrl}/en?theme=${theme}`);
      await settled(phone);
      await phone.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
      const sheet = phone.getByRole('dialog', { name: 'Search' });
      await expect.poll(() => sheet.count()).toBe(1);
      await sheet.getByRole('combobox').pressSequentially(part, { delay: 40 });
      await expect.poll(() => sheet.getByRole('option').count()).toBeGreaterThan(0);
      expect(await axeViolations(phone, '[role="dialog"]'), 'search sheet').toEqual([]);
      await phone.close();
    });
  }
});
