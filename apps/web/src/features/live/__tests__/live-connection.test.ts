import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangesAnswer } from '@touchline/contract';
import type { LiveBatchItem } from '../connection/live-connection';
import { harness, priceFrame, settle } from './live-test-kit';

/** The cursors of the changes the listener was handed, in order. */
function cursorsOf(batches: (readonly LiveBatchItem[])[]): number[] {
  return batches.flat().flatMap((item) => (item.type === 'message' ? [item.cursor] : []));
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the live connection', () => {
  it('opens one socket for every holder and subscribes what they show, diffed', async () => {
    const h = harness();
    const releaseA = h.connection.retain({ events: [1, 2] });
    const releaseB = h.connection.retain({ events: [2, 3] });
    expect(h.sockets).toHaveLength(1);
    expect(h.socket().url).toBe('ws://sportsbook.test/ws');
    h.socket().open();
    await settle();
    expect(h.socket().sent).toEqual([{ op: 'subscribe', events: [1, 2, 3] }]);
    releaseA();
    await settle();
    expect(h.socket().sent.at(-1)).toEqual({ op: 'unsubscribe', events: [1] });
    releaseB();
    releaseB(); // a second release of the same hold changes nothing
    await settle();
    expect(h.socket().sent.at(-1)).toEqual({ op: 'unsubscribe', events: [2, 3] });
    expect(h.sockets).toHaveLength(1);
    h.connection.dispose();
  });

  it('hands a burst of frames to the screen as one batch per animation frame', async () => {
    const h = harness();
    const batches: (readonly LiveBatchItem[])[] = [];
    h.connection.listen((batch) => batches.push(batch));
    h.connection.retain({ events: [9] });
    h.socket().open();
    await settle();
    h.socket().push({ op: 'subscribed', cursor: 100, resync: false });
    for (let c = 101; c <= 110; c++) h.socket().push(priceFrame(c, 9, 900, 9001, 2 + c / 1000));
    expect(batches).toHaveLength(0);
    expect(h.frames.waiting).toBe(1);
    h.frames.frame();
    expect(batches).toHaveLength(1);
    expect(cursorsOf(batches)).toEqual([101, 102, 103, 104, 105, 106, 107, 108, 109, 110]);
    h.connection.dispose();
  });

  it('after a lost socket, resubscribes everything from its cursor: nothing lost, nothing twice', async () => {
    const h = harness();
    const batches: (readonly LiveBatchItem[])[] = [];
    h.connection.listen((batch) => batches.push(batch));
    h.connection.retain({ events: [9] });
    h.connection.retain({ live: true });
    h.socket().open();
    await settle();
    h.socket().push({ op: 'subscribed', cursor: 100, resync: false });
    h.socket().push(priceFrame(101, 9, 900, 9001, 2.1));
    h.socket().push(priceFrame(102, 9, 900, 9001, 2.2));
    h.socket().drop();
    expect(h.connection.status).toBe('down');

    // The first retry comes after 250–500 ms (here 375 ms: the jitter's middle).
    await vi.advanceTimersByTimeAsync(374);
    expect(h.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.sockets).toHaveLength(2);
    h.socket().open();
    await settle();
    expect(h.socket().sent).toEqual([{ op: 'subscribe', events: [9], live: true, cursor: 102 }]);
    // A server replaying one change too many (102) is not applied twice.
    h.socket().push({ op: 'subscribed', cursor: 104, resync: false });
    h.socket().push(priceFrame(102, 9, 900, 9001, 2.2));
    h.socket().push(priceFrame(103, 9, 900, 9001, 2.3));
    h.socket().push(priceFrame(104, 9, 900, 9001, 2.4));
    h.socket().push(priceFrame(105, 9, 900, 9001, 2.5));
    h.frames.frame();
    expect(cursorsOf(batches)).toEqual([101, 102, 103, 104, 105]);
    expect(h.connection.cursor).toBe(105);
    h.connection.dispose();
  });

  it('backs off exponentially while the server stays away, and afresh once it answers', async () => {
    const h = harness(undefined, { random: () => 0.999999 });
    h.connection.retain({ events: [1] });
    const gaps: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const made = h.sockets.length;
      h.socket().drop();
      let waited = 0;
      while (h.sockets.length === made) {
        await vi.advanceTimersByTimeAsync(250);
        waited += 250;
      }
      gaps.push(waited);
    }
    expect(gaps).toEqual([500, 1000, 2000, 4000, 8000, 15_000, 15_000]);
    h.socket().open();
    h.socket().push({ op: 'pong' });
    h.socket().drop();
    await vi.advanceTimersByTimeAsync(500);
    expect(h.sockets).toHaveLength(9);
    h.connection.dispose();
  });

  it('on resync, tells the screen to refetch and goes on from the given cursor', async () => {
    const h = harness();
    const batches: (readonly LiveBatchItem[])[] = [];
    h.connection.listen((batch) => batches.push(batch));
    h.connection.retain({ events: [9] });
    h.socket().open();
    await settle();
    h.socket().push({ op: 'subscribed', cursor: 10, resync: false });
    h.socket().push(priceFrame(11, 9, 900, 9001, 2.1));
    h.socket().drop();
    await vi.advanceTimersByTimeAsync(500);
    h.socket().open();
    await settle();
    h.socket().push({ op: 'subscribed', cursor: 9000, resync: true });
    h.socket().push(priceFrame(8999, 9, 900, 9001, 2.2)); // older than the refetch: dropped
    h.socket().push(priceFrame(9001, 9, 900, 9001, 2.3));
    h.frames.frame();
    expect(batches.flat().map((i) => (i.type === 'message' ? i.cursor : i.type))).toEqual([
      11,
      'resync',
      9001,
    ]);
    h.connection.dispose();
  });

  it('polls the changes call only while the socket is down, at the site interval, from its cursor', async () => {
    let next = 201;
    const h = harness((poll) =>
      Promise.resolve<ChangesAnswer>({
        cursor: next,
        resync: false,
        more: false,
        changes: [{ cursor: next, message: priceFrame(next++, 9, 900, 9001, 3).m }],
      }).then((answer) => (poll.cursor === null ? { ...answer, changes: [] } : answer)),
    );
    const batches: (readonly LiveBatchItem[])[] = [];
    h.connection.listen((batch) => batches.push(batch));
    h.connection.setPollInterval(4000);
    h.connection.retain({ events: [9], sports: [240] });
    h.socket().open();
    await settle();
    h.socket().push({ op: 'subscribed', cursor: 200, resync: false });
    // A minute of an open socket answering its pings: no poll.
    let answered = 0;
    for (let second = 0; second < 60; second++) {
      await vi.advanceTimersByTimeAsync(1000);
      const pings = h.socket().sent.filter((f) => f.op === 'ping').length;
      if (pings > answered) {
        answered = pings;
        h.socket().push({ op: 'pong' });
      }
    }
    expect(answered).toBeGreaterThan(0);
    expect(h.connection.status).toBe('open');
    expect(h.polls).toHaveLength(0);

    h.socket().drop();
    await settle();
    expect(h.polls).toEqual([{ cursor: 200, events: [9], sports: [240], live: false }]);
    h.frames.frame();
    expect(cursorsOf(batches)).toEqual([201]);
    // The reconnect attempts fail meanwhile; polling goes on every 4 s.
    h.socket().drop();
    await vi.advanceTimersByTimeAsync(4000);
    expect(h.polls.map((p) => p.cursor)).toEqual([200, 201]);
    await vi.advanceTimersByTimeAsync(4000);
    expect(h.polls.map((p) => p.cursor)).toEqual([200, 201, 202]);

    // Back: the socket resumes from the polled cursor and polling stops.
    while (h.socket().readyState !== 0) await vi.advanceTimersByTimeAsync(100);
    h.socket().open();
    await settle();
    expect(h.socket().subscribes()).toEqual([
      { op: 'subscribe', events: [9], sports: [240], cursor: 203 },
    ]);
    const polled = h.polls.length;
    await vi.advanceTimersByTimeAsync(19_000);
    expect(h.connection.status).toBe('open');
    expect(h.polls).toHaveLength(polled);
    h.connection.dispose();
  });

  it('pings every 20 s and takes a socket silent 10 s after a ping for dead', async () => {
    const h = harness();
    h.connection.retain({ events: [1] });
    h.socket().open();
    await settle();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(h.socket().sent.at(-1)).toEqual({ op: 'ping' });
    h.socket().push({ op: 'pong' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.connection.status).toBe('open');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(h.socket().sent.at(-1)).toEqual({ op: 'ping' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.socket().closedByClient).toBe(true);
    expect(h.connection.status).toBe('down');
    await vi.advanceTimersByTimeAsync(500);
    expect(h.sockets).toHaveLength(2);
    h.connection.dispose();
  });

  it('retries later what the server refused, and reads only frames it knows', async () => {
    const problems: string[] = [];
    const h = harness(undefined, { onProblem: (what) => problems.push(what) });
    const batches: (readonly LiveBatchItem[])[] = [];
    h.connection.listen((batch) => batches.push(batch));
    h.connection.retain({ events: [1] });
    h.socket().open();
    await settle();
    h.socket().push({ op: 'error', code: 'TOO_MANY_SUBSCRIPTIONS', message: 'At most 500' });
    h.socket().push({ op: 'balance', balance: 1 }); // the player channel's: not ours
    h.socket().push({ c: 5, m: { k: 'zz' } }); // a message kind this client does not know
    h.connection.retain({ events: [2] });
    await settle();
    expect(h.socket().subscribes().at(-1)).toEqual({ op: 'subscribe', events: [1, 2] });
    h.frames.frame();
    expect(batches).toHaveLength(0);
    expect(problems).toEqual(['live socket: TOO_MANY_SUBSCRIPTIONS At most 500']);
    h.connection.dispose();
  });
});
