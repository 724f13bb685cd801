import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../browser';
import { headerBalance, open } from './support';

const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');

/**
 * The walking skeleton's journey: fixture list → betslip → login → Place Bet →
 * My Bets, with the header balance dropping by the stake. Controls found by role and name.
 */
describe('a visitor places a single and sees it in My Bets', () => {
  let browser: Browser;
  let page: Page;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('runs the whole journey for real', async () => {
    await open(page, `${baseUrl}/en/sports/240-FOOT`);
    const prices = page.getByRole('button', { name: /^.+ \d+\.\d{2}$/ });
    await expect.poll(() => prices.count()).toBeGreaterThan(40);
    // The prices are drawn on the server: a press counts once the page has hydrated (the
    // theme switch hydrates last), as for a player whose tap lands after the page is ready.
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByRole('radio', { name: 'Dark' }).count()).toBe(1);

    // Add the first price to the betslip.
    const price = prices.first();
    // The accessible name is the button's text: "{outcome} {odds}".
    const priceName = (await price.innerText()).replace(/\s+/g, ' ').trim();
    const selection = priceName.replace(/ \d+\.\d{2}$/, '').trim();
    const odds = Number(/(\d+\.\d{2})$/.exec(priceName)?.[1]);
    await price.click();
    await expect.poll(() => price.getAttribute('aria-pressed')).toBe('true');
    const betslip = page.getByRole('complementary', { name: 'Betslip' });
    await betslip.getByRole('textbox', { name: `Stake for ${selection}` }).fill('10');
    await expect
      .poll(() => betslip.getByText(/Potential returns/).innerText())
      .toContain(String(Math.floor(1000 * odds) / 100).replace(/\.0+$/, ''));

    // Log in with the documented demo player.
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByRole('textbox', { name: 'Username' }).fill('demo');
    await dialog.getByLabel('Password', { exact: true }).fill('demo-pass-1');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const balance = page.getByLabel('Balance');
    // The demo player's balance as this run left it (other journeys bet with demo too).
    await expect.poll(() => balance.innerText()).toMatch(/^€[\d,]+\.\d{2}$/);
    const before = await headerBalance(page);

    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, 'betslip.png') });

    // Place the bet.
    await betslip.getByRole('button', { name: 'Place Bet' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Bet placed' }).count())
      .toBe(1);
    // The balance drops by the stake, to the cent.
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before - 10, 2);
    // The receipt names the bet: My Bets is looked through for that one (demo bets in other
    // journeys too, on the same selections).
    const receipt = await betslip.getByText(/^Reference: /).innerText();
    const reference = receipt.replace(/^Reference: /, '').trim();
    expect(reference).toMatch(/^[A-Z0-9-]{6,}$/);

    // My Bets shows it.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^My Bets/ })
      .click();
    await expect.poll(() => page.getByRole('heading', { name: 'My Bets' }).count()).toBe(1);
    const bet = page.getByRole('article').filter({ hasText: reference });
    await expect.poll(() => bet.count()).toBe(1);
    expect(await bet.innerText()).toContain(selection);

    await page.screenshot({ path: join(ARTIFACTS, 'place-bet.png'), fullPage: true });
  });
});
