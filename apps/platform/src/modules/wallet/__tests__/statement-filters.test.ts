import { money } from '@touchline/betting';
import { ApiError, ENDPOINTS, WalletTransactions, withQuery } from '@touchline/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../../../test/targets';
import { TEST_NOW, usePlatform, type Harness } from '../../../test/harness';
import { creditAdjustment, creditBetReturn, grantPromoCash, openingDeposit } from '../service';
import {
  cashier,
  createPlayer,
  openSelection,
  placeSingle,
  type TestPlayer,
} from './wallet-fixtures';

const { wallet: W } = ENDPOINTS;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(TEST_NOW.getTime() - ms);

type Query = Record<string, string | number>;

async function statement(h: Harness, p: TestPlayer, query: Query = {}) {
  const res = await h.app.inject({
    method: 'GET',
    url: withQuery(W.transactions.path, query),
    headers: p.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return WalletTransactions.parse(res.json());
}

/** [kind, amount, balance after] of each line, newest first. */
async function lines(h: Harness, p: TestPlayer, query: Query = {}) {
  const page = await statement(h, p, query);
  return page.transactions.map((t) => [t.kind, t.amount, t.balanceAfter]);
}

/** Every page of a filtered statement, following `nextBefore`, as lists of kinds. */
async function pages(h: Harness, p: TestPlayer, query: Query): Promise<string[][]> {
  const out: string[][] = [];
  let before: number | null = null;
  do {
    const page: WalletTransactions = await statement(h, p, {
      ...query,
      ...(before === null ? {} : { before }),
    });
    out.push(page.transactions.map((t) => t.kind));
    before = page.nextBefore;
  } while (before !== null && out.length < 10);
  return out;
}

describe.each(dbTargets())('the statement’s filters on $name', (target) => {
  const h = usePlatform(target);
  let p: TestPlayer;

  // One player's history over 40 days, oldest first (balance after each line in brackets):
  // opening deposit 50 (50) · adjustment 30 (80) · deposit 100 (180) · bet -10 (170) ·
  // bet return 25 (195) · withdrawal -20 (175) · promo cash 5 (180).
  beforeAll(async () => {
    p = await createPlayer(h);
    const eur = (minor: number) => money(minor, 'EUR');
    await openingDeposit(h.db, p, eur(5000), 'seed', ago(40 * DAY));
    await creditAdjustment(h.db, p, eur(3000), 'goodwill', ago(10 * DAY));
    h.setNow(ago(3 * DAY));
    expect((await cashier(h, p, 'deposits', { amount: 100 })).statusCode).toBe(201);
    h.setNow(ago(2 * DAY));
    const placed = await placeSingle(h, p, await openSelection(h, ago(2 * DAY)), 10);
    expect(placed.statusCode, placed.body).toBe(201);
    const { reference } = placed.json<{ reference: string }>();
    await h.db.transaction((tx) =>
      creditBetReturn(tx, p, { amountMinor: 2500, reference, at: ago(2 * DAY - HOUR) }),
    );
    h.setNow(ago(12 * HOUR));
    expect((await cashier(h, p, 'withdrawals', { amount: 20 })).statusCode).toBe(201);
    await grantPromoCash(h.db, p, eur(500), 'promo', ago(HOUR));
    h.setNow(TEST_NOW);
  });

  it('lists everything without filters, each line with its true balance after', async () => {
    expect(await lines(h, p)).toEqual([
      ['promo-cash-grant', 5, 180],
      ['withdrawal', -20, 175],
      ['bet-return', 25, 195],
      ['bet-stake', -10, 170],
      ['deposit', 100, 180],
      ['adjustment', 30, 80],
      ['opening-deposit', 50, 50],
    ]);
  });

  it('filters by kind, keeping the balance after of the whole wallet', async () => {
    expect(await lines(h, p, { kind: 'deposits' })).toEqual([
      ['deposit', 100, 180],
      ['opening-deposit', 50, 50],
    ]);
    expect(await lines(h, p, { kind: 'withdrawals' })).toEqual([['withdrawal', -20, 175]]);
    expect(await lines(h, p, { kind: 'bets' })).toEqual([['bet-stake', -10, 170]]);
    expect(await lines(h, p, { kind: 'winnings' })).toEqual([['bet-return', 25, 195]]);
    expect(await lines(h, p, { kind: 'other' })).toEqual([
      ['promo-cash-grant', 5, 180],
      ['adjustment', 30, 80],
    ]);
  });

  it('takes a comma-separated list of kinds (repeats ignored)', async () => {
    expect(await lines(h, p, { kind: 'withdrawals,deposits,withdrawals' })).toEqual([
      ['withdrawal', -20, 175],
      ['deposit', 100, 180],
      ['opening-deposit', 50, 50],
    ]);
    expect((await lines(h, p, { kind: 'bets,winnings,other' })).map(([k]) => k)).toEqual([
      'promo-cash-grant',
      'bet-return',
      'bet-stake',
      'adjustment',
    ]);
  });

  it('filters by period with since, alone and with a kind', async () => {
    const kinds = async (query: Query) => (await lines(h, p, query)).map(([k]) => k);
    expect(await kinds({ since: ago(DAY).toISOString() })).toEqual([
      'promo-cash-grant',
      'withdrawal',
    ]);
    expect(await kinds({ since: ago(7 * DAY).toISOString() })).toEqual([
      'promo-cash-grant',
      'withdrawal',
      'bet-return',
      'bet-stake',
      'deposit',
    ]);
    expect(await kinds({ since: ago(7 * DAY).toISOString(), kind: 'deposits' })).toEqual([
      'deposit',
    ]);
    expect(await kinds({ since: ago(30 * DAY).toISOString(), kind: 'other' })).toEqual([
      'promo-cash-grant',
      'adjustment',
    ]);
    // An offset other than Z names the same instant; since is inclusive.
    expect(await kinds({ since: '2026-11-22T09:00:00+01:00' })).toEqual(['promo-cash-grant']);
    expect(await kinds({ since: TEST_NOW.toISOString(), kind: 'other' })).toEqual([]);
  });

  it('pages through filtered lines with the before cursor', async () => {
    expect(await pages(h, p, { kind: 'deposits,other', limit: 3 })).toEqual([
      ['promo-cash-grant', 'deposit', 'adjustment'],
      ['opening-deposit'],
    ]);
    expect(await pages(h, p, { kind: 'deposits,other', limit: 2 })).toEqual([
      ['promo-cash-grant', 'deposit'],
      ['adjustment', 'opening-deposit'],
    ]);
    expect(await pages(h, p, { since: ago(7 * DAY).toISOString(), limit: 2 })).toEqual([
      ['promo-cash-grant', 'withdrawal'],
      ['bet-return', 'bet-stake'],
      ['deposit'],
    ]);
    const first = await statement(h, p, { kind: 'deposits', limit: 1 });
    expect(first.nextBefore).toBe(first.transactions[0]?.id);
    const second = await statement(h, p, {
      kind: 'deposits',
      limit: 1,
      before: first.nextBefore ?? 0,
    });
    expect(second.transactions.map((t) => [t.kind, t.balanceAfter])).toEqual([
      ['opening-deposit', 50],
    ]);
    expect(second.nextBefore).toBeNull();
  });

  it('refuses a bad kind or since with 400 { code, message }', async () => {
    const refused = async (query: string) => {
      const res = await h.app.inject({
        method: 'GET',
        url: `${W.transactions.path}?${query}`,
        headers: p.auth,
      });
      expect(res.statusCode, query).toBe(400);
      return ApiError.parse(res.json());
    };
    for (const q of ['kind=', 'kind=deposit', 'kind=DEPOSITS', 'kind=deposits,,bets', 'kind=all']) {
      expect((await refused(q)).code).toBe('INVALID_REQUEST');
    }
    expect((await refused('kind=jackpots')).message).toMatch(
      /kind.*deposits, withdrawals, bets, winnings, other/,
    );
    for (const q of [
      'since=yesterday',
      'since=2026-11-21',
      'since=2026-11-21T09:00:00',
      'since=',
    ]) {
      expect((await refused(q)).message).toMatch(/since must be an ISO 8601 instant/);
    }
    const future = new Date(TEST_NOW.getTime() + 60_000).toISOString();
    expect(await refused(`since=${future}`)).toEqual({
      code: 'INVALID_REQUEST',
      message: 'since: must not be in the future',
    });
    const tooOld = ago(365 * DAY + 60_000).toISOString();
    expect(await refused(`since=${tooOld}`)).toEqual({
      code: 'INVALID_REQUEST',
      message: 'since: must be within the last 365 days',
    });
    // The edges are allowed: exactly a year back, and now.
    expect(
      (await statement(h, p, { since: ago(365 * DAY).toISOString() })).transactions,
    ).toHaveLength(7);
    // No session: 401 before the query is read.
    const anonymous = await h.app.inject({ method: 'GET', url: `${W.transactions.path}?kind=x` });
    expect(anonymous.statusCode).toBe(401);
  });
});
