import { createHash } from 'node:crypto';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  APP_DB_ROLE,
  parseInt8,
  setRoleSql,
  type AppRoleSwitch,
  type Database,
  type OwnerAccess,
  type Queryable,
  withCommitHooks,
} from './database';

export interface PostgresOptions {
  /** The owner's URL (DATABASE_URL): migrations run here. */
  readonly url: string;
  /**
   * DATABASE_APP_URL: a login role of the operator's own for the application's queries. Unset:
   * the platform makes APP_DB_ROLE a login role itself when the owner may manage roles.
   */
  readonly appUrl?: string | null;
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

/** Serialises ALTER ROLE across instances and parallel test schemas (one role per cluster). */
const ROLE_LOCK_KEY = 7_311_204_815;

function makePool(url: string, max: number, schema: string | undefined): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    types: typeParsers,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client's network error must not crash the process.
  pool.on('error', () => undefined);
  return pool;
}

/** The owner's URL with another user and password (the app role lives on the same server). */
export function urlForRole(ownerUrl: string, role: string, password: string): string {
  const url = new URL(ownerUrl);
  url.username = role;
  url.password = password;
  return url.toString();
}

/**
 * Named (prepared) statements (decision, docs/decisions.md "Prepared statements"): every
 * parameterised statement gets a name from its text, so each connection parses and plans it once
 * and then only binds and executes it — bench/placement: +40–65 % bets per second. The texts are
 * the code's own (values always travel as parameters); past `MAX_NAMED_STATEMENTS` distinct
 * texts (a query builder's combinations) further ones run unnamed, so no connection prepares
 * without bound.
 */
const MAX_NAMED_STATEMENTS = 2000;
const statementNames = new Map<string, string>();

function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (!name && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `tl_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name;
}

const wrap = (q: pg.PoolClient): Queryable => ({
  async query<T extends object>(sql: string, params: readonly unknown[] = []) {
    if (params.length === 0) return (await q.query<T>(sql)).rows;
    const name = statementName(sql);
    const res = await q.query<T>({
      text: sql,
      values: params as unknown[],
      ...(name === undefined ? {} : { name }),
    });
    return res.rows;
  },
});

async function inTransaction<T>(
  client: pg.PoolClient,
  fn: (tx: Queryable) => Promise<T>,
  first?: string,
): Promise<T> {
  await client.query('BEGIN');
  try {
    if (first) await client.query(first);
    const result = await fn(wrap(client));
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

interface RoleFacts {
  readonly u: string;
  readonly rolsuper: boolean;
  readonly rolbypassrls: boolean;
  readonly owned: number;
  readonly app: boolean;
}

/**
 * What the application's login may not be: a superuser, a role that bypasses row security, the
 * owner of anything in the schema, or a role without the application role's privileges.
 */
async function checkAppLogin(pool: pg.Pool, source: string): Promise<string> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<RoleFacts>(
      `SELECT current_user AS u, r.rolsuper, r.rolbypassrls,
              (SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                WHERE n.nspname = current_schema() AND c.relowner = r.oid)::int AS owned,
              pg_has_role(current_user, '${APP_DB_ROLE}', 'USAGE') AS app
         FROM pg_roles r WHERE r.rolname = current_user`,
    );
    const facts = rows[0];
    if (!facts) throw new Error(`${source}: the login role is not in pg_roles`);
    const problems = [
      facts.rolsuper && 'is a superuser',
      facts.rolbypassrls && 'bypasses row-level security',
      facts.owned > 0 && `owns ${facts.owned} relations of the schema (it is the owner)`,
      !facts.app && `lacks the privileges of ${APP_DB_ROLE} (GRANT ${APP_DB_ROLE} TO it)`,
    ].filter((p): p is string => typeof p === 'string');
    if (problems.length > 0) {
      throw new Error(
        `${source}: the application's login role ${facts.u} ${problems.join(', ')}; ` +
          'the platform refuses to run its queries with owner rights',
      );
    }
    return facts.u;
  } finally {
    client.release();
  }
}

/**
 * Makes APP_DB_ROLE a login role (NOLOGIN since migration 0004) with this database's password,
 * kept in the owner-only table app_role_secrets (migration 0006) so that every instance on the
 * database logs in with the same one. Under an advisory lock: the role belongs to the whole
 * cluster, and concurrent ALTER ROLEs fail with "tuple concurrently updated".
 */
