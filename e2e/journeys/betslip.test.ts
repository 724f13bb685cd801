import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import type { Browser, Locator, Page, Response } from 'playwright-core';
import { launchBrowser } from '../browser';
import {
  axeViolations,
  expectLoggedIn,
  headerBalance,
  open,
  screenshot,
  settled,
  sheetRisen,
  submitLogin,
} from './support';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** A price button's name: "{outcome} {odds}". */
const PRICE = /^.+ \d+\.\d{2}$/;

/** An amount as shown ("€10.50", "₩1,234", "100,000 ₫") in major units. */
const amountOf = (text: string): number => Number(text.replace(/[^\d.]/g, ''));
const cents = (amount: number): number => Math.round(amount * 100);
/** Text as read, with the narrow and no-break spaces Intl puts in amounts ("100 VND") plain. */
const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the platform's pricing call answers (contract BetslipSelectionsResponse), the parts read. */
interface PricedSlip {
  readonly singles: readonly {
    readonly outcomeId: number;
    readonly marketId: number;
    readonly eventId: number;
    readonly decimal: number;
    readonly unitStake: number;
    readonly inPlay: boolean;
  }[];
}

/** Records every pricing answer of the page (the last one is the slip on screen). */
function recordPricing(page: Page): PricedSlip[] {
  const answers: PricedSlip[] = [];
  page.on('response', (response: Response) => {
    if (!response.url().includes('/xapi/rest/betslips/selections') || !response.ok()) return;
    void response
      .json()
      .then((body: PricedSlip) => answers.push(body))
      .catch(() => undefined);
  });
  return answers;
}

/** A price as the player finds it: the button, its outcome and the odds it showed. */
interface Pick {
  readonly button: Locator;
  readonly outcome: string;
  readonly odds: number;
}

/**
 * Prices of `count` different events of the page (each price group is named "{market}: {event}"),
 * taken from the start or the end of the list, each with odds in [minOdds, maxOdds]; each button is
 * pinned by its group and outcome (its odds may move meanwhile).
 */
async function pricesOfEvents(
  page: Page,
  count: number,
  options: { from?: 'start' | 'end'; minOdds?: number; maxOdds?: number } = {},
): Promise<Pick[]> {
  const { from = 'start', minOdds = 1.01, maxOdds = 1000 } = options;
  const main = page.getByRole('main');
  const groups = main
    .getByRole('group', { name: /: / })
    .filter({ has: page.getByRole('button', { name: PRICE, disabled: false }) });
  await expect.poll(() => groups.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  const names: string[] = [];
  for (let i = 0; i < (await groups.count()); i += 1) {
    names.push((await groups.nth(i).getAttribute('aria-label')) ?? '');
  }
  if (from === 'end') names.reverse();
  const picks: Pick[] = [];
  const events = new Set<string>();
  for (const name of names) {
    if (picks.length === count) break;
    const event = name.slice(name.indexOf(': ') + 2);
    if (events.has(event)) continue;
    const group = main.getByRole('group', { name, exact: true });
    const buttons = group.getByRole('button', { name: PRICE, disabled: false });
    for (let j = 0; j < (await buttons.count()); j += 1) {
      const text = (await buttons.nth(j).innerText()).replace(/\s+/g, ' ').trim();
      const odds = Number(/(\d+\.\d{2})$/.exec(text)?.[1]);
      if (odds < minOdds || odds > maxOdds) continue;
      const outcome = text.replace(/ \d+\.\d{2}$/, '');
      events.add(event);
      picks.push({
        button: group.getByRole('button', {
          name: new RegExp(`^${escape(outcome)} \\d+\\.\\d{2}$`),
        }),
        outcome,
        odds,
      });
      break;
    }
  }
  expect(picks.length, `${count} prices of different events`).toBe(count);
  return picks;
}

/** The betslip: the desktop column, or on a phone the one in the sheet "Betslip". */
function betslipOf(page: Page, phone: boolean): Locator {
  return (phone ? page.getByRole('dialog', { name: 'Betslip' }) : page).getByRole('complementary', {
    name: 'Betslip',
  });
}

/** Adds a price to the slip; on a phone the sheet it raises (the first one) is taken down again. */
async function addPick(page: Page, pick: Pick, phone: boolean): Promise<void> {
  await pick.button.click();
  if (phone) {
    // The first price raises the sheet (the page behind it is inert); a later one leaves it
    // down and the bar counts it.
    const sheet = page.getByRole('dialog', { name: 'Betslip' });
    const bar = page.getByRole('button', { name: /^View betslip/ });
    await expect.poll(async () => (await sheet.count()) + (await bar.count())).toBe(1);
    if ((await sheet.count()) === 1) {
      await sheet.getByRole('button', { name: 'Hide betslip' }).click();
      await expect.poll(() => sheet.count()).toBe(0);
    }
  }
  await expect.poll(() => pick.button.getAttribute('aria-pressed')).toBe('true');
}

/** On a phone, brings the betslip sheet up with the "View betslip" bar. */
async function raiseSheet(page: Page): Promise<void> {
  const sheet = page.getByRole('dialog', { name: 'Betslip' });
  if ((await sheet.count()) === 0) {
    await page.getByRole('button', { name: /^View betslip/ }).click();
  }
  await expect.poll(() => sheet.count()).toBe(1);
  await sheetRisen(sheet);
}

/** The slip's figure beside a term of its totals ("Total stake" → "€10.50"). */
function totalOf(slip: Locator, term: string): Locator {
  return slip.locator(`xpath=.//dt[normalize-space()="${term}"]/following-sibling::dd[1]`);
}

/** Logs a seed player in from the header and waits for the balance. */
async function logIn(page: Page, player: string): Promise<number> {
  await submitLogin(page, player);
  await expectLoggedIn(page);
  return headerBalance(page);
}

/** The operator API of the embedded stack (README "Operator API"), through the web origin. */
class Operator {
  private token: string | null = null;
  constructor(private readonly baseUrl: string) {}

  private async bearer(): Promise<string> {
    if (this.token !== null) return this.token;
    const response = await fetch(`${this.baseUrl}/xapi/operator/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo-operator', password: 'demo-operator-pass' }),
    });
    expect(response.ok, 'the demo operator signs in').toBe(true);
    this.token = ((await response.json()) as { token: string }).token;
    return this.token;
  }

  private async put(path: string, body: unknown): Promise<void> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await this.bearer()}`,
      },
      body: JSON.stringify(body),
    });
    expect(response.status, `PUT ${path}: ${await response.clone().text()}`).toBe(202);
  }

  setPrice(outcomeId: number, decimal: number): Promise<void> {
    return this.put(`/xapi/operator/outcomes/${String(outcomeId)}/price`, { decimal });
  }

  setMarketStatus(marketId: number, status: 'open' | 'suspended' | 'closed'): Promise<void> {
    return this.put(`/xapi/operator/markets/${String(marketId)}/status`, { status });
  }
}

