import { sessionJweToken } from '@touchline/site';
import {
  readSessionFingerprint,
  rememberSessionFingerprint,
} from '../../../shared/session/session-cookies';
import { useShellStore } from '../../../shared/session/shell-store';
import { useSessionStore, type Session } from '../../../shared/session/session-store';
import { getSession } from '../api/get-session';
import { forgetPendingServerLogout } from './local-logout';

/** What the app does once a session is stored: load player details, then preferences. */
export type SessionLoadedHandler = (session: Session) => Promise<void> | void;

/** spec shell §4 step 4, §8: the session answer had no jwe_token (error-500 toast + exception). */
export class MissingJweTokenError extends Error {
  constructor() {
    super('The session response has no jwe_token');
    this.name = 'MissingJweTokenError';
  }
}

/**
 * spec shell §4 login step 4 / Auth synchronisation: fetches the session call and turns it into
 * the stored Login details. Throws MissingJweTokenError for an answer without a token.
 */
export async function fetchSession(): Promise<Session> {
  const answer = await getSession();
  const token = sessionJweToken(answer);
  if (!token.ok) throw new MissingJweTokenError();
  return {
    username: answer.username,
    accountId: answer.accountId,
    alsPlayerId: answer.icore_player_id,
    currency: answer.currency,
    locale: answer.locale,
    jweToken: token.value,
    expirationTimeInSeconds: answer.expirationTimeInSeconds,
    fingerprint: readSessionFingerprint(),
    loginTime: answer.loginTime,
    realityCheckMinutes: answer.realityCheckMinutes,
    termsAccepted: answer.termsAccepted,
    isPartnerMatrixAffiliate: answer.is_partner_matrix_affiliate,
    withdrawOnly: answer.withdrawOnly ?? false,
  };
}

/**
 * Stores a fetched session, remembers its cookie as this page's own, raises the terms-of-use
 * flag when the current terms await an answer, then runs the app's follow-up loads (player
 * details, then preferences). Their failures never undo the login.
 */
export async function storeSession(
  session: Session,
  onSessionLoaded?: SessionLoadedHandler,
): Promise<void> {
  useSessionStore.getState().login(session);
  rememberSessionFingerprint(session.fingerprint);
  // A new session replaces the cookies of one whose logout the platform never confirmed.
  forgetPendingServerLogout();
  if (!session.termsAccepted) {
    useShellStore.getState().dispatch({ type: 'termsOfUseRequested' });
  }
  try {
    await onSessionLoaded?.(session);
  } catch (error) {
    console.error('loading the player details after login failed', error);
  }
}
