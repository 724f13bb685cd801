/**
 * bench/feed server process: `bare` (a plain `ws` broadcaster) or `platform` (the Touchline
 * platform: feed loop → PGlite ingest → change log → bus → /ws fan-out). Both follow the same
 * change schedule and send the same frames; the process measures its own CPU between `mark`
 * and `report` (IPC from index.ts).
 */
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { WebSocketServer, type WebSocket } from 'ws';
import { decimalOdds } from '@touchline/betting';
import type { SimCard, SimEvent, SimFeedMessage } from '@touchline/simulator';
import { loadConfig } from '../../apps/platform/src/config';
import type { Database } from '../../apps/platform/src/db/database';
import { openPglite } from '../../apps/platform/src/db/pglite';
import { openPostgres } from '../../apps/platform/src/db/postgres';
import type { FeedWorld } from '../../apps/platform/src/modules/feed/world';
import { startPlatform } from '../../apps/platform/src/platform';
import {
  ChangeSchedule,
  benchSettings,
  eventIdOf,
  marketIdOf,
  outcomeIdOf,
  priceOf,
  stampIn,
  stampOf,
  wallMs,
  type DueChange,
  type ServerCommand,
  type ServerEvent,
} from './load';

const settings = benchSettings();
/** Event-loop delay of the server process (a blocked loop delays every socket write). */
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();
const schedule = new ChangeSchedule(settings);
const send = (event: ServerEvent) => process.send?.(event);

function priceWire(change: DueChange) {
  return { d: priceOf(change.k), sp: null, sp2: null, f: stampOf(change.at) };
}

interface BenchServer {
  readonly port: number;
  /** Counters (reported as the difference over the measured window). */
  readonly notes: () => Record<string, number>;
  /** Figures of the measured window itself. */
  readonly gauges?: () => Record<string, number>;
  /** CPU used outside this process on the server side (the Postgres backends), if any. */
  readonly extraCpuMs?: () => Promise<Map<number, number>>;
}

/**
 * The bare baseline: subscriptions by event, one JSON.stringify per change, `ws.send` to each
 * subscriber. `encodeOnce` also turns the frame into one Buffer sent to all (what the platform
 * does), the strongest simple baseline.
 */
async function bare(encodeOnce: boolean): Promise<BenchServer> {
  const byEvent = new Map<number, Set<WebSocket>>();
  let cursor = 0;
  let sends = 0;
  const wss = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    perMessageDeflate: false,
    clientTracking: false,
  });
  wss.on('connection', (ws) => {
    const mine: number[] = [];
    ws.on('message', (data) => {
      const frame = JSON.parse((data as Buffer).toString('utf8')) as {
        op?: string;
        events?: number[];
      };
      if (frame.op !== 'subscribe') return;
      for (const id of frame.events ?? []) {
        let set = byEvent.get(id);
        if (!set) byEvent.set(id, (set = new Set()));
        set.add(ws);
        mine.push(id);
      }
      ws.send(JSON.stringify({ op: 'subscribed', cursor, resync: false }));
    });
    ws.on('close', () => {
      for (const id of mine) byEvent.get(id)?.delete(ws);
    });
  });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  setInterval(() => {
    for (const change of schedule.due()) {
      const m = marketIdOf(change.eventId);
      const price = priceWire(change);
      const frame = JSON.stringify({
        c: ++cursor,
        m: {
          k: 'p',
          e: change.eventId,
          m,
          mt: 1,
          pt: 2,
          o: outcomeIdOf(m, 1 + (change.k % 3)),
          cp: { c: price, pp: price, ap: price },
        },
      });
      const data = encodeOnce ? Buffer.from(frame) : frame;
      for (const ws of byEvent.get(change.eventId) ?? []) {
        ws.send(data, { binary: false });
        sends++;
      }
    }
  }, settings.tickMs);
  return { port: (wss.address() as AddressInfo).port, notes: () => ({ sends }) };
}

/** Feed loop steps taken (platform side). */
let steps = 0;
/** From a batch's oldest change falling due to its frames written to every socket (ms). */
const sentDelays: number[] = [];
/** From the world's step to the step's frames written to every socket (ingest + fan-out). */
const stepTimes: number[] = [];
let steppedAt = 0;

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/**
 * The scripted world of the platform side: 200 live events, prices on the schedule, pushed as
 * a provider connection would (`FeedWorld.watch`): every producer tick hands the due changes
 * over and the feed loop ingests them at once (its own tick stays the shipped FEED_TICK_MS).
 */
