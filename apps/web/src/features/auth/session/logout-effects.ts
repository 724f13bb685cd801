'use client';

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '../../../shared/api/query-keys';
import { useLocale } from '../../../shared/routing/use-locale';
import { pageNavigation } from '../../../shared/session/page-reload';
import { useSessionStore, type LogoutReason } from '../../../shared/session/session-store';
import { showAfterReload } from '../../../shared/ui/toast-store';
import { logoutCall } from '../api/logout';
import { endLocalSession, forgetPendingServerLogout } from './local-logout';

let leaving = false;

/** True from the moment a logout starts until the page reloads (the auth sync stands still). */
export function isLoggingOut(): boolean {
  return leaving;
}

/** Tests run several logouts in one module instance. */
export function resetLogoutForTesting(): void {
  leaving = false;
}

interface LogoutRun {
  readonly reason: LogoutReason;
  readonly notice: string | null;
  readonly locale: string;
  readonly queryClient: QueryClient;
  readonly onLoggedOut?: () => void;
}

/**
 * spec shell §4 Logout, §8: clears the player's state (the session is already gone from the
 * store; the betslip and other state through `onLoggedOut`), ends the session in this browser
 * (the cookie a reload would restore it from), invalidates account and balance data, calls the
 * logout endpoint with the reason, and always reloads the page afterwards — a failed call is
 * only logged, and the reloaded page stays logged out.
 */
export async function runLogout(run: LogoutRun): Promise<void> {
  if (leaving) return;
  leaving = true;
  try {
    run.onLoggedOut?.();
  } catch (error) {
    console.error('clearing state on logout failed', error);
  }
  // Before the call: its outcome must not decide whether the player is still logged in.
  endLocalSession(run.reason);
  void run.queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
  void run.queryClient.invalidateQueries({ queryKey: queryKeys.account });
  if (run.notice) showAfterReload(run.notice);
  try {
    await logoutCall(run.locale, run.reason);
    forgetPendingServerLogout();
  } catch (error) {
    console.error('the logout call failed; reloading anyway (the next page retries it)', error);
  }
  pageNavigation.reload();
}

/**
 * Watches the session store: whenever a session ends in this page — the logout button, a
 * 401/403, an expired token, a failed auth sync, a time-out — the logout effects run once.
 */
export function useLogoutEffects(onLoggedOut?: () => void): void {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const onLoggedOutRef = useRef(onLoggedOut);
  useEffect(() => {
    onLoggedOutRef.current = onLoggedOut;
  }, [onLoggedOut]);

  useEffect(() => {
    const runPending = () => {
      const pending = useSessionStore.getState().takePendingLogout();
      if (!pending) return;
      void runLogout({
        ...pending,
        locale,
        queryClient,
        onLoggedOut: onLoggedOutRef.current,
      });
    };
    // A logout that happened before this listener existed (e.g. an expired token on the first
    // request of the page) runs now.
    runPending();
    return useSessionStore.subscribe((state) => {
      if (state.logoutPending) runPending();
    });
  }, [locale, queryClient]);
}
