import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../browser';
import { expectLoggedIn, open, screenshot, submitLogin } from './support';

interface Outbox {
  readonly messages: readonly { readonly body: string; readonly createdAt: string }[];
}

/**
 * `otp.demo` logs in with a one-time code (spec shell §4 login flow, §2 "Mobile Number
 * Verification"), read from the demo outbox through the page's own origin.
 */
describe.each([
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const)('a player with a one-time code logs in (%s)', (size, viewport) => {
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

  it('asks for the code, takes it from the outbox and completes the login', async () => {
    await open(page, `${baseUrl}/en`);
    await submitLogin(page, 'otp.demo');

    const dialog = page.getByRole('dialog', { name: 'Mobile Number Verification' });
    await expect.poll(() => dialog.count()).toBe(1);
    const submit = dialog.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Request new code' }).isDisabled()).toBe(true);

    // The spec's messages as typed.
    const code = dialog.getByRole('textbox', { name: 'Verification code' });
    await code.fill('12');
    await expect.poll(() => dialog.innerText()).toContain('Minimum requirement not met');
    await screenshot(page, `login-otp-dialog-${size}`);

    const outbox = await page.evaluate(async () => {
      const response = await fetch('/api/demo/outbox?username=otp.demo');
      return (await response.json()) as Outbox;
    });
    const newest = [...outbox.messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    const oneTimeCode = /\b(\d{6})\b/.exec(newest?.body ?? '')?.[1];
    expect(oneTimeCode).toMatch(/^\d{6}$/);

    await code.fill(oneTimeCode ?? '');
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();

    await expectLoggedIn(page);
    await expect
      .poll(() => page.getByRole('button', { name: /account menu/ }).innerText())
      .toContain('otp.demo');
    await screenshot(page, `login-otp-${size}`);
  });
});
