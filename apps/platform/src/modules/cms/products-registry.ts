/**
 * The third-party products registry (issue 10 item 9; spec shell §2 product sections and
 * third-party tiers, §6 gates): which of the brand's products (config/brands/<brand>/
 * products.json) a caller is shown and how the web opens each, and the registry's cross-checks.
 * The gates are packages/site's rules (settings flag, currency, exchange token, golden race demo
 * id); the registry adds two of its own: a product whose provider is not configured is never
 * shown, and a product launched with a player token is shown to a signed-in player only while
 * their session holds third-party tokens (a withdraw-only session holds none).
 */
import {
  fillLaunchTemplate,
  type BrandDocuments,
  type Channel,
  type ProductEntry,
  type ProductsAnswer,
  type ServedProduct,
} from '@touchline/contract';
import {
  isPartnerMatrixAffiliate,
  thirdPartyProductVisibility,
  THIRD_PARTY_PRODUCTS,
  type ProductHiddenReason,
  type ThirdPartyProduct,
} from '@touchline/site';
import type { Authenticated } from '../identity';
// brand-site imports this file for its cross-checks: only types back, no import cycle.
import type { BrandSite, ConfigIssue } from './brand-site';

/** Who is asking, as the gates see them. */
export type ProductCaller =
  | { readonly kind: 'anonymous' }
  | {
      readonly kind: 'player';
      readonly currency: string;
      readonly locale: string;
      /** The session holds third-party tokens (shell §3); a withdraw-only session holds none. */
      readonly holdsTokens: boolean;
      /** The player is a partner-matrix affiliate (the session's is_partner_matrix_affiliate). */
      readonly partnerMatrixAffiliate: boolean;
    };

export function productCallerOf(auth: Authenticated | null): ProductCaller {
  if (!auth) return { kind: 'anonymous' };
  return {
    kind: 'player',
    currency: auth.player.currency,
    locale: auth.player.locale,
    holdsTokens: auth.player.scope === 'full',
    partnerMatrixAffiliate: auth.player.partner_matrix_affiliate,
  };
}

/** A product whose provider is configured: its launch URL template is set. */
export type ConfiguredProduct = ProductEntry & { readonly launch_url_template: string };

export type ProductHiddenBecause = ProductHiddenReason | 'noToken';

export type ProductState =
  | { readonly status: 'notConfigured' }
  | { readonly status: 'hidden'; readonly reason: ProductHiddenBecause }
  | { readonly status: 'shown'; readonly entry: ConfiguredProduct };

const NOT_CONFIGURED: ProductState = { status: 'notConfigured' };

/** The currency the gates apply to: the player's, or (anonymous) the brand's default. */
export function callerCurrency(site: BrandSite, caller: ProductCaller): string {
  return caller.kind === 'player' ? caller.currency : site.documents.currencies.default;
}

/** Whether `product` is shown to `caller` on `channel`, and if not, why. */
export function productState(
  site: BrandSite,
  product: ThirdPartyProduct,
  caller: ProductCaller,
  channel: Channel,
): ProductState {
  const entry = site.documents.products.products[product];
  const template = entry?.launch_url_template ?? null;
  if (!entry || template === null) return NOT_CONFIGURED;
  const currency = callerCurrency(site, caller);
  const settings = site.settings(channel, currency);
  const holdsTokens = caller.kind === 'player' && caller.holdsTokens;
  const visibility = thirdPartyProductVisibility(product, {
    settings,
    loggedIn: caller.kind === 'player',
    currency,
    // spec shell §6: the session's flag, or the brand's emulate setting.
    partnerMatrixAffiliate: isPartnerMatrixAffiliate({
      sessionFlag: caller.kind === 'player' ? caller.partnerMatrixAffiliate : null,
      emulateSetting: settings.partner_matrix_emulate_affiliated_user,
    }),
    hasExchangeToken: holdsTokens,
    goldenRaceDemoId: entry.demo_id,
    // spec shell §6/§8 props "needs its environment settings": its provider entry is configured.
    propsEnvironmentConfigured: true,
  });
  if (!visibility.visible) return { status: 'hidden', reason: visibility.reason };
  // The token requirement: a signed-in player launches only with the provider's token.
  if (entry.requires_token && caller.kind === 'player' && !holdsTokens) {
    return { status: 'hidden', reason: 'noToken' };
  }
  return { status: 'shown', entry: { ...entry, launch_url_template: template } };
}

/** The locale a launch URL carries: the call's `l`, else the player's, else the brand's. */
export function callLocale(site: BrandSite, caller: ProductCaller, l: string | undefined): string {
  return l ?? (caller.kind === 'player' ? caller.locale : site.documents.languages.default);
}

/**
 * GET /api/products: the products shown to the caller, in the catalogue's order, each with how
 * the web opens it. Hidden products are left out, never listed as broken.
 */
export function servedProducts(
  site: BrandSite,
  caller: ProductCaller,
  channel: Channel,
  l: string | undefined,
): ProductsAnswer {
  const currency = callerCurrency(site, caller);
  const locale = callLocale(site, caller, l);
  const products = THIRD_PARTY_PRODUCTS.flatMap((id): ServedProduct[] => {
    const state = productState(site, id, caller, channel);
    if (state.status !== 'shown') return [];
    const { entry } = state;
    const launch: ServedProduct['launch'] = !entry.requires_token
      ? {
          mode: 'link',
          url: fillLaunchTemplate(entry.launch_url_template, {
            locale,
            currency,
            brand: site.name,
            channel,
          }),
        }
      : caller.kind === 'player'
        ? { mode: 'game_launch_url' }
        : { mode: 'login' };
    return [
      {
        id,
        label: entry.label,
        icon: entry.icon,
        provider: entry.provider,
        provider_name: entry.provider_name,
        game_codes: [...entry.game_codes],
        launch,
      },
    ];
  });
  return { currency, products };
}

/**
 * The registry's cross-checks (buildBrandSite): a menu item's product must be in products.json,
 * so the web can always decide whether to show the item.
 */
export function productRegistryIssues(
  documents: Pick<BrandDocuments, 'menus' | 'products'>,
  files: { readonly menus: string; readonly products: string },
): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  documents.menus.tabs.forEach((tab, t) => {
    tab.submenu_items.forEach((item, i) => {
      if (item.product !== null && !documents.products.products[item.product]) {
        issues.push({
          file: files.menus,
          path: `tabs[${t}].submenu_items[${i}].product`,
          message: `no product ${item.product} in ${files.products}`,
        });
      }
    });
  });
  return issues;
}
