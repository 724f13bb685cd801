'use client';

import { formatSessionClock, isRealityCheckInterval, nextRealityCheckAt } from '@touchline/site';
import Link from '../../../shared/ui/link';
import { useEffect, useState } from 'react';
import { useLocale } from '../../../shared/routing/use-locale';
import { useSession, useSessionStore } from '../../../shared/session/session-store';
import { useT } from '../../../shared/site/site-context';
import { Modal } from '../../../shared/ui/modal';
import buttonStyles from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form.module.css';
import formsStyles from './forms.module.css';
import { cx } from '../../../shared/ui/cx';

/**
 * The reality check: every chosen interval from the session's login time, a
 * dialog says how long the player has been logged in and offers to continue or log out.
 */
export function RealityCheckReminder() {
  const session = useSession();
  const locale = useLocale();
  const t = useT();
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
    <Modal title={t('rg.realityCheck.title')} onClose={() => setShownAt(null)}>
      <div className={formsStyles.confirmStep}>
        <p>
          {t('rg.realityCheck.loggedInFor', {
            duration: formatSessionClock(loginAtMs, shownAt),
          })}
        </p>
        <p>
          <Link href={`/${locale}/account/transactions`} onClick={() => setShownAt(null)}>
            {t('rg.realityCheck.seeTransactions')}
          </Link>
        </p>
        <div className={formStyles.formActions}>
          <button
            type="button"
            className={cx(buttonStyles.root, buttonStyles.secondary)}
            onClick={() => useSessionStore.getState().logout('clicked')}
          >
            {t('rg.realityCheck.logout')}
          </button>
          <button
            type="button"
            className={cx(buttonStyles.root, buttonStyles.primary)}
            data-autofocus
            onClick={() => setShownAt(null)}
          >
            {t('rg.realityCheck.continue')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
