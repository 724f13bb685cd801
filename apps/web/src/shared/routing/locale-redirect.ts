import { localeRedirectPath as bettingLocaleRedirectPath } from '@touchline/site';
import { DEFAULT_LOCALE, LOCALES } from '../config/locales';

/** HTTP paths the platform serves (proxied, never localised). /ws is the WebSocket rewrite. */
const PLATFORM_PATH = /^\/(?:xapi|api|auth|accounts)(?:\/|$)/;

export function isPlatformPath(pathname: string): boolean {
  return PLATFORM_PATH.test(pathname);
}

const LANGUAGES = LOCALES.map((locale) => ({ external_locale: locale }));

/**
 * Where a page request must be redirected for its locale segment, or null when it may render:
 * the spec shell §2 rule of packages/betting with the configured languages.
 */
export function localeRedirectPath(pathname: string): string | null {
  if (isPlatformPath(pathname) || pathname === '/ws') return null;
  return bettingLocaleRedirectPath(pathname, {
    languages: LANGUAGES,
    defaultLocale: DEFAULT_LOCALE,
  });
}
