/**
 * The languages the web has translation catalogues for (config/i18n; shell §2). Which of them a
 * brand offers comes from the platform's languages call; a segment outside this list redirects
 * to the default locale.
 */
export const LOCALES = ['en', 'es', 'pt', 'de', 'tr'] as const;
export type Locale = (typeof LOCALES)[number];

/** spec shell §9: the default locale is en. */
export const DEFAULT_LOCALE: Locale = 'en';

/** spec shell §2: every path starts with a two-letter locale segment. */
export const LOCALE_SEGMENT = /^[a-z]{2}$/;

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** The language a page is rendered in: the segment when configured, else the default. */
export function resolveLocale(segment: string): Locale {
  return isLocale(segment) ? segment : DEFAULT_LOCALE;
}
