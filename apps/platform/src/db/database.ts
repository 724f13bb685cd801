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
  /** Runs a multi-statement script. */
  exec: (sql: string) => Promise<void>;
  /**
   * Switches every later query (not `owner`'s) to the application role APP_DB_ROLE, once the
   * migrations, which run as the owner, are done. On a Postgres server whose owner may manage
   * roles (or with DATABASE_APP_URL) the queries then run on connections that LOGGED IN as that
   * role, so nothing they run can take the owner's rights back; otherwise (PGlite's single
   * embedded user, or an owner without CREATEROLE) it is a SET ROLE on the owner's connections:
   * a guard against bugs, not a security boundary. Idempotent. See docs/decisions.md.
   */
  useAppRole: () => Promise<AppRoleSwitch>;
  /**
   * The owner, whatever the application queries run as: migrations, start-up role management
   * and the tests' owner-only fixtures. Every call is one transaction.
   */
  readonly owner: OwnerAccess;
  close: () => Promise<void>;
}

export type OwnerAccess = Pick<Database, 'query' | 'transaction' | 'exec'>;

/** How the application's queries are kept from the owner's rights. */
export type AppRoleSwitch =
  | { readonly mode: 'login'; readonly role: string }
  | { readonly mode: 'set-role'; readonly role: string; readonly reason: string };

/**
 * The application's database role (created by migration 0004): it may read and write the tables
 * but can never UPDATE or DELETE ledger entries or transactions.
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
