import type { FrancoSessionResponse } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import type { LoginCredentials } from './authenticate';

/** spec shell §3 Login request: the device block of a franco-type login. */
export interface LoginDevice {
  readonly clientType: string;
  readonly deviceId: string;
  readonly deviceType: string;
}

/**
 * spec shell §7: POST {sessionBase}/accounts/sessions?l={lang}&mc=mobile with username, password
 * and device (`session.francoLogin`). The platform opens the session and sets its cookies; the
 * page then reads it with the session call like any other login.
 */
export function francoLogin(
  language: string,
  credentials: LoginCredentials,
  device: LoginDevice,
): Promise<FrancoSessionResponse> {
  return api.session.francoLogin({
    query: { l: language, mc: 'mobile' },
    body: { username: credentials.username, password: credentials.password, device },
  });
}