/** The last pricing answer's single at `index`, once an answer with `count` singles meets `ready`. */
async function pricedSingle(
  answers: PricedSlip[],
  count: number,
  index: number,
  ready: (slip: PricedSlip) => boolean = () => true,
) {
  const fits = (slip: PricedSlip | undefined) =>
    slip !== undefined && slip.singles.length === count && ready(slip);
  await expect.poll(() => fits(answers.at(-1)), { timeout: 10_000 }).toBe(true);
  const single = answers.at(-1)?.singles[index];
  if (!single) throw new Error('no priced single');
  return single;
}

/** The page's theme through the footer's switch, once its colours have finished changing. */
async function setTheme(page: Page, theme: 'Light' | 'Dark'): Promise<void> {
  await page.getByRole('contentinfo').getByRole('radio', { name: theme }).check();
  await expect
    .poll(() => page.locator('html').getAttribute('data-theme'))
    .toBe(theme.toLowerCase());
  await page.evaluate('Promise.all(document.getAnimations().map((a) => a.finished))');
}

/**
 * axe's scan as a player sees the page at rest: the pointer off every control (a hovered button
 * shows its hover colours, which would hide how it looks otherwise).
 */
async function axeAtRest(page: Page, within?: string) {
  await page.mouse.move(1, 1);
  return axeViolations(page, within);
}

/**
 * Text drawn in the very colour behind it (axe's color-contrast leaves these "incomplete" as
 * `equalRatio`, not as violations, though a player cannot read them): the elements named.
 */
async function invisibleText(page: Page, within: string): Promise<string[]> {
  await page.mouse.move(1, 1);
  const script = `(async () => {
    const result = await window.axe.run(${JSON.stringify(within)}, {
      runOnly: { type: 'rule', values: ['color-contrast'] },
      resultTypes: ['incomplete'],
    });
    return result.incomplete.flatMap((rule) =>
      rule.nodes
        .filter((n) => n.any.some((check) => check.data && check.data.messageKey === 'equalRatio'))
        .map((n) => n.html.slice(0, 120)),
    );
  })()`;
  return page.evaluate<string[]>(script);
}

/** A page of its own for one journey, whose screen is kept (as `{name}-failed`) if it fails. */
async function newJourneyPage(
  name: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const journeyPage = await browser.newPage({ viewport });
  onTestFailed(async () => {
    await screenshot(journeyPage, `${name}-failed`).catch(() => undefined);
  });
  return journeyPage;
}

