import { ENDPOINTS } from '@touchline/contract';
import { serverClient } from '../api/server-client';
import { DEFAULT_LOCALE, LOCALES, LOCALE_SEGMENT } from '../config/locales';

/**
 * The brand's languages as the locale redirect reads them (spec shell §2): the configured
 * languages (matched by external locale) and the default locale the redirect sends to.
 */
export interface BrandLanguages {
  readonly defaultLocale: string;
  readonly languages: readonly { readonly external_locale: string }[];
}

/**
 * When the platform cannot be asked: the languages the web has catalogues for and the spec's
 * default locale, en (shell §9).
 */
export const FALLBACK_LANGUAGES: BrandLanguages = {
  defaultLocale: DEFAULT_LOCALE,
  languages: LOCALES.map((locale) => ({ external_locale: locale })),
};

/** How long an answer is used (a brand's default language changes rarely, but it does change). */
export const BRAND_LANGUAGES_TTL_MS = 30_000;
/** A failed read is retried this soon, so a platform that comes back is seen quickly. */
export const BRAND_LANGUAGES_RETRY_MS = 5_000;

/** The URL segment of an external locale: `pt-BR`, `pt_BR` → `pt`; not a segment → null. */
export function localeSegmentOf(externalLocale: string): string | null {
  const segment = (externalLocale.split(/[-_]/)[0] ?? '').toLowerCase();
  return LOCALE_SEGMENT.test(segment) ? segment : null;
}

async function fetchBrandLanguages(): Promise<BrandLanguages> {
  const answer = await serverClient({ cms: ENDPOINTS.cms }, DEFAULT_LOCALE).cms.languages({
    query: {},
  });
  const defaultLocale = localeSegmentOf(answer.default) ?? DEFAULT_LOCALE;
  return { defaultLocale, languages: answer.languages };
}

let cache: { readonly until: number; readonly value: Promise<BrandLanguages> } | null = null;

/**
 * The brand's languages from the platform's languages call, kept for a short time in the proxy
 * (every page request passes through it). Never rejects: a platform that is down gives the
 * fallback (default locale en), retried after a few seconds.
 */
export function brandLanguages(now: number = Date.now()): Promise<BrandLanguages> {
  if (cache && now < cache.until) return cache.value;
  const value = fetchBrandLanguages().catch((error: unknown) => {
    console.warn(
      `[touchline] the brand's languages could not be read; using en for now: ${String(error)}`,
    );
    cache = { until: now + BRAND_LANGUAGES_RETRY_MS, value: Promise.resolve(FALLBACK_LANGUAGES) };
    return FALLBACK_LANGUAGES;
  });
  cache = { until: now + BRAND_LANGUAGES_TTL_MS, value };
  return value;
}

/** Tests start from an empty cache. */
export function resetBrandLanguagesCache(): void {
  cache = null;
}
