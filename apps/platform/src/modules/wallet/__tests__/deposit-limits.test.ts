import { afterEach, describe, expect, it } from 'vitest';
import {
  CashierOptions,
  DepositLimitExceeded,
  DepositLimits,
  ENDPOINTS,
} from '@touchline/contract';
import { dbTargets } from '../../../test/targets';
import { TEST_NOW, usePlatform, type Harness } from '../../../test/harness';
import { cashier, createPlayer, login, type TestPlayer } from './wallet-fixtures';

const HOUR = 3_600_000;
const at = (ms: number) => new Date(TEST_NOW.getTime() + ms);
/** GET and PUT share the one path. */
const URL = ENDPOINTS.wallet.depositLimits.path;

async function limits(h: Harness, p: TestPlayer): Promise<DepositLimits> {
  const res = await h.app.inject({ method: 'GET', url: URL, headers: p.auth });
  expect(res.statusCode).toBe(200);
  return DepositLimits.parse(res.json());
}

async function put(h: Harness, p: TestPlayer, body: unknown) {
  return h.app.inject({
    method: 'PUT',
    url: URL,
    headers: p.auth,
    payload: body as Record<string, unknown>,
  });
}

const period = (l: DepositLimits, name: 'daily' | 'weekly' | 'monthly') =>
  l.limits.find((x) => x.period === name);

