'use client';

import { create } from 'zustand';
import { useSite, useT } from '../site/site-context';
import { useShellStore } from './shell-store';
import { useSession } from './session-store';
import buttonStyles from '../ui/button.module.css';
import { cx } from '../ui/cx';
import styles from './terms-gate.module.css';

/**
 * Whether the terms-of-use popup was put aside without an answer (its close button or Escape).
 * A plain flag with no rule behind it: betting and the cashier stay blocked meanwhile, and they
 * reopen the popup.
 */
export const useTermsPopupStore = create<{ dismissed: boolean }>()(() => ({ dismissed: false }));

/**
 * spec shell §4 terms-of-use popup, Touchline decision: on a brand that asks for the current
 * terms (`login.terms_acceptance`), a player whose session says they are pending may neither bet
 * nor use the cashier until accepting them (the platform refuses those calls too).
 */
export function useTermsPending(): boolean {
  const { brand } = useSite();
  const session = useSession();
  return brand.login.terms_acceptance && session !== null && !session.termsAccepted;
}

/** Shows the terms-of-use popup again (after it was put aside or an accept failed). */
export function reopenTermsPopup(): void {
  useTermsPopupStore.setState({ dismissed: false });
  useShellStore.getState().dispatch({ type: 'termsOfUseRequested' });
}

/**
 * Why betting or the cashier is held back, and the way out: a button that reopens the popup.
 * `what` names the blocked part.
 */
export function TermsRequiredNotice({ what }: { readonly what: 'betting' | 'cashier' }) {
  const t = useT();
  return (
    <div className={styles.notice} role="status">
      <p>{t(what === 'betting' ? 'terms.required.betting' : 'terms.required.cashier')}</p>
      <button
        type="button"
        className={cx(buttonStyles.root, buttonStyles.secondary)}
        onClick={reopenTermsPopup}
      >
        {t('terms.review')}
      </button>
    </div>
  );
}
