import type { OkResponse } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import type { LogoutReason } from '../../../shared/session/session-store';

/**
 * spec shell §7: GET {base}/{locale}/…/header_login/logout?authenticated=false&reason={reason}.
 * The platform revokes the session named by the cookie and clears the cookies.
 */
export function logoutCall(locale: string, reason: LogoutReason): Promise<OkResponse> {
  return api.auth.logout({
    params: { locale },
    query: { authenticated: 'false', reason },
  });
}
