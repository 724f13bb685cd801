/**
 * One-time-code timers (spec shell-and-session §4 OTP timer, §9): the request-new-code countdown
 * with resume from a stored start, and the resend lockout and validity the platform enforces.
 */

/** spec shell §4: the request-new-code countdown starts at 59 seconds. */
export const OTP_COUNTDOWN_SECONDS = 59;
/** spec shell §9: resend lockout of 295 seconds, counted in 59-second steps (5 steps). */
export const OTP_RESEND_LOCKOUT_SECONDS = 295;
export const OTP_RESEND_LOCKOUT_STEP_SECONDS = 59;
export const OTP_RESEND_LOCKOUT_STEPS =
  OTP_RESEND_LOCKOUT_SECONDS / OTP_RESEND_LOCKOUT_STEP_SECONDS;
/** spec shell §9: the UI says a new code can be requested after 5 minutes. */
export const OTP_RESEND_LOCKOUT_DISPLAY_MINUTES = 5;
/** spec shell §9: the dialog says the code is valid for 30 minutes. */
export const OTP_CODE_VALIDITY_MINUTES = 30;
export const OTP_CODE_VALIDITY_SECONDS = OTP_CODE_VALIDITY_MINUTES * 60;

/** The stored-start key prefix; the start time is stored per user (spec shell §4). */
const OTP_COUNTDOWN_STORAGE_PREFIX = 'otp-countdown-start:';

/** spec shell §4: the storage key of a user's countdown start (usernames compare ignoring case). */
export function otpCountdownStorageKey(username: string): string {
  return `${OTP_COUNTDOWN_STORAGE_PREFIX}${username.trim().toLowerCase()}`;
}

export interface OtpCountdown {
  /** Epoch ms the countdown started; store it under `otpCountdownStorageKey`. */
  readonly startedAt: number;
  /** Whole seconds left, 59 down to 0. */
  readonly remainingSeconds: number;
  /** spec shell §4: request-new-code is enabled only at 0. */
  readonly canRequestNewCode: boolean;
}

/**
 * The countdown at `now` for a start time: 59 at the start, one less per elapsed whole second,
 * never below 0 nor above 59 (a start in the future, from a changed clock, reads as 59).
 */
export function otpCountdownAt(startedAt: number, now: number): OtpCountdown {
  const elapsedSeconds = Math.max(0, Math.floor((now - startedAt) / 1000));
  const remainingSeconds = Math.max(0, OTP_COUNTDOWN_SECONDS - elapsedSeconds);
  return { startedAt, remainingSeconds, canRequestNewCode: remainingSeconds === 0 };
}

/**
 * spec shell §4: opening the OTP form resumes the countdown from the user's stored start; with
 * nothing stored (or an unreadable value) a new countdown starts now.
 */
export function resumeOtpCountdown(
  storedStart: number | null | undefined,
  now: number,
): OtpCountdown {
  const valid = typeof storedStart === 'number' && Number.isFinite(storedStart);
  return otpCountdownAt(valid ? storedStart : now, now);
}

/** Requesting a new code restarts the countdown at 59 seconds. */
export function restartOtpCountdown(now: number): OtpCountdown {
  return otpCountdownAt(now, now);
}

/** The countdown as m:ss for the request-new-code button. */
export function formatOtpCountdown(remainingSeconds: number): string {
  const total = Math.max(0, Math.floor(remainingSeconds));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
