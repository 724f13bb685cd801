import { isTokenExpired as isExpiredAt, type LogoutReason } from '@touchline/site';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useHydrated } from '../hydration/use-hydrated';
import { storageKey } from '../storage/storage-key';
import { withRehydrationTimeout } from './rehydration-timeout';

export type { LogoutReason };

/**
 * spec shell §3 Login details: the part of them this app keeps. Filled from the session call
 * (shell §4 login step 4), which the platform answers with every Session field plus Touchline's
 * expiry, account id, login time, reality-check interval and terms flag.
 */
export interface Session {
  readonly username: string;
  readonly accountId: number;
  readonly alsPlayerId: number;
  readonly currency: string;
  readonly locale: string;
  readonly jweToken: string;
  /** Absolute expiry, epoch seconds. */
  readonly expirationTimeInSeconds: number;
  /**
   * The `tl_fp` cookie when this session was stored: the non-secret stand-in for "the external
   * token cookie" of spec shell §4 Auth synchronisation. Null when no cookie was seen.
   */
  readonly fingerprint: string | null;
  /** Epoch seconds the session started (session clock, reality check). */
  readonly loginTime: number;
  /** Reality-check reminder interval in minutes; 0 = off. */
  readonly realityCheckMinutes: number;
  /** False while the current terms-of-use version awaits the player's answer. */
  readonly termsAccepted: boolean;
  readonly isPartnerMatrixAffiliate: boolean;
  /**
   * A timed-out or self-excluded player's session (docs/decisions.md): it may see the account
   * and withdraw, nothing else. Absent means a full session.
   */
  readonly withdrawOnly?: boolean;
}

/**
 * The session as the platform returned it, and where a logout stands. Not a package reducer:
 * the session's rules (expiry, logout reasons) are package functions used here, and the rest is
 * what the platform says.
 */
interface SessionState {
  session: Session | null;
  logoutReason: LogoutReason | null;
  /** A message to show after the logout's page reload (e.g. the end of a time-out). */
  logoutNotice: string | null;
  /**
   * A logout whose effects (endpoint call, reload) have not run yet. A flag rather than a
   * transition, so a logout that happens before the effects are listening (an expired token
   * on the very first request) is still carried out.
   */
  logoutPending: boolean;
  /** spec shell §4 login flow: saved when remember-me is on. Survives logout. */
  savedUsername: string | null;
  /**
   * False until this page's first auth sync has finished: the session lives in memory only, so
   * after a page load a session cookie means "being restored", not "logged out".
   */
  restoreSettled: boolean;
  /**
   * spec shell §7: a franco-type refresh of the stored token is under way (the auth sync's);
   * the withAuth gate lets calls go on with the token meanwhile (packages/site).
   */
  tokenRefreshing: boolean;
  setTokenRefreshing: (refreshing: boolean) => void;
  settleRestore: () => void;
  login: (session: Session) => void;
  updateSession: (patch: Partial<Omit<Session, 'username' | 'accountId'>>) => void;
  /**
   * Ends the session in this browser at once. The app's logout effects (features/auth) then
   * clear the player's state, call the logout endpoint with the reason and reload the page.
   */
  logout: (reason: LogoutReason, notice?: string) => void;
  rememberUsername: (username: string | null) => void;
  /** The logout effects take the pending logout (once). */
  takePendingLogout: () => { reason: LogoutReason; notice: string | null } | null;
}

/** spec shell §4, §9: expired 30 seconds before expirationTimeInSeconds (packages/betting). */
export function isTokenExpired(session: Session, nowMs: number): boolean {
  return isExpiredAt(session.expirationTimeInSeconds, nowMs);
}

/**
 * Version 3 keeps the session in memory only: the token is a bearer credential, and storage any
 * script on the page can read would undo the HttpOnly session cookie. After a reload the auth
 * sync restores the session from that cookie (the session call, shell §4).
 */
const PERSIST_VERSION = 3;

export const useSessionStore = create<SessionState>()(
  persist(
    (set, get) => ({
      session: null,
      logoutReason: null,
      logoutNotice: null,
      logoutPending: false,
      savedUsername: null,
      restoreSettled: false,
      tokenRefreshing: false,
      setTokenRefreshing: (refreshing) => {
        if (get().tokenRefreshing !== refreshing) set({ tokenRefreshing: refreshing });
      },
      settleRestore: () => {
        if (!get().restoreSettled) set({ restoreSettled: true });
      },
      login: (session) =>
        set({ session, logoutReason: null, logoutNotice: null, logoutPending: false }),
      updateSession: (patch) => {
        const current = get().session;
        if (current) set({ session: { ...current, ...patch } });
      },
      logout: (reason, notice) => {
        if (get().session === null) return;
        set({
          session: null,
          tokenRefreshing: false,
          logoutReason: reason,
          logoutNotice: notice ?? null,
          logoutPending: true,
        });
      },
      rememberUsername: (username) => set({ savedUsername: username }),
      takePendingLogout: () => {
        const { logoutPending, logoutReason, logoutNotice } = get();
        if (!logoutPending || logoutReason === null) return null;
        set({ logoutPending: false });
        return { reason: logoutReason, notice: logoutNotice };
      },
    }),
    {
      name: storageKey('session'),
      storage: withRehydrationTimeout(createJSONStorage(() => window.localStorage)),
      // Only the remembered username (spec shell §4 remember-me) outlives the page.
      partialize: (state) => ({ savedUsername: state.savedUsername }),
      version: PERSIST_VERSION,
      // Versions 1 and 2 stored the session, token included: it is dropped, and the auth sync
      // restores a live session from its cookie.
      migrate: (persisted) => {
        const saved = (persisted ?? {}) as { savedUsername?: unknown };
        return {
          savedUsername: typeof saved.savedUsername === 'string' ? saved.savedUsername : null,
        };
      },
      // Whatever a stored state holds, the session never comes from storage.
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as { savedUsername?: unknown };
        return {
          ...current,
          savedUsername:
            typeof saved.savedUsername === 'string' ? saved.savedUsername : current.savedUsername,
        };
      },
    },
  ),
);

/** The session once the browser state is readable; null while rendering on the server. */
export function useSession(): Session | null {
  const hydrated = useHydrated();
  const session = useSessionStore((state) => state.session);
  return hydrated ? session : null;
}

/** spec shell §6: logged in = a JWE token is present. */
export function useIsLoggedIn(): boolean {
  return useSession() !== null;
}
