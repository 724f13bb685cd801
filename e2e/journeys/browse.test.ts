import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../browser';
import { open, screenshot } from './support';

/**
 * Browsing as a bettor does (issue 12): from the side menu's A–Z tree (the desktop sidebar, the
 * drawer on a phone) to a sport's country, one of its leagues and then an event, in three
 * sports; the league page lists the league's events and the event page shows its markets with
 * prices to press.
 */

const SPORTS = ['Football', 'Tennis', 'Basketball'] as const;

/** A league address: /{locale}/sports/competitions/{sport}/{country}/{league}. */
const LEAGUE_PATH = /\/sports\/competitions\/[^/]+\/[^/]+\/[^/?]+$/;

async function menu(page: Page, phone: boolean): Promise<Locator> {
  if (!phone) return page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect.poll(() => drawer.count()).toBe(1);
  return drawer;
}

describe.each([
  ['desktop', { width: 1280, height: 800 }, false],
  ['phone', { width: 390, height: 844 }, true],
] as const)('browsing from the side menu (%s)', (size, viewport, phone) => {
  let browser: Browser;
  let page: Page;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport });
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(SPORTS)('reaches a %s league and one of its events', async (sport) => {
    await open(page, `${baseUrl}/en`);
    const tree = await menu(page, phone);
    const sportButton = tree.getByRole('button', { name: `${sport}: competitions`, exact: true });
    await sportButton.click();
    const sportItem = sportButton.locator('xpath=ancestor::li[1]');
    // The sport's countries open one at a time: open the first.
    const country = sportItem
      .getByRole('button', { name: /: competitions$/ })
      .and(page.locator(`:not([aria-label="${sport}: competitions"])`))
      .first();
    await expect.poll(() => country.count(), { timeout: 15_000 }).toBe(1);
    await country.click();

    const links = await sportItem.locator('a[href*="/sports/competitions/"]').all();
    let league: Locator | null = null;
    for (const link of links) {
      const href = await link.getAttribute('href');
      if (href !== null && LEAGUE_PATH.test(href)) {
        league = link;
        break;
      }
    }
    expect(league, `a league link under ${sport}`).not.toBeNull();
    if (!league) return;
    await league.click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(LEAGUE_PATH);

    const main = page.getByRole('main');
    const eventLink = main.locator('a[href*="/events/"], a[href*="/live/"]').first();
    await expect.poll(() => eventLink.count(), { timeout: 30_000 }).toBe(1);
    const eventName = (await eventLink.innerText()).trim();
    await eventLink.click();
    await expect
      .poll(() => main.getByRole('heading', { level: 1 }).first().innerText(), { timeout: 15_000 })
      .toContain(eventName.split('\n')[0] ?? eventName);
    const prices = main.locator('[role="group"] button[aria-pressed]');
    await expect.poll(() => prices.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await screenshot(page, `browse-${sport.toLowerCase()}-${size}`);
  });
});
