import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BetCount,
  JackpotBets,
  JackpotSlipModel,
  OpenBets,
  SettledBets,
  PlacedJackpotBet,
  type ActiveJackpot,
} from '@touchline/contract';
import { apiClient, bearer, injectCall, sportsbookBalance } from '../../../test/kit';
import { dbTargets } from '../../../test/targets';
import {
  createPlayer,
  fundReal,
  houseBalanceMinor,
  login,
  type TestPlayer,
} from '../../wallet/__tests__/wallet-fixtures';
import { settleRound } from '../settlement-service';
import {
  ENDPOINTS,
  MIDWEEK,
  NEXT_WEEKEND,
  pick1x2,
  result1x2,
  straightPicks,
  TEST_NOW,
  useJackpotPlatform,
  WEEKEND,
  type JackpotHarness,
} from './jackpot-fixtures';

const { jackpot } = ENDPOINTS;

async function fundedPlayer(h: JackpotHarness, major = '100.00'): Promise<TestPlayer> {
  const p = await createPlayer(h, { prefix: 'jackpot' });
  await fundReal(h.db, p, major);
  return p;
}

const place = (
  h: JackpotHarness,
  p: TestPlayer,
  body: Record<string, unknown>,
  uuid: string = randomUUID(),
) =>
  injectCall(h.app, jackpot.place, {
    params: { accountId: p.accountId },
    query: { uuid },
    headers: bearer(p.token),
    body: body as never,
  });

const price = (h: JackpotHarness, body: Record<string, unknown>) =>
  injectCall(h.app, jackpot.selections, { body: body as never });

async function jackpotOf(h: JackpotHarness, kind: 'weekly' | 'midweek'): Promise<ActiveJackpot> {
  const found = (await h.active()).find((j) => j.kind === kind);
  if (!found) throw new Error(`no active ${kind} jackpot`);
  return found;
}

async function kinds(h: JackpotHarness) {
  const list = await h.active();
  const weekly = list.find((j) => j.kind === 'weekly');
  const midweek = list.find((j) => j.kind === 'midweek');
  if (!weekly || !midweek) throw new Error(`missing jackpots: ${JSON.stringify(list)}`);
  return { weekly, midweek };
}

