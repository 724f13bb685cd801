import { AuthenticateResponse } from '@touchline/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { authComponentPath } from './auth-paths';

export interface LoginCredentials {
  readonly username: string;
  readonly password: string;
}

/**
 * spec shell §7: POST {auth}/{locale}/…/header_login/authenticate, form username and password.
 * The answer's `otp` decides the next step (shell §4 login step 2): true → one-time code,
 * null → security question, false → logged in (the session cookies are set).
 */
export function authenticate(
  locale: string,
  credentials: LoginCredentials,
): Promise<AuthenticateResponse> {
  return apiRequest(authComponentPath(locale, 'header_login/authenticate'), {
    method: 'POST',
    form: { username: credentials.username, password: credentials.password },
    schema: AuthenticateResponse,
  });
}
