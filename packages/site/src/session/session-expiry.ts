/**
 * Session token rules (spec shell-and-session §4 auth synchronisation and logout, §6, §8, §9):
 * expiry with a 30-second margin, the authenticated-request gate, logout reasons, the session clock.
 */
import { BETTING_LIMITS, err, ok, type Result } from '@touchline/betting';

/** spec shell §9 / betting-domain §9: a token counts as expired 30 seconds early. */
export const TOKEN_EXPIRY_MARGIN_SECONDS = BETTING_LIMITS.tokenExpiryMarginSeconds;

/** spec shell §4: the logout reasons seen. */
export const LOGOUT_REASONS = ['clicked', 'unauthorized', 'jwe_token_expired'] as const;
export type LogoutReason = (typeof LOGOUT_REASONS)[number];

/**
 * spec shell §4: a token counts as expired 30 seconds before expirationTimeInSeconds. Read as an
 * absolute instant in Unix epoch seconds (the JWT `exp` convention). An unknown expiry is not
 * expired: the server's 401 then ends the session.
 */
export function isTokenExpired(
  expirationTimeInSeconds: number | null | undefined,
  nowMs: number,
): boolean {
  if (typeof expirationTimeInSeconds !== 'number' || !Number.isFinite(expirationTimeInSeconds)) {
    return false;
  }
  return nowMs / 1000 >= expirationTimeInSeconds - TOKEN_EXPIRY_MARGIN_SECONDS;
}

/**
 * For a server that sends expirationTimeInSeconds as a lifetime: the absolute expiry (epoch
 * seconds) of a token issued at `loginAtMs`.
 */
export function tokenExpiryFromLifetime(loginAtMs: number, lifetimeSeconds: number): number {
  return loginAtMs / 1000 + lifetimeSeconds;
}

/** The lifetime reading of spec shell §4: expired 30 s before login time plus the lifetime. */
export function isTokenExpiredAfterLogin(input: {
  readonly loginAtMs: number;
  readonly lifetimeSeconds: number;
  readonly nowMs: number;
}): boolean {
  return isTokenExpired(
    tokenExpiryFromLifetime(input.loginAtMs, input.lifetimeSeconds),
    input.nowMs,
  );
}

export type AuthRequestGate =
  | { readonly action: 'proceed'; readonly bearer: string }
  | { readonly action: 'abort'; readonly logout: LogoutReason | null };

/**
 * spec shell §4/§6: before a withAuth request. Without a token the call is aborted. An expired
 * token that matches the external token cookie logs the player out (jwe_token_expired) and aborts
 * the call; an expired token that no longer matches the cookie is left to the auth sync, which
 * picks up the cookie's new session, and the call proceeds.
 */
export function gateAuthenticatedRequest(input: {
  readonly token: string | null | undefined;
  readonly externalToken: string | null | undefined;
  readonly expirationTimeInSeconds: number | null | undefined;
  readonly nowMs: number;
  /**
   * A franco-type refresh of this token is under way: the server still accepts it for the
   * 30-second margin, so calls (the refresh itself included) go on with it.
   */
  readonly refreshing?: boolean;
}): AuthRequestGate {
  if (!input.token) return { action: 'abort', logout: null };
  if (
    input.refreshing !== true &&
    isTokenExpired(input.expirationTimeInSeconds, input.nowMs) &&
    input.token === input.externalToken
  ) {
    return { action: 'abort', logout: 'jwe_token_expired' };
  }
  return { action: 'proceed', bearer: input.token };
}

export type TokenExpiryAction =
  | { readonly action: 'refresh' }
  | { readonly action: 'logout'; readonly reason: 'jwe_token_expired' };

/**
 * spec shell §4, §7: what the page does when its token comes to count as expired (30 s before
 * expirationTimeInSeconds). A franco-type session asks `POST …/accounts/me/sessions/refresh` for
 * a new token instead of ending (decision, docs/decisions.md); any other session — and a franco
 * one whose refresh was refused — logs out with jwe_token_expired.
 */
export function tokenExpiryAction(input: {
  readonly francoSession: boolean;
  readonly refreshFailed: boolean;
}): TokenExpiryAction {
  if (input.francoSession && !input.refreshFailed) return { action: 'refresh' };
  return { action: 'logout', reason: 'jwe_token_expired' };
}

/** spec shell §4: the chat-token call is exempt from the 401/403 logout rule. */
const CHAT_TOKEN_PATH = /^\/api\/avaya_tokens(?:[/?#]|$)/;
const AUTHORISED_API_PATH = /^\/(?:api|xapi)\//;

/**
 * spec shell §4/§8: a 401 or 403 on an /api/ or /xapi/ call (except the chat-token call) while
 * logged in logs the player out with reason unauthorized. `path` is the request path (a full URL
 * is reduced to its path).
 */
export function logoutReasonForResponse(input: {
  readonly status: number;
  readonly path: string;
  readonly loggedIn: boolean;
}): LogoutReason | null {
  if (!input.loggedIn || (input.status !== 401 && input.status !== 403)) return null;
  const path = input.path.replace(/^[A-Za-z][A-Za-z\d+.-]*:\/\/[^/]*/, '');
  if (!AUTHORISED_API_PATH.test(path) || CHAT_TOKEN_PATH.test(path)) return null;
  return 'unauthorized';
}

export type AuthSyncAction =
  | { readonly action: 'none' }
  | { readonly action: 'fetchSession'; readonly token: string }
  | { readonly action: 'logout'; readonly reason: 'unauthorized' };

/**
 * spec shell §4: when the external token cookie differs from the stored token the session is
 * fetched; a missing cookie token while a session is stored logs out (unauthorized). A failed
 * fetch also logs out: see `authSyncFailed`.
 */
export function authSyncAction(input: {
  readonly storedToken: string | null | undefined;
  readonly cookieToken: string | null | undefined;
}): AuthSyncAction {
  const stored = input.storedToken ?? null;
  const cookie = input.cookieToken || null;
  if (cookie === stored) return { action: 'none' };
  if (cookie === null) return { action: 'logout', reason: 'unauthorized' };
  return { action: 'fetchSession', token: cookie };
}

/** spec shell §4: the session fetch of the auth sync failed → logout with reason unauthorized. */
export const authSyncFailed: AuthSyncAction = { action: 'logout', reason: 'unauthorized' };

/** spec shell §4: when the tab becomes visible the page reloads if the token cookie changed. */
export function shouldReloadOnVisible(
  tokenAtLoad: string | null | undefined,
  tokenNow: string | null | undefined,
): boolean {
  return (tokenAtLoad || null) !== (tokenNow || null);
}

/**
 * spec shell §4 login step 4 / §8: a session response without jwe_token is an error (the caller
 * shows the error-500 toast and raises).
 */
export function sessionJweToken(session: {
  readonly jwe_token?: string | null;
}): Result<string, 'error-500'> {
  return session.jwe_token ? ok(session.jwe_token) : err('error-500');
}

/** spec shell §4: the session clock counts hh:mm:ss from the stored login time. */
export function formatSessionClock(loginAtMs: number, nowMs: number): string {
  const total = Math.max(0, Math.floor((nowMs - loginAtMs) / 1000));
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`;
}
