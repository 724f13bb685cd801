import type { SessionResponse } from '@touchline/contract';
import { browserClient } from '../../../shared/api/browser-client';

/**
 * The session answer as read here: every field of the contract, but `jwe_token` may be missing,
 * because spec shell §4/§8 give that case its own handling (the error-500 toast).
 */
export type SessionAnswer = Omit<SessionResponse, 'jwe_token'> &
  Partial<Pick<SessionResponse, 'jwe_token'>>;

/** The table's session call, its answer read as SessionAnswer (the contract's schema, partial). */
const sessionCall = browserClient(({ ENDPOINTS, SessionResponse }) => ({
  session: {
    session: {
      ...ENDPOINTS.session.session,
      response: SessionResponse.partial({ jwe_token: true }),
    },
  },
})).session.session;

/**
 * spec shell §7: the session call (`session.session`; the client adds its cache-busting query).
 * The platform reads the session from its HttpOnly cookie, so this also works before the page
 * knows a token.
 */
export function getSession(): Promise<SessionAnswer> {
  return sessionCall();
}
