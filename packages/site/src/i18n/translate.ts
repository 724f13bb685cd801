/**
 * Translation rules (issue 10; spec shell-and-session §2 mode=translations, §9 default locale en
 * and fallback language header en-GB): the site's languages, looking a key up with the English
 * fallback, `{name}` interpolation, plural forms, and the completeness checks of a catalogue.
 *
 * Pure: the catalogues (config/i18n/*.json) are read and parsed by the caller and handed in.
 */
import { FALLBACK_LANGUAGE_HEADER } from '../shell/routing';
import { formatNumber } from './locale-format';

/** A flat catalogue: dot-namespaced keys (`betslip.placeBet`) to texts. */
export type TranslationCatalogue = Readonly<Record<string, string>>;

/** Values for a text's `{name}` placeholders. Numbers are written in the locale's digits. */
export type TranslationParams = Readonly<Record<string, string | number | bigint>>;

/**
 * The languages the site ships, by their two-letter route segment (spec shell §2): the BCP-47
 * locale used for plurals, numbers and dates, and the catalogue file that holds their texts.
 * Decision: en is en-GB (the spec's fallback language header), pt is Brazilian Portuguese.
 */
export const SITE_LANGUAGES = {
  en: { locale: 'en-GB', catalogue: 'en' },
  es: { locale: 'es-ES', catalogue: 'es' },
  pt: { locale: 'pt-BR', catalogue: 'pt-BR' },
  de: { locale: 'de-DE', catalogue: 'de' },
  tr: { locale: 'tr-TR', catalogue: 'tr' },
} as const;
export type SiteLanguage = keyof typeof SITE_LANGUAGES;
export type CatalogueId = (typeof SITE_LANGUAGES)[SiteLanguage]['catalogue'];

/** Every catalogue, English first: the one every other falls back to. */
export const CATALOGUE_IDS: readonly CatalogueId[] = Object.values(SITE_LANGUAGES).map(
  (language) => language.catalogue,
);
export const FALLBACK_CATALOGUE: CatalogueId = 'en';

export function isSiteLanguage(value: string): value is SiteLanguage {
  return Object.hasOwn(SITE_LANGUAGES, value);
}

/** The site language of a route segment or language tag ('PT', 'pt-BR' → 'pt'), or null. */
function siteLanguageOf(language: string): SiteLanguage | null {
  const primary = language.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isSiteLanguage(primary) ? primary : null;
}

/**
 * The BCP-47 locale of a two-letter route segment (or a language tag): en → en-GB, es → es-ES,
 * pt → pt-BR, de → de-DE, tr → tr-TR. A language the site does not ship formats as en-GB, like
 * the English texts it falls back to (spec shell §9: fallback language header en-GB).
 */
export function localeOf(language: string): string {
  const site = siteLanguageOf(language);
  return site === null ? FALLBACK_LANGUAGE_HEADER : SITE_LANGUAGES[site].locale;
}

/** The catalogue of a route segment or language tag; English for a language not shipped. */
export function catalogueOf(language: string): CatalogueId {
  const site = siteLanguageOf(language);
  return site === null ? FALLBACK_CATALOGUE : SITE_LANGUAGES[site].catalogue;
}

/** A key's text when the catalogue has one worth showing: present, own, non-blank. */
function usableText(catalogue: TranslationCatalogue, key: string): string | null {
  if (!Object.hasOwn(catalogue, key)) return null;
  const text = catalogue[key];
  return typeof text === 'string' && text.trim() !== '' ? text : null;
}

/** `{name}`: a letter or underscore, then letters, digits or underscores. */
const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The distinct placeholder names of a text, sorted. */
export function placeholdersOf(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1] ?? ''))].sort();
}

/**
 * Fills `{name}` placeholders in one pass: a value is inserted as it is (a `{x}` inside a value
 * is never expanded again); a placeholder without a value stays visible, so a missing parameter
 * shows up on screen instead of silently vanishing. Numbers get the locale's digits (0–2
 * decimals, spec shell §9); money and odds are formatted by the caller beforehand.
 */
