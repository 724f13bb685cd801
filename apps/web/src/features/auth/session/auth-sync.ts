'use client';

import {
  authSyncAction,
  authSyncFailed,
  shouldReloadOnVisible,
  TOKEN_EXPIRY_MARGIN_SECONDS,
} from '@touchline/site';
import { useEffect, useRef } from 'react';
import { useLocale } from '../../../shared/routing/use-locale';
import { pageNavigation } from '../../../shared/session/page-reload';
import {
  knownSessionFingerprint,
  readSessionFingerprint,
} from '../../../shared/session/session-cookies';
import { isTokenExpired, useSessionStore } from '../../../shared/session/session-store';
import { isLoggingOut } from './logout-effects';
import { fetchSession, storeSession, type SessionLoadedHandler } from './load-session';
import { isLoggedOutLocally, retryPendingServerLogout } from './local-logout';

/** A cookie whose session fetch already failed: not fetched again until the cookie changes. */
let failedFingerprint: string | null = null;
let syncing = false;

/**
 * spec shell §4 Auth synchronisation: when the session cookie differs from the stored one the
 * session is fetched and stored (then details and preferences load); a missing cookie or a
 * failed fetch logs out with reason unauthorized.
 */
export async function syncSession(onSessionLoaded?: SessionLoadedHandler): Promise<void> {
  if (syncing) return;
  try {
    await syncOnce(onSessionLoaded);
  } finally {
    // The session is kept in memory only: the page now knows whether its cookie restored one.
    useSessionStore.getState().settleRestore();
  }
}

async function syncOnce(onSessionLoaded?: SessionLoadedHandler): Promise<void> {
  if (isLoggingOut()) return;
  const { session, logout, logoutPending } = useSessionStore.getState();
  // A logout waiting for its effects must not be undone by a sync that still sees the cookie.
  if (logoutPending) return;
  // A session stored without ever seeing a cookie has nothing to compare with.
  if (session !== null && session.fingerprint === null) return;
  const cookie = readSessionFingerprint();
  const action = authSyncAction({ storedToken: session?.fingerprint, cookieToken: cookie });
  switch (action.action) {
    case 'none':
      return;
    case 'logout':
      logout(action.reason);
      return;
    case 'fetchSession': {
      if (session === null && cookie === failedFingerprint) return;
      // spec shell §8: a logout whose call failed still ended the session here — the cookie the
      // platform did not clear is not a login.
      if (isLoggedOutLocally(cookie)) {
        if (session !== null) logout('unauthorized');
        return;
      }
      syncing = true;
      try {
        const fresh = await fetchSession();
        failedFingerprint = null;
        await storeSession(fresh, onSessionLoaded);
      } catch (error) {
        failedFingerprint = cookie;
        console.error('the session could not be synchronised', error);
        if (useSessionStore.getState().session && authSyncFailed.action === 'logout') {
          logout(authSyncFailed.reason);
        }
      } finally {
        syncing = false;
      }
      return;
    }
    default:
      return;
  }
}

/** setTimeout's longest delay (about 24.8 days); a later expiry is checked again then. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * spec shell §4, §9: a token counts as expired 30 seconds before expirationTimeInSeconds. When
 * that moment comes and the cookie still names this session, the player is logged out with
 * reason jwe_token_expired — at once, not at the next authenticated call (which the client's
 * gate would abort the same way). A cookie that changed meanwhile (another tab logged in again)
 * is synchronised instead.
 */
function checkTokenExpiry(onSessionLoaded?: SessionLoadedHandler): 'expired' | 'live' {
  const { session, logout } = useSessionStore.getState();
  if (session === null || !isTokenExpired(session, Date.now())) return 'live';
  if (isLoggingOut()) return 'expired';
  const cookie = readSessionFingerprint();
  if (session.fingerprint === null || cookie === session.fingerprint) {
    logout('jwe_token_expired');
  } else {
    void syncSession(onSessionLoaded);
  }
  return 'expired';
}

function useTokenExpiryTimer(handlerRef: { readonly current?: SessionLoadedHandler }): void {
  const expiresAt = useSessionStore((state) => state.session?.expirationTimeInSeconds ?? null);
  useEffect(() => {
    if (expiresAt === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const dueMs = (expiresAt - TOKEN_EXPIRY_MARGIN_SECONDS) * 1000 - Date.now();
      timer = setTimeout(
        () => {
          if (checkTokenExpiry(handlerRef.current) === 'live') schedule();
        },
        Math.min(Math.max(dueMs, 0), MAX_TIMER_MS),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [expiresAt, handlerRef]);
}

/** Tests run several syncs in one module instance. */
export function resetAuthSyncForTesting(): void {
  failedFingerprint = null;
  syncing = false;
}

/**
 * Runs the auth sync when the page starts and whenever the window gets focus; when the tab
 * becomes visible and the cookie changed since this page last knew it, reloads instead
 * (spec shell §4: "When the tab becomes visible the page reloads if the token cookie changed").
 */
export function useAuthSync(onSessionLoaded?: SessionLoadedHandler): void {
  const locale = useLocale();
  const handlerRef = useRef(onSessionLoaded);

  // A logout the platform did not confirm on an earlier page is asked for again.
  useEffect(() => {
    void retryPendingServerLogout(locale);
  }, [locale]);
  useEffect(() => {
    handlerRef.current = onSessionLoaded;
  }, [onSessionLoaded]);
  useTokenExpiryTimer(handlerRef);

  useEffect(() => {
    // The page's starting point for the visibility rule.
    knownSessionFingerprint();
    const sync = () => void syncSession(handlerRef.current);
    const onVisibility = () => {
      if (document.visibilityState !== 'visible' || isLoggingOut()) return;
      if (shouldReloadOnVisible(knownSessionFingerprint(), readSessionFingerprint())) {
        pageNavigation.reload();
        return;
      }
      sync();
    };
    sync();
    window.addEventListener('focus', sync);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', sync);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
}
