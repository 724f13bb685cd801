import { loginErrorText, type LoginFailure } from '@touchline/betting';
import { LoginError } from '@touchline/contract';
import { ApiRequestError } from '../../../shared/api/api-error';

/**
 * Touchline's own login refusals (beyond the spec's catalogue): a time-out or self-exclusion in
 * force and the rate limit. Decision: their server message is shown, because the spec's
 * fallback for an unknown code would call a timed-out player's account "locked" (403) and a
 * rate limit "difficulties at present" (429 → error-500).
 */
const OWN_MESSAGE_CODES = new Set(['TIMED_OUT', 'SELF_EXCLUDED', 'RATE_LIMITED']);

/** A failed login call as the spec's LoginFailure (shell §8). */
export function loginFailureOf(error: unknown): LoginFailure {
  if (!(error instanceof ApiRequestError) || error.status === 0) return { kind: 'nonHttp' };
  const parsed = LoginError.safeParse(error.body);
  const responseCode = parsed.success ? (parsed.data.reasonJson?.responseCode ?? null) : null;
  return { kind: 'http', status: error.status, responseCode };
}

/**
 * spec shell §8: the toast text for a failed authenticate call (packages/betting login-errors).
 * A non-HTTP failure is logged, as the spec asks.
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && OWN_MESSAGE_CODES.has(error.code)) {
    return error.message;
  }
  const failure = loginFailureOf(error);
  if (failure.kind === 'nonHttp') console.error('login failed without an HTTP answer', error);
  return loginErrorText(failure);
}
