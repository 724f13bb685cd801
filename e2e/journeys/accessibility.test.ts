import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../browser';
import { axeViolations, submitLogin } from './support';

/**
 * axe-core scans (issue 11 quality): home, a sport page and each modal, in both themes, with no
 * serious or critical WCAG 2.1 A/AA violations. A failure lists the rule and the elements.
 */
describe('the shell is accessible in both themes', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  const settled = async (page: Page) => {
    await page.waitForLoadState('networkidle');
    // The theme switch hydrates last; scanning before it would see a half-drawn page.
    await expect.poll(() => page.getByRole('radio', { name: 'Dark' }).count()).toBe(1);
  };

  for (const theme of ['light', 'dark'] as const) {
    it(`home and a sport page, desktop and phone (${theme})`, async () => {
      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        const page = await browser.newPage({ viewport });
        for (const path of ['/en', '/en/sports/240-FOOT']) {
          await page.goto(`${baseUrl}${path}?theme=${theme}`);
          await settled(page);
          expect(await axeViolations(page), `${path} at ${viewport.width} px`).toEqual([]);
        }
        await page.close();
      }
    });

    it(`the login modal, the menu drawer and the security-question modal (${theme})`, async () => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.goto(`${baseUrl}/en?theme=${theme}`);
      await settled(page);

      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect.poll(() => drawer.count()).toBe(1);
      expect(await axeViolations(page, '[role="dialog"]'), 'menu drawer').toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => drawer.count()).toBe(0);

      await page.getByRole('button', { name: 'Login' }).click();
      const login = page.getByRole('dialog', { name: 'Login' });
      await expect.poll(() => login.count()).toBe(1);
      expect(await axeViolations(page, '[role="dialog"]'), 'login modal').toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => login.count()).toBe(0);

      await submitLogin(page, 'question.demo');
      const question = page.getByRole('dialog', { name: 'Security question' });
      await expect.poll(() => question.count()).toBe(1);
      expect(await axeViolations(page, '[role="dialog"]'), 'security question').toEqual([]);
      await page.close();
    });
  }

  it('the one-time-code modal (dark)', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl}/en?theme=dark`);
    await settled(page);
    await submitLogin(page, 'otp.demo');
    const dialog = page.getByRole('dialog', { name: 'Mobile Number Verification' });
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await axeViolations(page, '[role="dialog"]'), 'one-time-code modal').toEqual([]);
    await page.close();
  });
});
