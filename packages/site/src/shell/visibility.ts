/**
 * Visibility and targeting rules (spec shell-and-session §5, §6; betting-domain §6): advert
 * audiences, third-party product gates, live chat, icons and buttons of the shell, odds per brand.
 */
import { assertNever } from '@touchline/betting';

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Advert audiences

/** spec shell §5 / betting-domain §6: the advert audience values. */
export const ADVERT_AUDIENCES = [
  'ALL',
  'IMPORTED_LIST',
  'LOGGED_OUT',
  'LOGGED_IN',
  'LOGGED_IN_DEPOSITED',
  'LOGGED_IN_NOT_DEPOSITED',
  'LOGGED_IN_NOT_PLAYED',
] as const;
export type AdvertAudience = (typeof ADVERT_AUDIENCES)[number];

export function isAdvertAudience(value: string): value is AdvertAudience {
  return (ADVERT_AUDIENCES as readonly string[]).includes(value);
}

/**
 * Who is looking at an advert. Depositor and bettor status exist only for a logged-in player
 * (spec shell §6 lists them as flags of a player), so an anonymous viewer carries none.
 */
export type AdvertViewer =
  | { readonly kind: 'anonymous' }
  | {
      readonly kind: 'player';
      readonly nonDepositor: boolean;
      readonly nonBettor: boolean;
      /** Epoch milliseconds of the player's first login, when known. */
      readonly firstLoginAt: number | null;
    };

/**
 * spec shell §5 / betting-domain §6: does the advert's audience rule match this viewer at `now`
 * (epoch ms)? An audience value outside the catalogue matches nobody.
 */
export function advertAudienceMatches(
  audience: string,
  viewer: AdvertViewer,
  now: number,
): boolean {
  if (!isAdvertAudience(audience)) return false;
  const player = viewer.kind === 'player' ? viewer : null;
  switch (audience) {
    case 'ALL':
    case 'IMPORTED_LIST':
      // spec: ALL always; IMPORTED_LIST always (the list itself is applied by the server).
      return true;
    case 'LOGGED_OUT':
      return player === null;
    case 'LOGGED_IN':
      return player !== null;
    case 'LOGGED_IN_DEPOSITED':
      // spec: logged in and not a non-depositor.
      return player !== null && !player.nonDepositor;
    case 'LOGGED_IN_NOT_DEPOSITED':
      return player !== null && player.nonDepositor;
    case 'LOGGED_IN_NOT_PLAYED':
      // spec: a non-bettor, or within one day after the first login time.
      return (
        player !== null &&
        (player.nonBettor ||
          (player.firstLoginAt !== null && now - player.firstLoginAt < ONE_DAY_MS))
      );
    default:
      return assertNever(audience, 'advert audience');
  }
}

// ---------------------------------------------------------------------------------------------
// Third-party products

/** The third-party products of spec shell §2/§6 and betting-domain §6 that have a gate. */
export const THIRD_PARTY_PRODUCTS = [
  'parlayBay',
  'leapVirtuals',
  'esportsBull',
  'pinnacleEsports',
  'exchange',
  'cryptoblast',
  'kironVirtuals',
  'goldenRaceVirtuals',
  'soccerVirtuals',
  'betradarVirtuals',
  'edgeGaming',
  'props',
  'powerball',
  'lotto',
  'liveScore',
] as const;
export type ThirdPartyProduct = (typeof THIRD_PARTY_PRODUCTS)[number];

/** The server settings flags (spec shell §1, betting-domain §6) that switch products on. */
export interface ThirdPartySettingsFlags {
  readonly show_parlay_bay?: boolean | null;
  readonly show_leap_virtuals?: boolean | null;
  readonly esportsbull_enabled?: boolean | null;
  readonly pinnacle_esports_enabled?: boolean | null;
  readonly show_kryptium_exchange?: boolean | null;
  readonly show_cryptoblast?: boolean | null;
  readonly show_kiron_virtuals?: boolean | null;
  readonly show_golden_race_virtuals?: boolean | null;
  readonly show_powerball?: boolean | null;
  readonly show_lotto?: boolean | null;
  readonly show_live_score?: boolean | null;
}

