/**
 * Login security rules the platform enforces and the web explains (spec shell-and-session §4
 * login flow and OTP timer, §9 OTP constants; Touchline decisions where the spec is silent):
 * the escalating one-time-code resend lockout, the try limits, the security-answer and username
 * normalisation, and the new-password policy.
 */
import { err, ok, type Result } from '@touchline/betting';
import { OTP_RESEND_LOCKOUT_SECONDS, OTP_RESEND_LOCKOUT_STEP_SECONDS } from './otp-countdown';

/** Decision: a one-time code is burned after 5 wrong tries; a new one must then be requested. */
export const OTP_MAX_WRONG_TRIES = 5;

/** Decision: a pending login ends after 5 wrong security answers (password needed again). */
export const SECURITY_ANSWER_MAX_WRONG = 5;

/**
 * spec shell §9: "resend lockout 295 seconds in 59-second steps". Read as an escalating wait:
 * after the n-th code sent to a player (within the code's 30-minute validity, since the last
 * code that was used), the next code can be requested 59 × n seconds after it was sent, capped
 * at 295 seconds (5 steps, the UI's "after 5 minutes"). The first wait equals the 59-second
 * countdown (§4 OTP timer), so the countdown and the server agree.
 */
export function otpResendWaitSeconds(codesSent: number): number {
  if (!Number.isFinite(codesSent) || codesSent <= 0) return 0;
  return Math.min(
    OTP_RESEND_LOCKOUT_STEP_SECONDS * Math.floor(codesSent),
    OTP_RESEND_LOCKOUT_SECONDS,
  );
}

/**
 * Seconds left before a new code may be requested: `codesSent` codes, the newest sent at
 * `lastSentAtMs`. 0 means a code may be requested now.
 */
export function otpResendSecondsLeft(
  codesSent: number,
  lastSentAtMs: number | null,
  nowMs: number,
): number {
  if (lastSentAtMs === null) return 0;
  const readyAt = lastSentAtMs + otpResendWaitSeconds(codesSent) * 1000;
  return Math.max(0, Math.ceil((readyAt - nowMs) / 1000));
}

/** Usernames compare trimmed and without case (spec shell §5: the username is trimmed). */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * Decision: security answers compare after Unicode NFKC normalisation, trimming, collapsing
 * inner whitespace and ignoring case, so "  Touchline  ROVERS" matches "touchline rovers".
 */
export function normaliseSecurityAnswer(answer: string): string {
  return answer.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

export const PASSWORD_POLICY_MESSAGES = {
  tooShort: `The new password must have at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `The new password must have at most ${PASSWORD_MAX_LENGTH} characters`,
  sameAsUsername: 'The new password must differ from the username',
  unchanged: 'The new password must differ from the current one',
} as const;
export type PasswordPolicyMessage =
  (typeof PASSWORD_POLICY_MESSAGES)[keyof typeof PASSWORD_POLICY_MESSAGES];

/**
 * Decision (NIST SP 800-63B style): length 8–256 characters (code points), not the username,
 * not the current password; no composition rules.
 */
export function validateNewPassword(input: {
  readonly username: string;
  readonly currentPassword: string;
  readonly newPassword: string;
}): Result<string, PasswordPolicyMessage> {
  const length = [...input.newPassword].length;
  if (length < PASSWORD_MIN_LENGTH) return err(PASSWORD_POLICY_MESSAGES.tooShort);
  if (length > PASSWORD_MAX_LENGTH) return err(PASSWORD_POLICY_MESSAGES.tooLong);
  if (normaliseUsername(input.newPassword) === normaliseUsername(input.username)) {
    return err(PASSWORD_POLICY_MESSAGES.sameAsUsername);
  }
  if (input.newPassword === input.currentPassword) return err(PASSWORD_POLICY_MESSAGES.unchanged);
  return ok(input.newPassword);
}
