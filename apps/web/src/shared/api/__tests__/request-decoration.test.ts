import { buildPath, ENDPOINTS } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import { requestDecoration, type DecorationContext } from '../request-decoration';

const CONTEXT: DecorationContext = {
  locale: 'en',
  channel: 'web',
  oddsType: 'hk',
  publication: null,
  sb: { brand: 'touchline', origin: 'WEB', portalId: 'touchline-web' },
};

const SB_HEADERS = {
  'X-SB-Brand': 'touchline',
  'X-SB-Origin': 'WEB',
  'X-SB-PORTALID': 'touchline-web',
};

function decorate(path: string, skipXSbHeader?: boolean) {
  return requestDecoration({ path, skipXSbHeader }, CONTEXT);
}

describe('request decoration (spec shell §7, betting-domain §7)', () => {
  it('an /xapi/ call carries X-Accept-Language, l and the X-SB-* headers', () => {
    const path = buildPath(ENDPOINTS.wallet.betCount.path, { accountId: 77 });
    expect(decorate(path)).toEqual({
      headers: { 'X-Accept-Language': 'en', ...SB_HEADERS },
      query: { l: 'en' },
    });
  });

  it('an /abp/ call is decorated like an /xapi/ one', () => {
    expect(decorate('/abp/x')).toEqual(decorate('/xapi/x'));
  });

  it('skipXSbHeader leaves out the X-SB-* headers but keeps the language', () => {
    const path = buildPath(ENDPOINTS.wallet.betCount.path, { accountId: 77 });
    expect(decorate(path, true)).toEqual({
      headers: { 'X-Accept-Language': 'en' },
      query: { l: 'en' },
    });
  });

  it('an /api/ call carries pub (empty until known), l and mc, and no headers', () => {
    expect(decorate(ENDPOINTS.session.session.path)).toEqual({
      headers: {},
      query: { pub: null, l: 'en', mc: 'web' },
    });
    const published = requestDecoration(
      { path: ENDPOINTS.session.session.path },
      { ...CONTEXT, publication: '1764000000', channel: 'mobile' },
    );
    expect(published.query).toEqual({ pub: '1764000000', l: 'en', mc: 'mobile' });
  });

  it('/nextapi/xapi/rest/events carries pub and cmsLocale (and its price format)', () => {
    expect(decorate(ENDPOINTS.catalog.nextEvents.path)).toEqual({
      headers: { 'X-LVS-PriceFormat': 'hk' },
      query: { pub: null, cmsLocale: 'en' },
    });
  });

  it('the auth and /accounts/ calls carry no decoration', () => {
    const authenticate = buildPath(ENDPOINTS.auth.authenticate.path, { locale: 'en' });
    expect(decorate(authenticate)).toEqual({ headers: {}, query: {} });
    expect(decorate(ENDPOINTS.wallet.cashier.path)).toEqual({ headers: {}, query: {} });
    expect(decorate(ENDPOINTS.player.profile.path)).toEqual({ headers: {}, query: {} });
  });

  it('X-LVS-PriceFormat goes on sports, betslip, account and openbets calls only', () => {
    const priced = [
      ENDPOINTS.catalog.events.path,
      buildPath(ENDPOINTS.catalog.event.path, { id: 1 }),
      buildPath(ENDPOINTS.catalog.market.path, { id: 1 }),
      ENDPOINTS.catalog.liveEvents.path,
      ENDPOINTS.catalog.livePage.path,
      ENDPOINTS.catalog.eventPathTree.path,
      buildPath(ENDPOINTS.bets.place.path, { accountId: 77 }),
      buildPath(ENDPOINTS.player.accountPrefs.path, { accountId: 77 }),
      buildPath(ENDPOINTS.player.accountInfo.path, { accountId: 77 }),
      buildPath(ENDPOINTS.bets.openBets.path, { accountId: 77 }),
      buildPath(ENDPOINTS.bets.openBet.path, { accountId: 77, betId: 9 }),
    ];
    for (const path of priced) {
      expect(decorate(path).headers, path).toMatchObject({ 'X-LVS-PriceFormat': 'hk' });
    }
    const unpriced = [
      buildPath(ENDPOINTS.wallet.betCount.path, { accountId: 77 }),
      buildPath(ENDPOINTS.wallet.sportsbookBalance.path, { username: 'alice' }),
      buildPath(ENDPOINTS.player.details.path, { id: 7 }),
      ENDPOINTS.session.session.path,
      ENDPOINTS.wallet.cashier.path,
    ];
    for (const path of unpriced) {
      expect(decorate(path).headers, path).not.toHaveProperty('X-LVS-PriceFormat');
    }
  });
});
