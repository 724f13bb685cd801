import type { OtpGenerateResponse } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';

/** spec shell §7: POST …/otp/generate?authenticated=true → a new code (resend lockout §9). */
export function generateOtp(locale: string): Promise<OtpGenerateResponse> {
  return api.auth.otpGenerate({
    params: { locale },
    query: { authenticated: 'true' },
  });
}
