import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../browser';
import { open, screenshot } from './support';

/**
 * The live page's competition filter in a real browser (issue 12): the player chooses one
 * competition and the list shows only that competition's leagues. From 1024 px the choices are a
 * panel above the list; at phone size (390 px) a button opens them in a sheet, applied with Apply.
 */

const SIZES = [
  { name: 'desktop', width: 1280, height: 800, phone: false },
  { name: 'phone', width: 390, height: 844, phone: true },
] as const;

/** The league sections' headings ("Football · England · Premier League"), the panel's aside. */
async function leagueHeadings(page: Page): Promise<string[]> {
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();
  return headings.filter((h) => h !== 'Competitions');
}

/** A competition choice's name without its event count ("England 3" → "England"). */
async function competitionName(choice: Locator): Promise<string> {
  return (await choice.innerText()).replace(/\s+\d+\s*$/, '').trim();
}

describe.each(SIZES)('the live filter at $name size', ({ name, width, height, phone }) => {
  let browser: Browser;
  let page: Page;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width, height } });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('filters the live page to one competition and shows only its events', async () => {
    await open(page, `${baseUrl}/en/live/sport`);
    await expect.poll(() => leagueHeadings(page), { timeout: 30_000 }).not.toHaveLength(0);

    let scope: Locator;
    if (phone) {
      await expect.poll(() => page.getByRole('region', { name: 'Competitions' }).count()).toBe(0);
      await page.getByRole('button', { name: /^Filter competitions/ }).click();
      scope = page.getByRole('dialog', { name: 'Competitions' });
    } else {
      scope = page.getByRole('region', { name: 'Competitions' });
      expect(await page.getByRole('button', { name: /^Filter competitions/ }).isVisible()).toBe(
        false,
      );
    }
    await expect.poll(() => scope.count()).toBe(1);
    const all = scope.getByRole('checkbox', { name: /^All competitions/ });
    expect(await all.getAttribute('aria-checked')).toBe('true');

    const choices = scope.getByRole('checkbox');
    expect(await choices.count()).toBeGreaterThan(1);
    const choice = choices.nth(1);
    const chosen = await competitionName(choice);
    await choice.click();
    expect(await choice.getAttribute('aria-checked')).toBe('true');
    if (phone) {
      await scope.getByRole('button', { name: 'Apply' }).click();
      await expect.poll(() => scope.count()).toBe(0);
    }

    // Every league left on the list is one of the chosen competition's.
    await expect
      .poll(async () => (await leagueHeadings(page)).every((h) => h.includes(chosen)), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(await leagueHeadings(page)).not.toHaveLength(0);
    await screenshot(page, `live-filter-${name}`);
  });
});
