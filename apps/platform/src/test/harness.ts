import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { startPlatform, type Platform } from '../platform';
import type { DbTarget } from './targets';

export { assertLedgerReconciles, ledgerProblems } from './ledger-check';

/** A fixed instant for tests: the simulator's card is then always the same. */
export const TEST_NOW = new Date('2026-11-22T09:00:00Z');

export interface Harness {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly platform: Platform;
  /** Moves the platform clock. */
  setNow(now: Date): void;
}

/** Boots a platform on a fresh database of the target for the enclosing describe block. */
export function usePlatform(target: DbTarget): Harness {
  let now = TEST_NOW;
  let platform: Platform | undefined;
  let db: Database | undefined;
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await target.open();
    db = opened.db;
    dispose = opened.dispose;
    const config = loadConfig({ SIM_SEED: '42', LOG_LEVEL: 'silent' });
    platform = await startPlatform(config, db, { clock: () => now });
  });
  afterAll(async () => {
    await platform?.close();
    // Issue 5: the target's dispose reconciles the ledger first (test/ledger-check.ts).
    await dispose?.();
  });
  const need = <T>(v: T | undefined, what: string): T => {
    if (v === undefined) throw new Error(`${what} not started`);
    return v;
  };
  return {
    get app() {
      return need(platform, 'platform').app;
    },
    get db() {
      return need(db, 'database');
    },
    get platform() {
      return need(platform, 'platform');
    },
    setNow(next: Date) {
      now = next;
    },
  };
}

export async function loginDemo(
  app: FastifyInstance,
): Promise<{ token: string; accountId: number; username: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/xapi/icore/players/login',
    payload: { username: 'demo', password: 'demo-pass-1' },
  });
  if (res.statusCode !== 200) throw new Error(`demo login failed: ${res.body}`);
  const body = res.json<{ alsToken: string; accountId: number; username: string }>();
  return { token: body.alsToken, accountId: body.accountId, username: body.username };
}
