import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { busServers } from '../../../bus/__tests__/bus-servers';
import { publishPlayerNotice } from '../../../bus/player-notices';
import { loadConfig } from '../../../config';
import type { Database } from '../../../db/database';
import { openPostgres } from '../../../db/postgres';
import { startPlatform, type Platform } from '../../../platform';
import type { Harness } from '../../../test/harness';
import { assertLedgerReconciles } from '../../../test/ledger-check';
import { testEnv } from '../../../test/test-env';
import { TestSocket } from '../../feed/__tests__/feed-fixtures';
import { cashier, createPlayer, fundReal } from '../../wallet/__tests__/wallet-fixtures';

/**
 * The player channel between real instances: two platforms on one Postgres (one schema), with
 * Redis and again with NATS between them. A player signed in on B hears of a deposit made on A
 * and of a notice published on A; nobody else does. Runs where Postgres (TEST_DATABASE_URL) and
 * the bus servers are reachable, like bus/__tests__/two-instances.test.ts.
 */
const servers = await busServers();
const databaseUrl = testEnv().databaseUrl;
const postgres = databaseUrl !== undefined && inject('postgresStatus') === 'reachable';

describe.each(postgres ? servers : [])('the player channel across instances on $name', (server) => {
  const url = databaseUrl ?? '';
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let dbA: Database;
  let dbB: Database;
  let a: Platform;
  let b: Platform;
  let wsUrl = '';
  const harnessA = (): Harness => ({
    app: a.app,
    db: dbA,
    platform: a,
    origin: '',
    setNow: () => undefined,
  });

  beforeAll(async () => {
    dbA = await openPostgres({ url, schema, max: 5 });
    dbB = await openPostgres({ url, schema, max: 5 });
    const config = loadConfig({ DATABASE_URL: url, BUS_URL: server.url, LOG_LEVEL: 'silent' });
    const options = { world: null, autoTick: false, leaderRetryMs: 200 } as const;
    a = await startPlatform(config, dbA, options);
    b = await startPlatform(config, dbB, options);
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `ws://127.0.0.1:${(b.app.server.address() as AddressInfo).port}/ws`;
  });

  afterAll(async () => {
    await a.close();
    await b.close();
    await assertLedgerReconciles(dbA);
    await dbA.close();
    await dbB.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  it('tells a socket on B of a deposit and a notice on A, and only its own player', async () => {
    const h = harnessA();
    const p = await createPlayer(h, { prefix: 'notify' });
    const other = await createPlayer(h, { prefix: 'notify' });
    await fundReal(dbA, p, '50.00');
    const socket = await TestSocket.open(wsUrl);
    expect(await socket.request({ op: 'auth', token: p.token }, 'authenticated')).toMatchObject({
      accountId: p.accountId,
    });
    const watcher = await TestSocket.open(wsUrl);
    await watcher.request({ op: 'auth', token: other.token }, 'authenticated');
    // The subscriptions must reach the bus server before A publishes.
    await b.ctx.bus.flush();

    const from = socket.frames.length;
    const res = await cashier(h, p, 'deposits', { amount: 20, method: 'demo-card' });
    expect(res.statusCode).toBe(201);
    const [balance] = await socket.waitFor((f) => f.op === 'balance', 1, from, 10_000);
    expect(balance).toMatchObject({ wallet: { balance: 70, currency: 'EUR' } });

    publishPlayerNotice(a.ctx.bus, p.id, { op: 'betAccepted', betSlipId: 5, betIds: [6] });
    const [accepted] = await socket.waitFor((f) => f.op === 'betAccepted', 1, from, 10_000);
    expect(accepted).toEqual({ op: 'betAccepted', betSlipId: 5, betIds: [6] });

    await b.players.idle();
    await watcher.request({ op: 'ping' }, 'pong');
    expect(watcher.frames.filter((f) => f.op === 'balance' || f.op === 'betAccepted')).toEqual([]);
    await Promise.all([socket.close(), watcher.close()]);
  });
});

if (!postgres || servers.length === 0) {
  describe('the player channel across instances', () => {
    it.skip('not run: Postgres, Redis or NATS unreachable', () => undefined);
  });
}