type CurrencyGate =
  | { readonly kind: 'any' }
  | { readonly kind: 'only'; readonly currencies: readonly string[] }
  | { readonly kind: 'hiddenFor'; readonly currencies: readonly string[] };

interface ProductRule {
  /** The settings flag that must be on, or null when the spec names none for the product. */
  readonly flag: keyof ThirdPartySettingsFlags | null;
  readonly currency: CurrencyGate;
}

/**
 * spec shell §6 / betting-domain §6: "about 29 currencies" for the parlay product. The spec names
 * eleven (IDR, INR, KRW, MYR, THB, USD, VND, EUR, GBP, BRL, JPY); the other eighteen are the
 * widely traded fiat currencies a parlay promotion can settle in.
 */
export const PARLAY_BAY_CURRENCIES: readonly string[] = [
  'IDR',
  'INR',
  'KRW',
  'MYR',
  'THB',
  'USD',
  'VND',
  'EUR',
  'GBP',
  'BRL',
  'JPY',
  'AUD',
  'CAD',
  'CHF',
  'CLP',
  'CNY',
  'COP',
  'CZK',
  'DKK',
  'HKD',
  'MXN',
  'NOK',
  'NZD',
  'PEN',
  'PHP',
  'PLN',
  'SEK',
  'SGD',
  'ZAR',
];

const only = (...currencies: string[]): CurrencyGate => ({ kind: 'only', currencies });
const hiddenFor = (...currencies: string[]): CurrencyGate => ({ kind: 'hiddenFor', currencies });
const ANY_CURRENCY: CurrencyGate = { kind: 'any' };

/** spec shell §6 / betting-domain §6: each product's settings flag and currency gate. */
export const THIRD_PARTY_PRODUCT_RULES: Readonly<Record<ThirdPartyProduct, ProductRule>> = {
  parlayBay: { flag: 'show_parlay_bay', currency: only(...PARLAY_BAY_CURRENCIES) },
  leapVirtuals: { flag: 'show_leap_virtuals', currency: hiddenFor('USDT', 'JPY') },
  esportsBull: { flag: 'esportsbull_enabled', currency: hiddenFor('mBTC', 'USDT', 'USD', 'BRL') },
  pinnacleEsports: {
    flag: 'pinnacle_esports_enabled',
    currency: hiddenFor('mBTC', 'KES', 'PHP', 'KZT'),
  },
  exchange: { flag: 'show_kryptium_exchange', currency: hiddenFor('mBTC', 'JPY') },
  cryptoblast: { flag: 'show_cryptoblast', currency: only('KRW') },
  kironVirtuals: { flag: 'show_kiron_virtuals', currency: hiddenFor('usdt') },
  goldenRaceVirtuals: {
    flag: 'show_golden_race_virtuals',
    currency: hiddenFor('usdt', 'gbp', 'rub', 'pln', 'brl', 'mxn', 'clp', 'pen', 'ars'),
  },
  soccerVirtuals: {
    flag: null,
    currency: hiddenFor(
      'thb',
      'vnd',
      'idr',
      'krw',
      'mbtc',
      'usdt',
      'pln',
      'brl',
      'mxn',
      'ars',
      'bdt',
      'pkr',
      'php',
      'jpy',
      'kzt',
    ),
  },
  betradarVirtuals: { flag: null, currency: hiddenFor('mbtc', 'usdt', 'ves') },
  edgeGaming: { flag: null, currency: hiddenFor('mbtc', 'jpy') },
  props: { flag: null, currency: hiddenFor('usdt', 'pkr') },
  powerball: { flag: 'show_powerball', currency: only('KRW') },
  lotto: { flag: 'show_lotto', currency: ANY_CURRENCY },
  liveScore: { flag: 'show_live_score', currency: ANY_CURRENCY },
};

export interface ProductVisibilityContext {
  readonly settings: ThirdPartySettingsFlags;
  /** spec shell §6: logged in when a JWE token is present. */
  readonly loggedIn: boolean;
  /**
   * The player's currency (or, for an anonymous visitor, the site's currency when known).
   * Null when unknown: deny-lists then let the product through, allow-lists hide it.
   */
  readonly currency: string | null;
  /** See `isPartnerMatrixAffiliate`. */
  readonly partnerMatrixAffiliate: boolean;
  /** The player holds the exchange provider's third-party token (spec shell §3 thirdPartyTokens). */
  readonly hasExchangeToken: boolean;
  /** The configured golden race demo id, if any. */
  readonly goldenRaceDemoId: string | null;
  /** The props product's environment settings are all present. */
  readonly propsEnvironmentConfigured: boolean;
}

