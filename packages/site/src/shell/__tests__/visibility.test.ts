import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  accountPagesShown,
  ADVERT_AUDIENCES,
  advertAudienceMatches,
  headerAuthButtons,
  isLiveChatAvailable,
  isLogoutVisible,
  isMenuItemVisible,
  isPartnerMatrixAffiliate,
  isNativeNotificationShown,
  isSelfExclusionIconVisible,
  loginGoesToHost,
  isThirdPartyProductVisible,
  menuItemHref,
  oddsPerBrandOverride,
  PARLAY_BAY_CURRENCIES,
  paymentOptionsHref,
  sameCurrency,
  sportsAppLinkShown,
  THIRD_PARTY_PRODUCT_RULES,
  THIRD_PARTY_PRODUCTS,
  thirdPartyProductVisibility,
  visibleThirdPartyProducts,
  type AdvertViewer,
  type ProductVisibilityContext,
  type ThirdPartyProduct,
} from '../visibility';

const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2025, 5, 1, 12);

const anonymous: AdvertViewer = { kind: 'anonymous' };
const player = (over: Partial<Extract<AdvertViewer, { kind: 'player' }>> = {}): AdvertViewer => ({
  kind: 'player',
  nonDepositor: false,
  nonBettor: false,
  firstLoginAt: null,
  ...over,
});

describe('advert audiences (spec shell §5, betting-domain §6)', () => {
  it('ALL and IMPORTED_LIST always match', () => {
    for (const viewer of [anonymous, player(), player({ nonDepositor: true, nonBettor: true })]) {
      expect(advertAudienceMatches('ALL', viewer, NOW)).toBe(true);
      expect(advertAudienceMatches('IMPORTED_LIST', viewer, NOW)).toBe(true);
    }
  });

  it('LOGGED_OUT matches only when not logged in; LOGGED_IN only when logged in', () => {
    expect(advertAudienceMatches('LOGGED_OUT', anonymous, NOW)).toBe(true);
    expect(advertAudienceMatches('LOGGED_OUT', player(), NOW)).toBe(false);
    expect(advertAudienceMatches('LOGGED_IN', anonymous, NOW)).toBe(false);
    expect(advertAudienceMatches('LOGGED_IN', player(), NOW)).toBe(true);
  });

  it('LOGGED_IN_DEPOSITED matches a logged-in player who is not a non-depositor', () => {
    expect(advertAudienceMatches('LOGGED_IN_DEPOSITED', player(), NOW)).toBe(true);
    expect(advertAudienceMatches('LOGGED_IN_DEPOSITED', player({ nonDepositor: true }), NOW)).toBe(
      false,
    );
    expect(advertAudienceMatches('LOGGED_IN_DEPOSITED', anonymous, NOW)).toBe(false);
  });

  it('LOGGED_IN_NOT_DEPOSITED matches a non-depositor', () => {
    expect(
      advertAudienceMatches('LOGGED_IN_NOT_DEPOSITED', player({ nonDepositor: true }), NOW),
    ).toBe(true);
    expect(advertAudienceMatches('LOGGED_IN_NOT_DEPOSITED', player(), NOW)).toBe(false);
    expect(advertAudienceMatches('LOGGED_IN_NOT_DEPOSITED', anonymous, NOW)).toBe(false);
  });

  it('LOGGED_IN_NOT_PLAYED matches a non-bettor or within one day after the first login', () => {
    expect(advertAudienceMatches('LOGGED_IN_NOT_PLAYED', player({ nonBettor: true }), NOW)).toBe(
      true,
    );
    const justJoined = player({ firstLoginAt: NOW - 23 * HOUR });
    expect(advertAudienceMatches('LOGGED_IN_NOT_PLAYED', justJoined, NOW)).toBe(true);
    const dayOld = player({ firstLoginAt: NOW - 24 * HOUR });
    expect(advertAudienceMatches('LOGGED_IN_NOT_PLAYED', dayOld, NOW)).toBe(false);
    expect(advertAudienceMatches('LOGGED_IN_NOT_PLAYED', player(), NOW)).toBe(false);
    expect(advertAudienceMatches('LOGGED_IN_NOT_PLAYED', anonymous, NOW)).toBe(false);
  });

  it('the one-day window follows the now parameter (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 72 * HOUR }), (elapsed) => {
        const viewer = player({ firstLoginAt: NOW });
        expect(advertAudienceMatches('LOGGED_IN_NOT_PLAYED', viewer, NOW + elapsed)).toBe(
          elapsed < 24 * HOUR,
        );
      }),
    );
  });

  it('an audience outside the catalogue matches nobody', () => {
    expect(ADVERT_AUDIENCES).toHaveLength(7);
    expect(advertAudienceMatches('VIP', player(), NOW)).toBe(false);
    expect(advertAudienceMatches('all', anonymous, NOW)).toBe(false);
  });
});

