import pg from 'pg';
import { parseInt8, setRoleSql, type Database, type Queryable } from './database';

export interface PostgresOptions {
  readonly url: string;
  /** Schema to work in (tests isolate each suite in its own); created if missing. */
  readonly schema?: string;
  readonly max?: number;
}

const typeParsers = {
  getTypeParser: ((oid: number) =>
    oid === 20
      ? parseInt8
      : (pg.types.getTypeParser(oid, 'text') as (
          v: string,
        ) => unknown)) as typeof pg.types.getTypeParser,
};

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  if (options.schema && !/^[a-z_][a-z0-9_]*$/.test(options.schema)) {
    throw new Error(`Invalid schema name: ${options.schema}`);
  }
  if (options.schema) {
    const admin = new pg.Client({ connectionString: options.url });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${options.schema}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    types: typeParsers,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client's network error must not crash the process.
  pool.on('error', () => undefined);
  // After useRole, every pooled connection runs SET ROLE the first time it is handed out, so
  // connections opened before the switch (the migrations') are switched too.
  let role: string | null = null;
  const roleOf = new WeakMap<pg.PoolClient, string>();
  async function checkout(): Promise<pg.PoolClient> {
    const client = await pool.connect();
    if (role !== null && roleOf.get(client) !== role) {
      try {
        await client.query(setRoleSql(role));
      } catch (error) {
        client.release(error instanceof Error ? error : true);
        throw error;
      }
      roleOf.set(client, role);
    }
    return client;
  }
  const wrap = (q: pg.PoolClient): Queryable => ({
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const res = await q.query<T>(sql, params as unknown[]);
      return res.rows;
    },
  });
  const run = async <T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await checkout();
    try {
      return await fn(client);
    } finally {
      client.release();
    }
  };
  return {
    kind: 'postgres',
    query<T extends object>(sql: string, params?: readonly unknown[]) {
      return run((client) => wrap(client).query<T>(sql, params));
    },
    async transaction(fn) {
      return run(async (client) => {
        await client.query('BEGIN');
        try {
          const result = await fn(wrap(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      });
    },
    exec: async (sql) => {
      await run((client) => client.query(sql));
    },
    useRole: async (next) => {
      setRoleSql(next);
      role = next;
      await run(() => Promise.resolve());
    },
    close: () => pool.end(),
  };
}
