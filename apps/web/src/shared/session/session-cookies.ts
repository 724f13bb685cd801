import { TERMS_COOKIE, type TermsOfUseAnswer } from '@touchline/site';

/**
 * The platform's session fingerprint cookie (issue-5 design "Session completion"): readable by
 * the page, never the token itself, and it changes whenever the session token changes. It is the
 * "external token cookie" the spec compares with the stored token (shell §4 Auth synchronisation).
 */
export const SESSION_FINGERPRINT_COOKIE = 'tl_fp';

/** A cookie's value from `document.cookie`, or null (also on the server). */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    try {
      return value === '' ? null : decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}

export function readSessionFingerprint(): string | null {
  return readCookie(SESSION_FINGERPRINT_COOKIE);
}

/** A year: the terms answer outlives the session (the server keeps the real record). */
const TERMS_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** spec shell §4, §9: the terms-of-use answer in the pToU cookie (accept or decline). */
export function writeTermsCookie(answer: TermsOfUseAnswer): void {
  const value = answer === 'accept' ? TERMS_COOKIE.accept : TERMS_COOKIE.decline;
  document.cookie = `${TERMS_COOKIE.name}=${value}; Path=/; Max-Age=${TERMS_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

export function readTermsCookie(): string | null {
  return readCookie(TERMS_COOKIE.name);
}

/**
 * The fingerprint this page last knew: the cookie when the page loaded, updated when this page
 * itself logs in or gets a new token. spec shell §4: when the tab becomes visible the page
 * reloads if the cookie no longer matches it (another tab logged in or out).
 */
let knownFingerprint: string | null | undefined;

export function knownSessionFingerprint(): string | null {
  if (knownFingerprint === undefined) knownFingerprint = readSessionFingerprint();
  return knownFingerprint;
}

export function rememberSessionFingerprint(fingerprint: string | null): void {
  knownFingerprint = fingerprint;
}
