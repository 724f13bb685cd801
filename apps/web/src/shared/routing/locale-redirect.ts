import { localeRedirectPath as siteLocaleRedirectPath, localiseHref } from '@touchline/site';
import { FALLBACK_LANGUAGES, localeSegmentOf, type BrandLanguages } from './brand-languages';

/** HTTP paths the platform serves (proxied, never localised). /ws is the WebSocket rewrite. */
const PLATFORM_PATH = /^\/(?:xapi|api|auth|accounts)(?:\/|$)/;

export function isPlatformPath(pathname: string): boolean {
  return PLATFORM_PATH.test(pathname);
}

/**
 * Where a page request must be redirected for its locale segment, or null when it may render:
 * the spec shell §2 rule of packages/site with the brand's configured languages and default
 * language (the platform's languages call; en and the web's catalogues when it cannot be read).
 */
export function localeRedirectPath(
  pathname: string,
  brand: BrandLanguages = FALLBACK_LANGUAGES,
): string | null {
  if (isPlatformPath(pathname) || pathname === '/ws') return null;
  return siteLocaleRedirectPath(pathname, {
    languages: brand.languages,
    defaultLocale: brand.defaultLocale,
  });
}

/** spec shell §2 `{origin}/app/{path}`: the app deep link prefix. */
const APP_DEEP_LINK = /^\/app(?:\/|$)/;

/**
 * spec shell §2: an app deep link `/app/{path}` opens `{path}` under the current locale. The
 * current locale is the one of the page the link was followed from (the Referer, when it is a
 * configured locale of this site), otherwise the brand's default language. Null when the path is
 * not a deep link.
 */
export function appDeepLinkPath(
  pathname: string,
  brand: BrandLanguages,
  referrerPath: string | null = null,
): string | null {
  if (!APP_DEEP_LINK.test(pathname)) return null;
  const rest = pathname.slice('/app'.length) || '/';
  const configured = new Set(
    brand.languages.map((l) => localeSegmentOf(l.external_locale)).filter((s) => s !== null),
  );
  const fromReferrer = referrerPath?.split('/')[1]?.toLowerCase() ?? '';
  const locale = configured.has(fromReferrer) ? fromReferrer : brand.defaultLocale;
  // A deep link that already names a locale (/app/es/sports) has it replaced (shell §2 links).
  return localiseHref(rest, locale);
}
