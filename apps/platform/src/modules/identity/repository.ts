/** Identity SQL: players, sessions, the login's second step, throttling, terms, exclusions. */
import { Combiner } from '../../db/combiner';
import type { Queryable } from '../../db/database';

export type PlayerStatus = 'active' | 'suspended' | 'locked' | 'pending_activation';
export type SecondFactor = 'none' | 'otp' | 'question';
export type SessionChannel = 'web' | 'franco' | 'icore';
export type RevokeReason =
  | 'clicked'
  | 'unauthorized'
  | 'jwe_token_expired'
  | 'password_changed'
  | 'single_session'
  | 'time_out'
  | 'self_exclusion';

export interface PlayerRow {
  id: number;
  account_id: number;
  account_code: string;
  username: string;
  password_hash: string;
  currency: string;
  locale: string;
  country_code: string;
  status: PlayerStatus;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  mobile: string | null;
  vip_level: number;
  price_format: 'euro' | 'hk' | 'us' | 'malay' | 'indo';
  default_stake_minor: number | null;
  remember_stake: boolean;
  excluded_from_promotions: boolean;
  hold_withdraw: boolean;
  created_by_agent: boolean;
  stream_full_screen: boolean;
  partner_matrix_affiliate: boolean;
  is_depositor: boolean;
  is_bettor: boolean;
  first_login_at: Date | null;
  last_login_at: Date | null;
  previous_login_at: Date | null;
  two_factor: SecondFactor;
  security_question: string | null;
  security_answer_hash: string | null;
  pref_layout: 'asian' | 'euro' | 'thai' | null;
  pref_sort_by: 'competition' | 'time';
  pref_accept_higher_odds: boolean;
  pref_theme: 'light' | 'dark' | 'system';
  real_money_bonuses: boolean;
  was_set_real_money_bonuses: boolean;
  reality_check_minutes: 0 | 15 | 30 | 60;
  created_at: Date;
}

// A bettor is flagged when marked or as soon as a bet exists (bets are identity-independent).
const PLAYER_COLUMNS = `p.id, p.account_id, p.account_code, p.username, p.password_hash, p.currency,
  p.locale, p.country_code, p.status, p.email, p.first_name, p.last_name, p.mobile, p.vip_level,
  p.price_format, p.default_stake_minor, p.remember_stake, p.excluded_from_promotions,
  p.hold_withdraw, p.created_by_agent, p.stream_full_screen, p.partner_matrix_affiliate,
  p.is_depositor,
  (p.is_bettor OR EXISTS (SELECT 1 FROM bets b WHERE b.player_id = p.id)) AS is_bettor,
  p.first_login_at, p.last_login_at, p.previous_login_at, p.two_factor, p.security_question,
  p.security_answer_hash, p.pref_layout, p.pref_sort_by, p.pref_accept_higher_odds, p.pref_theme,
  p.real_money_bonuses, p.was_set_real_money_bonuses, p.reality_check_minutes, p.created_at`;

export async function findPlayerByUsername(
  db: Queryable,
  username: string,
): Promise<PlayerRow | null> {
  const [row] = await db.query<PlayerRow>(
    `SELECT ${PLAYER_COLUMNS} FROM players p WHERE lower(p.username) = lower($1)`,
    [username.trim()],
  );
  return row ?? null;
}

export async function findPlayerById(db: Queryable, id: number): Promise<PlayerRow | null> {
  const [row] = await db.query<PlayerRow>(
    `SELECT ${PLAYER_COLUMNS} FROM players p WHERE p.id = $1`,
    [id],
  );
  return row ?? null;
}

/** Locks the player row for the transaction (serialises that player's logins). */
export async function lockPlayer(tx: Queryable, id: number): Promise<PlayerStatus | null> {
  const [row] = await tx.query<{ status: PlayerStatus }>(
    'SELECT status FROM players WHERE id = $1 FOR UPDATE',
    [id],
  );
  return row?.status ?? null;
}

