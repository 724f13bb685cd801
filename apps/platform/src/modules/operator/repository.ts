/** SQL of the operator door: the append-only audit log and the revoked operator tokens. */
import type { OperatorAuditEntry } from '@touchline/contract';
import type { Queryable } from '../../db/database';

/** The failed-login action: the login rate limits count these rows. */
export const LOGIN_FAILED_ACTION = 'operator.login_failed';

export type AuditDetail = OperatorAuditEntry['detail'];

/** One line to append to the audit log. */
export interface OperatorAction {
  /** Who: the operator's username. */
  readonly operator: string;
  /** What: a dotted lower-case name, `<area>.<verb>` (`settings.publish`). */
  readonly action: string;
  /** What it was done to (`settings:touchline`, `operator:demo-operator`). */
  readonly target: string;
  /** The details worth keeping (never a password or a token). */
  readonly detail: AuditDetail;
  /** When; the database's clock (the transaction's start) if not given. */
  readonly at?: Date;
}

/**
 * Appends one line to the audit log; pass a transaction's handle to record a change in the
 * transaction that makes it, so the two commit or roll back together. Returns the line's id.
 */
export async function recordOperatorAction(db: Queryable, entry: OperatorAction): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO operator_audit (operator, action, target, detail, at)
     VALUES ($1, $2, $3, $4::jsonb, COALESCE($5::timestamptz, now()))
     RETURNING id`,
    [entry.operator, entry.action, entry.target, JSON.stringify(entry.detail), entry.at ?? null],
  );
  if (!row) throw new Error('operator_audit insert returned no row');
  return row.id;
}

interface AuditRow {
  id: number;
  operator: string;
  action: string;
  target: string;
  detail: AuditDetail;
  at: Date;
}

/** Up to `limit` lines older than `before` (all if null), newest first, of one action if given. */
export async function listOperatorActions(
  db: Queryable,
  page: { readonly limit: number; readonly before: number | null; readonly action: string | null },
): Promise<OperatorAuditEntry[]> {
  const rows = await db.query<AuditRow>(
    `SELECT id, operator, action, target, detail, at
       FROM operator_audit
      WHERE ($1::bigint IS NULL OR id < $1) AND ($2::text IS NULL OR action = $2)
      ORDER BY id DESC
      LIMIT $3`,
    [page.before, page.action, page.limit],
  );
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}

/**
 * When the `limit`-th most recent failed login since `since` happened, for a username or a client
 * address: null while there are fewer than `limit` failures in the window.
 */
export async function limitingFailureAt(
  db: Queryable,
  by: { readonly operator: string } | { readonly ip: string },
  since: Date,
  limit: number,
): Promise<Date | null> {
  // The action and column are literals, not parameters, so the partial indexes of 0015 apply.
  const [column, value] = 'operator' in by ? ['operator', by.operator] : ["detail ->> 'ip'", by.ip];
  const [row] = await db.query<{ at: Date }>(
    `SELECT at FROM operator_audit
      WHERE action = '${LOGIN_FAILED_ACTION}' AND ${column} = $1 AND at > $2
      ORDER BY at DESC
      OFFSET $3 LIMIT 1`,
    [value, since, limit - 1],
  );
  return row?.at ?? null;
}

export async function revokeOperatorToken(
  db: Queryable,
  token: { readonly tokenId: string; readonly username: string; readonly expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO operator_revoked_tokens (jti, username, revoked_at, expires_at)
     VALUES ($1, $2, $3, $4) ON CONFLICT (jti) DO NOTHING`,
    [token.tokenId, token.username, now, token.expiresAt],
  );
}

/** Revocations of tokens that have expired anyway: the expiry already refuses them. */
export async function forgetExpiredRevocations(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM operator_revoked_tokens WHERE expires_at <= $1', [now]);
}

export async function isOperatorTokenRevoked(db: Queryable, tokenId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM operator_revoked_tokens WHERE jti = $1', [tokenId]);
  return rows.length > 0;
}
