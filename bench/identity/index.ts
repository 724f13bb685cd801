/**
 * bench/identity: the cost of a password check and what it means for logins.
 *  1. argon2id (19 MiB, t=2, p=1): ms per hash and per verify, one at a time;
 *  2. baseline: raw verifies/s with 2 at a time (the platform's ARGON2_CONCURRENCY default);
 *  3. POST /xapi/icore/players/login with the right password under autocannon (logins/s, p50,
 *     p99), and the ratio to the raw verify rate;
 *  4. wrong passwords for one account: 100 checks, then the early 429 without a hash.
 * One process, the same CPU for every row: embedded PGlite, or the Postgres server named by
 * BENCH_DATABASE_URL (in a scratch schema, dropped afterwards).
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../../apps/platform/src/config';
import type { Database } from '../../apps/platform/src/db/database';
import { openPglite } from '../../apps/platform/src/db/pglite';
import { openPostgres } from '../../apps/platform/src/db/postgres';
import { startPlatform } from '../../apps/platform/src/platform';
import {
  createLimiter,
  hashPassword,
  verifyPassword,
} from '../../apps/platform/src/modules/identity/passwords';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 20;

async function timeEach(n: number, fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < n; i += 1) await fn();
  return (performance.now() - start) / n;
}

async function rawVerifyRate(hash: string, concurrency: number, seconds: number): Promise<number> {
  const limit = createLimiter(concurrency);
  const end = performance.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (performance.now() < end) {
      await limit(() => verifyPassword(hash, 'demo-pass-1'));
      done += 1;
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: concurrency * 2 }, worker));
  return done / ((performance.now() - start) / 1000);
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
}

async function load(url: string, body: object): Promise<Figures> {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const statuses: Record<string, number> = {};
  for (const [k, v] of Object.entries(result.statusCodeStats ?? {})) statuses[k] = v?.count ?? 0;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
  };
}

async function main(): Promise<void> {
  await hashPassword('warm-up');
  const hashMs = await timeEach(20, () => hashPassword('demo-pass-1'));
  const hash = await hashPassword('demo-pass-1');
  const verifyMs = await timeEach(20, () => verifyPassword(hash, 'demo-pass-1'));
  const raw2 = await rawVerifyRate(hash, 2, Math.min(DURATION_S, 5));

  const pgUrl = process.env.BENCH_DATABASE_URL;
  const schema = `bench_identity_${process.pid}`;
  const db: Database = pgUrl ? await openPostgres({ url: pgUrl, schema }) : await openPglite(null);
  const platform = await startPlatform(
    loadConfig({
      LOG_LEVEL: 'silent',
      SIM_ENABLED: 'false',
      LOGIN_RATE_ACCOUNT_PER_HOUR: '100000',
      LOGIN_RATE_IP_PER_HOUR: '1000000',
      MAX_SESSIONS_PER_PLAYER: '10000',
    }),
    db,
  );
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = platform.app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/xapi/icore/players/login`;
  const logins = await load(url, { username: 'demo', password: 'demo-pass-1' });
  await platform.close();

  // The same database, default rate limits, no lockout: past 100 checks an hour every try on the
  // account is an early 429.
  const limited = await startPlatform(
    loadConfig({ LOG_LEVEL: 'silent', SIM_ENABLED: 'false', LOGIN_LOCKOUT_THRESHOLD: '1000' }),
    db,
  );
  await limited.app.listen({ port: 0, host: '127.0.0.1' });
  const port2 = (limited.app.server.address() as AddressInfo).port;
  const rejected = await load(`http://127.0.0.1:${port2}/xapi/icore/players/login`, {
    username: 'krw.demo',
    password: 'wrong-password',
  });
  await limited.close();
  await db.close();
  if (pgUrl) {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }

  const row = (name: string, f: Figures) =>
    `${name.padEnd(44)} ${f.rps.toFixed(0).padStart(7)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  ${JSON.stringify(f.statuses)}`;
  console.log(
    `argon2id 19 MiB t=2 p=1: hash ${hashMs.toFixed(1)} ms, verify ${verifyMs.toFixed(1)} ms (one at a time)`,
  );
  console.log(
    `raw verify, 2 at a time (baseline)           ${raw2.toFixed(0).padStart(7)} verifies/s`,
  );
  console.log(
    `autocannon: ${CONNECTIONS} connections, ${DURATION_S} s each, ${pgUrl ? 'Postgres server' : 'PGlite'}`,
  );
  console.log(row('POST /xapi/icore/players/login (right pw)', logins));
  console.log(row('wrong passwords, account over its limit (429)', rejected));
  console.log(`ratio logins/raw verifies: ${(logins.rps / raw2).toFixed(2)}×`);
  if (!(logins.statuses['200'] ?? 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
