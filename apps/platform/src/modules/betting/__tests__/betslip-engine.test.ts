import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  OpenBets,
  PlacedBetslip,
  PricedBetslip,
  type BetslipModelInput,
} from '@touchline/contract';
import { bearer, injectCall, loginPlayer, sportsbookFullWallet } from '../../../test/kit';
import { dbTargets } from '../../../test/targets';
import { ledgerProblems, TEST_NOW, usePlatform, type Harness } from '../../../test/harness';
import {
  createPlayer,
  fundPromoCash,
  fundReal,
  type TestPlayer,
} from '../../wallet/__tests__/wallet-fixtures';

const { betslip: S, bets: B } = ENDPOINTS;

interface Pick {
  readonly outcomeId: number;
  readonly marketId: number;
  readonly eventId: number;
  readonly decimal: number;
  readonly placeTerms: string | null;
}

/** Open pre-match selections, one per event (the first outcome of one open market each). */
async function picks(h: Harness, options: { placeTerms?: boolean } = {}): Promise<Pick[]> {
  const rows = await h.db.query<{
    outcome_id: string;
    market_id: string;
    event_id: string;
    price: string;
    place_terms: string | null;
  }>(
    `SELECT DISTINCT ON (e.id) o.id AS outcome_id, m.id AS market_id, e.id AS event_id,
            o.price::text AS price, m.place_terms
       FROM outcomes o JOIN markets m ON m.id = o.market_id JOIN events e ON e.id = m.event_id
      WHERE m.status = 'open' AND NOT o.hidden AND e.status = 'scheduled' AND e.start_time > $1
        AND (m.place_terms IS NOT NULL) = $2
      ORDER BY e.id, m.id, o.id`,
    [TEST_NOW, options.placeTerms ?? false],
  );
  return rows.map((r) => ({
    outcomeId: Number(r.outcome_id),
    marketId: Number(r.market_id),
    eventId: Number(r.event_id),
    decimal: Number(r.price),
    placeTerms: r.place_terms,
  }));
}

const sel = (p: Pick, i: number, unitStake: number | string = 0) => ({
  outcomeId: p.outcomeId,
  eventId: p.eventId,
  marketId: p.marketId,
  decimal: p.decimal,
  ref: `sel${String(i + 1)}`,
  unitStake,
});

const round2 = (n: number) => Math.round(n * 100) / 100;

