import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page, Response } from 'playwright-core';
import { launchBrowser } from '../browser';
import {
  axeViolations,
  expectBetslipBar,
  expectLoggedIn,
  headerBalance,
  open,
  screenshot,
  settled,
  sheetRisen,
  submitLogin,
} from './support';

/** What the platform's cost call answers (contract JackpotCost), the parts the journey reads. */
interface CostAnswer {
  readonly model: {
    readonly noOfBets: number;
    readonly totalCost: number;
    readonly complete: boolean;
    readonly singles: readonly { ordinal: number; outcomeId: number }[];
  };
}

/** An amount as shown ("€2.00", "₩2,000") in major units. */
const amountOf = (text: string): number => Number(text.replace(/[^\d.]/g, ''));
const cents = (amount: number): number => Math.round(amount * 100);

/**
 * A jackpot entry with a double pick (spec betting-domain §2 Jackpot screens, §4 Jackpot), at
 * desktop and phone size: a seed player picks one outcome on every match and two on match 1; until
 * the last match has a pick the slip names the matches still to pick and Place Bet is disabled;
 * complete, the slip shows 2 lines and the platform's total cost; placed, the receipt shows a
 * reference, the header balance drops by exactly that cost and "My jackpot bets" lists it. The
 * page with the slip is scanned by axe in both themes. On a phone the slip is in the bottom sheet
 * the "View betslip" bar brings up.
 */
