'use client';

import type { ReactNode } from 'react';
import { useHydrated } from '../hydration/use-hydrated';
import { useT } from '../site/site-context';
import { useShellStore } from './shell-store';
import { readSessionFingerprint } from './session-cookies';
import { useSession, useSessionStore } from './session-store';
import buttonStyles from '../ui/button.module.css';
import panelStyles from '../ui/panel.module.css';
import { cx } from '../ui/cx';

/**
 * The player's own pages (account, cashier): their content for a logged-in player, a login
 * prompt otherwise (spec shell §6: My Account opens login for anonymous visitors).
 */
export function LoginRequired({
  children,
  prompt,
}: {
  readonly children: ReactNode;
  /** The prompt in the page language: "Log in to see your account." (`account.loginRequired.*`). */
  readonly prompt: string;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const session = useSession();
  const restoreSettled = useSessionStore((state) => state.restoreSettled);
  const dispatch = useShellStore((store) => store.dispatch);
  if (!hydrated) return <p className={panelStyles.loading}>{t('common.loading')}</p>;
  if (session) return <>{children}</>;
  // After a page load the session comes back from its cookie (it is never stored).
  if (!restoreSettled && readSessionFingerprint() !== null) {
    return <p className={panelStyles.loading}>{t('common.loading')}</p>;
  }
  return (
    <div className={panelStyles.emptyState}>
      <p className={panelStyles.emptyStateTitle}>{prompt}</p>
      <button
        type="button"
        className={cx(buttonStyles.root, buttonStyles.primary)}
        onClick={() => dispatch({ type: 'modalOpened', modal: 'login' })}
      >
        {t('login.submit')}
      </button>
    </div>
  );
}
