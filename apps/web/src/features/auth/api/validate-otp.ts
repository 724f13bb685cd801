import type { LoginSuccess } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';

/**
 * spec shell §7: POST …/otp/validate?authenticated=true, form code. A correct code completes the
 * login (shell §4 step 3); a wrong one is an error whose message the form shows.
 */
export function validateOtp(locale: string, code: string): Promise<LoginSuccess> {
  return api.auth.otpValidate({
    params: { locale },
    query: { authenticated: 'true' },
    body: { code },
  });
}