const allFlagsOn = {
  show_parlay_bay: true,
  show_leap_virtuals: true,
  esportsbull_enabled: true,
  pinnacle_esports_enabled: true,
  show_kryptium_exchange: true,
  show_cryptoblast: true,
  show_kiron_virtuals: true,
  show_golden_race_virtuals: true,
  show_powerball: true,
  show_lotto: true,
  show_live_score: true,
};

const context = (over: Partial<ProductVisibilityContext> = {}): ProductVisibilityContext => ({
  settings: allFlagsOn,
  loggedIn: true,
  currency: 'EUR',
  partnerMatrixAffiliate: false,
  hasExchangeToken: true,
  goldenRaceDemoId: 'demo-1',
  propsEnvironmentConfigured: true,
  ...over,
});

const shown = (product: ThirdPartyProduct, currency: string, over = {}): boolean =>
  isThirdPartyProductVisible(product, context({ currency, ...over }));

describe('third-party product currency gates (spec shell §6, betting-domain §6)', () => {
  it('parlay product only for its 29 currencies, including the eleven the spec names', () => {
    expect(PARLAY_BAY_CURRENCIES).toHaveLength(29);
    expect(new Set(PARLAY_BAY_CURRENCIES).size).toBe(29);
    for (const c of ['IDR', 'INR', 'KRW', 'MYR', 'THB', 'USD', 'VND', 'EUR', 'GBP', 'BRL', 'JPY']) {
      expect(shown('parlayBay', c)).toBe(true);
    }
    expect(shown('parlayBay', 'usd')).toBe(true);
    expect(shown('parlayBay', 'USDT')).toBe(false);
    expect(shown('parlayBay', 'mBTC')).toBe(false);
    expect(shown('parlayBay', 'KES')).toBe(false);
  });

  it('leap virtuals hidden for USDT and JPY', () => {
    expect(shown('leapVirtuals', 'USDT')).toBe(false);
    expect(shown('leapVirtuals', 'jpy')).toBe(false);
    expect(shown('leapVirtuals', 'EUR')).toBe(true);
  });

  it('e-sports bull hidden for mBTC, USDT, USD, BRL', () => {
    for (const c of ['mBTC', 'MBTC', 'USDT', 'USD', 'brl'])
      expect(shown('esportsBull', c)).toBe(false);
    expect(shown('esportsBull', 'EUR')).toBe(true);
  });

  it('pinnacle e-sports hidden for mBTC, KES, PHP, KZT', () => {
    for (const c of ['mbtc', 'KES', 'PHP', 'KZT']) expect(shown('pinnacleEsports', c)).toBe(false);
    expect(shown('pinnacleEsports', 'GBP')).toBe(true);
  });

  it('exchange hidden for mBTC and JPY', () => {
    expect(shown('exchange', 'mBTC')).toBe(false);
    expect(shown('exchange', 'JPY')).toBe(false);
    expect(shown('exchange', 'EUR')).toBe(true);
  });

  it('crypto game only for KRW', () => {
    expect(shown('cryptoblast', 'KRW')).toBe(true);
    expect(shown('cryptoblast', 'krw')).toBe(true);
    expect(shown('cryptoblast', 'EUR')).toBe(false);
  });

  it('kiron virtuals hidden for usdt', () => {
    expect(shown('kironVirtuals', 'USDT')).toBe(false);
    expect(shown('kironVirtuals', 'EUR')).toBe(true);
  });

  it('golden race virtuals hidden for usdt, gbp, rub, pln, brl, mxn, clp, pen, ars and need a demo id', () => {
    for (const c of ['usdt', 'gbp', 'rub', 'pln', 'brl', 'mxn', 'clp', 'pen', 'ars']) {
      expect(shown('goldenRaceVirtuals', c.toUpperCase())).toBe(false);
    }
    expect(shown('goldenRaceVirtuals', 'EUR')).toBe(true);
    expect(
      thirdPartyProductVisibility('goldenRaceVirtuals', context({ goldenRaceDemoId: null })),
    ).toEqual({ visible: false, reason: 'noDemoId' });
    expect(shown('goldenRaceVirtuals', 'EUR', { goldenRaceDemoId: '  ' })).toBe(false);
  });

  it('soccer virtuals hidden for the fifteen listed currencies', () => {
    const hidden = 'thb vnd idr krw mbtc usdt pln brl mxn ars bdt pkr php jpy kzt'.split(' ');
    expect(hidden).toHaveLength(15);
    for (const c of hidden) expect(shown('soccerVirtuals', c)).toBe(false);
    expect(shown('soccerVirtuals', 'mBTC')).toBe(false);
    expect(shown('soccerVirtuals', 'EUR')).toBe(true);
    expect(shown('soccerVirtuals', 'INR')).toBe(true);
  });

  it('embedded betradar virtuals hidden for mbtc, usdt, ves; edge gaming for mbtc, jpy', () => {
    for (const c of ['mBTC', 'USDT', 'VES']) expect(shown('betradarVirtuals', c)).toBe(false);
    expect(shown('betradarVirtuals', 'EUR')).toBe(true);
    for (const c of ['mBTC', 'JPY']) expect(shown('edgeGaming', c)).toBe(false);
    expect(shown('edgeGaming', 'EUR')).toBe(true);
  });

  it('props link hidden for usdt and pkr and needs its environment settings', () => {
    expect(shown('props', 'USDT')).toBe(false);
    expect(shown('props', 'PKR')).toBe(false);
    expect(shown('props', 'EUR')).toBe(true);
    expect(
      thirdPartyProductVisibility('props', context({ propsEnvironmentConfigured: false })),
    ).toEqual({ visible: false, reason: 'propsNotConfigured' });
  });

  it('powerball only when show_powerball is on and the currency is KRW', () => {
    expect(shown('powerball', 'KRW')).toBe(true);
    expect(shown('powerball', 'EUR')).toBe(false);
    expect(shown('powerball', 'KRW', { settings: { ...allFlagsOn, show_powerball: false } })).toBe(
      false,
    );
  });

  it('an unknown currency passes deny-lists and fails allow-lists', () => {
    expect(shown('soccerVirtuals', 'EUR', { currency: null })).toBe(true);
    expect(isThirdPartyProductVisible('parlayBay', context({ currency: null }))).toBe(false);
    expect(isThirdPartyProductVisible('cryptoblast', context({ currency: null }))).toBe(false);
  });

  it('currency comparison ignores case (property)', () => {
    const currencies = ['mBTC', 'USDT', 'JPY', 'KRW', 'EUR', 'usd', 'Brl', 'VES', 'pkr'];
    fc.assert(
      fc.property(
        fc.constantFrom(...THIRD_PARTY_PRODUCTS),
        fc.constantFrom(...currencies),
        (product, currency) => {
          const lower = isThirdPartyProductVisible(
            product,
            context({ currency: currency.toLowerCase() }),
          );
          const upper = isThirdPartyProductVisible(
            product,
            context({ currency: currency.toUpperCase() }),
          );
          expect(lower).toBe(upper);
          expect(sameCurrency(currency.toLowerCase(), currency.toUpperCase())).toBe(true);
        },
      ),
    );
  });
});