const baseUrl = inject('baseUrl');
const operator = new Operator(baseUrl);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/**
 * Issue 13's betslip journeys (spec betting-domain §2 Betslip screen, §3, §5, §7), at 1280×800
 * and, for the 4-selection slip, at 390×844 inside the betslip sheet. The operator API moves
 * prices and closes markets on cue; demo's balance is shared with other journeys, so it is read
 * before and after.
 */
describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('a 4-selection slip with a Yankee (%s)', (size, viewport) => {
  const phone = size === 'phone';

  it('stakes singles, the 4-Fold and the Yankee, places them and pays exactly the total stake', async () => {
    const page = await newJourneyPage(`betslip-yankee-${size}`, viewport);
    await open(page, `${baseUrl}/en/sports/240-FOOT`);
    await settled(page);
    const football = await pricesOfEvents(page, 2, { maxOdds: 10 });
    for (const pick of football) await addPick(page, pick, phone);
    await open(page, `${baseUrl}/en/sports/239-TENN`);
    await settled(page);
    const tennis = await pricesOfEvents(page, 2, { from: 'end', maxOdds: 10 });
    for (const pick of tennis) await addPick(page, pick, phone);
    const picks = [...football, ...tennis];
    if (phone) await raiseSheet(page);

    const slip = betslipOf(page, phone);
    await expect.poll(() => slip.getByRole('textbox', { name: /^Stake for / }).count()).toBe(5);
    const multiples = slip.getByRole('region', { name: 'Multiples' });
    await expect.poll(() => multiples.getByText(/^4-Fold · 1 bet/).count()).toBe(1);

    // The systems are behind an expander; the Yankee is 11 bets.
    const systems = slip.getByRole('region', { name: 'System bets' });
    const expander = systems.getByRole('button', { name: 'Show system bets' });
    expect(await expander.getAttribute('aria-expanded')).toBe('false');
    await expander.click();
    await expect
      .poll(() => systems.getByRole('button', { name: 'Hide system bets' }).count())
      .toBe(1);
    const yankee = systems.getByRole('listitem').filter({ hasText: /^Yankee · 11 bets/ });
    await expect.poll(() => yankee.count()).toBe(1);

    // Stakes: 1 on each single, 1 on the 4-Fold, 0.50 a line on the Yankee (11 × 0.50).
    for (const pick of picks) {
      await slip.getByRole('textbox', { name: `Stake for ${pick.outcome}` }).fill('1');
    }
    await slip.getByRole('textbox', { name: 'Stake for 4-Fold' }).fill('1');
    await yankee.getByRole('textbox', { name: 'Stake for Yankee' }).fill('0.50');
    await expect.poll(() => yankee.innerText()).toContain('11 × €0.50 = €5.50');
    await expect
      .poll(
        async () => amountOf(/Potential returns: (\S+)/.exec(await yankee.innerText())?.[1] ?? ''),
        {
          timeout: 10_000,
        },
      )
      .toBeGreaterThan(5.5);
    const totalStake = 4 * 1 + 1 + 11 * 0.5;
    await expect.poll(() => totalOf(slip, 'Total stake').innerText()).toBe('€10.50');
    await expect
      .poll(async () => amountOf(await totalOf(slip, 'Total returns').innerText()), {
        timeout: 10_000,
      })
      .toBeGreaterThan(totalStake);

    // axe on the slip with its systems open, light and dark.
    const hideSystems = systems.getByRole('button', { name: 'Hide system bets' });
    for (const theme of ['Light', 'Dark'] as const) {
      if (theme === 'Dark') {
        if (phone)
          await page
            .getByRole('dialog', { name: 'Betslip' })
            .getByRole('button', { name: 'Hide betslip' })
            .click();
        await setTheme(page, 'Dark');
        if (phone) await raiseSheet(page);
      }
      if (phone && theme === 'Dark') {
        // spec betting-domain §2: taking the sheet down collapses the slip and clears its
        // expanded state, so the systems come back closed, their stakes kept.
        await expect.poll(() => hideSystems.count()).toBe(0);
        await screenshot(page, 'betslip-yankee-phone-systems-reclosed');
        await expander.click();
      }
      await hideSystems.scrollIntoViewIfNeeded();
      const scope = phone ? '[role="dialog"]' : 'aside[aria-label="Betslip"]';
      const violations = await axeAtRest(page, scope);
      await screenshot(page, `betslip-yankee-${size}-${theme.toLowerCase()}`);
      expect(violations, `betslip with systems (${theme})`).toEqual([]);
      expect
        .soft(await invisibleText(page, scope), `text in its background colour (${theme})`)
        .toEqual([]);
    }
    if (phone) {
      await page
        .getByRole('dialog', { name: 'Betslip' })
        .getByRole('button', { name: 'Hide betslip' })
        .click();
    }
    await setTheme(page, 'Light');

    const before = await logIn(page, 'demo');
    if (phone) await raiseSheet(page);
    // The stakes stay through the login.
    await expect.poll(() => totalOf(slip, 'Total stake').innerText()).toBe('€10.50');
    await slip.getByRole('button', { name: 'Place Bet' }).click();
    const receipt = slip.getByRole('region', { name: 'Bet placed' });
    await expect.poll(() => receipt.count(), { timeout: 20_000 }).toBe(1);
    expect(await receipt.innerText()).toContain('Total stake: €10.50');
    if (phone) await sheetRisen(page.getByRole('dialog', { name: 'Betslip' }));
    await screenshot(page, `betslip-yankee-receipt-${size}`);
    await expect
      .poll(async () => cents(await headerBalance(page)), { timeout: 15_000 })
      .toBe(cents(before) - cents(totalStake));
    await page.close();
  });
});

