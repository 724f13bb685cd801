import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  applyLiveEventMessage,
  type LiveEventCore,
  type LiveEventMessage,
  type PeriodScore,
} from '@touchline/betting';
import {
  ChangesAnswer,
  LiveEvent,
  LiveEventMessageFromWire,
  WS_MAX_CLIENT_FRAME_BYTES,
  WS_MAX_SUBSCRIPTIONS,
  WsChangeFrame,
  WsControlFrame,
  ENDPOINTS,
  buildPath,
} from '@touchline/contract';
import { dbTargets } from '../../../test/targets';
import { TEST_NOW } from '../../../test/harness';
import { pruneChangeLog } from '../service';
import {
  BASK,
  E1,
  E2,
  E3,
  TestSocket,
  marketId,
  outcomeId,
  price,
  useFeedPlatform,
} from './feed-fixtures';

describe.each(dbTargets())('/ws on $name', (target) => {
  const h = useFeedPlatform(target, { listen: true });

  let n = 0;
  /** A fresh price on each given event (a new decimal every call). */
  const move = (...events: number[]) =>
    events.map((e) => {
      const m = marketId(e, 1);
      n++;
      return price(e, m, outcomeId(m, 1), 2 + n / 1000);
    });
  const poll = async (query: string) =>
    ChangesAnswer.parse(
      (
        await h.app.inject({ method: 'GET', url: `${ENDPOINTS.feed.changes.path}?${query}` })
      ).json(),
    );

  it('subscribes to events and receives their changes pushed, nothing else', async () => {
    const socket = await TestSocket.open(h.wsUrl);
    const ack = WsControlFrame.parse(
      await socket.request({ op: 'subscribe', events: [E1] }, 'subscribed'),
    );
    expect(ack).toEqual({ op: 'subscribed', cursor: (await poll('')).cursor, resync: false });
    const from = socket.frames.length;
    await h.step(...move(E1, E2, E3));
    const [frame] = await socket.waitFor((f) => 'c' in f, 1, from);
    const change = WsChangeFrame.parse(frame);
    expect(change.m).toMatchObject({ k: 'p', e: E1 });
    // The same cursor and message as the polling call.
    const polled = await poll(`cursor=${ack.op === 'subscribed' ? ack.cursor : 0}`);
    expect(polled.changes.find((c) => c.cursor === change.c)?.message).toEqual(change.m);
    await h.step(...move(E1));
    await socket.waitFor((f) => 'c' in f, 2, from);
    expect(socket.changes(from).every((c) => c.m.e === E1)).toBe(true);
    await socket.close();
  });

  it('subscribes to sports and to the live page; unsubscribes', async () => {
    const socket = await TestSocket.open(h.wsUrl);
    await socket.request({ op: 'subscribe', sports: [BASK] }, 'subscribed');
    const live = await TestSocket.open(h.wsUrl);
    await live.request({ op: 'subscribe', live: true }, 'subscribed');
    await h.step({ type: 'eventStatus', eventId: E1, status: 'live', at: TEST_NOW.toISOString() });
    await h.step(...move(E1, E2, E3));
    await socket.waitFor((f) => 'c' in f);
    await live.waitFor((f) => 'c' in f, 2);
    expect(socket.changes().map((c) => c.m.e)).toEqual([E3]);
    expect(live.changes().map((c) => c.m.eventId ?? c.m.e)).toEqual([E1, E1]);
    expect(live.changes()[0]?.m).toEqual({ kind: 'eventStatus', eventId: E1, status: 'live' });
    expect(await socket.request({ op: 'unsubscribe', sports: [BASK] }, 'unsubscribed')).toEqual({
      op: 'unsubscribed',
    });
    const marker = await TestSocket.open(h.wsUrl);
    await marker.request({ op: 'subscribe', events: [E3] }, 'subscribed');
    await h.step(...move(E3));
    await marker.waitFor((f) => 'c' in f);
    expect(socket.changes().map((c) => c.m.e)).toEqual([E3]);
    await Promise.all([socket.close(), live.close(), marker.close()]);
  });

  it('builds each frame once and writes the same bytes to every matching socket', async () => {
    const sockets = await Promise.all([1, 2, 3].map(() => TestSocket.open(h.wsUrl)));
    await Promise.all(
      sockets.map((s) => s.request({ op: 'subscribe', events: [E2] }, 'subscribed')),
    );
    const built = h.platform.feed.hub.stats.framesBuilt;
    const sends = h.platform.feed.hub.stats.sends;
    await h.step(...move(E2), ...move(E3));
    await Promise.all(sockets.map((s) => s.waitFor((f) => 'c' in f)));
    // Two changes, one frame each; the E2 frame went to the three sockets.
    expect(h.platform.feed.hub.stats.framesBuilt - built).toBe(2);
    expect(h.platform.feed.hub.stats.sends - sends).toBe(3);
    const texts = sockets.map((s) => JSON.stringify(s.changes()));
    expect(new Set(texts).size).toBe(1);
    await Promise.all(sockets.map((s) => s.close()));
  });

  it('replays what a reconnecting client missed, then goes on live without gaps or repeats', async () => {
    const first = await TestSocket.open(h.wsUrl);
    await first.request({ op: 'subscribe', events: [E1, E2] }, 'subscribed');
    await h.step(...move(E1, E2));
    await first.waitFor((f) => 'c' in f, 2);
    const last = first.changes().at(-1)?.c ?? 0;
    await first.close();
    // Missed while away.
    await h.step(...move(E1, E3));
    await h.step(...move(E2));
    const again = await TestSocket.open(h.wsUrl);
    const ack = await again.request(
      { op: 'subscribe', events: [E1, E2], cursor: last },
      'subscribed',
    );
    expect(ack).toMatchObject({ resync: false });
    await again.waitFor((f) => 'c' in f, 2);
    await h.step(...move(E1));
    await again.waitFor((f) => 'c' in f, 3);
    const expected = await poll(`cursor=${last}&eventIds=${E1},${E2}`);
    expect(again.changes().map((c) => c.c)).toEqual(expected.changes.map((c) => c.cursor));
    expect(again.changes().map((c) => c.m)).toEqual(expected.changes.map((c) => c.message));
    await again.close();
  });

  it('replay and live pushes meet without gaps or repeats while the feed keeps moving', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const { cursor: start } = await poll('');
      await h.step(...move(E1, E2));
      const socket = await TestSocket.open(h.wsUrl);
      // Steps run while the subscribe's replay is being read.
      const steps = (async () => {
        for (let i = 0; i < 3; i++) await h.step(...move(E1, E2, E3));
      })();
      socket.send({ op: 'subscribe', events: [E1], cursor: start });
      await steps;
      const expected = await poll(`cursor=${start}&eventIds=${E1}`);
      await socket.waitFor((f) => 'c' in f, expected.changes.length);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(socket.changes().map((c) => c.c)).toEqual(expected.changes.map((c) => c.cursor));
      await socket.close();
    }
  });

  it('answers resync instead of a replay when the cursor is older than the log', async () => {
    await h.step(...move(E1));
    const { floor } = await pruneChangeLog(h.db, TEST_NOW, 24 * 3_600_000, 1);
    const socket = await TestSocket.open(h.wsUrl);
    const ack = await socket.request({ op: 'subscribe', events: [E1], cursor: 0 }, 'subscribed');
    expect(ack).toEqual({ op: 'subscribed', cursor: floor + 1, resync: true });
    await h.step(...move(E1));
    await socket.waitFor((f) => 'c' in f);
    expect(socket.changes()).toHaveLength(1);
    await socket.close();
  });

  it('answers an error frame to bad frames and keeps the socket usable', async () => {
    const socket = await TestSocket.open(h.wsUrl);
    const error = (code: string) => ({ op: 'error', code, message: expect.any(String) as string });
    const bad: [string | object, string][] = [
      ['not json', 'INVALID_REQUEST'],
      ['[1,2]', 'INVALID_REQUEST'],
      [{ op: 'dance' }, 'INVALID_REQUEST'],
      [{ events: [1] }, 'INVALID_REQUEST'],
      [{ op: 'subscribe', events: ['1'] }, 'INVALID_REQUEST'],
      [{ op: 'subscribe', events: [-1] }, 'INVALID_REQUEST'],
      [{ op: 'subscribe', sports: [1.5] }, 'INVALID_REQUEST'],
      [{ op: 'subscribe', live: 'yes' }, 'INVALID_REQUEST'],
      [{ op: 'subscribe', cursor: -3 }, 'INVALID_REQUEST'],
      [{ op: 'subscribe', events: [1], extra: true }, 'INVALID_REQUEST'],
      [{ op: 'subscribe', events: Array.from({ length: 501 }, (_, i) => i) }, 'INVALID_REQUEST'],
      [
        JSON.stringify({ op: 'ping', pad: 'x'.repeat(WS_MAX_CLIENT_FRAME_BYTES) }),
        'FRAME_TOO_LARGE',
      ],
    ];
    for (const [frame, code] of bad) {
      const reply = await socket.request(frame, 'error');
      expect(WsControlFrame.parse(reply)).toEqual(error(code));
    }
    // Binary frames are refused the same way.
    const from = socket.frames.length;
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await socket.waitFor((f) => f.op === 'error', 1, from))[0]).toEqual(
      error('INVALID_REQUEST'),
    );
    // The subscription limit counts across requests.
    const half = Math.floor(WS_MAX_SUBSCRIPTIONS / 2) + 1;
    const ids = (offset: number) => Array.from({ length: half }, (_, i) => offset + i);
    expect(await socket.request({ op: 'subscribe', events: ids(1) }, 'subscribed')).toMatchObject({
      op: 'subscribed',
    });
    expect(await socket.request({ op: 'subscribe', sports: ids(10_000) }, 'subscribed')).toEqual(
      error('TOO_MANY_SUBSCRIPTIONS'),
    );
    expect(await socket.request({ op: 'ping' }, 'pong')).toEqual({ op: 'pong' });
    await socket.request({ op: 'subscribe', events: [E3] }, 'subscribed');
    await h.step(...move(E3));
    await socket.waitFor((f) => 'c' in f);
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
    await socket.close();
  });

  it('refuses WebSocket upgrades on other paths', async () => {
    // A path the socket server does not serve (the upgrade lives at WS_PATH only).
    const url = h.wsUrl.replace(/\/ws$/, '/xapi/ws');
    await expect(
      new Promise((resolve, reject) => {
        const ws = new WebSocket(url);
        ws.once('open', () => resolve('open'));
        ws.once('error', reject);
      }),
    ).rejects.toThrow(/404/);
  });

  it('forgets closed sockets', async () => {
    const before = h.platform.feed.hub.size;
    const socket = await TestSocket.open(h.wsUrl);
    await socket.request({ op: 'subscribe', events: [E1] }, 'subscribed');
    expect(h.platform.feed.hub.size).toBe(before + 1);
    await socket.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(h.platform.feed.hub.size).toBe(before);
  });

  // Last in the suite: it finishes E2.
  it('pushes every live event kind: clock, minute, period, score merge, open markets, END_OF_EVENT', async () => {
    const socket = await TestSocket.open(h.wsUrl);
    await socket.request({ op: 'subscribe', events: [E2] }, 'subscribed');
    const from = socket.frames.length;
    const home = E2 * 10 + 1;
    const away = E2 * 10 + 2;
    const live = (message: LiveEventMessage) => ({ type: 'live', message }) as const;
    const goal = (opponentId: number, score: number) =>
      live({
        kind: 'score',
        eventId: E2,
        scoresPerPeriod: [{ opponentId, periodInstance: 1, periodKey: 'HALF', score }],
      });
    await h.step(
      { type: 'eventStatus', eventId: E2, status: 'live', at: TEST_NOW.toISOString() },
      live({ kind: 'clock', eventId: E2, clock: { minutes: 0, status: 'RUNNING' } }),
      live({
        kind: 'currentPeriod',
        eventId: E2,
        currentPeriod: '1st Half',
        currentPeriodAbbreviation: 'HALF',
        currentPeriodNumber: 1,
      }),
      live({ kind: 'openMarketCount', eventId: E2, liveOpenMarketCount: 3 }),
    );
    await h.step(live({ kind: 'clockMinute', eventId: E2, minutes: 12 }), goal(home, 1));
    // Each score message carries only what changed: the client merges by opponent, period
    // instance and period key (spec §4), so the away goal keeps the home one, and the home
    // side's second goal replaces its first.
    await h.step(goal(away, 1));
    await h.step(
      goal(home, 2),
      live({ kind: 'openMarketCount', eventId: E2, liveOpenMarketCount: 2 }),
    );
    await h.step(
      live({ kind: 'clock', eventId: E2, clock: { minutes: 90, status: 'END_OF_EVENT' } }),
    );
    const frames = (await socket.waitFor((f) => 'c' in f, 11, from)).map((f) =>
      WsChangeFrame.parse(f),
    );
    const kinds = frames.map(({ m }) =>
      'kind' in m ? (m.kind === 'clock' ? `clock:${m.clock.status}` : m.kind) : m.k,
    );
    expect(kinds).toEqual([
      'eventStatus',
      'clock:RUNNING',
      'currentPeriod',
      'openMarketCount',
      'clockMinute',
      'score',
      'score',
      'score',
      'openMarketCount',
      'clock:END_OF_EVENT',
      // spec §4: END_OF_EVENT marks the event finished.
      'eventStatus',
    ]);
    expect(frames.at(-1)?.m).toEqual({ kind: 'eventStatus', eventId: E2, status: 'finished' });
    // Cursors increase, and the frames are the polling call's messages.
    const cursors = frames.map((f) => f.c);
    expect(cursors.every((c, i) => i === 0 || c > (cursors[i - 1] ?? 0))).toBe(true);
    const polled = await poll(`cursor=${(cursors[0] ?? 1) - 1}&eventIds=${E2}`);
    expect(polled.changes.map((c) => c.message)).toEqual(frames.map((f) => f.m));
    // A client applying the pushed frames holds what the catalogue answers.
    let state: LiveEventCore = { id: E2 };
    for (const { m } of frames) {
      const decoded = LiveEventMessageFromWire.safeParse(m);
      if (decoded.success) state = applyLiveEventMessage(state, decoded.data);
    }
    const byOpponent = (scores: readonly PeriodScore[] | undefined) =>
      [...(scores ?? [])].sort((a, b) => a.opponentId - b.opponentId);
    expect(byOpponent(state.scoresPerPeriod)).toEqual([
      { opponentId: home, periodInstance: 1, periodKey: 'HALF', score: 2 },
      { opponentId: away, periodInstance: 1, periodKey: 'HALF', score: 1 },
    ]);
    const event = LiveEvent.parse(
      (
        await h.app.inject({
          method: 'GET',
          url: buildPath(ENDPOINTS.catalog.event.path, { id: E2 }),
        })
      ).json(),
    );
    expect(byOpponent(event.scoresPerPeriod)).toEqual(byOpponent(state.scoresPerPeriod));
    expect(event).toMatchObject({
      clock: { minutes: 90, status: 'END_OF_EVENT' },
      isFinished: true,
      liveOpenMarketCount: 2,
      currentPeriod: '1st Half',
      currentPeriodAbbreviation: 'HALF',
      currentPeriodNumber: 1,
    });
    expect(state).toMatchObject({
      clock: { minutes: 90, status: 'END_OF_EVENT' },
      isFinished: true,
      liveOpenMarketCount: 2,
      currentPeriodAbbreviation: 'HALF',
    });
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
    await socket.close();
  });
});
