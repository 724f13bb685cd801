import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../browser';
import { expectLoggedIn, open, screenshot, submitLogin } from './support';

/** The seeded answer (apps/platform/src/seed.ts, README): public demo data. */
const ANSWER = 'Touchline Rovers';

/**
 * `question.demo` answers the security question after the password (spec shell §4
 * login flow step 2: otp null → the question form).
 */
describe.each([
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const)('a player with a security question logs in (%s)', (size, viewport) => {
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

  it('shows the question, refuses a wrong answer and accepts the right one', async () => {
    await open(page, `${baseUrl}/en`);
    await submitLogin(page, 'question.demo');

    const dialog = page.getByRole('dialog', { name: 'Security question' });
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.innerText()).toContain('What was the name of your first football club?');
    const answer = dialog.getByLabel('Your answer', { exact: true });
    expect(await answer.getAttribute('type')).toBe('password');
    const submit = dialog.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);

    await answer.fill('Wrong Wanderers');
    await submit.click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toContain('not correct');

    await answer.fill(ANSWER);
    await submit.click();
    await expectLoggedIn(page);
    // The desktop header names the player; the phone's compact header shows the balance.
    if (size === 'desktop') {
      await expect
        .poll(() => page.getByRole('button', { name: /account menu/ }).innerText())
        .toContain('question.demo');
    }
    await screenshot(page, `login-question-${size}`);
  });
});
