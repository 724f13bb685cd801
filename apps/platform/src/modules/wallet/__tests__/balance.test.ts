import { beforeAll, describe, expect, it } from 'vitest';
import {
  AccountBalances,
  BetCount,
  buildPath,
  ENDPOINTS,
  FullWallet,
  PlacedBetslip,
  Wallet,
  WalletTransactions,
  withQuery,
} from '@touchline/contract';
import { dbTargets } from '../../../test/targets';
import { loginDemo, TEST_NOW, usePlatform, type Harness } from '../../../test/harness';
import {
  createPlayer,
  fundBonus,
  fundPromoCash,
  fundReal,
  openSelection,
  placeSingle,
  type TestPlayer,
} from './wallet-fixtures';
import { creditBetReturn } from '../service';

const { wallet: W } = ENDPOINTS;
const balancePath = (username: string) => buildPath(W.sportsbookBalance.path, { username });
const betCountPath = (accountId: number | string) => buildPath(W.betCount.path, { accountId });
const FULL = { includeFullBalanceDetails: 'true' };

const get = (h: Harness, url: string, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url, headers });

async function fullWallet(h: Harness, p: TestPlayer): Promise<FullWallet> {
  const res = await get(h, withQuery(balancePath(p.username), FULL), p.auth);
  expect(res.statusCode).toBe(200);
  return FullWallet.parse(res.json());
}

