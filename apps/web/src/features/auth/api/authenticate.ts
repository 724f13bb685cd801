import type { AuthenticateResponse } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';

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
  return api.auth.authenticate({
    params: { locale },
    body: { username: credentials.username, password: credentials.password },
  });
}
