import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Database } from '../../db/database';
import { openPostgres } from '../../db/postgres';
import { startPlatform, type Platform } from '../../platform';
import { assertLedgerReconciles } from '../../test/ledger-check';
import { testEnv } from '../../test/test-env';
import {
  E1,
  ScriptedWorld,
  TestSocket,
  marketId,
  outcomeId,
  price,
} from '../../modules/feed/__tests__/feed-fixtures';
import { busServers } from './bus-servers';

/**
 * Two platform instances on one Postgres (one schema) and one Redis, and again
 * with NATS. Instance A holds the feed leadership and ingests; a WebSocket client of instance B
 * receives the change through the bus. Then A goes away and B takes the feed over.
 */
const servers = await busServers();
const databaseUrl = testEnv().databaseUrl;
const postgres = databaseUrl !== undefined && inject('postgresStatus') === 'reachable';
if (!postgres) {
  // In CI global-setup.ts has already failed the run when Postgres is missing.
  console.warn('[bus tests] no Postgres at TEST_DATABASE_URL: two-instance tests NOT run');
}

const until = async (check: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.each(postgres ? servers : [])(
  'two platform instances on one Postgres and $name',
  (server) => {
    const url = databaseUrl ?? '';
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const worldA = new ScriptedWorld();
    const worldB = new ScriptedWorld();
    let dbA: Database;
    let dbB: Database;
    let a: Platform;
    let b: Platform;
    let aClosed = false;
    let wsUrl = '';

    beforeAll(async () => {
      dbA = await openPostgres({ url, schema, max: 5 });
      dbB = await openPostgres({ url, schema, max: 5 });
      const config = loadConfig({ DATABASE_URL: url, BUS_URL: server.url, LOG_LEVEL: 'silent' });
      const options = { world: null, autoTick: false, leaderRetryMs: 200 } as const;
      a = await startPlatform(config, dbA, { ...options, world: worldA });
      b = await startPlatform(config, dbB, { ...options, world: worldB });
      await b.app.listen({ port: 0, host: '127.0.0.1' });
      wsUrl = `ws://127.0.0.1:${(b.app.server.address() as AddressInfo).port}/ws`;
    });

    afterAll(async () => {
      if (!aClosed) await a.close();
      await b.close();
      await assertLedgerReconciles(dbA); // after every platform suite
      await dbA.close();
      await dbB.close();
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    });

    const m = marketId(E1, 1);
    const o = outcomeId(m, 1);

    it('A leads and ingests; a WebSocket client of B receives the price change', async () => {
      expect(a.feed.leadership.isLeader()).toBe(true);
      expect(b.feed.leadership.isLeader()).toBe(false);
      const socket = await TestSocket.open(wsUrl);
      await socket.request({ op: 'subscribe', events: [E1] }, 'subscribed');
      worldA.push(price(E1, m, o, 2.45));
      const report = await a.tick();
      expect(report).toMatchObject({ leader: true, step: { changes: 1 } });
      const [frame] = await socket.waitFor((f) => 'c' in f);
      expect(frame).toMatchObject({
        c: report.step?.cursor,
        m: { k: 'p', e: E1, m, o, cp: { c: { d: 2.45 } } },
      });
      // B follows: its ticks ingest nothing.
      expect(await b.tick()).toMatchObject({ leader: false, step: null });
      await socket.close();
    });

    it('when A goes away, B takes the feed over and its clients keep receiving', async () => {
      const socket = await TestSocket.open(wsUrl);
      await socket.request({ op: 'subscribe', events: [E1] }, 'subscribed');
      await a.close();
      aClosed = true;
      await until(() => b.feed.leadership.isLeader());
      worldB.push(price(E1, m, o, 2.65));
      expect(await b.tick()).toMatchObject({ leader: true });
      await socket.waitFor(
        (f) => typeof f.m === 'object' && JSON.stringify(f.m).includes('"d":2.65'),
      );
      await socket.close();
    });
  },
);

if (!postgres || servers.length === 0) {
  describe('two platform instances', () => {
    it.skip('not run: Postgres, Redis or NATS unreachable (see the warnings above)', () =>
      undefined);
  });
}