describe('third-party product flags and extra rules (spec shell §1, §6)', () => {
  it('hides each flagged product when its settings flag is off or missing', () => {
    for (const product of THIRD_PARTY_PRODUCTS) {
      const flag = THIRD_PARTY_PRODUCT_RULES[product].flag;
      if (flag === null) continue;
      const currency = product === 'cryptoblast' || product === 'powerball' ? 'KRW' : 'EUR';
      expect(shown(product, currency)).toBe(true);
      expect(
        thirdPartyProductVisibility(
          product,
          context({ currency, settings: { ...allFlagsOn, [flag]: false } }),
        ),
      ).toEqual({ visible: false, reason: 'flagOff' });
      expect(isThirdPartyProductVisible(product, context({ currency, settings: {} }))).toBe(false);
    }
  });

  it('names the spec flags', () => {
    expect(THIRD_PARTY_PRODUCT_RULES.leapVirtuals.flag).toBe('show_leap_virtuals');
    expect(THIRD_PARTY_PRODUCT_RULES.parlayBay.flag).toBe('show_parlay_bay');
    expect(THIRD_PARTY_PRODUCT_RULES.esportsBull.flag).toBe('esportsbull_enabled');
    expect(THIRD_PARTY_PRODUCT_RULES.pinnacleEsports.flag).toBe('pinnacle_esports_enabled');
    expect(THIRD_PARTY_PRODUCT_RULES.exchange.flag).toBe('show_kryptium_exchange');
    expect(THIRD_PARTY_PRODUCT_RULES.cryptoblast.flag).toBe('show_cryptoblast');
    expect(THIRD_PARTY_PRODUCT_RULES.kironVirtuals.flag).toBe('show_kiron_virtuals');
    expect(THIRD_PARTY_PRODUCT_RULES.goldenRaceVirtuals.flag).toBe('show_golden_race_virtuals');
    expect(THIRD_PARTY_PRODUCT_RULES.lotto.flag).toBe('show_lotto');
    expect(THIRD_PARTY_PRODUCT_RULES.liveScore.flag).toBe('show_live_score');
    expect(THIRD_PARTY_PRODUCT_RULES.powerball.flag).toBe('show_powerball');
  });

  it('shows the exchange to anonymous users or users holding the exchange token', () => {
    expect(shown('exchange', 'EUR', { loggedIn: false, hasExchangeToken: false })).toBe(true);
    expect(shown('exchange', 'EUR', { loggedIn: true, hasExchangeToken: true })).toBe(true);
    expect(
      thirdPartyProductVisibility('exchange', context({ loggedIn: true, hasExchangeToken: false })),
    ).toEqual({ visible: false, reason: 'noExchangeToken' });
  });

  it('hides pinnacle e-sports for logged-in partner-matrix affiliates only', () => {
    expect(
      thirdPartyProductVisibility('pinnacleEsports', context({ partnerMatrixAffiliate: true })),
    ).toEqual({ visible: false, reason: 'partnerMatrixAffiliate' });
    expect(shown('pinnacleEsports', 'EUR', { partnerMatrixAffiliate: true, loggedIn: false })).toBe(
      true,
    );
    expect(shown('pinnacleEsports', 'EUR', { partnerMatrixAffiliate: false })).toBe(true);
  });

  it('a partner-matrix affiliate is the session flag or the emulate setting', () => {
    expect(isPartnerMatrixAffiliate({ sessionFlag: true, emulateSetting: false })).toBe(true);
    expect(isPartnerMatrixAffiliate({ sessionFlag: false, emulateSetting: true })).toBe(true);
    expect(isPartnerMatrixAffiliate({ sessionFlag: null, emulateSetting: undefined })).toBe(false);
  });

  it('lists the visible products in catalogue order', () => {
    expect(visibleThirdPartyProducts(context({ currency: 'KRW' }))).toEqual([
      'parlayBay',
      'leapVirtuals',
      'esportsBull',
      'pinnacleEsports',
      'exchange',
      'cryptoblast',
      'kironVirtuals',
      'goldenRaceVirtuals',
      'betradarVirtuals',
      'edgeGaming',
      'props',
      'powerball',
      'lotto',
      'liveScore',
    ]);
    // No flags on: only the products without a flag whose currency gate lets USDT through.
    expect(visibleThirdPartyProducts(context({ currency: 'USDT', settings: {} }))).toEqual([
      'edgeGaming',
    ]);
  });
});

