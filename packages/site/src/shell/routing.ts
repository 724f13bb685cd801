/**
 * Locale routing rules of the page shell (spec shell-and-session §2, §9): every page path starts
 * with a two-letter locale segment; links are localised; unconfigured locales redirect.
 */

/** spec shell §9: the default locale is en. */
export const DEFAULT_SITE_LOCALE = 'en';
/** spec shell §9: the fallback language header is en-GB. */
export const FALLBACK_LANGUAGE_HEADER = 'en-GB';

/**
 * spec shell §7, §9: the language header (X-Accept-Language) of a call — the page's language
 * when it is a language tag (`en`, `pt-BR`), else the fallback en-GB (a call made with no page
 * language, or with a value no server would read).
 */
export function languageHeader(locale: string | null | undefined): string {
  const tag = locale?.trim() ?? '';
  return /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})?$/.test(tag) ? tag : FALLBACK_LANGUAGE_HEADER;
}

/** spec shell §2: the first path segment is a two-letter locale (either case counts as one). */
const LOCALE_SEGMENT_PATTERN = /^[A-Za-z]{2}$/;

/** A URL with a scheme (`https:`, `mailto:`) or protocol-relative (`//host`): never localised. */
const ABSOLUTE_URL_PATTERN = /^(?:[A-Za-z][A-Za-z\d+.-]*:|\/\/)/;

/**
 * Paths the platform serves behind the web origin (spec shell §7 call bases, the `/ws` socket and
 * the `/next/svgs` images of §2). They are not pages, so they never get a locale.
 */
