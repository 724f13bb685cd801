import {
  CheckPlayerResponse,
  FrancoLoginQuery,
  FrancoLoginRequest,
  FrancoLogoutQuery,
  FrancoSessionResponse,
  OkResponse,
  SessionResponse,
} from '../auth';
import { defineEndpoint, PLAYER, PUBLIC } from './define';

/**
 * spec shell §7: the franco-type session service (`{sessionBase}` is the site root), the
 * session call and checkplayer.
 */
export const SESSION = {
  // spec shell §7: POST {sessionBase}/accounts/sessions?l={lang}&mc=mobile — username, password
  francoLogin: defineEndpoint({
    key: 'session.francoLogin',
    method: 'POST',
    path: '/accounts/sessions',
    query: FrancoLoginQuery,
    body: { kind: 'json', schema: FrancoLoginRequest },
    response: FrancoSessionResponse,
    status: [200],
    access: PUBLIC,
  }),
  // spec shell §7: POST {sessionBase}/accounts/me/sessions/accept-terms (empty)
  acceptTerms: defineEndpoint({
    key: 'session.acceptTerms',
    method: 'POST',
    path: '/accounts/me/sessions/accept-terms',
    response: FrancoSessionResponse,
    status: [200],
    access: PLAYER,
  }),
  // spec shell §7: POST {sessionBase}/accounts/me/sessions/refresh (empty)
  refresh: defineEndpoint({
    key: 'session.refresh',
    method: 'POST',
    path: '/accounts/me/sessions/refresh',
    response: FrancoSessionResponse,
    status: [200],
    access: PLAYER,
  }),
  // spec shell §7: DELETE {sessionBase}/accounts/me/sessions — logout, always 200
  francoLogout: defineEndpoint({
    key: 'session.francoLogout',
    method: 'DELETE',
    path: '/accounts/me/sessions',
    query: FrancoLogoutQuery,
    response: OkResponse,
    status: [200],
    access: PUBLIC,
  }),
  // spec shell §7: GET /api/session (cache-busting query; the web's cookie or a bearer)
  session: defineEndpoint({
    key: 'session.session',
    method: 'GET',
    path: '/api/session',
    response: SessionResponse,
    status: [200],
    access: PLAYER,
  }),
  // spec shell §7: GET /xapi/icore/checkplayer (bearer from an extToken cookie, or Authorization)
  checkPlayer: defineEndpoint({
    key: 'session.checkPlayer',
    method: 'GET',
    path: '/xapi/icore/checkplayer',
    response: CheckPlayerResponse,
    status: [200],
    access: PLAYER,
  }),
} as const;