describe('shell controls (spec shell §2, §5, §6)', () => {
  const chat = { variant: 'brand-a', excludedVariants: ['brand-x', 'brand-y', 'brand-z'] };

  it('offers live chat only with a chat URL and not on the excluded variants', () => {
    expect(isLiveChatAvailable({ ...chat, liveChatUrl: 'https://chat', avayaChatUrl: null })).toBe(
      true,
    );
    expect(isLiveChatAvailable({ ...chat, liveChatUrl: '', avayaChatUrl: 'https://avaya' })).toBe(
      true,
    );
    expect(isLiveChatAvailable({ ...chat, liveChatUrl: ' ', avayaChatUrl: undefined })).toBe(false);
    expect(
      isLiveChatAvailable({
        ...chat,
        variant: 'brand-y',
        liveChatUrl: 'https://chat',
        avayaChatUrl: null,
      }),
    ).toBe(false);
  });

  it('shows the self-exclusion icon for local-account variants, or the setting-gated variant', () => {
    const base = { localAccountVariant: false, selfExclusionSettingVariant: false };
    expect(
      isSelfExclusionIconVisible({
        ...base,
        localAccountVariant: true,
        enableSelfExclusion: false,
      }),
    ).toBe(true);
    expect(
      isSelfExclusionIconVisible({
        ...base,
        selfExclusionSettingVariant: true,
        enableSelfExclusion: true,
      }),
    ).toBe(true);
    expect(
      isSelfExclusionIconVisible({
        ...base,
        selfExclusionSettingVariant: true,
        enableSelfExclusion: false,
      }),
    ).toBe(false);
    expect(isSelfExclusionIconVisible({ ...base, enableSelfExclusion: true })).toBe(false);
  });

  it('shows logout to logged-in non-desktop users always', () => {
    for (const displayLogoutButton of [true, false, null]) {
      for (const isNativeApp of [true, false]) {
        expect(
          isLogoutVisible({ loggedIn: true, isDesktop: false, displayLogoutButton, isNativeApp }),
        ).toBe(true);
        expect(
          isLogoutVisible({ loggedIn: false, isDesktop: false, displayLogoutButton, isNativeApp }),
        ).toBe(false);
      }
    }
  });

  it('on desktop follows display_logout_button, or without it hides logout in a native app', () => {
    const desktop = { loggedIn: true, isDesktop: true };
    expect(isLogoutVisible({ ...desktop, displayLogoutButton: true, isNativeApp: true })).toBe(
      true,
    );
    expect(isLogoutVisible({ ...desktop, displayLogoutButton: false, isNativeApp: false })).toBe(
      false,
    );
    expect(isLogoutVisible({ ...desktop, displayLogoutButton: null, isNativeApp: false })).toBe(
      true,
    );
    expect(isLogoutVisible({ ...desktop, displayLogoutButton: undefined, isNativeApp: true })).toBe(
      false,
    );
    expect(
      isLogoutVisible({
        ...desktop,
        loggedIn: false,
        displayLogoutButton: true,
        isNativeApp: false,
      }),
    ).toBe(false);
  });

  it('gates the login and join buttons by their display settings, for anonymous visitors', () => {
    expect(
      headerAuthButtons({
        loggedIn: false,
        displayLoginButton: true,
        displayRegistrationButton: false,
      }),
    ).toEqual({ login: true, join: false });
    expect(
      headerAuthButtons({
        loggedIn: false,
        displayLoginButton: false,
        displayRegistrationButton: true,
      }),
    ).toEqual({ login: false, join: true });
    expect(
      headerAuthButtons({
        loggedIn: false,
        displayLoginButton: null,
        displayRegistrationButton: undefined,
      }),
    ).toEqual({ login: true, join: true });
    expect(
      headerAuthButtons({
        loggedIn: true,
        displayLoginButton: true,
        displayRegistrationButton: true,
      }),
    ).toEqual({ login: false, join: false });
  });

  it('hides logged-in-only menu items from anonymous visitors', () => {
    expect(isMenuItemVisible({ loggedInOnly: true }, false)).toBe(false);
    expect(isMenuItemVisible({ loggedInOnly: true }, true)).toBe(true);
    expect(isMenuItemVisible({ loggedInOnly: false }, false)).toBe(true);
    expect(isMenuItemVisible({}, false)).toBe(true);
  });

  it('picks the menu link for the login state, falling back to the other one', () => {
    const item = { loggedInLink: '/account', loggedOutLink: '/promotions' };
    expect(menuItemHref(item, true)).toBe('/account');
    expect(menuItemHref(item, false)).toBe('/promotions');
    expect(menuItemHref({ loggedInLink: '/account', loggedOutLink: '' }, false)).toBe('/account');
    expect(menuItemHref({}, true)).toBeNull();
  });

  it('uses the cashier link for payment options when logged in', () => {
    const urls = { cashierUrl: 'https://cashier/deposit', publicUrl: '/payment-options' };
    expect(paymentOptionsHref({ ...urls, loggedIn: true })).toBe('https://cashier/deposit');
    expect(paymentOptionsHref({ ...urls, loggedIn: false })).toBe('/payment-options');
    expect(paymentOptionsHref({ ...urls, cashierUrl: null, loggedIn: true })).toBe(
      '/payment-options',
    );
  });
});

