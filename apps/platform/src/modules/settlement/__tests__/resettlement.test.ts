import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FRONT_END_MULTIPLE_BET_TYPE_ID, systemBetTypeId } from '@touchline/betting';
import { ENDPOINTS, buildPath } from '@touchline/contract';
import { bearer, injectCall, sportsbookFullWallet } from '../../../test/kit';
import { fundPromoCash, houseBalanceMinor } from '../../wallet/__tests__/wallet-fixtures';
import { TEST_NOW } from '../../../test/harness';
import { dbTargets } from '../../../test/targets';
import { settleBets } from '../service';
import {
  balanceOf,
  EVENTS,
  fundedPlayer,
  openBetsOf,
  placeMultiLegBet,
  placeSingle,
  results,
  sel,
  settledBetsOf,
  useSettlementPlatform,
  type SettlementHarness,
} from '../../betting/__tests__/settlement-fixtures';

const [E1, E2, E3, E4, E5, E6, E7, E8] = EVENTS as [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

async function resettlementsOf(h: SettlementHarness, betId: number) {
  return h.db.query<{ previous_status: string; new_status: string; shortfall_minor: number }>(
    `SELECT previous_status, new_status, shortfall_minor FROM bet_resettlements
      WHERE bet_id = $1 ORDER BY id`,
    [betId],
  );
}

describe.each(dbTargets())('parlay extra winnings, resettlement and voids on $name', (target) => {
  const h = useSettlementPlatform(target);

  it('pays the promised extra winnings on a won multiple, as real money from house:promotions', async () => {
    const p = await fundedPlayer(h);
    const promotionsBefore = await houseBalanceMinor(h.db, 'house:promotions', p.currency);
    // A treble at 2.00 × 2.00 × 2.00 for 10.00: returns 80.00, winnings 70.00, +5 % = 3.50.
    const treble = await placeMultiLegBet(h, p, {
      betTypeId: FRONT_END_MULTIPLE_BET_TYPE_ID,
      description: 'Treble',
      unitStakeMinor: 1000,
      lines: 1,
      legs: [sel(E1, 1, 1), sel(E2, 1, 1), sel(E3, 1, 1)],
      extraWinningsMinor: 350,
    });
    await h.step(
      results(E1, 1, ['won', 'lost', 'lost']),
      results(E2, 1, ['won', 'lost', 'lost']),
      results(E3, 1, ['won', 'lost', 'lost']),
    );
    expect(await balanceOf(h, p)).toBe(90 + 80 + 3.5);
    expect((await settledBetsOf(h, p))[0]).toMatchObject({
      betId: treble,
      status: 'won',
      returns: 80,
    });
    expect(await houseBalanceMinor(h.db, 'house:promotions', p.currency)).toBe(
      promotionsBefore - 350,
    );
  });

  it('recomputes the extra winnings when a leg is void: the tier of the legs that counted, never above the promise', async () => {
    const p = await fundedPlayer(h);
    // A fourfold at 2.00 each for 10.00 promised 5 % of 150.00 = 7.50. One leg void: a treble
    // returning 80.00, 5 % of 70.00 = 3.50.
    await placeMultiLegBet(h, p, {
      betTypeId: FRONT_END_MULTIPLE_BET_TYPE_ID,
      description: 'Fourfold',
      unitStakeMinor: 1000,
      lines: 1,
      legs: [sel(E1, 2, 2), sel(E2, 2, 2), sel(E3, 2, 2), sel(E4, 2, 2)],
      extraWinningsMinor: 750,
    });
    await h.step(
      results(E1, 2, ['void', 'void']),
      results(E2, 2, ['lost', 'won']),
      results(E3, 2, ['lost', 'won']),
      results(E4, 2, ['lost', 'won']),
    );
    expect(await balanceOf(h, p)).toBe(90 + 80 + 3.5);
  });

  it('resettles a won single the feed turns to lost: the winnings are taken back through the ledger', async () => {
    const p = await fundedPlayer(h);
    const betId = await placeSingle(h, p, sel(E4, 1, 1), 10); // 10.00 at 2.00
    await h.step(results(E4, 1, ['won', 'lost', 'lost']));
    expect(await balanceOf(h, p)).toBe(110);
    const closing = await h.db.query<{ id: number }>(
      'SELECT closing_transaction_id AS id FROM bets WHERE id = $1',
      [betId],
    );

    await h.step(results(E4, 1, ['lost', 'won', 'lost']));
    expect(await balanceOf(h, p)).toBe(90);
    expect(await settledBetsOf(h, p)).toMatchObject([
      { betId, status: 'lost', returns: 0, legs: [{ result: 'lost' }] },
    ]);
    expect(await resettlementsOf(h, betId)).toEqual([
      { previous_status: 'won', new_status: 'lost', shortfall_minor: 0 },
    ]);
    // The first closing is kept as it was; a reversal and a new closing follow it.
    const kept = await h.db.query<{ n: number }>(
      'SELECT count(*)::bigint AS n FROM ledger_entries WHERE transaction_id = $1',
      [closing[0]?.id],
    );
    expect(kept[0]?.n).toBe(3);
    // The same results again change nothing.
    await h.step(results(E4, 1, ['lost', 'won', 'lost']));
    expect(await resettlementsOf(h, betId)).toHaveLength(1);
    expect(await balanceOf(h, p)).toBe(90);
  });

  it('resettles a lost single the feed turns to won: the returns are paid', async () => {
    const p = await fundedPlayer(h);
    const betId = await placeSingle(h, p, sel(E5, 1, 1), 5);
    await h.step(results(E5, 1, ['lost', 'won', 'lost']));
    expect(await balanceOf(h, p)).toBe(95);
    await h.step(results(E5, 1, ['won', 'lost', 'lost']));
    expect(await balanceOf(h, p)).toBe(105);
    expect(await settledBetsOf(h, p)).toMatchObject([{ betId, status: 'won', returns: 10 }]);
  });

  it('never takes a player below zero: what the balance cannot give back is a recorded shortfall', async () => {
    const p = await fundedPlayer(h, '10.00');
    const betId = await placeSingle(h, p, sel(E6, 1, 1), 10);
    await h.step(results(E6, 1, ['won', 'lost', 'lost']));
    expect(await balanceOf(h, p)).toBe(20);
    await placeSingle(h, p, sel(E4, 3, 1), 15); // most of the winnings staked again
    expect(await balanceOf(h, p)).toBe(5);
    const shortfallBefore = await houseBalanceMinor(
      h.db,
      'house:resettlement-shortfall',
      p.currency,
    );

    await h.step(results(E6, 1, ['lost', 'won', 'lost']));
    expect(await balanceOf(h, p)).toBe(0);
    expect(await resettlementsOf(h, betId)).toEqual([
      { previous_status: 'won', new_status: 'lost', shortfall_minor: 1500 },
    ]);
    expect(await houseBalanceMinor(h.db, 'house:resettlement-shortfall', p.currency)).toBe(
      shortfallBefore - 1500,
    );
  });

  it('does not resettle a cashed-out bet', async () => {
    const p = await fundedPlayer(h);
    const betId = await placeSingle(h, p, sel(E7, 1, 1), 10);
    const offer = (await openBetsOf(h, p))[0]?.cashOut;
    if (offer?.status !== 'available') throw new Error('no cash-out offer');
    const res = await h.app.inject({
      method: 'POST',
      url: `${buildPath(ENDPOINTS.bets.cashOut.path, { accountId: p.accountId, betId })}?uuid=${randomUUID()}`,
      headers: { ...p.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ amount: offer.amount }),
    });
    expect(res.statusCode).toBe(201);
    const afterCashOut = await balanceOf(h, p);
    await h.step(results(E7, 1, ['won', 'lost', 'lost']));
    await h.step(results(E7, 1, ['lost', 'won', 'lost']));
    expect(await balanceOf(h, p)).toBe(afterCashOut);
    expect(await resettlementsOf(h, betId)).toEqual([]);
    expect(await settledBetsOf(h, p)).toMatchObject([{ betId, status: 'cashed_out' }]);
  });

  it('puts back to open a multiple lost early whose losing leg the feed turns to won, then settles it', async () => {
    const p = await fundedPlayer(h);
    const treble = await placeMultiLegBet(h, p, {
      betTypeId: FRONT_END_MULTIPLE_BET_TYPE_ID,
      description: 'Treble',
      unitStakeMinor: 100,
      lines: 1,
      legs: [sel(E5, 3, 1), sel(E6, 3, 1), sel(E7, 3, 1)],
    });
    await h.step(results(E5, 3, ['lost', 'won']));
    expect(await settledBetsOf(h, p)).toMatchObject([{ betId: treble, status: 'lost' }]);

    await h.step(results(E5, 3, ['won', 'lost']));
    expect(await settledBetsOf(h, p)).toEqual([]);
    const open = await openBetsOf(h, p);
    expect(open.map((b) => b.betId)).toEqual([treble]);
    expect(open[0]?.legs.map((l) => l.result)).toEqual(['won', null, null]);
    expect(await balanceOf(h, p)).toBe(99);
    expect(await resettlementsOf(h, treble)).toEqual([
      { previous_status: 'lost', new_status: 'open', shortfall_minor: 0 },
    ]);

    await h.step(results(E6, 3, ['won', 'lost']), results(E7, 3, ['won', 'lost']));
    const [settled] = await settledBetsOf(h, p);
    expect(settled).toMatchObject({ betId: treble, status: 'won' });
    expect(await balanceOf(h, p)).toBe(99 + (settled?.returns ?? 0));
  });

  it('voids the legs of a cancelled event in a single, a multiple (at odds 1) and a system', async () => {
    const p = await fundedPlayer(h);
    const single = await placeSingle(h, p, sel(E8, 3, 1), 4);
    // A double 2.00 (cancelled) × 1.90 for 10.00 → 10.00 × 1.90 = 19.00.
    const double = await placeMultiLegBet(h, p, {
      betTypeId: FRONT_END_MULTIPLE_BET_TYPE_ID,
      description: 'Double',
      unitStakeMinor: 1000,
      lines: 1,
      legs: [sel(E8, 1, 1), sel(E1, 3, 1)],
    });
    // A 1.00 Trixie on 1.80 (cancelled), 1.90, 1.90: doubles 1.90 + 1.90 + 3.61, treble 3.61.
    const trixie = await placeMultiLegBet(h, p, {
      betTypeId: systemBetTypeId('058'),
      description: 'Trixie',
      unitStakeMinor: 100,
      lines: 4,
      legs: [sel(E8, 2, 1), sel(E2, 3, 1), sel(E3, 3, 1)],
    });
    expect(await balanceOf(h, p)).toBe(100 - 4 - 10 - 4);
    await h.step({
      type: 'eventStatus',
      eventId: E8,
      status: 'cancelled',
      at: TEST_NOW.toISOString(),
    });
    await h.platform.settlement.sweep();
    expect(await settledBetsOf(h, p)).toMatchObject([
      { betId: single, status: 'void', returns: 4 },
    ]);
    await h.step(
      results(E1, 3, ['won', 'lost']),
      results(E2, 3, ['won', 'lost']),
      results(E3, 3, ['won', 'lost']),
    );
    const settled = await settledBetsOf(h, p);
    expect(settled.find((b) => b.betId === double)).toMatchObject({
      status: 'won',
      returns: 19,
      legs: [{ result: 'void' }, { result: 'won' }],
    });
    expect(settled.find((b) => b.betId === trixie)).toMatchObject({
      status: 'won',
      returns: 11.02,
      legs: [{ result: 'void' }, { result: 'won' }, { result: 'won' }],
    });
    expect(await balanceOf(h, p)).toBe(116.02);
  });

  it('settles a page in one go, and when the page fails retries bet by bet so one bad bet holds back no other', async () => {
    const p = await fundedPlayer(h);
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) ids.push(await placeSingle(h, p, sel(E5, 2, 1), 1)); // 1.80
    const [, bad] = ids as [number, number, number];
    // A broken row (place terms no rule can read) makes deciding that bet throw.
    await h.db.owner.query(`UPDATE bet_legs SET place_terms = 'broken' WHERE bet_id = $1`, [bad]);
    await h.db.query(
      `UPDATE outcomes SET result = CASE WHEN id = $1 THEN 'won' ELSE 'lost' END WHERE market_id = $2`,
      [sel(E5, 2, 1).outcomeId, sel(E5, 2, 1).marketId],
    );
    const errors: number[] = [];
    const report = await settleBets(h.db, ids, TEST_NOW, (_e, betId) => errors.push(betId), 10);
    expect(report.settled.map((s) => s.betId).sort((a, b) => a - b)).toEqual(
      ids.filter((id) => id !== bad),
    );
    expect(report.failed).toBe(1);
    expect(errors).toEqual([bad]);
    expect(await balanceOf(h, p)).toBe(100.6);

    await h.db.owner.query('UPDATE bet_legs SET place_terms = NULL WHERE bet_id = $1', [bad]);
    const swept = await h.platform.settlement.sweep();
    expect(swept.settled.map((s) => s.betId)).toEqual([bad]);
    expect(await balanceOf(h, p)).toBe(102.4);
  });
});