/** Columns a service may change on a player, by name (never built from input keys). */
export type PlayerUpdate = Partial<{
  price_format: PlayerRow['price_format'];
  default_stake_minor: number | null;
  remember_stake: boolean;
  stream_full_screen: boolean;
  locale: string;
  pref_layout: PlayerRow['pref_layout'];
  pref_sort_by: PlayerRow['pref_sort_by'];
  pref_accept_higher_odds: boolean;
  pref_theme: PlayerRow['pref_theme'];
  real_money_bonuses: boolean;
  was_set_real_money_bonuses: boolean;
  reality_check_minutes: PlayerRow['reality_check_minutes'];
  is_depositor: boolean;
  is_bettor: boolean;
}>;

const UPDATABLE = new Set<string>([
  'price_format',
  'default_stake_minor',
  'remember_stake',
  'stream_full_screen',
  'locale',
  'pref_layout',
  'pref_sort_by',
  'pref_accept_higher_odds',
  'pref_theme',
  'real_money_bonuses',
  'was_set_real_money_bonuses',
  'reality_check_minutes',
  'is_depositor',
  'is_bettor',
]);

export async function updatePlayer(db: Queryable, id: number, update: PlayerUpdate): Promise<void> {
  const entries = Object.entries(update).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return;
  for (const [column] of entries) {
    if (!UPDATABLE.has(column)) throw new Error(`player column ${column} is not updatable`);
  }
  const sets = entries.map(([column], i) => `${column} = $${i + 2}`).join(', ');
  await db.query(`UPDATE players SET ${sets} WHERE id = $1`, [id, ...entries.map(([, v]) => v)]);
}

/** What the advert audience rule reads of a player (spec shell §6 flags). */
export async function findAudienceFacts(
  db: Queryable,
  playerId: number,
): Promise<{ isDepositor: boolean; isBettor: boolean; firstLoginAt: number | null } | null> {
  const [row] = await db.query<{
    is_depositor: boolean;
    is_bettor: boolean;
    first_login_at: Date | string | null;
  }>('SELECT is_depositor, is_bettor, first_login_at FROM players WHERE id = $1', [playerId]);
  if (!row) return null;
  return {
    isDepositor: row.is_depositor,
    isBettor: row.is_bettor,
    firstLoginAt: row.first_login_at ? new Date(row.first_login_at).getTime() : null,
  };
}

/** The wallet marks a player as a depositor with their first deposit (spec shell §6 flags). */
export async function markDepositor(db: Queryable, playerId: number): Promise<void> {
  await db.query('UPDATE players SET is_depositor = true WHERE id = $1 AND NOT is_depositor', [
    playerId,
  ]);
}

export async function updatePasswordHash(
  tx: Queryable,
  playerId: number,
  hash: string,
  now: Date,
): Promise<void> {
  await tx.query('UPDATE players SET password_hash = $2, password_changed_at = $3 WHERE id = $1', [
    playerId,
    hash,
    now,
  ]);
}

/** A completed login: first, previous and last login times (the previous shows as lastLoginDate). */
export async function recordLogin(tx: Queryable, playerId: number, now: Date): Promise<void> {
  await tx.query(
    `UPDATE players SET previous_login_at = last_login_at, last_login_at = $2,
            first_login_at = coalesce(first_login_at, $2)
      WHERE id = $1`,
    [playerId, now],
  );
}

// Sessions -----------------------------------------------------------------------------------

export interface NewSession {
  id: string;
  playerId: number;
  createdAt: Date;
  expiresAt: Date;
  channel: SessionChannel;
  embedded: boolean;
  clientIp: string | null;
  device: { clientType: string; deviceId: string; deviceType: string } | null;
  scope: SessionScope;
}

/**
 * `withdraw_only`: the session of a timed-out or self-excluded player (migration 0006): it may
 * read the account and withdraw, nothing else (session-service authenticateToken).
 */
