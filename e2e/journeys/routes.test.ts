import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../browser';
import { screenshot, waitForHydration } from './support';

/**
 * Every route of the routes table (spec shell §2) resolves to a real page, a provider page or a
 * redirect — never the not-found page; the status pages have the minimal layout.
 */
describe('every route of the table is a page', () => {
  let browser: Browser;
  let page: Page;
  const baseUrl = inject('baseUrl');
  const NOT_FOUND = 'Page not found';

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await browser.close();
  });

  const visit = async (path: string) => {
    const response = await page.goto(`${baseUrl}${path}`);
    expect(response?.status(), path).toBeLessThan(400);
    const main = page.getByRole('main');
    await expect.poll(() => main.count()).toBe(1);
    expect(await main.innerText(), path).not.toContain(NOT_FOUND);
    // A press before React has hydrated the page is lost (a Link then has no handler yet).
    await waitForHydration(page);
    return main;
  };

  it('the sports pages, competitions, fixtures, outrights and events', async () => {
    const sports = await visit('/en/sports');
    await expect
      .poll(() => sports.getByRole('link', { name: /Basketball/ }).count())
      .toBeGreaterThan(0);
    await visit('/en/sports/227-BASK');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toContain('Basketball');

    await visit('/en/sports/240-FOOT?active-coupon=nope');
    await visit('/en/sports/10000-FAVOURITES');
    // Fixtures come 20 at a time (spec betting-domain §9), the next ones behind "Show more".
    const fixtures = await visit('/en/sports/fixtures');
    // An event is counted once: a race's row also links to it by its runner count.
    const links = fixtures.locator('a[href*="/events/"]');
    const rows = async () => {
      const hrefs = await Promise.all((await links.all()).map((link) => link.getAttribute('href')));
      return new Set(hrefs).size;
    };
    await expect.poll(rows).toBeGreaterThan(0);
    // The simulator's fourteen sports (and the bots' rolling kick-offs) hold more than 20.
    expect(await rows()).toBe(20);
    await fixtures.getByRole('button', { name: /^Show \d+ more events?$/ }).click();
    await expect.poll(rows).toBeGreaterThan(20);
    await visit('/en/sports/outrights');
    await visit('/en/sports/competitions/240-FOOT/narnia');
    expect(await page.getByRole('link', { name: /Football/ }).count()).toBeGreaterThan(0);

    // An event from the football list opens its own page with its markets.
    await visit('/en/sports/240-FOOT');
    const event = page.getByRole('main').locator('a[href*="/events/"]').first();
    await expect.poll(() => event.count()).toBe(1);
    await event.click();
    await page.waitForURL(/\/en\/events\/\d+-/);
    await expect
      .poll(() => page.getByRole('main').locator('[role="group"] button[aria-pressed]').count())
      .toBeGreaterThan(0);
    await screenshot(page, 'event-page-desktop');

    await visit('/en/events/abc');
    expect(await page.getByRole('main').innerText()).toContain('not available');
  });

  it('live, jackpot, promotions, public and the product sections', async () => {
    await visit('/en/live/sport');
    await visit('/en/live/sport/240-FOOT');
    await visit('/en/jackpot');
    await visit('/en/promotions');
    await visit('/en/public');
    for (const path of [
      '/en/sports/kiron',
      '/en/sports/exchange',
      '/en/sports/esports',
      '/en/sports/leap/leap-soccer',
      '/en/sports/lotto',
      '/en/cryptoblast',
      '/en/powerball',
    ]) {
      await visit(path);
      expect(await page.getByRole('heading', { level: 1 }).count(), path).toBe(1);
    }
  });

  it('redirects: home pseudo-category, jackpot bet, app deep link, no locale', async () => {
    await visit('/en/sports/10001-HOMEPAGE');
    expect(new URL(page.url()).pathname).toBe('/en');
    await visit('/en/sports/jackpotbet');
    expect(new URL(page.url()).pathname).toBe('/en/jackpot');
    await visit('/app/open_bets');
    expect(new URL(page.url()).pathname).toBe('/en/open_bets');
    await visit('/');
    expect(new URL(page.url()).pathname).toBe('/en');
  });

  it('the status pages have the minimal layout; an unknown path is not found', async () => {
    for (const path of ['/en/maintenance', '/en/blocked', '/en/static/flutter-maintenance']) {
      await visit(path);
      expect(await page.getByRole('banner').count(), path).toBe(0);
      expect(await page.getByRole('navigation').count(), path).toBe(0);
    }
    const response = await page.goto(`${baseUrl}/en/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('main').innerText()).toContain(NOT_FOUND);
  });

  it('the nightjar brand sends a bare address to its default language (es)', async () => {
    await page.goto(`${inject('nightjarUrl')}/`);
    expect(new URL(page.url()).pathname).toBe('/es');
  });
});