export function interpolate(
  template: string,
  params: TranslationParams | undefined,
  locale: string,
): string {
  if (params === undefined) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    if (!Object.hasOwn(params, name)) return whole;
    const value = params[name];
    if (typeof value === 'string') return value;
    if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
    return value === undefined ? whole : formatNumber(value, locale);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (rules === undefined) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** Where a text came from: the player's catalogue, the English fallback, or nowhere (the key). */
export type TranslationSource = 'catalogue' | 'fallback' | 'key';
export interface Resolution {
  readonly source: TranslationSource;
  readonly text: string;
}

export interface TranslatorOptions {
  /** BCP-47 locale for plural rules and numbers (see `localeOf`). */
  readonly locale: string;
  /** The player's language's catalogue. */
  readonly catalogue: TranslationCatalogue;
  /** The English catalogue (spec shell §9: default locale en). */
  readonly fallback: TranslationCatalogue;
}

export interface Translator {
  readonly locale: string;
  /** The text of a key with its placeholders filled: the language's, else English, else the key. */
  readonly t: (key: string, params?: TranslationParams) => string;
  /**
   * A counted text: `{key}.{category}` by the locale's plural rules (`one`, `other`, and `few` or
   * `many` where the language has them), then `{key}.other`; the same in English; then the key.
   * `{count}` is filled with the count.
   */
  readonly plural: (key: string, count: number, params?: TranslationParams) => string;
  /** The uninterpolated text and where it came from (mode=translations marks fallbacks). */
  readonly resolve: (key: string) => Resolution;
}

export function createTranslator({ locale, catalogue, fallback }: TranslatorOptions): Translator {
  const resolve = (key: string): Resolution => {
    const own = usableText(catalogue, key);
    if (own !== null) return { source: 'catalogue', text: own };
    const english = usableText(fallback, key);
    if (english !== null) return { source: 'fallback', text: english };
    return { source: 'key', text: key };
  };

  const t = (key: string, params?: TranslationParams): string =>
    interpolate(resolve(key).text, params, locale);

  const plural = (key: string, count: number, params?: TranslationParams): string => {
    const values = { count, ...params };
    const own =
      usableText(catalogue, `${key}.${pluralCategory(locale, count)}`) ??
      usableText(catalogue, `${key}.other`);
    // The English fallback counts by English rules: a language's `few` means nothing there.
    const text =
      own ??
      usableText(fallback, `${key}.${pluralCategory(localeOf(FALLBACK_CATALOGUE), count)}`) ??
      usableText(fallback, `${key}.other`);
    return text === null ? key : interpolate(text, values, locale);
  };

  return { locale, t, plural, resolve };
}

/** A translator for a route segment, from the catalogues by id (English must be among them). */
export function translatorFor(
  language: string,
  catalogues: Readonly<Partial<Record<CatalogueId, TranslationCatalogue>>>,
): Translator {
  const fallback = catalogues[FALLBACK_CATALOGUE] ?? {};
  return createTranslator({
    locale: localeOf(language),
    catalogue: catalogues[catalogueOf(language)] ?? fallback,
    fallback,
  });
}

/** Keys English has that the other catalogue lacks or leaves blank, in English's order. */
export function missingKeys(english: TranslationCatalogue, other: TranslationCatalogue): string[] {
  return Object.keys(english).filter((key) => usableText(other, key) === null);
}

export interface PlaceholderMismatch {
  readonly key: string;
  /** English's placeholder names, sorted. */
  readonly expected: readonly string[];
  readonly actual: readonly string[];
}

/** Keys whose translation has not exactly English's set of `{name}` placeholders. */
export function placeholderMismatches(
  english: TranslationCatalogue,
  other: TranslationCatalogue,
): PlaceholderMismatch[] {
  return Object.keys(english).flatMap((key) => {
    const source = usableText(english, key);
    const target = usableText(other, key);
    if (source === null || target === null) return [];
    const expected = placeholdersOf(source);
    const actual = placeholdersOf(target);
    const same =
      expected.length === actual.length && expected.every((name, i) => name === actual[i]);
    return same ? [] : [{ key, expected, actual }];
  });
}

export interface TranslationReport {
  /** English keys the catalogue lacks: they show in English (spec shell §2 mode=translations). */
  readonly missing: readonly string[];
  /** Keys English does not have: dead or misspelt, never shown. */
  readonly unknown: readonly string[];
  readonly placeholderMismatches: readonly PlaceholderMismatch[];
  /** Share of English's keys the catalogue translates, 0–1. */
  readonly coverage: number;
}

/** What `mode=translations` prints for a catalogue measured against English. */
export function translationReport(
  english: TranslationCatalogue,
  catalogue: TranslationCatalogue,
): TranslationReport {
  const total = Object.keys(english).length;
  const missing = missingKeys(english, catalogue);
  return {
    missing,
    unknown: Object.keys(catalogue).filter((key) => !Object.hasOwn(english, key)),
    placeholderMismatches: placeholderMismatches(english, catalogue),
    coverage: total === 0 ? 1 : (total - missing.length) / total,
  };
}

/** spec shell §2: the query flag `mode=translations` prints the missing translation keys. */
export function isTranslationsMode(search: string): boolean {
  return new URLSearchParams(search).getAll('mode').includes('translations');
}

const LOGIN_TOAST = /^login-error-(.+)$/;

/**
 * The catalogue key of a toast key of spec shell §8 / betting-domain §8: login-error-{code} →
 * `login.error.{code}`; every other toast key (error-500, choice-saved, …) → `toast.{key}`.
 */
export function toastTextKey(toastKey: string): string {
  const code = LOGIN_TOAST.exec(toastKey)?.[1];
  return code === undefined ? `toast.${toastKey}` : `login.error.${code}`;
}

/** The catalogue key of a betslip response code (betting-domain §8): RES-00034 → res.RES-00034. */
export function resCodeTextKey(code: string): string {
  return `res.${code}`;
}