describe('odds per brand (spec shell §6, betting-domain §6)', () => {
  const base = {
    enabled: true,
    playerCountry: 'BR',
    playerCurrency: 'USD',
    requestCountry: 'MX',
    locationConfig: { br: 'brand-br', MX: 'brand-mx' },
    currencyConfig: { USD: 'brand-usd' },
  };

  it('uses the player country, then currency, when logged in', () => {
    expect(oddsPerBrandOverride({ ...base, loggedIn: true })).toBe('brand-br');
    expect(oddsPerBrandOverride({ ...base, loggedIn: true, playerCountry: 'AR' })).toBe(
      'brand-usd',
    );
    expect(
      oddsPerBrandOverride({ ...base, loggedIn: true, playerCountry: 'AR', playerCurrency: 'EUR' }),
    ).toBeNull();
  });

  it('uses the request country when anonymous', () => {
    expect(oddsPerBrandOverride({ ...base, loggedIn: false })).toBe('brand-mx');
    expect(oddsPerBrandOverride({ ...base, loggedIn: false, requestCountry: 'BR' })).toBe(
      'brand-br',
    );
    expect(oddsPerBrandOverride({ ...base, loggedIn: false, requestCountry: null })).toBeNull();
  });

  it('applies nothing when odds_per_brand_enabled is off', () => {
    expect(oddsPerBrandOverride({ ...base, loggedIn: true, enabled: false })).toBeNull();
    expect(oddsPerBrandOverride({ ...base, loggedIn: false, enabled: null })).toBeNull();
  });
});

