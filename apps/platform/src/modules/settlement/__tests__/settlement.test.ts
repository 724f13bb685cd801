import { describe, expect, it } from 'vitest';
import { FRONT_END_MULTIPLE_BET_TYPE_ID, systemBetTypeId } from '@touchline/betting';
import { ENDPOINTS, buildPath } from '@touchline/contract';
import { TEST_NOW } from '../../../test/harness';
import { dbTargets } from '../../../test/targets';
import { settleBet, sweepOpenBets } from '../service';
import {
  balanceOf,
  betCountOf,
  EVENTS,
  fundedPlayer,
  openBetsOf,
  placeMultiLegBet,
  placeSingle,
  results,
  sel,
  settledBetsOf,
  useSettlementPlatform,
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

const noErrors = (error: unknown) => {
  throw error;
};

describe.each(dbTargets())('settlement on $name', (target) => {
  const h = useSettlementPlatform(target);

  it('settles a winning single when the feed results its market: the balance rises by the returns', async () => {
    const p = await fundedPlayer(h);
    const betId = await placeSingle(h, p, sel(E1, 1, 1), 10); // 10.00 at 2.00
    expect(await balanceOf(h, p)).toBe(90);
    expect(await betCountOf(h, p)).toBe(1);

    await h.step(results(E1, 1, ['won', 'lost', 'lost']));

    expect(await balanceOf(h, p)).toBe(110);
    expect(await openBetsOf(h, p)).toEqual([]);
    expect(await betCountOf(h, p)).toBe(0);
    const missing = await h.app.inject({
      method: 'GET',
      url: buildPath(ENDPOINTS.bets.openBet.path, { accountId: p.accountId, betId }),
      headers: p.auth,
    });
    expect(missing.statusCode).toBe(404);
    const [settled] = await settledBetsOf(h, p);
    expect(settled).toMatchObject({
      betId,
      status: 'won',
      totalStake: 10,
      returns: 20,
      settledAt: TEST_NOW.toISOString(),
      legs: [{ outcomeId: sel(E1, 1, 1).outcomeId, decimal: 2, result: 'won' }],
    });
  });

  it('pays nothing on a lost single', async () => {
    const p = await fundedPlayer(h);
    await placeSingle(h, p, sel(E1, 2, 1), 5);
    await h.step(results(E1, 2, ['lost', 'won']));
    expect(await balanceOf(h, p)).toBe(95);
    expect(await settledBetsOf(h, p)).toMatchObject([
      { status: 'lost', returns: 0, legs: [{ result: 'lost' }] },
    ]);
  });

  it('refunds a void single (odds 1) and reduces a dead heat', async () => {
    const p = await fundedPlayer(h);
    const voided = await placeSingle(h, p, sel(E1, 3, 1), 7.5);
    // Two runners tie for one paid place: half the stake at 2.00 → 10.00 × 2.00 / 2.
    const tied = await placeSingle(h, p, sel(E2, 1, 1), 10);
    expect(await balanceOf(h, p)).toBe(82.5);
    await h.step(
      results(E1, 3, ['void', 'void']),
      results(E2, 1, [{ result: 'won', tiedFor: 2, places: 1 }, 'lost', 'lost']),
    );
    expect(await balanceOf(h, p)).toBe(82.5 + 7.5 + 10);
    const settled = await settledBetsOf(h, p);
    expect(settled.find((b) => b.betId === voided)).toMatchObject({ status: 'void', returns: 7.5 });
    expect(settled.find((b) => b.betId === tied)).toMatchObject({ status: 'won', returns: 10 });
  });

  it('pays once when the results arrive twice and a sweep runs after them', async () => {
    const p = await fundedPlayer(h);
    await placeSingle(h, p, sel(E2, 2, 2), 10); // at 2.00
    await h.step(results(E2, 2, ['lost', 'won']));
    expect(await balanceOf(h, p)).toBe(110);
    await h.step(results(E2, 2, ['lost', 'won']));
    const swept = await h.platform.settlement.sweep();
    expect(swept.settled).toEqual([]);
    expect(await balanceOf(h, p)).toBe(110);
    expect(await settledBetsOf(h, p)).toHaveLength(1);
  });

  it('voids the bets of a cancelled event on the next sweep', async () => {
    const p = await fundedPlayer(h);
    await placeSingle(h, p, sel(E3, 3, 2), 4);
    await h.step({
      type: 'eventStatus',
      eventId: E3,
      status: 'cancelled',
      at: TEST_NOW.toISOString(),
    });
    expect(await balanceOf(h, p)).toBe(96); // no results message: nothing yet
    const swept = await h.platform.settlement.sweep();
    expect(swept.settled).toMatchObject([{ playerId: p.id, status: 'void', returnsMinor: 400 }]);
    expect(await balanceOf(h, p)).toBe(100);
  });

  it('settles results that arrived while no instance listened; two concurrent sweeps pay once', async () => {
    const players = await Promise.all([fundedPlayer(h), fundedPlayer(h), fundedPlayer(h)]);
    const bets: { player: (typeof players)[number]; stake: number }[] = [];
    for (const [i, player] of players.entries()) {
      await placeSingle(h, player, sel(E4, 1, 1), 10 + i); // wins at 2.00
      await placeSingle(h, player, sel(E4, 2, 1), 5); // loses
      bets.push({ player, stake: 10 + i });
    }
    // The results reach the database with no `results` message (an instance that was down).
    await h.db.query(
      `UPDATE outcomes SET result = CASE WHEN id = $1 THEN 'won' ELSE 'lost' END
        WHERE market_id = ANY($2::bigint[])`,
      [sel(E4, 1, 1).outcomeId, [sel(E4, 1, 1).marketId, sel(E4, 2, 1).marketId]],
    );
    const [a, b] = await Promise.all([
      sweepOpenBets(h.db, TEST_NOW, noErrors),
      sweepOpenBets(h.db, TEST_NOW, noErrors),
    ]);
    const settled = [...(a?.settled ?? []), ...(b?.settled ?? [])];
    expect(settled).toHaveLength(6);
    expect(new Set(settled.map((s) => s.betId)).size).toBe(6);
    for (const { player, stake } of bets) {
      expect(await balanceOf(h, player)).toBe(100 - stake - 5 + stake * 2);
    }
    expect((await h.platform.settlement.sweep()).settled).toEqual([]);
    // Past the sweeps' filters: the bet row itself refuses a second settlement.
    for (const s of settled) expect(await settleBet(h.db, s.betId, TEST_NOW)).toBeNull();
    for (const { player, stake } of bets) {
      expect(await balanceOf(h, player)).toBe(100 - stake - 5 + stake * 2);
    }
  });

  it('pays once when two settlements of the same bets race', async () => {
    const p = await fundedPlayer(h);
    const picks = [sel(E5, 2, 1), sel(E5, 2, 2), sel(E6, 3, 1), sel(E6, 3, 2)];
    picks.push(sel(E7, 2, 1), sel(E7, 2, 2), sel(E8, 2, 1), sel(E8, 2, 2));
    const ids: number[] = [];
    for (const pick of picks) ids.push(await placeSingle(h, p, pick, 1));
    await h.db.query(`UPDATE outcomes SET result = 'void' WHERE id = ANY($1::bigint[])`, [
      picks.map((pick) => pick.outcomeId),
    ]);
    const raced = await Promise.all(
      ids.flatMap((id) => [settleBet(h.db, id, TEST_NOW), settleBet(h.db, id, TEST_NOW)]),
    );
    const closed = raced.filter((r) => r !== null);
    expect(closed.map((r) => r.betId).sort((x, y) => x - y)).toEqual(ids);
    expect(await balanceOf(h, p)).toBe(100);
  });

  it('settles an accumulator with a void leg at odds 1, and loses one at its first losing leg', async () => {
    const p = await fundedPlayer(h);
    // A double 2.00 × 1.80 for 5.00: one leg void → 5.00 × 1.80 = 9.00.
    const double = await placeMultiLegBet(h, p, {
      betTypeId: FRONT_END_MULTIPLE_BET_TYPE_ID,
      description: 'Double',
      unitStakeMinor: 500,
      lines: 1,
      legs: [sel(E5, 1, 1), sel(E6, 2, 1)],
    });
    // A treble whose first leg loses while the other two are still to play.
    const treble = await placeMultiLegBet(h, p, {
      betTypeId: FRONT_END_MULTIPLE_BET_TYPE_ID,
      description: 'Treble',
      unitStakeMinor: 200,
      lines: 1,
      legs: [sel(E5, 3, 1), sel(E7, 3, 1), sel(E8, 3, 1)],
    });
    expect(await balanceOf(h, p)).toBe(93);
    await h.step(results(E5, 1, ['void', 'lost', 'lost']), results(E5, 3, ['lost', 'won']));
    const early = await settledBetsOf(h, p);
    expect(early.map((b) => [b.betId, b.status, b.returns])).toEqual([[treble, 'lost', 0]]);
    expect(early[0]?.legs.map((l) => l.result)).toEqual(['lost', null, null]);
    const open = await openBetsOf(h, p);
    expect(open.map((b) => b.betId)).toEqual([double]);
    expect(open[0]?.legs.map((l) => l.result)).toEqual(['void', null]);

    h.setNow(new Date(TEST_NOW.getTime() + 60_000)); // settled later: newest first
    await h.step(results(E6, 2, ['won', 'lost']));
    expect(await balanceOf(h, p)).toBe(93 + 9);
    expect((await settledBetsOf(h, p))[0]).toMatchObject({
      betId: double,
      status: 'won',
      returns: 9,
    });
  });

  it('settles a system bet line by line: a 1.00 Trixie on 2.00 won, 3.00 void, 4.00 won returns 22.00', async () => {
    const p = await fundedPlayer(h);
    const trixie = await placeMultiLegBet(h, p, {
      betTypeId: systemBetTypeId('058'),
      description: 'Trixie',
      unitStakeMinor: 100,
      lines: 4,
      legs: [sel(E6, 1, 1), sel(E7, 1, 2), sel(E8, 1, 3)],
    });
    expect(await balanceOf(h, p)).toBe(96);
    await h.step(
      results(E6, 1, ['won', 'lost', 'lost']),
      results(E7, 1, ['void', 'void', 'void']),
      results(E8, 1, ['lost', 'lost', 'won']),
    );
    // Doubles 2 × 1 + 2 × 4 + 1 × 4 = 14, treble 2 × 1 × 4 = 8: 22.00 for 4.00 staked.
    expect(await balanceOf(h, p)).toBe(96 + 22);
    expect((await settledBetsOf(h, p))[0]).toMatchObject({
      betId: trixie,
      status: 'won',
      totalStake: 4,
      returns: 22,
      legs: [{ result: 'won' }, { result: 'void' }, { result: 'won' }],
    });
  });
});