describe('the betslip (desktop)', () => {
  it('shows a price change with the old and the new price, and places at the accepted price', async () => {
    const page = await newJourneyPage('betslip-price-change', DESKTOP);
    const answers = recordPricing(page);
    await open(page, `${baseUrl}/en/sports/240-FOOT`);
    await settled(page);
    await logIn(page, 'demo');
    const [pick] = await pricesOfEvents(page, 1, { from: 'end', minOdds: 1.6, maxOdds: 6 });
    if (!pick) throw new Error('no price');
    await addPick(page, pick, false);
    const slip = betslipOf(page, false);
    await slip.getByRole('textbox', { name: `Stake for ${pick.outcome}` }).fill('2');
    // The slip at rest: its stake priced, nothing more on its way.
    const single = await pricedSingle(answers, 1, 0, (a) => a.singles[0]?.unitStake === 2);
    expect(single.inPlay, 'a pre-match selection').toBe(false);
    await page.waitForLoadState('networkidle');

    // The operator shortens the price by 0.30; the feed pushes it to the page (its price button).
    const oldPrice = single.decimal.toFixed(2);
    const newDecimal = Math.max(1.05, Math.round((single.decimal - 0.3) * 100) / 100);
    const newPrice = newDecimal.toFixed(2);
    await operator.setPrice(single.outcomeId, newDecimal);
    await expect
      .poll(() => pick.button.innerText(), { timeout: 10_000 })
      .toMatch(new RegExp(`${escape(newPrice)}$`));

    // The open slip shows the old and the new price with an Accept button, with no press.
    const row = slip.getByRole('listitem').filter({ hasText: pick.outcome });
    const accept = row.getByRole('button', { name: 'Accept price change' });
    const moved = `The price has changed from ${oldPrice} to ${newPrice}.`;
    const pushed = await expect
      .poll(() => accept.count(), { timeout: 5_000 })
      .toBe(1)
      .then(
        () => true,
        () => false,
      );
    expect.soft(pushed, 'the open slip shows the pushed price change by itself').toBe(true);
    await row.getByRole('button', { name: `Remove ${pick.outcome}` }).scrollIntoViewIfNeeded();
    await screenshot(page, 'betslip-price-change-pushed');
    if ((await accept.count()) === 0) {
      // What the player meets instead: Place Bet is refused with the price change.
      await slip.getByRole('button', { name: 'Place Bet' }).click();
    }
    await expect.poll(() => accept.count(), { timeout: 10_000 }).toBe(1);
    expect(await row.getByText(moved).count(), moved).toBe(1);
    expect(await row.innerText()).toContain(oldPrice);
    expect(await row.innerText()).toContain(newPrice);
    await row.getByRole('button', { name: `Remove ${pick.outcome}` }).scrollIntoViewIfNeeded();
    await screenshot(page, 'betslip-price-change');
    await accept.click();
    await expect.poll(() => accept.count()).toBe(0);

    await slip.getByRole('button', { name: 'Place Bet' }).click();
    await expect
      .poll(() => slip.getByRole('region', { name: 'Bet placed' }).count(), { timeout: 20_000 })
      .toBe(1);
    const reference = /Reference: (\S+)/.exec(
      await slip.getByRole('region', { name: 'Bet placed' }).innerText(),
    )?.[1];

    await open(page, `${baseUrl}/en/open_bets`);
    const bet = page.getByRole('article').filter({ hasText: reference ?? '' });
    await expect.poll(() => bet.count(), { timeout: 15_000 }).toBe(1);
    expect(await bet.innerText()).toContain(pick.outcome);
    expect(await bet.innerText()).toContain(newPrice);
    await bet.scrollIntoViewIfNeeded();
    await screenshot(page, 'betslip-price-change-my-bets');
    await page.close();
  });

  it('says a closed selection is not available and takes it away after 3 s', async () => {
    const page = await newJourneyPage('betslip-closed', DESKTOP);
    const answers = recordPricing(page);
    await open(page, `${baseUrl}/en/sports/227-BASK`);
    await settled(page);
    const [kept, closed] = await pricesOfEvents(page, 2, { from: 'end' });
    if (!kept || !closed) throw new Error('no prices');
    await addPick(page, kept, false);
    await addPick(page, closed, false);
    const slip = betslipOf(page, false);
    const single = await pricedSingle(answers, 2, 1);
    await page.waitForLoadState('networkidle');

    await operator.setMarketStatus(single.marketId, 'closed');
    try {
      const row = slip.getByRole('listitem').filter({ hasText: closed.outcome });
      const gone = row.getByText('Your selection is not available anymore');
      // The feed's word reaches the page at once: the closed market's price is gone from it.
      await expect
        .poll(
          () =>
            closed.button.evaluateAll(
              (buttons) =>
                buttons.filter((b) => !(b as unknown as { disabled: boolean }).disabled).length,
            ),
          { timeout: 10_000 },
        )
        .toBe(0);
      const pushed = await expect
        .poll(() => gone.count(), { timeout: 5_000 })
        .toBe(1)
        .then(
          () => true,
          () => false,
        );
      expect.soft(pushed, 'the open slip shows the pushed market closure by itself').toBe(true);
      await screenshot(page, 'betslip-selection-closed-pushed');
      if ((await gone.count()) === 0) {
        // The slip learns of it at its next pricing: a stake typed on the other selection.
        await slip.getByRole('textbox', { name: `Stake for ${kept.outcome}` }).fill('1');
      }
      await expect.poll(() => gone.count(), { timeout: 10_000 }).toBe(1);
      const shownAt = Date.now();
      await screenshot(page, 'betslip-selection-closed');
      // Meanwhile no multiple of one open leg ("1-Fold") is offered.
      expect
        .soft(
          await slip
            .getByRole('region', { name: 'Multiples' })
            .getByText(/^1-Fold\b/)
            .count(),
          'a "1-Fold" multiple beside the closed selection',
        )
        .toBe(0);
      await expect.poll(() => row.count(), { timeout: 6_000 }).toBe(0);
      expect(Date.now() - shownAt, 'gone after about 3 s').toBeGreaterThan(1_500);
      await expect
        .poll(() => slip.getByRole('textbox', { name: `Stake for ${kept.outcome}` }).count())
        .toBe(1);
      expect(await slip.getByRole('textbox', { name: /^Stake for / }).count()).toBe(1);
    } finally {
      // Other journeys browse the same stack: the market is opened again.
      await operator.setMarketStatus(single.marketId, 'open');
    }
    await page.close();
  });

  it('shares a slip by booking code and link, and the link rebuilds it elsewhere', async () => {
    const page = await newJourneyPage('betslip-share', DESKTOP);
    await open(page, `${baseUrl}/en/sports/240-FOOT`);
    await settled(page);
    const picks = await pricesOfEvents(page, 2);
    for (const pick of picks) await addPick(page, pick, false);
    const slip = betslipOf(page, false);
    const [first, second] = picks;
    if (!first || !second) throw new Error('no prices');
    await slip.getByRole('textbox', { name: `Stake for ${first.outcome}` }).fill('3');
    await slip.getByRole('textbox', { name: `Stake for ${second.outcome}` }).fill('2');
    await slip.getByRole('textbox', { name: 'Stake for Double' }).fill('1');

    await slip.getByRole('button', { name: 'Share bet' }).click();
    const link = slip.getByRole('textbox', { name: 'Link to this betslip' });
    await expect.poll(() => link.count(), { timeout: 10_000 }).toBe(1);
    const code = /Booking code (\w+)/.exec(await slip.getByText(/^Booking code/).innerText())?.[1];
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    const url = await link.inputValue();
    expect(url).toContain(code ?? '');
    await screenshot(page, 'betslip-share');

    const elsewhere = await browser.newContext({ viewport: DESKTOP });
    const other = await elsewhere.newPage();
    await open(other, url);
    const rebuilt = betslipOf(other, false);
    const stakeOf = (slipOf: Locator, name: string) =>
      slipOf.getByRole('textbox', { name: `Stake for ${name}` });
    await expect.poll(() => stakeOf(rebuilt, first.outcome).count(), { timeout: 15_000 }).toBe(1);
    expect(await stakeOf(rebuilt, second.outcome).count()).toBe(1);
    expect(await rebuilt.getByRole('textbox', { name: /^Stake for / }).count()).toBe(3);
    await expect.poll(() => totalOf(rebuilt, 'Total stake').innerText()).toBe('€6.00');
    // Each stake field shows the stake it holds (the total above counts all three).
    for (const [name, stake] of [
      [first.outcome, /^3(\.00)?$/],
      [second.outcome, /^2(\.00)?$/],
      ['Double', /^1(\.00)?$/],
    ] as const) {
      expect
        .soft(await stakeOf(rebuilt, name).inputValue(), `the stake field of ${name}`)
        .toMatch(stake);
    }
    await screenshot(other, 'betslip-share-loaded');
    await elsewhere.close();
    await page.close();
  });

  it('never stakes ₩12,345 for "1234.5" typed by a KRW player', async () => {
    const page = await newJourneyPage('betslip-krw', DESKTOP);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/xapi/rest/betslips/')) sent.push(request.postData() ?? '');
    });
    await open(page, `${baseUrl}/en/sports/240-FOOT`);
    await settled(page);
    await logIn(page, 'krw.demo');
    const [pick] = await pricesOfEvents(page, 1, { from: 'end' });
    if (!pick) throw new Error('no price');
    await addPick(page, pick, false);
    const slip = betslipOf(page, false);
    const stake = slip.getByRole('textbox', { name: `Stake for ${pick.outcome}` });
    await stake.click();
    await stake.pressSequentially('1234.5');
    await expect
      .poll(() =>
        slip
          .getByText('Stakes in KRW are whole amounts. Remove the decimal point to place this bet.')
          .count(),
      )
      .toBe(1);
    expect(await stake.inputValue()).toBe('1234.5');
    expect(await stake.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => totalOf(slip, 'Total stake').innerText()).toBe('₩0');
    expect(await slip.getByRole('button', { name: 'Place Bet' }).isDisabled()).toBe(true);
    await screenshot(page, 'betslip-krw-decimal');
    expect(await slip.innerText()).not.toContain('12,345');
    // Nor is it sent: no pricing or placing call carries a stake of 12,345.
    expect(sent.join('\n')).not.toMatch(/"unitStake":"?12345\b/);

    // The point removed: ₩1,234 is staked.
    await stake.press('Backspace');
    await stake.press('Backspace');
    expect(await stake.inputValue()).toBe('1234');
    await expect.poll(() => totalOf(slip, 'Total stake').innerText()).toBe('₩1,234');
    await expect.poll(() => slip.getByText(/Stakes in KRW are whole amounts/).count()).toBe(0);
    expect(await slip.innerText()).not.toContain('12,345');
    await page.close();
  });

  it('stakes 100,000 ₫ for 100 typed by a VND player (thousand-scaled)', async () => {
    const page = await newJourneyPage('betslip-vnd', DESKTOP);
    await open(page, `${baseUrl}/en/sports/240-FOOT`);
    await settled(page);
    // vnd.demo holds 50,000,000 ₫, shown ÷1000 (README): "50,000 VND".
    const before = await logIn(page, 'vnd.demo');
    const [pick] = await pricesOfEvents(page, 1, { from: 'end', maxOdds: 20 });
    if (!pick) throw new Error('no price');
    await addPick(page, pick, false);
    const slip = betslipOf(page, false);
    const row = slip.getByRole('listitem').filter({ hasText: pick.outcome });
    await slip.getByRole('textbox', { name: `Stake for ${pick.outcome}` }).fill('100');
    // What the slip shows: the stake and the returns in thousands, as the balance is.
    await expect
      .poll(async () => plain(await totalOf(slip, 'Total stake').innerText()))
      .toBe('100 VND');
    const odds = Number(/(?:^|\s)(\d+\.\d{2})(?:\s|$)/.exec(await row.innerText())?.[1]);
    expect(odds, 'the price the slip shows').toBeGreaterThan(1);
    const returns = `${(Math.floor(100 * odds * 100) / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })} VND`;
    await expect
      .poll(async () => plain(await row.getByText(/^Potential returns: /).innerText()), {
        timeout: 10_000,
      })
      .toBe(`Potential returns: ${returns}`);
    expect(plain(await totalOf(slip, 'Total returns').innerText())).toBe(returns);
    await screenshot(page, 'betslip-vnd');

    // Placed, the balance drops by 100 in thousands: 100,000 ₫.
    await slip.getByRole('button', { name: 'Place Bet' }).click();
    await expect
      .poll(() => slip.getByRole('region', { name: 'Bet placed' }).count(), { timeout: 20_000 })
      .toBe(1);
    expect(plain(await slip.getByRole('region', { name: 'Bet placed' }).innerText())).toContain(
      'Total stake: 100 VND',
    );
    await expect.poll(async () => headerBalance(page), { timeout: 15_000 }).toBe(before - 100);
    await page.close();
  });

  it('charges an each-way single on a race twice its unit stake', async () => {
    const page = await newJourneyPage('betslip-each-way', DESKTOP);
    await open(page, `${baseUrl}/en`);
    await settled(page);
    await page
      .getByRole('navigation')
      .getByRole('link', { name: 'Horse Racing', exact: true })
      .first()
      .click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Horse Racing' }).count())
      .toBe(1);
    // A race not about to start: the last of the first meeting.
    const race = page.getByRole('main').getByRole('region').first().getByRole('listitem').last();
    await race
      .getByRole('link')
      .filter({ hasText: /\d\d:\d\d$/ })
      .first()
      .click();
    await expect.poll(() => page.url()).toMatch(/\/en\/events\//);
    await settled(page);
    const group = page.getByRole('group', { name: /^Win or Each Way: / });
    const runner = group.getByRole('button', { name: PRICE, disabled: false }).first();
    const outcome = (await runner.innerText())
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/ \d+\.\d{2}$/, '');
    await runner.click();
    const slip = betslipOf(page, false);
    const row = slip.getByRole('listitem').filter({ hasText: outcome });
    await expect.poll(() => row.getByText(/^Each way at \d+\/\d+ of the odds$/).count()).toBe(1);
    await slip.getByRole('checkbox', { name: 'Each way' }).check();
    await slip.getByRole('textbox', { name: `Stake for ${outcome}` }).fill('1');
    await expect.poll(() => row.getByText('2 × €1.00').count()).toBe(1);
    await expect.poll(() => totalOf(slip, 'Total stake').innerText()).toBe('€2.00');
    await expect
      .poll(async () => amountOf(await totalOf(slip, 'Potential place returns').innerText()), {
        timeout: 10_000,
      })
      .toBeGreaterThan(1);
    await screenshot(page, 'betslip-each-way');
    await page.close();
  });

  it('places an in-play bet through its delay: a countdown, then accepted or refused in words', async () => {
    const page = await newJourneyPage('betslip-in-play', DESKTOP);
    const answers = recordPricing(page);
    await open(page, `${baseUrl}/en/live/sport`);
    await settled(page);
    await logIn(page, 'demo');
    const [pick] = await pricesOfEvents(page, 1, { minOdds: 1.3, maxOdds: 6 });
    if (!pick) throw new Error('no live price');
    await addPick(page, pick, false);
    const slip = betslipOf(page, false);
    await slip.getByRole('textbox', { name: `Stake for ${pick.outcome}` }).fill('1');
    await expect.poll(() => totalOf(slip, 'Total stake').innerText()).toBe('€1.00');
    const single = await pricedSingle(answers, 1, 0, (a) => a.singles[0]?.unitStake === 1);
    expect(single.inPlay, 'a selection of the live page is in play').toBe(true);
    await slip.getByRole('button', { name: 'Place Bet' }).click();

    // The delay: "Waiting for approval…" with the seconds counting down.
    const countdown = slip.getByText(
      /^\d+ Your live bet is being checked\. This takes up to \d+ seconds\.$/,
    );
    await expect.poll(() => countdown.count(), { timeout: 10_000 }).toBe(1);
    expect(await slip.getByText('Waiting for approval…', { exact: true }).count()).toBeGreaterThan(
      0,
    );
    const first = Number(/^(\d+)/.exec(await countdown.innerText())?.[1]);
    await screenshot(page, 'betslip-in-play-waiting');
    await expect
      .poll(
        async () =>
          (await countdown.count()) === 0 ||
          Number(/^(\d+)/.exec(await countdown.innerText())?.[1]) < first,
        { timeout: 5_000 },
      )
      .toBe(true);

    // Then the receipt, or the refusal in words: never a hang.
    const receipt = slip.getByRole('region', { name: 'Bet placed' });
    const refusal = slip.getByRole('alert');
    await expect
      .poll(async () => (await receipt.count()) + (await refusal.count()), { timeout: 30_000 })
      .toBe(1);
    if ((await refusal.count()) === 1) {
      expect((await refusal.innerText()).trim()).toMatch(/\w+ \w+/);
    } else {
      expect(await receipt.innerText()).toContain('Total stake: €1.00');
    }
    await screenshot(page, 'betslip-in-play-result');
    await page.close();
  });

  it('cashes out part of a single, then automatically when the offer reaches the rule', async () => {
    const page = await newJourneyPage('betslip-cash-out', DESKTOP);
    const answers = recordPricing(page);
    await open(page, `${baseUrl}/en/sports/2100-ICEH`);
    await settled(page);
    await logIn(page, 'demo');
    const [pick] = await pricesOfEvents(page, 1, { minOdds: 1.8, maxOdds: 4 });
    if (!pick) throw new Error('no price');
    await addPick(page, pick, false);
    const slip = betslipOf(page, false);
    await slip.getByRole('textbox', { name: `Stake for ${pick.outcome}` }).fill('10');
    await expect.poll(() => totalOf(slip, 'Total stake').innerText()).toBe('€10.00');
    const single = await pricedSingle(answers, 1, 0);
    await slip.getByRole('button', { name: 'Place Bet' }).click();
    await expect
      .poll(() => slip.getByRole('region', { name: 'Bet placed' }).count(), { timeout: 20_000 })
      .toBe(1);
    const reference = /Reference: (\S+)/.exec(
      await slip.getByRole('region', { name: 'Bet placed' }).innerText(),
    )?.[1];
    expect(reference).toBeTruthy();

    await open(page, `${baseUrl}/en/open_bets`);
    const bet = page.getByRole('article').filter({ hasText: reference ?? '' });
    await expect.poll(() => bet.count(), { timeout: 15_000 }).toBe(1);
    const cashOut = bet.getByRole('region', { name: 'Cash out' });
    const offer = async () =>
      amountOf(/Cash out offer\s*(\S+)/.exec(await cashOut.innerText())?.[1] ?? '');
    await expect.poll(offer, { timeout: 10_000 }).toBeGreaterThan(0);
    await settled(page);

    // axe on My Bets, light and dark.
    for (const theme of ['Light', 'Dark'] as const) {
      await setTheme(page, theme);
      const violations = await axeAtRest(page);
      await screenshot(page, `betslip-my-bets-${theme.toLowerCase()}`);
      expect(violations, `My Bets (${theme})`).toEqual([]);
      expect
        .soft(
          await invisibleText(page, 'main'),
          `My Bets: text in its background colour (${theme})`,
        )
        .toEqual([]);
    }
    await setTheme(page, 'Light');

    // A part of the offer, typed: 3.00; the balance rises by exactly that.
    const before = await headerBalance(page);
    await cashOut.getByRole('button', { name: 'Partial cash out' }).click();
    await cashOut.getByLabel('Amount to cash out').fill('3.00');
    const left = /(€[\d,.]+) of stake stays on the bet/.exec(await cashOut.innerText())?.[1];
    expect(left, 'the stake left running is shown').toBeTruthy();
    await cashOut.getByRole('button', { name: 'Cash out €3.00 now' }).click();
    await expect
      .poll(async () => cents(await headerBalance(page)), { timeout: 15_000 })
      .toBe(cents(before) + 300);
    await expect
      .poll(async () => /Stake still running\s*(\S+)/.exec(await bet.innerText())?.[1] ?? '', {
        timeout: 10_000,
      })
      .toBe(left);
    await screenshot(page, 'betslip-partial-cash-out');

    // An automatic rule above today's offer; the operator shortens the backed price so that the
    // offer (stake × placed odds / current odds, less the margin) rises past it.
    const now = await offer();
    const threshold = Math.ceil(now * 1.2 * 100) / 100;
    await bet
      .getByLabel('Cash out automatically when the offer reaches')
      .fill(threshold.toFixed(2));
    await bet.getByRole('button', { name: 'Set automatic cash out' }).click();
    await expect
      .poll(() =>
        bet.getByText(`Automatic cash out when the offer reaches €${threshold.toFixed(2)}`).count(),
      )
      .toBe(1);
    const afterPartial = await headerBalance(page);
    const target = Math.max(
      1.01,
      Math.floor(((single.decimal * now) / (threshold * 1.15)) * 100) / 100,
    );
    await operator.setPrice(single.outcomeId, target);
    const news = page.getByText(
      new RegExp(`^Your bet ${escape(reference ?? '')} was cashed out for `),
    );
    await expect
      .poll(
        () =>
          page
            .getByRole('article')
            .filter({ hasText: reference ?? '' })
            .count(),
        {
          timeout: 15_000,
        },
      )
      .toBe(0);
    await expect
      .poll(async () => cents(await headerBalance(page)), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(cents(afterPartial) + cents(threshold));
    const paid = cents(await headerBalance(page)) - cents(afterPartial);
    // The news of it, pushed: a toast naming the bet and the amount.
    const told = await expect
      .poll(() => news.count(), { timeout: 5_000 })
      .toBeGreaterThan(0)
      .then(
        () => true,
        () => false,
      );
    expect.soft(told, 'a toast tells of the automatic cash out').toBe(true);
    if (told) expect(await news.first().innerText()).toContain(`€${(paid / 100).toFixed(2)}`);
    await screenshot(page, 'betslip-auto-cash-out');

    // Its state in My Bets: settled, cashed out.
    await page.getByRole('tab', { name: 'Settled' }).click();
    const settledBet = page.getByRole('article').filter({ hasText: reference ?? '' });
    await expect.poll(() => settledBet.count(), { timeout: 15_000 }).toBe(1);
    expect(await settledBet.innerText()).toContain('Cashed out');
    await settledBet.scrollIntoViewIfNeeded();
    await screenshot(page, 'betslip-auto-cash-out-settled');
    await page.close();
  });
});
