/**
 * bench/catalog server process: `tsx bench/catalog/server.ts <hello|pglite|postgres> [markets]`
 * starts one target on a free loopback port and prints `PORT <n>` once it listens. The benchmark runs each
 * target in its own process so the server has a core of its own, away from the load generator.
 *
 * - hello: a bare Fastify hello-world (the baseline), and `/blob/<bytes>`: a static JSON text of
 *   that size (what sending the page's bytes costs by itself).
 * - pglite: the platform on embedded PGlite with the simulator and its feed loop running, as
 *   `npm start` runs it.
 * - postgres: the same on the Postgres server at DATABASE_URL (or TEST_DATABASE_URL), in a
 *   throw-away schema.
 *
 * `markets` (default 1: the card as the simulator makes it) gives every pre-match event that many
 * market lines in all, as a full sportsbook card has (three-way and over/under lines of many
 * market types), written with the catalogue's own upsert.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';
import { loadConfig } from '../../apps/platform/src/config';
import { openPglite } from '../../apps/platform/src/db/pglite';
import { openPostgres } from '../../apps/platform/src/db/postgres';
import { decimalOdds } from '@touchline/betting';
import type { SimMarket } from '@touchline/simulator';
import type { Database } from '../../apps/platform/src/db/database';
import {
  upsertMarkets,
  type EventMarket,
} from '../../apps/platform/src/modules/catalog/card-repository';
import { startPlatform } from '../../apps/platform/src/platform';

const target = process.argv[2];
const marketsPerEvent = Math.max(1, Number(process.argv[3] ?? 1));

/** Extra market lines for every scheduled event (ids far above the simulator's). */
async function enrich(db: Database, perEvent: number): Promise<void> {
  const events = await db.query<{ id: number; feed_code: string }>(
    `SELECT id, feed_code FROM events WHERE status = 'scheduled'`,
  );
  let outcomeId = 9_000_000_000;
  const rows: EventMarket[] = [];
  for (const [e, event] of events.entries()) {
    for (let k = 1; k < perEvent; k++) {
      // Market types of 4 lines each; prices spread so lines differ in price difference.
      const type = 5000 + Math.floor(k / 4);
      const line = (k % 4) + 0.5;
      const over = (1.3 + ((k * 7 + e) % 40) / 10).toFixed(2);
      const under = (1.2 + ((k * 3 + e) % 30) / 10).toFixed(2);
      const market: SimMarket = {
        id: 8_000_000_000 + event.id * 100 + k,
        marketTypeId: type,
        description: `Line market ${type} ${line}`,
        periodId: k % 5 === 0 ? 102 : 100,
        status: 'open',
        style: 'OVER_UNDER',
        instance: k % 4,
        opponentId: null,
        playerName: null,
        teamName: null,
        cutoffTime: null,
        placeTerms: null,
        places: null,
        outcomes: [
          {
            id: outcomeId++,
            description: `Over ${line}`,
            ordinalPosition: 1,
            opponentId: null,
            price: decimalOdds(over),
            spread: line,
            spread2: null,
            hidden: false,
          },
          {
            id: outcomeId++,
            description: `Under ${line}`,
            ordinalPosition: 2,
            opponentId: null,
            price: decimalOdds(under),
            spread: line,
            spread2: null,
            hidden: false,
          },
        ],
      };
      rows.push({
        eventId: event.id,
        feedCode: event.feed_code,
        ordinalPosition: 2 + Math.floor(k / 4),
        market,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 5000) {
    await db.transaction((tx) => upsertMarkets(tx, rows.slice(i, i + 5000), { force: true }));
  }
}

async function main(): Promise<void> {
  if (target === 'hello') {
    const hello = Fastify();
    hello.get('/', () => ({ hello: 'world' }));
    // A static JSON text of a given size: what serving the events page's bytes costs by itself.
    const blobs = new Map<number, string>();
    hello.get<{ Params: { bytes: string } }>('/blob/:bytes', (request, reply) => {
      const bytes = Math.min(Number(request.params.bytes) || 0, 10_000_000);
      let blob = blobs.get(bytes);
      if (blob === undefined) {
        blob = JSON.stringify({ pad: 'x'.repeat(Math.max(0, bytes - 10)) });
        blobs.set(bytes, blob);
      }
      return reply.type('application/json; charset=utf-8').send(blob);
    });
    await hello.listen({ port: 0, host: '127.0.0.1' });
    announce((hello.server.address() as AddressInfo).port, () => hello.close());
    return;
  }
  const url = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  let dropSchema = async () => {};
  const db =
    target === 'postgres' && url
      ? await (async () => {
          const schema = `bench_${randomBytes(4).toString('hex')}`;
          dropSchema = async () => {
            const admin = new pg.Client({ connectionString: url });
            await admin.connect();
            await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
            await admin.end();
          };
          return openPostgres({ url, schema, max: 10 });
        })()
      : await openPglite(null);
  const platform = await startPlatform(loadConfig({ LOG_LEVEL: 'silent' }), db);
  if (marketsPerEvent > 1) {
    await enrich(db, marketsPerEvent);
    platform.ctx.bus.publish('catalog.changed', '');
  }
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  announce((platform.app.server.address() as AddressInfo).port, async () => {
    // The throw-away schema goes whatever happens to the rest of the shutdown.
    try {
      await platform.close();
      await db.close();
    } catch (error) {
      console.error('bench server: close failed', error);
    } finally {
      await dropSchema();
    }
  });
}

function announce(port: number, close: () => Promise<unknown>): void {
  console.log(`PORT ${port}`);
  const stop = () => {
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('bench server: shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
