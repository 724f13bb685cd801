import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { money } from '@touchline/betting';
import {
  buildPath,
  ENDPOINTS,
  EventsPage,
  OpenBets,
  PlacedBetslip,
  withQuery,
  type Outcome,
} from '@touchline/contract';
import { sportsbookBalance } from '../../../test/kit';
import { dbTargets } from '../../../test/targets';
import {
  ledgerProblems,
  loginDemo,
  TEST_NOW,
  usePlatform,
  type Harness,
} from '../../../test/harness';
import { hashPassword } from '../../identity';
import { deposit } from '../../wallet';

interface Pick {
  eventId: number;
  marketId: number;
  outcome: Outcome;
  startTime: string;
}

async function picks(h: Harness): Promise<Pick[]> {
  const res = await h.app.inject({
    method: 'GET',
    url: `${ENDPOINTS.catalog.events.path}?periodType=PRE_MATCH&includeMarkets=true&eventsPerPage=50`,
  });
  return EventsPage.parse(res.json()).events.flatMap((e) =>
    e.markets.flatMap((m) =>
      m.outcomes.map((outcome) => ({
        eventId: e.id,
        marketId: m.id,
        outcome,
        startTime: e.startTime,
      })),
    ),
  );
}

const single = (p: Pick, ref: string, unitStake: number | string, decimal?: number) => ({
  outcomeId: p.outcome.id,
  eventId: p.eventId,
  marketId: p.marketId,
  decimal: decimal ?? p.outcome.consolidatedPrice.currentPrice.decimal,
  ref,
  unitStake,
});