const UNLOCALISED_PATH_PATTERN = /^\/(?:xapi|api|auth|accounts|abp|nextapi|ws|next)(?:[/?#]|$)/;

export function isLocaleSegment(segment: string): boolean {
  return LOCALE_SEGMENT_PATTERN.test(segment);
}

/** True for platform and asset paths that must never be localised or redirected. */
export function isUnlocalisedPath(pathname: string): boolean {
  return UNLOCALISED_PATH_PATTERN.test(pathname);
}

interface SplitHref {
  readonly path: string;
  /** Query string and/or hash, with their leading `?` or `#`, or ''. */
  readonly suffix: string;
}

function splitHref(href: string): SplitHref {
  const cut = href.search(/[?#]/);
  return cut === -1
    ? { path: href, suffix: '' }
    : { path: href.slice(0, cut), suffix: href.slice(cut) };
}

/** The path's first segment when it is a locale segment, else null. */
export function localeOfPath(pathname: string): string | null {
  const first = splitHref(pathname).path.split('/')[1] ?? '';
  return isLocaleSegment(first) ? first : null;
}

/**
 * The path without its leading locale segment (`/en/sports` → `/sports`, `/en` → `/`).
 * Paths without a locale segment come back unchanged.
 */
export function stripLocaleSegment(pathname: string): string {
  const { path, suffix } = splitHref(pathname);
  const segments = path.split('/');
  if (!isLocaleSegment(segments[1] ?? '')) return pathname;
  const rest = segments.slice(2).join('/');
  return `/${rest}${suffix}`;
}

/**
 * spec shell §2: a link that already starts with a two-letter locale segment has it replaced by
 * the current locale; a link without one gets the current locale prefixed. Query and hash are
 * kept. Absolute URLs, in-page `#anchors` and platform paths are returned unchanged; a link without a
 * leading slash (CMS menus send `live/sport`) is treated as site-rooted.
 */
export function localiseHref(href: string, locale: string): string {
  if (!isLocaleSegment(locale)) throw new Error(`Invalid locale segment: ${locale}`);
  const target = locale.toLowerCase();
  if (ABSOLUTE_URL_PATTERN.test(href) || href.startsWith('#')) return href;
  const { path, suffix } = splitHref(href);
  const rooted = path.startsWith('/') ? path : `/${path}`;
  if (isUnlocalisedPath(rooted)) return `${rooted}${suffix}`;
  const rest = stripLocaleSegment(rooted);
  return `/${target}${rest === '/' ? '' : rest}${suffix}`;
}

/** A configured language (spec shell §3 Language: id, name, external_locale, locale). */
export interface LocaleLanguage {
  readonly external_locale: string;
}

export interface LocaleRedirectOptions {
  /** The configured languages; a URL locale is matched against their external_locale. */
  readonly languages: readonly LocaleLanguage[];
  /** spec shell §2: the redirect target, default en. */
  readonly defaultLocale?: string;
}

/**
 * The URL locale segment a configured language answers to: its external_locale in lower case,
 * reduced to the primary subtag when it is a region tag (`en-GB`, `pt_BR` → `en`, `pt`).
 */
function languageSegment(language: LocaleLanguage): string {
  return (language.external_locale.split(/[-_]/)[0] ?? '').toLowerCase();
}

/** spec shell §2: the locale redirect is skipped when the path contains a number above 400. */
export function pathHasNumberAbove400(pathname: string): boolean {
  return (splitHref(pathname).path.match(/\d+/g) ?? []).some((digits) => Number(digits) > 400);
}

/**
 * Where a page request must be redirected for its locale segment, or null when it may render.
 * spec shell §2: a locale not among the configured languages (matched by external locale)
 * redirects to the default locale (en), unless the path contains a number above 400. A path
 * without a locale segment gets the default locale prefixed; an upper-case spelling of a
 * configured locale is redirected to its lower-case form. Platform paths are left alone.
 */
export function localeRedirectPath(
  pathname: string,
  options: LocaleRedirectOptions,
): string | null {
  const defaultLocale = (options.defaultLocale ?? DEFAULT_SITE_LOCALE).toLowerCase();
  const { path, suffix } = splitHref(pathname);
  if (isUnlocalisedPath(path)) return null;
  const segments = path.split('/');
  const first = segments[1] ?? '';
  const rest = segments.slice(2);
  const withLocale = (locale: string): string => ['', locale, ...rest].join('/') + suffix;
  if (first === '') return `/${defaultLocale}${suffix}`;
  if (!isLocaleSegment(first)) return `/${defaultLocale}${path}${suffix}`;
  const lower = first.toLowerCase();
  const configured =
    lower === defaultLocale || options.languages.some((l) => languageSegment(l) === lower);
  if (configured) return first === lower ? null : withLocale(lower);
  if (pathHasNumberAbove400(path)) return null;
  return withLocale(defaultLocale);
}

/** spec shell §2: a path containing mybets or open_bets counts as the My Bets screen being open. */
export function isMyBetsPath(pathname: string): boolean {
  const path = splitHref(pathname).path.toLowerCase();
  return path.includes('mybets') || path.includes('open_bets');
}

/** Path without query string and hash (spec shell §2: layouts match the path, query removed). */
export function pathWithoutQuery(href: string): string {
  return splitHref(href).path;
}

/**
 * spec betting-domain §2: live events link to /live/{slug}, other events to /events/{slug}. The
 * slug is one path segment, so it is percent-encoded (a slug never carries a slash). The link
 * has no locale yet: pass it through `localiseHref`.
 */
export function eventHref(event: { readonly slug: string; readonly live: boolean }): string {
  const slug = event.slug.trim();
  if (slug === '') throw new Error('An event link needs a slug');
  return `/${event.live ? 'live' : 'events'}/${encodeURIComponent(slug)}`;
}

const HTTPS_ORIGIN = /^https:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i;
const ROOT_RELATIVE_IMG_SRC = /(<img\b[^>]*?\ssrc=)(["'])(\/(?!\/)[^"']*)\2/gi;

/**
 * spec shell §1 external_widgets_subdomain / external_widgets_subdomain_cms (decision,
 * docs/decisions.md): the origin a widget's own images are served from. An image of the widget
 * HTML written as a root-relative path (`/media/banner.png`) is read from that origin; absolute
 * and `data:` images and every link stay as they are. A setting that is not an https origin
 * changes nothing.
 */
export function rebaseWidgetImages(html: string, widgetsOrigin: string | null | undefined): string {
  const origin = widgetsOrigin?.trim().replace(/\/+$/, '') ?? '';
  if (!HTTPS_ORIGIN.test(origin)) return html;
  return html.replace(
    ROOT_RELATIVE_IMG_SRC,
    (_match, head: string, quote: string, path: string) =>
      `${head}${quote}${origin}${path}${quote}`,
  );
}
