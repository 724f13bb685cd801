import { ENDPOINTS, type EndpointSpec } from '@touchline/contract';
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

/** The decoration of a table entry. */
function decorate(endpoint: EndpointSpec, context: DecorationContext = CONTEXT) {
  return requestDecoration({ endpoint, nowMs: 5 }, context);
}

const BET_COUNT = ENDPOINTS.wallet.betCount;

describe('request decoration (spec shell §7, betting-domain §7)', () => {
  it('an /xapi/ call carries X-Accept-Language, l and the X-SB-* headers', () => {
    expect(decorate(BET_COUNT)).toEqual({
      headers: { 'X-Accept-Language': 'en', ...SB_HEADERS },
      query: { l: 'en' },
    });
  });

  it('the language header falls back to en-GB when the call has no page language', () => {
    expect(decorate(BET_COUNT, { ...CONTEXT, locale: 'es' }).headers['X-Accept-Language']).toBe(
      'es',
    );
    expect(decorate(BET_COUNT, { ...CONTEXT, locale: '' }).headers['X-Accept-Language']).toBe(
      'en-GB',
    );
  });

  it('an /abp/ call is decorated like an /xapi/ one', () => {
    const abp = decorate({ ...BET_COUNT, path: '/abp/x' });
    expect(abp).toEqual(decorate(BET_COUNT));
  });

  it('skipXSbHeader leaves out the X-SB-* headers but keeps the language', () => {
    expect(decorate({ ...BET_COUNT, client: { skipXSbHeader: true } })).toEqual({
      headers: { 'X-Accept-Language': 'en' },
      query: { l: 'en' },
    });
  });

  it('an /api/ call carries pub (empty until known), l and mc, and no headers', () => {
    expect(decorate(ENDPOINTS.session.session)).toEqual({
      headers: {},
      query: { _: 5, pub: null, l: 'en', mc: 'web' },
    });
    const published = decorate(ENDPOINTS.session.session, {
      ...CONTEXT,
      publication: '1764000000',
      channel: 'mobile',
    });
    expect(published.query).toEqual({ _: 5, pub: '1764000000', l: 'en', mc: 'mobile' });
  });

  it('/nextapi/xapi/rest/events carries pub and cmsLocale (and its price format)', () => {
    expect(decorate(ENDPOINTS.catalog.nextEvents)).toEqual({
      headers: { 'X-LVS-PriceFormat': 'hk' },
      query: { pub: null, cmsLocale: 'en' },
    });
  });

  it('the auth and /accounts/ calls carry no decoration', () => {
    for (const endpoint of [
      ENDPOINTS.auth.authenticate,
      ENDPOINTS.auth.logout,
      ENDPOINTS.wallet.cashier,
      ENDPOINTS.player.profile,
      ENDPOINTS.session.acceptTerms,
    ]) {
      expect(decorate(endpoint), endpoint.key).toEqual({ headers: {}, query: {} });
    }
  });

  it('X-LVS-PriceFormat goes on sports, betslip, account and openbets calls only', () => {
    const priced = [
      ...Object.values(ENDPOINTS.catalog),
      ENDPOINTS.bets.place,
      ENDPOINTS.player.accountPrefs,
      ENDPOINTS.player.accountInfo,
      ENDPOINTS.bets.openBets,
      ENDPOINTS.bets.openBet,
    ];
    for (const endpoint of priced) {
      expect(decorate(endpoint).headers, endpoint.key).toMatchObject({ 'X-LVS-PriceFormat': 'hk' });
    }
    const unpriced = [
      ENDPOINTS.wallet.betCount,
      ENDPOINTS.wallet.sportsbookBalance,
      ENDPOINTS.player.details,
      ENDPOINTS.session.session,
      ENDPOINTS.wallet.cashier,
    ];
    for (const endpoint of unpriced) {
      expect(decorate(endpoint).headers, endpoint.key).not.toHaveProperty('X-LVS-PriceFormat');
    }
  });
});
