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

/** Work to do once a transaction has committed; it is given the database that committed. */
export type CommitHook = (db: Database) => void;

interface TransactionScope {
  readonly db: Database;
  readonly hooks: CommitHook[];
}

const scopes = new WeakMap<Queryable, TransactionScope>();

/**
 * Runs `hook` after the transaction `tx` belongs to has committed, never when it rolls back
 * (a notification of money that moved must not go out for a rolled-back debit). Calling it on
 * anything but a transaction's handle is a bug: it throws.
 */
export function afterCommit(tx: Queryable, hook: CommitHook): void {
  const scope = scopes.get(tx);
  if (!scope) throw new Error('afterCommit called outside a transaction');
  scope.hooks.push(hook);
}

/**
 * For the drivers (pglite.ts, postgres.ts): their `transaction` with after-commit hooks. The
 * hooks run in order once `run` has resolved (committed); one that throws is reported and does
 * not stop the others nor fail the committed transaction.
 */
export function withCommitHooks(
  db: () => Database,
  run: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>,
): Database['transaction'] {
  return async (fn) => {
    const hooks: CommitHook[] = [];
    const result = await run((tx) => {
      scopes.set(tx, { db: db(), hooks });
      return fn(tx);
    });
    for (const hook of hooks) {
      try {
        hook(db());
      } catch (error) {
        // The transaction is committed: its caller must not see it as failed.
        console.error('after-commit hook failed', error);
      }
    }
    return result;
  };
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
