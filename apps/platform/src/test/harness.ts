import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../config';
import type { Database, Queryable } from '../db/database';
import { startPlatform, type Platform } from '../platform';
import type { DbTarget } from './targets';

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
    try {
      // Issue 5: every platform suite ends with a ledger reconciliation; any drift fails it.
      const problems = db && platform ? await ledgerProblems(db) : [];
      if (problems.length > 0) {
        throw new Error(`ledger reconciliation failed:\n  ${problems.join('\n  ')}`);
      }
    } finally {
      await platform?.close();
      await dispose?.();
    }
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

/**
 * Ledger invariants (issue 5, checked after every platform suite): every transaction's entries
 * sum to zero, every account has a cached balance equal to the sum of its entries, and no
 * player account is below zero.
 */
export async function ledgerProblems(db: Queryable): Promise<string[]> {
  const unbalanced = await db.query<{ transaction_id: number; s: number }>(
    `SELECT transaction_id, sum(amount_minor)::bigint AS s FROM ledger_entries
      GROUP BY transaction_id HAVING sum(amount_minor) <> 0`,
  );
  const empty = await db.query<{ id: number }>(
    `SELECT t.id FROM ledger_transactions t
      WHERE NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id)`,
  );
  const drifted = await db.query<{ account_id: number; balance_minor: number | null; s: number }>(
    `SELECT a.id AS account_id, b.balance_minor, coalesce(e.s, 0)::bigint AS s
       FROM ledger_accounts a
       LEFT JOIN ledger_balances b ON b.account_id = a.id
       LEFT JOIN (SELECT account_id, sum(amount_minor) AS s FROM ledger_entries GROUP BY account_id) e
         ON e.account_id = a.id
      WHERE b.account_id IS NULL OR b.balance_minor <> coalesce(e.s, 0)`,
  );
  const negative = await db.query<{ account_id: number; balance_minor: number }>(
    `SELECT a.id AS account_id, b.balance_minor
       FROM ledger_accounts a JOIN ledger_balances b ON b.account_id = a.id
      WHERE a.player_id IS NOT NULL AND b.balance_minor < 0`,
  );
  return [
    ...unbalanced.map((r) => `transaction ${r.transaction_id} does not balance (sum ${r.s})`),
    ...empty.map((r) => `transaction ${r.id} has no entries`),
    ...drifted.map((r) =>
      r.balance_minor === null
        ? `account ${r.account_id} has no cached balance`
        : `account ${r.account_id} balance ${r.balance_minor} differs from its entries (${r.s})`,
    ),
    ...negative.map((r) => `player account ${r.account_id} is negative (${r.balance_minor})`),
  ];
}