/** Sum of every ledger transaction's entries that is not zero (must be none). */
async function unbalancedTransactions(h: JackpotHarness): Promise<number> {
  const rows = await h.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT transaction_id FROM ledger_entries
      GROUP BY transaction_id HAVING sum(amount_minor) <> 0) x`,
  );
  return rows[0]?.n ?? -1;
}

/** My Bets as the web reads it: the open list, the bet count and the settled history. */
async function myBetsModal(h: JackpotHarness, p: TestPlayer) {
  const headers = bearer(p.token);
  const params = { accountId: p.accountId };
  const open = await injectCall(h.app, ENDPOINTS.bets.openBets, { params, headers });
  const count = await injectCall(h.app, ENDPOINTS.wallet.betCount, { params, headers });
  const settled = await injectCall(h.app, ENDPOINTS.bets.settledBets, {
    query: { numberOfBets: 50 },
    headers,
  });
  expect([open.statusCode, count.statusCode, settled.statusCode]).toEqual([200, 200, 200]);
  return {
    open: OpenBets.parse(open.json()),
    betCount: BetCount.parse(count.json()).betCount,
    settled: SettledBets.parse(settled.json()),
  };
}

async function myBets(h: JackpotHarness, p: TestPlayer) {
  const res = await injectCall(h.app, jackpot.bets, {
    params: { accountId: p.accountId },
    headers: bearer(p.token),
  });
  expect(res.statusCode).toBe(200);
  return JackpotBets.parse(res.json()).bets;
}

describe.each(dbTargets())('jackpots on $name', (target) => {
  const h = useJackpotPlatform(target);

  describe('the active list', () => {
    it('offers a weekend jackpot of 13 and a midweek one of 8 from the football card, ordinals in kick-off order', async () => {
      const { weekly, midweek } = await kinds(h);
      expect(weekly).toMatchObject({ eventCount: 13, currency: 'EUR', stakePerLine: 1 });
      expect(midweek).toMatchObject({ eventCount: 8, stakePerLine: 1 });
      expect(weekly.tiers.map((t) => t.correct)).toEqual([13, 12, 11]);
      expect(midweek.tiers.map((t) => t.correct)).toEqual([8, 7]);
      for (const [j, pool] of [
        [weekly, WEEKEND],
        [midweek, MIDWEEK],
      ] as const) {
        expect(j.events.map((e) => e.ordinal)).toEqual(j.events.map((_, i) => i + 1));
        const starts = j.events.map((e) => Date.parse(e.startTime));
        expect(starts).toEqual([...starts].sort((a, b) => a - b));
        expect(j.closesAt).toBe(j.events[0]?.startTime);
        for (const e of j.events) {
          expect(pool).toContain(e.eventId);
          expect(e.outcomes.map((o) => o.outcomeId)).toEqual(
            [1, 2, 3].map((k) => pick1x2(e.eventId, k)),
          );
        }
      }
      expect(Date.parse(weekly.closesAt)).toBeGreaterThan(TEST_NOW.getTime());
    });

    it('shows the stake per line in the currency asked for and refuses an unknown one', async () => {
      const krw = (await h.active('KRW')).find((j) => j.kind === 'weekly');
      expect(krw?.currency).toBe('KRW');
      expect(krw?.stakePerLine).toBeGreaterThan(1);
      const res = await injectCall(h.app, jackpot.active, { query: { currency: 'XYZ' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_REQUEST' });
    });
  });

  describe('pricing', () => {
    it('prices a complete slip at one line, and multi-picks multiply the lines', async () => {
      const { weekly } = await kinds(h);
      const one = JackpotSlipModel.parse(
        (await price(h, { jackpotId: weekly.jackpotId, singles: straightPicks(weekly) })).json(),
      );
      expect(one).toMatchObject({ complete: true, noOfBets: 1, totalCost: 1, errors: [] });

      const [e1, e2] = weekly.events;
      if (!e1 || !e2) throw new Error('no events');
      const perm = [
        ...straightPicks(weekly),
        { ordinal: 1, outcomeId: pick1x2(e1.eventId, 2) },
        { ordinal: 2, outcomeId: pick1x2(e2.eventId, 2) },
        { ordinal: 2, outcomeId: pick1x2(e2.eventId, 3) },
      ];
      const model = await apiClient(h.app).jackpot.selections({
        body: { jackpotId: weekly.jackpotId, globalStake: '1.00', originId: '11', singles: perm },
      });
      expect(model).toMatchObject({
        complete: true,
        noOfBets: 6,
        totalCost: 6,
        jackpotTotalStake: 6,
      });

      // The cost call: the same slip as comma-joined outcome ids.
      const cost = await apiClient(h.app).jackpot.cost({
        query: {
          jackpotId: weekly.jackpotId,
          globalStake: '1',
          originId: '11',
          outcomeIds: perm.map((p) => p.outcomeId).join(','),
        },
      });
      expect(cost.model).toMatchObject({ totalCost: 6, noOfBets: 6, complete: true });
    });

    it('names every bad pick, an incomplete slip and a stake off the jackpot stake', async () => {
      const { weekly, midweek } = await kinds(h);
      const picks = straightPicks(weekly);
      const [, second, third] = picks;
      if (!second || !third) throw new Error('no picks');
      const bad = JackpotSlipModel.parse(
        (
          await price(h, {
            jackpotId: weekly.jackpotId,
            singles: [
              ...picks,
              { ordinal: 1, outcomeId: pick1x2(midweek.events[0]?.eventId ?? 0, 1) },
              { ordinal: 1, outcomeId: third.outcomeId },
              second,
            ],
          })
        ).json(),
      );
      expect(bad.complete).toBe(false);
      expect(bad.totalCost).toBe(0);
      expect(bad.errors.map((e) => [e.code, e.ordinal])).toEqual([
        ['JACKPOT_UNKNOWN_OUTCOME', 1],
        ['JACKPOT_ORDINAL_MISMATCH', 1],
        ['JACKPOT_DUPLICATE_PICK', 2],
      ]);

      const incomplete = JackpotSlipModel.parse(
        (await price(h, { jackpotId: weekly.jackpotId, singles: picks.slice(1) })).json(),
      );
      expect(incomplete).toMatchObject({ complete: false, noOfBets: 0, totalCost: 0 });
      expect(incomplete.errors.map((e) => e.code)).toEqual(['JACKPOT_INCOMPLETE']);

      const high = JackpotSlipModel.parse(
        (await price(h, { jackpotId: weekly.jackpotId, globalStake: 2, singles: picks })).json(),
      );
      expect(high.errors.map((e) => e.code)).toEqual(['RES-00034']);
      const low = JackpotSlipModel.parse(
        (
          await price(h, { jackpotId: weekly.jackpotId, globalStake: '0.5', singles: picks })
        ).json(),
      );
      expect(low.errors.map((e) => e.code)).toEqual(['RES-00140']);
    });

    it.each([
      ['a NaN stake', { globalStake: 'NaN' }],
      ['a negative stake', { globalStake: -1 }],
      ['an over-precise stake', { globalStake: '1.001' }],
      ['a non-integer ordinal', { singles: [{ ordinal: 1.5, outcomeId: 1 }] }],
      ['an unknown origin', { originId: '12' }],
    ])('refuses %s with a 400 naming the field', async (_what, patch) => {
      const { weekly } = await kinds(h);
      const res = await price(h, {
        jackpotId: weekly.jackpotId,
        singles: straightPicks(weekly),
        ...patch,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_REQUEST', message: expect.any(String) });
    });

    it('answers 404 for a jackpot that does not exist, on pricing and on the cost call', async () => {
      expect((await price(h, { jackpotId: 999_999, singles: [] })).statusCode).toBe(404);
      const res = await injectCall(h.app, jackpot.cost, {
        query: { jackpotId: 999_999, outcomeIds: '1,2' },
      });
      expect(res.statusCode).toBe(404);
      const bad = await injectCall(h.app, jackpot.cost, {
        query: { jackpotId: 1, outcomeIds: '1,,x' },
      });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('placement', () => {
    it('debits the cost in one go and shows the slip in the player’s jackpot bets', async () => {
      const { weekly } = await kinds(h);
      const p = await fundedPlayer(h);
      const [e1] = weekly.events;
      if (!e1) throw new Error('no events');
      const singles = [...straightPicks(weekly), { ordinal: 1, outcomeId: pick1x2(e1.eventId, 3) }];
      const res = await place(h, p, { jackpotId: weekly.jackpotId, originId: '21', singles });
      expect(res.statusCode).toBe(201);
      const bet = PlacedJackpotBet.parse(res.json());
      expect(bet).toMatchObject({
        jackpotId: weekly.jackpotId,
        status: 'open',
        noOfBets: 2,
        totalCost: 2,
        globalStake: 1,
        originId: '21',
        availableBalance: 98,
        returns: null,
      });
      expect(await sportsbookBalance(h.app, p)).toBe(98);
      const bets = await myBets(h, p);
      expect(bets.map((b) => b.betId)).toEqual([bet.betId]);
      expect(bets[0]?.singles).toHaveLength(14);
      expect(bets[0]?.singles[0]).toMatchObject({ ordinal: 1, eventId: e1.eventId, result: null });
      // My Bets carries the slip among the open bets and counts it; nothing is settled yet.
      const modal = await myBetsModal(h, p);
      expect(modal.open.bets).toEqual([]);
      expect(modal.open.jackpotBets?.map((b) => b.betId)).toEqual([bet.betId]);
      expect(modal.open.jackpotBets?.[0]).toMatchObject({ status: 'open', totalCost: 2 });
      expect(modal.betCount).toBe(1);
      expect(modal.settled.jackpotBets).toEqual([]);
      expect(await unbalancedTransactions(h)).toBe(0);
    });

    it('makes one slip and one debit of 20 concurrent requests with one uuid, and 409s another payload on it', async () => {
      const { weekly } = await kinds(h);
      const p = await fundedPlayer(h);
      const uuid = randomUUID();
      const body = { jackpotId: weekly.jackpotId, singles: straightPicks(weekly) };
      const answers = await Promise.all(Array.from({ length: 20 }, () => place(h, p, body, uuid)));
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 200)).toHaveLength(19);
      const ids = new Set(answers.map((a) => PlacedJackpotBet.parse(a.json()).betId));
      expect(ids.size).toBe(1);
      expect(await myBets(h, p)).toHaveLength(1);
      expect(await sportsbookBalance(h.app, p)).toBe(99);
      const [stakes] = await h.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ledger_transactions t JOIN jackpot_bets b
            ON b.reference = t.reference WHERE b.request_uuid = $1 AND t.kind = 'jackpot-stake'`,
        [uuid],
      );
      expect(stakes?.n).toBe(1);

      const other = await place(h, p, { ...body, singles: straightPicks(weekly, 2) }, uuid);
      expect(other.statusCode).toBe(409);
      expect(other.json()).toMatchObject({ code: 'CONFLICT' });
    });

    it('refuses an incomplete slip, a short balance, another player’s account and a bad uuid', async () => {
      const { weekly } = await kinds(h);
      const p = await fundedPlayer(h, '0.50');
      const incomplete = await place(h, p, {
        jackpotId: weekly.jackpotId,
        singles: straightPicks(weekly).slice(0, 12),
      });
      expect(incomplete.statusCode).toBe(422);
      expect(incomplete.json()).toMatchObject({ code: 'JACKPOT_INCOMPLETE' });

      const short = await place(h, p, {
        jackpotId: weekly.jackpotId,
        singles: straightPicks(weekly),
      });
      expect(short.statusCode).toBe(422);
      expect(short.json()).toMatchObject({ code: 'RES-00056' });
      expect(await sportsbookBalance(h.app, p)).toBe(0.5);
      expect(await myBets(h, p)).toEqual([]);

      const other = await fundedPlayer(h);
      const foreign = await injectCall(h.app, jackpot.place, {
        params: { accountId: p.accountId },
        query: { uuid: randomUUID() },
        headers: bearer(other.token),
        body: { jackpotId: weekly.jackpotId, originId: '11', singles: straightPicks(weekly) },
      });
      expect(foreign.statusCode).toBe(403);
      const noUuid = await h.app.inject({
        method: 'POST',
        url: `${jackpot.place.path.replace('{accountId}', String(other.accountId))}?uuid=nope`,
        headers: bearer(other.token),
        payload: { jackpotId: weekly.jackpotId, singles: straightPicks(weekly) },
      });
      expect(noUuid.statusCode).toBe(400);
    });
  });

  describe('closing and settlement', () => {
    it('refuses slips once the first match has kicked off and drops the jackpot from the active list', async () => {
      const { weekly } = await kinds(h);
      const p = await fundedPlayer(h);
      h.setNow(new Date(weekly.closesAt));
      try {
        const res = await place(h, p, {
          jackpotId: weekly.jackpotId,
          singles: straightPicks(weekly),
        });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ code: 'RES-00047' });
        expect((await h.active()).map((j) => j.jackpotId)).not.toContain(weekly.jackpotId);
        expect(await sportsbookBalance(h.app, p)).toBe(100);
      } finally {
        h.setNow(TEST_NOW);
      }
    });
  });

  describe('settlement (a platform of its own: only these slips in the pools)', () => {
    const h = useJackpotPlatform(target);

    it('settles the weekend jackpot once every match is resulted: tiers paid, empty tier rolled over, ledger balanced', async () => {
      const weekly = await jackpotOf(h, 'weekly');
      let [a, b, c] = [await fundedPlayer(h), await fundedPlayer(h), await fundedPlayer(h)];
      const first = weekly.events[0];
      if (!first) throw new Error('no events');
      // a: all home; b: home + draw on match 1; c: all away.
      const placed = [
        await place(h, a, { jackpotId: weekly.jackpotId, singles: straightPicks(weekly) }),
        await place(h, b, {
          jackpotId: weekly.jackpotId,
          singles: [...straightPicks(weekly), { ordinal: 1, outcomeId: pick1x2(first.eventId, 2) }],
        }),
        await place(h, c, { jackpotId: weekly.jackpotId, singles: straightPicks(weekly, 3) }),
      ];
      expect(placed.map((r) => r.statusCode)).toEqual([201, 201, 201]);
      const poolBefore = await houseBalanceMinor(h.db, 'house:jackpot-pool');
      const before = {
        a: await sportsbookBalance(h.app, a),
        b: await sportsbookBalance(h.app, b),
      };

      // After the last kick-off: home wins everywhere but a draw in the last match.
      h.setNow(new Date(Date.parse(weekly.events[12]?.startTime ?? '') + 2 * 3_600_000));
      try {
        // Sessions made at TEST_NOW have expired by then: log in again.
        [a, b, c] = [await login(h, a), await login(h, b), await login(h, c)];
        const results = weekly.events.map((e, i) => result1x2(e.eventId, i === 12 ? 2 : 1));
        await h.step(...results.slice(0, 12));
        expect((await myBets(h, a))[0]?.status).toBe('open'); // one match still to come
        await h.step(...results.slice(12));

        const [betA] = await myBets(h, a);
        const [betB] = await myBets(h, b);
        const [betC] = await myBets(h, c);
        expect(betA).toMatchObject({ status: 'won', bestCorrect: 12 });
        expect(betB).toMatchObject({ status: 'won', bestCorrect: 12 });
        expect(betC).toMatchObject({ status: 'lost', bestCorrect: 0, returns: 0 });
        expect(betA?.singles[12]).toMatchObject({ result: 'lost' });
        expect(betA?.singles[0]).toMatchObject({ result: 'won' });
        // My Bets: the slip has left the open list for the settled history, with its returns.
        const modalA = await myBetsModal(h, a);
        expect(modalA.open.jackpotBets).toEqual([]);
        expect(modalA.betCount).toBe(0);
        expect(modalA.settled.jackpotBets?.map((x) => x.betId)).toEqual([betA?.betId]);
        expect(modalA.settled.jackpotBets?.[0]).toMatchObject({ status: 'won', bestCorrect: 12 });

        // Stakes 4.00: house 20 % = 0.80; the tiers share 3.20 as 60/25/15 % = 1.92/0.80/0.48.
        // Nobody has 13 → 1.92 rolls over; 12 correct: a's line and b's first line share 0.80;
        // 11 correct: b's second line alone takes 0.48.
        const [settlement] = await h.db.query<{
          stakes_minor: number;
          house_minor: number;
          rollover_out_minor: number;
          paid_minor: number;
        }>(
          `SELECT stakes_minor, house_minor, rollover_out_minor, paid_minor FROM jackpot_settlements
            WHERE round_id = $1 AND currency = 'EUR'`,
          [weekly.jackpotId],
        );
        expect(settlement).toEqual({
          stakes_minor: 400,
          house_minor: 80,
          paid_minor: 128,
          rollover_out_minor: 192,
        });
        const house = 80;
        expect(betA?.returns).toBe(0.4);
        expect(betB?.returns).toBe(0.88);
        expect(await sportsbookBalance(h.app, a)).toBeCloseTo(before.a + 0.4, 2);
        expect(await sportsbookBalance(h.app, b)).toBeCloseTo(before.b + 0.88, 2);
        expect(await sportsbookBalance(h.app, c)).toBe(99);

        // Pool conserved: what left the pool account is the payouts and the house share.
        expect(await houseBalanceMinor(h.db, 'house:jackpot-pool')).toBe(
          poolBefore - (settlement?.paid_minor ?? 0) - house,
        );
        expect(await houseBalanceMinor(h.db, 'house:jackpot-result')).toBe(house);
        expect(await unbalancedTransactions(h)).toBe(0);
        const [rollover] = await h.db.query<{ amount_minor: number }>(
          `SELECT amount_minor FROM jackpot_rollovers WHERE kind = 'weekly' AND currency = 'EUR'`,
        );
        expect(rollover?.amount_minor).toBe(settlement?.rollover_out_minor);

        // The closed round made way for next weekend's, which carries the 1.92 rolled over.
        await h.platform.jackpots.sweep();
        const next = await jackpotOf(h, 'weekly');
        expect(next.jackpotId).not.toBe(weekly.jackpotId);
        expect(next.events.every((e) => NEXT_WEEKEND.includes(e.eventId))).toBe(true);
        expect(next).toMatchObject({ rollover: 1.92, prizePool: 1.92 });
        // 60/25/15 % of 1.92 = 1.152/0.48/0.288: floors 1.15/0.48/0.28, the 0.01 left to the top.
        expect(next.tiers.map((t) => t.amount)).toEqual([1.16, 0.48, 0.28]);
      } finally {
        h.setNow(TEST_NOW);
      }
    });

    it('pays a race of two settlements once, and counts a void match as right for everyone', async () => {
      const midweek = await jackpotOf(h, 'midweek');
      const d = await fundedPlayer(h);
      const res = await place(h, d, {
        jackpotId: midweek.jackpotId,
        singles: straightPicks(midweek),
      });
      expect(res.statusCode).toBe(201);
      // Results arrive before the close is seen (clock at TEST_NOW): nothing settles yet.
      await h.step(...midweek.events.map((e, i) => result1x2(e.eventId, i === 0 ? 0 : 1)));
      expect((await myBets(h, d))[0]?.status).toBe('open');
      const before = await sportsbookBalance(h.app, d);

      const after = new Date(Date.parse(midweek.events[7]?.startTime ?? '') + 3 * 3_600_000);
      const outcomes = await Promise.all([
        settleRound(h.db, midweek.jackpotId, after),
        settleRound(h.db, midweek.jackpotId, after),
      ]);
      expect(outcomes.filter((o) => o !== null)).toHaveLength(1);
      expect(await settleRound(h.db, midweek.jackpotId, after)).toBeNull();

      const [bet] = await myBets(h, d);
      // The only slip in EUR: 8 right (the void first match counts) → the whole top tier.
      expect(bet).toMatchObject({ status: 'won', bestCorrect: 8 });
      expect(bet?.singles[0]).toMatchObject({ result: 'void' });
      // Stake 1.00: house 0.20; the 8-correct tier takes 70 % of 0.80 = 0.56, the empty
      // 7-correct tier's 0.24 rolls over.
      expect(bet?.returns).toBe(0.56);
      expect(await sportsbookBalance(h.app, d)).toBeCloseTo(before + 0.56, 2);
      const [rollover] = await h.db.query<{ amount_minor: number }>(
        `SELECT amount_minor FROM jackpot_rollovers WHERE kind = 'midweek' AND currency = 'EUR'`,
      );
      expect(rollover?.amount_minor).toBe(24);
      const rows = await h.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM jackpot_settlements WHERE round_id = $1',
        [midweek.jackpotId],
      );
      expect(rows[0]?.n).toBe(1);
      expect(await unbalancedTransactions(h)).toBe(0);
    });
  });
});
