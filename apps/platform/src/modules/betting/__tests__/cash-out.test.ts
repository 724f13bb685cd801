import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CashOutConfirmation,
  CashOutRejection,
  OpenBet,
  ENDPOINTS,
  buildPath,
} from '@touchline/contract';
import { ConfigError, loadConfig } from '../../../config';
import { dbTargets } from '../../../test/targets';
import { hidden, price, status } from '../../feed/__tests__/feed-fixtures';
import {
  balanceOf,
  betCountOf,
  EVENTS,
  fundedPlayer,
  openBetsOf,
  placeSingle,
  results,
  sel,
  settledBetsOf,
  useSettlementPlatform,
  type SettlementHarness,
} from './settlement-fixtures';
import type { TestPlayer } from '../../wallet/__tests__/wallet-fixtures';

const [E1, E2, E3, E4, E5] = EVENTS as [number, number, number, number, number];

function cashOut(
  h: SettlementHarness,
  p: TestPlayer,
  betId: number | string,
  body: unknown,
  uuid: string | null = randomUUID(),
) {
  return h.app.inject({
    method: 'POST',
    url: `${buildPath(ENDPOINTS.bets.cashOut.path, { accountId: p.accountId, betId })}${uuid === null ? '' : `?uuid=${uuid}`}`,
    headers: { ...p.auth, 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function openBet(h: SettlementHarness, p: TestPlayer, betId: number): Promise<OpenBet> {
  const res = await h.app.inject({
    method: 'GET',
    url: buildPath(ENDPOINTS.bets.openBet.path, { accountId: p.accountId, betId }),
    headers: p.auth,
  });
  if (res.statusCode !== 200) throw new Error(`openbet failed: ${res.body}`);
  return OpenBet.parse(res.json());
}

/** Market 2's first outcome (placed at 1.80) now at `decimal`. */
const move = (event: number, decimal: number) =>
  price(event, sel(event, 2, 1).marketId, sel(event, 2, 1).outcomeId, decimal);

describe.each(dbTargets())('cash out on $name', (target) => {
  const h = useSettlementPlatform(target);

  it('offers each open bet its cash-out value: stake × placed / current price, less 5 %', async () => {
    const p = await fundedPlayer(h);
    const betId = await placeSingle(h, p, sel(E1, 2, 1), 10); // 10.00 at 1.80
    expect((await openBetsOf(h, p))[0]?.cashOut).toEqual({ status: 'available', amount: 9.5 });
    await h.step(move(E1, 1.5)); // shortened: 10 × 1.80 / 1.50 = 12.00 → 11.40
    expect((await openBet(h, p, betId)).cashOut).toEqual({ status: 'available', amount: 11.4 });
  });

  it('cashes out at the offer: the bet closes, the wallet is credited, a replay pays nothing more', async () => {
    const p = await fundedPlayer(h);
    const betId = await placeSingle(h, p, sel(E2, 2, 1), 10);
    await h.step(move(E2, 1.5));
    const uuid = randomUUID();
    const res = await cashOut(h, p, betId, { amount: 11.4 }, uuid);
    expect(res.statusCode).toBe(201);
    expect(CashOutConfirmation.parse(res.json())).toEqual({
      betId,
      status: 'cashed_out',
      amount: 11.4,
      currency: 'EUR',
      availableBalance: 101.4,
    });
    expect(await balanceOf(h, p)).toBe(101.4);
    expect(await openBetsOf(h, p)).toEqual([]);
    expect(await betCountOf(h, p)).toBe(0);
    expect(await settledBetsOf(h, p)).toMatchObject([
      { betId, status: 'cashed_out', totalStake: 10, returns: 11.4 },
    ]);

    const replay = await cashOut(h, p, betId, { amount: '11.40' }, uuid);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(res.json());
    const reused = await cashOut(h, p, betId, { amount: 5 }, uuid);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'CONFLICT' });
    // The market's result later changes nothing: the bet is closed.
    await h.step(results(E2, 2, ['won', 'lost']));
    expect(await balanceOf(h, p)).toBe(101.4);
  });

  it('refuses an offer that has dropped, with the new one, and pays a risen offer in full', async () => {
    const p = await fundedPlayer(h);
    const betId = await placeSingle(h, p, sel(E3, 2, 1), 10);
    await h.step(move(E3, 2.5)); // drifted: 10 × 1.80 / 2.50 = 7.20 → 6.84
    const stale = await cashOut(h, p, betId, { amount: 9.5 });
    expect(stale.statusCode).toBe(409);
    expect(CashOutRejection.parse(stale.json())).toEqual({
      code: 'CASHOUT_OFFER_CHANGED',
      message: expect.any(String) as string,
      cashOut: { status: 'available', amount: 6.84 },
    });
    expect(await balanceOf(h, p)).toBe(90);
    expect((await openBet(h, p, betId)).cashOut).toEqual({ status: 'available', amount: 6.84 });

    await h.step(move(E3, 1.5)); // back in: 11.40 now, more than the 6.84 asked
    const paid = await cashOut(h, p, betId, { amount: 6.84 });
    expect(paid.statusCode).toBe(201);
    expect(CashOutConfirmation.parse(paid.json()).amount).toBe(11.4);
    expect(await balanceOf(h, p)).toBe(101.4);
  });

  it('offers no cash-out while the market is suspended or the outcome hidden', async () => {
    const p = await fundedPlayer(h);
    const betId = await placeSingle(h, p, sel(E4, 2, 1), 10);
    const m = sel(E4, 2, 1);
    await h.step(status(E4, m.marketId, 'suspended'));
    expect((await openBet(h, p, betId)).cashOut).toEqual({
      status: 'unavailable',
      reason: 'SUSPENDED',
    });
    const refused = await cashOut(h, p, betId, { amount: 9.5 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CASHOUT_UNAVAILABLE',
      cashOut: { status: 'unavailable', reason: 'SUSPENDED' },
    });
    await h.step(status(E4, m.marketId, 'open'), hidden(E4, m.marketId, m.outcomeId, true));
    expect((await openBet(h, p, betId)).cashOut).toMatchObject({ status: 'unavailable' });
    await h.step(hidden(E4, m.marketId, m.outcomeId, false));
    expect((await openBet(h, p, betId)).cashOut).toEqual({ status: 'available', amount: 9.5 });
    expect(await balanceOf(h, p)).toBe(90);
  });

  it('refuses to cash out a settled bet', async () => {
    const p = await fundedPlayer(h);
    const betId = await placeSingle(h, p, sel(E5, 2, 1), 10);
    await h.step(results(E5, 2, ['lost', 'won']));
    const res = await cashOut(h, p, betId, { amount: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'BET_NOT_OPEN' });
    expect(await balanceOf(h, p)).toBe(90);
  });

  it('pays once when cash-outs of one bet race, with one uuid or two', async () => {
    const p = await fundedPlayer(h);
    const a = await placeSingle(h, p, sel(E5, 3, 1), 10); // 10.00 at 1.90: offer 9.50
    const b = await placeSingle(h, p, sel(E5, 3, 2), 10);
    const twoUuids = await Promise.all([
      cashOut(h, p, a, { amount: 9.5 }),
      cashOut(h, p, a, { amount: 9.5 }),
    ]);
    expect(twoUuids.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const uuid = randomUUID();
    const oneUuid = await Promise.all([
      cashOut(h, p, b, { amount: 9.5 }, uuid),
      cashOut(h, p, b, { amount: 9.5 }, uuid),
    ]);
    expect(oneUuid.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(await balanceOf(h, p)).toBe(80 + 9.5 + 9.5);
  });

  it('answers bad requests with 4xx { code, message }', async () => {
    const p = await fundedPlayer(h);
    const other = await fundedPlayer(h);
    const betId = await placeSingle(h, p, sel(E1, 3, 1), 1);
    const cases: [number, Promise<{ statusCode: number; json: () => unknown }>][] = [
      [400, cashOut(h, p, betId, { amount: 'abc' })],
      [400, cashOut(h, p, betId, { amount: -1 })],
      [400, cashOut(h, p, betId, { amount: 0 })],
      [400, cashOut(h, p, betId, { amount: '0.00' })],
      [400, cashOut(h, p, betId, { amount: '1.234' })],
      [400, cashOut(h, p, betId, {})],
      [400, cashOut(h, p, betId, 'not json')],
      [400, cashOut(h, p, betId, { amount: 1 }, null)],
      [400, cashOut(h, p, betId, { amount: 1 }, 'not-a-uuid')],
      [400, cashOut(h, p, 'x', { amount: 1 })],
      [404, cashOut(h, other, betId, { amount: 1 })],
      [404, cashOut(h, p, 999_999_999, { amount: 1 })],
      [
        403,
        h.app.inject({
          method: 'POST',
          url: `${buildPath(ENDPOINTS.bets.cashOut.path, { accountId: other.accountId, betId })}?uuid=${randomUUID()}`,
          headers: p.auth,
          payload: { amount: 1 },
        }),
      ],
      [
        401,
        h.app.inject({
          method: 'POST',
          url: `${buildPath(ENDPOINTS.bets.cashOut.path, { accountId: p.accountId, betId })}?uuid=${randomUUID()}`,
          payload: { amount: 1 },
        }),
      ],
    ];
    for (const [expected, pending] of cases) {
      const res = await pending;
      expect(res.statusCode).toBe(expected);
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    const notOpen = await h.app.inject({
      method: 'GET',
      url: buildPath(ENDPOINTS.bets.openBet.path, { accountId: other.accountId, betId }),
      headers: other.auth,
    });
    expect(notOpen.statusCode).toBe(404);
    expect(await balanceOf(h, p)).toBe(99);
  });
});

describe.each(dbTargets())('cash-out margin from configuration on $name', (target) => {
  const h = useSettlementPlatform(target, { CASH_OUT_MARGIN_BP: '0' });

  it('offers the fair value with CASH_OUT_MARGIN_BP=0', async () => {
    const p = await fundedPlayer(h);
    await placeSingle(h, p, sel(E1, 2, 1), 10);
    await h.step(move(E1, 1.5));
    expect((await openBetsOf(h, p))[0]?.cashOut).toEqual({ status: 'available', amount: 12 });
  });
});

describe('CASH_OUT_MARGIN_BP', () => {
  it('defaults to 500 basis points and refuses values outside 0–10000', () => {
    expect(loadConfig({}).betting.cashOutMarginBasisPoints).toBe(500);
    expect(loadConfig({ CASH_OUT_MARGIN_BP: '250' }).betting.cashOutMarginBasisPoints).toBe(250);
    for (const bad of ['-1', '10001', '2.5', 'five']) {
      expect(() => loadConfig({ CASH_OUT_MARGIN_BP: bad })).toThrow(ConfigError);
    }
  });
});
