import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  ChangesAnswer,
  ENDPOINTS,
  LiveEventsPage,
  createClient,
  fetchTransport,
  type FeedChange,
  type LiveEvent,
} from '@touchline/contract';
import { changesQuery } from '../connection/changes-query';
import { animationFrameScheduler } from '../connection/frame-batcher';
import { LiveConnection, type LiveBatchItem } from '../connection/live-connection';
import { LiveEventsStore } from '../store/live-events-store';

/*
 * The live client against a real platform: the platform app started as it is in production (its
 * own process, embedded PGlite, the simulator's feed ingested every second at 60× match speed)
 * on a free port, and the client's connection over the `ws` package's WebSocket. The web never
 * imports the platform (architecture "Walls"), so it talks to it over HTTP and /ws only.
 */

const ROOT = resolve(import.meta.dirname, '../../../../../..');
const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

async function until<T>(
  what: string,
  probe: () => T | null | Promise<T | null>,
  ms: number,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await Promise.resolve()
      .then(probe)
      .catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the live client on a real platform', () => {
  let platform: ChildProcess;
  let dataDir: string;
  let base: string;
  let output = '';

  beforeAll(async () => {
    const port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'touchline-live-'));
    base = `http://127.0.0.1:${port}`;
    platform = spawn(process.execPath, [TSX, 'apps/platform/src/main.ts'], {
      cwd: ROOT,
      env: {
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        PLATFORM_PORT: String(port),
        PORT: String(port + 1),
        SIM_SPEED: '60',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    platform.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    platform.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until(
      `the platform (${output})`,
      async () => ((await fetch(`${base}/healthz`)).ok ? true : null),
      150_000,
    );
  }, 180_000);

  afterAll(async () => {
    if (platform.exitCode === null) {
      const exited = new Promise((r) => platform.once('exit', r));
      platform.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (platform.exitCode === null) platform.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('applies the pushed prices; after a dropped socket it resumes with no change lost or doubled', async () => {
    const api = createClient(
      {
        feed: { changes: ENDPOINTS.feed.changes },
        catalog: { liveEvents: { ...ENDPOINTS.catalog.liveEvents, response: LiveEventsPage } },
      },
      { transport: fetchTransport(fetch, base) },
    );
    const page = await until(
      'live events with prices',
      async () => {
        const answer = await api.catalog.liveEvents({ query: { allBettableEvents: 'true' } });
        return answer.events.some((e) => e.markets.length > 0) ? answer : null;
      },
      60_000,
    );

    // The network as the test decides: the socket path can be cut (connections refused) and,
    // separately, the polling call.
    const deadPort = await freePort();
    let socketCut = false;
    let httpCut = false;
    const connection = new LiveConnection({
      url: () => `${base.replace('http', 'ws')}/ws`,
      createSocket: (url) => new WebSocket(socketCut ? `ws://127.0.0.1:${deadPort}/ws` : url),
      pollChanges: (poll) =>
        httpCut
          ? Promise.reject(new Error('offline'))
          : api.feed.changes({ query: changesQuery(poll) }),
      pollIntervalMs: 1000,
      schedule: animationFrameScheduler,
    });
    const store = new LiveEventsStore<LiveEvent>(page.events, 'fixed', Date.now());
    const received: LiveBatchItem[] = [];
    connection.listen((batch) => {
      received.push(...batch);
      store.apply(batch, Date.now());
    });
    const release = connection.retain({ live: true });
    try {
      const start = await until('the first subscription', () => connection.cursor, 20_000);
      const changes = () => received.flatMap((i) => (i.type === 'message' ? [i] : []));
      const more = async (what: string, than: number) =>
        until(what, () => (changes().length > than ? true : null), 30_000);
      await more('pushed changes', 20);

      // 1. The socket path goes (HTTP still works): the changes come by polling meanwhile.
      socketCut = true;
      connection.drop();
      expect(connection.status).toBe('down');
      await more('polled changes', changes().length + 10);
      expect(connection.status).toBe('down');

      // 2. Everything goes for a few feed ticks: nothing comes, the log moves on.
      httpCut = true;
      const cursorWhenCut = connection.cursor ?? 0;
      const latest = async () =>
        (await api.feed.changes({ query: { cursor: String(cursorWhenCut), live: 'true' } })).cursor;
      await until(
        'the log to move on',
        async () => ((await latest()) > cursorWhenCut + 10 ? true : null),
        30_000,
      );

      // 3. The socket path comes back first (polling still fails, so only the socket can fill
      // the gap): it resumes from the last cursor applied and the server replays the gap.
      socketCut = false;
      await until('the socket back', () => (connection.status === 'open' ? true : null), 30_000);
      httpCut = false;
      await more('changes after the reconnect', changes().length + 20);
      release();
      const end = connection.cursor ?? 0;

      // What the log holds for the live page from the first cursor to the last applied, by polling.
      const logged: FeedChange[] = [];
      let cursor = start;
      for (;;) {
        const answer = ChangesAnswer.parse(
          await api.feed.changes({
            query: { cursor: String(cursor), live: 'true', limit: '1000' },
          }),
        );
        logged.push(...answer.changes.filter((c) => c.cursor <= end));
        cursor = answer.cursor;
        if (!answer.more || cursor >= end) break;
      }
      expect(received.some((i) => i.type === 'resync')).toBe(false);
      // A frame already in flight when the subscription was released may still land after
      // `end` was read: what is compared is everything up to `end`.
      const applied = changes().filter((c) => c.cursor <= end);
      expect(applied.map((c) => c.cursor)).toEqual(logged.map((c) => c.cursor));

      // The store holds each outcome's last pushed price.
      const lastPrice = new Map<number, number>();
      for (const { message } of changes()) {
        if (message.kind === 'p')
          lastPrice.set(message.outcomeId, message.consolidatedPrice.currentPrice.decimal);
      }
      const held = new Map(
        store
          .getSnapshot()
          .events.flatMap((e) => e.markets.flatMap((m) => m.outcomes))
          .map((o) => [o.id, o.consolidatedPrice.currentPrice.decimal]),
      );
      const initial = new Map(
        page.events
          .flatMap((e) => e.markets.flatMap((m) => m.outcomes))
          .map((o) => [o.id, o.consolidatedPrice.currentPrice.decimal]),
      );
      const moved = [...lastPrice].filter(
        ([id, decimal]) => held.has(id) && initial.get(id) !== decimal,
      );
      expect(moved.length).toBeGreaterThan(0);
      for (const [id, decimal] of lastPrice) if (held.has(id)) expect(held.get(id)).toBe(decimal);
    } finally {
      connection.dispose();
    }
  }, 150_000);
});
