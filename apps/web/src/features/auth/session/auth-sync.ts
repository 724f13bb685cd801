'use client';

import { assertNever } from '@touchline/betting';
import {
  authSyncAction,
  authSyncFailed,
  shouldReloadOnVisible,
  TOKEN_EXPIRY_MARGIN_SECONDS,
  tokenExpiryAction,
} from '@touchline/site';
import { useEffect, useRef } from 'react';
import { useLocale } from '../../../shared/routing/use-locale';
import { pageNavigation } from '../../../shared/session/page-reload';
import {
  knownSessionFingerprint,
  readSessionFingerprint,
  rememberSessionFingerprint,
} from '../../../shared/session/session-cookies';
import { useSite } from '../../../shared/site/site-context';
import { refreshSession } from '../api/refresh-session';
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

/**
 * spec shell §7: a franco-type session asks for a new token instead of ending. The calls made
 * meanwhile go on with the old one (the server accepts it for the margin's 30 s); a refused
 * refresh logs out with jwe_token_expired.
 */
async function refreshToken(): Promise<void> {
  const store = useSessionStore.getState();
  const token = store.session?.jweToken;
  store.setTokenRefreshing(true);
  let failed = false;
  try {
    const renewed = await refreshSession();
    // A logout (or another tab's login) while the call was out: that session is not renewed.
    if (useSessionStore.getState().session?.jweToken !== token) return;
    const fingerprint = readSessionFingerprint();
    useSessionStore.getState().updateSession({
      jweToken: renewed.accessToken,
      expirationTimeInSeconds: renewed.expirationTimeInSeconds,
      fingerprint,
    });
    rememberSessionFingerprint(fingerprint);
  } catch (error) {
    failed = true;
    console.error('the session token could not be refreshed', error);
  } finally {
    useSessionStore.getState().setTokenRefreshing(false);
  }
  if (failed && useSessionStore.getState().session?.jweToken === token) {
    const action = tokenExpiryAction({ francoSession: true, refreshFailed: true });
    if (action.action === 'logout') useSessionStore.getState().logout(action.reason);
  }
}

/** setTimeout's longest delay (about 24.8 days); a later expiry is checked again then. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * spec shell §4, §9: a token counts as expired 30 seconds before expirationTimeInSeconds. When
 * that moment comes and the cookie still names this session, a franco-type session refreshes
 * its token (§7) and any other is logged out with reason jwe_token_expired — at once, not at the
 * next authenticated call (which the client's gate would abort the same way). A cookie that
 * changed meanwhile (another tab logged in again) is synchronised instead.
 */
function checkTokenExpiry(
  francoSession: boolean,
  onSessionLoaded?: SessionLoadedHandler,
): 'expired' | 'live' {
  const { session, logout, tokenRefreshing } = useSessionStore.getState();
  if (session === null || !isTokenExpired(session, Date.now())) return 'live';
  if (isLoggingOut() || tokenRefreshing) return 'expired';
  const cookie = readSessionFingerprint();
  if (session.fingerprint === null || cookie === session.fingerprint) {
    const action = tokenExpiryAction({ francoSession, refreshFailed: false });
    switch (action.action) {
      case 'refresh':
        void refreshToken();
        break;
      case 'logout':
        logout(action.reason);
        break;
      default:
        assertNever(action, 'token expiry action');
    }
  } else {
    void syncSession(onSessionLoaded);
  }
  return 'expired';
}

function useTokenExpiryTimer(handlerRef: { readonly current?: SessionLoadedHandler }): void {
  const expiresAt = useSessionStore((state) => state.session?.expirationTimeInSeconds ?? null);
  // spec shell §7: the brand's login style says whether its sessions are franco-type.
  const francoSession = useSite().brand.login.kind === 'franco';
  useEffect(() => {
    if (expiresAt === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const dueMs = (expiresAt - TOKEN_EXPIRY_MARGIN_SECONDS) * 1000 - Date.now();
      timer = setTimeout(
        () => {
          if (checkTokenExpiry(francoSession, handlerRef.current) === 'live') schedule();
        },
        Math.min(Math.max(dueMs, 0), MAX_TIMER_MS),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [expiresAt, francoSession, handlerRef]);
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
