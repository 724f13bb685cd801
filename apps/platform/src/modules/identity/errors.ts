/**
 * Identity's error answers. Login failures carry the spec's code and status (shell §8, through
 * packages/betting login-errors.ts) and `reasonJson.responseCode`; Touchline's own codes for
 * what the spec does not cover (rate limits, responsible gambling, the second step) follow
 * the same shape so the web can map them the same way.
 */
import { assertNever } from '@touchline/betting';
import { LOGIN_RESPONSE_CODES, type LoginResponseCode } from '@touchline/site';
import { AppError, ERROR_CODES } from '../../http/errors';

/** spec shell §8: a login error with its status, text and reasonJson.responseCode. */
export function loginError(code: LoginResponseCode, extra: Record<string, unknown> = {}): AppError {
  const entry = LOGIN_RESPONSE_CODES[code];
  return new AppError(entry.status, code, entry.text, {
    reasonJson: { responseCode: code },
    ...extra,
  });
}

export const IDENTITY_CODES = {
  rateLimited: 'RATE_LIMITED',
  selfExcluded: 'SELF_EXCLUDED',
  timedOut: 'TIMED_OUT',
  twoFactorRequired: 'TWO_FACTOR_REQUIRED',
  loginStepExpired: 'LOGIN_STEP_EXPIRED',
  wrongLoginStep: 'WRONG_LOGIN_STEP',
  otpInvalid: 'OTP_INVALID',
  otpExpired: 'OTP_EXPIRED',
  otpBurned: 'OTP_BURNED',
  otpResendLocked: 'OTP_RESEND_LOCKED',
  answerInvalid: 'SECURITY_ANSWER_INVALID',
  invalidCurrentPassword: 'INVALID_CURRENT_PASSWORD',
  accountInactive: 'ACCOUNT_INACTIVE',
  themeDisabled: 'THEME_SWITCHING_DISABLED',
  withdrawOnly: 'WITHDRAW_ONLY_SESSION',
  termsNotAccepted: 'TERMS_NOT_ACCEPTED',
} as const;

const secondsUntil = (until: Date, now: Date): number =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

/** 429 before any hashing; the Retry-After header is set from `retryAfterSeconds`. */
export function rateLimited(retryAfterSeconds: number): AppError {
  return new AppError(
    429,
    IDENTITY_CODES.rateLimited,
    'Too many attempts. Please try again later.',
    {
      retryAfterSeconds,
    },
  );
}

/** INT008 for a temporary lockout after too many failures, with its end. */
export function lockedOut(until: Date, now: Date): AppError {
  return loginError('INT008', {
    lockedUntil: until.toISOString(),
    retryAfterSeconds: secondsUntil(until, now),
  });
}

/**
 * A time-out or self-exclusion in force (403; the end is null when permanent). `extra` carries
 * the withdraw-only session a login opened instead (login-service).
 */
export function excluded(
  kind: 'time_out' | 'self_exclusion',
  until: Date | null,
  extra: Record<string, unknown> = {},
): AppError {
  const code = kind === 'time_out' ? IDENTITY_CODES.timedOut : IDENTITY_CODES.selfExcluded;
  const message =
    kind === 'time_out'
      ? 'You have taken a break from betting until the time shown.'
      : 'You have excluded yourself from betting.';
  return new AppError(403, code, message, {
    reasonJson: { responseCode: code },
    until: until ? until.toISOString() : null,
    permanent: until === null,
    ...extra,
  });
}

/** A withdraw-only session (an excluded player's) on anything but reading and withdrawing. */
export const withdrawOnlySession = (): AppError =>
  new AppError(
    403,
    IDENTITY_CODES.withdrawOnly,
    'While your break or self-exclusion lasts you can only see your account and withdraw.',
  );

export const unauthorized = (
  message: string,
  logoutReason: 'unauthorized' | 'jwe_token_expired' = 'unauthorized',
): AppError => new AppError(401, ERROR_CODES.unauthorized, message, { logoutReason });

/** The brand's current terms of use await the player's answer (spec shell §4 terms popup). */
export const termsNotAccepted = (version: string): AppError =>
  new AppError(
    403,
    IDENTITY_CODES.termsNotAccepted,
    'Please accept the current terms of use before you bet or use the cashier.',
    { termsVersion: version },
  );

export const forbidden = (message: string): AppError =>
  new AppError(403, ERROR_CODES.forbidden, message);

export const invalidRequest = (message: string): AppError =>
  new AppError(400, ERROR_CODES.invalidRequest, message);

/** The second login step is missing, finished or older than 30 minutes: log in again. */
export const loginStepExpired = (): AppError =>
  new AppError(
    401,
    IDENTITY_CODES.loginStepExpired,
    'This login has expired. Please log in again.',
  );

/** spec shell §8: the codes of a correct password on an account that may not log in. */
export function statusError(status: 'suspended' | 'locked' | 'pending_activation'): AppError {
  switch (status) {
    case 'suspended':
      return loginError('INT009');
    case 'locked':
      return loginError('INT008');
    case 'pending_activation':
      return loginError('INT056');
    default:
      return assertNever(status, 'account status');
  }
}

/** A session whose account is no longer active (403; the web logs out, shell §4). */
export const accountInactive = (status: string): AppError =>
  new AppError(403, IDENTITY_CODES.accountInactive, 'This account is not active', {
    accountStatus: status,
  });
