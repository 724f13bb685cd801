import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  OpenBets,
  PlacedBetslip,
  PricedBetslip,
  SettledBets,
} from '@touchline/contract';
import { bearer, injectCall, sportsbookFullWallet } from '../../../test/kit';
import { dbTargets } from '../../../test/targets';
import { ledgerProblems, TEST_NOW, usePlatform } from '../../../test/harness';
import { saveMarketStates } from '../../catalog';
import { createPlayer, fundReal, type TestPlayer } from '../../wallet/__tests__/wallet-fixtures';

const { betslip: S, bets: B } = ENDPOINTS;

interface LivePick {
  readonly outcomeId: number;
  readonly marketId: number;
  readonly eventId: number;
  readonly decimal: number;
}

describe.each(dbTargets())('in-play bets on $name', (target) => {
  let now = TEST_NOW;
  const h = usePlatform(target, { finalChecks: ledgerProblems });
  const at = (ms: number) => {
    now = new Date(now.getTime() + ms);
    h.setNow(now);
  };

  /**
   * A football event kicked off ten minutes ago with one market offered in running (its period
   * moved to the in-running id, pre-match + 100) and one still on a pre-match period.
   */
  async function liveEvent(): Promise<{ live: LivePick; preMatchOnly: LivePick }> {
    const rows = await h.db.query<{
      event_id: string;
      market_id: string;
      outcome_id: string;
      price: string;
    }>(
      `SELECT e.id AS event_id, m.id AS market_id, o.id AS outcome_id, o.price::text AS price
         FROM events e JOIN event_paths sp ON sp.id = e.sport_id
         JOIN markets m ON m.event_id = e.id JOIN outcomes o ON o.market_id = m.id
        WHERE sp.code = 'FOOT' AND e.status = 'scheduled' AND m.status = 'open' AND NOT o.hidden
          AND m.period_id < 200 AND e.start_time > $1
          AND e.id NOT IN (SELECT event_id FROM bet_legs)
          AND (SELECT count(*) FROM markets m2
                WHERE m2.event_id = e.id AND m2.status = 'open' AND m2.period_id < 200) >= 2
        ORDER BY e.start_time DESC, m.id, o.id`,
      [now],
    );
    const [first] = rows;
    if (!first) throw new Error('no football event');
    const markets = [
      ...new Set(rows.filter((r) => r.event_id === first.event_id).map((r) => r.market_id)),
    ];
    const [liveMarket, preMarket] = markets;
    if (!liveMarket || !preMarket) throw new Error('need two markets');
    await h.db.query(`UPDATE events SET status = 'live', start_time = $2 WHERE id = $1`, [
      first.event_id,
      new Date(now.getTime() - 600_000),
    ]);
    await h.db.query('UPDATE markets SET period_id = period_id + 100 WHERE id = $1', [liveMarket]);
    const pick = (marketId: string): LivePick => {
      const row = rows.find((r) => r.market_id === marketId);
      if (!row) throw new Error('no outcome');
      return {
        outcomeId: Number(row.outcome_id),
        marketId: Number(row.market_id),
        eventId: Number(row.event_id),
        decimal: Number(row.price),
      };
    };
    return { live: pick(liveMarket), preMatchOnly: pick(preMarket) };
  }

  const single = (p: LivePick, unitStake: number) => ({
    singles: [{ ...p, ref: 'sel1', unitStake }],
    userAcceptOdds: 'D' as const,
  });

  const place = (p: TestPlayer, body: unknown) =>
    injectCall(h.app, B.place, {
      params: { accountId: p.accountId },
      query: { uuid: randomUUID() },
      headers: bearer(p.token),
      body: body as never,
    });

  const status = async (p: TestPlayer, betSlipId: number) => {
    const res = await injectCall(h.app, S.status, {
      params: { betSlipId },
      headers: bearer(p.token),
      body: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return PlacedBetslip.parse(res.json());
  };

  const myOpenBets = async (p: TestPlayer) =>
    OpenBets.parse(
      (
        await injectCall(h.app, B.openBets, {
          params: { accountId: p.accountId },
          headers: bearer(p.token),
        })
      ).json(),
    ).bets;
  const openBetIds = async (p: TestPlayer) =>
    (await myOpenBets(p)).filter((b) => b.status === 'open').map((b) => b.betId);

  const realBalance = async (p: TestPlayer) => (await sportsbookFullWallet(h.app, p)).realBalance;

  const player = async () => {
    const p = await createPlayer(h, { prefix: 'inplay' });
    await fundReal(h.db, p, '100.00');
    return p;
  };

  it('prices a live selection as referred, with the delay it will wait', async () => {
    const { live } = await liveEvent();
    const res = await injectCall(h.app, S.refresh, { body: single(live, 2) });
    const slip = PricedBetslip.parse(res.json());
    expect(slip).toMatchObject({ betMayBeReferred: true, delay: 5, errors: [] });
    expect(slip.singles[0]?.inPlay).toBe(true);
  });

  it('holds a live bet for the delay, awaiting approval, then accepts it', async () => {
    const p = await player();
    const { live } = await liveEvent();
    const res = await place(p, single(live, 10));
    expect(res.statusCode, res.body).toBe(201);
    const placed = PlacedBetslip.parse(res.json());
    expect(placed).toMatchObject({ status: 'PENDING', betMayBeReferred: true, delay: 5 });
    expect(placed.acceptAt).toBe(new Date(now.getTime() + 5000).toISOString());
    expect(await realBalance(p)).toBe(90);
    // Awaiting approval: listed in My Bets as pending, without a cash-out offer; asking early
    // changes nothing.
    at(4000);
    expect((await status(p, placed.betSlipId)).status).toBe('PENDING');
    expect(await openBetIds(p)).toEqual([]);
    expect(await myOpenBets(p)).toEqual([
      expect.objectContaining({
        betId: placed.singles[0]?.betId,
        status: 'pending',
        cashOut: { status: 'unavailable', reason: 'PENDING' },
      }),
    ]);
    at(1000);
    const accepted = await status(p, placed.betSlipId);
    expect(accepted).toMatchObject({ status: 'ACCEPTED', acceptAt: null });
    expect(await openBetIds(p)).toEqual([placed.singles[0]?.betId]);
    expect(await realBalance(p)).toBe(90);
    // In My Bets the live leg carries the event's score and clock.
    const [bet] = await myOpenBets(p);
    expect(bet?.legs[0]?.live.status).toBe('IN_PLAY');
    expect(bet?.legs[0]?.live.scores.map((s) => s.opponentId)).toHaveLength(2);
  });

  it('rejects a live bet whose market was suspended during the delay, and returns the stake', async () => {
    const p = await player();
    const { live } = await liveEvent();
    const placed = PlacedBetslip.parse((await place(p, single(live, 10))).json());
    expect(placed.status).toBe('PENDING');
    // Suspended and reopened within the delay: the market is open again, the bet is still off.
    await h.db.transaction((tx) =>
      saveMarketStates(tx, [{ id: live.marketId, status: 'suspended', alert_suspended: false }]),
    );
    await h.db.transaction((tx) =>
      saveMarketStates(tx, [{ id: live.marketId, status: 'open', alert_suspended: false }]),
    );
    at(5000);
    // The acceptor's timer decides it (the status call would too).
    expect(await h.platform.inPlay.run()).toBeGreaterThanOrEqual(1);
    const rejected = await status(p, placed.betSlipId);
    expect(rejected.status).toBe('REJECTED');
    expect(rejected.errors[0]).toMatchObject({ code: 'RES-00108' });
    expect(await realBalance(p)).toBe(100);
    expect(await myOpenBets(p)).toEqual([]);
    const settled = SettledBets.parse(
      (await injectCall(h.app, B.settledBets, { headers: bearer(p.token) })).json(),
    );
    expect(settled.bets).toEqual([]);
  });

  it('rejects when the price fell against the player, accepts when it rose', async () => {
    const p = await player();
    const { live } = await liveEvent();
    const down = PlacedBetslip.parse((await place(p, single(live, 5))).json());
    await h.db.query('UPDATE outcomes SET price = price - 0.05 WHERE id = $1', [live.outcomeId]);
    at(5000);
    const rejected = await status(p, down.betSlipId);
    expect(rejected.status).toBe('REJECTED');
    expect(rejected.errors[0]).toMatchObject({ code: 'RES-00152' });
    expect(rejected.errors[0]?.decimal).toBeCloseTo(live.decimal - 0.05, 6);

    const lower = { ...live, decimal: Number((live.decimal - 0.05).toFixed(2)) };
    const up = PlacedBetslip.parse((await place(p, single(lower, 5))).json());
    await h.db.query('UPDATE outcomes SET price = price + 0.2 WHERE id = $1', [live.outcomeId]);
    at(5000);
    expect((await status(p, up.betSlipId)).status).toBe('ACCEPTED');
    expect(await realBalance(p)).toBe(95);
  });

  it('refuses a pre-match-only market once the event has started (RES-00047)', async () => {
    const p = await player();
    const { preMatchOnly } = await liveEvent();
    const res = await place(p, single(preMatchOnly, 5));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'RES-00047' });
    expect(await realBalance(p)).toBe(100);
  });

  it("answers 404 for another player's slip and 400 for a malformed id", async () => {
    const p = await player();
    const q = await player();
    const { live } = await liveEvent();
    const placed = PlacedBetslip.parse((await place(p, single(live, 1))).json());
    const theirs = await injectCall(h.app, S.status, {
      params: { betSlipId: placed.betSlipId },
      headers: bearer(q.token),
      body: {},
    });
    expect(theirs.statusCode).toBe(404);
    const bad = await injectCall(h.app, S.status, {
      params: { betSlipId: 'x' },
      headers: bearer(p.token),
      body: {},
    });
    expect(bad.statusCode).toBe(400);
    at(5000);
    await status(p, placed.betSlipId);
  });
});