describe.each(dbTargets())('wallet balances on $name', (target) => {
  const h = usePlatform(target);
  let demo: { token: string; accountId: number; username: string };
  let demoAuth: { authorization: string };

  beforeAll(async () => {
    demo = await loginDemo(h.app);
    demoAuth = { authorization: `Bearer ${demo.token}` };
  });

  it('marks every wallet read no-store: balances are personal and change with each bet', async () => {
    for (const url of [
      withQuery(balancePath('demo'), FULL),
      W.balances.path,
      betCountPath(demo.accountId),
      W.cashier.path,
      W.transactions.path,
      W.depositLimits.path,
    ]) {
      const res = await get(h, url, demoAuth);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  describe('GET /xapi/icore/players/{username}/balance/sportsbook', () => {
    it('gives the short form without includeFullBalanceDetails: name, currency, balance, totalBalance', async () => {
      for (const query of [undefined, { includeFullBalanceDetails: 'false' }]) {
        const res = await get(h, withQuery(balancePath('demo'), query), demoAuth);
        expect(res.statusCode).toBe(200);
        const wallet = Wallet.parse(res.json());
        expect(wallet).toEqual({
          name: 'sportsbook',
          currency: 'EUR',
          balance: 1000,
          totalBalance: 1000,
        });
      }
    });

    it('adds the parts, wagering and withdrawable amount with includeFullBalanceDetails=true', async () => {
      const res = await get(h, withQuery(balancePath('DEMO'), FULL), demoAuth);
      expect(FullWallet.parse(res.json())).toEqual({
        name: 'sportsbook',
        currency: 'EUR',
        balance: 1000,
        totalBalance: 1000,
        realBalance: 1000,
        bonusBalance: 0,
        promoCash: 0,
        totalLeftToWager: 0,
        // Seed money is an operator credit, not a deposit: withdrawable at once.
        withdrawableAmount: 1000,
      });
    });

    it("refuses another player's wallet (403), no token (401) and a malformed flag (400)", async () => {
      const other = await createPlayer(h);
      expect((await get(h, balancePath(other.username), demoAuth)).statusCode).toBe(403);
      expect((await get(h, balancePath('demo'))).statusCode).toBe(401);
      const bad = await get(
        h,
        withQuery(balancePath('demo'), { includeFullBalanceDetails: 'perhaps' }),
        demoAuth,
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'INVALID_REQUEST' });
    });
  });

  describe('real, bonus and promo-cash parts', () => {
    let p: TestPlayer;
    beforeAll(async () => {
      p = await createPlayer(h);
      await fundReal(h.db, p, '50.00');
      await fundBonus(h.db, p, '20.00', 5);
      await fundPromoCash(h.db, p, '10.00');
    });

    it('shows each part: balance = real + bonus, totalBalance adds promo cash', async () => {
      expect(await fullWallet(h, p)).toEqual({
        name: 'sportsbook',
        currency: 'EUR',
        balance: 70,
        totalBalance: 80,
        realBalance: 50,
        bonusBalance: 20,
        promoCash: 10,
        totalLeftToWager: 100,
        withdrawableAmount: 50,
      });
    });

    it('fills GET /accounts/me/balance with the sportsbook wallet', async () => {
      const res = await get(h, W.balances.path, p.auth);
      expect(res.statusCode).toBe(200);
      const body = AccountBalances.parse(res.json());
      expect(body.wallets).toHaveLength(1);
      expect(body.wallets.find((w) => w.name === 'sportsbook')).toEqual(await fullWallet(h, p));
      expect((await get(h, W.balances.path)).statusCode).toBe(401);
    });

    it('answers betcount with the open bets and the balance', async () => {
      const res = await get(h, betCountPath(p.accountId), p.auth);
      expect(res.statusCode).toBe(200);
      expect(BetCount.parse(res.json())).toEqual({ betCount: 0, balance: 70, currency: 'EUR' });
      expect((await get(h, betCountPath(demo.accountId), p.auth)).statusCode).toBe(403);
      expect((await get(h, betCountPath('abc'), p.auth)).statusCode).toBe(400);
      expect((await get(h, betCountPath(p.accountId))).statusCode).toBe(401);
    });

    it('takes a stake from real money first, then bonus; promo cash only when asked', async () => {
      const sel = await openSelection(h, TEST_NOW);
      const first = await placeSingle(h, p, sel, 55);
      expect(first.statusCode).toBe(201);
      expect(PlacedBetslip.parse(first.json()).availableBalance).toBe(15);
      expect(await fullWallet(h, p)).toMatchObject({
        realBalance: 0,
        bonusBalance: 15,
        promoCash: 10,
        balance: 15,
        totalLeftToWager: 45,
        withdrawableAmount: 0,
      });
      // 20 is more than real + bonus (15) but promo cash covers it when the slip asks.
      const refused = await placeSingle(h, p, sel, 20);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'RES-00056' });
      const withPromo = await placeSingle(h, p, sel, 20, { usePromoCash: true });
      expect(withPromo.statusCode).toBe(201);
      expect(await fullWallet(h, p)).toMatchObject({
        realBalance: 0,
        bonusBalance: 5,
        promoCash: 0,
        // promo cash is a free stake: only the 10 of bonus counted towards the wagering
        totalLeftToWager: 35,
      });
      const count = BetCount.parse((await get(h, betCountPath(p.accountId), p.auth)).json());
      expect(count).toEqual({ betCount: 2, balance: 5, currency: 'EUR' });
    });
  });

  it('releases the bonus into real money when its wagering reaches zero', async () => {
    const p = await createPlayer(h);
    await fundReal(h.db, p, '100.00');
    await fundBonus(h.db, p, '20.00', 2);
    const sel = await openSelection(h, TEST_NOW);
    expect((await placeSingle(h, p, sel, 30)).statusCode).toBe(201);
    expect(await fullWallet(h, p)).toMatchObject({
      realBalance: 70,
      bonusBalance: 20,
      totalLeftToWager: 10,
      withdrawableAmount: 70,
    });
    expect((await placeSingle(h, p, sel, 10)).statusCode).toBe(201);
    expect(await fullWallet(h, p)).toMatchObject({
      realBalance: 80,
      bonusBalance: 0,
      totalLeftToWager: 0,
      withdrawableAmount: 80,
      balance: 80,
    });
    const statement = WalletTransactions.parse(
      (await get(h, withQuery(W.transactions.path, { limit: 2 }), p.auth)).json(),
    );
    expect(statement.transactions.map((t) => [t.kind, t.real, t.bonus])).toEqual([
      ['bonus-release', 20, -20],
      ['bet-stake', -10, 0],
    ]);
  });

  it('credits a settled bet’s return as withdrawable real money (for settlement)', async () => {
    const p = await createPlayer(h);
    await fundReal(h.db, p, '10.00');
    const sel = await openSelection(h, TEST_NOW);
    const placed = PlacedBetslip.parse((await placeSingle(h, p, sel, 10)).json());
    await h.db.transaction((tx) =>
      creditBetReturn(tx, p, { amountMinor: 2500, reference: placed.reference, at: TEST_NOW }),
    );
    expect(await fullWallet(h, p)).toMatchObject({ realBalance: 25, withdrawableAmount: 25 });
    const statement = WalletTransactions.parse(
      (await get(h, withQuery(W.transactions.path, { limit: 1 }), p.auth)).json(),
    );
    expect(statement.transactions[0]).toMatchObject({
      kind: 'bet-return',
      reference: placed.reference,
      amount: 25,
      balanceAfter: 25,
    });
  });

  it('keeps amounts in the currency precision (KRW has no decimals)', async () => {
    const p = await createPlayer(h, { currency: 'KRW' });
    await fundReal(h.db, p, '150000');
    expect(await fullWallet(h, p)).toMatchObject({ currency: 'KRW', balance: 150000 });
  });
});
