import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimFeedMessage } from '@touchline/simulator';
import {
  ENDPOINTS,
  WS_CLOSE_POLICY,
  WS_MAX_AUTH_FAILURES,
  WS_MAX_CLIENT_FRAME_BYTES,
  WsPlayerServerFrame,
  WsServerFrame,
  buildPath,
} from '@touchline/contract';
import { createMemoryBus } from '../../../bus/bus';
import { publishPlayerNotice } from '../../../bus/player-notices';
import { loadConfig } from '../../../config';
import type { Database } from '../../../db/database';
import { startPlatform, type Platform } from '../../../platform';
import { TEST_NOW, extendHarness, usePlatform, type Harness } from '../../../test/harness';
import { bearer, injectCall } from '../../../test/kit';
import { assertLedgerReconciles } from '../../../test/ledger-check';
import { dbTargets, pgliteTarget } from '../../../test/targets';
import {
  EVENTS,
  fundedPlayer,
  heldStakeProblems,
  placeSingle,
  results,
  sel,
  settlementCard,
} from '../../betting/__tests__/settlement-fixtures';
import { ScriptedWorld, TestSocket, price, type Frame } from '../../feed/__tests__/feed-fixtures';
import { cashier, type TestPlayer } from '../../wallet/__tests__/wallet-fixtures';
import { debitStake } from '../../wallet';

const [E1, E2, E3, E4, E5, E6] = EVENTS as [number, number, number, number, number, number];

interface ChannelHarness extends Harness {
  readonly wsUrl: string;
  step(...messages: SimFeedMessage[]): Promise<void>;
}

/** A platform on the settlement world, listening for WebSocket clients. */
function useChannelPlatform(target: Parameters<typeof usePlatform>[0]): ChannelHarness {
  const world = new ScriptedWorld(settlementCard());
  const base = usePlatform(target, { world, listen: true, finalChecks: heldStakeProblems });
  return extendHarness<ChannelHarness>(base, {
    get wsUrl() {
      return `ws://${base.origin}/ws`;
    },
    async step(...messages: SimFeedMessage[]) {
      world.push(...messages);
      await base.platform.tick();
      await base.platform.settlement.idle();
    },
  });
}

const PLAYER_OPS = new Set(WsPlayerServerFrame.options.map((o) => o.shape.op.value as string));
const isPlayerFrame = (f: Frame) => typeof f.op === 'string' && PLAYER_OPS.has(f.op);

/** A socket signed in as `p` (its `authenticated` frame checked). */
async function signedIn(url: string, p: TestPlayer): Promise<TestSocket> {
  const socket = await TestSocket.open(url);
  const reply = await socket.request({ op: 'auth', token: p.token }, 'authenticated');
  expect(reply).toMatchObject({ op: 'authenticated', accountId: p.accountId });
  return socket;
}

/**
 * Everything the platform owes `sockets` so far has reached them: the player channel is idle,
 * and a ping sent after it came back (frames arrive in order).
 */
async function settle(platform: Platform, ...sockets: TestSocket[]): Promise<void> {
  await platform.players.idle();
  await Promise.all(sockets.map((s) => s.request({ op: 'ping' }, 'pong')));
}