describe.each(dbTargets())('a market voided after its bets settled, on $name', (target) => {
  const h = useSettlementPlatform(target);

  it('resettles a won single and a won double as the feed voids one market: winnings back, void at odds 1', async () => {
    const p = await fundedPlayer(h);
    const single = await placeSingle(h, p, sel(E1, 1, 1), 10); // 10.00 at 2.00
    // A double 2.00 × 1.80 for 5.00 → 18.00; with the first leg void, 5.00 × 1.80 = 9.00.
    const double = await placeMultiLegBet(h, p, {
      betTypeId: FRONT_END_MULTIPLE_BET_TYPE_ID,
      description: 'Double',
      unitStakeMinor: 500,
      lines: 1,
      legs: [sel(E1, 1, 1), sel(E2, 2, 1)],
    });
    await h.step(results(E1, 1, ['won', 'lost', 'lost']), results(E2, 2, ['won', 'lost']));
    expect(await balanceOf(h, p)).toBe(85 + 20 + 18);

    await h.step(results(E1, 1, ['void', 'void', 'void']));
    expect(await balanceOf(h, p)).toBe(85 + 10 + 9);
    const settled = await settledBetsOf(h, p);
    expect(settled.find((b) => b.betId === single)).toMatchObject({ status: 'void', returns: 10 });
    expect(settled.find((b) => b.betId === double)).toMatchObject({
      status: 'won',
      returns: 9,
      legs: [{ result: 'void' }, { result: 'won' }],
    });
  });

  it('gives a void free-money stake back as promo cash, never as real money, also on resettlement', async () => {
    const p = await fundedPlayer(h);
    await fundPromoCash(h.db, p, '5.00');
    const s = sel(E3, 1, 1); // 2.00
    const res = await injectCall(h.app, ENDPOINTS.bets.place, {
      params: { accountId: p.accountId },
      query: { uuid: randomUUID() },
      headers: bearer(p.token),
      body: {
        singles: [{ ...s, decimal: 1.01, ref: 'sel1', unitStake: 0, freeMoneyUnitStake: 5 }],
        userAcceptOdds: 'D',
      } as never,
    });
    expect(res.statusCode, res.body).toBe(201);
    const parts = async () => {
      const w = await sportsbookFullWallet(h.app, p);
      return [w.realBalance, w.promoCash];
    };
    expect(await parts()).toEqual([100, 0]);
    // Void: the 5.00 go back where they came from.
    await h.step(results(E3, 1, ['void', 'void', 'void']));
    expect(await parts()).toEqual([100, 5]);
    // The feed makes it a winner: the refund is taken back and 10.00 paid as a cash stake would.
    await h.step(results(E3, 1, ['won', 'lost', 'lost']));
    expect(await parts()).toEqual([110, 0]);
    // Void again: the winnings go, the stake is promo cash again.
    await h.step(results(E3, 1, ['void', 'void', 'void']));
    expect(await parts()).toEqual([100, 5]);
    // That promo cash is staked again; when the first bet turns winner, the refund it no longer
    // has is taken from real money instead.
    const again = await injectCall(h.app, ENDPOINTS.bets.place, {
      params: { accountId: p.accountId },
      query: { uuid: randomUUID() },
      headers: bearer(p.token),
      body: {
        singles: [
          { ...sel(E4, 1, 1), decimal: 1.01, ref: 'sel1', unitStake: 0, freeMoneyUnitStake: 5 },
        ],
        userAcceptOdds: 'D',
      } as never,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(await parts()).toEqual([100, 0]);
    await h.step(results(E3, 1, ['won', 'lost', 'lost']));
    expect(await parts()).toEqual([105, 0]);
  });
});