export type SessionScope = 'full' | 'withdraw_only';

export async function insertSession(tx: Queryable, s: NewSession): Promise<void> {
  await tx.query(
    `INSERT INTO sessions (id, player_id, created_at, expires_at, channel, embedded, client_ip,
                           client_type, device_id, device_type, scope)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      s.id,
      s.playerId,
      s.createdAt,
      s.expiresAt,
      s.channel,
      s.embedded,
      s.clientIp,
      s.device?.clientType ?? null,
      s.device?.deviceId ?? null,
      s.device?.deviceType ?? null,
      s.scope,
    ],
  );
}

export async function countLiveSessions(
  tx: Queryable,
  playerId: number,
  now: Date,
): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sessions
      WHERE player_id = $1 AND revoked_at IS NULL AND expires_at > $2`,
    [playerId, now],
  );
  return row?.n ?? 0;
}

/** Ends every live session of a player except `keepId`; returns how many ended. */
export async function revokePlayerSessions(
  tx: Queryable,
  playerId: number,
  keepId: string | null,
  reason: RevokeReason,
  now: Date,
): Promise<number> {
  const rows = await tx.query<{ id: string }>(
    `UPDATE sessions SET revoked_at = $3, revoke_reason = $4
      WHERE player_id = $1 AND revoked_at IS NULL AND expires_at > $3
        AND ($2::uuid IS NULL OR id <> $2::uuid)
      RETURNING id`,
    [playerId, keepId, now, reason],
  );
  return rows.length;
}

/** Ends one session (when the token's generation is current); null when nothing changed. */
export async function revokeSession(
  db: Queryable,
  session: { sessionId: string; playerId: number; tokenGen: number },
  reason: RevokeReason,
  now: Date,
): Promise<{ embedded: boolean } | null> {
  const [row] = await db.query<{ embedded: boolean }>(
    `UPDATE sessions SET revoked_at = $4, revoke_reason = $5
      WHERE id = $1 AND player_id = $2 AND token_gen = $3 AND revoked_at IS NULL
      RETURNING embedded`,
    [session.sessionId, session.playerId, session.tokenGen, now, reason],
  );
  return row ?? null;
}

/**
 * Issues the next token generation of a live session (refresh, terms, password change), with a
 * new expiry when given. Null when the session is no longer live at `tokenGen`.
 */
export async function rotateSession(
  tx: Queryable,
  session: { sessionId: string; tokenGen: number },
  expiresAt: Date | null,
  now: Date,
): Promise<{ token_gen: number; expires_at: Date } | null> {
  const [row] = await tx.query<{ token_gen: number; expires_at: Date }>(
    `UPDATE sessions SET token_gen = token_gen + 1, expires_at = coalesce($3, expires_at),
            refreshed_at = $4
      WHERE id = $1 AND token_gen = $2 AND revoked_at IS NULL AND expires_at > $4
      RETURNING token_gen, expires_at`,
    [session.sessionId, session.tokenGen, expiresAt, now],
  );
  return row ?? null;
}

export interface SessionPlayerRow {
  session_id: string;
  token_gen: number;
  session_created_at: Date;
  expires_at: Date;
  channel: SessionChannel;
  embedded: boolean;
  scope: SessionScope;
  id: number;
  account_id: number;
  username: string;
  currency: string;
  locale: string;
  status: PlayerStatus;
  /** What betting prices a slip with: the odds type and the promotions flag. */
  price_format: PlayerRow['price_format'];
  excluded_from_promotions: boolean;
  /** spec shell §6: a partner-matrix affiliate does not see the pinnacle-type e-sports. */
  partner_matrix_affiliate: boolean;
  /** The exclusion in force, if any (self-exclusion wins over a time-out). */
  exclusion_kind: 'time_out' | 'self_exclusion' | null;
  exclusion_ends_at: Date | null;
}

