import { ENDPOINTS, SessionResponse } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';

/**
 * The session answer as read here: every field of the contract, but `jwe_token` may be missing,
 * because spec shell §4/§8 give that case its own handling (the error-500 toast).
 */
export const SessionAnswer = SessionResponse.partial({ jwe_token: true });
export type SessionAnswer = ReturnType<typeof SessionAnswer.parse>;

/**
 * spec shell §7: the session call (`session.session`) with a cache-busting query. The platform reads the session
 * from its HttpOnly cookie, so this also works before the page knows a token.
 */
export function getSession(): Promise<SessionAnswer> {
  return api.call(ENDPOINTS.session.session, {
    query: { _: Date.now() },
    schema: SessionAnswer,
    withAuth: false,
  });
}
