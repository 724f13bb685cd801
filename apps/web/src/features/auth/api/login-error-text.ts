import { loginErrorText, type LoginFailure } from '@touchline/site';
import { LoginError } from '@touchline/contract';
import { ApiRequestError } from '../../../shared/api/api-error';

/**
 * Touchline's own login refusals (beyond the spec's catalogue): a time-out or self-exclusion in
 * force, the rate limit and a full password-check queue (LOGIN_BUSY). Decision: their server
 * message is shown, because the spec's fallback for an unknown code would call a timed-out
 * player's account "locked" (403) and a rate limit "difficulties at present" (429 → error-500).
 */
const OWN_MESSAGE_CODES = new Set(['TIMED_OUT', 'SELF_EXCLUDED', 'RATE_LIMITED', 'LOGIN_BUSY']);

/**
 * A timed-out or self-excluded player's login: refused (403 TIMED_OUT / SELF_EXCLUDED), but the
 * platform opened a withdraw-only session (its cookies are set) so the player can still see the
 * balance and withdraw. The web then loads that session like any other.
 */
export function isWithdrawOnlyRefusal(error: unknown): boolean {
  if (!(error instanceof ApiRequestError) || error.status !== 403) return false;
  if (error.code !== 'TIMED_OUT' && error.code !== 'SELF_EXCLUDED') return false;
  const body = error.body as { withdrawOnly?: unknown } | null;
  return typeof body === 'object' && body !== null && typeof body.withdrawOnly === 'object';
}

/** The toast for a withdraw-only login: the refusal, and what the player can still do. */
export function withdrawOnlyNotice(error: unknown): string {
  const refusal = error instanceof Error ? error.message : '';
  return `${refusal} You can still see your balance and withdraw it.`.trim();
}

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
