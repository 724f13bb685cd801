import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  AutoCashOutRule,
  CashOutConfirmation,
  CashOutRejection,
  ENDPOINTS,
  OpenBet,
  buildPath,
} from '@touchline/contract';
import { decodePlayerNotice, type NoticeMessage } from '../../../bus/player-notices';
import { PLAYER_TOPICS, SETTLEMENT_TOPICS } from '../../../bus/topics';
import { dbTargets } from '../../../test/targets';
import { price, status } from '../../feed/__tests__/feed-fixtures';
import {
  balanceOf,
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
import { createPlayer, fundReal, type TestPlayer } from '../../wallet/__tests__/wallet-fixtures';

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

function cashOut(
  h: SettlementHarness,
  p: TestPlayer,
  betId: number,
  body: unknown,
  uuid: string = randomUUID(),
) {
  return h.app.inject({
    method: 'POST',
    url: `${buildPath(ENDPOINTS.bets.cashOut.path, { accountId: p.accountId, betId })}?uuid=${uuid}`,
    headers: { ...p.auth, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

function autoRule(
  h: SettlementHarness,
  p: TestPlayer,
  betId: number,
  method: 'PUT' | 'GET' | 'DELETE',
  body?: unknown,
) {
  return h.app.inject({
    method,
    url: buildPath(ENDPOINTS.bets.autoCashOut.path, { accountId: p.accountId, betId }),
    headers: body === undefined ? p.auth : { ...p.auth, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
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

async function cashOutRows(h: SettlementHarness, betId: number) {
  return h.db.query<{ kind: string; source: string; amount_minor: number }>(
    'SELECT kind, source, amount_minor FROM cash_outs WHERE bet_id = $1 ORDER BY id',
    [betId],
  );
}

/** The player notices published while `during` runs. */
async function noticesDuring(h: SettlementHarness, during: () => Promise<unknown>) {
  const seen: NoticeMessage[] = [];
  const stop = h.platform.ctx.bus.subscribe(PLAYER_TOPICS.notices, (payload) => {
    const message = decodePlayerNotice(payload);
    if (message) seen.push(message);
  });
  try {
    await during();
    await h.platform.ctx.bus.flush();
  } finally {
    stop();
  }
  return seen;
}

describe.each(dbTargets())('partial cash out on $name', (target) => {
  const h = useSettlementPlatform(target);

  it('pays the part, keeps the rest open on a smaller stake, shows it in My Bets and settles the rest', async () => {
    const p = await fundedPlayer(h);
    const betId = await placeSingle(h, p, sel(E1, 2, 1), 10); // 10.00 at 1.80
    await h.step(move(E1, 1.5)); // offer 11.40
    const uuid = randomUUID();
    let res = await cashOut(h, p, betId, { amount: 11.4, partialAmount: 5.7 }, uuid);
    expect(res.statusCode).toBe(201);
    const notices = await noticesDuring(h, async () => {
      res = await cashOut(h, p, betId, { amount: 11.4, partialAmount: 5.7 }, uuid); // replay
    });
    expect(res.statusCode).toBe(200);
    expect(CashOutConfirmation.parse(res.json())).toEqual({
      betId,
      status: 'open',
      amount: 5.7,
      currency: 'EUR',
      availableBalance: 95.7,
      kind: 'partial',
      remainingStake: 5,
    });
    expect(notices).toEqual([]); // a replay pays and announces nothing
    expect(await balanceOf(h, p)).toBe(95.7);
    expect(await openBet(h, p, betId)).toMatchObject({
      totalStake: 10,
      remainingStake: 5,
      cashedOut: 5.7,
      potentialReturns: 9,
      cashOut: { status: 'available', amount: 5.7 },
    });

    // A second part, announced on the player channel: 1.14 of 5.70 keeps 4.00 of 5.00.
    const second = await noticesDuring(h, async () => {
      const r = await cashOut(h, p, betId, { amount: 5.7, partialAmount: '1.14' });
      expect(r.statusCode).toBe(201);
      expect(r.json()).toMatchObject({ status: 'open', amount: 1.14, remainingStake: 4 });
    });
    expect(second).toEqual([
      {
        playerId: p.id,
        notice: { op: 'cashedOut', betId, amount: 1.14, currency: 'EUR', kind: 'partial' },
      },
    ]);
    expect((await openBetsOf(h, p))[0]).toMatchObject({
      betId,
      remainingStake: 4,
      cashedOut: 6.84,
      potentialReturns: 7.2,
    });

    await h.step(results(E1, 2, ['won', 'lost'])); // the 4.00 left wins at 1.80: 7.20
    expect(await balanceOf(h, p)).toBe(104.04);
    expect(await settledBetsOf(h, p)).toMatchObject([
      { betId, status: 'won', totalStake: 10, remainingStake: 4, cashedOut: 6.84, returns: 7.2 },
    ]);
    expect((await cashOutRows(h, betId)).map((r) => r.kind)).toEqual(['partial', 'partial']);
  });

  it('a part equal to the offer cashes out the whole bet; settled bets add the parts', async () => {
    const p = await fundedPlayer(h);
    const betId = await placeSingle(h, p, sel(E2, 3, 1), 10); // 10.00 at 1.90: offer 9.50
    const part = await cashOut(h, p, betId, { amount: 9.5, partialAmount: 4.75 });
    expect(part.json()).toMatchObject({ status: 'open', remainingStake: 5 });
    const rest = await cashOut(h, p, betId, { amount: 4.75, partialAmount: 4.75 });
    expect(rest.statusCode).toBe(201);
    expect(rest.json()).toEqual({
      betId,
      status: 'cashed_out',
      amount: 4.75,
      currency: 'EUR',
      availableBalance: 99.5,
    });
    expect(await openBetsOf(h, p)).toEqual([]);
    expect(await settledBetsOf(h, p)).toMatchObject([
      { betId, status: 'cashed_out', totalStake: 10, cashedOut: 9.5, returns: 4.75 },
    ]);
    expect((await cashOutRows(h, betId)).map((r) => r.kind)).toEqual(['partial', 'full']);
  });

  it('answers bad parts with 400/409 { code, message } and pays nothing', async () => {
    const p = await fundedPlayer(h);
    const betId = await placeSingle(h, p, sel(E3, 3, 1), 10); // offer 9.50
    const cases: [number, string, unknown][] = [
      [400, 'PARTIAL_CASHOUT_BELOW_MINIMUM', { amount: 9.5, partialAmount: 0.09 }],
      [400, 'PARTIAL_CASHOUT_ABOVE_OFFER', { amount: 9.5, partialAmount: 9.51 }],
      [400, 'INVALID_REQUEST', { amount: 9.5, partialAmount: 'NaN' }],
      [400, 'INVALID_REQUEST', { amount: 9.5, partialAmount: -1 }],
      [400, 'INVALID_REQUEST', { amount: 9.5, partialAmount: 0 }],
      [400, 'INVALID_REQUEST', { amount: 9.5, partialAmount: '1.234' }],
      [400, 'INVALID_REQUEST', { amount: 9.5, partialAmount: 1.005 }],
      [400, 'INVALID_REQUEST', { amount: 9.5, partialAmount: null }],
      [400, 'INVALID_REQUEST', { amount: 9.5, partialAmount: '1e3' }],
      [409, 'CASHOUT_OFFER_CHANGED', { amount: 12, partialAmount: 1 }],
    ];
    for (const [statusCode, code, body] of cases) {
      const res = await cashOut(h, p, betId, body);
      expect({ body, statusCode: res.statusCode }).toEqual({ body, statusCode });
      expect(res.json()).toMatchObject({ code, message: expect.any(String) as string });
    }
    await h.step(status(E3, sel(E3, 3, 1).marketId, 'suspended'));
    const suspended = await cashOut(h, p, betId, { amount: 9.5, partialAmount: 1 });
    expect(suspended.statusCode).toBe(409);
    expect(CashOutRejection.parse(suspended.json()).code).toBe('CASHOUT_UNAVAILABLE');
    await h.step(status(E3, sel(E3, 3, 1).marketId, 'open'));
    expect(await balanceOf(h, p)).toBe(90);
    expect(await openBet(h, p, betId)).toMatchObject({ remainingStake: 10, cashedOut: 0 });
  });

  it('in a thousand-scaled currency the smallest part is 1 thousand (1,000 dong)', async () => {
    const p = await createPlayer(h, { currency: 'VND', prefix: 'settle' });
    await fundReal(h.db, p, '1000000');
    const betId = await placeSingle(h, p, sel(E1, 3, 2), 100_000); // at 1.90: offer 95,000
    const below = await cashOut(h, p, betId, { amount: 95_000, partialAmount: 999 });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({ code: 'PARTIAL_CASHOUT_BELOW_MINIMUM' });
    const fraction = await cashOut(h, p, betId, { amount: 95_000, partialAmount: '1000.5' });
    expect(fraction.statusCode).toBe(400);
    const part = await cashOut(h, p, betId, { amount: 95_000, partialAmount: 1000 });
    expect(part.statusCode).toBe(201);
    // 100,000 × 94,000 / 95,000 = 98,947.4 → 98,947 dong stay staked.
    expect(part.json()).toMatchObject({ amount: 1000, currency: 'VND', remainingStake: 98_947 });
    expect(await balanceOf(h, p)).toBe(901_000);
  });

  it('racing parts never pay more than the bet is worth', async () => {
    const p = await fundedPlayer(h);
    const a = await placeSingle(h, p, sel(E4, 3, 1), 10); // offer 9.50
    const twoParts = await Promise.all([
      cashOut(h, p, a, { amount: 9.5, partialAmount: 6 }),
      cashOut(h, p, a, { amount: 9.5, partialAmount: 6 }),
    ]);
    // The first leaves 3.68 staked (worth 3.49): the second's 9.50 is no longer on offer.
    expect(twoParts.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(twoParts.map((r) => r.json<{ code?: string }>().code).sort()).toEqual([
      'CASHOUT_OFFER_CHANGED',
      undefined,
    ]);
    expect(await openBet(h, p, a)).toMatchObject({ remainingStake: 3.68, cashedOut: 6 });

    const b = await placeSingle(h, p, sel(E4, 3, 2), 10); // offer 9.50
    const partAndWhole = await Promise.all([
      cashOut(h, p, b, { amount: 9.5, partialAmount: 5 }),
      cashOut(h, p, b, { amount: 9.5 }),
    ]);
    expect(partAndWhole.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const paid = partAndWhole[0]?.statusCode === 201 ? 5 : 9.5;
    expect(await balanceOf(h, p)).toBeCloseTo(80 + 6 + paid, 2);
  });

  it('a cash out racing settlement: one wins cleanly', async () => {
    const p = await fundedPlayer(h);
    const betId = await placeSingle(h, p, sel(E5, 3, 1), 10); // offer 9.50, wins 19.00
    const [res] = await Promise.all([
      cashOut(h, p, betId, { amount: 9.5, partialAmount: 5 }),
      h.step(results(E5, 3, ['won', 'lost'])),
    ]);
    await h.platform.settlement.sweep(); // a bet the cash out held is settled by the next sweep
    const [settled] = await settledBetsOf(h, p);
    if (res?.statusCode === 201) {
      // 5.00 paid for 5.27 of the stake; the 4.73 left won at 1.90: 8.98 (8.987 rounded down).
      expect(settled).toMatchObject({ status: 'won', remainingStake: 4.73, cashedOut: 5 });
      expect(await balanceOf(h, p)).toBe(90 + 5 + (settled?.returns ?? 0));
    } else {
      // Settled first, or resulted and about to be: no offer either way.
      expect(['BET_NOT_OPEN', 'CASHOUT_UNAVAILABLE']).toContain(res?.json<{ code: string }>().code);
      expect(settled).toMatchObject({ status: 'won', returns: 19, cashedOut: 0 });
      expect(await balanceOf(h, p)).toBe(109);
    }
  });
});

describe.each(dbTargets())('automatic cash out on $name', (target) => {
  const h = useSettlementPlatform(target);

  it('cashes the bet out once, at the offer, when it reaches the rule', async () => {
    const p = await fundedPlayer(h);
    const betId = await placeSingle(h, p, sel(E6, 2, 1), 10); // 10.00 at 1.80: offer 9.50
    const set = await autoRule(h, p, betId, 'PUT', { threshold: 11 });
    expect(set.statusCode).toBe(200);
    const rule = AutoCashOutRule.parse(set.json());
    expect(rule).toMatchObject({ betId, threshold: 11, currency: 'EUR' });
    expect((await autoRule(h, p, betId, 'GET')).json()).toEqual(rule);
    expect(await openBet(h, p, betId)).toMatchObject({ autoCashOutThreshold: 11 });

    expect(await h.platform.autoCashOut.run()).toBe(0); // 9.50 is not 11 yet
    await h.step(move(E6, 1.5)); // offer 11.40
    const closed: string[] = [];
    const stop = h.platform.ctx.bus.subscribe(SETTLEMENT_TOPICS.betsClosed, (m) => closed.push(m));
    expect(await h.platform.autoCashOut.run()).toBe(1);
    expect(await h.platform.autoCashOut.run()).toBe(0);
    await h.platform.ctx.bus.flush();
    stop();
    expect(closed.map((m): unknown => JSON.parse(m))).toEqual([
      {
        bets: [
          { betId, playerId: p.id, status: 'cashed_out', returnsMinor: 1140, currency: 'EUR' },
        ],
      },
    ]);
    expect(await balanceOf(h, p)).toBe(101.4);
    expect(await settledBetsOf(h, p)).toMatchObject([
      { betId, status: 'cashed_out', returns: 11.4, cashedOut: 11.4 },
    ]);
    expect(await cashOutRows(h, betId)).toEqual([
      { kind: 'full', source: 'auto', amount_minor: 1140 },
    ]);
    expect((await autoRule(h, p, betId, 'GET')).statusCode).toBe(404);
  });

  it('sets, replaces and deletes a rule; refuses bad ones; a settled bet drops it', async () => {
    const p = await fundedPlayer(h);
    const other = await fundedPlayer(h);
    const betId = await placeSingle(h, p, sel(E7, 2, 1), 10);
    expect((await autoRule(h, p, betId, 'PUT', { threshold: '12.00' })).json()).toMatchObject({
      threshold: 12,
    });
    expect((await autoRule(h, p, betId, 'PUT', { threshold: 13 })).json()).toMatchObject({
      threshold: 13,
    });
    for (const threshold of ['abc', -1, 0, '1.234', 'NaN', null]) {
      const res = await autoRule(h, p, betId, 'PUT', { threshold });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_REQUEST', message: expect.any(String) });
    }
    expect((await autoRule(h, other, betId, 'PUT', { threshold: 1 })).statusCode).toBe(404);
    expect((await autoRule(h, other, betId, 'GET')).statusCode).toBe(404);
    expect((await autoRule(h, other, betId, 'DELETE')).statusCode).toBe(404);
    const removed = await autoRule(h, p, betId, 'DELETE');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ betId, threshold: 13 });
    expect((await autoRule(h, p, betId, 'DELETE')).statusCode).toBe(404);
    expect((await openBet(h, p, betId)).autoCashOutThreshold).toBeUndefined();

    await autoRule(h, p, betId, 'PUT', { threshold: 30 });
    await h.step(results(E7, 2, ['lost', 'won']));
    expect((await autoRule(h, p, betId, 'GET')).statusCode).toBe(404);
    const late = await autoRule(h, p, betId, 'PUT', { threshold: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'BET_NOT_OPEN' });
  });

  it('an automatic cash out racing the player’s pays once', async () => {
    const p = await fundedPlayer(h);
    const betId = await placeSingle(h, p, sel(E8, 3, 1), 10); // offer 9.50
    await autoRule(h, p, betId, 'PUT', { threshold: 9 });
    const [ran, manual] = await Promise.all([
      h.platform.autoCashOut.run(),
      cashOut(h, p, betId, { amount: 9.5 }),
    ]);
    expect(ran + (manual.statusCode === 201 ? 1 : 0)).toBe(1);
    if (manual.statusCode !== 201) expect(manual.json()).toMatchObject({ code: 'BET_NOT_OPEN' });
    expect(await balanceOf(h, p)).toBe(99.5);
    expect(await cashOutRows(h, betId)).toHaveLength(1);
    expect(await h.platform.autoCashOut.run()).toBe(0);
  });
});
