/**
 * Sessions and their tokens (spec shell §3 Session, §4 logout and auth synchronisation, §7 the
 * session calls): opening one at the end of a login (single-session rule, token quota INT051,
 * third-party tokens INT001), resolving a bearer or cookie to its player, refresh, terms
 * acceptance, logout with a reason.
 */
import { randomUUID } from 'node:crypto';
import { normaliseUsername, type LogoutReason } from '@touchline/site';
import type {
  CheckPlayerResponse,
  FrancoSessionResponse,
  IntegrateResponse,
  SessionResponse,
  ThirdPartyKind,
} from '@touchline/contract';
import { THIRD_PARTY_KINDS } from '@touchline/contract';
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../app-context';
import { identityDeps } from './deps';
import type { AppError } from '../../http/errors';
import {
  accountInactive,
  excluded,
  loginError,
  statusError,
  unauthorized,
  withdrawOnlySession,
} from './errors';
import { sha256Hex } from './otp';
import {
  countLiveSessions,
  endPendingLogin,
  findLiveSession,
  findPlayerById,
  hasAcceptedTerms,
  insertSession,
  insertTermsAcceptance,
  lockPlayer,
  recordLogin,
  resetLoginFailures,
  revokePlayerSessions,
  revokeSession,
  rotateSession,
  type NewSession,
  type PlayerRow,
  type SessionChannel,
  type SessionPlayerRow,
  type SessionScope,
} from './repository';
import { currentExclusion, type ExclusionInForce } from './rg-service';
import { inspectSessionToken, sealSessionToken, type SessionClaims } from './tokens';
import { ALL_PROVIDERS, type ThirdPartyProvider } from './third-party-tokens';

/** A session just opened or rotated, with its sealed token. */
export interface IssuedSession {
  readonly sessionId: string;
  readonly playerId: number;
  readonly token: string;
  readonly tokenGen: number;
  readonly expiresAt: Date;
  readonly embedded: boolean;
  /** `withdraw_only` when the player was excluded at login (see withdrawOnlyRefusal). */
  readonly scope: SessionScope;
  /** The exclusion in force when a withdraw-only session was opened. */
  readonly exclusion: ExclusionInForce | null;
}

export interface SessionOptions {
  readonly channel: SessionChannel;
  readonly embedded: boolean;
  readonly clientIp: string | null;
  readonly device: NewSession['device'];
}

const epochSeconds = (d: Date): number => Math.floor(d.getTime() / 1000);

/** The non-secret fingerprint cookie value: changes whenever the token does (shell §4 sync). */
export function tokenFingerprint(sessionId: string, tokenGen: number): string {
  return sha256Hex(`${sessionId}:${tokenGen}`).slice(0, 16);
}

async function issueThirdPartyTokens(
  ctx: AppContext,
  sessionId: string,
  tokenGen: number,
): Promise<Record<ThirdPartyProvider, string>> {
  try {
    return await identityDeps(ctx).thirdParty.issue({ sessionId, tokenGen });
  } catch {
    // spec shell §8: INT001, a third-party provider could not be reached.
    throw loginError('INT001');
  }
}

/**
 * Opens a session for a player who passed every login step, inside the caller's transaction:
 * the player row is locked, so concurrent logins of one player apply the single-session rule
 * and the quota one after the other. Status and exclusions are checked here, after every step
 * (they may have changed during a second step). A timed-out or self-excluded player gets a
 * withdraw-only session and no third-party tokens: the login itself is still refused (403, see
 * withdrawOnlyRefusal), but a regulated player must always be able to take their money out.
 */
