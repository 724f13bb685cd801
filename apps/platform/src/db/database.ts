/**
 * The one database interface the platform codes against: PGlite (embedded, default) or a
 * Postgres server (DATABASE_URL). Repositories take a `Queryable`; services open transactions.
 */
export interface Queryable {
  query: <T extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ) => Promise<T[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>;
  /** Runs a multi-statement script (migrations). */
  exec: (sql: string) => Promise<void>;
  /**
   * From now on every query runs as `role` (SET ROLE on each connection): the platform switches
   * to APP_DB_ROLE once the migrations, which run as the owner, are done.
   */
  useRole: (role: string) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * The application's database role (created by migration 0004): it may read and write the tables
 * but can never UPDATE or DELETE ledger entries or transactions (issue 5 item 5).
 */
export const APP_DB_ROLE = 'touchline_app';

/** SET ROLE takes an identifier, not a parameter: only plain lower-case names are accepted. */
export function setRoleSql(role: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(role)) throw new Error(`Invalid role name: ${role}`);
  return `SET ROLE ${role}`;
}

/** int8 columns hold ids and minor units well below 2^53: read them as numbers. */
export const parseInt8 = (value: string): number => {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`int8 value out of safe range: ${value}`);
  return n;
};
