/**
 * Login errors (spec shell-and-session §8): the failure → toast key mapping, the login response
 * codes with the HTTP status that carries each, and the English texts.
 */
import { assertNever } from '@touchline/betting';
import { NOTIFICATIONS } from '../shell/notifications';
import { INVALID_LOGIN_CREDENTIALS_KEY } from './validation';

/**
 * spec shell §8: the login response codes (reasonJson.responseCode). The spec pairs INT003, INT009
 * and INT008 with 401, 402 and 403; the others get a status from the coded list (401, 402, 403,
 * 421, 500) so the web maps them by code: pending activation 421, provider fetch error 500, token
 * quota 403.
 */
export const LOGIN_RESPONSE_CODES = {
  INT003: { status: 401, reason: 'invalidCredentials', text: 'Invalid username or password.' },
  INT009: {
    status: 402,
    reason: 'accountSuspended',
    text: 'Your account is suspended. Please contact support.',
  },
  INT008: {
    status: 403,
    reason: 'accountLocked',
    text: 'Your account is locked. Please contact support.',
  },
  INT001: {
    status: 500,
    reason: 'thirdPartyProviderFetchError',
    text: 'We could not reach a partner service. Please try again later.',
  },
  INT051: {
    status: 403,
    reason: 'tokenQuotaExceeded',
    text: 'Too many sessions are open for this account. Please try again later.',
  },
  INT056: { status: 421, reason: 'pendingActivation', text: 'Your account is pending activation.' },
} as const;
export type LoginResponseCode = keyof typeof LOGIN_RESPONSE_CODES;

export function isLoginResponseCode(code: string): code is LoginResponseCode {
  return Object.hasOwn(LOGIN_RESPONSE_CODES, code);
}

/** spec shell §8: statuses whose reasonJson.responseCode picks the toast. */
export const LOGIN_CODED_STATUSES: readonly number[] = [401, 402, 403, 421, 500];
/** spec shell §8: statuses with their own toast when no code came back. */
const LOGIN_UNCODED_STATUSES: readonly number[] = [401, 402, 403];

/** spec shell §8: what went wrong with a login, as the web sees it. */
export type LoginFailure =
  /** An HTTP response with an error status (and the body's reasonJson.responseCode, if any). */
  | { readonly kind: 'http'; readonly status: number; readonly responseCode?: string | null }
  /** No HTTP response: network failure, abort, thrown code. Logged by the caller. */
  | { readonly kind: 'nonHttp' }
  /** The session response had no jwe_token (the caller also raises). */
  | { readonly kind: 'missingJweToken' }
  /** The username or password was empty; no call was made. */
  | { readonly kind: 'emptyCredentials' };

export type LoginToastKey =
  | `login-error-${string}`
  | 'error-400'
  | 'error-404'
  | 'error-500'
  | 'something-went-wrong'
  | typeof INVALID_LOGIN_CREDENTIALS_KEY;

/** A status outside 100–599 is no HTTP answer (fetch reports 0 for network failures). */
function isHttpStatus(status: number): boolean {
  return Number.isInteger(status) && status >= 100 && status <= 599;
}

/**
 * spec shell §8: the login failure → toast key.
 * - 401, 402, 403, 421 or 500 with reasonJson.responseCode → login-error-{responseCode};
 * - 401, 402 or 403 without a code → login-error-{status};
 * - 400 → error-400, 404 → error-404, any other HTTP error → error-500;
 * - a non-HTTP error → something-went-wrong; a session without jwe_token → error-500;
 * - empty credentials → error-invalid-login-credentials.
 */
export function loginErrorToastKey(failure: LoginFailure): LoginToastKey {
  switch (failure.kind) {
    case 'http': {
      const { status } = failure;
      if (!isHttpStatus(status)) return 'something-went-wrong';
      const code = failure.responseCode?.trim();
      if (code && LOGIN_CODED_STATUSES.includes(status)) return `login-error-${code}`;
      if (LOGIN_UNCODED_STATUSES.includes(status)) return `login-error-${status}`;
      if (status === 400) return 'error-400';
      if (status === 404) return 'error-404';
      return 'error-500';
    }
    case 'nonHttp':
      return 'something-went-wrong';
    case 'missingJweToken':
      return 'error-500';
    case 'emptyCredentials':
      return INVALID_LOGIN_CREDENTIALS_KEY;
    default:
      return assertNever(failure, 'login failure');
  }
}

/** spec shell §8: English texts of the login toasts that are not per code. */
export const LOGIN_ERROR_TEXTS = {
  'login-error-401': LOGIN_RESPONSE_CODES.INT003.text,
  'login-error-402': LOGIN_RESPONSE_CODES.INT009.text,
  'login-error-403': LOGIN_RESPONSE_CODES.INT008.text,
  'error-400': 'Please check your internet connection and try again.',
  'error-404': 'We are having connectivity issues. Please try again later.',
  'error-500': 'We are experiencing difficulties at present. Please try again later.',
  'something-went-wrong': 'Something went wrong. Please try again.',
  [INVALID_LOGIN_CREDENTIALS_KEY]: NOTIFICATIONS[INVALID_LOGIN_CREDENTIALS_KEY].text,
} as const;

const LOGIN_CODE_KEY = /^login-error-(.+)$/;

/**
 * The English text of a login toast key. A login-error-{code} with a code outside the catalogue
 * reads as the generic something-went-wrong text.
 */
export function loginToastText(key: LoginToastKey): string {
  if (Object.hasOwn(LOGIN_ERROR_TEXTS, key)) {
    return LOGIN_ERROR_TEXTS[key as keyof typeof LOGIN_ERROR_TEXTS];
  }
  const code = LOGIN_CODE_KEY.exec(key)?.[1];
  if (code !== undefined && isLoginResponseCode(code)) return LOGIN_RESPONSE_CODES[code].text;
  return LOGIN_ERROR_TEXTS['something-went-wrong'];
}

/**
 * spec shell §8: the English text shown for a login failure. A response code outside the
 * catalogue reads as the text the same failure would get without a code (e.g. 401 → invalid
 * credentials, 500 → difficulties at present).
 */
export function loginErrorText(failure: LoginFailure): string {
  if (failure.kind === 'http') {
    const code = failure.responseCode?.trim();
    if (code && !isLoginResponseCode(code)) {
      return loginToastText(loginErrorToastKey({ ...failure, responseCode: null }));
    }
  }
  return loginToastText(loginErrorToastKey(failure));
}