async function ensureAppLogin(owner: OwnerAccess, superuser: boolean): Promise<string> {
  return owner.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ROLE_LOCK_KEY]);
    await tx.query(
      `INSERT INTO app_role_secrets (role, password) VALUES ($1, $2) ON CONFLICT (role) DO NOTHING`,
      [APP_DB_ROLE, randomBytes(32).toString('base64url')],
    );
    const [row] = await tx.query<{ password: string }>(
      'SELECT password FROM app_role_secrets WHERE role = $1',
      [APP_DB_ROLE],
    );
    if (!row || !/^[A-Za-z0-9_-]{43}$/.test(row.password)) {
      throw new Error('app_role_secrets holds no usable password for the application role');
    }
    // Only a superuser may name SUPERUSER, REPLICATION or BYPASSRLS, even to take them away; a
    // CREATEROLE owner's role was created without them (and checkAppLogin verifies it).
    const attributes = superuser
      ? 'LOGIN NOSUPERUSER NOBYPASSRLS NOREPLICATION NOCREATEDB NOCREATEROLE'
      : 'LOGIN NOCREATEDB NOCREATEROLE';
    // ALTER ROLE takes no parameters; the password is base64url, checked above.
    await tx.query(`ALTER ROLE ${APP_DB_ROLE} WITH ${attributes} PASSWORD '${row.password}'`);
    return row.password;
  });
}

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
  const max = options.max ?? 10;
  const ownerPool = makePool(options.url, max, options.schema);
  // Login mode: the application's own pool. Fallback: SET ROLE on the owner's connections, run
  // the first time each one is handed out after the switch.
  let appPool: pg.Pool | null = null;
  let fallbackRole: string | null = null;
  let switched: AppRoleSwitch | null = null;
  const roleOf = new WeakMap<pg.PoolClient, string>();

  async function checkout(): Promise<pg.PoolClient> {
    const client = await (appPool ?? ownerPool).connect();
    if (fallbackRole !== null && roleOf.get(client) !== fallbackRole) {
      try {
        await client.query(setRoleSql(fallbackRole));
      } catch (error) {
        client.release(error instanceof Error ? error : true);
        throw error;
      }
      roleOf.set(client, fallbackRole);
    }
    return client;
  }
  const run = async <T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await checkout();
    try {
      return await fn(client);
    } finally {
      client.release();
    }
  };

  // The owner: its own connections; SET LOCAL ROLE NONE undoes a fallback SET ROLE for the
  // transaction (and is a no-op otherwise).
  const ownerTransaction = async <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => {
    const client = await ownerPool.connect();
    try {
      return await inTransaction(client, fn, 'SET LOCAL ROLE NONE');
    } finally {
      client.release();
    }
  };
  const owner: OwnerAccess = {
    query: (sql, params) => ownerTransaction((tx) => tx.query(sql, params)),
    transaction: ownerTransaction,
    exec: async (sql) => {
      await ownerTransaction((tx) => tx.query(sql));
    },
  };

  async function loginAs(url: string, source: string): Promise<AppRoleSwitch> {
    const pool = makePool(url, max, options.schema);
    try {
      const role = await checkAppLogin(pool, source);
      appPool = pool;
      return { mode: 'login', role };
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
  }

  async function switchToApp(): Promise<AppRoleSwitch> {
    if (options.appUrl) return loginAs(options.appUrl, 'DATABASE_APP_URL');
    const [me] = await owner.query<{ rolsuper: boolean; rolcreaterole: boolean }>(
      'SELECT rolsuper, rolcreaterole FROM pg_roles WHERE rolname = current_user',
    );
    let reason: string;
    if (me?.rolsuper || me?.rolcreaterole) {
      const password = await ensureAppLogin(owner, me.rolsuper);
      try {
        return await loginAs(urlForRole(options.url, APP_DB_ROLE, password), 'DATABASE_URL');
      } catch (error) {
        // e.g. pg_hba.conf lets the owner in but not this role: fall back, loudly.
        reason = `logging in as ${APP_DB_ROLE} failed (${error instanceof Error ? error.message : String(error)})`;
      }
    } else {
      reason = 'the owner may not manage roles (no CREATEROLE) and DATABASE_APP_URL is unset';
    }
    fallbackRole = APP_DB_ROLE;
    // Every connection handed out from now on switches; check that one can.
    await run(() => Promise.resolve());
    return { mode: 'set-role', role: APP_DB_ROLE, reason };
  }

  const db: Database = {
    kind: 'postgres',
    query<T extends object>(sql: string, params?: readonly unknown[]) {
      return run((client) => wrap(client).query<T>(sql, params));
    },
    transaction: withCommitHooks(
      () => db,
      (fn) => run((client) => inTransaction(client, fn)),
    ),
    exec: async (sql) => {
      await run((client) => client.query(sql));
    },
    useAppRole: async () => {
      switched ??= await switchToApp();
      return switched;
    },
    owner,
    close: async () => {
      await Promise.all([ownerPool.end(), appPool?.end()]);
    },
  };
  return db;
}
