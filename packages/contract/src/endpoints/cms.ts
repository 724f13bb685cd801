import { z } from 'zod';
import {
  AdvertAnswer,
  AdvertQuery,
  AllCachedSettings,
  AllCachedSettingsQuery,
  BrandAnswer,
  CmsQuery,
  ContentIdParams,
  CouponAnswer,
  CouponGroupAnswer,
  CouponQuery,
  ExternalHeaderAnswer,
  GcbSealAnswer,
  GcbSealQuery,
  HtmlWidgetAnswer,
  HtmlWidgetQuery,
  LanguagesAnswer,
  MetricsAnswer,
  MetricsQuery,
  PromotionsAnswer,
  SubmenuAnswer,
  TabsAnswer,
  TopSportsAnswer,
  TranslationsAnswer,
  TranslationsParams,
  TranslationsQuery,
} from '../cms/calls';
import { BRAND_DOCUMENT_NAMES } from '../cms/brand';
import { GameLaunchAnswer, GameLaunchRequest, ProductsAnswer } from '../cms/products';
import { defineEndpoint, PLAYER, PUBLIC, PLAYER_IF_PRESENT } from './define';

/** Adverts whose id is a fixed slot rather than a number (betting-domain §7). */
const AdvertParams = z.object({
  adId: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'must be an advert id (a slug or a number)')
    .transform((v) => (/^\d{1,10}$/.test(v) ? Number(v) : v)),
});

const DocumentParams = z.object({
  document: z.enum(BRAND_DOCUMENT_NAMES as [string, ...string[]], {
    error: `must be one of ${BRAND_DOCUMENT_NAMES.join(', ')}`,
  }),
});

/** What the operator calls answer about one brand document. */
export const CmsDocumentAnswer = z.object({
  document: z.string(),
  /** Where the served version comes from: the brand's file, or an operator's publication. */
  source: z.enum(['file', 'operator']),
  body: z.unknown(),
  last_publication_timestamp: z.number(),
  published_by: z.string().nullable(),
});
export type CmsDocumentAnswer = z.infer<typeof CmsDocumentAnswer>;

/**
 * Site configuration and content (spec shell §7 /api table, betting-domain §7 adverts; issue 10).
 * Paths the spec does not show (languages, translations, brand, external header, the operator's
 * publication calls) are decisions (docs/decisions.md "Site configuration").
 */
