'use client';

import { formatSessionClock, isRealityCheckInterval, nextRealityCheckAt } from '@touchline/site';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useLocale } from '../../../shared/routing/use-locale';
import { useSession, useSessionStore } from '../../../shared/session/session-store';
import { Modal } from '../../../shared/ui/modal';

/**
 * The reality check (issue 5 item 6): every chosen interval from the session's login time, a
 * dialog says how long the player has been logged in and offers to continue or log out.
 */
export function RealityCheckReminder() {
  const session = useSession();
  const locale = useLocale();
  const [shownAt, setShownAt] = useState<number | null>(null);
  const minutes = session?.realityCheckMinutes ?? 0;
  const loginAtMs = (session?.loginTime ?? 0) * 1000;

  useEffect(() => {
    if (!session || shownAt !== null || !isRealityCheckInterval(minutes)) return;
    const next = nextRealityCheckAt(loginAtMs, minutes, Date.now());
    if (next === null) return;
    const timer = window.setTimeout(() => setShownAt(Date.now()), next - Date.now());
    return () => window.clearTimeout(timer);
  }, [session, shownAt, minutes, loginAtMs]);

  if (!session || shownAt === null) return null;
  return (
    <Modal title="Reality check" onClose={() => setShownAt(null)}>
      <div className="confirm-step">
        <p>
          You have been logged in for <strong>{formatSessionClock(loginAtMs, shownAt)}</strong>.
        </p>
        <p>
          <Link href={`/${locale}/account/transactions`} onClick={() => setShownAt(null)}>
            See your transactions
          </Link>
        </p>
        <div className="form-actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => useSessionStore.getState().logout('clicked')}
          >
            Log out
          </button>
          <button
            type="button"
            className="button button--primary"
            data-autofocus
            onClick={() => setShownAt(null)}
          >
            Continue
          </button>
        </div>
      </div>
    </Modal>
  );
}
