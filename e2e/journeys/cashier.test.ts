import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../browser';
import { expectLoggedIn, headerBalance, open, screenshot, submitLogin } from './support';

const AMOUNT = 25;

/**
 * `demo` deposits through the demo cashier (reached from the header's cashier links)
 * and sees the header balance rise, then withdraws the same amount — leaving the balance as it
 * found it for the other journeys that use `demo`.
 */
/**
 * Other journeys log in as `demo` and expect its seeded balance: if this journey stops between
 * the deposit and the withdrawal, the difference goes back out through the cashier API.
 */
async function restoreBalance(page: Page, target: number): Promise<void> {
  const now = await headerBalance(page).catch(() => target);
  if (now <= target) return;
  await page.evaluate(async (amount) => {
    // Runs in the page; the e2e project has no DOM types, hence the narrow cast.
    const storage = (
      globalThis as unknown as { localStorage: { getItem(k: string): string | null } }
    ).localStorage;
    const stored = JSON.parse(storage.getItem('touchline:session') ?? '{}') as {
      state?: { session?: { jweToken?: string } };
    };
    await fetch('/accounts/me/cashier/withdrawals', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${stored.state?.session?.jweToken ?? ''}`,
        'Idempotency-Key': `e2e-restore-${Date.now()}`,
      },
      body: JSON.stringify({ amount }),
    });
  }, now - target);
}

describe('a player deposits and withdraws through the cashier', () => {
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

  async function useCashier(link: 'Deposit' | 'Withdraw', done: string): Promise<void> {
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Cashier' }).click();
    await header.getByRole('link', { name: link, exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { name: link, level: 1 }).count()).toBe(1);
    const main = page.getByRole('main');
    const amount = main.getByRole('textbox', { name: 'Amount (EUR)' });
    // Below the per-transaction minimum: refused before any call.
    await amount.fill('5');
    await main.getByRole('button', { name: link, exact: true }).click();
    await expect.poll(() => main.innerText()).toContain('The minimum');
    await amount.fill(String(AMOUNT));
    await main.getByRole('button', { name: link, exact: true }).click();
    await expect.poll(() => main.getByRole('status').filter({ hasText: done }).count()).toBe(1);
  }

  it('deposits, sees the header balance rise, then withdraws', async () => {
    await open(page, `${baseUrl}/en`);
    await submitLogin(page, 'demo');
    await expectLoggedIn(page);
    const before = await headerBalance(page);

    try {
      await useCashier('Deposit', `Deposit of €${AMOUNT}.00 completed.`);
      await expect.poll(() => headerBalance(page)).toBe(before + AMOUNT);
      await screenshot(page, 'cashier-deposit');

      await useCashier('Withdraw', `Withdrawal of €${AMOUNT}.00 completed.`);
      await expect.poll(() => headerBalance(page)).toBe(before);
    } finally {
      await restoreBalance(page, before);
    }

    // The statement shows both.
    await page.getByRole('link', { name: 'Transactions', exact: true }).click();
    const table = page.getByRole('table');
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(2);
    const text = await table.innerText();
    expect(text).toContain('Deposit');
    expect(text).toContain('Withdrawal');
    await screenshot(page, 'cashier-withdraw');
  });
});