/** What a token's claims name: the session, its player and the token generation. */
export interface SessionClaimsKey {
  readonly sessionId: string;
  readonly playerId: number;
  readonly tokenGen: number;
}

interface SessionQuery {
  readonly claims: SessionClaimsKey;
  readonly now: Date;
}

/**
 * The players behind many sessions in one statement, in the queries' order; null where the
 * session is unknown, revoked, rotated or expired (or the claims are not a session's).
 */
export async function findLiveSessionsOf(
  db: Queryable,
  queries: readonly SessionQuery[],
): Promise<(SessionPlayerRow | null)[]> {
  const items = queries.map((q, i) => ({
    i: i + 1,
    sid: q.claims.sessionId,
    pid: q.claims.playerId,
    gen: q.claims.tokenGen,
    now: q.now.toISOString(),
  }));
  const rows = await db.query<SessionPlayerRow & { i: number }>(
    `SELECT q.i, s.id AS session_id, s.token_gen, s.created_at AS session_created_at, s.expires_at,
            s.channel, s.embedded, s.scope, p.id, p.account_id, p.username, p.currency, p.locale,
            p.status, p.price_format, p.excluded_from_promotions, p.partner_matrix_affiliate,
            x.kind AS exclusion_kind, x.ends_at AS exclusion_ends_at
       FROM jsonb_to_recordset($1::jsonb) AS q(i int, sid uuid, pid bigint, gen int, now timestamptz)
       JOIN sessions s ON s.id = q.sid AND s.player_id = q.pid AND s.token_gen = q.gen
                      AND s.revoked_at IS NULL AND s.expires_at > q.now
       JOIN players p ON p.id = s.player_id
       LEFT JOIN LATERAL (
         SELECT kind, ends_at FROM rg_exclusions
          WHERE player_id = p.id AND starts_at <= q.now AND (ends_at IS NULL OR ends_at > q.now)
          ORDER BY (kind = 'self_exclusion') DESC, ends_at DESC NULLS FIRST LIMIT 1
       ) x ON true`,
    [JSON.stringify(items)],
  );
  const found = new Map(rows.map(({ i, ...row }) => [i, row]));
  return items.map((q) => found.get(q.i) ?? null);
}

const sessionReads = new WeakMap<Queryable, Combiner<SessionQuery, SessionPlayerRow | null>>();

/**
 * The player behind a live session; null when the session is unknown, revoked, rotated or
 * expired. The checks of one moment share one statement (every authenticated call makes one):
 * `db` is the database, never a transaction.
 */
export function findLiveSession(
  db: Queryable,
  claims: SessionClaimsKey,
  now: Date,
): Promise<SessionPlayerRow | null> {
  let reads = sessionReads.get(db);
  if (!reads) {
    reads = new Combiner((queries) => findLiveSessionsOf(db, queries));
    sessionReads.set(db, reads);
  }
  return reads.submit({ claims, now });
}

export async function findSessionRevocation(
  db: Queryable,
  sessionId: string,
): Promise<{ revoked_at: Date | null; revoke_reason: RevokeReason | null } | null> {
  const [row] = await db.query<{ revoked_at: Date | null; revoke_reason: RevokeReason | null }>(
    'SELECT revoked_at, revoke_reason FROM sessions WHERE id = $1',
    [sessionId],
  );
  return row ?? null;
}

// Login throttling ---------------------------------------------------------------------------

export interface ThrottleRow {
  failed_count: number;
  locked_until: Date | null;
}

export async function findThrottle(
  db: Queryable,
  usernameKey: string,
): Promise<ThrottleRow | null> {
  const [row] = await db.query<ThrottleRow>(
    'SELECT failed_count, locked_until FROM login_throttle WHERE username_key = $1',
    [usernameKey],
  );
  return row ?? null;
}

