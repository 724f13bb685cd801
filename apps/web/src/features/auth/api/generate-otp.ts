import { OtpGenerateResponse } from '@touchline/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { authComponentPath } from './auth-paths';

/** spec shell §7: POST …/otp/generate?authenticated=true → a new code (resend lockout §9). */
export function generateOtp(locale: string): Promise<OtpGenerateResponse> {
  return apiRequest(authComponentPath(locale, 'otp/generate?authenticated=true'), {
    method: 'POST',
    form: {},
    schema: OtpGenerateResponse,
  });
}
