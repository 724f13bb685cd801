import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../browser';
import { axeViolations, open, submitLogin } from './support';

/**
 * axe-core scans (issue 11 quality): home, a sport page and each modal (login, one-time code,
 * security question, menu drawer, settings, the footer's terms of use, the break confirmation,
 * the reality-check reminder, nightjar's single-session and terms dialogs), in both
 * themes, with no serious or critical WCAG 2.1 A/AA violations. A failure lists the rule and the elements.
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
          await open(page, `${baseUrl}${path}?theme=${theme}`);
          await settled(page);
          expect(await axeViolations(page), `${path} at ${viewport.width} px`).toEqual([]);
        }
        await page.close();
      }
    });

    it(`the login modal, the menu drawer and the security-question modal (${theme})`, async () => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await open(page, `${baseUrl}/en?theme=${theme}`);
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

  for (const theme of ['light', 'dark'] as const) {
    it(`the one-time-code modal (${theme})`, async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await open(page, `${baseUrl}/en?theme=${theme}`);
      await settled(page);
      await submitLogin(page, 'otp.demo');
      const dialog = page.getByRole('dialog', { name: 'Mobile Number Verification' });
      await expect.poll(() => dialog.count()).toBe(1);
      expect(await axeViolations(page, '[role="dialog"]'), 'one-time-code modal').toEqual([]);
      await page.close();
    });

    it(`the settings panel, as a desktop popover and a phone sheet (${theme})`, async () => {
      const desktop = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await open(desktop, `${baseUrl}/en?theme=${theme}`);
      await settled(desktop);
      await desktop.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
      await expect.poll(() => desktop.getByRole('dialog', { name: 'Settings' }).count()).toBe(1);
      expect(await axeViolations(desktop, '[role="dialog"]'), 'settings popover').toEqual([]);
      await desktop.close();

      const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await open(phone, `${baseUrl}/en?theme=${theme}`);
      await settled(phone);
      await phone.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      await phone
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('button', { name: 'Settings' })
        .click();
      const sheet = phone.getByRole('dialog', { name: 'Settings' });
      await expect.poll(() => sheet.count()).toBe(1);
      expect(await axeViolations(phone, '[role="dialog"]'), 'settings sheet').toEqual([]);
      await phone.close();
    });
  }

  for (const theme of ['light', 'dark'] as const) {
    it(`the footer's terms of use and the break confirmation (${theme})`, async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await open(page, `${baseUrl}/en?theme=${theme}`);
      await settled(page);
      await page.getByRole('contentinfo').getByRole('button', { name: 'Terms of use' }).click();
      const terms = page.getByRole('dialog', { name: 'Terms of use' });
      await expect.poll(() => terms.count()).toBe(1);
      // Scanned once its text is in (not the loading line).
      await expect.poll(() => terms.getByText('Loading', { exact: false }).count()).toBe(0);
      expect(await axeViolations(page, '[role="dialog"]'), 'footer terms of use').toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => terms.count()).toBe(0);

      await submitLogin(page, 'demo');
      await expect.poll(() => page.getByLabel('Balance', { exact: true }).count()).toBe(1);
      await open(page, `${baseUrl}/en/account/responsible-gambling?theme=${theme}`);
      const takeABreak = page.getByRole('region', { name: 'Take a break' });
      await takeABreak.getByRole('radio', { name: '24 hours' }).check();
      await takeABreak.getByRole('button', { name: 'Take a break' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm your break' });
      await expect.poll(() => confirm.count()).toBe(1);
      expect(await axeViolations(page, '[role="dialog"]'), 'break confirmation').toEqual([]);
      // Not taken: the demo player keeps betting in the other journeys.
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => confirm.count()).toBe(0);
      await page.close();
    });
  }

  it('the reality-check reminder, in both themes', async () => {
    const page = await (
      await browser.newContext({ viewport: { width: 1280, height: 800 } })
    ).newPage();
    // The page's clock is the test's, so the reminder's 15 minutes pass in a moment.
    await page.clock.install();
    await open(page, `${baseUrl}/en?theme=light`);
    await settled(page);
    await submitLogin(page, 'demo');
    await expect.poll(() => page.getByLabel('Balance', { exact: true }).count()).toBe(1);
    await open(page, `${baseUrl}/en/account/responsible-gambling?theme=light`);
    const form = page.getByRole('region', { name: 'Reality check' });
    const remind = async (choice: string, saved: string) => {
      await form.getByLabel('Remind me').selectOption({ label: choice });
      await form.getByRole('button', { name: 'Save reminder' }).click();
      await expect.poll(() => form.innerText()).toContain(saved);
    };
    await remind('Every 15 minutes', 'We will remind you every 15 minutes.');
    try {
      const reminder = page.getByRole('dialog', { name: 'Reality check' });
      for (const theme of ['light', 'dark'] as const) {
        if (theme === 'dark') await page.getByRole('radio', { name: 'Dark' }).check();
        await page.clock.fastForward('15:30');
        await expect.poll(() => reminder.count(), { timeout: 15_000 }).toBe(1);
        expect(await reminder.innerText()).toContain('You have been logged in for');
        expect(await axeViolations(page, '[role="dialog"]'), `reality check (${theme})`).toEqual(
          [],
        );
        await reminder.getByRole('button', { name: 'Continue' }).click();
        await expect.poll(() => reminder.count()).toBe(0);
      }
    } finally {
      // The demo player's reminder goes off again: the other journeys bet with it.
      await remind('Off', 'Reality checks are off.');
      await page.close();
    }
  });

  it('the nightjar brand in light: the single-session dialog and the terms of use', async () => {
    // The session journey scans them in nightjar's own dark theme; here the light one.
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await open(page, `${inject('nightjarUrl')}/en?theme=light`);
    await page.waitForLoadState('networkidle');
    await submitLogin(page, 'krw.demo');
    const single = page.getByRole('dialog', { name: 'One session at a time' });
    await expect.poll(() => single.count(), { timeout: 15_000 }).toBe(1);
    expect(await axeViolations(page), 'single-session dialog').toEqual([]);
    await single.getByRole('button', { name: 'Log in here' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms of use' });
    await expect.poll(() => terms.count(), { timeout: 15_000 }).toBe(1);
    expect(await axeViolations(page), 'terms of use').toEqual([]);
    await page.close();
  });
});
