/** The configured languages (shell §2). Adding one here is the whole switch. */
export const LOCALES = ['en'] as const;
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
