import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiError, type FullWallet } from '@touchline/contract';
import { sportsbookFullWallet } from '../../../test/kit';
import { dbTargets } from '../../../test/targets';
import { ledgerProblems, TEST_NOW, usePlatform, type Harness } from '../../../test/harness';
import {
  cashier,
  createPlayer,
  fundReal,
  openSelection,
  placeSingle,
  type TestPlayer,
} from './wallet-fixtures';

async function realBalanceMinor(h: Harness, p: TestPlayer): Promise<number> {
  const [row] = await h.db.query<{ balance_minor: number }>(
    `SELECT b.balance_minor FROM ledger_accounts a JOIN ledger_balances b ON b.account_id = a.id
      WHERE a.player_id = $1 AND a.name = 'sportsbook:real'`,
    [p.id],
  );
  return row?.balance_minor ?? 0;
}

const wallet = (h: Harness, p: TestPlayer): Promise<FullWallet> => sportsbookFullWallet(h.app, p);

/** Every answer is a success or a 4xx with a code: never a 500. */
function tally(results: { statusCode: number; body: string }[], okStatus: number) {
  const codes = new Map<string, number>();
  let ok = 0;
  for (const r of results) {
    expect(r.statusCode, r.body).toBeLessThan(500);
    if (r.statusCode === okStatus) {
      ok += 1;
      continue;
    }
    expect(r.statusCode).toBe(422);
    const code = ApiError.parse(JSON.parse(r.body)).code;
    codes.set(code, (codes.get(code) ?? 0) + 1);
  }
  return { ok, codes: Object.fromEntries(codes) };
}

/**
 * The storms need real concurrency: PGlite is one embedded connection that runs one statement at
 * a time, so on it these would only queue. They run on the Postgres server (TEST_DATABASE_URL;
 * CI must reach it, test/global-setup.ts) and are not declared at all without one.
 */
describe.each(dbTargets().filter((t) => t.name === 'postgres'))(
  'wallet storms on the $name server',
  (target) => {
    const h = usePlatform(target);

    /** Samples the real balance from outside until stopped: the lowest value seen. */
    function watchBalance(p: TestPlayer) {
      let watching = true;
      let lowest = Infinity;
      let samples = 0;
      const done = (async () => {
        while (watching) {
          lowest = Math.min(lowest, await realBalanceMinor(h, p));
          samples += 1;
        }
      })();
      return {
        async stop() {
          watching = false;
          await done;
          return { lowest, samples };
        },
      };
    }

    it('200 concurrent 1.00 stakes on 100.00: exactly 100 placed, 100 refused, never below zero', async () => {
      const p = await createPlayer(h, { prefix: 'debits' });
      await fundReal(h.db, p, '100.00');
      const sel = await openSelection(h, TEST_NOW);
      const watch = watchBalance(p);
      const started = performance.now();
      const results = await Promise.all(
        Array.from({ length: 200 }, () => placeSingle(h, p, sel, 1)),
      );
      const elapsedMs = Math.round(performance.now() - started);
      const { lowest, samples } = await watch.stop();

      const b = tally(results, 201);
      expect(b).toEqual({ ok: 100, codes: { 'RES-00056': 100 } });
      expect(await realBalanceMinor(h, p)).toBe(0);
      expect(lowest).toBeGreaterThanOrEqual(0);
      const [counted] = await h.db.query<{ bets: number; staked: number }>(
        `SELECT count(*)::bigint AS bets, coalesce(sum(total_stake_minor), 0)::bigint AS staked
         FROM bets WHERE player_id = $1`,
        [p.id],
      );
      expect(counted).toEqual({ bets: 100, staked: 10_000 });
      expect(await ledgerProblems(h.db)).toEqual([]);
      console.log(
        `[wallet debit storm] 100/200 stakes placed in ${elapsedMs} ms; lowest balance seen ` +
          `${lowest / 100} over ${samples} samples`,
      );
    }, 120_000);

    it('200 concurrent 1.00 stakes and 20 concurrent 100.00 withdrawals on 100.00 never overdraw', async () => {
      const p = await createPlayer(h, { prefix: 'storm' });
      await fundReal(h.db, p, '100.00');
      const sel = await openSelection(h, TEST_NOW);

      // Watch the balance from outside while the storm runs.
      const watch = watchBalance(p);

      const started = performance.now();
      const bets = Array.from({ length: 200 }, () => placeSingle(h, p, sel, 1));
      const withdrawals = Array.from({ length: 20 }, () =>
        cashier(h, p, 'withdrawals', { amount: '100.00' }, randomUUID()),
      );
      const [betResults, withdrawalResults] = await Promise.all([
        Promise.all(bets),
        Promise.all(withdrawals),
      ]);
      const elapsedMs = Math.round(performance.now() - started);
      const { lowest, samples } = await watch.stop();

      const b = tally(betResults, 201);
      const w = tally(withdrawalResults, 201);
      expect(Object.keys(b.codes).filter((c) => c !== 'RES-00056')).toEqual([]);
      expect(Object.keys(w.codes).filter((c) => c !== 'WITHDRAWAL_EXCEEDS_WITHDRAWABLE')).toEqual(
        [],
      );

      const final = await realBalanceMinor(h, p);
      expect(final).toBeGreaterThanOrEqual(0);
      expect(lowest).toBeGreaterThanOrEqual(0);
      // Exactly what succeeded left the wallet.
      expect(10_000 - b.ok * 100 - w.ok * 10_000).toBe(final);
      // Either one withdrawal took everything before any stake, or 100 stakes did.
      expect([b.ok, w.ok]).toSatisfy(
        ([bets, ws]: number[]) => (ws === 1 && bets === 0) || (ws === 0 && bets === 100),
      );
      const [counted] = await h.db.query<{ bets: number; payouts: number }>(
        `SELECT (SELECT count(*) FROM bets WHERE player_id = $1)::bigint AS bets,
                (SELECT count(*) FROM cashier_transactions WHERE player_id = $1)::bigint AS payouts`,
        [p.id],
      );
      expect(counted).toEqual({ bets: b.ok, payouts: w.ok });
      expect(await wallet(h, p)).toMatchObject({ realBalance: final / 100 });
      expect(await ledgerProblems(h.db)).toEqual([]);
      console.log(
        `[wallet storm] ${b.ok}/200 stakes and ${w.ok}/20 withdrawals succeeded in ${elapsedMs} ms; ` +
          `final balance ${final / 100}; lowest seen ${lowest / 100} over ${samples} samples`,
      );
    }, 120_000);

    it('a mixed storm: 200 concurrent 1.00 stakes and 20 staggered 10.00 withdrawals on 100.00', async () => {
      const p = await createPlayer(h, { prefix: 'mixed' });
      await fundReal(h.db, p, '100.00');
      const sel = await openSelection(h, TEST_NOW);
      const started = performance.now();
      const [betResults, withdrawalResults] = await Promise.all([
        Promise.all(Array.from({ length: 200 }, () => placeSingle(h, p, sel, 1))),
        // Withdrawals spread over ~1.2 s of the storm: a stake makes several pool round trips
        // (token, betting gate, selections) before it reaches the wallet lock, so withdrawals
        // fired at the same instant always win the first race (see the storm above).
        Promise.all(
          Array.from({ length: 20 }, async (_, i) => {
            await new Promise((resolve) => setTimeout(resolve, i * 60));
            return cashier(h, p, 'withdrawals', { amount: '10.00' });
          }),
        ),
      ]);
      const elapsedMs = Math.round(performance.now() - started);
      const b = tally(betResults, 201);
      const w = tally(withdrawalResults, 201);
      const final = await realBalanceMinor(h, p);
      expect(final).toBeGreaterThanOrEqual(0);
      expect(10_000 - b.ok * 100 - w.ok * 1000).toBe(final);
      expect(await ledgerProblems(h.db)).toEqual([]);
      console.log(
        `[wallet mixed storm] ${b.ok}/200 stakes and ${w.ok}/20 withdrawals of 10.00 succeeded ` +
          `in ${elapsedMs} ms; final balance ${final / 100}`,
      );
    }, 120_000);
  },
);

