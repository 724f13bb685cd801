/**
 * Login-flow field validation (spec shell-and-session §4 login flow, §5, §8): credentials, the
 * one-time code as typed, the security answer.
 */
import { err, ok, type Result } from '@touchline/betting';

/** spec shell §9: the one-time code has 6 digits. */
export const OTP_CODE_LENGTH = 6;

/** spec shell §5: the field messages, exact texts. */
export const FIELD_MESSAGES = {
  required: 'Field should be required',
  numeric: 'Field should be numeric',
  minimum: 'Minimum requirement not met',
  maximum: 'Maximum requirement not met',
} as const;
export type FieldMessage = (typeof FIELD_MESSAGES)[keyof typeof FIELD_MESSAGES];

/** spec shell §8: the toast key for empty credentials. */
export const INVALID_LOGIN_CREDENTIALS_KEY = 'error-invalid-login-credentials';

export interface LoginFieldValues {
  readonly username: string;
  readonly password: string;
}

/**
 * spec shell §4/§5: the username (trimmed) and the password are both required; otherwise the
 * error-invalid-login-credentials toast shows and no call is made. The password is kept exactly
 * as typed (spaces can be part of it), so only an empty password is missing.
 */
export function validateLoginCredentials(
  input: LoginFieldValues,
): Result<LoginFieldValues, typeof INVALID_LOGIN_CREDENTIALS_KEY> {
  const username = input.username.trim();
  if (username === '' || input.password === '') return err(INVALID_LOGIN_CREDENTIALS_KEY);
  return ok({ username, password: input.password });
}

/** A one-time code that passed validation: exactly 6 ASCII digits. */
export type OtpCode = string & { readonly __brand: 'OtpCode' };

/**
 * spec shell §5: the one-time code checked as typed (no trimming: a space is not numeric).
 * Empty → required; any non-digit → numeric; fewer than 6 → minimum; more than 6 → maximum;
 * exactly 6 digits → success.
 */
export function validateOtpCode(typed: string): Result<OtpCode, FieldMessage> {
  if (typed === '') return err(FIELD_MESSAGES.required);
  if (!/^[0-9]+$/.test(typed)) return err(FIELD_MESSAGES.numeric);
  if (typed.length < OTP_CODE_LENGTH) return err(FIELD_MESSAGES.minimum);
  if (typed.length > OTP_CODE_LENGTH) return err(FIELD_MESSAGES.maximum);
  return ok(typed as OtpCode);
}

/** spec shell §5: OTP submit is enabled only on success. */
export function canSubmitOtpCode(typed: string): boolean {
  return validateOtpCode(typed).ok;
}

/**
 * spec shell §5: the security answer must be non-empty, otherwise "Field should be required".
 * A blank (whitespace-only) answer counts as empty; a valid answer is submitted as typed.
 */
export function validateSecurityAnswer(
  typed: string,
): Result<string, typeof FIELD_MESSAGES.required> {
  return typed.trim() === '' ? err(FIELD_MESSAGES.required) : ok(typed);
}

/** spec shell §5: security-answer submit is enabled only while the answer is valid. */
export function canSubmitSecurityAnswer(typed: string): boolean {
  return validateSecurityAnswer(typed).ok;
}