describe('enable_profile_tab (spec shell §1)', () => {
  const pages = [{ path: '/account' }, { path: '/account/bets' }, { path: '/account/balances' }];

  it('offers the profile page while the flag is on or absent', () => {
    expect(accountPagesShown(pages, true)).toEqual(pages);
    expect(accountPagesShown(pages, undefined)).toEqual(pages);
  });

  it('drops the profile page, keeping the others, when the flag is off', () => {
    expect(accountPagesShown(pages, false)).toEqual([
      { path: '/account/bets' },
      { path: '/account/balances' },
    ]);
  });
});

describe('force_dsb_login (spec shell §1, §7 Host messages)', () => {
  it('sends an embedded visitor’s login to the host unless the flag forces the own login', () => {
    expect(loginGoesToHost({ embeddedWithHost: true, forceDsbLogin: false })).toBe(true);
    expect(loginGoesToHost({ embeddedWithHost: true, forceDsbLogin: undefined })).toBe(true);
    expect(loginGoesToHost({ embeddedWithHost: true, forceDsbLogin: true })).toBe(false);
    expect(loginGoesToHost({ embeddedWithHost: false, forceDsbLogin: false })).toBe(false);
  });
});

describe('native-app mode (spec shell §1 show_flutter_notification, flutter_one_link; §2)', () => {
  it('shows the notification prompt in the native app only, to the audience the setting names', () => {
    const shown = (audience: 'none' | 'logged_in' | 'logged_out' | 'both', loggedIn: boolean) =>
      isNativeNotificationShown({ nativeApp: true, loggedIn, audience });
    expect([shown('both', true), shown('both', false)]).toEqual([true, true]);
    expect([shown('logged_in', true), shown('logged_in', false)]).toEqual([true, false]);
    expect([shown('logged_out', true), shown('logged_out', false)]).toEqual([false, true]);
    expect([shown('none', true), shown('none', false)]).toEqual([false, false]);
    expect(isNativeNotificationShown({ nativeApp: false, loggedIn: true, audience: 'both' })).toBe(
      false,
    );
  });

  it('drops the Sports App one link inside the native app only when flutter_one_link is on', () => {
    const link = 'https://app.example/open';
    expect(sportsAppLinkShown({ link, nativeApp: true, flutterOneLink: true })).toBeNull();
    expect(sportsAppLinkShown({ link, nativeApp: true, flutterOneLink: false })).toBe(link);
    expect(sportsAppLinkShown({ link, nativeApp: false, flutterOneLink: true })).toBe(link);
    expect(sportsAppLinkShown({ link: ' ', nativeApp: false, flutterOneLink: false })).toBeNull();
  });
});
