import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { launchBrowser } from '../browser';
import { expectLoggedIn, open, screenshot, submitLogin } from './support';

/**
 * The host protocol (spec shell §1, §7 Host messages) through the demo host page: the framed
 * sportsbook hides its header and footer, tells the host it is ready and how tall it is, takes
 * language and theme from the host, ignores a message from a foreign origin, asks the host to
 * log the player in from the betslip, hears of the player's login (with the responsible-gambling
 * flag), balance and logout, and blocks interaction in native content-only mode — at desktop and
 * phone size.
 */
describe.each([
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const)('a host page embeds the sportsbook (%s)', (size, viewport) => {
  let browser: Browser;
  let page: Page;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
    // A context of its own: a second tab of it shares the session cookie (the login test).
    page = await (await browser.newContext({ viewport })).newPage();
  });
  afterAll(async () => {
    await browser.close();
  });

  const log = () => page.getByRole('log', { name: 'Message log' });
  // The framed sportsbook answers some messages by reloading: slow on a busy machine.
  const RELOADED = { timeout: 15_000 };
  const frame = async (): Promise<Frame> => {
    const handle = await page.locator('iframe[title="Sportsbook"]').elementHandle();
    const content = await handle?.contentFrame();
    if (!content) throw new Error('the sportsbook frame is not there');
    return content;
  };

  it('hears ready and size, and the frame has no header or footer', async () => {
    await page.goto(`${baseUrl}/embed-demo`);
    await expect.poll(() => log().innerText(), { timeout: 30_000 }).toContain('Received ready');
    expect(await log().innerText()).toContain('"locale":"en"');
    await expect.poll(() => log().innerText()).toContain('Received size');
    const sportsbook = await frame();
    await expect.poll(() => sportsbook.getByRole('main').count()).toBe(1);
    expect(await sportsbook.getByRole('banner').count()).toBe(0);
    expect(await sportsbook.getByRole('contentinfo').count()).toBe(0);
    await screenshot(page, `embed-demo-${size}`);
  });

  it('asks the host to log in from a logged-out betslip', async () => {
    const sportsbook = await frame();
    const price = sportsbook.locator('main [role="group"] button[aria-pressed]').first();
    await expect.poll(() => price.count(), { timeout: 30_000 }).toBe(1);
    await price.click();
    const stake = sportsbook.getByRole('textbox', { name: /^Stake for/ }).first();
    await stake.fill('2');
    await sportsbook.getByRole('button', { name: 'Place Bet' }).click();
    await expect
      .poll(() => log().innerText())
      .toContain('Received loginrequest {"from":"betslip"}');
    expect(await sportsbook.getByRole('dialog').count()).toBe(0);
  });

  it('tells the host of a login with its balance, and of the logout the host asks for', async () => {
    // The player logs in on the site in another tab (the same browser: the same session cookie),
    // as the demo page tells a host to, and the host says the session changed.
    const standalone = await page.context().newPage();
    await open(standalone, `${baseUrl}/en`);
    await submitLogin(standalone, 'demo');
    await expectLoggedIn(standalone);
    await standalone.close();
    await page.getByRole('button', { name: 'Tell the session changed' }).click();
    await expect
      .poll(() => log().innerText(), RELOADED)
      .toMatch(/Received logon \{"responsible":\{[^}]*"withdrawOnly":false/);
    // The demo player's balance, in major units with the currency (spec shell §7 balanceupdate).
    await expect
      .poll(() => log().innerText(), RELOADED)
      .toMatch(/Received balanceupdate \{"balance":\d+(\.\d+)?,"currency":"EUR"\}/);
    await page.getByRole('button', { name: 'Clear log' }).click();
    await page.getByRole('button', { name: 'Send logout', exact: true }).click();
    await expect.poll(() => log().innerText(), RELOADED).toMatch(/Received logout \{"reason":/);
    // The frame reloads logged out and is ready again before the host says anything more.
    await expect.poll(() => log().innerText(), RELOADED).toContain('Received ready');
    await screenshot(page, `embed-demo-logged-out-${size}`);
  });

  it('ignores a message from a foreign origin and obeys the host', async () => {
    await page.getByLabel('Language').selectOption({ label: 'Español' });
    await page.getByRole('button', { name: 'Send language from a foreign origin' }).click();
    await expect.poll(() => log().innerText()).toContain('foreign origin');
    await page.waitForTimeout(1500);
    expect(await log().innerText()).not.toContain('Received language');
    expect(await (await frame()).evaluate('document.documentElement.lang')).toMatch(/^en/);

    await page.getByLabel('Theme').selectOption('dark');
    await page.getByRole('button', { name: 'Send theme', exact: true }).click();
    await expect
      .poll(
        async () => (await frame()).evaluate('document.documentElement.dataset.theme'),
        RELOADED,
      )
      .toBe('dark');

    await page.getByLabel('Language').selectOption({ label: 'Español' });
    await page.getByRole('button', { name: 'Send language', exact: true }).click();
    await expect
      .poll(() => log().innerText(), RELOADED)
      .toContain('Received language {"locale":"es"}');
    await expect.poll(async () => (await frame()).url(), RELOADED).toMatch(/\/es\?embedded=true/);
    await screenshot(page, `embed-demo-es-dark-${size}`);
  });

  it('blocks interaction in native content-only mode', async () => {
    await page.getByLabel(/Content only/).check();
    await page.getByLabel(/Native app origin/).selectOption('20');
    await expect
      .poll(() => log().innerText(), RELOADED)
      .toContain('"contentOnly":true,"nativeApp":true');
    const sportsbook = await frame();
    await expect
      .poll(() => sportsbook.locator('[data-interaction-blocker]').count(), RELOADED)
      .toBe(1);
    // Evaluated in the frame (the journeys' types have no DOM).
    expect(
      await sportsbook.evaluate("document.querySelector('main')?.closest('[inert]') !== null"),
    ).toBe(true);
  });
});
