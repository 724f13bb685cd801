import { formatOdds, type OddsType } from '@touchline/betting';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../browser';
import { open, screenshot } from './support';

/**
 * The settings panel in a real browser (issue 12): each of the five odds formats, chosen and
 * saved, shows a price on the page exactly as the package's `formatOdds` writes the price the
 * platform holds for it; the Asian layout brings the handicap and total lines to the sport list.
 * At desktop size the gear is in the header and a Settings row in the side menu opens the same
 * panel; at phone size (390 px) the gear is in the menu drawer.
 */

const FORMATS: readonly { type: OddsType; label: RegExp }[] = [
  { type: 'hk', label: /^Hong Kong/ },
  { type: 'us', label: /^American/ },
  { type: 'malay', label: /^Malay/ },
  { type: 'indo', label: /^Indonesian/ },
  { type: 'euro', label: /^Decimal/ },
];

interface EventAnswer {
  readonly markets: readonly {
    readonly outcomes: readonly {
      readonly description: string;
      readonly consolidatedPrice: { readonly currentPrice: { readonly decimal: number } | null };
    }[];
  }[];
}

/** The price the platform holds now for the event's first outcome named `description`. */
async function platformDecimal(baseUrl: string, eventId: string, description: string) {
  const answer = await fetch(`${baseUrl}/xapi/rest/events/${eventId}?l=en`);
  const event = (await answer.json()) as EventAnswer;
  for (const market of event.markets) {
    for (const outcome of market.outcomes) {
      const price = outcome.consolidatedPrice.currentPrice;
      if (outcome.description === description && price) return price.decimal;
    }
  }
  throw new Error(`no price for ${description}`);
}

async function openSettings(
  page: Page,
  phone: boolean,
  from: 'gear' | 'side menu' = 'gear',
): Promise<Locator> {
  if (phone) {
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).first().click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Settings' })
      .click();
  } else if (from === 'side menu') {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Settings' })
      .click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  }
  const panel = page.getByRole('dialog', { name: 'Settings' });
  await expect.poll(() => panel.count()).toBe(1);
  // Drawn over what it was opened from (on a phone, the menu drawer): what is painted at the
  // middle of its title is the title. Hit testing skips the inert page behind a modal, so the
  // probe lifts `inert` for the moment it looks. Evaluated in the page (no DOM types here).
  const title = panel.getByRole('heading', { name: 'Settings' });
  await expect
    .poll(async () => {
      const box = await title.boundingBox();
      if (!box) return false;
      return page.evaluate(`(() => {
        const inert = [...document.querySelectorAll('[inert]')];
        inert.forEach((e) => e.removeAttribute('inert'));
        const seen = document.elementFromPoint(${box.x + box.width / 2}, ${box.y + box.height / 2});
        inert.forEach((e) => e.setAttribute('inert', ''));
        return seen?.closest('h1, h2, h3')?.textContent === 'Settings';
      })()`);
    })
    .toBe(true);
  return panel;
}

/** Saves; on a phone the player is back in the menu drawer they opened it from, and closes it. */
async function save(page: Page, panel: Locator, phone: boolean): Promise<void> {
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => page.getByRole('dialog', { name: 'Settings' }).count()).toBe(0);
  if (phone) {
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Close menu' })
      .click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);
  }
}

describe.each([
  ['desktop', { width: 1280, height: 800 }, false],
  ['phone', { width: 390, height: 844 }, true],
] as const)('the settings panel (%s)', (size, viewport, phone) => {
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

  it('shows a price in each odds format as formatOdds writes the platform’s price', async () => {
    await open(page, `${baseUrl}/en/sports/240-FOOT`);
    const firstEvent = page.getByRole('main').locator('a[href^="/en/events/"]').first();
    await expect.poll(() => firstEvent.count(), { timeout: 30_000 }).toBe(1);
    const href = (await firstEvent.getAttribute('href')) ?? '';
    const eventId = /\/events\/(\d+)-/.exec(href)?.[1] ?? '';
    expect(eventId).not.toBe('');
    await open(page, `${baseUrl}${href}`);

    const price = page.getByRole('main').locator('[role="group"] button[aria-pressed]').first();
    await expect.poll(() => price.count(), { timeout: 30_000 }).toBe(1);
    const name = (await price.getAttribute('aria-label')) ?? (await price.innerText());
    // The button reads "{selection} {price}": the selection is all but the last word.
    const description = name.replace(/\s+\S+$/, '').trim();
    const odds = price.locator('span').last();

    for (const { type, label } of FORMATS) {
      const panel = await openSettings(page, phone);
      await panel.getByRole('radio', { name: label }).check();
      await save(page, panel, phone);
      await expect
        .poll(
          async () => {
            const decimal = await platformDecimal(baseUrl, eventId, description);
            return (await odds.innerText()).trim() === formatOdds(decimal, type);
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      if (type === 'us') await screenshot(page, `settings-odds-us-${size}`);
    }
  });

  it('switches the sport list to the Asian layout and back', async () => {
    await open(page, `${baseUrl}/en/sports/240-FOOT`);
    // Each row's prices are a group named by its market and event ("Match Result: A v B").
    const groups = page.getByRole('main').getByRole('group');
    await expect.poll(() => groups.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const names = async (): Promise<string[]> =>
      Promise.all(
        (await groups.all()).map(async (g) => (await g.getAttribute('aria-label')) ?? ''),
      );
    expect((await names()).some((n) => /Handicap/i.test(n))).toBe(false);

    let panel = await openSettings(page, phone);
    await panel.getByRole('radio', { name: /^Asian/ }).check();
    await save(page, panel, phone);
    await expect.poll(async () => (await names()).some((n) => /Handicap/i.test(n))).toBe(true);
    await screenshot(page, `settings-asian-${size}`);

    // The side menu's Settings row (desktop) opens the same panel, whole on the screen.
    panel = await openSettings(page, phone, 'side menu');
    await expect
      .poll(async () => {
        const box = await panel.boundingBox();
        return (
          box !== null &&
          box.x >= 0 &&
          box.y >= 0 &&
          box.x + box.width <= viewport.width &&
          box.y + box.height <= viewport.height
        );
      })
      .toBe(true);
    await screenshot(page, `settings-from-menu-${size}`);
    await panel.getByRole('radio', { name: /^European/ }).check();
    await save(page, panel, phone);
    await expect.poll(async () => (await names()).some((n) => /Handicap/i.test(n))).toBe(false);
  });
});