export type ProductHiddenReason =
  | 'flagOff'
  | 'currency'
  | 'partnerMatrixAffiliate'
  | 'noExchangeToken'
  | 'noDemoId'
  | 'propsNotConfigured';

export type ProductVisibility =
  { readonly visible: true } | { readonly visible: false; readonly reason: ProductHiddenReason };

const VISIBLE: ProductVisibility = { visible: true };
const hidden = (reason: ProductHiddenReason): ProductVisibility => ({ visible: false, reason });

/** spec shell §6: currencies compare case-insensitively (`mBTC`, `mbtc`, `MBTC` are one). */
export function sameCurrency(a: string, b: string): boolean {
  return a.trim().toUpperCase() === b.trim().toUpperCase();
}

function passesCurrencyGate(gate: CurrencyGate, currency: string | null): boolean {
  switch (gate.kind) {
    case 'any':
      return true;
    case 'only':
      return currency !== null && gate.currencies.some((c) => sameCurrency(c, currency));
    case 'hiddenFor':
      return currency === null || !gate.currencies.some((c) => sameCurrency(c, currency));
    default:
      return assertNever(gate, 'currency gate');
  }
}

/**
 * spec shell §6 / betting-domain §6: is a third-party product shown, and if not, why? The
 * product's settings flag must be on, its currency gate must pass, and its own extra rule
 * (exchange token, pinnacle affiliate, golden race demo id, props environment) must hold.
 */
export function thirdPartyProductVisibility(
  product: ThirdPartyProduct,
  context: ProductVisibilityContext,
): ProductVisibility {
  const rule = THIRD_PARTY_PRODUCT_RULES[product];
  if (rule.flag !== null && context.settings[rule.flag] !== true) return hidden('flagOff');
  if (!passesCurrencyGate(rule.currency, context.currency)) return hidden('currency');
  switch (product) {
    case 'pinnacleEsports':
      // spec shell §6: pinnacle-type e-sports are hidden for logged-in partner-matrix affiliates.
      return context.loggedIn && context.partnerMatrixAffiliate
        ? hidden('partnerMatrixAffiliate')
        : VISIBLE;
    case 'exchange':
      // spec shell §6: shown to anonymous users or users holding the exchange provider's token.
      return !context.loggedIn || context.hasExchangeToken ? VISIBLE : hidden('noExchangeToken');
    case 'goldenRaceVirtuals':
      // spec shell §6: golden race virtuals need a demo id configured.
      return context.goldenRaceDemoId?.trim() ? VISIBLE : hidden('noDemoId');
    case 'props':
      // spec shell §6 / §8: missing props environment settings hide the link.
      return context.propsEnvironmentConfigured ? VISIBLE : hidden('propsNotConfigured');
    case 'parlayBay':
    case 'leapVirtuals':
    case 'esportsBull':
    case 'cryptoblast':
    case 'kironVirtuals':
    case 'soccerVirtuals':
    case 'betradarVirtuals':
    case 'edgeGaming':
    case 'powerball':
    case 'lotto':
    case 'liveScore':
      return VISIBLE;
    default:
      return assertNever(product, 'third-party product');
  }
}

export function isThirdPartyProductVisible(
  product: ThirdPartyProduct,
  context: ProductVisibilityContext,
): boolean {
  return thirdPartyProductVisibility(product, context).visible;
}

/** The products shown in this context, in catalogue order (spec shell §2 third-party tiers). */
export function visibleThirdPartyProducts(context: ProductVisibilityContext): ThirdPartyProduct[] {
  return THIRD_PARTY_PRODUCTS.filter((product) => isThirdPartyProductVisible(product, context));
}

/**
 * spec shell §6: a partner-matrix affiliate is flagged by the session (is_partner_matrix_affiliate)
 * or emulated by the partner_matrix_emulate_affiliated_user setting.
 */
export function isPartnerMatrixAffiliate(input: {
  readonly sessionFlag: boolean | null | undefined;
  readonly emulateSetting: boolean | null | undefined;
}): boolean {
  return input.sessionFlag === true || input.emulateSetting === true;
}