export async function openSessionTx(
  ctx: AppContext,
  tx: Queryable,
  player: Pick<PlayerRow, 'id' | 'username'>,
  options: SessionOptions,
  now: Date,
): Promise<IssuedSession> {
  const status = await lockPlayer(tx, player.id);
  if (status === null) throw loginError('INT003');
  if (status !== 'active') throw statusError(status);
  const exclusion = await currentExclusion(tx, player.id, now);
  const scope: SessionScope = exclusion ? 'withdraw_only' : 'full';

  const { singleAllowedSession, maxSessionsPerPlayer } = ctx.config.identity;
  // The brand's setting counts as well as the platform's: the web warns the player before a
  // login ends the other sessions (spec shell §2 single-session dialog). The franco-type login
  // is the mobile client's call (`mc=mobile`).
  const settingsChannel = options.channel === 'franco' ? 'mobile' : 'web';
  if (singleAllowedSession || ctx.site.settingsFor(settingsChannel, null).single_allowed_session) {
    // spec shell §2/§4 single_allowed_session: the new login ends the others.
    await revokePlayerSessions(tx, player.id, null, 'single_session', now);
  } else if ((await countLiveSessions(tx, player.id, now)) >= maxSessionsPerPlayer) {
    // spec shell §8 INT051: the player's token quota is used up.
    throw loginError('INT051');
  }
  const sessionId = randomUUID();
  const expiresAt = new Date(now.getTime() + ctx.config.sessionTtlSeconds * 1000);
  await insertSession(tx, {
    id: sessionId,
    playerId: player.id,
    createdAt: now,
    expiresAt,
    channel: options.channel,
    embedded: options.embedded,
    clientIp: options.clientIp,
    device: options.device,
    scope,
  });
  await recordLogin(tx, player.id, now);
  await resetLoginFailures(tx, normaliseUsername(player.username));
  // Third-party tokens (games, virtuals) are for sessions that may play.
  if (scope === 'full') await issueThirdPartyTokens(ctx, sessionId, 0);
  const token = await sealSessionToken(ctx.keys, {
    playerId: player.id,
    sessionId,
    tokenGen: 0,
    expiresAt,
  });
  return {
    sessionId,
    playerId: player.id,
    token,
    tokenGen: 0,
    expiresAt,
    embedded: options.embedded,
    scope,
    exclusion,
  };
}

/**
 * The login answer for a withdraw-only session: the exclusion's 403 (TIMED_OUT or
 * SELF_EXCLUDED, as before), carrying the session that may only read the account and withdraw.
 * Null for a full session.
 */
export function withdrawOnlyRefusal(issued: IssuedSession): AppError | null {
  if (issued.scope === 'full') return null;
  const exclusion = issued.exclusion;
  if (!exclusion) throw new Error('a withdraw-only session without its exclusion');
  return excluded(exclusion.kind, exclusion.until, {
    withdrawOnly: {
      token: issued.token,
      expirationTimeInSeconds: epochSeconds(issued.expiresAt),
    },
  });
}

export function openSession(
  ctx: AppContext,
  player: Pick<PlayerRow, 'id' | 'username'>,
  options: SessionOptions,
): Promise<IssuedSession> {
  const now = ctx.clock();
  return ctx.db.transaction((tx) => openSessionTx(ctx, tx, player, options, now));
}

/** A request's session: the player row, the token it came with and the token's claims. */
export interface Authenticated {
  readonly player: SessionPlayerRow;
  readonly token: string;
  readonly claims: SessionClaims;
}

export interface AuthenticateOptions {
  /**
   * The call only reads the player's own account or withdraws: a withdraw-only session (an
   * excluded player's) may make it. Every other call refuses such a session with 403.
   */
  readonly allowWithdrawOnly?: boolean;
}

/**
 * Resolves a token to a live session (spec shell §6: authenticated calls need a valid bearer
 * token). 401 with the logout reason the web should use; 403 for an account that may no longer
 * play (inactive, timed out, self-excluded) and for a withdraw-only session outside what it may do.
 */
export async function authenticateToken(
  ctx: AppContext,
  token: string | null,
  options: AuthenticateOptions = {},
): Promise<Authenticated> {
  if (!token) throw unauthorized('A bearer token is required');
  const now = ctx.clock();
  const opened = await inspectSessionToken(ctx.keys, token, now);
  if (!opened.ok) {
    throw opened.reason === 'expired'
      ? unauthorized('The token has expired', 'jwe_token_expired')
      : unauthorized('The token is invalid');
  }
  const player = await findLiveSession(ctx.db, opened.claims, now);
  if (!player) throw unauthorized('The session has ended');
  if (player.status !== 'active') throw accountInactive(player.status);
  if (player.scope === 'withdraw_only') {
    if (!options.allowWithdrawOnly) throw withdrawOnlySession();
  } else if (player.exclusion_kind) {
    throw excluded(player.exclusion_kind, player.exclusion_ends_at);
  }
  return { player, token, claims: opened.claims };
}

