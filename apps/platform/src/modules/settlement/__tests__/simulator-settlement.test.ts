import { describe, expect, it } from 'vitest';
import { TEST_NOW, usePlatform } from '../../../test/harness';
import { dbTargets } from '../../../test/targets';
import { SETTLEMENT_TOPICS } from '../../../bus/topics';
import { heldStakeProblems } from '../../betting/__tests__/settlement-fixtures';
import {
  balanceOf,
  betCountOf,
  fundedPlayer,
  openBetsOf,
  placeSingle,
  settledBetsOf,
} from '../../betting/__tests__/settlement-fixtures';

/**
 * End to end with the real simulator at a fixed clock (seed 42, TEST_NOW): bets on every outcome
 * of the next match's first market, the clock moved past the match's end, one feed tick. The
 * simulator results the market, the platform settles each bet by what the feed decided.
 */
describe.each(dbTargets())('settlement of the simulator’s results on $name', (target) => {
  const h = usePlatform(target);

  it('settles every bet on a finished match by its outcome’s result', async () => {
    const [next] = await h.db.query<{ event_id: number; market_id: number; start_time: Date }>(
      `SELECT e.id AS event_id, m.id AS market_id, e.start_time
         FROM events e JOIN markets m ON m.event_id = e.id JOIN event_paths s ON s.id = e.sport_id
        WHERE e.status = 'scheduled' AND e.start_time > $1 AND m.status = 'open'
          AND s.code = 'FOOT' AND m.market_type_id = 1
        ORDER BY e.start_time, m.id LIMIT 1`,
      [TEST_NOW],
    );
    if (!next) throw new Error('no football match ahead');
    const outcomes = await h.db.query<{ id: number; price: string }>(
      'SELECT id, price::text AS price FROM outcomes WHERE market_id = $1 AND NOT hidden ORDER BY id',
      [next.market_id],
    );
    expect(outcomes.length).toBeGreaterThan(1);
    const p = await fundedPlayer(h);
    const bets = new Map<number, { outcome: number; price: number }>();
    for (const o of outcomes) {
      const betId = await placeSingle(
        h,
        p,
        { eventId: next.event_id, marketId: next.market_id, outcomeId: o.id },
        2,
      );
      bets.set(betId, { outcome: o.id, price: Number(o.price) });
    }
    const staked = 2 * outcomes.length;
    expect(await balanceOf(h, p)).toBe(100 - staked);

    const closed: string[] = [];
    const unsubscribe = h.platform.ctx.bus.subscribe(SETTLEMENT_TOPICS.betsClosed, (payload) =>
      closed.push(payload),
    );
    try {
      h.setNow(new Date(new Date(next.start_time).getTime() + 4 * 3_600_000));
      await h.platform.tick();
      await h.platform.settlement.idle();
    } finally {
      unsubscribe();
    }

    const resulted = await h.db.query<{ id: number; result: string | null }>(
      'SELECT id, result FROM outcomes WHERE market_id = $1',
      [next.market_id],
    );
    const resultOf = (id: number) => resulted.find((r) => r.id === id)?.result;
    expect(await openBetsOf(h, p)).toEqual([]);
    expect(await betCountOf(h, p)).toBe(0);
    const settled = await settledBetsOf(h, p);
    expect(settled).toHaveLength(outcomes.length);
    let returns = 0;
    for (const bet of settled) {
      const placed = bets.get(bet.betId);
      if (!placed) throw new Error(`unexpected bet ${bet.betId}`);
      const result = resultOf(placed.outcome);
      expect(bet.legs[0]?.result).toBe(result);
      const expected =
        result === 'won' ? Math.floor(200 * placed.price + 1e-9) / 100 : result === 'void' ? 2 : 0;
      expect(bet.returns).toBe(expected);
      returns += expected;
    }
    // A 1X2 market has exactly one winner.
    expect(settled.filter((b) => b.status === 'won')).toHaveLength(1);
    expect(await balanceOf(h, p)).toBeCloseTo(100 - staked + returns, 2);
    // The bus told the other instances (and, later, the player's devices) which bets closed.
    const announced = closed.flatMap(
      (payload) => (JSON.parse(payload) as { bets: { betId: number }[] }).bets,
    );
    expect(announced.map((b) => b.betId).sort((x, y) => x - y)).toEqual(
      [...bets.keys()].sort((x, y) => x - y),
    );
    expect(await heldStakeProblems(h.db)).toEqual([]);
  }, 60_000);
});
