import { OkResponse } from '@touchline/contract';
import { apiRequest } from '../../../shared/api/http-client';
import type { LogoutReason } from '../../../shared/session/session-store';
import { authComponentPath } from './auth-paths';

/**
 * spec shell §7: GET {base}/{locale}/…/header_login/logout?authenticated=false&reason={reason}.
 * The platform revokes the session named by the cookie and clears the cookies.
 */
export function logoutCall(locale: string, reason: LogoutReason): Promise<OkResponse> {
  return apiRequest(
    authComponentPath(
      locale,
      `header_login/logout?authenticated=false&reason=${encodeURIComponent(reason)}`,
    ),
    { schema: OkResponse },
  );
}
