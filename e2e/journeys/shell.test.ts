import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../browser';
import { open, screenshot, waitForHydration } from './support';

/**
 * The shell a visitor meets (issue 11): the brand's menus from the platform at desktop and phone
 * sizes, the theme switch persisting across a reload without a flash, the language switch, and
 * nothing wider than the screen. Screenshots of the home page in both themes at both sizes.
 */
describe('a visitor browses the shell', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  // Evaluated in the page (the journeys' types have no DOM): how far the page is wider than the
  // screen, and the theme the page is drawn in.
  const overflow = async (page: Page) =>
    Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
  const theme = async (page: Page) =>
    String(await page.evaluate('document.documentElement.dataset.theme'));

  it('on a desktop: sidebar and sub-header menus, every image loaded', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await open(page, `${baseUrl}/en`);
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    // The Live section, not the Live chat entry beside it.
    await expect.poll(() => sidebar.getByRole('link', { name: /^Live(?! chat)/ }).count()).toBe(1);
    expect(await sidebar.getByRole('link', { name: 'Football today' }).getAttribute('href')).toBe(
      '/en/sports/240-FOOT?active-coupon=football-today',
    );
    expect(await page.getByRole('link', { name: 'Tennis' }).first().isVisible()).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // Every image the page shows loads (brand marks, the language flags): none is broken.
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(
        '[...document.images].filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.src)',
      ),
    ).toEqual([]);
    expect(
      await page
        .getByRole('button', { name: /Current language: English/ })
        .locator('img')
        .count(),
    ).toBe(1);

    await page.close();
  });

  it.each([
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const)(
    'on a %s: the theme and the language switched, each kept across a reload',
    async (size, viewport) => {
      const page = await browser.newPage({ viewport });
      await open(page, `${baseUrl}/en`);
      await page.getByRole('radio', { name: 'Dark' }).check();
      expect(await theme(page)).toBe('dark');
      await page.reload();
      await waitForHydration(page);
      // The boot script sets the theme before the first paint; it is there at load already.
      expect(await theme(page)).toBe('dark');
      await screenshot(page, `home-${size}-dark-switched`);
      await page.getByRole('radio', { name: 'Light' }).check();
      expect(await theme(page)).toBe('light');
      await page.reload();
      await waitForHydration(page);
      expect(await theme(page)).toBe('light');
      await screenshot(page, `home-${size}-light-switched`);

      // The language dropdown: in the header on a desktop, in the menu drawer's header on a phone.
      if (size === 'phone') {
        await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
        await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).count()).toBe(1);
      }
      await page.getByRole('button', { name: /Current language: English/ }).click();
      await page.getByRole('link', { name: 'Español' }).click();
      await page.waitForURL(/\/es$/);
      await expect
        .poll(() => page.getByRole('link', { name: 'Saltar al contenido' }).count())
        .toBe(1);
      await page.reload();
      await waitForHydration(page);
      expect(await page.getByRole('link', { name: 'Saltar al contenido' }).count()).toBe(1);
      expect(await page.evaluate('document.documentElement.lang')).toBe('es');
      // The language switch keeps the theme chosen before it.
      expect(await theme(page)).toBe('light');
      if (size === 'phone') {
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        await screenshot(page, 'home-phone-es-light');
      }
      await page.close();
    },
  );

  it('on a phone: the drawer, the footer bar, nothing wider than the screen', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await open(page, `${baseUrl}/en?theme=light`);
    const footer = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect.poll(() => footer.getByRole('link', { name: 'Live' }).count()).toBe(1);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'home-mobile-light');

    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => drawer.getByRole('link', { name: 'Football today' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);

    await open(page, `${baseUrl}/en?theme=dark`);
    expect(await theme(page)).toBe('dark');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'home-mobile-dark');
    await page.close();
  });

  it('the nightjar brand: its own name, logo and dark default, at both sizes in both themes', async () => {
    const nightjar = inject('nightjarUrl');
    for (const [size, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['mobile', { width: 390, height: 844 }],
    ] as const) {
      const page = await browser.newPage({ viewport });
      await open(page, `${nightjar}/en`);
      // The brand's default theme is dark: no stored choice, no query, drawn dark.
      expect(await theme(page)).toBe('dark');
      await expect
        .poll(() =>
          page
            .getByRole('banner')
            .getByRole('link', { name: /Nightjar/ })
            .count(),
        )
        .toBe(1);
      expect(await page.title()).toContain('Nightjar');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `nightjar-home-${size}-dark`);
      await open(page, `${nightjar}/en?theme=light`);
      expect(await theme(page)).toBe('light');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `nightjar-home-${size}-light`);
      await page.close();
    }
  });
});
