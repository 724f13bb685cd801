import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../browser';
import {
  axeViolations,
  expectLoggedIn,
  open,
  screenshot,
  submitLogin,
  waitForHydration,
} from './support';

/**
 * Favourites in a real browser (issue 12 item 6): a visitor stars an event on the football page,
 * finds it in Favourites from the side menu, logs in as the demo player and sees it kept — the
 * login merge saved it to the account, so it is still there after a reload (the browser's own
 * list is emptied by the merge). At 1280×800 the menu is the sidebar; at 390×844 the drawer.
 */

/** The side menu: the desktop sidebar, or the phone's drawer opened from the header. */
async function menu(page: Page, phone: boolean): Promise<Locator> {
  if (!phone) return page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect.poll(() => drawer.count()).toBe(1);
  return drawer;
}

/** The terms-of-use popup, if the player has terms to accept. */
async function acceptTermsIfAsked(page: Page): Promise<void> {
  const popup = page.getByRole('dialog', { name: 'Terms of use' });
  await page.waitForTimeout(500);
  if ((await popup.count()) === 0) return;
  await popup.getByRole('button', { name: 'Accept' }).click();
  await expect.poll(() => popup.count()).toBe(0);
}

describe.each([
  ['desktop', { width: 1280, height: 800 }, false],
  ['phone', { width: 390, height: 844 }, true],
] as const)('favourites (%s)', (size, viewport, phone) => {
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

  it('stars an event, finds it in Favourites, and keeps it after logging in', async () => {
    await open(page, `${baseUrl}/en/sports/240-FOOT`);
    const main = page.getByRole('main');
    // The second event: the first may kick off while the journey runs (it would still be a
    // favourite, but on the live list).
    const eventLink = main.locator('a[href^="/en/events/"]').filter({ hasText: / v / }).nth(1);
    await expect.poll(() => eventLink.count(), { timeout: 30_000 }).toBe(1);
    const name = (await eventLink.innerText()).trim();
    expect(name).toMatch(/ v /);

    // Star it: a toggle button named for the event, pressed once starred.
    const add = main.getByRole('button', { name: `Add ${name} to favourites` });
    await add.click();
    const remove = main.getByRole('button', { name: `Remove ${name} from favourites` });
    await expect.poll(() => remove.getAttribute('aria-pressed')).toBe('true');

    // The side menu's Favourites entry counts it and leads to it.
    const nav = await menu(page, phone);
    const entry = nav.getByRole('link', { name: /^Favourites/ });
    await expect.poll(async () => (await entry.innerText()).replace(/\s+/g, ' ')).toMatch(/1/);
    await entry.click();
    await expect.poll(() => page.url()).toContain('/en/sports/10000-FAVOURITES');
    await expect
      .poll(() => main.getByRole('heading', { level: 1, name: 'Favourites' }).count())
      .toBe(1);
    const favourite = main.getByRole('link', { name, exact: true });
    await expect.poll(() => favourite.count(), { timeout: 30_000 }).toBe(1);
    await screenshot(page, `favourites-${size}`);
    expect(await axeViolations(page)).toEqual([]);

    // Log in as the demo player: the star is merged into the account and kept.
    await submitLogin(page, 'demo');
    await acceptTermsIfAsked(page);
    await expectLoggedIn(page);
    await expect.poll(() => favourite.count(), { timeout: 15_000 }).toBe(1);

    // A reload reads the account's list from the platform (the browser's own list was merged).
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => favourite.count(), { timeout: 30_000 }).toBe(1);
    // No DOM types here: the page's own expression, as text.
    // The merge (read the account's list, then save the union) may still be on its way after a
    // reload that interrupted it: the browser's list empties once it is done.
    await expect
      .poll(async () => {
        const stored = await page.evaluate<string | null>(
          "window.localStorage.getItem('touchline:favourites')",
        );
        return JSON.parse(stored ?? '{}') as unknown;
      })
      .toMatchObject({ version: 1, state: { guest: { events: [], leagues: [] } } });
    await expect
      .poll(() =>
        main
          .getByRole('button', { name: `Remove ${name} from favourites` })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');

    // The favourites live page answers at the Favourites token.
    await open(page, `${baseUrl}/en/live/sport/10000-FAVOURITES`);
    await expect
      .poll(() => main.getByRole('heading', { level: 1, name: 'Live favourites' }).count())
      .toBe(1);
    await screenshot(page, `favourites-live-${size}`);

    // Tidy: unstar, so the other size starts from the same account list.
    await open(page, `${baseUrl}/en/sports/10000-FAVOURITES`);
    const unstar = main.getByRole('button', { name: `Remove ${name} from favourites` });
    await expect.poll(() => unstar.count(), { timeout: 30_000 }).toBe(1);
    await unstar.click();
    await expect.poll(() => main.getByRole('link', { name, exact: true }).count()).toBe(0);
  });
});