/**
 * One more consecutive failure; the `threshold`-th locks until `lockUntil` and starts the count
 * again. Atomic, so concurrent failures are all counted.
 */
export async function recordLoginFailure(
  db: Queryable,
  usernameKey: string,
  now: Date,
  threshold: number,
  lockUntil: Date,
): Promise<ThrottleRow> {
  const [row] = await db.query<ThrottleRow>(
    `INSERT INTO login_throttle AS t (username_key, failed_count, locked_until, updated_at)
     VALUES ($1, CASE WHEN $3::int <= 1 THEN 0 ELSE 1 END,
             CASE WHEN $3::int <= 1 THEN $4::timestamptz END, $2)
     ON CONFLICT (username_key) DO UPDATE SET
       failed_count = CASE WHEN t.failed_count + 1 >= $3::int THEN 0 ELSE t.failed_count + 1 END,
       locked_until = CASE WHEN t.failed_count + 1 >= $3::int THEN $4::timestamptz
                           ELSE t.locked_until END,
       updated_at = $2
     RETURNING failed_count, locked_until`,
    [usernameKey, now, threshold, lockUntil],
  );
  if (!row) throw new Error('login_throttle upsert returned nothing');
  return row;
}

export async function resetLoginFailures(db: Queryable, usernameKey: string): Promise<void> {
  await db.query(
    'UPDATE login_throttle SET failed_count = 0 WHERE username_key = $1 AND failed_count > 0',
    [usernameKey],
  );
}

// Sliding-window rate limits -----------------------------------------------------------------

export interface RateLimitSlot {
  readonly scope: string;
  readonly key: string;
  readonly limit: number;
}

export interface RateLimitWindow {
  scope: string;
  n: number;
  lim: number;
  oldest: Date | null;
}

/**
 * Counts one attempt in every listed window, but only if each has fewer than its limit since
 * `windowStart` (an attempt refused by one window costs none). Run inside a transaction: the
 * key rows are locked first (in a fixed order, so two attempts cannot deadlock), then counted
 * in a fresh statement, so concurrent attempts never overshoot a limit.
 */
export async function takeRateLimitSlots(
  tx: Queryable,
  slots: readonly RateLimitSlot[],
  windowStart: Date,
  now: Date,
): Promise<RateLimitWindow[]> {
  const ordered = [...slots].sort((a, b) =>
    a.scope === b.scope ? a.key.localeCompare(b.key) : a.scope.localeCompare(b.scope),
  );
  const scopes = ordered.map((s) => s.scope);
  const keys = ordered.map((s) => s.key);
  await tx.query(
    `INSERT INTO rate_limit_keys (scope, key)
     SELECT scope, key FROM unnest($1::text[], $2::text[]) AS r(scope, key)
     ON CONFLICT (scope, key) DO UPDATE SET key = EXCLUDED.key`,
    [scopes, keys],
  );
  return tx.query<RateLimitWindow>(
    `WITH req AS (
       SELECT * FROM unnest($1::text[], $2::text[], $3::int[]) AS r(scope, key, lim)
     ), gone AS (
       DELETE FROM rate_limit_hits h USING req
        WHERE h.scope = req.scope AND h.key = req.key AND h.at <= $4
     ), win AS (
       SELECT req.scope, req.key, req.lim, count(h.at)::int AS n, min(h.at) AS oldest
         FROM req LEFT JOIN rate_limit_hits h
           ON h.scope = req.scope AND h.key = req.key AND h.at > $4
        GROUP BY req.scope, req.key, req.lim
     ), ins AS (
       INSERT INTO rate_limit_hits (scope, key, at)
       SELECT scope, key, $5::timestamptz FROM win
        WHERE NOT EXISTS (SELECT 1 FROM win w WHERE w.n >= w.lim)
       RETURNING 1
     )
     SELECT scope, n, lim, oldest FROM win`,
    [scopes, keys, ordered.map((s) => s.limit), windowStart, now],
  );
}

