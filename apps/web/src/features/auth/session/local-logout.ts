import { LOGOUT_REASONS } from '@touchline/site';
import {
  readSessionFingerprint,
  rememberSessionFingerprint,
  SESSION_FINGERPRINT_COOKIE,
} from '../../../shared/session/session-cookies';
import type { LogoutReason } from '../../../shared/session/session-store';
import { storageKey } from '../../../shared/storage/storage-key';
import { logoutCall } from '../api/logout';

/**
 * A logout the platform has not confirmed: the session's fingerprint when the player left, and
 * the reason. Kept in localStorage (the cookie jar it stands for is shared by every tab), so the
 * next page neither restores that session nor forgets to end it on the server.
 */
interface PendingServerLogout {
  readonly fingerprint: string | null;
  readonly reason: LogoutReason;
}

const PENDING_LOGOUT_KEY = storageKey('logout-unconfirmed');

function isLogoutReason(value: unknown): value is LogoutReason {
  return LOGOUT_REASONS.some((reason) => reason === value);
}

/** The unconfirmed logout, or null; anything unreadable counts as none. */
function readPendingServerLogout(): PendingServerLogout | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(PENDING_LOGOUT_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { fingerprint, reason } = parsed as Record<string, unknown>;
    if (fingerprint !== null && typeof fingerprint !== 'string') return null;
    if (!isLogoutReason(reason)) return null;
    return { fingerprint, reason };
  } catch {
    return null;
  }
}

export function forgetPendingServerLogout(): void {
  try {
    window.localStorage.removeItem(PENDING_LOGOUT_KEY);
  } catch {
    // Storage refused (private mode): nothing was stored either.
  }
}

/**
 * Removes the session's fingerprint cookie as the platform set it: `Path=/`, and in embedded
 * mode `SameSite=None; Secure; Partitioned` — a partitioned cookie is only removed by a write
 * that is partitioned too. The browser ignores the variant that does not apply.
 */
function deleteFingerprintCookie(): void {
  const expired = `${SESSION_FINGERPRINT_COOKIE}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  document.cookie = `${expired}; SameSite=Lax`;
  document.cookie = `${expired}; Secure; SameSite=None; Partitioned`;
}

/**
 * spec shell §4 Logout, §8: the session ends in this browser whatever the logout call answers.
 * The page restores a session after a reload only from the fingerprint cookie (the auth sync),
 * so it is removed here, before the call; and the logout is noted until the platform confirms
 * it, in case the cookie could not be removed (the restore then refuses that session) and so
 * the next page can end the session on the server (its HttpOnly cookie is out of our reach).
 */
export function endLocalSession(reason: LogoutReason): void {
  const pending: PendingServerLogout = { fingerprint: readSessionFingerprint(), reason };
  try {
    window.localStorage.setItem(PENDING_LOGOUT_KEY, JSON.stringify(pending));
  } catch (error) {
    console.warn('the logout could not be noted in storage', error);
  }
  deleteFingerprintCookie();
  rememberSessionFingerprint(readSessionFingerprint());
}

/**
 * A session cookie this browser logged out of and the platform has not confirmed ending: the
 * auth sync must not restore it. A different cookie is a new login and is restored as usual.
 */
export function isLoggedOutLocally(cookieFingerprint: string | null): boolean {
  if (cookieFingerprint === null) return false;
  const pending = readPendingServerLogout();
  return pending !== null && pending.fingerprint === cookieFingerprint;
}

/**
 * On a new page: asks the platform again to end a session whose logout call failed. Only while
 * the browser still holds that session (no fingerprint, or the same one) — a different cookie is
 * a newer login, which this must not end. A second failure is logged and tried on the next page.
 */
export async function retryPendingServerLogout(locale: string): Promise<void> {
  const pending = readPendingServerLogout();
  if (pending === null) return;
  const cookie = readSessionFingerprint();
  if (cookie !== null && cookie !== pending.fingerprint) {
    forgetPendingServerLogout();
    return;
  }
  try {
    await logoutCall(locale, pending.reason);
    forgetPendingServerLogout();
  } catch (error) {
    console.warn('the platform has not confirmed the last logout yet', error);
  }
}