export const CMS = {
  // spec shell §7: GET /api/all_cached_settings (cached=t&all=t, or c={currency}&cached=t)
  allCachedSettings: defineEndpoint({
    key: 'cms.allCachedSettings',
    method: 'GET',
    path: '/api/all_cached_settings',
    query: AllCachedSettingsQuery,
    response: AllCachedSettings,
    status: [200],
    access: PUBLIC,
  }),
  // spec shell §7: GET /api/tabs → menu content
  tabs: defineEndpoint({
    key: 'cms.tabs',
    method: 'GET',
    path: '/api/tabs',
    query: CmsQuery,
    response: TabsAnswer,
    status: [200],
    access: PUBLIC,
  }),
  // spec shell §7: GET /api/submenus/{subheaderId} → submenu_links
  submenu: defineEndpoint({
    key: 'cms.submenu',
    method: 'GET',
    path: '/api/submenus/{id}',
    params: ContentIdParams,
    query: CmsQuery,
    response: SubmenuAnswer,
    status: [200],
    access: PUBLIC,
  }),
  // spec shell §7: GET /api/coupon_groups/{id}
  couponGroup: defineEndpoint({
    key: 'cms.couponGroup',
    method: 'GET',
    path: '/api/coupon_groups/{id}',
    params: ContentIdParams,
    query: CmsQuery,
    response: CouponGroupAnswer,
    status: [200],
    access: PUBLIC,
  }),
  // spec shell §7: GET /api/coupons/{couponId}?coupon_info=true
  coupon: defineEndpoint({
    key: 'cms.coupon',
    method: 'GET',
    path: '/api/coupons/{id}',
    params: ContentIdParams,
    query: CouponQuery,
    response: CouponAnswer,
    status: [200],
    access: PUBLIC,
  }),
  // spec shell §7: GET /api/top_sports
  topSports: defineEndpoint({
    key: 'cms.topSports',
    method: 'GET',
    path: '/api/top_sports',
    query: CmsQuery,
    response: TopSportsAnswer,
    status: [200],
    access: PUBLIC,
  }),
  // spec shell §7: GET /api/html_widgets/{htmlWidgetId}?active → content
  htmlWidget: defineEndpoint({
    key: 'cms.htmlWidget',
    method: 'GET',
    path: '/api/html_widgets/{id}',
    params: ContentIdParams,
    query: HtmlWidgetQuery,
    response: HtmlWidgetAnswer,
    status: [200],
    access: PUBLIC,
  }),
  // spec shell §7 / betting-domain §7: GET /api/adverts/{adId}?player_type[&username] (also the
  // jackpot_banner and jackpot_bets slots); the audience rule is applied to the caller
  advert: defineEndpoint({
    key: 'cms.advert',
    method: 'GET',
    path: '/api/adverts/{adId}',
    params: AdvertParams,
    query: AdvertQuery,
    response: AdvertAnswer,
    status: [200],
    access: PLAYER_IF_PRESENT,
  }),
  // spec shell §7: GET /api/gcb_seals?host → token for the licence seal
  gcbSeal: defineEndpoint({
    key: 'cms.gcbSeal',
    method: 'GET',
    path: '/api/gcb_seals',
    query: GcbSealQuery,
    response: GcbSealAnswer,
    status: [200],
    access: PUBLIC,
  }),
  // spec shell §7: GET /api/metrics?app=… (the client gives up after 3 s)
  metrics: defineEndpoint({
    key: 'cms.metrics',
    method: 'GET',
    path: '/api/metrics',
    query: MetricsQuery,
    response: MetricsAnswer,
    status: [200],
    access: PUBLIC,
  }),
  // The brand's promotions (shell §2 /promotions; path not shown: decision). The audience rule
  // (as adverts') is applied to the caller.
  promotions: defineEndpoint({
    key: 'cms.promotions',
    method: 'GET',
    path: '/api/promotions',
    query: CmsQuery,
    response: PromotionsAnswer,
    status: [200],
    access: PLAYER_IF_PRESENT,
  }),
  // The languages call (shell §7: path not shown)
  languages: defineEndpoint({
    key: 'cms.languages',
    method: 'GET',
    path: '/api/languages',
    query: CmsQuery,
    response: LanguagesAnswer,
    status: [200],
    access: PUBLIC,
  }),
  // The settings-by-language call (shell §7: path not shown): one language's catalogue
  translations: defineEndpoint({
    key: 'cms.translations',
    method: 'GET',
    path: '/api/translations/{locale}',
    params: TranslationsParams,
    query: TranslationsQuery,
    response: TranslationsAnswer,
    status: [200],
    access: PUBLIC,
  }),
  // The external header (shell §2 clem_external_header_*): css, js, html, sanitised
  externalHeader: defineEndpoint({
    key: 'cms.externalHeader',
    method: 'GET',
    path: '/api/external_header',
    query: CmsQuery,
    response: ExternalHeaderAnswer,
    status: [200],
    access: PUBLIC,
  }),
  // The running brand: name, theme, login style, branding, CSP (decision)
  brand: defineEndpoint({
    key: 'cms.brand',
    method: 'GET',
    path: '/api/brand',
    query: CmsQuery,
    response: BrandAnswer,
    status: [200],
    access: PUBLIC,
  }),
  // Operator: the served version of one brand document
  document: defineEndpoint({
    key: 'cms.document',
    method: 'GET',
    path: '/xapi/operator/cms/{document}',
    params: DocumentParams,
    response: CmsDocumentAnswer,
    status: [200],
    access: { kind: 'operator' },
  }),
  // Operator: publish a new version of one brand document (validated like its file)
  publish: defineEndpoint({
    key: 'cms.publish',
    method: 'PUT',
    path: '/xapi/operator/cms/{document}',
    params: DocumentParams,
    body: { kind: 'json', schema: z.unknown() },
    response: CmsDocumentAnswer,
    status: [200],
    access: { kind: 'operator' },
  }),
  // Operator: withdraw the publication, serving the brand's file again
  revert: defineEndpoint({
    key: 'cms.revert',
    method: 'DELETE',
    path: '/xapi/operator/cms/{document}',
    params: DocumentParams,
    response: CmsDocumentAnswer,
    status: [200],
    access: { kind: 'operator' },
  }),
  // The third-party products registry (shell §2 product sections, §6 gates; path not shown): the
  // products this caller is shown — the gates read the session's currency and tokens
  products: defineEndpoint({
    key: 'cms.products',
    method: 'GET',
    path: '/api/products',
    query: CmsQuery,
    response: ProductsAnswer,
    status: [200],
    access: PLAYER_IF_PRESENT,
  }),
  // spec shell §7: POST {accounts-base}/accounts/me/game-launch-url — flashClient, gameCode,
  // integrationChannelCode → tokenSession (with the launch URL and the token's expiry)
  gameLaunchUrl: defineEndpoint({
    key: 'cms.gameLaunchUrl',
    method: 'POST',
    path: '/accounts/me/game-launch-url',
    query: CmsQuery,
    body: { kind: 'json', schema: GameLaunchRequest },
    response: GameLaunchAnswer,
    status: [200],
    access: PLAYER,
  }),
} as const;
