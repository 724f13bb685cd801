import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { parseInt8, setRoleSql, type Database, type Queryable } from './database';

/** Embedded Postgres (PGlite). `dir` null means in memory (tests). */
export async function openPglite(dir: string | null): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  const pg = await PGlite.create(dir ?? undefined, {
    parsers: { [types.INT8]: parseInt8 },
  });
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const res = await q.query<T>(sql, params as unknown[]);
      return res.rows;
    },
  });
  const root = wrap(pg);
  return {
    kind: 'pglite',
    query: root.query,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    // PGlite is one session: a session-level SET ROLE covers every later query and transaction.
    useRole: async (role) => {
      await pg.exec(setRoleSql(role));
    },
    close: () => pg.close(),
  };
}
