import {
  isLoginResponseCode,
  loginErrorToastKey,
  type LoginFailure,
  type LoginToastKey,
  type TranslationParams,
} from '@touchline/site';
import { ApiRequestError } from '../../../shared/api/api-error';
import { validation } from '../../../shared/api/browser-client';

/** The current language's text of a catalogue key (`useT()`). */
export type Translate = (key: string, params?: TranslationParams) => string;

/**
 * Touchline's own login refusals (beyond the spec's catalogue): a time-out or self-exclusion in
 * force, the rate limit and a full password-check queue (LOGIN_BUSY). Decision: each has its own
 * text, because the spec's fallback for an unknown code would call a timed-out player's account
 * "locked" (403) and a rate limit "difficulties at present" (429 → error-500).
 */
const OWN_CODES = new Set(['TIMED_OUT', 'SELF_EXCLUDED', 'RATE_LIMITED', 'LOGIN_BUSY']);

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
export function withdrawOnlyNotice(error: unknown, t: Translate): string {
  return t('login.withdrawOnly', { reason: t(loginErrorKey(error)) });
}

/**
 * A franco-type login refused because the account logs in with a second step (code or
 * question): the web carries on with the login form's call, which asks for it.
 */
export function isSecondStepRequired(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === 'TWO_FACTOR_REQUIRED';
}

/**
 * A failed login call as the spec's LoginFailure (shell §8). A response code outside the
 * catalogue counts as none, so it reads as its status would (401 → invalid credentials).
 */
export function loginFailureOf(error: unknown): LoginFailure {
  if (!(error instanceof ApiRequestError) || error.status === 0) return { kind: 'nonHttp' };
  // The refusal came from the client, which loads the schemas first; without them the body counts
  // as unreadable (never used unparsed).
  const parsed = validation.now()?.LoginError.safeParse(error.body);
  const code = parsed?.success ? (parsed.data.reasonJson?.responseCode?.trim() ?? '') : '';
  return {
    kind: 'http',
    status: error.status,
    responseCode: code !== '' && isLoginResponseCode(code) ? code : null,
  };
}

/**
 * spec shell §8: where a login toast's text lives in the catalogues — login-error-{code or
 * status} under `login.error.*`, the others (error-400, error-404, error-500,
 * something-went-wrong, error-invalid-login-credentials) under `toast.*`.
 */
export function loginToastMessageKey(key: LoginToastKey): string {
  const code = /^login-error-(.+)$/.exec(key)?.[1];
  return code === undefined ? `toast.${key}` : `login.error.${code}`;
}

/**
 * spec shell §8: the catalogue key of a failed login call's toast. A non-HTTP failure is
 * logged, as the spec asks.
 */
export function loginErrorKey(error: unknown): string {
  if (error instanceof ApiRequestError && OWN_CODES.has(error.code)) {
    return `login.error.${error.code}`;
  }
  const failure = loginFailureOf(error);
  if (failure.kind === 'nonHttp') console.error('login failed without an HTTP answer', error);
  return loginToastMessageKey(loginErrorToastKey(failure));
}

/** The key of a login failure that is not a call's (empty credentials, no jwe_token). */
export function loginFailureKey(failure: LoginFailure): string {
  return loginToastMessageKey(loginErrorToastKey(failure));
}

/** The second step's own refusals (code or answer), by the platform's code. */
const SECOND_STEP_KEYS: Readonly<Record<string, string>> = {
  OTP_INVALID: 'login.otp.wrongCode',
  OTP_EXPIRED: 'login.otp.expired',
  OTP_BURNED: 'login.otp.burned',
  SECURITY_ANSWER_INVALID: 'login.securityQuestion.wrongAnswer',
  LOGIN_STEP_EXPIRED: 'login.stepExpired',
};

/**
 * spec shell §4 step 3: a wrong code or answer leaves the form open with the returned message —
 * here the current language's text of the platform's refusal (a wrong code, an expired one, the
 * resend wait); anything else reads as a login failure would (§8).
 */
export function secondStepErrorText(error: unknown, t: Translate): string {
  if (error instanceof ApiRequestError) {
    const key = SECOND_STEP_KEYS[error.code];
    if (key !== undefined) return t(key);
    if (error.code === 'OTP_RESEND_LOCKED') {
      const body = error.body as { retryAfterSeconds?: unknown } | null;
      const seconds = body?.retryAfterSeconds;
      if (typeof seconds === 'number' && Number.isFinite(seconds)) {
        return t('login.otp.resendLocked', { seconds });
      }
    }
  }
  return t(loginErrorKey(error));
}