describe.each(dbTargets())('the betting engine on $name', (target) => {
  const h = usePlatform(target, { finalChecks: ledgerProblems });

  const price = (
    body: Partial<BetslipModelInput> & { outcomeIds?: number[] | string },
    p?: TestPlayer,
    method: 'POST' | 'PUT' = 'PUT',
  ) =>
    injectCall(h.app, method === 'POST' ? S.addSelections : S.refresh, {
      body: { singles: [], ...body },
      ...(p ? { headers: bearer(p.token) } : {}),
    });

  const place = (p: TestPlayer, body: unknown, uuid: string = randomUUID()) =>
    injectCall(h.app, B.place, {
      params: { accountId: p.accountId },
      query: { uuid },
      headers: bearer(p.token),
      body: body as never,
    });

  const cash = async (p: TestPlayer) => (await sportsbookFullWallet(h.app, p)).realBalance;

  const funded = async (major = '1000.00', currency = 'EUR') => {
    const p = await createPlayer(h, { currency, prefix: 'engine' });
    await fundReal(h.db, p, major);
    return p;
  };

  const priced = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    return PricedBetslip.parse(res.json());
  };

  it('prices an anonymous slip: the multiple is the product of the legs, every system offered', async () => {
    const [a, b, c] = await picks(h);
    if (!a || !b || !c) throw new Error('need three events');
    const slip = priced(await price({ singles: [sel(a, 0), sel(b, 1), sel(c, 2)] }));
    expect(slip).toMatchObject({ accountId: null, availableBalance: null, currency: 'EUR' });
    expect(slip.singles.map((s) => s.outcomeState)).toEqual(['O', 'O', 'O']);
    const [multiple] = slip.multiples;
    expect(multiple?.betTypeId).toBe(200002);
    expect(multiple?.description).toBe('Treble');
    expect(multiple?.decimal).toBeCloseTo(a.decimal * b.decimal * c.decimal, 9);
    // Three selections: doubles (3 lines), Trixie (4) and Patent (7) — betting-domain §9.
    expect(slip.systems.map((s) => [s.betTypeId % 1000, s.noOfBets])).toEqual(
      expect.arrayContaining([
        [2, 3],
        [58, 4],
        [57, 7],
      ]),
    );
    expect(slip.errors).toEqual([]);
  });

  it('adds the selections of outcomeIds on POST (once), and PUT leaves the slip as sent', async () => {
    const [a, b] = await picks(h);
    if (!a || !b) throw new Error('need two events');
    const added = priced(
      await price(
        { singles: [sel(a, 0)], outcomeIds: `${b.outcomeId},${a.outcomeId}` },
        undefined,
        'POST',
      ),
    );
    expect(added.singles.map((s) => s.outcomeId)).toEqual([a.outcomeId, b.outcomeId]);
    expect(added.singles[1]).toMatchObject({ ref: 'sel2', decimal: b.decimal, unitStake: 0 });
    const same = priced(await price({ singles: [sel(a, 0)], outcomeIds: [b.outcomeId] }));
    expect(same.singles).toHaveLength(1);
  });

  it('prices for a player: available balance, stake limits, balance and closed selections', async () => {
    const p = await funded('50.00');
    const [a, b, gone] = await picks(h);
    if (!a || !b || !gone) throw new Error('need three events');
    await h.db.query('UPDATE outcomes SET hidden = true WHERE id = $1', [gone.outcomeId]);
    const slip = priced(
      await price({ singles: [sel(a, 0, 60), sel(b, 1, '10000.01'), sel(gone, 2)] }, p),
    );
    expect(slip.accountId).toBe(p.accountId);
    expect(slip.availableBalance).toBe(50);
    expect(slip.singles[2]).toMatchObject({
      outcomeState: 'C',
      message: 'Your selection is not available anymore',
    });
    const codes = slip.errors.map((e) => [e.code, e.ref ?? null]);
    expect(codes).toEqual(
      expect.arrayContaining([
        ['RES-00034', 'sel2'],
        ['RES-00056', null],
      ]),
    );
    expect(slip.errors.find((e) => e.code === 'RES-00034')?.limit).toBe(10000);
    // A closed selection is not part of the multiple.
    expect(slip.multiples[0]?.description).toBe('Double');
    await h.db.query('UPDATE outcomes SET hidden = false WHERE id = $1', [gone.outcomeId]);
  });

  it('places a treble and a Trixie: one debit for all of it, the bets with their legs in My Bets', async () => {
    const p = await funded('100.00');
    const [a, b, c] = await picks(h);
    if (!a || !b || !c) throw new Error('need three events');
    const res = await place(p, {
      singles: [sel(a, 0), sel(b, 1), sel(c, 2)],
      multiples: [{ betTypeId: 200002, ref: 'mul1', unitStake: 5 }],
      systems: [{ betTypeId: 201058, unitStake: '2.50' }],
      userAcceptOdds: 'D',
    });
    expect(res.statusCode, res.body).toBe(201);
    const placed = PlacedBetslip.parse(res.json());
    expect(placed.singles).toEqual([]);
    expect(placed.multiples[0]).toMatchObject({ ref: 'mul1', totalStake: 5 });
    expect(placed.systems[0]).toMatchObject({ description: 'Trixie', noOfBets: 4, totalStake: 10 });
    expect(placed.totalCost).toBe(15);
    expect(await cash(p)).toBe(85);
    const open = OpenBets.parse(
      (
        await injectCall(h.app, B.openBets, {
          params: { accountId: p.accountId },
          headers: bearer(p.token),
        })
      ).json(),
    );
    expect(open.bets.map((bet) => [bet.betTypeId, bet.legs.length, bet.totalStake])).toEqual(
      expect.arrayContaining([
        [200002, 3, 5],
        [201058, 3, 10],
      ]),
    );
    const treble = open.bets.find((bet) => bet.betTypeId === 200002);
    expect(treble?.potentialReturns).toBe(
      Math.floor(500 * a.decimal * b.decimal * c.decimal) / 100,
    );
    // My Bets shows every line's stake and count, each leg's market and score board.
    const trixie = open.bets.find((bet) => bet.betTypeId === 201058);
    expect(trixie).toMatchObject({
      status: 'open',
      unitStake: 2.5,
      noOfBets: 4,
      totalStake: 10,
      eachWay: false,
      eachWayParts: null,
      freeMoneyStake: 0,
    });
    expect(treble).toMatchObject({ unitStake: 5, noOfBets: 1 });
    expect(trixie?.legs.map((l) => [l.outcomeId, l.marketState, l.live.status])).toEqual([
      [a.outcomeId, 'OPEN', 'NOT_STARTED'],
      [b.outcomeId, 'OPEN', 'NOT_STARTED'],
      [c.outcomeId, 'OPEN', 'NOT_STARTED'],
    ]);
    // A suspended leg shows as such, and takes the cash-out offer away.
    await h.db.query(`UPDATE markets SET status = 'suspended' WHERE id = $1`, [b.marketId]);
    const one = OpenBets.shape.bets.element.parse(
      (
        await injectCall(h.app, B.openBet, {
          params: { accountId: p.accountId, betId: trixie?.betId ?? 0 },
          headers: bearer(p.token),
        })
      ).json(),
    );
    expect(one.legs.map((l) => l.marketState)).toEqual(['OPEN', 'SUSPENDED', 'OPEN']);
    expect(one.cashOut).toEqual({ status: 'unavailable', reason: 'SUSPENDED' });
    await h.db.query(`UPDATE markets SET status = 'open' WHERE id = $1`, [b.marketId]);
  });

  it('places each-way on a market with place terms for twice the stake, and refuses it elsewhere', async () => {
    const p = await funded('100.00');
    const [race] = await picks(h, { placeTerms: true });
    const [football] = await picks(h);
    if (!race || !football) throw new Error('need a race and a match');
    const ew = await place(p, {
      singles: [{ ...sel(race, 0, 4), eachWay: true }],
      userAcceptOdds: 'D',
    });
    expect(ew.statusCode, ew.body).toBe(201);
    const placed = PlacedBetslip.parse(ew.json());
    expect(placed.singles[0]).toMatchObject({ eachWay: true, totalStake: 8 });
    expect(placed.singles[0]?.potentialPlaceWin).toBeGreaterThan(4);
    expect(await cash(p)).toBe(92);
    // My Bets shows the two parts, each 4, the place part at the leg's terms.
    const [bet] = OpenBets.parse(
      (
        await injectCall(h.app, B.openBets, {
          params: { accountId: p.accountId },
          headers: bearer(p.token),
        })
      ).json(),
    ).bets;
    expect(bet).toMatchObject({
      eachWay: true,
      unitStake: 4,
      totalStake: 8,
      potentialPlaceWin: placed.singles[0]?.potentialPlaceWin,
      eachWayParts: {
        win: { stake: 4, potentialReturns: placed.singles[0]?.potentialReturns },
        place: { stake: 4, potentialReturns: placed.singles[0]?.potentialPlaceWin },
      },
    });
    expect(bet?.legs[0]?.placeTerms).toBe(race.placeTerms);

    const refused = await place(p, {
      singles: [{ ...sel(football, 0, 4), eachWay: true }],
      userAcceptOdds: 'D',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'RES-00103' });
    expect(await cash(p)).toBe(92);
  });

  it('takes a free-money stake from promo cash only, and refuses one above it (RES-00241)', async () => {
    const p = await funded('20.00');
    await fundPromoCash(h.db, p, '5.00');
    const [a, b] = await picks(h);
    if (!a || !b) throw new Error('need two events');
    const res = await place(p, {
      singles: [{ ...sel(a, 0), freeMoneyUnitStake: 5 }, sel(b, 1, 3)],
      userAcceptOdds: 'D',
    });
    expect(res.statusCode, res.body).toBe(201);
    const wallet = await sportsbookFullWallet(h.app, p);
    expect([wallet.promoCash, wallet.realBalance]).toEqual([0, 17]);
    const more = await place(p, {
      singles: [{ ...sel(a, 0), freeMoneyUnitStake: 1 }],
      userAcceptOdds: 'D',
    });
    expect(more.statusCode).toBe(422);
    expect(more.json()).toMatchObject({ code: 'RES-00241' });
  });

  it('refuses to combine two outcomes of one event (RES-00218) and a higher stake than allowed', async () => {
    const p = await funded();
    const [a, b] = await picks(h);
    if (!a || !b) throw new Error('need two events');
    const [other] = await h.db.query<{ id: string; market_id: string; price: string }>(
      `SELECT o.id, o.market_id, o.price::text AS price FROM outcomes o JOIN markets m ON m.id = o.market_id
        WHERE m.event_id = $1 AND m.id <> $2 AND m.status = 'open' AND NOT o.hidden LIMIT 1`,
      [a.eventId, a.marketId],
    );
    if (!other) throw new Error('need a second market');
    const sameEvent = {
      outcomeId: Number(other.id),
      marketId: Number(other.market_id),
      eventId: a.eventId,
      decimal: Number(other.price),
      placeTerms: null,
    };
    const res = await place(p, {
      singles: [sel(a, 0), sel(b, 1), sel(sameEvent, 2)],
      multiples: [{ betTypeId: 200002, unitStake: 1 }],
      userAcceptOdds: 'D',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'RES-00218' });
    expect(await cash(p)).toBe(1000);
  });

  it('reads stake limits by currency: a VND bet of 10,000,000 is taken, one more dong is not', async () => {
    const vnd = await loginPlayer(h.app, 'vnd.demo', 'demo-pass-1');
    const p = { ...vnd, id: 0, currency: 'VND' } as TestPlayer;
    const [a] = await picks(h);
    if (!a) throw new Error('need an event');
    const over = await place(p, { singles: [sel(a, 0, 10_000_001)], userAcceptOdds: 'D' });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'RES-00034' });
    const max = await place(p, { singles: [sel(a, 0, 10_000_000)], userAcceptOdds: 'D' });
    expect(max.statusCode, max.body).toBe(201);
    const decimals = await place(p, { singles: [sel(a, 0, '10.5')], userAcceptOdds: 'D' });
    expect(decimals.statusCode).toBe(400);
  });

  it('answers malformed slips with 400 { code, message }', async () => {
    const p = await funded();
    const [a] = await picks(h);
    if (!a) throw new Error('need an event');
    const bad: unknown[] = [
      { singles: [{ ...sel(a, 0, 1), decimal: 2.1234567 }] },
      { singles: [{ ...sel(a, 0, 1), decimal: Number.MAX_VALUE }] },
      { singles: [sel(a, 0, -1)] },
      { singles: [sel(a, 0, '1e5')] },
      { singles: [sel(a, 0, 1e300)] },
      { singles: [{ ...sel(a, 0, 1), outcomeId: 2 ** 64 }] },
      { singles: [sel(a, 0, 1)], systems: [{ betTypeId: 'x', unitStake: 1 }] },
      { singles: [sel(a, 0, 1)], userAcceptOdds: 'maybe' },
    ];
    for (const body of bad) {
      const res = await place(p, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_REQUEST', message: expect.any(String) });
      const pricedRes = await price(body as never, p);
      expect(pricedRes.statusCode, JSON.stringify(body)).toBe(400);
    }
    // Unknown selections and too many are business answers, not 400s.
    const unknown = priced(
      await price({ singles: [{ ...sel(a, 0, 1), outcomeId: 987654321 }] }, p),
    );
    expect(unknown.errors[0]).toMatchObject({ code: 'RES-00098', ref: 'sel1' });
    expect(await cash(p)).toBe(1000);
  });

  it('is idempotent on the uuid: 50 concurrent and 50 sequential sends make one bet and one debit', async () => {
    const p = await funded('100.00');
    const [a] = await picks(h);
    if (!a) throw new Error('need an event');
    const uuid = randomUUID();
    const body = { singles: [sel(a, 0, 3)], userAcceptOdds: 'D' };
    const concurrent = await Promise.all(Array.from({ length: 50 }, () => place(p, body, uuid)));
    const statuses = concurrent.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(49);
    const ids = new Set(concurrent.map((r) => PlacedBetslip.parse(r.json()).betSlipId));
    expect(ids.size).toBe(1);
    for (let i = 0; i < 50; i += 1) {
      const again = await place(p, body, uuid);
      expect(again.statusCode).toBe(200);
    }
    expect(await cash(p)).toBe(97);
    const other = await place(p, { ...body, singles: [sel(a, 0, 4)] }, uuid);
    expect(other.statusCode).toBe(409);
    expect(await cash(p)).toBe(97);
  });

  it('never overdraws one wallet under 200 concurrent bets', async () => {
    const p = await funded('100.00');
    const [a] = await picks(h);
    if (!a) throw new Error('need an event');
    const results = await Promise.all(
      Array.from({ length: 200 }, () => place(p, { singles: [sel(a, 0, 1)], userAcceptOdds: 'D' })),
    );
    const accepted = results.filter((r) => r.statusCode === 201).length;
    const refused = results.filter((r) => r.statusCode === 422);
    expect(accepted).toBe(100);
    expect(refused).toHaveLength(100);
    expect(refused.every((r) => r.json<{ code: string }>().code === 'RES-00056')).toBe(true);
    expect(await cash(p)).toBe(0);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('never accepts a bet after the suspension that raced it', async () => {
    const p = await funded('100.00');
    const candidates = (await picks(h)).slice(0, 8);
    let accepted = 0;
    let refused = 0;
    for (let i = 0; i < 32; i += 1) {
      const a = candidates[i % candidates.length];
      if (!a) throw new Error('need events');
      const placing = place(p, { singles: [sel(a, 0, 1)], userAcceptOdds: 'D' });
      // Start the suspension at different moments of the placement.
      await new Promise((resolve) => setTimeout(resolve, i % 8));
      const suspending = h.db.transaction(async (tx) => {
        await tx.query(`UPDATE markets SET status = 'suspended' WHERE id = $1`, [a.marketId]);
        // What the suspension saw placed on the market when it took it.
        const [row] = await tx.query<{ n: string }>(
          'SELECT count(*) AS n FROM bet_legs WHERE market_id = $1',
          [a.marketId],
        );
        return Number(row?.n ?? 0);
      });
      const [placed, seenBySuspension] = await Promise.all([placing, suspending]);
      const [after] = await h.db.query<{ n: string }>(
        'SELECT count(*) AS n FROM bet_legs WHERE market_id = $1',
        [a.marketId],
      );
      // Every bet accepted on the market committed before the suspension took it.
      expect(Number(after?.n)).toBe(seenBySuspension);
      if (placed.statusCode === 201) accepted += 1;
      else {
        expect(placed.json()).toMatchObject({ code: 'RES-00108' });
        refused += 1;
      }
      await h.db.query(`UPDATE markets SET status = 'open' WHERE id = $1`, [a.marketId]);
    }
    expect(accepted + refused).toBe(32);
  });

  /**
   * Places a single on `pick` while a feed step holds the pick's event (the ingest writes events
   * first): the placement reaches the book's locks and waits for the event, then the step writes
   * the pick's outcome (`price` is the SQL of its new price) and commits.
   */
  async function placeDuringFeedStep(
    p: TestPlayer,
    pick: Pick,
    userAcceptOdds: 'A' | 'D',
    price: string,
  ) {
    let placing: ReturnType<typeof place> | undefined;
    await h.db.transaction(async (tx) => {
      await tx.query('UPDATE events SET status = status WHERE id = $1', [pick.eventId]);
      placing = place(p, { singles: [sel(pick, 0, 1)], userAcceptOdds });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.query(`UPDATE outcomes SET price = ${price} WHERE id = $1`, [pick.outcomeId]);
    });
    if (!placing) throw new Error('the placement did not start');
    return placing;
  }

  it('waits for a feed step that holds its event and then its outcome, and neither deadlocks', async () => {
    const p = await funded('100.00');
    const [a] = await picks(h);
    if (!a) throw new Error('need an event');
    const placed = await placeDuringFeedStep(p, a, 'D', 'price');
    expect(placed.statusCode).toBe(201);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('decides again when the price moves between its read and its write', async () => {
    const p = await funded('100.00');
    const [, b] = await picks(h);
    if (!b) throw new Error('need two events');
    // The write sees the book changed since the read and the placement is decided again.
    const placed = await placeDuringFeedStep(p, b, 'A', 'price + 0.5');
    // 'A' accepts no change: the player is shown the new price, nothing is staked.
    expect(placed.statusCode).toBe(422);
    expect(placed.json()).toMatchObject({
      code: 'RES-00152',
      errors: [expect.objectContaining({ code: 'RES-00152', decimal: b.decimal + 0.5 })],
    });
    expect(await h.db.query('SELECT 1 FROM bets WHERE player_id = $1', [p.id])).toHaveLength(0);
    expect(await cash(p)).toBe(100);
  });

  it('places many players’ slips together, each debited once, deciding again only the one whose price moved', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => funded('100.00')));
    const [moved, ...others] = (await picks(h)).slice(2, 14);
    if (!moved || others.length < 11) throw new Error('need twelve events');
    let placing: Promise<LightMyRequestResponse[]> | undefined;
    // A feed step holds the moved pick's event while all twelve are read, decided and written.
    await h.db.transaction(async (tx) => {
      await tx.query('UPDATE events SET status = status WHERE id = $1', [moved.eventId]);
      placing = Promise.all(
        players.map((p, i) => {
          const pick = i === 0 ? moved : others[i - 1];
          if (!pick) throw new Error('no pick');
          return place(p, { singles: [sel(pick, 0, 1)], userAcceptOdds: i === 0 ? 'A' : 'D' });
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.query('UPDATE outcomes SET price = price + 0.5 WHERE id = $1', [moved.outcomeId]);
    });
    if (!placing) throw new Error('the placements did not start');
    const [first, ...rest] = await placing;
    expect(first?.statusCode).toBe(422);
    expect(first?.json()).toMatchObject({ code: 'RES-00152' });
    expect(rest.map((r) => r.statusCode)).toEqual(rest.map(() => 201));
    const balances = await Promise.all(players.map((p) => cash(p)));
    expect(balances).toEqual([100, ...rest.map(() => 99)]);
    const ids = players.map((p) => p.id);
    const [bets] = await h.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM bets WHERE player_id = ANY($1::bigint[])',
      [ids],
    );
    expect(Number(bets?.n)).toBe(11);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('serves the parlay extra-winnings config and applies it to a logged-in multiple', async () => {
    const epw = await injectCall(h.app, S.epw, {});
    expect(epw.statusCode).toBe(200);
    const config = epw.json<{ epwPromoFilterValues: { betSize: number }[]; maxAmount: number }>();
    const sizes = config.epwPromoFilterValues.map((v) => v.betSize);
    expect(sizes).toEqual([...sizes].sort((x, y) => x - y));
    const p = await funded();
    const legs = (await picks(h)).slice(0, Math.max(...sizes, 3));
    const body = {
      singles: legs.map((l, i) => sel(l, i)),
      multiples: [{ betTypeId: 200002, unitStake: 1 }],
    };
    const anonymous = priced(await price(body));
    const player = priced(await price(body, p));
    expect(anonymous.multiples[0]?.extraParlayWinnings).toBe(0);
    expect(player.multiples[0]?.extraParlayWinnings).toBeGreaterThan(0);
    expect(round2(player.multiples[0]?.extraParlayWinnings ?? 0)).toBeLessThanOrEqual(
      config.maxAmount,
    );
  });
});
