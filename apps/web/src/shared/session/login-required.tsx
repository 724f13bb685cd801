'use client';

import type { ReactNode } from 'react';
import { useHydrated } from '../hydration/use-hydrated';
import { useShellStore } from './shell-store';
import { readSessionFingerprint } from './session-cookies';
import { useSession, useSessionStore } from './session-store';

/**
 * The player's own pages (account, cashier): their content for a logged-in player, a login
 * prompt otherwise (spec shell §6: My Account opens login for anonymous visitors).
 */
export function LoginRequired({
  children,
  what,
}: {
  readonly children: ReactNode;
  /** "your account", "the cashier" … */
  readonly what: string;
}) {
  const hydrated = useHydrated();
  const session = useSession();
  const restoreSettled = useSessionStore((state) => state.restoreSettled);
  const dispatch = useShellStore((store) => store.dispatch);
  if (!hydrated) return <p className="loading">Loading…</p>;
  if (session) return <>{children}</>;
  // After a page load the session comes back from its cookie (it is never stored).
  if (!restoreSettled && readSessionFingerprint() !== null) {
    return <p className="loading">Loading…</p>;
  }
  return (
    <div className="empty-state">
      <p className="empty-state__title">Log in to see {what}.</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => dispatch({ type: 'modalOpened', modal: 'login' })}
      >
        Log in
      </button>
    </div>
  );
}
