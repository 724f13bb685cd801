import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../browser';
import { open, screenshot } from './support';

/**
 * The live client in a real browser (issue 12): the live page's prices, scores and clocks move
 * without a reload, and after the socket is cut they move again (the client reconnects and
 * resumes from its cursor). The simulator moves main prices and clocks once a match minute, so
 * each wait allows a little over two minutes.
 */

const MOVE_TIMEOUT = 150_000;

/** Records every WebSocket the page opens, so the journey can cut them like a network would. */
const RECORD_SOCKETS = `(() => {
  const Native = window.WebSocket;
  window.__sockets = [];
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      window.__sockets.push(this);
    }
  };
})();`;

/** What the player reads of the live list: every row's text (names, scores, clocks, prices). */
function liveRows(page: Page): Promise<string> {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .allInnerTexts()
    .then((rows) => rows.join('\n'));
}

/** Waits for the rows to read differently from `before`, on the same document (no reload). */
async function expectMovement(page: Page, before: string): Promise<string> {
  await expect
    .poll(() => liveRows(page), { timeout: MOVE_TIMEOUT, interval: 1000 })
    .not.toBe(before);
  expect(await page.evaluate('window.__sameDocument === true')).toBe(true);
  return liveRows(page);
}

describe('the live page moves without a reload', () => {
  let browser: Browser;
  let page: Page;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(RECORD_SOCKETS);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('changes a price or a clock, and again after the socket is cut and restored', async () => {
    await open(page, `${baseUrl}/en/live/sport`);
    const prices = page.getByRole('main').getByRole('button', { name: /\d+\.\d{2}$/ });
    await expect.poll(() => prices.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    // Marks this document: a reload would lose it.
    await page.evaluate('window.__sameDocument = true');
    await expect
      .poll(() =>
        page.evaluate<number>('window.__sockets.filter((s) => s.readyState === 1).length'),
      )
      .toBe(1);

    const first = await expectMovement(page, await liveRows(page));
    await screenshot(page, 'live-moving');

    // Cut the socket; the client reconnects (250–500 ms) and resumes from its cursor.
    await page.evaluate('window.__sockets.forEach((s) => s.close())');
    await expect
      .poll(() => page.evaluate<number>('window.__sockets.length'), { timeout: 10_000 })
      .toBeGreaterThan(1);
    await expect
      .poll(
        () => page.evaluate<number>('window.__sockets.filter((s) => s.readyState === 1).length'),
        { timeout: 10_000 },
      )
      .toBe(1);
    await expectMovement(page, first);
    // Back on the socket: no "interrupted" notice stays on screen.
    await expect
      .poll(() => page.getByText('Live updates interrupted').count(), { timeout: 10_000 })
      .toBe(0);
  }, 360_000);

  it('keeps the betslip in view on a desktop while the live list scrolls', async () => {
    await open(page, `${baseUrl}/en/live/sport`);
    const prices = page.getByRole('main').getByRole('button', { name: /\d+\.\d{2}$/ });
    await expect.poll(() => prices.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const heading = page.getByRole('heading', { name: 'Betslip' });
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(500);
    // The slip sits just below the header, whatever the page's scroll.
    await expect
      .poll(async () => (await heading.boundingBox())?.y ?? -1)
      .toBeGreaterThanOrEqual(80);
    const box = await heading.boundingBox();
    expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(800 - 40);
  }, 120_000);
});
