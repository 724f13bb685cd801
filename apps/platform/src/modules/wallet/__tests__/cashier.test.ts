import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  CashierOptions,
  CashierTransaction,
  ENDPOINTS,
  type FullWallet,
  WalletTransactions,
  withQuery,
} from '@touchline/contract';
import { fullWallet } from '../../../test/kit';
import { dbTargets } from '../../../test/targets';
import { TEST_NOW, usePlatform, type Harness } from '../../../test/harness';
import {
  cashier,
  createPlayer,
  fundBonus,
  fundReal,
  openSelection,
  placeSingle,
  type TestPlayer,
} from './wallet-fixtures';

const { wallet: W } = ENDPOINTS;

const get = (h: Harness, url: string, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url, headers });

const wallet = (h: Harness, p: TestPlayer): Promise<FullWallet> => fullWallet(h.app, p.token);

describe.each(dbTargets())('demo cashier on $name', (target) => {
  const h = usePlatform(target);

  describe('deposits', () => {
    let p: TestPlayer;
    beforeAll(async () => {
      p = await createPlayer(h);
    });

    it('tells the cashier page its methods, ranges and the wallet', async () => {
      const res = await get(h, W.cashier.path, p.auth);
      expect(res.statusCode).toBe(200);
      expect(CashierOptions.parse(res.json())).toMatchObject({
        currency: 'EUR',
        methods: ['demo-card'],
        deposit: { min: 10, max: 10_000, allowed: null },
        withdrawal: { min: 10, max: 10_000 },
        wallet: { name: 'sportsbook', realBalance: 0 },
      });
      expect((await get(h, W.cashier.path)).statusCode).toBe(401);
    });

    it('posts a deposit as a ledger transaction into the real part (201)', async () => {
      const res = await cashier(h, p, 'deposits', { amount: 25.5, method: 'demo-card' });
      expect(res.statusCode).toBe(201);
      const t = CashierTransaction.parse(res.json());
      expect(t).toMatchObject({
        kind: 'deposit',
        status: 'completed',
        method: 'demo-card',
        amount: 25.5,
        currency: 'EUR',
        createdAt: TEST_NOW.toISOString(),
      });
      // Deposited money must be staked once before it can be withdrawn.
      expect(t.wallet).toMatchObject({ realBalance: 25.5, balance: 25.5, withdrawableAmount: 0 });
      const text = await cashier(h, p, 'deposits', { amount: '10.00', currency: 'eur' });
      expect(text.statusCode).toBe(201);
      expect((await wallet(h, p)).realBalance).toBe(35.5);
    });

    it('replays a retried Idempotency-Key instead of depositing twice', async () => {
      const before = (await wallet(h, p)).realBalance;
      const key = randomUUID();
      const first = await cashier(h, p, 'deposits', { amount: 20 }, key);
      const again = await cashier(h, p, 'deposits', { amount: '20.00' }, key);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(CashierTransaction.parse(again.json()).id).toBe(
        CashierTransaction.parse(first.json()).id,
      );
      expect((await wallet(h, p)).realBalance).toBe(before + 20);

      const other = await cashier(h, p, 'deposits', { amount: 21 }, key);
      expect(other.statusCode).toBe(409);
      expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
      const asWithdrawal = await cashier(h, p, 'withdrawals', { amount: 20 }, key);
      expect(asWithdrawal.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    });

    it('credits once when the same key arrives several times at once', async () => {
      const before = (await wallet(h, p)).realBalance;
      const key = randomUUID();
      const results = await Promise.all(
        Array.from({ length: 6 }, () => cashier(h, p, 'deposits', { amount: 15 }, key)),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 200, 201]);
      expect(new Set(results.map((r) => CashierTransaction.parse(r.json()).id)).size).toBe(1);
      expect((await wallet(h, p)).realBalance).toBe(before + 15);
    });

    it('keys are per player: another player may use the same key', async () => {
      const q = await createPlayer(h);
      const key = randomUUID();
      expect((await cashier(h, p, 'deposits', { amount: 10 }, key)).statusCode).toBe(201);
      expect((await cashier(h, q, 'deposits', { amount: 10 }, key)).statusCode).toBe(201);
    });

    it.each([
      ['no Idempotency-Key', { amount: 10 }, null, 'IDEMPOTENCY_KEY_REQUIRED'],
      ['a too short Idempotency-Key', { amount: 10 }, 'abc', 'IDEMPOTENCY_KEY_REQUIRED'],
      ['three decimals in EUR', { amount: '12.345' }, undefined, 'INVALID_AMOUNT'],
      ['three decimals as a number', { amount: 12.345 }, undefined, 'INVALID_AMOUNT'],
      ['a negative amount', { amount: -5 }, undefined, 'INVALID_AMOUNT'],
      ['a zero amount', { amount: '0.00' }, undefined, 'INVALID_AMOUNT'],
      ['text', { amount: 'ten' }, undefined, 'INVALID_AMOUNT'],
      ['thousands separators', { amount: '1,000' }, undefined, 'INVALID_AMOUNT'],
      ['no amount', {}, undefined, 'INVALID_REQUEST'],
      ['an unknown method', { amount: 10, method: 'bitcoin' }, undefined, 'INVALID_REQUEST'],
      ['a malformed currency', { amount: 10, currency: 'E1' }, undefined, 'INVALID_REQUEST'],
      ['another currency', { amount: 10, currency: 'USD' }, undefined, 'CURRENCY_MISMATCH'],
    ])('refuses %s with 400', async (_name, payload, key, code) => {
      const before = (await wallet(h, p)).realBalance;
      const res = await cashier(h, p, 'deposits', payload, key === undefined ? randomUUID() : key);
      expect(res.statusCode).toBe(400);
      expect(ApiError.parse(res.json()).code).toBe(code);
      expect((await wallet(h, p)).realBalance).toBe(before);
    });

    it('refuses amounts outside the per-transaction range with 422', async () => {
      const low = await cashier(h, p, 'deposits', { amount: 9.99 });
      expect(low.statusCode).toBe(422);
      expect(low.json()).toMatchObject({ code: 'AMOUNT_BELOW_MINIMUM', min: 10, max: 10_000 });
      const high = await cashier(h, p, 'deposits', { amount: '10000.01' });
      expect(high.statusCode).toBe(422);
      expect(high.json()).toMatchObject({ code: 'AMOUNT_ABOVE_MAXIMUM', max: 10_000 });
      expect((await cashier(h, p, 'deposits', { amount: 10_000 })).statusCode).toBe(201);
    });

    it('checks KRW amounts against its precision (no decimals) and its scaled range', async () => {
      const k = await createPlayer(h, { currency: 'KRW' });
      const frac = await cashier(h, k, 'deposits', { amount: '10000.5' });
      expect(frac.json()).toMatchObject({ code: 'INVALID_AMOUNT' });
      const low = await cashier(h, k, 'deposits', { amount: 9_999 });
      expect(low.json()).toMatchObject({ code: 'AMOUNT_BELOW_MINIMUM', min: 10_000 });
      const ok = await cashier(h, k, 'deposits', { amount: 50_000, currency: 'KRW' });
      expect(ok.statusCode).toBe(201);
      expect(CashierTransaction.parse(ok.json()).wallet.realBalance).toBe(50_000);
    });

    it('marks the player a depositor with the first deposit (spec shell §6 flag)', async () => {
      const q = await createPlayer(h);
      const flag = async () =>
        (
          await h.db.query<{ is_depositor: boolean }>(
            'SELECT is_depositor FROM players WHERE id = $1',
            [q.id],
          )
        )[0]?.is_depositor;
      expect(await flag()).toBe(false);
      expect((await cashier(h, q, 'deposits', { amount: 10 })).statusCode).toBe(201);
      expect(await flag()).toBe(true);
    });

    it('refuses deposits from a player on a time-out (responsible gambling)', async () => {
      const q = await createPlayer(h);
      await h.db.query(
        `INSERT INTO rg_exclusions (player_id, kind, period, starts_at, ends_at, created_at)
         VALUES ($1, 'time_out', '24h', $2, $3, $2)`,
        [q.id, TEST_NOW, new Date(TEST_NOW.getTime() + 86_400_000)],
      );
      const res = await cashier(h, q, 'deposits', { amount: 10 });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'TIMED_OUT' });
      expect(await wallet(h, p)).toBeDefined();
    });

    it('refuses without a token (401)', async () => {
      const res = await h.app.inject({
        method: 'POST',
        url: W.deposit.path,
        headers: { 'idempotency-key': randomUUID() },
        payload: { amount: 10 },
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('withdrawals and the withdrawable amount', () => {
    it('withholds deposits until staked once; winnings are withdrawable', async () => {
      const p = await createPlayer(h);
      expect((await cashier(h, p, 'deposits', { amount: 100 })).statusCode).toBe(201);
      const early = await cashier(h, p, 'withdrawals', { amount: 10 });
      expect(early.statusCode).toBe(422);
      expect(early.json()).toMatchObject({
        code: 'WITHDRAWAL_EXCEEDS_WITHDRAWABLE',
        withdrawableAmount: 0,
      });

      const sel = await openSelection(h, TEST_NOW);
      expect((await placeSingle(h, p, sel, 30)).statusCode).toBe(201);
      // 70 of the deposit is still unwagered; 40 of other real money (e.g. winnings) is not.
      await fundReal(h.db, p, '40.00');
      expect(await wallet(h, p)).toMatchObject({ realBalance: 110, withdrawableAmount: 40 });
      const over = await cashier(h, p, 'withdrawals', { amount: '40.01' });
      expect(over.json()).toMatchObject({
        code: 'WITHDRAWAL_EXCEEDS_WITHDRAWABLE',
        withdrawableAmount: 40,
      });
      const ok = await cashier(h, p, 'withdrawals', { amount: 40, method: 'demo-card' });
      expect(ok.statusCode).toBe(201);
      expect(CashierTransaction.parse(ok.json())).toMatchObject({
        kind: 'withdrawal',
        amount: 40,
        wallet: { realBalance: 70, withdrawableAmount: 0 },
      });

      // Staking the rest of the deposit makes what comes back withdrawable.
      expect((await placeSingle(h, p, sel, 70)).statusCode).toBe(201);
      await fundReal(h.db, p, '15.00');
      expect(await wallet(h, p)).toMatchObject({ realBalance: 15, withdrawableAmount: 15 });
    });

    it('refuses withdrawals while the operator holds them (holdWithdraw)', async () => {
      const p = await createPlayer(h);
      await fundReal(h.db, p, '50.00');
      await h.db.query('UPDATE players SET hold_withdraw = true WHERE id = $1', [p.id]);
      const held = await cashier(h, p, 'withdrawals', { amount: 20 });
      expect(held.statusCode).toBe(422);
      expect(held.json()).toMatchObject({ code: 'WITHDRAWALS_ON_HOLD' });
      expect((await cashier(h, p, 'deposits', { amount: 20 })).statusCode).toBe(201);
      await h.db.query('UPDATE players SET hold_withdraw = false WHERE id = $1', [p.id]);
      expect((await cashier(h, p, 'withdrawals', { amount: 20 })).statusCode).toBe(201);
    });

    it('never pays out bonus or promo cash', async () => {
      const p = await createPlayer(h);
      await fundBonus(h.db, p, '50.00', 1);
      const res = await cashier(h, p, 'withdrawals', { amount: 10 });
      expect(res.json()).toMatchObject({
        code: 'WITHDRAWAL_EXCEEDS_WITHDRAWABLE',
        withdrawableAmount: 0,
      });
    });

    it('applies the per-transaction range and the idempotency key to withdrawals too', async () => {
      const p = await createPlayer(h);
      await fundReal(h.db, p, '50.00');
      expect((await cashier(h, p, 'withdrawals', { amount: 5 })).json()).toMatchObject({
        code: 'AMOUNT_BELOW_MINIMUM',
      });
      const key = randomUUID();
      expect((await cashier(h, p, 'withdrawals', { amount: 20 }, key)).statusCode).toBe(201);
      expect((await cashier(h, p, 'withdrawals', { amount: 20 }, key)).statusCode).toBe(200);
      expect((await wallet(h, p)).realBalance).toBe(30);
    });
  });

  describe('GET /accounts/me/cashier/transactions', () => {
    it('lists the statement newest first, pages by id and carries the balance after each line', async () => {
      const p = await createPlayer(h);
      await cashier(h, p, 'deposits', { amount: 100 });
      const sel = await openSelection(h, TEST_NOW);
      await placeSingle(h, p, sel, 12.5);
      await fundReal(h.db, p, '30.00');
      await cashier(h, p, 'withdrawals', { amount: 25 });

      const all = WalletTransactions.parse((await get(h, W.transactions.path, p.auth)).json());
      expect(all.nextBefore).toBeNull();
      expect(all.transactions.map((t) => [t.kind, t.amount, t.balanceAfter])).toEqual([
        ['withdrawal', -25, 92.5],
        ['adjustment', 30, 117.5],
        ['bet-stake', -12.5, 87.5],
        ['deposit', 100, 100],
      ]);
      expect(all.transactions[0]?.balanceAfter).toBe((await wallet(h, p)).totalBalance);

      const first = WalletTransactions.parse(
        (await get(h, withQuery(W.transactions.path, { limit: 3 }), p.auth)).json(),
      );
      expect(first.transactions).toHaveLength(3);
      expect(first.nextBefore).toBe(first.transactions[2]?.id);
      const second = WalletTransactions.parse(
        (
          await get(
            h,
            withQuery(W.transactions.path, { limit: 3, before: String(first.nextBefore) }),
            p.auth,
          )
        ).json(),
      );
      expect(second.transactions).toEqual([all.transactions[3]]);
      expect(second.nextBefore).toBeNull();
    });

    it('shows only the caller’s own lines and validates the page query', async () => {
      const p = await createPlayer(h);
      const empty = WalletTransactions.parse((await get(h, W.transactions.path, p.auth)).json());
      expect(empty).toEqual({ transactions: [], nextBefore: null });
      for (const q of ['limit=0', 'limit=101', 'before=-1', 'limit=abc']) {
        expect((await get(h, `${W.transactions.path}?${q}`, p.auth)).statusCode).toBe(400);
      }
      expect((await get(h, W.transactions.path)).statusCode).toBe(401);
    });
  });
});
