import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../browser';
import {
  DEMO_PASSWORD,
  acceptTerms,
  axeViolations,
  expectLoggedIn,
  open,
  screenshot,
  submitLogin,
  waitForHydration,
} from './support';

/**
 * Login and session in the browser (spec shell §4, §8), at desktop and phone size: each login
 * error as the spec's toast in the page's language (the seed players' refusals, and the answers
 * no seed player gives, played by the browser), a logout, and one that ends the session even when
 * its call fails, and on the nightjar brand the franco login with the single-session dialog and the
 * terms of use that block a bet until they are accepted.
 */
describe.each([
  // Each size's nightjar player has its own terms to accept (an accepted version stays accepted).
  ['desktop', { width: 1280, height: 800 }, 'demo'],
  ['phone', { width: 390, height: 844 }, 'usdt.demo'],
] as const)('login errors, logout and the terms of use (%s)', (size, viewport, termsPlayer) => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  const nightjar = inject('nightjarUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  const toast = (page: Page) => page.getByRole('region', { name: 'Notifications' });

  const tryLogin = async (page: Page, username: string, password: string) => {
    const dialog = page.getByRole('dialog', { name: /Login|Iniciar sesión/ });
    if ((await dialog.count()) === 0) {
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^(Login|Iniciar sesión)$/ })
        .click();
    }
    await dialog.getByRole('textbox').first().fill(username);
    await dialog.locator('input[type="password"]').fill(password);
    await dialog.locator('button[type="submit"]').click();
  };

  it('shows each login error as a toast, in the page language', async () => {
    const page = await browser.newPage({ viewport });
    await open(page, `${baseUrl}/en`);
    const cases: [string, string, string][] = [
      ['suspended.demo', DEMO_PASSWORD, 'Your account is suspended. Please contact support.'],
      ['locked.demo', DEMO_PASSWORD, 'Your account is locked. Please contact support.'],
      ['pending.demo', DEMO_PASSWORD, 'Your account is pending activation.'],
      ['demo', 'not-the-password', 'Invalid username or password.'],
      ['', '', 'Enter your username and password.'],
    ];
    // On a phone the footer bar is fixed to the bottom; a toast must not cover it. (Measured
    // before the login modal hides the page behind it.)
    const bottomEdge =
      size === 'phone'
        ? ((await page.getByRole('navigation', { name: 'Quick navigation' }).boundingBox())?.y ?? 0)
        : viewport.height;
    for (const [username, password, text] of cases) {
      await tryLogin(page, username, password);
      await expect.poll(() => toast(page).innerText(), { timeout: 15_000 }).toContain(text);
      // Once it has risen into place, the newest toast is whole on the screen.
      await expect
        .poll(async () => {
          const box = await toast(page).getByText(text).boundingBox();
          return box !== null && box.y >= 0 && box.y + box.height <= bottomEdge;
        })
        .toBe(true);
      if (username === 'demo') await screenshot(page, `login-error-toast-${size}`);
    }

    await open(page, `${baseUrl}/es`);
    await tryLogin(page, 'demo', 'not-the-password');
    await expect
      .poll(() => page.getByRole('region', { name: /Notificaciones|Notifications/ }).innerText())
      .toContain('Usuario o contraseña incorrectos.');
    await page.close();
  });

  it('shows the login errors no seed player produces, from the answers the spec lists', async () => {
    const page = await browser.newPage({ viewport });
    await open(page, `${baseUrl}/en`);
    const refusal = (code: string) => ({ code, message: 'x', reasonJson: { responseCode: code } });
    // spec shell §8: the code's toast where the answer has one, else the status's.
    const answers: [number, object | null, string][] = [
      [500, refusal('INT001'), 'We could not reach a partner service. Please try again later.'],
      [
        403,
        refusal('INT051'),
        'Too many sessions are open for this account. Please try again later.',
      ],
      [
        400,
        { code: 'BAD_REQUEST', message: 'x' },
        'Please check your internet connection and try again.',
      ],
      [
        404,
        { code: 'NOT_FOUND', message: 'x' },
        'We are having connectivity issues. Please try again later.',
      ],
      [
        500,
        { code: 'INTERNAL', message: 'x' },
        'We are experiencing difficulties at present. Please try again later.',
      ],
      [0, null, 'Something went wrong. Please try again.'],
    ];
    for (const [status, body, text] of answers) {
      await page.route('**/header_login/authenticate*', (route) =>
        status === 0
          ? route.abort('connectionrefused')
          : route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
      );
      await tryLogin(page, 'demo', DEMO_PASSWORD);
      await expect.poll(() => toast(page).innerText(), { timeout: 15_000 }).toContain(text);
      await page.unroute('**/header_login/authenticate*');
    }
    // Still logged out, and the login modal still there to try again.
    expect(await page.getByRole('dialog', { name: 'Login' }).count()).toBe(1);
    await page.close();
  });

  it('logs out: the call ends the session, the page reloads logged out and stays so', async () => {
    const page = await browser.newPage({ viewport });
    await open(page, `${baseUrl}/en`);
    await submitLogin(page, 'demo');
    await expectLoggedIn(page);
    await page.getByRole('button', { name: /account menu/ }).click();
    const call = page.waitForResponse((r) => r.url().includes('/header_login/logout'));
    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    const logOut = page.getByRole('button', { name: 'Log out' }).first();
    // A second click while the first is under way changes nothing (spec shell §4).
    await logOut.click();
    await logOut.click({ force: true, timeout: 1000 }).catch(() => undefined);
    expect((await call).status()).toBeLessThan(300);
    await reloaded;
    await waitForHydration(page);
    await expect
      .poll(() => page.getByRole('banner').getByRole('button', { name: 'Login' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    expect(await page.getByLabel('Balance', { exact: true }).count()).toBe(0);
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByRole('banner').getByRole('button', { name: 'Login' }).count()).toBe(1);
    await page.close();
  });

  it('logs out even when the logout call fails', async () => {
    const page = await browser.newPage({ viewport });
    await open(page, `${baseUrl}/en`);
    await submitLogin(page, 'demo');
    await expectLoggedIn(page);
    await page.route('**/header_login/logout*', (route) => route.abort());
    await page.getByRole('button', { name: /account menu/ }).click();
    // The page reloads itself after a logout, failed call or not (spec shell §4).
    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await reloaded;
    await expect
      .poll(() => page.getByRole('banner').getByRole('button', { name: 'Login' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await page.reload();
    await waitForHydration(page);
    await expect
      .poll(() => page.getByRole('banner').getByRole('button', { name: 'Login' }).count())
      .toBe(1);
    await page.close();
  });

  it('nightjar: one session at a time, and no bet before the terms are accepted', async () => {
    const page = await browser.newPage({ viewport });
    await open(page, `${nightjar}/en`);
    await submitLogin(page, termsPlayer);
    const single = page.getByRole('dialog', { name: 'One session at a time' });
    await expect.poll(() => single.count()).toBe(1);
    await screenshot(page, `nightjar-single-session-${size}`);
    expect(await axeViolations(page), 'the single-session dialog').toEqual([]);
    await single.getByRole('button', { name: 'Log in here' }).click();

    const terms = page.getByRole('dialog', { name: 'Terms of use' });
    await expect.poll(() => terms.count(), { timeout: 15_000 }).toBe(1);
    await screenshot(page, `nightjar-terms-${size}`);
    expect(await axeViolations(page), 'the terms of use').toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => terms.count()).toBe(0);
    await expectLoggedIn(page);

    const price = page.getByRole('main').locator('[role="group"] button[aria-pressed]').first();
    await expect.poll(() => price.count()).toBe(1);
    await price.click();
    const betslip = page.getByRole('complementary', { name: 'Betslip' });
    await betslip
      .getByRole('textbox', { name: /^Stake for/ })
      .first()
      .fill('2');
    await betslip.getByRole('button', { name: 'Place Bet' }).click();
    await expect
      .poll(() => page.getByText('Accept the updated terms of use to place bets.').count())
      .toBeGreaterThan(0);
    await screenshot(page, `nightjar-bet-blocked-${size}`);
    await acceptTerms(page);
    // Accepted: the betslip no longer holds the bet back.
    await expect
      .poll(() => page.getByText('Accept the updated terms of use to place bets.').count(), {
        timeout: 15_000,
      })
      .toBe(0);

    await betslip.getByRole('button', { name: 'Place Bet' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Bet placed' }).count(), {
        timeout: 20_000,
      })
      .toBe(1);
    await screenshot(page, `nightjar-bet-after-terms-${size}`);
    await page.close();
  });
});