describe.each(dbTargets())('deposit limits on $name', (target) => {
  const h = usePlatform(target);
  afterEach(() => h.setNow(TEST_NOW));

  it('starts with no limits over rolling 24 h, 7 d and 30 d windows', async () => {
    const p = await createPlayer(h);
    expect(await limits(h, p)).toEqual({
      currency: 'EUR',
      limits: [
        { period: 'daily', windowHours: 24, limit: null, used: 0, remaining: null, pending: null },
        {
          period: 'weekly',
          windowHours: 168,
          limit: null,
          used: 0,
          remaining: null,
          pending: null,
        },
        {
          period: 'monthly',
          windowHours: 720,
          limit: null,
          used: 0,
          remaining: null,
          pending: null,
        },
      ],
    });
    expect((await h.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('refuses deposits beyond the limit with 422 DEPOSIT_LIMIT_EXCEEDED and what remains', async () => {
    const p = await createPlayer(h);
    const set = await put(h, p, { daily: 100 });
    expect(set.statusCode).toBe(200);
    expect(period(DepositLimits.parse(set.json()), 'daily')).toMatchObject({
      limit: 100,
      remaining: 100,
      pending: null,
    });
    expect((await cashier(h, p, 'deposits', { amount: 60 })).statusCode).toBe(201);
    const over = await cashier(h, p, 'deposits', { amount: 50 });
    expect(over.statusCode).toBe(422);
    expect(DepositLimitExceeded.parse(over.json())).toMatchObject({
      period: 'daily',
      limit: 100,
      remaining: 40,
    });
    expect((await cashier(h, p, 'deposits', { amount: 40 })).statusCode).toBe(201);
    expect(period(await limits(h, p), 'daily')).toMatchObject({ used: 100, remaining: 0 });
    const options = CashierOptions.parse(
      (
        await h.app.inject({ method: 'GET', url: ENDPOINTS.wallet.cashier.path, headers: p.auth })
      ).json(),
    );
    expect(options.deposit.allowed).toBe(0);
  });

  it('applies a decrease at once and an increase only after 24 hours', async () => {
    let p = await createPlayer(h);
    await put(h, p, { daily: 200 });
    expect((await cashier(h, p, 'deposits', { amount: 100 })).statusCode).toBe(201);

    const down = DepositLimits.parse((await put(h, p, { daily: 120 })).json());
    expect(period(down, 'daily')).toMatchObject({ limit: 120, remaining: 20, pending: null });
    expect((await cashier(h, p, 'deposits', { amount: 30 })).json()).toMatchObject({
      code: 'DEPOSIT_LIMIT_EXCEEDED',
      remaining: 20,
    });

    h.setNow(at(HOUR));
    p = await login(h, p);
    const up = DepositLimits.parse((await put(h, p, { daily: 1000 })).json());
    expect(period(up, 'daily')).toMatchObject({
      limit: 120,
      pending: { limit: 1000, effectiveAt: at(25 * HOUR).toISOString() },
    });
    expect((await cashier(h, p, 'deposits', { amount: 30 })).statusCode).toBe(422);

    // Asking again does not restart the 24 hours, and cannot shorten them either.
    h.setNow(at(13 * HOUR));
    p = await login(h, p);
    const again = DepositLimits.parse((await put(h, p, { daily: 1000 })).json());
    expect(period(again, 'daily')?.pending?.effectiveAt).toBe(at(25 * HOUR).toISOString());

    // Still the old limit a moment before; the deposit at T+0 has also left the 24 h window.
    h.setNow(at(25 * HOUR - 1));
    p = await login(h, p);
    expect(period(await limits(h, p), 'daily')).toMatchObject({ limit: 120, used: 0 });
    h.setNow(at(25 * HOUR));
    expect(period(await limits(h, p), 'daily')).toMatchObject({
      limit: 1000,
      pending: null,
      remaining: 1000,
    });
    expect((await cashier(h, p, 'deposits', { amount: 500 })).statusCode).toBe(201);
  });

  it('removes a limit only after 24 hours, and a decrease cancels a pending increase', async () => {
    let p = await createPlayer(h);
    await put(h, p, { weekly: 100, monthly: 300 });
    const off = DepositLimits.parse((await put(h, p, { weekly: null })).json());
    expect(period(off, 'weekly')).toMatchObject({
      limit: 100,
      pending: { limit: null, effectiveAt: at(24 * HOUR).toISOString() },
    });
    const cancelled = DepositLimits.parse((await put(h, p, { weekly: 80 })).json());
    expect(period(cancelled, 'weekly')).toMatchObject({ limit: 80, pending: null });

    await put(h, p, { weekly: null });
    h.setNow(at(24 * HOUR));
    p = await login(h, p);
    const l = await limits(h, p);
    expect(period(l, 'weekly')).toMatchObject({ limit: null, remaining: null });
    expect(period(l, 'monthly')).toMatchObject({ limit: 300 });
  });

  it('binds on the period with the least left (rolling weekly window)', async () => {
    let p = await createPlayer(h);
    await put(h, p, { daily: 100, weekly: 150 });
    expect((await cashier(h, p, 'deposits', { amount: 100 })).statusCode).toBe(201);
    h.setNow(at(2 * 24 * HOUR));
    p = await login(h, p);
    const res = await cashier(h, p, 'deposits', { amount: 60 });
    expect(res.json()).toMatchObject({
      code: 'DEPOSIT_LIMIT_EXCEEDED',
      period: 'weekly',
      limit: 150,
      remaining: 50,
    });
    expect((await cashier(h, p, 'deposits', { amount: 50 })).statusCode).toBe(201);
    // Seven days after the first deposit it has left the weekly window.
    h.setNow(at(7 * 24 * HOUR));
    p = await login(h, p);
    expect(period(await limits(h, p), 'weekly')).toMatchObject({ used: 50, remaining: 100 });
  });

  it('records every request in the audit log', async () => {
    const p = await createPlayer(h);
    await put(h, p, { daily: 100 });
    await put(h, p, { daily: 200 });
    await put(h, p, { daily: 50, monthly: 1000 });
    const rows = await h.db.query<{ period: string; outcome: string }>(
      `SELECT period, outcome FROM deposit_limit_changes WHERE player_id = $1 ORDER BY id`,
      [p.id],
    );
    expect(rows).toEqual([
      { period: 'daily', outcome: 'immediate' },
      { period: 'daily', outcome: 'delayed' },
      { period: 'daily', outcome: 'immediate' },
      { period: 'monthly', outcome: 'immediate' },
    ]);
  });

  it.each([
    ['an empty body', {}],
    ['three decimals', { daily: '12.345' }],
    ['zero', { daily: 0 }],
    ['a negative limit', { weekly: -1 }],
    ['text', { monthly: 'lots' }],
    ['an unknown period only', { yearly: 100 }],
  ])('refuses %s with 400', async (_name, body) => {
    const p = await createPlayer(h);
    const res = await put(h, p, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.stringMatching(/INVALID_(REQUEST|AMOUNT)/) });
  });
});