const NO_THIRD_PARTY_TOKENS = Object.fromEntries(ALL_PROVIDERS.map((p) => [p, ''])) as Record<
  ThirdPartyProvider,
  string
>;

async function thirdPartyMap(
  ctx: AppContext,
  auth: Authenticated,
): Promise<Record<ThirdPartyProvider, string>> {
  // A withdraw-only session plays nothing: no game tokens.
  if (auth.player.scope === 'withdraw_only') return NO_THIRD_PARTY_TOKENS;
  return issueThirdPartyTokens(ctx, auth.player.session_id, auth.player.token_gen);
}

async function requirePlayer(db: Queryable, id: number): Promise<PlayerRow> {
  const player = await findPlayerById(db, id);
  if (!player) throw unauthorized('The session has ended');
  return player;
}

/** GET /api/session: every Session field of shell §3, plus expiry, account id and login time. */
export async function sessionView(ctx: AppContext, auth: Authenticated): Promise<SessionResponse> {
  const [player, tokens, termsAccepted] = await Promise.all([
    requirePlayer(ctx.db, auth.player.id),
    thirdPartyMap(ctx, auth),
    hasAcceptedTerms(ctx.db, auth.player.id, ctx.config.identity.termsVersion),
  ]);
  return {
    id: auth.player.session_id,
    jwe_token: auth.token,
    username: player.username,
    currency: player.currency,
    locale: player.locale,
    // The icore (player-account) token is the platform's own session token.
    icore_token: auth.token,
    icore_player_id: player.id,
    icore_betradar_virtuals_token: tokens.betradar_virtuals,
    icore_esports_bull_token: tokens.esports_bull,
    icore_kiron_token: tokens.kiron,
    icore_scout_token: tokens.scout,
    icore_powerball_token: tokens.powerball,
    is_partner_matrix_affiliate: player.partner_matrix_affiliate,
    expirationTimeInSeconds: epochSeconds(auth.player.expires_at),
    accountId: player.account_id,
    loginTime: epochSeconds(auth.player.session_created_at),
    realityCheckMinutes: player.reality_check_minutes,
    termsAccepted,
    withdrawOnly: auth.player.scope === 'withdraw_only',
  };
}

/** POST …/als_integration/integrate: the als (player-account) side of the web session. */
export async function integrateSession(
  ctx: AppContext,
  auth: Authenticated,
): Promise<IntegrateResponse> {
  const [player, tokens] = await Promise.all([
    requirePlayer(ctx.db, auth.player.id),
    thirdPartyMap(ctx, auth),
  ]);
  const thirdPartyTokens = Object.fromEntries(
    THIRD_PARTY_KINDS.map((kind) => [kind, tokens[kind]]),
  ) as Record<ThirdPartyKind, string>;
  return {
    success: true,
    status: 'SUCCESS',
    alsPlayerId: player.id,
    alsToken: auth.token,
    jweToken: auth.token,
    expirationTimeInSeconds: epochSeconds(auth.player.expires_at),
    externalSessionToken: auth.player.session_id,
    externalPlayerId: player.account_code,
    thirdPartyTokens,
  };
}

/** GET /xapi/icore/checkplayer. */
export function checkPlayer(auth: Authenticated): CheckPlayerResponse {
  return {
    alsPlayerId: auth.player.id,
    accountId: auth.player.account_id,
    username: auth.player.username,
    currency: auth.player.currency,
    locale: auth.player.locale,
    accountStatus: auth.player.status,
    expirationTimeInSeconds: epochSeconds(auth.player.expires_at),
  };
}

