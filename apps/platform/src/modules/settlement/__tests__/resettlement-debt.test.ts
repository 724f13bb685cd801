import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, WalletTransactions, withQuery } from '@touchline/contract';
import { sportsbookFullWallet } from '../../../test/kit';
import { dbTargets } from '../../../test/targets';
import { readDebt } from '../../wallet';
import {
  cashier,
  houseBalanceMinor,
  type TestPlayer,
} from '../../wallet/__tests__/wallet-fixtures';
import {
  balanceOf,
  EVENTS,
  fundedPlayer,
  placeSingle,
  results,
  sel,
  useSettlementPlatform,
  type SettlementHarness,
} from '../../betting/__tests__/settlement-fixtures';

const [E1, E2, E3, E4, E5, E6] = EVENTS as [number, number, number, number, number, number];
/** Each event's two two-way markets: 2 (1.80 / 2.00) and 3 (1.90 / 1.90), fresh below. */
const FRESH_EVENTS = [...EVENTS];
const SHORTFALL = 'house:resettlement-shortfall';

/** [kind, amount] of the player's statement lines, newest first. */
async function statement(h: SettlementHarness, p: TestPlayer, kind?: string) {
  const res = await h.app.inject({
    method: 'GET',
    url: withQuery(ENDPOINTS.wallet.transactions.path, kind ? { kind } : {}),
    headers: p.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return WalletTransactions.parse(res.json()).transactions.map((t) => [t.kind, t.amount]);
}

/**
 * A player who won 10.00, staked most of it again and then had the win taken back by a
 * resettlement: the balance cannot give back 15.00 of the 20.00, so the player owes 15.00.
 */
async function owingPlayer(h: SettlementHarness, won: number, restaked: number) {
  const p = await fundedPlayer(h, '10.00');
  await placeSingle(h, p, sel(won, 1, 1), 10); // 10.00 at 2.00
  await h.step(results(won, 1, ['won', 'lost', 'lost']));
  const open = await placeSingle(h, p, sel(restaked, 1, 1), 15); // 15.00 at 2.00, still open
  await h.step(results(won, 1, ['lost', 'won', 'lost']));
  expect(await balanceOf(h, p)).toBe(0);
  return { p, open };
}

describe.each(dbTargets())('what a resettlement leaves owing, paid back on $name', (target) => {
  const h = useSettlementPlatform(target);

  it('shows the debt in the wallet and keeps it out of the withdrawable amount', async () => {
    const shortfallBefore = await houseBalanceMinor(h.db, SHORTFALL);
    const { p } = await owingPlayer(h, E1, E2);
    expect(await sportsbookFullWallet(h.app, p)).toMatchObject({
      realBalance: 0,
      withdrawableAmount: 0,
      resettlementDebt: 15,
    });
    expect(await readDebt(h.db, p.id)).toMatchObject({
      owedMinor: 1500,
      movements: [{ kind: 'incurred', amountMinor: 1500 }],
    });
    expect(await houseBalanceMinor(h.db, SHORTFALL)).toBe(shortfallBefore - 1500);
  });

  it('takes the debt from the next deposit first, then from winnings, and the rest is the player’s', async () => {
    const shortfallBefore = await houseBalanceMinor(h.db, SHORTFALL);
    const { p } = await owingPlayer(h, E3, E4);

    // A deposit of 10.00 pays back 10.00 of the 15.00: nothing reaches the balance.
    const deposit = await cashier(h, p, 'deposits', { amount: 10 });
    expect(deposit.statusCode, deposit.body).toBe(201);
    expect(await balanceOf(h, p)).toBe(0);
    expect(await sportsbookFullWallet(h.app, p)).toMatchObject({ resettlementDebt: 5 });
    expect((await statement(h, p)).slice(0, 2)).toEqual([
      ['resettlement-repayment', -10],
      ['deposit', 10],
    ]);

    // The open 15.00 bet wins 30.00: 5.00 pays off the rest of the debt, 25.00 is the player's.
    await h.step(results(E4, 1, ['won', 'lost', 'lost']));
    expect(await balanceOf(h, p)).toBe(25);
    const wallet = await sportsbookFullWallet(h.app, p);
    expect(wallet.resettlementDebt).toBeUndefined();
    expect((await statement(h, p, 'winnings')).slice(0, 2)).toEqual([
      ['resettlement-repayment', -5],
      ['bet-return', 30],
    ]);
    const debt = await readDebt(h.db, p.id);
    expect(debt.owedMinor).toBe(0);
    expect(debt.movements.map((m) => [m.kind, m.amountMinor])).toEqual([
      ['repaid', -500],
      ['repaid', -1000],
      ['incurred', 1500],
    ]);
    // The house's shortfall is whole again.
    expect(await houseBalanceMinor(h.db, SHORTFALL)).toBe(shortfallBefore);
  });

  it('pays back from a resettlement in the player’s favour', async () => {
    const { p } = await owingPlayer(h, E5, E6);
    // The lost restake turns won: 30.00 less the 15.00 owed.
    await h.step(results(E6, 1, ['lost', 'won', 'lost']));
    expect(await balanceOf(h, p)).toBe(0);
    await h.step(results(E6, 1, ['won', 'lost', 'lost']));
    expect(await balanceOf(h, p)).toBe(15);
    expect((await readDebt(h.db, p.id)).owedMinor).toBe(0);
  });

  it('keeps balance and debt as one net position through random results, deposits and withdrawals', async () => {
    const events = [...FRESH_EVENTS];
    const shortfallBefore = await houseBalanceMinor(h.db, SHORTFALL);
    let owedByAll = 0;
    type Step =
      { kind: 'flip'; bet: 0 | 1 } | { kind: 'deposit'; cents: number } | { kind: 'withdrawAll' };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.constantFrom(0 as const, 1 as const).map((bet) => ({ kind: 'flip' as const, bet })),
      fc.integer({ min: 1_000, max: 5_000 }).map((cents) => ({ kind: 'deposit' as const, cents })),
      fc.constant({ kind: 'withdrawAll' as const }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 10, max: 20 }),
        fc.array(step, { minLength: 3, maxLength: 8 }),
        async (restake, steps) => {
          const event = events.shift();
          if (event === undefined) throw new Error('the card has run out of fresh events');
          // Bet 0: 10.00 on market 2's second outcome at 2.00, won. Bet 1: the restake on market
          // 3's first outcome at 1.90, lost. Each market's result as [first, second] outcome.
          const bets = [
            { market: 2, returnsMinor: 2_000, won: ['lost', 'won'], lost: ['won', 'lost'] },
            { market: 3, returnsMinor: restake * 190, won: ['won', 'lost'], lost: ['lost', 'won'] },
          ] as const;
          // The model: what the player would hold if a balance could go negative. The balance
          // is its positive part, the debt its negative part; never both.
          let net = 1_000;
          const p = await fundedPlayer(h, '10.00');
          await placeSingle(h, p, sel(event, 2, 2), 10);
          net -= 1_000;
          await h.step(results(event, 2, [...bets[0].won]));
          net += bets[0].returnsMinor;
          await placeSingle(h, p, sel(event, 3, 1), restake);
          net -= restake * 100;
          await h.step(results(event, 3, [...bets[1].lost]));
          const won = [true, false];
          for (const s of steps) {
            if (s.kind === 'flip') {
              const bet = bets[s.bet];
              const nowWon = !won[s.bet];
              won[s.bet] = nowWon;
              await h.step(results(event, bet.market, [...(nowWon ? bet.won : bet.lost)]));
              net += (nowWon ? 1 : -1) * bet.returnsMinor;
            } else if (s.kind === 'deposit') {
              const res = await cashier(h, p, 'deposits', { amount: s.cents / 100 });
              expect(res.statusCode, res.body).toBe(201);
              net += s.cents;
            } else {
              const wallet = await sportsbookFullWallet(h.app, p);
              if (wallet.withdrawableAmount >= 10) {
                const res = await cashier(h, p, 'withdrawals', {
                  amount: wallet.withdrawableAmount,
                });
                expect(res.statusCode, res.body).toBe(201);
                net -= Math.round(wallet.withdrawableAmount * 100);
              }
            }
            const wallet = await sportsbookFullWallet(h.app, p);
            expect(Math.round(wallet.realBalance * 100)).toBe(Math.max(0, net));
            expect(Math.round((wallet.resettlementDebt ?? 0) * 100)).toBe(Math.max(0, -net));
            const debt = await readDebt(h.db, p.id);
            expect(debt.owedMinor).toBe(Math.max(0, -net));
            expect(debt.movements.reduce((sum, m) => sum + m.amountMinor, 0)).toBe(debt.owedMinor);
          }
          owedByAll += Math.max(0, -net);
          // The house's shortfall is exactly what the players owe.
          expect(await houseBalanceMinor(h.db, SHORTFALL)).toBe(shortfallBefore - owedByAll);
        },
      ),
      { numRuns: FRESH_EVENTS.length, endOnFailure: true },
    );
  }, 120_000);
});