function benchWorld(): FeedWorld {
  const paths: SimCard['paths'] = [
    {
      id: 240,
      parentId: null,
      kind: 'sport',
      description: 'Football',
      slug: 'football',
      code: 'FOOT',
      sportGroup: 'REGULAR',
    },
    {
      id: 7_000_000,
      parentId: 240,
      kind: 'country',
      description: 'Benchland',
      slug: 'benchland',
      code: null,
      sportGroup: 'REGULAR',
    },
    {
      id: 7_000_001 - 2,
      parentId: 7_000_000,
      kind: 'league',
      description: 'Bench League',
      slug: 'bench-league',
      code: null,
      sportGroup: 'REGULAR',
    },
  ];
  const events: SimEvent[] = Array.from({ length: settings.events }, (_, i) => {
    const id = eventIdOf(i);
    const m = marketIdOf(id);
    return {
      id,
      description: `Bench ${i} v Mark ${i}`,
      slug: `bench-${i}-v-mark-${i}`,
      startTime: new Date(Date.now() + 60_000).toISOString(),
      sportPathId: 240,
      sportCode: 'FOOT',
      pathIds: [240, 7_000_000, 7_000_001 - 2],
      feedCode: `BENCH${i}`,
      eventType: 'GAMEEVENT',
      isOutright: false,
      sportGroup: 'REGULAR',
      opponents: [],
      markets: [
        {
          id: m,
          marketTypeId: 1,
          description: 'Win-Draw-Win',
          periodId: 200,
          status: 'open',
          style: 'WIN_DRAW_WIN',
          instance: null,
          opponentId: null,
          playerName: null,
          teamName: null,
          cutoffTime: null,
          placeTerms: null,
          places: null,
          outcomes: [1, 2, 3].map((k) => ({
            id: outcomeIdOf(m, k),
            description: `Outcome ${k}`,
            ordinalPosition: k,
            opponentId: null,
            price: decimalOdds('2.00'),
            spread: null,
            spread2: null,
            hidden: false,
          })),
        },
      ],
    };
  });
  let wentLive = false;
  const pending: SimFeedMessage[] = [];
  let notify: (() => void) | null = null;
  setInterval(() => {
    const due = schedule.due();
    if (!wentLive && schedule.started) {
      wentLive = true;
      const at = new Date().toISOString();
      for (const e of events)
        pending.push({ type: 'eventStatus', eventId: e.id, status: 'live', at });
    }
    for (const change of due) {
      const m = marketIdOf(change.eventId);
      const price = priceWire(change);
      pending.push({
        type: 'marketChange',
        change: {
          kind: 'p',
          eventId: change.eventId,
          marketId: m,
          marketTypeId: 1,
          periodTypeId: 2,
          outcomeId: outcomeIdOf(m, 1 + (change.k % 3)),
          consolidatedPrice: {
            currentPrice: { decimal: price.d, spread: null, spread2: null, format: price.f },
          },
        },
      });
    }
    if (pending.length > 0) notify?.();
  }, settings.tickMs);
  return {
    cardRefreshMs: null,
    card: () => ({ paths, events }),
    step(): SimFeedMessage[] {
      steps++;
      steppedAt = wallMs();
      return pending.splice(0);
    },
    watch(onPending) {
      notify = onPending;
      return () => {
        notify = null;
      };
    },
  };
}

/** CPU milliseconds used so far by each Postgres backend serving this benchmark (/proc). */
async function backendCpuMs(admin: pg.Client, app: string): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE application_name = $1',
    [app],
  );
  const used = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      // Fields after the command name: utime and stime are the 12th and 13th.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) * 10); // CLK_TCK = 100
    } catch {
      // The backend ended (an idle pool connection): nothing to count.
    }
  }
  return used;
}