describe.each(dbTargets())('placing singles on $name', (target) => {
  const h = usePlatform(target);

  const place = (token: string, accountId: number, body: unknown, uuid: string = randomUUID()) =>
    h.app.inject({
      method: 'POST',
      url: withQuery(buildPath(ENDPOINTS.bets.place.path, { accountId }), { uuid }),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const balance = (token: string, username = 'demo') =>
    sportsbookBalance(h.app, { token, username });

  it('debits the stake, records the bet and lists it in open bets', async () => {
    const { token, accountId } = await loginDemo(h.app);
    const [p] = await picks(h);
    if (!p) throw new Error('no selections');
    const before = await balance(token);
    const res = await place(token, accountId, {
      singles: [single(p, 'sel1', 12.5)],
      userAcceptOdds: 'D',
      originId: '11',
    });
    expect(res.statusCode).toBe(201);
    const slip = PlacedBetslip.parse(res.json());
    expect(slip.totalCost).toBe(12.5);
    expect(slip.reference).toMatch(/^TL[A-Z2-9]{10}$/);
    expect(slip.singles[0]?.potentialReturns).toBe(
      Math.floor(1250 * p.outcome.consolidatedPrice.currentPrice.decimal) / 100,
    );
    expect(slip.availableBalance).toBe(before - 12.5);
    expect(await balance(token)).toBe(before - 12.5);

    const open = OpenBets.parse(
      (
        await h.app.inject({
          method: 'GET',
          url: buildPath(ENDPOINTS.bets.openBets.path, { accountId }),
          headers: { authorization: `Bearer ${token}` },
        })
      ).json(),
    );
    const bet = open.bets.find((b) => b.reference === slip.reference);
    expect(bet).toMatchObject({ status: 'open', totalStake: 12.5, description: 'Single' });
    expect(bet?.legs[0]?.outcomeDescription).toBe(p.outcome.description);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('is idempotent by uuid: a replay returns the same betslip and debits once', async () => {
    const { token, accountId } = await loginDemo(h.app);
    const [, p] = await picks(h);
    if (!p) throw new Error('no selections');
    const before = await balance(token);
    const uuid = randomUUID();
    const body = { singles: [single(p, 'sel1', 5)] };
    const first = await place(token, accountId, body, uuid);
    const again = await place(token, accountId, body, uuid);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(PlacedBetslip.parse(again.json()).betSlipId).toBe(
      PlacedBetslip.parse(first.json()).betSlipId,
    );
    expect(await balance(token)).toBe(before - 5);
    const other = await place(token, accountId, { singles: [single(p, 'sel1', 6)] }, uuid);
    expect(other.statusCode).toBe(409);
  });

  it('accepts a higher price with D and asks for confirmation of a lower one (RES-00152)', async () => {
    const { token, accountId } = await loginDemo(h.app);
    const [, , p] = await picks(h);
    if (!p) throw new Error('no selections');
    const offered = p.outcome.consolidatedPrice.currentPrice.decimal;
    const higherAsked = await place(token, accountId, {
      singles: [single(p, 'sel1', 1, offered + 0.5)],
    });
    expect(higherAsked.statusCode).toBe(422);
    expect(higherAsked.json()).toMatchObject({
      code: 'RES-00152',
      errors: [{ code: 'RES-00152', ref: 'sel1', decimal: offered }],
    });
    const lowerAskedD = await place(token, accountId, {
      singles: [single(p, 'sel1', 1, 1.01)],
      userAcceptOdds: 'D',
    });
    expect(lowerAskedD.statusCode).toBe(201);
    expect(PlacedBetslip.parse(lowerAskedD.json()).singles[0]?.decimal).toBe(offered);
    const lowerAskedA = await place(token, accountId, {
      singles: [single(p, 'sel1', 1, 1.01)],
      userAcceptOdds: 'A',
    });
    expect(lowerAskedA.json<{ code: string }>().code).toBe('RES-00152');
  });

  it.each([
    ['a stake above the maximum', 10_000.01, 'RES-00034'],
    ['a zero stake', 0, 'RES-00140'],
    ['a stake above the balance', 9_999, 'RES-00056'],
  ])('refuses %s with %s and debits nothing', async (_name, stake, code) => {
    const { token, accountId } = await loginDemo(h.app);
    const [p] = await picks(h);
    if (!p) throw new Error('no selections');
    const before = await balance(token);
    const res = await place(token, accountId, { singles: [single(p, 'sel1', stake)] });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ code: string }>().code).toBe(code);
    expect(await balance(token)).toBe(before);
  });

  it('refuses unknown selections (RES-00098), suspended markets (RES-00108) and started events (RES-00047)', async () => {
    const { token, accountId } = await loginDemo(h.app);
    const all = await picks(h);
    const [p, q] = all;
    if (!p || !q) throw new Error('no selections');
    const unknown = await place(token, accountId, {
      singles: [{ ...single(p, 'sel1', 1), outcomeId: 999 }],
    });
    expect(unknown.json<{ code: string }>().code).toBe('RES-00098');

    await h.db.query(`UPDATE markets SET status = 'suspended' WHERE id = $1`, [q.marketId]);
    const suspended = await place(token, accountId, { singles: [single(q, 'sel1', 1)] });
    expect(suspended.json<{ code: string }>().code).toBe('RES-00108');
    await h.db.query(`UPDATE markets SET status = 'open' WHERE id = $1`, [q.marketId]);

    h.setNow(new Date(Date.parse(p.startTime) + 60_000));
    try {
      const started = await place(token, accountId, { singles: [single(p, 'sel1', 1)] });
      expect(started.json<{ code: string }>().code).toBe('RES-00047');
    } finally {
      h.setNow(TEST_NOW);
    }
  });

  it('refuses more than 15 bets (RES-00247)', async () => {
    const { token, accountId } = await loginDemo(h.app);
    const all = (await picks(h)).slice(0, 16);
    const res = await place(token, accountId, {
      singles: all.map((p, i) => single(p, `sel${i + 1}`, 1)),
    });
    expect(res.json<{ code: string }>().code).toBe('RES-00247');
  });

  it.each([
    ['no uuid', '', { singles: [] }, 400],
    ['a non-uuid', '?uuid=abc', { singles: [] }, 400],
  ])('rejects %s', async (_n, query, body, status) => {
    const { token, accountId } = await loginDemo(h.app);
    const res = await h.app.inject({
      method: 'POST',
      url: `${buildPath(ENDPOINTS.bets.place.path, { accountId })}${query}`,
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
    expect(res.statusCode).toBe(status);
  });

  it.each([
    ['an empty betslip', { singles: [] }],
    ['a negative stake', { singles: [{ outcomeId: 1, decimal: 2, ref: 'sel1', unitStake: -1 }] }],
    [
      'a stake with three decimals',
      { singles: [{ outcomeId: 1, decimal: 2, ref: 'sel1', unitStake: '1.234' }] },
    ],
    ['a bad ref', { singles: [{ outcomeId: 1, decimal: 2, ref: 'x', unitStake: 1 }] }],
    ['odds of 1', { singles: [{ outcomeId: 1, decimal: 1, ref: 'sel1', unitStake: 1 }] }],
    ['a JSON string body', JSON.stringify('hello')],
    ['a JSON array body', JSON.stringify([1, 2])],
  ])('rejects %s with 400 and { code, message }', async (_n, body) => {
    const { token, accountId } = await loginDemo(h.app);
    const res = await place(token, accountId, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('refuses to place on or read another account (403) and without a token (401)', async () => {
    const { token, accountId } = await loginDemo(h.app);
    const [p] = await picks(h);
    if (!p) throw new Error('no selections');
    expect(
      (await place(token, accountId + 1, { singles: [single(p, 'sel1', 1)] })).statusCode,
    ).toBe(403);
    const noToken = await h.app.inject({
      method: 'GET',
      url: buildPath(ENDPOINTS.bets.openBets.path, { accountId }),
    });
    expect(noToken.statusCode).toBe(401);
  });

  it('never overdraws under concurrent placements', async () => {
    await h.db.query(
      `INSERT INTO players (username, password_hash, currency) VALUES ('racer', $1, 'EUR')`,
      [await hashPassword('racer-pass-1')],
    );
    const [racer] = await h.db.query<{ id: number }>(
      `SELECT id FROM players WHERE username = 'racer'`,
    );
    if (!racer) throw new Error('racer missing');
    await deposit(h.db, { id: racer.id, currency: 'EUR' }, money(10_000, 'EUR'), 'test');
    const login = await h.app.inject({
      method: 'POST',
      url: ENDPOINTS.auth.playerLogin.path,
      payload: { username: 'racer', password: 'racer-pass-1' },
    });
    const { alsToken, accountId } = login.json<{ alsToken: string; accountId: number }>();
    const [p] = await picks(h);
    if (!p) throw new Error('no selections');
    const results = await Promise.all(
      Array.from({ length: 25 }, () =>
        place(alsToken, accountId, { singles: [single(p, 'sel1', 10)] }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 422)).toHaveLength(15);
    expect(await balance(alsToken, 'racer')).toBe(0);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });
});
