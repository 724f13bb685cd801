import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../db/database';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { assertLedgerReconciles } from './ledger-check';
import { testEnv } from './test-env';

/**
 * The databases every platform suite runs against: PGlite always, and the Postgres server named
 * by TEST_DATABASE_URL when it is reachable. In CI an unreachable server is a failure, never a
 * silent skip; on a laptop without one the suite says so (see global-setup.ts).
 */
export interface DbTarget {
  readonly name: 'pglite' | 'postgres';
  /** `dispose` reconciles the ledger (after every platform suite), then closes. */
  open(): Promise<{ db: Database; dispose: () => Promise<void> }>;
}

/** The run's fresh PGlite cluster (global-setup.ts), read once per test file. */
let freshCluster: Blob | null | undefined;
function freshClusterDump(): Blob | null {
  if (freshCluster === undefined) {
    const path = inject('pgliteDump');
    freshCluster = path && existsSync(path) ? new Blob([readFileSync(path)]) : null;
  }
  return freshCluster;
}

export const pgliteTarget: DbTarget = {
  name: 'pglite',
  async open() {
    // A copy of the cluster made once per run: the same as a new one, without its initdb.
    const dump = freshClusterDump();
    const db = await openPglite(null, dump ? { loadDataDir: dump } : {});
    return {
      db,
      async dispose() {
        try {
          await assertLedgerReconciles(db);
        } finally {
          await db.close();
        }
      },
    };
  },
};

export function postgresTarget(url: string): DbTarget {
  return {
    name: 'postgres',
    async open() {
      const schema = `t_${randomBytes(6).toString('hex')}`;
      const db = await openPostgres({ url, schema, max: 20 });
      return {
        db,
        async dispose() {
          try {
            await assertLedgerReconciles(db);
          } finally {
            await db.close();
            const admin = new pg.Client({ connectionString: url });
            await admin.connect();
            try {
              await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
            } finally {
              await admin.end();
            }
          }
        },
      };
    },
  };
}

export async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export type PostgresStatus = 'reachable' | 'unreachable' | 'absent';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Decided once per run by global-setup.ts. */
    postgresStatus: PostgresStatus;
    /** A fresh PGlite cluster's data directory, made once per run (global-setup.ts). */
    pgliteDump: string | null;
  }
}

export function dbTargets(): DbTarget[] {
  const url = testEnv().databaseUrl;
  return url && inject('postgresStatus') === 'reachable'
    ? [pgliteTarget, postgresTarget(url)]
    : [pgliteTarget];
}