// The login's second step --------------------------------------------------------------------

export interface PendingLoginRow {
  id_hash: string;
  player_id: number;
  step: 'otp' | 'question';
  embedded: boolean;
  answer_tries: number;
  expires_at: Date;
}

export async function insertPendingLogin(
  tx: Queryable,
  p: {
    idHash: string;
    playerId: number;
    step: 'otp' | 'question';
    embedded: boolean;
    clientIp: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO pending_logins (id_hash, player_id, step, embedded, client_ip, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [p.idHash, p.playerId, p.step, p.embedded, p.clientIp, p.now, p.expiresAt],
  );
}

/** A new login ends the player's earlier unfinished ones. */
export async function endPendingLoginsOfPlayer(
  tx: Queryable,
  playerId: number,
  now: Date,
): Promise<void> {
  await tx.query(
    'UPDATE pending_logins SET ended_at = $2 WHERE player_id = $1 AND ended_at IS NULL',
    [playerId, now],
  );
}

export async function findPendingLogin(
  db: Queryable,
  idHash: string,
  now: Date,
  lock = false,
): Promise<PendingLoginRow | null> {
  const [row] = await db.query<PendingLoginRow>(
    `SELECT id_hash, player_id, step, embedded, answer_tries, expires_at FROM pending_logins
      WHERE id_hash = $1 AND ended_at IS NULL AND expires_at > $2${lock ? ' FOR UPDATE' : ''}`,
    [idHash, now],
  );
  return row ?? null;
}

/** Takes one security-answer try before hashing; null when the tries are used up. */
export async function takeAnswerTry(
  db: Queryable,
  idHash: string,
  maxTries: number,
  now: Date,
): Promise<number | null> {
  const [row] = await db.query<{ answer_tries: number }>(
    `UPDATE pending_logins SET answer_tries = answer_tries + 1
      WHERE id_hash = $1 AND ended_at IS NULL AND expires_at > $3 AND answer_tries < $2
      RETURNING answer_tries`,
    [idHash, maxTries, now],
  );
  return row?.answer_tries ?? null;
}

/** Ends a pending login; false when it had already ended (someone else finished it). */
export async function endPendingLogin(db: Queryable, idHash: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    'UPDATE pending_logins SET ended_at = $2 WHERE id_hash = $1 AND ended_at IS NULL RETURNING id_hash',
    [idHash, now],
  );
  return rows.length > 0;
}

// One-time codes ------------------------------------------------------------------------------

export interface OtpCodeRow {
  id: number;
  code_hash: string;
  salt: string;
  issued_at: Date;
  expires_at: Date;
  wrong_tries: number;
  used_at: Date | null;
  burned_at: Date | null;
  superseded_at: Date | null;
}

/** A player's codes issued after `since`, newest first (locked for the transaction). */
export async function otpCodesSince(
  tx: Queryable,
  playerId: number,
  since: Date,
): Promise<OtpCodeRow[]> {
  return tx.query<OtpCodeRow>(
    `SELECT id, code_hash, salt, issued_at, expires_at, wrong_tries, used_at, burned_at, superseded_at
       FROM otp_codes WHERE player_id = $1 AND issued_at > $2
      ORDER BY issued_at DESC, id DESC FOR UPDATE`,
    [playerId, since],
  );
}

export async function insertOtpCode(
  tx: Queryable,
  c: { playerId: number; codeHash: string; salt: string; issuedAt: Date; expiresAt: Date },
): Promise<number> {
  // Only the newest code counts: issuing one supersedes the player's open codes.
  await tx.query(
    `UPDATE otp_codes SET superseded_at = $2
      WHERE player_id = $1 AND used_at IS NULL AND burned_at IS NULL AND superseded_at IS NULL`,
    [c.playerId, c.issuedAt],
  );
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO otp_codes (player_id, code_hash, salt, issued_at, expires_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [c.playerId, c.codeHash, c.salt, c.issuedAt, c.expiresAt],
  );
  if (!row) throw new Error('otp code insert returned nothing');
  return row.id;
}

