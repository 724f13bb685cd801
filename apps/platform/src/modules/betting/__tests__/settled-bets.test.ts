import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, buildPath } from '@touchline/contract';
import { TEST_NOW } from '../../../test/harness';
import { dbTargets } from '../../../test/targets';
import { price } from '../../feed/__tests__/feed-fixtures';
import {
  EVENTS,
  fundedPlayer,
  placeSingle,
  results,
  sel,
  settledBetsOf,
  useSettlementPlatform,
} from './settlement-fixtures';

const [E1, E2, E3] = EVENTS as [number, number, number];
const minutes = (n: number) => new Date(TEST_NOW.getTime() + n * 60_000);

describe.each(dbTargets())('settled bets on $name', (target) => {
  const h = useSettlementPlatform(target);

  it('lists the player’s settled and cashed-out bets, newest first, at most numberOfBets', async () => {
    const p = await fundedPlayer(h);
    const someoneElse = await fundedPlayer(h);
    const first = await placeSingle(h, p, sel(E1, 1, 1), 2);
    const second = await placeSingle(h, p, sel(E1, 2, 1), 3);
    const third = await placeSingle(h, p, sel(E2, 2, 1), 4);
    const open = await placeSingle(h, p, sel(E3, 1, 1), 1);
    await placeSingle(h, someoneElse, sel(E1, 1, 1), 5);

    h.setNow(minutes(1));
    await h.step(results(E1, 1, ['won', 'lost', 'lost']));
    h.setNow(minutes(2));
    await h.step(results(E1, 2, ['lost', 'won']));
    h.setNow(minutes(3));
    await h.step(price(E2, sel(E2, 2, 1).marketId, sel(E2, 2, 1).outcomeId, 1.8));
    const cashedOut = await h.app.inject({
      method: 'POST',
      url: `${buildPath(ENDPOINTS.bets.cashOut.path, { accountId: p.accountId, betId: third })}?uuid=${randomUUID()}`,
      headers: p.auth,
      payload: { amount: 3.8 }, // 4.00 at 1.80 still 1.80, less 5 %
    });
    expect(cashedOut.statusCode).toBe(201);

    const all = await settledBetsOf(h, p, '?numberOfBets=50&withAuth=true');
    expect(all.map((b) => [b.betId, b.status, b.returns, b.settledAt])).toEqual([
      [third, 'cashed_out', 3.8, minutes(3).toISOString()],
      [second, 'lost', 0, minutes(2).toISOString()],
      [first, 'won', 4, minutes(1).toISOString()],
    ]);
    expect(all.some((b) => b.betId === open)).toBe(false);
    expect(await settledBetsOf(h, p)).toEqual(all); // numberOfBets defaults to 50
    expect((await settledBetsOf(h, p, '?numberOfBets=2')).map((b) => b.betId)).toEqual([
      third,
      second,
    ]);
    expect(await settledBetsOf(h, someoneElse)).toMatchObject([{ status: 'won', returns: 10 }]);
  });

  it('refuses a bad numberOfBets with 400 { code, message } and an anonymous call with 401', async () => {
    const p = await fundedPlayer(h);
    for (const bad of ['0', '-1', 'abc', '1.5', '201', '']) {
      const res = await h.app.inject({
        method: 'GET',
        url: `${ENDPOINTS.bets.settledBets.path}?numberOfBets=${bad}`,
        headers: p.auth,
      });
      expect(res.statusCode, `numberOfBets=${bad}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_REQUEST', message: expect.any(String) });
    }
    const anonymous = await h.app.inject({
      method: 'GET',
      url: `${ENDPOINTS.bets.settledBets.path}?numberOfBets=50`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