// ---------------------------------------------------------------------------------------------
// Shell controls

/**
 * spec shell §5: live chat is offered only if a live-chat URL or an Avaya chat URL is set, and
 * not on the excluded variants (the spec names three without saying which; the brand config
 * passes them in).
 */
export function isLiveChatAvailable(input: {
  readonly liveChatUrl: string | null | undefined;
  readonly avayaChatUrl: string | null | undefined;
  readonly variant: string;
  readonly excludedVariants: readonly string[];
}): boolean {
  const configured = Boolean(input.liveChatUrl?.trim()) || Boolean(input.avayaChatUrl?.trim());
  return configured && !input.excludedVariants.includes(input.variant);
}

/**
 * spec shell §6: the self-exclusion icon shows for local-account variants, or for the one other
 * variant that gates it on enable_self_exclusion.
 */
export function isSelfExclusionIconVisible(input: {
  readonly localAccountVariant: boolean;
  readonly selfExclusionSettingVariant: boolean;
  readonly enableSelfExclusion: boolean | null | undefined;
}): boolean {
  return (
    input.localAccountVariant ||
    (input.selfExclusionSettingVariant && input.enableSelfExclusion === true)
  );
}

/**
 * spec shell §6 and §2: logout shows for logged-in non-desktop users always. On desktop it is
 * "subject to display_logout_button (or not being in a native app)": the setting decides when
 * the server sends it (off hides it, as the header rule says); when the setting is absent, logout
 * shows unless the site runs inside a native app (which owns the session).
 */
export function isLogoutVisible(input: {
  readonly loggedIn: boolean;
  readonly isDesktop: boolean;
  readonly displayLogoutButton: boolean | null | undefined;
  readonly isNativeApp: boolean;
}): boolean {
  if (!input.loggedIn) return false;
  if (!input.isDesktop) return true;
  return input.displayLogoutButton ?? !input.isNativeApp;
}

/**
 * spec shell §2 / §6: the login and join buttons are each gated by a display setting
 * (display_login_button, display_registration_button) and shown to anonymous visitors. An absent
 * setting shows the button: a sportsbook without a login button is unusable.
 */
export function headerAuthButtons(input: {
  readonly loggedIn: boolean;
  readonly displayLoginButton: boolean | null | undefined;
  readonly displayRegistrationButton: boolean | null | undefined;
}): { readonly login: boolean; readonly join: boolean } {
  if (input.loggedIn) return { login: false, join: false };
  return {
    login: input.displayLoginButton ?? true,
    join: input.displayRegistrationButton ?? true,
  };
}

/** spec shell §1 show_flutter_notification: who sees the native app's notification prompt. */
export type NativeNotificationAudience = 'none' | 'logged_in' | 'logged_out' | 'both';

/**
 * spec shell §2 "in native-app mode franco notifications" with §1 show_flutter_notification
 * (logged in, logged out or both; decision, docs/decisions.md): the prompt to turn on the app's
 * notifications shows only inside the native app, to the audience the setting names.
 */
export function isNativeNotificationShown(input: {
  readonly nativeApp: boolean;
  readonly loggedIn: boolean;
  readonly audience: NativeNotificationAudience | null | undefined;
}): boolean {
  if (!input.nativeApp) return false;
  switch (input.audience ?? 'none') {
    case 'both':
      return true;
    case 'logged_in':
      return input.loggedIn;
    case 'logged_out':
      return !input.loggedIn;
    default:
      return false;
  }
}

/**
 * spec shell §1 flutter_one_link (decision): the Sports App link is the app's one link (it opens
 * the app where it is installed), so inside the native app it is not offered — it would only
 * open the app the player is already in.
 */
export function sportsAppLinkShown(input: {
  readonly link: string | null | undefined;
  readonly nativeApp: boolean;
  readonly flutterOneLink: boolean | null | undefined;
}): string | null {
  const link = input.link?.trim() ? input.link : null;
  if (link === null) return null;
  return input.nativeApp && input.flutterOneLink === true ? null : link;
}

/** The account pages the profile flag decides on (spec shell §2 routes, §1 enable_profile_tab). */
export const PROFILE_PAGE_PATH = '/account';