export async function recordOtpWrongTry(
  tx: Queryable,
  id: number,
  maxTries: number,
  now: Date,
): Promise<{ wrong_tries: number; burned: boolean }> {
  const [row] = await tx.query<{ wrong_tries: number; burned_at: Date | null }>(
    `UPDATE otp_codes SET wrong_tries = wrong_tries + 1,
            burned_at = CASE WHEN wrong_tries + 1 >= $2 THEN $3::timestamptz ELSE burned_at END
      WHERE id = $1 RETURNING wrong_tries, burned_at`,
    [id, maxTries, now],
  );
  if (!row) throw new Error(`otp code ${id} vanished`);
  return { wrong_tries: row.wrong_tries, burned: row.burned_at !== null };
}

export async function markOtpUsed(tx: Queryable, id: number, now: Date): Promise<boolean> {
  const rows = await tx.query(
    'UPDATE otp_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id',
    [id, now],
  );
  return rows.length > 0;
}

// Message outbox ------------------------------------------------------------------------------

/** A message to a player as the outbox queues it (outbox.ts). */
export interface OutboxMessage {
  readonly playerId: number;
  readonly channel: 'sms' | 'email';
  readonly recipient: string;
  readonly kind: 'otp';
  readonly body: string;
}

export async function insertOutboxMessage(
  tx: Queryable,
  m: OutboxMessage,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO message_outbox (player_id, channel, recipient, kind, body, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [m.playerId, m.channel, m.recipient, m.kind, m.body, now],
  );
}

export interface OutboxRow {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  kind: string;
  body: string;
  created_at: Date;
}

export async function recentOutboxMessages(
  db: Queryable,
  username: string,
  limit: number,
): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(
    `SELECT m.id, m.channel, m.recipient, m.kind, m.body, m.created_at
       FROM message_outbox m JOIN players p ON p.id = m.player_id
      WHERE lower(p.username) = lower($1)
      ORDER BY m.id DESC LIMIT $2`,
    [username.trim(), limit],
  );
}

// Terms of use --------------------------------------------------------------------------------

export async function insertTermsAcceptance(
  tx: Queryable,
  a: { playerId: number; version: string; sessionId: string; now: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO terms_acceptances (player_id, version, accepted_at, session_id)
     VALUES ($1, $2, $3, $4) ON CONFLICT (player_id, version) DO NOTHING`,
    [a.playerId, a.version, a.now, a.sessionId],
  );
}

export async function hasAcceptedTerms(
  db: Queryable,
  playerId: number,
  version: string,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM terms_acceptances WHERE player_id = $1 AND version = $2',
    [playerId, version],
  );
  return rows.length > 0;
}

// Responsible gambling --------------------------------------------------------------------------

export interface ExclusionRow {
  kind: 'time_out' | 'self_exclusion';
  period: string;
  starts_at: Date;
  ends_at: Date | null;
}

export async function insertExclusion(
  tx: Queryable,
  e: {
    playerId: number;
    kind: ExclusionRow['kind'];
    period: string;
    startsAt: Date;
    endsAt: Date | null;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO rg_exclusions (player_id, kind, period, starts_at, ends_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $4)`,
    [e.playerId, e.kind, e.period, e.startsAt, e.endsAt],
  );
}

/** Exclusions in force at `now`. */
export async function activeExclusions(
  db: Queryable,
  playerId: number,
  now: Date,
): Promise<ExclusionRow[]> {
  return db.query<ExclusionRow>(
    `SELECT kind, period, starts_at, ends_at FROM rg_exclusions
      WHERE player_id = $1 AND starts_at <= $2 AND (ends_at IS NULL OR ends_at > $2)`,
    [playerId, now],
  );
}