const until = async (check: () => boolean, timeoutMs = 5_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const frameOf = (op: string) => (f: Frame) => f.op === op;

/** The betSettled frame of a EUR bet. */
const settledFrame = (betId: number, status: 'won' | 'lost' | 'void', returns: number) => ({
  op: 'betSettled',
  betId,
  status,
  returns,
  currency: 'EUR',
});

/** Waits for one frame `op` after index `from` and parses it as a server frame. */
async function next(socket: TestSocket, op: string, from: number) {
  const [frame] = await socket.waitFor(frameOf(op), 1, from);
  return WsServerFrame.parse(frame);
}

describe.each(dbTargets())('the /ws player channel on $name', (target) => {
  const h = useChannelPlatform(target);

  it('tells a signed-in socket its balance after placement, then betSettled and balance', async () => {
    const p = await fundedPlayer(h); // 100.00
    const socket = await signedIn(h.wsUrl, p);
    let from = socket.frames.length;
    const betId = await placeSingle(h, p, sel(E1, 1, 1), 10); // at 2.00
    expect(await next(socket, 'balance', from)).toEqual({
      op: 'balance',
      wallet: expect.objectContaining({ name: 'sportsbook', currency: 'EUR', balance: 90 }),
    });

    from = socket.frames.length;
    await h.step(results(E1, 1, ['won', 'lost', 'lost']));
    expect(await next(socket, 'betSettled', from)).toEqual(settledFrame(betId, 'won', 20));
    expect(await next(socket, 'balance', from)).toMatchObject({
      wallet: { balance: 110, realBalance: 110, withdrawableAmount: 110 },
    });
    await socket.close();
  });

  it('tells a resettled bet again, marked resettled, with its new result', async () => {
    const p = await fundedPlayer(h);
    const socket = await signedIn(h.wsUrl, p);
    const betId = await placeSingle(h, p, sel(E6, 1, 1), 10); // at 2.00
    let from = socket.frames.length;
    await h.step(results(E6, 1, ['won', 'lost', 'lost']));
    expect(await next(socket, 'betSettled', from)).toEqual(settledFrame(betId, 'won', 20));
    // The feed corrects the result: the bet is reversed and closed again as lost.
    from = socket.frames.length;
    await h.step(results(E6, 1, ['lost', 'won', 'lost']));
    expect(await next(socket, 'betSettled', from)).toEqual({
      ...settledFrame(betId, 'lost', 0),
      resettled: true,
    });
    await socket.close();
  });

  it('tells a lost bet as betSettled with no returns', async () => {
    const p = await fundedPlayer(h);
    const socket = await signedIn(h.wsUrl, p);
    const betId = await placeSingle(h, p, sel(E2, 1, 2), 5);
    const from = socket.frames.length;
    await h.step(results(E2, 1, ['won', 'lost', 'lost']));
    expect(await next(socket, 'betSettled', from)).toEqual(settledFrame(betId, 'lost', 0));
    await socket.close();
  });

  it('tells a cash out as cashedOut (full) and the balance it paid into', async () => {
    const p = await fundedPlayer(h);
    const socket = await signedIn(h.wsUrl, p);
    const s = sel(E3, 2, 1); // 1.80
    let from = socket.frames.length;
    const betId = await placeSingle(h, p, s, 10);
    expect(await next(socket, 'balance', from)).toMatchObject({ wallet: { balance: 90 } });
    await h.step(price(E3, s.marketId, s.outcomeId, 1.5)); // offer 11.40
    from = socket.frames.length;
    const res = await h.app.inject({
      method: 'POST',
      url: `${buildPath(ENDPOINTS.bets.cashOut.path, { accountId: p.accountId, betId })}?uuid=${randomUUID()}`,
      headers: { ...p.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ amount: 11.4 }),
    });
    expect(res.statusCode).toBe(201);
    expect(await next(socket, 'cashedOut', from)).toEqual({
      op: 'cashedOut',
      betId,
      amount: 11.4,
      currency: 'EUR',
      kind: 'full',
    });
    expect(await next(socket, 'balance', from)).toMatchObject({ wallet: { balance: 101.4 } });
    await socket.close();
  });

  it("never tells one player another's news; an unsigned socket keeps the public feed only", async () => {
    const a = await fundedPlayer(h);
    const b = await fundedPlayer(h);
    const aSocket = await signedIn(h.wsUrl, a);
    const bSocket = await signedIn(h.wsUrl, b);
    const anonymous = await TestSocket.open(h.wsUrl);
    await anonymous.request({ op: 'subscribe', events: [E4] }, 'subscribed');
    const bFrom = bSocket.frames.length;
    const aFrom = aSocket.frames.length;

    const betId = await placeSingle(h, a, sel(E4, 1, 1), 10);
    await h.step(results(E4, 1, ['won', 'lost', 'lost']));
    await next(aSocket, 'betSettled', aFrom);
    await settle(h.platform, aSocket, bSocket, anonymous);

    expect(bSocket.frames.slice(bFrom).filter(isPlayerFrame)).toEqual([]);
    expect(anonymous.frames.filter(isPlayerFrame)).toEqual([]);
    // The anonymous socket still has its feed: the result's changes of E4.
    expect(anonymous.changes().length).toBeGreaterThan(0);
    expect(
      aSocket.frames
        .slice(aFrom)
        .filter(isPlayerFrame)
        .map((f) => f.op),
    ).toEqual(expect.arrayContaining(['balance', 'betSettled']));
    expect(aSocket.frames.some((f) => f.betId === betId)).toBe(true);
    const before = h.platform.players.signedIn;
    await Promise.all([aSocket.close(), bSocket.close(), anonymous.close()]);
    // A socket that goes is forgotten by the channel.
    await until(() => h.platform.players.signedIn <= before - 2);
  });

  it('tells cashier deposits and withdrawals, and nothing for a debit that rolled back', async () => {
    const p = await fundedPlayer(h);
    const socket = await signedIn(h.wsUrl, p);
    let from = socket.frames.length;
    expect((await cashier(h, p, 'deposits', { amount: 25, method: 'demo-card' })).statusCode).toBe(
      201,
    );
    expect(await next(socket, 'balance', from)).toMatchObject({ wallet: { balance: 125 } });

    from = socket.frames.length;
    const failed = h.db.transaction(async (tx) => {
      const debit = await debitStake(tx, p, {
        amountMinor: 1_000,
        reference: 'TLROLLBACK',
        usePromoCash: false,
        at: TEST_NOW,
      });
      expect(debit.ok).toBe(true);
      throw new Error('placement failed after the debit');
    });
    await expect(failed).rejects.toThrow('placement failed after the debit');
    await settle(h.platform, socket);
    expect(socket.frames.slice(from).filter(isPlayerFrame)).toEqual([]);

    expect(
      (await cashier(h, p, 'withdrawals', { amount: 15, method: 'demo-card' })).statusCode,
    ).toBe(201);
    expect(await next(socket, 'balance', from)).toMatchObject({ wallet: { balance: 110 } });
    await socket.close();
  });

  it('delivers notices published for the in-play delay to that player only', async () => {
    const a = await fundedPlayer(h);
    const b = await fundedPlayer(h);
    const aSocket = await signedIn(h.wsUrl, a);
    const bSocket = await signedIn(h.wsUrl, b);
    const from = aSocket.frames.length;
    const bus = h.platform.ctx.bus;
    publishPlayerNotice(bus, a.id, { op: 'betAccepted', betSlipId: 41, betIds: [7, 8] });
    publishPlayerNotice(bus, a.id, {
      op: 'betRejected',
      betSlipId: 42,
      code: 'RES-00108',
      message: 'The market was suspended during the delay',
    });
    expect(await next(aSocket, 'betAccepted', from)).toEqual({
      op: 'betAccepted',
      betSlipId: 41,
      betIds: [7, 8],
    });
    expect(await next(aSocket, 'betRejected', from)).toMatchObject({
      betSlipId: 42,
      code: 'RES-00108',
    });
    await settle(h.platform, aSocket, bSocket);
    expect(bSocket.frames.filter((f) => f.op === 'betAccepted' || f.op === 'betRejected')).toEqual(
      [],
    );
    await Promise.all([aSocket.close(), bSocket.close()]);
  });

  it('answers bad frames with an error and keeps the socket usable', async () => {
    const p = await fundedPlayer(h);
    const socket = await TestSocket.open(h.wsUrl);
    const cases: [object | string, string][] = [
      ['{"op":"auth"', 'INVALID_REQUEST'],
      [{ op: 'auth' }, 'INVALID_REQUEST'],
      [{ op: 'auth', token: '' }, 'INVALID_REQUEST'],
      [{ op: 'auth', token: 'x'.repeat(5_000) }, 'INVALID_REQUEST'],
      [{ op: 'auth', token: p.token, extra: 1 }, 'INVALID_REQUEST'],
      [{ op: 'logout' }, 'NOT_AUTHENTICATED'],
      [{ op: 'whoami' }, 'INVALID_REQUEST'],
      [
        JSON.stringify({ op: 'auth', token: 'x'.repeat(WS_MAX_CLIENT_FRAME_BYTES) }),
        'FRAME_TOO_LARGE',
      ],
    ];
    for (const [frame, code] of cases) {
      const reply = await socket.request(frame, 'error');
      expect(reply, JSON.stringify(frame).slice(0, 60)).toMatchObject({ op: 'error', code });
    }
    const unknown = await socket.request({ op: 'whoami' }, 'error');
    expect(unknown.message).toBe('op must be subscribe, unsubscribe, ping, auth or logout');
    expect(await socket.request({ op: 'ping' }, 'pong')).toEqual({ op: 'pong' });
    // None of these counted as a failed sign-in: a good token still opens the channel.
    expect(await socket.request({ op: 'auth', token: p.token }, 'authenticated')).toMatchObject({
      accountId: p.accountId,
    });
    await socket.close();
  });

  it('refuses a bad token with attempts left, and closes the socket after too many', async () => {
    const p = await fundedPlayer(h);
    const socket = await TestSocket.open(h.wsUrl);
    const closed = new Promise<number>((resolve) => socket.ws.once('close', resolve));
    for (let left = WS_MAX_AUTH_FAILURES - 1; left >= 0; left--) {
      const reply = await socket.request({ op: 'auth', token: `${p.token}x` }, 'authRefused');
      expect(reply).toEqual({
        op: 'authRefused',
        code: 'UNAUTHORIZED',
        message: 'The token is invalid',
        attemptsLeft: left,
      });
      if (left > 0) expect(await socket.request({ op: 'ping' }, 'pong')).toEqual({ op: 'pong' });
    }
    expect(await closed).toBe(WS_CLOSE_POLICY);
  });

  it('renews with a refreshed token of the same player, refuses another player until logout', async () => {
    const a = await fundedPlayer(h);
    const b = await fundedPlayer(h);
    const socket = await signedIn(h.wsUrl, a);
    expect(await socket.request({ op: 'auth', token: a.token }, 'authenticated')).toMatchObject({
      accountId: a.accountId,
    });
    expect(await socket.request({ op: 'auth', token: b.token }, 'authRefused')).toMatchObject({
      code: 'ALREADY_AUTHENTICATED',
    });
    expect(await socket.request({ op: 'logout' }, 'playerEnded')).toMatchObject({
      op: 'playerEnded',
      reason: 'logout',
    });
    // Signed out: a's news no longer comes; b may sign in now.
    let from = socket.frames.length;
    const deposit = await cashier(h, a, 'deposits', { amount: 10, method: 'demo-card' });
    expect(deposit.statusCode).toBe(201);
    await settle(h.platform, socket);
    expect(socket.frames.slice(from).filter(isPlayerFrame)).toEqual([]);
    expect(await socket.request({ op: 'auth', token: b.token }, 'authenticated')).toMatchObject({
      accountId: b.accountId,
    });
    from = socket.frames.length;
    await cashier(h, b, 'deposits', { amount: 10, method: 'demo-card' });
    expect(await next(socket, 'balance', from)).toMatchObject({ wallet: { balance: 110 } });
    await socket.close();
  });

  it('ends the channel when the session is logged out elsewhere or the token expires', async () => {
    const p = await fundedPlayer(h);
    const socket = await signedIn(h.wsUrl, p);
    let from = socket.frames.length;
    const out = await injectCall(h.app, ENDPOINTS.auth.logout, {
      params: { locale: 'en' },
      query: {},
      headers: bearer(p.token),
    });
    expect(out.statusCode).toBe(200);
    await h.platform.players.sweep();
    expect(await next(socket, 'playerEnded', from)).toMatchObject({
      reason: 'ended',
      code: 'UNAUTHORIZED',
    });

    const again = await fundedPlayer(h);
    const second = await signedIn(h.wsUrl, again);
    from = second.frames.length;
    h.setNow(new Date(TEST_NOW.getTime() + 28_801 * 1000));
    try {
      await h.platform.players.sweep();
      expect(await next(second, 'playerEnded', from)).toMatchObject({ reason: 'expired' });
    } finally {
      h.setNow(TEST_NOW);
    }
    // Ended, not closed: the socket answers, and the feed part goes on.
    expect(await second.request({ op: 'subscribe', events: [E5] }, 'subscribed')).toMatchObject({
      op: 'subscribed',
    });
    await Promise.all([socket.close(), second.close()]);
  });
});