/**
 * spec shell §1 enable_profile_tab (decision, docs/decisions.md): off, the profile page is not
 * offered — neither the account section's Profile tab nor the header dropdown's "My profile";
 * the other account pages stay. An absent setting offers it.
 */
export function accountPagesShown<T extends { readonly path: string }>(
  pages: readonly T[],
  enableProfileTab: boolean | null | undefined,
): T[] {
  if (enableProfileTab ?? true) return [...pages];
  return pages.filter((page) => page.path !== PROFILE_PAGE_PATH);
}

/**
 * spec shell §1 force_dsb_login with §7 Host messages (decision, docs/decisions.md): embedded,
 * a visitor's login goes to the host — unless force_dsb_login makes the sportsbook (the "DSB")
 * use its own login modal even inside a host.
 */
export function loginGoesToHost(input: {
  readonly embeddedWithHost: boolean;
  readonly forceDsbLogin: boolean | null | undefined;
}): boolean {
  return input.embeddedWithHost && input.forceDsbLogin !== true;
}

/** spec shell §2 menu item fields that decide visibility and target. */
export interface MenuItemAccess {
  readonly loggedInOnly?: boolean | null;
  readonly loggedInLink?: string | null;
  readonly loggedOutLink?: string | null;
}

/** spec shell §6: logged-in-only menu items are hidden for anonymous visitors. */
export function isMenuItemVisible(item: MenuItemAccess, loggedIn: boolean): boolean {
  return loggedIn || item.loggedInOnly !== true;
}

/**
 * spec shell §2: menu items carry links for logged-in and logged-out users. The other link is the
 * fallback when the one for the current state is empty.
 */
export function menuItemHref(item: MenuItemAccess, loggedIn: boolean): string | null {
  const primary = loggedIn ? item.loggedInLink : item.loggedOutLink;
  const secondary = loggedIn ? item.loggedOutLink : item.loggedInLink;
  return primary?.trim() ? primary : secondary?.trim() ? secondary : null;
}

/** spec shell §6: the payment-options item uses a cashier link when logged in. */
export function paymentOptionsHref(input: {
  readonly loggedIn: boolean;
  readonly cashierUrl: string | null | undefined;
  readonly publicUrl: string | null | undefined;
}): string | null {
  if (input.loggedIn && input.cashierUrl?.trim()) return input.cashierUrl;
  return input.publicUrl?.trim() ? input.publicUrl : null;
}

// ---------------------------------------------------------------------------------------------
// Odds per brand

export interface OddsPerBrandInput {
  /** The odds_per_brand_enabled setting. */
  readonly enabled: boolean | null | undefined;
  readonly loggedIn: boolean;
  readonly playerCountry: string | null;
  readonly playerCurrency: string | null;
  /** The country the request comes from (geo data), used for anonymous visitors. */
  readonly requestCountry: string | null;
  /** odds_per_brand_location_config: country code → brand whose odds apply. */
  readonly locationConfig: Readonly<Record<string, string>> | null | undefined;
  /** odds_per_brand_currency_config: currency code → brand whose odds apply. */
  readonly currencyConfig: Readonly<Record<string, string>> | null | undefined;
}

function lookupIgnoringCase(
  config: Readonly<Record<string, string>> | null | undefined,
  key: string | null,
): string | null {
  if (!config || !key) return null;
  const wanted = key.trim().toUpperCase();
  const hit = Object.entries(config).find(([k]) => k.trim().toUpperCase() === wanted);
  return hit?.[1]?.trim() ? hit[1] : null;
}

/**
 * spec shell §6 / betting-domain §6: the brand whose odds override applies (the overrideBrand of
 * the odds-ladder call), or null for the site's own odds. Logged in: the player's country, then
 * the player's currency; anonymous: the request country only. Keys compare case-insensitively.
 */
export function oddsPerBrandOverride(input: OddsPerBrandInput): string | null {
  if (input.enabled !== true) return null;
  if (!input.loggedIn) return lookupIgnoringCase(input.locationConfig, input.requestCountry);
  return (
    lookupIgnoringCase(input.locationConfig, input.playerCountry) ??
    lookupIgnoringCase(input.currencyConfig, input.playerCurrency)
  );
}
