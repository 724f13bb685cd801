/**
 * bench/web platform process: the Touchline platform (PGlite in memory, the shipped feed loop)
 * over a scripted provider world of football events, listening on the port given as argv[2].
 * The world pushes price changes as a provider connection would (`FeedWorld.watch`), so every
 * change goes the real way: feed loop → ingest and change log → bus → /ws → browser.
 *
 * IPC from index.ts: `drive` pushes `count` price changes at `rate` a second (change n: event
 * n mod LIVE_EVENTS, outcome ⌊n / LIVE_EVENTS⌋ mod 3, price `priceText(n)`); `report` answers
 * with, per change, when the feed loop took it (ingest start) and when its ingested batch was
 * published on the bus (ingest end), both in wall milliseconds.
 */
import type { AddressInfo } from 'node:net';
import { decimalOdds } from '@touchline/betting';
import type { SimCard, SimEvent, SimFeedMessage } from '@touchline/simulator';
import { loadConfig } from '../../apps/platform/src/config';
import { openPglite } from '../../apps/platform/src/db/pglite';
import type { FeedWorld } from '../../apps/platform/src/modules/feed/world';
import { startPlatform } from '../../apps/platform/src/platform';
import {
  LIVE_EVENTS,
  PREMATCH_EVENTS,
  eventIdOf,
  marketIdOf,
  outcomeIdOf,
  priceOf,
  wallMs,
  type PlatformCommand,
  type PlatformEvent,
} from './shared';

const send = (event: PlatformEvent) => process.send?.(event);

/** Per change n: [taken by the feed loop, published on the bus] (wall ms, NaN until then). */
const taken: number[] = [];
const published: number[] = [];
/** Changes handed to the feed loop, waiting for their batch to be published. */
let inFlight: number[] = [];
const pending: SimFeedMessage[] = [];
let pendingNs: number[] = [];
let notify: (() => void) | null = null;
let produced = 0;

const TEAMS = [
  'Arsenal',
  'Chelsea',
  'Liverpool',
  'Everton',
  'Fulham',
  'Brentford',
  'Burnley',
  'Leeds',
  'Wolves',
  'Spurs',
  'Villa',
  'Forest',
  'Palace',
  'Bournemouth',
  'Brighton',
  'Newcastle',
  'Sunderland',
  'West Ham',
  'City',
  'United',
  'Ipswich',
  'Leicester',
  'Southampton',
  'Norwich',
  'Watford',
  'Stoke',
  'Hull',
  'Derby',
  'Coventry',
  'Swansea',
  'Cardiff',
  'Reading',
];

function worldCard(): SimCard {
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
      id: 6_999_999,
      parentId: 7_000_000,
      kind: 'league',
      description: 'Bench League',
      slug: 'bench-league',
      code: null,
      sportGroup: 'REGULAR',
    },
  ];
  const now = Date.now();
  const events: SimEvent[] = Array.from({ length: LIVE_EVENTS + PREMATCH_EVENTS }, (_, i) => {
    const id = eventIdOf(i);
    const m = marketIdOf(id);
    const live = i < LIVE_EVENTS;
    const home = TEAMS[(2 * i) % TEAMS.length] ?? 'Home';
    const away = TEAMS[(2 * i + 1) % TEAMS.length] ?? 'Away';
    return {
      id,
      description: `${home} v ${away}`,
      slug: `${home}-v-${away}-${i}`.toLowerCase().replace(/\s+/g, '-'),
      startTime: new Date(live ? now - 30 * 60_000 : now + (i + 1) * 3_600_000).toISOString(),
      sportPathId: 240,
      sportCode: 'FOOT',
      pathIds: [240, 7_000_000, 6_999_999],
      feedCode: `BENCHWEB${i}`,
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
            description: k === 1 ? home : k === 2 ? 'Draw' : away,
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
  return { paths, events };
}

function priceChange(n: number): SimFeedMessage {
  const eventId = eventIdOf(n % LIVE_EVENTS);
  const m = marketIdOf(eventId);
  return {
    type: 'marketChange',
    change: {
      kind: 'p',
      eventId,
      marketId: m,
      marketTypeId: 1,
      periodTypeId: 2,
      outcomeId: outcomeIdOf(m, 1 + (Math.floor(n / LIVE_EVENTS) % 3)),
      consolidatedPrice: {
        currentPrice: { decimal: priceOf(n), spread: null, spread2: null, format: 'DECIMAL' },
      },
    },
  };
}

function benchWorld(): FeedWorld {
  const card = worldCard();
  let wentLive = false;
  return {
    cardRefreshMs: null,
    card: () => card,
    step(): SimFeedMessage[] {
      if (!wentLive) {
        wentLive = true;
        const at = new Date().toISOString();
        for (const e of card.events.slice(0, LIVE_EVENTS))
          pending.push({ type: 'eventStatus', eventId: e.id, status: 'live', at });
      }
      const now = wallMs();
      for (const n of pendingNs) taken[n] = now;
      inFlight.push(...pendingNs);
      pendingNs = [];
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

/** Pushes `count` changes at `rate` a second on a 10 ms producer tick, evenly spread. */
function drive(rate: number, count: number): Promise<void> {
  const t0 = wallMs();
  const first = produced;
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(count, Math.floor(((wallMs() - t0) / 1000) * rate));
      while (produced - first < due) {
        const n = produced++;
        taken[n] = Number.NaN;
        published[n] = Number.NaN;
        pending.push(priceChange(n));
        pendingNs.push(n);
      }
      if (pending.length > 0) notify?.();
      if (produced - first >= count) {
        clearInterval(timer);
        resolve();
      }
    }, 10);
  });
}

async function main(): Promise<void> {
  const port = Number(process.argv[2]);
  const db = await openPglite(null);
  const started = await startPlatform(loadConfig({ LOG_LEVEL: 'silent' }), db, {
    world: benchWorld(),
    autoTick: true,
    watchConfig: false,
  });
  await started.app.listen({ port, host: '127.0.0.1' });
  // After this instance's own /ws fan-out subscribed (at start): the batch is ingested and out.
  started.ctx.bus.subscribe('feed.changes', () => {
    const now = wallMs();
    for (const n of inFlight) published[n] = now;
    inFlight = [];
  });
  process.on('SIGTERM', () => {
    void started
      .close()
      .then(() => db.close())
      .finally(() => process.exit(0));
  });
  process.on('message', (command: PlatformCommand) => {
    if (command.type === 'drive') {
      void drive(command.rate, command.count).then(() =>
        send({ type: 'driven', first: produced - command.count, count: command.count }),
      );
    } else {
      const from = command.first;
      const to = from + command.count;
      send({ type: 'report', taken: taken.slice(from, to), published: published.slice(from, to) });
    }
  });
  send({ type: 'ready', port: (started.app.server.address() as AddressInfo).port });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
