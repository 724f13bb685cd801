/**
 * bench/placement server process: `tsx bench/placement/server.ts <pglite|postgres> <players>`
 * starts the platform as `npm start` runs it (simulator and feed loop on) on a free loopback
 * port, on embedded PGlite or on the Postgres server at BENCH_DATABASE_URL / TEST_DATABASE_URL /
 * DATABASE_URL in a throw-away schema. It creates `players` players with a password, funds each
 * generously (an operator adjustment, as the wallet tests do), picks open pre-match selections
 * (one per event, kick-off at least two hours away) and prints one line, `READY <json>`, with the
 * port, the players' credentials and the selections. The benchmark logs the players in through
 * the real login call.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { money } from '@touchline/betting';
import { loadConfig } from '../../apps/platform/src/config';
import { openPglite } from '../../apps/platform/src/db/pglite';
import { openPostgres } from '../../apps/platform/src/db/postgres';
import { hashPassword } from '../../apps/platform/src/modules/identity';
import { creditAdjustment } from '../../apps/platform/src/modules/wallet/service';
import { startPlatform } from '../../apps/platform/src/platform';
import type { BenchSetup } from './setup';

const target = process.argv[2];
const playerCount = Math.max(1, Number(process.argv[3] ?? 16));
const PASSWORD = 'bench-pass-1';
/** Far more than a 10 s run at 1.00 a bet can spend. */
const FUNDS_MINOR = 100_000_000;

async function main(): Promise<void> {
  const url =
    process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  let dropSchema = async () => {};
  if (target === 'postgres' && !url) throw new Error('postgres: no database URL set');
  const db =
    target === 'postgres' && url
      ? await (async () => {
          const schema = `bench_placement_${randomBytes(4).toString('hex')}`;
          dropSchema = async () => {
            const admin = new pg.Client({ connectionString: url });
            await admin.connect();
            await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
            await admin.end();
          };
          // The pool size the platform ships with (db/open.ts), unless BENCH_PG_POOL says.
          const max = process.env.BENCH_PG_POOL ? Number(process.env.BENCH_PG_POOL) : undefined;
          return openPostgres({ url, schema, ...(max ? { max } : {}) });
        })()
      : await openPglite(null);
  const platform = await startPlatform(loadConfig({ LOG_LEVEL: 'silent' }), db);

  const passwordHash = await hashPassword(PASSWORD);
  const players: BenchSetup['players'][number][] = [];
  for (let i = 0; i < playerCount; i++) {
    const username = `bench-${randomBytes(4).toString('hex')}`;
    const [row] = await db.query<{ id: number; account_id: number }>(
      `INSERT INTO players (username, password_hash, currency) VALUES ($1, $2, 'EUR')
       RETURNING id, account_id`,
      [username, passwordHash],
    );
    if (!row) throw new Error('player insert returned nothing');
    await creditAdjustment(db, { id: row.id, currency: 'EUR' }, money(FUNDS_MINOR, 'EUR'), 'bench');
    players.push({ username, password: PASSWORD, accountId: Number(row.account_id) });
  }

  const picks = await db.query<{ outcome_id: string; market_id: string; event_id: string }>(
    `SELECT DISTINCT ON (e.id) o.id AS outcome_id, m.id AS market_id, e.id AS event_id
       FROM outcomes o JOIN markets m ON m.id = o.market_id JOIN events e ON e.id = m.event_id
      WHERE m.status = 'open' AND NOT o.hidden AND NOT m.alert_suspended
        AND e.status = 'scheduled' AND e.start_time > now() + interval '2 hours'
        AND m.place_terms IS NULL
      ORDER BY e.id, m.id, o.id`,
  );
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  const setup: BenchSetup = {
    port: (platform.app.server.address() as AddressInfo).port,
    players,
    selections: picks.map((r) => ({
      outcomeId: Number(r.outcome_id),
      marketId: Number(r.market_id),
      eventId: Number(r.event_id),
    })),
  };
  console.log(`READY ${JSON.stringify(setup)}`);

  const stop = () => {
    // The throw-away schema goes whatever happens to the rest of the shutdown.
    (async () => {
      try {
        await platform.close();
        await db.close();
      } finally {
        await dropSchema();
      }
    })().then(
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