async function platform(databaseUrl: string | null): Promise<BenchServer> {
  let db: Database;
  let config = loadConfig({ LOG_LEVEL: 'silent' });
  let extraCpuMs: (() => Promise<Map<number, number>>) | undefined;
  if (databaseUrl) {
    const tag = randomBytes(4).toString('hex');
    const app = `touchline-bench-${tag}`;
    const url = `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}application_name=${app}`;
    db = await openPostgres({ url, schema: `bench_${tag}`, max: 10 });
    config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: url });
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    extraCpuMs = () => backendCpuMs(admin, app);
    process.on('SIGTERM', () => {
      void admin.query(`DROP SCHEMA IF EXISTS bench_${tag} CASCADE`).finally(() => process.exit(0));
    });
  } else {
    db = await openPglite(null);
  }
  // The shipped feed loop: FEED_TICK_MS, and pushed changes ingested after FEED_PUSH_LINGER_MS.
  const started = await startPlatform(config, db, { world: benchWorld(), autoTick: true });
  await started.app.listen({ port: 0, host: '127.0.0.1' });
  // Diagnostics, after this instance's fan-out (the in-process bus delivers in subscription
  // order, and the feed stream subscribed at start): how old each batch's oldest change is by
  // then, and how long since its step.
  started.ctx.bus.subscribe('feed.changes', (payload) => {
    const at = stampIn(payload);
    if (at !== null) sentDelays.push(wallMs() - at);
    if (steppedAt > 0) stepTimes.push(wallMs() - steppedAt);
  });
  const { stats } = started.feed.hub;
  return {
    port: (started.app.server.address() as AddressInfo).port,
    ...(extraCpuMs && { extraCpuMs }),
    gauges: () => ({
      dueToSentP50: Math.round(quantile(sentDelays, 0.5)),
      dueToSentP99: Math.round(quantile(sentDelays, 0.99)),
      stepToSentP50: Math.round(quantile(stepTimes, 0.5)),
      stepToSentP99: Math.round(quantile(stepTimes, 0.99)),
    }),
    notes: () => ({
      steps,
      sends: stats.sends,
      framesBuilt: stats.framesBuilt,
      slowConsumersCut: stats.slowConsumersCut,
    }),
  };
}

async function main(): Promise<void> {
  const side = process.argv[2];
  if (side !== 'bare' && side !== 'bare-buffer' && side !== 'platform' && side !== 'platform-pg') {
    throw new Error('usage: server.ts bare|bare-buffer|platform|platform-pg <database url>');
  }
  const server =
    side === 'bare' || side === 'bare-buffer'
      ? await bare(side === 'bare-buffer')
      : await platform(side === 'platform-pg' ? (process.argv[3] ?? null) : null);
  // Exit cleanly on SIGTERM (so --cpu-prof can write its profile); the Postgres side drops its
  // schema first (its own handler).
  if (side !== 'platform-pg') process.on('SIGTERM', () => process.exit(0));
  let cpu = process.cpuUsage();
  let extra = new Map<number, number>();
  let wall = performance.now();
  let produced = 0;
  let notes = server.notes();
  process.on('message', (command: ServerCommand) => {
    switch (command.type) {
      case 'start':
        schedule.start();
        break;
      case 'mark':
        sentDelays.length = 0;
        loopDelay.reset();
        stepTimes.length = 0;
        void server.extraCpuMs?.().then((ms) => {
          extra = ms;
        });
        cpu = process.cpuUsage();
        wall = performance.now();
        produced = schedule.produced;
        notes = server.notes();
        break;
      case 'report': {
        const used = process.cpuUsage(cpu);
        const now = server.notes();
        void (async () => {
          let database = 0;
          // Per backend since the mark (a backend opened since counts from its start).
          for (const [pid, ms] of (await server.extraCpuMs?.()) ?? []) {
            database += ms - (extra.get(pid) ?? 0);
          }
          send({
            type: 'report',
            cpuMs: (used.user + used.system) / 1000 + database,
            wallMs: performance.now() - wall,
            produced: schedule.produced - produced,
            notes: {
              ...Object.fromEntries(Object.entries(now).map(([k, v]) => [k, v - (notes[k] ?? 0)])),
              ...(server.extraCpuMs && { postgresCpuMs: Math.round(database) }),
              ...server.gauges?.(),
              loopDelayP99: Math.round(loopDelay.percentile(99) / 1e6),
              loopDelayMax: Math.round(loopDelay.max / 1e6),
            },
          });
        })();
        break;
      }
    }
  });
  send({ type: 'ready', port: server.port });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
