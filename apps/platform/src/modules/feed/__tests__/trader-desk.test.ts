/**
 * The trader's desk through HTTP (docs/decisions.md "The trader's desk"): an operator with the
 * trading scope suspends, reopens or closes a market and prices an outcome; the feed applies it
 * in its next ingest like any provider message (the book, the change log players poll and
 * /ws pushes), and the audit log says who did it. Bad input is a 4xx with `{ code, message }`.
 */
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  ChangesAnswer,
  ENDPOINTS,
  OperatorLoginResponse,
  TraderActionResponse,
} from '@touchline/contract';
import { TEST_NOW, usePlatform, type Harness } from '../../../test/harness';
import { bearer, injectCall, loginDemo } from '../../../test/kit';
import { dbTargets } from '../../../test/targets';
import { hashPassword } from '../../identity';

const { operator: OP, feed: FEED } = ENDPOINTS;

const PASSWORD = 'trader-pass-1';
const OPERATOR_ACCOUNTS = JSON.stringify([
  { username: 'trader', passwordHash: await hashPassword(PASSWORD), scopes: ['trading'] },
  { username: 'editor', passwordHash: await hashPassword(PASSWORD), scopes: ['content'] },
]);

async function operatorToken(h: Harness, username: 'trader' | 'editor'): Promise<string> {
  const res = await h.app.inject({
    method: 'POST',
    url: OP.login.path,
    headers: { 'x-forwarded-for': '198.51.100.7' },
    payload: { username, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(201);
  return OperatorLoginResponse.parse(res.json()).token;
}

interface Target {
  readonly marketId: number;
  readonly outcomeId: number;
  readonly eventId: number;
}

/** An open pre-match market of an event that has not started, and its first outcome. */
async function openMarket(h: Harness): Promise<Target> {
  const [row] = await h.db.query<{ market_id: string; outcome_id: string; event_id: string }>(
    `SELECT m.id AS market_id, o.id AS outcome_id, e.id AS event_id
       FROM outcomes o JOIN markets m ON m.id = o.market_id JOIN events e ON e.id = m.event_id
      WHERE m.status = 'open' AND NOT o.hidden AND e.status = 'scheduled' AND e.start_time > $1
      ORDER BY e.start_time DESC, m.id, o.id LIMIT 1`,
    [TEST_NOW],
  );
  if (!row) throw new Error('no open market');
  return {
    marketId: Number(row.market_id),
    outcomeId: Number(row.outcome_id),
    eventId: Number(row.event_id),
  };
}

const putStatus = (h: Harness, token: string | null, marketId: number | string, body: unknown) =>
  h.app.inject({
    method: 'PUT',
    url: `/xapi/operator/markets/${String(marketId)}/status`,
    headers: token === null ? {} : bearer(token),
    payload: body as object,
  });

const putPrice = (h: Harness, token: string | null, outcomeId: number | string, body: unknown) =>
  h.app.inject({
    method: 'PUT',
    url: `/xapi/operator/outcomes/${String(outcomeId)}/price`,
    headers: token === null ? {} : bearer(token),
    payload: body as object,
  });

async function marketStatus(h: Harness, marketId: number): Promise<string | undefined> {
  const [row] = await h.db.query<{ status: string }>('SELECT status FROM markets WHERE id = $1', [
    marketId,
  ]);
  return row?.status;
}

async function outcomePrice(h: Harness, outcomeId: number): Promise<number> {
  const [row] = await h.db.query<{ price: string }>('SELECT price FROM outcomes WHERE id = $1', [
    outcomeId,
  ]);
  return Number(row?.price);
}

/** What a polling player is told about the event since `cursor`. */
async function changesOf(h: Harness, eventId: number, cursor: number) {
  const res = await injectCall(h.app, FEED.changes, {
    query: { cursor, eventIds: [eventId] } as never,
  });
  expect(res.statusCode, res.body).toBe(200);
  return ChangesAnswer.parse(res.json());
}

async function latestCursor(h: Harness): Promise<number> {
  const [row] = await h.db.query<{ c: string | null }>('SELECT max(id) AS c FROM feed_changes');
  return Number(row?.c ?? 0);
}

function expectError(res: LightMyRequestResponse, status: number, code?: string): void {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json<{ code: unknown; message: unknown }>();
  expect(typeof body.code).toBe('string');
  expect(typeof body.message).toBe('string');
  if (code) expect(body.code).toBe(code);
}

describe.each(dbTargets())('the trader’s desk on $name', (target) => {
  const h = usePlatform(target, { env: { OPERATOR_ACCOUNTS } });

  it('suspends, reopens and closes a market through the feed, and players are told', async () => {
    const token = await operatorToken(h, 'trader');
    const { marketId, eventId } = await openMarket(h);
    const before = await latestCursor(h);

    const res = await putStatus(h, token, marketId, { status: 'suspended' });
    expect(res.statusCode, res.body).toBe(202);
    expect(TraderActionResponse.parse(res.json())).toEqual({
      accepted: true,
      eventId,
      marketId,
      outcomeId: null,
      status: 'suspended',
      decimal: null,
    });
    // Applied by the feed's next ingest, not by the call.
    expect(await marketStatus(h, marketId)).toBe('open');
    await h.platform.tick();
    expect(await marketStatus(h, marketId)).toBe('suspended');
    // The spec's short-key market change (k m, s suspended), as every player's feed carries it.
    const told = await changesOf(h, eventId, before);
    expect(told.changes.map((c) => c.message)).toContainEqual(
      expect.objectContaining({ k: 'm', e: eventId, m: marketId, s: 'suspended' }),
    );

    expect((await putStatus(h, token, marketId, { status: 'open' })).statusCode).toBe(202);
    await h.platform.tick();
    expect(await marketStatus(h, marketId)).toBe('open');

    expect((await putStatus(h, token, marketId, { status: 'closed' })).statusCode).toBe(202);
    await h.platform.tick();
    expect(await marketStatus(h, marketId)).toBe('closed');
  });

  it('prices an outcome: the book and a pricing call carry the trader’s price', async () => {
    const token = await operatorToken(h, 'trader');
    const { outcomeId, marketId, eventId } = await openMarket(h);
    const res = await putPrice(h, token, outcomeId, { decimal: 7.25 });
    expect(res.statusCode, res.body).toBe(202);
    expect(TraderActionResponse.parse(res.json())).toMatchObject({
      eventId,
      marketId,
      outcomeId,
      decimal: 7.25,
    });
    await h.platform.tick();
    expect(await outcomePrice(h, outcomeId)).toBe(7.25);

    // A bettor pricing the selection now sees the trader's price.
    const priced = await injectCall(h.app, ENDPOINTS.betslip.addSelections, {
      body: { singles: [{ outcomeId, unitStake: 1 }], outcomeIds: [outcomeId] },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json<{ singles: { decimal: number }[] }>().singles[0]?.decimal).toBe(7.25);
  });

  it('writes who did what in the audit log', async () => {
    const token = await operatorToken(h, 'trader');
    const { outcomeId, marketId } = await openMarket(h);
    const count = async () => {
      const [row] = await h.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM operator_audit
          WHERE operator = 'trader' AND ((action = 'market.status' AND target = $1)
             OR (action = 'outcome.price' AND target = $2))`,
        [`market:${String(marketId)}`, `outcome:${String(outcomeId)}`],
      );
      return Number(row?.n);
    };
    const before = await count();
    await putStatus(h, token, marketId, { status: 'suspended' });
    await putPrice(h, token, outcomeId, { decimal: 3.5 });
    expect(await count()).toBe(before + 2);
    await putStatus(h, token, marketId, { status: 'open' });
    await h.platform.tick();
  });

  it('refuses bad input, strangers and the wrong scope with a clear 4xx', async () => {
    const token = await operatorToken(h, 'trader');
    const { marketId, outcomeId } = await openMarket(h);
    for (const body of [
      { status: 'settled' },
      { status: 'SUSPENDED' },
      { status: 'open', extra: 1 },
      {},
    ]) {
      expectError(await putStatus(h, token, marketId, body), 400);
    }
    // Not JSON at all: the framework's own 415, in the same shape.
    expectError(await putStatus(h, token, marketId, 'suspended'), 415);
    for (const body of [
      { decimal: 1 },
      { decimal: 0.5 },
      { decimal: -3 },
      { decimal: 1.0001 },
      { decimal: 1001 },
      { decimal: '2.5' },
      { decimal: 1e308 },
      { decimal: null },
    ]) {
      expectError(await putPrice(h, token, outcomeId, body), 400);
    }
    expectError(await putStatus(h, token, 'abc', { status: 'open' }), 400);
    expectError(await putStatus(h, token, 2 ** 60, { status: 'open' }), 400);
    expectError(await putStatus(h, token, 987_654_321, { status: 'open' }), 404, 'NOT_FOUND');
    expectError(await putPrice(h, token, 987_654_321, { decimal: 2 }), 404, 'NOT_FOUND');

    expectError(await putStatus(h, null, marketId, { status: 'open' }), 401);
    const player = await loginDemo(h.app);
    expectError(await putStatus(h, player.token, marketId, { status: 'open' }), 401);
    const editor = await operatorToken(h, 'editor');
    expectError(
      await putStatus(h, editor, marketId, { status: 'suspended' }),
      403,
      'FORBIDDEN_SCOPE',
    );

    // Nothing of the refused calls reached the feed.
    await h.platform.tick();
    expect(await marketStatus(h, marketId)).toBe('open');
  });

  it('leaves a resulted market to the feed alone (409)', async () => {
    const token = await operatorToken(h, 'trader');
    const { marketId, outcomeId } = await openMarket(h);
    await h.db.query("UPDATE markets SET status = 'resulted' WHERE id = $1", [marketId]);
    expectError(await putStatus(h, token, marketId, { status: 'open' }), 409, 'MARKET_FINISHED');
    expectError(await putPrice(h, token, outcomeId, { decimal: 2 }), 409, 'MARKET_FINISHED');
    await h.db.query("UPDATE markets SET status = 'open' WHERE id = $1", [marketId]);
  });
});
