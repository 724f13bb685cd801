import { LoginSuccess } from '@touchline/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { authComponentPath } from './auth-paths';

/**
 * spec shell §7: POST …/otp/validate?authenticated=true, form code. A correct code completes the
 * login (shell §4 step 3); a wrong one is an error whose message the form shows.
 */
export function validateOtp(locale: string, code: string): Promise<LoginSuccess> {
  return apiRequest(authComponentPath(locale, 'otp/validate?authenticated=true'), {
    method: 'POST',
    form: { code },
    schema: LoginSuccess,
  });
}