describe('two platform instances on one database and one in-process bus', () => {
  const world = new ScriptedWorld(settlementCard());
  const bus = createMemoryBus();
  let db: Database;
  let dispose: () => Promise<void>;
  let a: Platform;
  let b: Platform;
  let wsUrlB = '';
  const harnessOf = (platform: Platform): Harness => ({
    app: platform.app,
    db,
    platform,
    origin: '',
    setNow: () => undefined,
  });

  beforeAll(async () => {
    ({ db, dispose } = await pgliteTarget.open());
    const config = loadConfig({ SIM_SEED: '42', LOG_LEVEL: 'silent' });
    const clock = () => TEST_NOW;
    a = await startPlatform(config, db, { clock, world, bus });
    b = await startPlatform(config, db, { clock, world: null, bus });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrlB = `ws://127.0.0.1:${(b.app.server.address() as AddressInfo).port}/ws`;
  });

  afterAll(async () => {
    await a.close();
    await b.close();
    await bus.close();
    await assertLedgerReconciles(db);
    await dispose();
  });

  it('tells a socket on B what happened on A: balance after placement, betSettled', async () => {
    const h = harnessOf(a);
    const p = await fundedPlayer(h);
    const socket = await signedIn(wsUrlB, p);
    const from = socket.frames.length;
    const betId = await placeSingle(h, p, sel(E1, 1, 1), 10); // placed on A
    expect(await next(socket, 'balance', from)).toMatchObject({ wallet: { balance: 90 } });
    world.push(results(E1, 1, ['won', 'lost', 'lost']));
    await a.tick();
    await a.settlement.idle();
    expect(await next(socket, 'betSettled', from)).toMatchObject({ betId, returns: 20 });
    await b.players.idle();
    expect(b.players.signedIn).toBe(1);
    expect(a.players.signedIn).toBe(0);
    await socket.close();
  });
});