describe.each([
  ['desktop', { width: 1280, height: 800 }, 'demo'],
  ['phone', { width: 390, height: 844 }, 'krw.demo'],
] as const)('a jackpot entry with a double pick (%s)', (size, viewport, player) => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  const phone = size === 'phone';

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('picks every match, one twice, places the slip and finds it in My jackpot bets', async () => {
    const page = await browser.newPage({ viewport });
    // The platform's prices of the slip as the picks change: the last complete one is its cost.
    const costs: CostAnswer[] = [];
    page.on('response', (response: Response) => {
      if (!response.url().includes('/xapi/rest/jackpotbetslips/cost') || !response.ok()) return;
      void response
        .json()
        .then((body: CostAnswer) => costs.push(body))
        .catch(() => undefined);
    });

    await open(page, `${baseUrl}/en/jackpot`);
    await settled(page);
    await submitLogin(page, player);
    await expectLoggedIn(page);
    const before = await headerBalance(page);

    // The list of open jackpots: go to the first one's matches.
    const goTo = page.getByRole('link', { name: /^See the matches of / }).first();
    await expect.poll(() => goTo.count(), { timeout: 15_000 }).toBe(1);
    const jackpotName = ((await goTo.innerText()).match(/^See the matches of (.+)$/)?.[1] ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    await goTo.click();
    await expect.poll(() => page.url()).toMatch(/\/en\/jackpot\/sport\/[^/]+$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: jackpotName }).count())
      .toBe(1);
    await settled(page);

    const matches = page.getByRole('region', { name: 'Matches' });
    const legs = matches.getByRole('group', { name: /^Match \d+/ });
    await expect.poll(() => legs.count()).toBeGreaterThanOrEqual(8);
    const legCount = await legs.count();
    const leg = (n: number) => matches.getByRole('group', { name: new RegExp(`^Match ${n}\\b`) });
    const pick = async (n: number, index: number) => {
      const button = leg(n)
        .getByRole('button', { name: new RegExp(`^Match ${n}: `) })
        .nth(index);
      await button.click();
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    };

    // Match 1 twice (home and draw), every other match once, but for match 2 and the last.
    await pick(1, 0);
    await pick(1, 1);
    for (let n = 3; n < legCount; n += 1) await pick(n, 0);
    const picksSoFar = 2 + (legCount - 3);

    const sheet = page.getByRole('dialog', { name: 'Betslip' });
    const bar = page.getByRole('button', { name: /^View betslip/ });
    const slip = (phone ? sheet : page).getByRole('complementary', { name: 'Jackpot betslip' });
    const placeBet = slip.getByRole('button', { name: 'Place jackpot bet' });
    const fact = (label: string): Locator =>
      slip.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);

    if (phone) {
      // The jackpot slip never rises by itself: the bar above the footer bar counts the picks.
      await expect.poll(() => sheet.count()).toBe(0);
      await screenshot(page, `jackpot-picks-bar-${size}`);
      await expectBetslipBar(page, bar, `View betslip, ${picksSoFar} items`);
      await bar.click();
      await expect.poll(() => sheet.count()).toBe(1);
    }

    // Not complete: the slip says which matches still need a pick, and Place Bet waits.
    await expect
      .poll(() => slip.getByText(/still need a pick/).innerText())
      .toBe(`Matches 2 and ${legCount} still need a pick.`);
    expect(await fact('Picks').innerText()).toBe(`${legCount - 2} of ${legCount} matches picked`);
    expect(await fact('Lines').innerText()).toBe('0 lines');
    expect(await fact('Total cost').innerText()).toBe('—');
    expect(await placeBet.isDisabled()).toBe(true);
    const stakePerLine = amountOf(await fact('Stake per line').innerText());
    expect(stakePerLine).toBeGreaterThan(0);

    // axe on the page with the slip, in the light theme and then the dark one.
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') {
        if (phone) await hideSheet(page, sheet);
        await page.getByRole('contentinfo').getByRole('radio', { name: 'Dark' }).check();
        await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
        if (phone) {
          await bar.click();
          await expect.poll(() => sheet.count()).toBe(1);
        }
      }
      if (phone) await sheetRisen(sheet);
      await screenshot(page, `jackpot-incomplete-${size}-${theme}`);
      if (phone) {
        expect(await axeViolations(page, '[role="dialog"]'), `betslip sheet (${theme})`).toEqual(
          [],
        );
        await hideSheet(page, sheet);
        expect(await axeViolations(page), `jackpot page (${theme})`).toEqual([]);
        await screenshot(page, `jackpot-page-${size}-${theme}`);
        await bar.click();
        await expect.poll(() => sheet.count()).toBe(1);
      } else {
        expect(await axeViolations(page), `jackpot page with the slip (${theme})`).toEqual([]);
      }
    }
    if (phone) await hideSheet(page, sheet);
    await page.getByRole('contentinfo').getByRole('radio', { name: 'Light' }).check();
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('light');

    // Complete it: two picks on match 1 make 2 lines, priced by the platform.
    await pick(2, 0);
    await pick(legCount, 0);
    if (phone) {
      await expectBetslipBar(page, bar, `View betslip, ${legCount + 1} items`);
      await bar.click();
      await expect.poll(() => sheet.count()).toBe(1);
    }
    await expect
      .poll(() => slip.getByText('Your jackpot is complete.').count(), { timeout: 10_000 })
      .toBe(1);
    expect(await fact('Picks').innerText()).toBe(`${legCount} of ${legCount} matches picked`);
    expect(await fact('Lines').innerText()).toBe('2 lines');
    await expect
      .poll(() => costs.some((c) => c.model.complete && c.model.singles.length === legCount + 1), {
        timeout: 15_000,
      })
      .toBe(true);
    const priced = costs.filter((c) => c.model.complete).at(-1)?.model;
    expect(priced?.noOfBets).toBe(2);
    const totalCost = priced?.totalCost ?? Number.NaN;
    expect(cents(totalCost)).toBe(cents(2 * stakePerLine));
    await expect.poll(() => fact('Total cost').innerText(), { timeout: 10_000 }).not.toBe('—');
    expect(cents(amountOf(await fact('Total cost').innerText()))).toBe(cents(totalCost));
    await expect.poll(() => placeBet.isEnabled()).toBe(true);
    if (phone) await sheetRisen(sheet);
    await screenshot(page, `jackpot-complete-${size}`);

    // Place it: the receipt's reference, and the balance down by exactly the total cost.
    await placeBet.click();
    const receipt = slip.getByRole('status').filter({ hasText: 'Jackpot bet placed' });
    await expect.poll(() => receipt.count(), { timeout: 20_000 }).toBe(1);
    const reference = /Reference: (\S+)/.exec(await receipt.innerText())?.[1] ?? '';
    expect(reference).not.toBe('');
    expect(await receipt.innerText()).toContain('2 lines');
    await screenshot(page, `jackpot-receipt-${size}`);
    await expect
      .poll(async () => cents(await headerBalance(page)), { timeout: 15_000 })
      .toBe(cents(before) - cents(totalCost));

    // My jackpot bets lists it, with its 2 lines.
    if (phone) await hideSheet(page, sheet);
    const myBets = page.getByRole('region', { name: 'My jackpot bets' });
    const placed = myBets.getByRole('listitem').filter({ hasText: `Reference: ${reference}` });
    await expect.poll(() => placed.count(), { timeout: 15_000 }).toBe(1);
    expect(await placed.getByRole('heading', { level: 3 }).innerText()).toBe(jackpotName);
    expect(await placed.innerText()).toContain('2 lines');
    await placed.scrollIntoViewIfNeeded();
    await screenshot(page, `jackpot-my-bets-${size}`);
    await page.close();
  });
});

/** The phone's "Hide betslip" takes the sheet down. */
async function hideSheet(page: Page, sheet: Locator): Promise<void> {
  await sheet.getByRole('button', { name: 'Hide betslip' }).click();
  await expect.poll(() => sheet.count()).toBe(0);
}
