import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  APP_DB_ROLE,
  parseInt8,
  setRoleSql,
  type Database,
  type OwnerAccess,
  type Queryable,
  withCommitHooks,
} from './database';

export interface PgliteOptions {
  /**
   * Start from this data directory (a `dumpDataDir` tarball, e.g. `freshPgliteDump`'s) instead
   * of creating a cluster: the tests start each suite's database from one made once per run.
   */
  readonly loadDataDir?: Blob;
}

/** Embedded Postgres (PGlite). `dir` null means in memory (tests). */
export async function openPglite(
  dir: string | null,
  options: PgliteOptions = {},
): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  const pg = await PGlite.create(dir ?? undefined, {
    parsers: { [types.INT8]: parseInt8 },
    // Trigram search (modules/search, migration 0017) needs the extension loaded.
    extensions: { pg_trgm },
    ...(options.loadDataDir && { loadDataDir: options.loadDataDir }),
  });
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const res = await q.query<T>(sql, params as unknown[]);
      return res.rows;
    },
  });
  const root = wrap(pg);
  // The owner is the session user: SET LOCAL ROLE NONE lasts until the transaction ends.
  const asOwner = <T>(
    fn: (tx: Queryable & { exec: (sql: string) => Promise<unknown> }) => Promise<T>,
  ) =>
    pg.transaction(async (tx) => {
      await tx.query('SET LOCAL ROLE NONE');
      return fn({ ...wrap(tx), exec: (sql) => tx.exec(sql) });
    });
  const owner: OwnerAccess = {
    query: (sql, params) => asOwner((tx) => tx.query(sql, params)),
    transaction: (fn) => asOwner(fn),
    exec: async (sql) => {
      await asOwner((tx) => tx.exec(sql));
    },
  };
  const db: Database = {
    kind: 'pglite',
    query: root.query,
    transaction: withCommitHooks(
      () => db,
      (fn) => pg.transaction((tx) => fn(wrap(tx))),
    ),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    // PGlite is one session of one (super)user: a session-level SET ROLE covers every later
    // query and transaction. It keeps bugs from touching the ledger, it is no security boundary
    // (RESET ROLE undoes it); docs/decisions.md.
    useAppRole: async () => {
      await pg.exec(setRoleSql(APP_DB_ROLE));
      return {
        mode: 'set-role',
        role: APP_DB_ROLE,
        reason: 'PGlite has one embedded user: the application role is entered with SET ROLE',
      };
    },
    owner,
    close: () => pg.close(),
  };
  return db;
}

/**
 * The data directory of a newly created in-memory cluster, nothing in it yet: what
 * `PGlite.create` makes (its initdb is most of the cost of opening one), to start many
 * databases from. An uncompressed tarball.
 */
export async function freshPgliteDump(): Promise<Blob> {
  const pg = await PGlite.create(undefined, { extensions: { pg_trgm } });
  try {
    return await pg.dumpDataDir('none');
  } finally {
    await pg.close();
  }
}
