import { ENDPOINTS } from '@touchline/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverEnv } from '../../config/server-env';
import { jsonResponse } from '../../testing/render-with-client';
import {
  BRAND_LANGUAGES_RETRY_MS,
  BRAND_LANGUAGES_TTL_MS,
  brandLanguages,
  FALLBACK_LANGUAGES,
  localeSegmentOf,
  resetBrandLanguagesCache,
} from '../brand-languages';

const NIGHTJAR = {
  default: 'es',
  languages: [
    { id: 1, name: 'English', external_locale: 'en', locale: 'en' },
    { id: 2, name: 'Español', external_locale: 'es', locale: 'es' },
  ],
};

describe('the brand’s languages in the proxy (spec shell §2)', () => {
  beforeEach(() => {
    resetBrandLanguagesCache();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the platform’s languages call: the brand’s default language and its languages', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(NIGHTJAR)));
    vi.stubGlobal('fetch', fetchMock);
    await expect(brandLanguages(1_000)).resolves.toEqual({
      defaultLocale: 'es',
      languages: NIGHTJAR.languages,
    });
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url.startsWith(`${serverEnv().platformUrl}${ENDPOINTS.cms.languages.path}`)).toBe(true);
  });

  it('asks once within the short TTL, then again', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(NIGHTJAR)));
    vi.stubGlobal('fetch', fetchMock);
    await brandLanguages(1_000);
    await brandLanguages(1_000 + BRAND_LANGUAGES_TTL_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await brandLanguages(1_000 + BRAND_LANGUAGES_TTL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('falls back to en when the platform is down, and asks again soon', async () => {
    const down = vi.fn(() => Promise.reject(new TypeError('connect ECONNREFUSED')));
    vi.stubGlobal('fetch', down);
    await expect(brandLanguages(1_000)).resolves.toBe(FALLBACK_LANGUAGES);
    expect(FALLBACK_LANGUAGES.defaultLocale).toBe('en');
    await brandLanguages(1_000 + BRAND_LANGUAGES_RETRY_MS - 1);
    expect(down).toHaveBeenCalledTimes(1);
    const up = vi.fn(() => Promise.resolve(jsonResponse(NIGHTJAR)));
    vi.stubGlobal('fetch', up);
    await expect(brandLanguages(1_000 + BRAND_LANGUAGES_RETRY_MS)).resolves.toMatchObject({
      defaultLocale: 'es',
    });
  });

  it('a malformed answer is the fallback too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ default: 'es' }))),
    );
    await expect(brandLanguages(1_000)).resolves.toBe(FALLBACK_LANGUAGES);
  });

  it('turns external locales into URL segments', () => {
    expect(localeSegmentOf('pt-BR')).toBe('pt');
    expect(localeSegmentOf('en_GB')).toBe('en');
    expect(localeSegmentOf('DE')).toBe('de');
    expect(localeSegmentOf('fil')).toBeNull();
  });
});
