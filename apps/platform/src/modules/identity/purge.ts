/**
 * Housekeeping for the login data that only matters for a while: without it a
 * spray of random usernames leaves rate-limit rows behind for good, and the outbox keeps
 * one-time codes in plain text. Every statement is idempotent, so instances sharing a database
 * may all run it.
 */
import { OTP_CODE_VALIDITY_SECONDS } from '@touchline/site';
import type { Queryable } from '../../db/database';

const HOUR_MS = 3_600_000;
/** The rate-limit window (login-service enforceRateLimits): older hits count for nothing. */
const RATE_WINDOW_MS = HOUR_MS;
/** A failure streak with no new failure for a day is forgotten (unless a lockout still runs). */
const THROTTLE_QUIET_MS = 24 * HOUR_MS;
/** Ended or expired second steps and spent codes are kept a day (support questions), then go. */
const LOGIN_STEP_KEEP_MS = 24 * HOUR_MS;
/** An outbox message carries a code valid 30 minutes (spec shell §9): after that it goes. */
const OUTBOX_KEEP_MS = OTP_CODE_VALIDITY_SECONDS * 1000;

export interface PurgeReport {
  readonly rateLimitHits: number;
  readonly rateLimitKeys: number;
  readonly loginThrottle: number;
  readonly pendingLogins: number;
  readonly otpCodes: number;
  readonly outboxMessages: number;
}

async function deleted(db: Queryable, sql: string, params: readonly unknown[]): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `WITH gone AS (${sql} RETURNING 1) SELECT count(*)::bigint AS n FROM gone`,
    params,
  );
  return row?.n ?? 0;
}

/** Deletes what has outlived its use as of `now` (the platform clock). */
export async function purgeLoginData(db: Queryable, now: Date): Promise<PurgeReport> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const rateLimitHits = await deleted(db, 'DELETE FROM rate_limit_hits WHERE at <= $1', [
    before(RATE_WINDOW_MS),
  ]);
  // A key is only the lock the count-then-insert serialises on: one without hits is idle.
  const rateLimitKeys = await deleted(
    db,
    `DELETE FROM rate_limit_keys k WHERE NOT EXISTS (
       SELECT 1 FROM rate_limit_hits h WHERE h.scope = k.scope AND h.key = k.key)`,
    [],
  );
  const loginThrottle = await deleted(
    db,
    `DELETE FROM login_throttle
      WHERE updated_at <= $1 AND (locked_until IS NULL OR locked_until <= $2)`,
    [before(THROTTLE_QUIET_MS), now],
  );
  const pendingLogins = await deleted(db, 'DELETE FROM pending_logins WHERE expires_at <= $1', [
    before(LOGIN_STEP_KEEP_MS),
  ]);
  const otpCodes = await deleted(db, 'DELETE FROM otp_codes WHERE expires_at <= $1', [
    before(LOGIN_STEP_KEEP_MS),
  ]);
  const outboxMessages = await deleted(db, 'DELETE FROM message_outbox WHERE created_at <= $1', [
    before(OUTBOX_KEEP_MS),
  ]);
  return { rateLimitHits, rateLimitKeys, loginThrottle, pendingLogins, otpCodes, outboxMessages };
}

/** How often the platform purges (with the real clock only; tests call purgeLoginData). */
export const PURGE_INTERVAL_MS = 10 * 60_000;

/** Runs the purge every PURGE_INTERVAL_MS until stopped; failures go to `onError`. */
export function startLoginDataPurge(options: {
  readonly db: Queryable;
  readonly clock: () => Date;
  readonly onError: (error: unknown) => void;
}): { stop(): void } {
  const timer = setInterval(() => {
    purgeLoginData(options.db, options.clock()).catch(options.onError);
  }, PURGE_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