/** spec shell §3 Local account session, for the franco-type calls. */
export async function francoSessionResponse(
  ctx: AppContext,
  issued: IssuedSession,
): Promise<FrancoSessionResponse> {
  const player = await requirePlayer(ctx.db, issued.playerId);
  const version = ctx.config.identity.termsVersion;
  const termsAccepted = await hasAcceptedTerms(ctx.db, player.id, version);
  const expiresIn = Math.max(0, epochSeconds(issued.expiresAt) - epochSeconds(ctx.clock()));
  return {
    accessToken: issued.token,
    maxAge: expiresIn,
    expiresIn,
    expirationTimeInSeconds: epochSeconds(issued.expiresAt),
    scopes: ['sportsbook'],
    // spec shell §4 step 5: a file name means the terms modal opens.
    fileName: termsAccepted ? null : `terms-of-use-${version}.html`,
    termsVersion: version,
    termsAccepted,
    accountId: player.account_id,
    username: player.username,
    currency: player.currency,
    locale: player.locale,
  };
}

async function rotate(
  ctx: AppContext,
  tx: Queryable,
  auth: Authenticated,
  extend: boolean,
  now: Date,
): Promise<IssuedSession> {
  const expiresAt = extend ? new Date(now.getTime() + ctx.config.sessionTtlSeconds * 1000) : null;
  const rotated = await rotateSession(
    tx,
    { sessionId: auth.player.session_id, tokenGen: auth.player.token_gen },
    expiresAt,
    now,
  );
  if (!rotated) throw unauthorized('The session has ended');
  const token = await sealSessionToken(ctx.keys, {
    playerId: auth.player.id,
    sessionId: auth.player.session_id,
    tokenGen: rotated.token_gen,
    expiresAt: rotated.expires_at,
  });
  return {
    sessionId: auth.player.session_id,
    playerId: auth.player.id,
    token,
    tokenGen: rotated.token_gen,
    expiresAt: rotated.expires_at,
    embedded: auth.player.embedded,
    scope: auth.player.scope,
    exclusion: null,
  };
}

/**
 * POST /accounts/me/sessions/refresh: the same session with a new expiry (now + the session
 * lifetime) and a new token; the previous token stops working at once (rotation).
 */
export function refreshSession(ctx: AppContext, auth: Authenticated): Promise<IssuedSession> {
  const now = ctx.clock();
  return ctx.db.transaction((tx) => rotate(ctx, tx, auth, true, now));
}

/** POST /accounts/me/sessions/accept-terms: records the current version, re-issues the token. */
export function acceptTerms(ctx: AppContext, auth: Authenticated): Promise<IssuedSession> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    await insertTermsAcceptance(tx, {
      playerId: auth.player.id,
      version: ctx.config.identity.termsVersion,
      sessionId: auth.player.session_id,
      now,
    });
    return rotate(ctx, tx, auth, false, now);
  });
}

/** Rotates the caller's token and ends the player's other sessions (password change). */
export async function rotateAndRevokeOthers(
  ctx: AppContext,
  tx: Queryable,
  auth: Authenticated,
  now: Date,
): Promise<{ issued: IssuedSession; revoked: number }> {
  const revoked = await revokePlayerSessions(
    tx,
    auth.player.id,
    auth.player.session_id,
    'password_changed',
    now,
  );
  return { issued: await rotate(ctx, tx, auth, false, now), revoked };
}

/**
 * Logout (spec shell §4/§7): ends the session the token names (an expired token still names
 * it, so jwe_token_expired logouts are recorded too) with the reason, and any pending login.
 * Never fails: a missing or foreign token simply ends nothing. Returns whether the session
 * was open until now and whether it was an embedded one (for the cookie attributes).
 */
export async function logout(
  ctx: AppContext,
  input: { token: string | null; pendingId: string | null; reason: LogoutReason },
): Promise<{ ended: boolean; embedded: boolean | null }> {
  const now = ctx.clock();
  if (input.pendingId) await endPendingLogin(ctx.db, sha256Hex(input.pendingId), now);
  if (!input.token) return { ended: false, embedded: null };
  const opened = await inspectSessionToken(ctx.keys, input.token, now, { ignoreExpiry: true });
  if (!opened.ok) return { ended: false, embedded: null };
  const ended = await revokeSession(ctx.db, opened.claims, input.reason, now);
  return { ended: ended !== null, embedded: ended?.embedded ?? null };
}
