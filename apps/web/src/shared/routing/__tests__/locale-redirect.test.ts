import { ENDPOINTS } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import { pathOf } from '../../testing/fetch-routes';
import { appDeepLinkPath, localeRedirectPath } from '../locale-redirect';

/** A brand whose default language is Spanish (config/brands/nightjar). */
const SPANISH_FIRST = {
  defaultLocale: 'es',
  languages: [{ external_locale: 'en' }, { external_locale: 'es' }, { external_locale: 'pt-BR' }],
};

describe('localeRedirectPath (spec shell §2)', () => {
  it('lets a configured locale through', () => {
    expect(localeRedirectPath('/en')).toBeNull();
    expect(localeRedirectPath('/en/sports/240-FOOT')).toBeNull();
  });

  it('sends an unconfigured locale to the default one, keeping the rest of the path', () => {
    expect(localeRedirectPath('/fr')).toBe('/en');
    expect(localeRedirectPath('/it/open_bets')).toBe('/en/open_bets');
    expect(localeRedirectPath('/de/open_bets')).toBeNull();
    expect(localeRedirectPath('/EN/sports/240-FOOT')).toBe('/en/sports/240-FOOT');
  });

  it('skips the redirect when the path holds a number above 400', () => {
    expect(localeRedirectPath('/fr/events/1234-a-v-b')).toBeNull();
    expect(localeRedirectPath('/fr/sports/240-FOOT')).toBe('/en/sports/240-FOOT');
    expect(localeRedirectPath('/fr/400')).toBe('/en/400');
  });

  it('prefixes the default locale when there is no locale segment', () => {
    expect(localeRedirectPath('/')).toBe('/en');
    expect(localeRedirectPath('/sports/240-FOOT')).toBe('/en/sports/240-FOOT');
  });

  it('leaves the platform paths alone', () => {
    const platformPaths = [
      pathOf(ENDPOINTS.catalog.events),
      pathOf(ENDPOINTS.session.session),
      pathOf(ENDPOINTS.auth.authenticate),
      pathOf(ENDPOINTS.wallet.cashier),
      '/ws',
    ];
    for (const path of platformPaths) {
      expect(localeRedirectPath(path)).toBeNull();
    }
  });
});

describe('the brand’s default language (the platform’s languages call)', () => {
  it('is where / and an unconfigured locale go', () => {
    expect(localeRedirectPath('/', SPANISH_FIRST)).toBe('/es');
    expect(localeRedirectPath('/sports/240-FOOT', SPANISH_FIRST)).toBe('/es/sports/240-FOOT');
    expect(localeRedirectPath('/de/open_bets', SPANISH_FIRST)).toBe('/es/open_bets');
  });

  it('lets the brand’s own languages through (pt-BR answers to /pt)', () => {
    expect(localeRedirectPath('/en/sports', SPANISH_FIRST)).toBeNull();
    expect(localeRedirectPath('/pt', SPANISH_FIRST)).toBeNull();
  });
});

describe('the app deep link {origin}/app/{path} (spec shell §2)', () => {
  it('opens the path under the brand’s default language', () => {
    expect(appDeepLinkPath('/app/sports/240-FOOT', SPANISH_FIRST)).toBe('/es/sports/240-FOOT');
    expect(appDeepLinkPath('/app', SPANISH_FIRST)).toBe('/es');
    expect(appDeepLinkPath('/app/', SPANISH_FIRST)).toBe('/es');
  });

  it('keeps the locale of the page it was followed from, when that is one of the brand’s', () => {
    expect(appDeepLinkPath('/app/open_bets', SPANISH_FIRST, '/en/sports')).toBe('/en/open_bets');
    expect(appDeepLinkPath('/app/open_bets', SPANISH_FIRST, '/fr/sports')).toBe('/es/open_bets');
  });

  it('replaces a locale the deep link already names', () => {
    expect(appDeepLinkPath('/app/en/live/sport', SPANISH_FIRST)).toBe('/es/live/sport');
  });

  it('is not a deep link otherwise', () => {
    expect(appDeepLinkPath('/apple', SPANISH_FIRST)).toBeNull();
    expect(appDeepLinkPath('/en/app/sports', SPANISH_FIRST)).toBeNull();
  });
});
