import { ENDPOINTS } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import { pathOf } from '../../testing/fetch-routes';
import { localeRedirectPath } from '../locale-redirect';

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
