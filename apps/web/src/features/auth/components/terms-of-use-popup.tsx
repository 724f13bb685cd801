'use client';

import { termsOfUseVisible } from '@touchline/site';
import { useEffect, useId } from 'react';
import { useShellStore } from '../../../shared/session/shell-store';
import {
  readSessionFingerprint,
  readTermsCookie,
  rememberSessionFingerprint,
} from '../../../shared/session/session-cookies';
import { useSession, useSessionStore } from '../../../shared/session/session-store';
import { acceptTerms } from '../api/accept-terms';
import { runShellEffects } from '../session/shell-effects';
import buttonStyles from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form.module.css';
import styles from './terms-of-use-popup.module.css';
import { cx } from '../../../shared/ui/cx';

/**
 * spec shell §4 franco accept flow: the server records the acceptance and re-issues the token;
 * the page keeps the new one. A failure is only logged (the popup has closed already).
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

export const TERMS_DECLINED_NOTICE =
  'You declined the terms of use, so you have been logged out. Log in again to accept them.';

/**
 * The terms-of-use popup (spec shell §2, §4): shown while the session says the current terms
 * await the player's answer. Accept stores `accept` in pToU and records the acceptance on the
 * server; Decline stores `decline` and logs out (Touchline sessions record terms through the
 * franco-type call, so they count as franco-type here). It closes either way.
 *
 * Decision: a non-modal popup anchored to the bottom of the window, so it never hides the page
 * (or a bet in progress) behind it; it still takes the answer before anything is recorded.
 */
export function TermsOfUsePopup() {
  const session = useSession();
  const titleId = useId();
  const dispatch = useShellStore((store) => store.dispatch);
  const shell = useShellStore((store) => store.state);
  const flag = shell.termsOfUseFlag;
  const answered = shell.termsOfUseAnswered;
  const pending = session !== null && !session.termsAccepted;

  // A session restored from storage (or synchronised from another tab) raises the flag too.
  useEffect(() => {
    if (pending && !flag && !answered) dispatch({ type: 'termsOfUseRequested' });
  }, [pending, flag, answered, dispatch]);

  const visible =
    session !== null &&
    termsOfUseVisible(shell, { mockMode: false, loggedIn: true, termsCookie: readTermsCookie() });
  if (!visible) return null;

  const answer = (value: 'accept' | 'decline') =>
    runShellEffects(dispatch({ type: 'termsOfUseAnswered', answer: value, francoSession: true }), {
      francoAcceptTerms: () => void acceptOnServer(),
      logoutNotice: TERMS_DECLINED_NOTICE,
    });

  return (
    <section className={styles.root} role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Terms of use
      </h2>
      <p>
        Our terms of use have changed. Please accept them to keep playing; if you decline, you will
        be logged out.
      </p>
      <div className={formStyles.formActions}>
        <button
          type="button"
          className={cx(buttonStyles.root, buttonStyles.secondary)}
          onClick={() => answer('decline')}
        >
          Decline
        </button>
        <button
          type="button"
          className={cx(buttonStyles.root, buttonStyles.primary)}
          onClick={() => answer('accept')}
        >
          Accept
        </button>
      </div>
    </section>
  );
}
