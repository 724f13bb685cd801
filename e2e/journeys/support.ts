import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

export const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');

/** The seed players' password (apps/platform README). */
export const DEMO_PASSWORD = 'demo-pass-1';

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** Opens the login modal and submits a username and password. */
export async function submitLogin(page: Page, username: string): Promise<void> {
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

/** The header balance as a number of major units ("1,025 EUR" → 1025). */
export async function headerBalance(page: Page): Promise<number> {
  const text = await page.getByLabel('Balance', { exact: true }).innerText();
  return Number(text.replace(/[^\d.]/g, ''));
}

/** Waits until the login modals are gone and the header shows a balance (logged in). */
export async function expectLoggedIn(page: Page): Promise<void> {
  // Modal dialogs only: the terms-of-use popup is a non-modal dialog that may follow.
  await expect.poll(() => page.locator('[role="dialog"][aria-modal="true"]').count()).toBe(0);
  await expect
    .poll(() => page.getByLabel('Balance', { exact: true }).innerText())
    .toMatch(/^[\d,.]+ [A-Z]{3}$/);
}

/** The terms-of-use popup (the seed players have not accepted the current terms): Accept. */
export async function acceptTerms(page: Page): Promise<void> {
  const popup: Locator = page.getByRole('dialog', { name: 'Terms of use' });
  await expect.poll(() => popup.count()).toBe(1);
  await popup.getByRole('button', { name: 'Accept' }).click();
  await expect.poll(() => popup.count()).toBe(0);
}
