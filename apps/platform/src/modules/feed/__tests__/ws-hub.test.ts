import { describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../../../db/database';
import type { LoggedChange } from '../../../bus/change-batch';
import { FeedHub, textFrame, type FeedSocket, type SocketChannel } from '../ws-hub';

/** The fan-out in isolation: fake sockets and a database whose answers the test releases. */

class FakeSocket implements FeedSocket {
  readonly sent: (Buffer | string)[] = [];
  bufferedAmount = 0;
  readyState = 1;
  terminated = false;
  pings = 0;
  send(data: Buffer | string): void {
    this.sent.push(data);
  }
  ping(): void {
    this.pings++;
  }
  terminate(): void {
    this.terminated = true;
  }
  /** What the socket received, parsed. */
  frames(): Record<string, unknown>[] {
    return this.sent.map((d) => JSON.parse(String(d)) as Record<string, unknown>);
  }
}

/** A database that answers `latestCursor` at once and holds replay queries until released. */
function fakeDb(latest: number) {
  const held: ((rows: object[]) => void)[] = [];
  const db: Queryable = {
    query: <T extends object>(sql: string): Promise<T[]> => {
      if (sql.includes('LEFT JOIN LATERAL')) {
        return new Promise<T[]>((resolve) => held.push((rows) => resolve(rows as T[])));
      }
      return Promise.resolve([{ latest } as unknown as T]);
    },
  };
  return { db, release: (rows: object[]) => held.shift()?.(rows), waiting: () => held.length };
}

const change = (cursor: number, eventId: number, sportId = 240, live = false): LoggedChange => ({
  cursor,
  eventId,
  sportId,
  live,
  message: `{"k":"m","e":${eventId},"m":1,"mt":1,"pt":1,"s":"open"}`,
});

async function subscribed(hub: FeedHub, socket: FakeSocket, request: object) {
  const client = hub.connect(socket);
  hub.receive(client, JSON.stringify({ op: 'subscribe', ...request }), false);
  await hub.settled(client);
  return client;
}

describe('FeedHub fan-out', () => {
  it('builds one frame per change and hands the same Buffer to every matching socket', async () => {
    const hub = new FeedHub({ db: fakeDb(10).db });
    const sockets = [new FakeSocket(), new FakeSocket(), new FakeSocket(), new FakeSocket()];
    await subscribed(hub, sockets[0] as FakeSocket, { events: [1] });
    await subscribed(hub, sockets[1] as FakeSocket, { sports: [240] });
    // Matched three ways, still sent once.
    await subscribed(hub, sockets[2] as FakeSocket, { events: [1], sports: [240], live: true });
    await subscribed(hub, sockets[3] as FakeSocket, { events: [2] });
    const toBuffer = vi.spyOn(Buffer, 'from');
    hub.dispatch([change(11, 1, 240, true)]);
    expect(toBuffer).toHaveBeenCalledTimes(1);
    toBuffer.mockRestore();
    const [a, b, c, d] = sockets.map((s) => s.sent.slice(1));
    expect(a).toHaveLength(1);
    expect(b?.[0]).toBe(a?.[0]);
    expect(c).toEqual(a);
    expect(c?.[0]).toBe(a?.[0]);
    expect(d).toEqual([]);
    expect(String(a?.[0])).toBe(`{"c":11,"m":${change(11, 1).message}}`);
    expect(hub.stats).toMatchObject({ framesBuilt: 1, sends: 3 });
  });

  it('writes one ready-made WebSocket frame, the same bytes, to every raw socket', async () => {
    const hub = new FeedHub({ db: fakeDb(0).db });
    const raws = [1, 2, 3].map(() => ({ cork: vi.fn(), uncork: vi.fn(), write: vi.fn() }));
    for (const raw of raws) {
      const client = hub.connect(new FakeSocket(), raw);
      hub.receive(client, '{"op":"subscribe","events":[1]}', false);
      await hub.settled(client);
    }
    hub.dispatch([change(1, 1), change(2, 1), change(3, 1)]);
    for (const raw of raws) {
      // One cork and one uncork per batch: the three frames leave in one write.
      expect(raw.cork).toHaveBeenCalledTimes(1);
      expect(raw.uncork).toHaveBeenCalledTimes(1);
      expect(raw.write).toHaveBeenCalledTimes(3);
    }
    const first = raws[0]?.write.mock.calls.map((call) => call[0] as Buffer) ?? [];
    for (const raw of raws.slice(1)) {
      raw.write.mock.calls.forEach((call, i) => expect(call[0]).toBe(first[i]));
    }
    expect(first[0]).toEqual(textFrame(Buffer.from(`{"c":1,"m":${change(1, 1).message}}`)));
  });

  it('frames text as RFC 6455 says for short, medium and long payloads', () => {
    const head = (n: number) => [...textFrame(Buffer.alloc(n, 0x61)).subarray(0, 10)];
    expect(head(5).slice(0, 2)).toEqual([0x81, 5]);
    expect(head(125).slice(0, 2)).toEqual([0x81, 125]);
    expect(head(126).slice(0, 4)).toEqual([0x81, 126, 0, 126]);
    expect(head(65_535).slice(0, 4)).toEqual([0x81, 126, 0xff, 0xff]);
    expect(head(65_536)).toEqual([0x81, 127, 0, 0, 0, 0, 0, 1, 0, 0]);
    expect(textFrame(Buffer.from('hi')).toString('latin1')).toBe('\x81\x02hi');
  });

  it('writes nothing to a socket that is no longer open', async () => {
    const hub = new FeedHub({ db: fakeDb(0).db });
    const socket = new FakeSocket();
    await subscribed(hub, socket, { events: [1] });
    socket.readyState = 2;
    hub.dispatch([change(1, 1)]);
    expect(socket.sent).toHaveLength(1);
  });

  it('merges a replay with the frames held meanwhile: no gap, no repeat, cursor order', async () => {
    const { db, release, waiting } = fakeDb(10);
    const hub = new FeedHub({ db });
    const socket = new FakeSocket();
    const client = await subscribed(hub, socket, { sports: [2] });
    hub.receive(client, '{"op":"subscribe","events":[1],"cursor":5}', false);
    await vi.waitFor(() => expect(waiting()).toBe(1));
    // While the replay is read: 8 is in the replay's snapshot, 9 is for the sport the socket
    // already had, 11 is newer than the snapshot.
    hub.dispatch([change(8, 1, 9), change(9, 7, 2), change(11, 1, 9)]);
    expect(socket.sent).toHaveLength(1);
    const row = (id: number, eventId: number) => ({
      floor: 0,
      latest: 10,
      id,
      event_id: eventId,
      sport_id: 9,
      live: false,
      message: change(id, eventId).message,
    });
    release([row(6, 1), row(8, 1)]);
    await hub.settled(client);
    const frames = socket.frames().slice(1);
    expect(frames[0]).toEqual({ op: 'subscribed', cursor: 10, resync: false });
    expect(frames.slice(1).map((f) => f.c)).toEqual([6, 8, 9, 11]);
    hub.dispatch([change(12, 1, 9)]);
    expect(socket.frames().at(-1)?.c).toBe(12);
  });

  it('tells the socket to resync when the replay would be too long', async () => {
    const { db, release, waiting } = fakeDb(10);
    const hub = new FeedHub({ db, maxReplay: 1 });
    const socket = new FakeSocket();
    const client = hub.connect(socket);
    hub.receive(client, '{"op":"subscribe","events":[1],"cursor":0}', false);
    await vi.waitFor(() => expect(waiting()).toBe(1));
    const row = (id: number) => ({
      floor: 0,
      latest: 10,
      id,
      event_id: 1,
      sport_id: 9,
      live: false,
      message: '{}',
    });
    release([row(1), row(2)]);
    await hub.settled(client);
    expect(socket.frames()).toEqual([{ op: 'subscribed', cursor: 10, resync: true }]);
  });

  it('cuts a socket whose unsent bytes pass the bound (it reconnects and replays)', async () => {
    const hub = new FeedHub({ db: fakeDb(0).db, maxBufferedBytes: 1000 });
    const slow = new FakeSocket();
    const fast = new FakeSocket();
    await subscribed(hub, slow, { events: [1] });
    await subscribed(hub, fast, { events: [1] });
    slow.bufferedAmount = 5000;
    hub.dispatch([change(1, 1)]);
    expect(slow.terminated).toBe(true);
    expect(fast.terminated).toBe(false);
    expect(hub.size).toBe(1);
    expect(hub.stats.slowConsumersCut).toBe(1);
    hub.dispatch([change(2, 1)]);
    expect(slow.sent).toHaveLength(2);
    expect(fast.sent).toHaveLength(3);
  });

  it('heartbeat: pings, and cuts a socket that did not answer the previous ping', () => {
    const hub = new FeedHub({ db: fakeDb(0).db });
    const quiet = new FakeSocket();
    const lively = new FakeSocket();
    hub.connect(quiet);
    const answering = hub.connect(lively);
    const ping = (client: { socket: FeedSocket }) => client.socket.ping();
    hub.heartbeat(ping);
    answering.alive = true; // its pong came back
    hub.heartbeat(ping);
    expect(quiet.terminated).toBe(true);
    expect(lively.terminated).toBe(false);
    expect(lively.pings).toBe(2);
    expect(hub.size).toBe(1);
  });

  it('limits the requests a socket may have waiting', async () => {
    const { db, waiting } = fakeDb(10);
    const hub = new FeedHub({ db });
    const socket = new FakeSocket();
    const client = hub.connect(socket);
    for (let i = 0; i < 20; i++) {
      hub.receive(client, `{"op":"subscribe","events":[${i}],"cursor":0}`, false);
    }
    await vi.waitFor(() => expect(waiting()).toBe(1));
    expect(socket.frames().filter((f) => f.code === 'TOO_MANY_REQUESTS')).toHaveLength(4);
  });
});

describe('FeedHub channels (the extension point other modules plug into /ws)', () => {
  /** A channel answering `hello` and `bye`, recording what it was given. */
  function echoChannel() {
    const received: Record<string, unknown>[] = [];
    let opened = 0;
    let closed = 0;
    const channel: SocketChannel = {
      ops: ['hello', 'bye'],
      open(socket) {
        opened++;
        return {
          receive(frame) {
            received.push(frame);
            if (frame.op === 'hello') socket.send({ op: 'pong' });
            else socket.close(1008, 'bye');
          },
          close() {
            closed++;
          },
        };
      },
    };
    return { channel, received, counts: () => ({ opened, closed }) };
  }

  it("hands the channel's ops to its session of the socket, and the rest to the feed", async () => {
    const echo = echoChannel();
    const hub = new FeedHub({ db: fakeDb(10).db, channels: [echo.channel] });
    const socket = new FakeSocket();
    const client = hub.connect(socket);
    expect(echo.counts()).toEqual({ opened: 1, closed: 0 });
    hub.receive(client, JSON.stringify({ op: 'hello', who: 'me' }), false);
    hub.receive(client, JSON.stringify({ op: 'ping' }), false);
    await hub.settled(client);
    hub.receive(client, JSON.stringify({ op: 'nope' }), false);
    expect(echo.received).toEqual([{ op: 'hello', who: 'me' }]);
    expect(socket.frames()).toEqual([
      { op: 'pong' },
      { op: 'pong' },
      {
        op: 'error',
        code: 'INVALID_REQUEST',
        message: 'op must be subscribe, unsubscribe, ping, hello or bye',
      },
    ]);
  });

  it('checks size and JSON before the channel sees a frame; closes the session with the socket', () => {
    const echo = echoChannel();
    const hub = new FeedHub({ db: fakeDb(10).db, channels: [echo.channel] });
    const socket = new FakeSocket();
    const client = hub.connect(socket);
    hub.receive(client, '{"op":"hello"', false);
    hub.receive(client, JSON.stringify({ op: 'hello', pad: 'x'.repeat(20_000) }), false);
    expect(echo.received).toEqual([]);
    expect(socket.frames().map((f) => f.code)).toEqual(['INVALID_REQUEST', 'FRAME_TOO_LARGE']);
    // The channel ends the socket (no close handshake on this fake: terminated).
    hub.receive(client, JSON.stringify({ op: 'bye' }), false);
    expect(socket.terminated).toBe(true);
    expect(echo.counts()).toEqual({ opened: 1, closed: 1 });
    expect(hub.size).toBe(0);
  });
});
