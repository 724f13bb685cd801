import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../browser';
import { expectLoggedIn, open, screenshot, submitLogin } from './support';

/**
 * The shell's sizes as the spec fixes them (shell §2, §9), measured in the browser: header 50 px
 * on a phone and 80 px on a desktop, sub-header 46 px, footer bar 50 px with at most five items,
 * side columns 380 px (420 px from 1600 px wide), advert images 280 px wide; the page title and
 * description from the brand's page_attributes, rendered on the server.
 */
describe('the shell keeps the sizes of the spec', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  const box = async (locator: Locator) => {
    await expect.poll(() => locator.count()).toBeGreaterThan(0);
    const found = await locator.first().boundingBox();
    if (found === null) throw new Error('not drawn');
    return found;
  };

  const home = async (viewport: { width: number; height: number }): Promise<Page> => {
    const page = await browser.newPage({ viewport });
    await open(page, `${baseUrl}/en`);
    return page;
  };

  it('on a desktop: header 80, sub-header 46, right column 380, advert image 280', async () => {
    const page = await home({ width: 1280, height: 800 });
    expect((await box(page.getByRole('banner'))).height).toBe(80);
    expect((await box(page.getByRole('navigation', { name: 'Shortcuts' }))).height).toBe(46);
    expect((await box(page.locator('[data-column="right"]'))).width).toBe(380);
    const advert = page
      .locator('[data-column="right"]')
      .getByRole('group', { name: 'Advertisement' })
      .getByRole('img');
    expect((await box(advert)).width).toBe(280);
    await page.close();
  });

  it('on an extra-large screen the side column is 420 px', async () => {
    const page = await home({ width: 1700, height: 900 });
    expect((await box(page.locator('[data-column="right"]'))).width).toBe(420);
    await page.close();
  });

  it('on a phone: header 50, footer bar 50 with at most five items', async () => {
    const page = await home({ width: 390, height: 844 });
    expect((await box(page.getByRole('banner'))).height).toBe(50);
    const bar = page.getByRole('navigation', { name: 'Quick navigation' });
    expect((await box(bar)).height).toBe(50);
    const items = await bar.getByRole('link').count();
    expect(items).toBeGreaterThan(0);
    expect(items + (await bar.getByRole('button').count())).toBeLessThanOrEqual(5);
    await page.close();
  });

  it('on a 360 px phone in German: Login and Join uncut, search and settings in the drawer', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await open(page, `${baseUrl}/de`);
    const banner = page.getByRole('banner');
    for (const button of [
      banner.getByRole('button', { name: 'Anmelden', exact: true }),
      banner.getByRole('link', { name: 'Registrieren', exact: true }),
    ]) {
      await expect.poll(() => button.count()).toBe(1);
      // Drawn whole: no ellipsis (the text is not wider than its box).
      expect(
        await button.evaluate(
          (el: { scrollWidth: number; clientWidth: number }) => el.scrollWidth <= el.clientWidth,
        ),
      ).toBe(true);
    }
    expect(await banner.getByRole('button', { name: 'Suchen' }).count()).toBe(0);
    await banner.getByRole('button', { name: /Menü/ }).first().click();
    const drawer = page.getByRole('dialog', { name: /Menü/ });
    await expect.poll(() => drawer.getByRole('button', { name: 'Suchen' }).count()).toBe(1);
    expect(await drawer.getByRole('button', { name: 'Einstellungen' }).count()).toBe(1);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      360,
    );
    await page.close();
  });

  it('logged in on a 360 px phone: nothing wider than the screen, the balance and the menu whole', async () => {
    // vnd.demo: the longest balance of the seed players (50,000 shown, thousand-scaled).
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await open(page, `${baseUrl}/en`);
    await submitLogin(page, 'vnd.demo');
    await expectLoggedIn(page);
    const banner = page.getByRole('banner');
    for (const control of [
      banner.getByLabel('Balance', { exact: true }),
      banner.getByRole('button', { name: /Menu/ }).first(),
    ]) {
      const box = await control.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 360).toBe(true);
    }
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      360,
    );
    await screenshot(page, 'logged-in-360');
    await page.close();
  });

  it("takes the page's title and description from page_attributes on the server", async () => {
    const answer = await fetch(`${baseUrl}/en/live/sport`);
    const html = await answer.text();
    expect(html).toContain('<title>Live betting — Touchline</title>');
    expect(html).toMatch(
      /<meta name="description" content="In-play odds that move with the game, with live scores and match trackers\."/,
    );
  });
});
