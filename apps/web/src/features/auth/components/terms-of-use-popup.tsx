'use client';

import { termsOfUseVisible } from '@touchline/site';
import { useEffect } from 'react';
import { useShellStore } from '../../../shared/session/shell-store';
import {
  readSessionFingerprint,
  readTermsCookie,
  rememberSessionFingerprint,
} from '../../../shared/session/session-cookies';
import { useSession, useSessionStore } from '../../../shared/session/session-store';
import { useTermsPending, useTermsPopupStore } from '../../../shared/session/terms-gate';
import { useSite, useSiteSettings, useT } from '../../../shared/site/site-context';
import { Modal } from '../../../shared/ui/modal';
import { acceptTerms } from '../api/accept-terms';
import { runShellEffects } from '../session/shell-effects';
import buttonStyles from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form.module.css';
import styles from './terms-of-use-popup.module.css';
import { cx } from '../../../shared/ui/cx';

/**
 * spec shell §4 franco accept flow: the server records the acceptance and re-issues the token;
 * the page keeps the new one. spec shell §8: a failure is only logged (the popup has closed
 * already); betting and the cashier stay blocked and offer the popup again.
 */
async function acceptOnServer(): Promise<void> {
  try {
    const renewed = await acceptTerms();
    const fingerprint = readSessionFingerprint();
    useSessionStore.getState().updateSession({
      jweToken: renewed.accessToken,
      expirationTimeInSeconds: renewed.expirationTimeInSeconds,
      termsAccepted: renewed.termsAccepted,
      fingerprint,
    });
    rememberSessionFingerprint(fingerprint);
  } catch (error) {
    console.error('accepting the terms of use failed', error);
  }
}

/**
 * The terms-of-use popup (spec shell §2, §4) of a brand that asks for the current terms
 * (`login.terms_acceptance`): shown while the session says they await the player's answer — or,
 * with the channel's `terms_of_use_mock_mode`, to any logged-in player whose pToU is not accept.
 * Accept stores `accept` in pToU and records the acceptance on the server; Decline stores
 * `decline` and logs out with a notice (the brand's sessions are franco-type). It closes either
 * way. Decision: a modal dialog; closing it without an answer (Escape, Close) puts it aside —
 * betting and the cashier then say why they wait and reopen it.
 */
export function TermsOfUsePopup() {
  const t = useT();
  const site = useSite();
  // spec shell §4: the mock mode shows the popup to a logged-in player until pToU says accept.
  const mockMode = useSiteSettings().terms_of_use_mock_mode;
  const francoSession = site.brand.login.kind === 'franco';
  const session = useSession();
  const pending = useTermsPending();
  const dispatch = useShellStore((store) => store.dispatch);
  const shell = useShellStore((store) => store.state);
  const dismissed = useTermsPopupStore((store) => store.dismissed);
  const flag = shell.termsOfUseFlag;
  // The login modal closes only once the player's details have loaded; the terms wait for it.
  const loginOpen = shell.openModal !== null;
  const answered = shell.termsOfUseAnswered;

  // A session restored from its cookie (or synchronised from another tab) raises the flag too.
  useEffect(() => {
    if (pending && !flag && !answered) dispatch({ type: 'termsOfUseRequested' });
  }, [pending, flag, answered, dispatch]);

  const visible =
    (pending || mockMode) &&
    session !== null &&
    !dismissed &&
    !loginOpen &&
    termsOfUseVisible(shell, { mockMode, loggedIn: true, termsCookie: readTermsCookie() });
  if (!visible) return null;

  // The server records an acceptance only when the session awaits one; a decline logs out a
  // franco-type session (spec shell §4) — in mock mode on another brand it only sets the cookie.
  const answer = (value: 'accept' | 'decline') =>
    runShellEffects(dispatch({ type: 'termsOfUseAnswered', answer: value, francoSession }), {
      francoAcceptTerms: () => {
        if (pending) void acceptOnServer();
      },
      logoutNotice: t('terms.declinedNotice'),
    });

  return (
    <Modal
      key="terms"
      title={t('terms.title')}
      onClose={() => useTermsPopupStore.setState({ dismissed: true })}
    >
      <div className={styles.root}>
        <p>{t('terms.body')}</p>
        <div className={formStyles.formActions}>
          <button
            type="button"
            className={cx(buttonStyles.root, buttonStyles.secondary)}
            onClick={() => answer('decline')}
          >
            {t('terms.decline')}
          </button>
          <button
            type="button"
            className={cx(buttonStyles.root, buttonStyles.primary)}
            onClick={() => answer('accept')}
          >
            {t('terms.accept')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