describe.each(dbTargets())('wallet under concurrent debits on $name', (target) => {
  const h = usePlatform(target);

  it('sequential variant: stakes and withdrawals interleaved on a 30.00 wallet', async () => {
    const p = await createPlayer(h, { prefix: 'steps' });
    await fundReal(h.db, p, '30.00');
    const sel = await openSelection(h, TEST_NOW);
    const results: { kind: string; status: number; code?: string }[] = [];
    const record = async (kind: string, run: Promise<{ statusCode: number; body: string }>) => {
      const r = await run;
      const code = r.statusCode >= 400 ? ApiError.parse(JSON.parse(r.body)).code : undefined;
      results.push({ kind, status: r.statusCode, ...(code ? { code } : {}) });
      expect(await realBalanceMinor(h, p)).toBeGreaterThanOrEqual(0);
    };
    for (let i = 0; i < 5; i += 1) await record('bet', placeSingle(h, p, sel, 1));
    await record('withdrawal', cashier(h, p, 'withdrawals', { amount: 30 }));
    await record('withdrawal', cashier(h, p, 'withdrawals', { amount: 25 }));
    await record('bet', placeSingle(h, p, sel, 1));
    await record('withdrawal', cashier(h, p, 'withdrawals', { amount: 10 }));
    expect(results).toEqual([
      ...Array.from({ length: 5 }, () => ({ kind: 'bet', status: 201 })),
      { kind: 'withdrawal', status: 422, code: 'WITHDRAWAL_EXCEEDS_WITHDRAWABLE' },
      { kind: 'withdrawal', status: 201 },
      { kind: 'bet', status: 422, code: 'RES-00056' },
      { kind: 'withdrawal', status: 422, code: 'WITHDRAWAL_EXCEEDS_WITHDRAWABLE' },
    ]);
    expect(await realBalanceMinor(h, p)).toBe(0);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('a smaller burst on any database: 30 stakes and 3 withdrawals on 20.00', async () => {
    const p = await createPlayer(h, { prefix: 'burst' });
    await fundReal(h.db, p, '20.00');
    const sel = await openSelection(h, TEST_NOW);
    const [bets, ws] = await Promise.all([
      Promise.all(Array.from({ length: 30 }, () => placeSingle(h, p, sel, 1))),
      Promise.all(Array.from({ length: 3 }, () => cashier(h, p, 'withdrawals', { amount: 20 }))),
    ]);
    const b = tally(bets, 201);
    const w = tally(ws, 201);
    expect(2000 - b.ok * 100 - w.ok * 2000).toBe(await realBalanceMinor(h, p));
    expect(await realBalanceMinor(h, p)).toBe(0);
  });
});
