import { describe, expect, it } from 'vitest';
import {
  ActiveJackpots,
  BookingCode,
  ENDPOINTS,
  LoadedBetslipCode,
  LoadedJackpotCode,
} from '@touchline/contract';
import { injectCall } from '../../../test/kit';
import { dbTargets } from '../../../test/targets';
import { TEST_NOW, usePlatform, type Harness } from '../../../test/harness';

const { booking: K, jackpot: J } = ENDPOINTS;

interface Pick {
  readonly outcomeId: number;
  readonly marketId: number;
  readonly eventId: number;
  readonly decimal: number;
}

async function picks(h: Harness): Promise<Pick[]> {
  const rows = await h.db.query<{
    outcome_id: string;
    market_id: string;
    event_id: string;
    price: string;
  }>(
    `SELECT DISTINCT ON (e.id) o.id AS outcome_id, m.id AS market_id, e.id AS event_id,
            o.price::text AS price
       FROM outcomes o JOIN markets m ON m.id = o.market_id JOIN events e ON e.id = m.event_id
      WHERE m.status = 'open' AND NOT o.hidden AND e.status = 'scheduled' AND e.start_time > $1
        AND m.place_terms IS NULL
      ORDER BY e.id, m.id, o.id`,
    [TEST_NOW],
  );
  return rows.map((r) => ({
    outcomeId: Number(r.outcome_id),
    marketId: Number(r.market_id),
    eventId: Number(r.event_id),
    decimal: Number(r.price),
  }));
}

describe.each(dbTargets())('booking codes on $name', (target) => {
  const h = usePlatform(target);

  const book = (body: unknown) => injectCall(h.app, K.createBetslipCode, { body: body as never });
  const load = (code: string) => injectCall(h.app, K.loadBetslipCode, { params: { code } });

  it('books a slip under a short readable code and rebuilds it at the prices of now', async () => {
    const [a, b, c] = await picks(h);
    if (!a || !b || !c) throw new Error('need three events');
    const res = await book({
      singles: [a, b, c].map((p, i) => ({ ...p, ref: `sel${String(i + 1)}`, unitStake: 2 })),
      multiples: [{ betTypeId: 200002, unitStake: 1 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const code = BookingCode.parse(res.json());
    expect(code.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(code).toMatchObject({ kind: 'betslip', selections: 3 });

    // The price moves and one selection closes before the code is loaded.
    await h.db.query('UPDATE outcomes SET price = price + 0.1 WHERE id = $1', [a.outcomeId]);
    await h.db.query('UPDATE outcomes SET hidden = true WHERE id = $1', [c.outcomeId]);
    const loaded = load(code.code.toLowerCase());
    const res2 = await loaded;
    expect(res2.statusCode, res2.body).toBe(200);
    const slip = LoadedBetslipCode.parse(res2.json());
    expect(slip.singles.map((s) => s.outcomeId)).toEqual([a.outcomeId, b.outcomeId]);
    expect(slip.singles[0]?.decimal).toBeCloseTo(a.decimal + 0.1, 6);
    expect(slip.singles.map((s) => s.unitStake)).toEqual([2, 2]);
    expect(slip.multiples[0]).toMatchObject({ description: 'Double', unitStake: 1 });
    expect(slip.dropped).toEqual([
      { outcomeId: c.outcomeId, message: 'Your selection is not available anymore' },
    ]);
    expect(slip.errors).toEqual([]);
    // Each kept selection is named as the lists name it, so the slip can be drawn again.
    const names = await h.db.query<{ ev: string; mk: string; oc: string }>(
      `SELECT e.description AS ev, m.description AS mk, o.description AS oc
         FROM outcomes o JOIN markets m ON m.id = o.market_id JOIN events e ON e.id = m.event_id
        WHERE o.id = $1`,
      [b.outcomeId],
    );
    expect(slip.labels.map((l) => l.outcomeId)).toEqual([a.outcomeId, b.outcomeId]);
    expect(slip.labels[1]).toEqual({
      outcomeId: b.outcomeId,
      eventDescription: names[0]?.ev,
      marketDescription: names[0]?.mk,
      outcomeDescription: names[0]?.oc,
    });
    expect(slip.labels[1]?.eventDescription.length).toBeGreaterThan(0);
    await h.db.query('UPDATE outcomes SET hidden = false WHERE id = $1', [c.outcomeId]);
  });

  it('refuses what cannot be booked or loaded with a clear 4xx', async () => {
    const [a] = await picks(h);
    if (!a) throw new Error('need an event');
    const nothing = await book({ singles: [{ outcomeId: 987654321, unitStake: 1 }] });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json()).toMatchObject({ code: 'NOTHING_TO_BOOK' });
    expect((await book({ singles: [] })).statusCode).toBe(400);
    const tooMany = Array.from({ length: 16 }, () => ({ outcomeId: a.outcomeId }));
    expect((await book({ singles: tooMany })).statusCode).toBe(400);
    expect(
      (await book({ singles: [{ outcomeId: a.outcomeId, unitStake: '1.234' }] })).statusCode,
    ).toBe(400);

    const unknown = await load('ABCDEFGH');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    for (const bad of ['abc', 'ABCDEFG0', 'ABCDEFGHI', '%00%00%00%00']) {
      const res = await load(bad);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('lets a code expire after 7 days', async () => {
    const [a] = await picks(h);
    if (!a) throw new Error('need an event');
    const code = BookingCode.parse((await book({ singles: [{ outcomeId: a.outcomeId }] })).json());
    expect(new Date(code.expiresAt).getTime() - TEST_NOW.getTime()).toBe(7 * 86_400_000);
    h.setNow(new Date(TEST_NOW.getTime() + 7 * 86_400_000));
    expect((await load(code.code)).statusCode).toBe(404);
    h.setNow(TEST_NOW);
  });

  it('books a jackpot slip and prices it again when loaded', async () => {
    await h.platform.jackpots.sweep();
    const active = ActiveJackpots.parse((await injectCall(h.app, J.active, {})).json());
    const jackpot = active.jackpots[0];
    if (!jackpot) throw new Error('no active jackpot');
    const singles = jackpot.events.map((e) => {
      const [first] = e.outcomes;
      if (!first) throw new Error('an event without outcomes');
      return { ordinal: e.ordinal, outcomeId: first.outcomeId };
    });
    const res = await injectCall(h.app, K.createJackpotCode, {
      body: { jackpotId: jackpot.jackpotId, singles },
    });
    expect(res.statusCode, res.body).toBe(201);
    const code = BookingCode.parse(res.json());
    expect(code).toMatchObject({ kind: 'jackpot', selections: singles.length });
    const loaded = await injectCall(h.app, K.loadJackpotCode, { params: { code: code.code } });
    expect(loaded.statusCode, loaded.body).toBe(200);
    const model = LoadedJackpotCode.parse(loaded.json());
    expect(model).toMatchObject({ jackpotId: jackpot.jackpotId, complete: true, noOfBets: 1 });
    // A betslip code is not a jackpot code.
    expect(
      (await injectCall(h.app, K.loadBetslipCode, { params: { code: code.code } })).statusCode,
    ).toBe(404);
  });
});
