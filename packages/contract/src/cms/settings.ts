import { z } from 'zod';
import { ODDS_TYPES, SITE_SETTING_DEFAULTS, SPORTS } from '@touchline/betting';
import { COLUMN_LAYOUT_TYPES } from '@touchline/site';

/**
 * The site settings a brand is configured with (spec shell §1 flags and §3 "Settings per channel";
 * betting-domain §3 "Site settings (with defaults)"), under the spec's own names. A brand's
 * `settings.json` gives `common` values and per-channel (`web`, `mobile`) overrides; every
 * setting it leaves out takes the spec's default (`SITE_SETTINGS_DEFAULTS`). Unknown names are
 * refused, so a typo never silently does nothing.
 */

const Flag = z.boolean();
const Ms = z.number().int().min(0).max(86_400_000);
const Amount = z.number().min(0).max(1e12);
const Percentage = z.number().min(0).max(100);

/** spec shell §3 page layout setting: component name plus id, in three columns. */
export const LayoutComponent = z
  .object({
    name: z.string().regex(/^[a-z][a-z0-9_]*$/, 'must be a component name such as advert'),
    id: z.union([z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), z.number().int().min(0)]).nullable(),
  })
  .strict();

export const PageLayout = z
  .object({
    url: z.string().min(1).max(300),
    column_type: z.enum(COLUMN_LAYOUT_TYPES),
    left_column: z.array(LayoutComponent).max(20).default([]),
    right_column: z.array(LayoutComponent).max(20).default([]),
    centre_column_bottom: z.array(LayoutComponent).max(20).default([]),
  })
  .strict();
export type PageLayout = z.infer<typeof PageLayout>;

export const PageAttribute = z
  .object({
    url: z.string().min(1).max(300),
    title: z.string().max(200).nullable().optional(),
    meta_tags: z.record(z.string().max(64), z.string().max(500)).nullable().optional(),
    last: z.boolean().nullable().optional(),
  })
  .strict();

/** Decision: what the home page shows (the spec names no setting for it). */
export const HomePageConfiguration = z
  .object({
    top_sports: z.boolean(),
    featured_events: z.number().int().min(0).max(50),
    live_now: z.number().int().min(0).max(50),
    html_widget_id: z.string().nullable(),
  })
  .strict();

/** The colour theme variables of one mode (design tokens, `--name: value`). */
const ColorTheme = z
  .record(
    z.string().regex(/^[a-z][a-z0-9-]{0,48}$/, 'must be a CSS variable name such as primary'),
    z
      .string()
      .max(100)
      .regex(/^[#(),.%\sA-Za-z0-9-]+$/, 'must be a plain CSS colour or length value'),
  )
  .refine((v) => Object.keys(v).length <= 200, 'at most 200 theme variables');

const SportCode = z
  .string()
  .refine((code) => SPORTS.some((s) => s.code === code), 'must be a sport code of the catalogue');

/** A link that leaves the site: https only. */
const HttpsUrl = z
  .string()
  .max(500)
  .regex(/^https:\/\/[^\s"'<>]+$/, 'must be an https:// URL');
/** A link inside the site (a path, not `//host`) or one that leaves it over https. */
const SitePathOrHttpsUrl = z
  .string()
  .max(500)
  .regex(
    /^(\/[^/\s"'<>][^\s"'<>]*|https:\/\/[^\s"'<>]+)$/,
    'must be a site path or an https:// URL',
  );

const THIRD_PARTY_NOTIFICATION = ['none', 'logged_in', 'logged_out', 'both'] as const;

export const SETTING_FIELDS = {
  // spec shell §1 flags
  force_dsb_login: Flag,
  single_allowed_session: Flag,
  display_logout_button: Flag,
  display_login_button: Flag,
  display_registration_button: Flag,
  enable_flags: Flag,
  enable_profile_tab: Flag,
  enable_self_exclusion: Flag,
  enable_prematch_sports: Flag,
  display_promotions_link: Flag,
  betslip_generate_retail_code: Flag,
  flutter_one_link: Flag,
  show_leap_virtuals: Flag,
  show_parlay_bay: Flag,
  esportsbull_enabled: Flag,
  pinnacle_esports_enabled: Flag,
  partner_matrix_emulate_affiliated_user: Flag,
  show_kryptium_exchange: Flag,
  show_cryptoblast: Flag,
  show_live_score: Flag,
  show_lotto: Flag,
  show_kiron_virtuals: Flag,
  show_golden_race_virtuals: Flag,
  show_flutter_notification: z.enum(THIRD_PARTY_NOTIFICATION),
  clem_header_toggle_balance: Flag,
  clem_external_header_enabled: Flag,
  clem_external_header_path: z.string().max(300).nullable(),
  external_widgets_subdomain: z.string().max(200).nullable(),
  external_widgets_subdomain_cms: z.string().max(200).nullable(),
  page_layouts: z.array(PageLayout).max(100),
  page_attributes: z.array(PageAttribute).max(200),
  /** shell §2: the home target is the live page or the pre-match page. */
  root_page_configuration: z.enum(['Live page', 'Prematch page']),
  home_page_configuration: HomePageConfiguration,
  /**
   * shell §2: a configured promotions URL overrides /promotions (the page redirects there); a
   * site path or an https URL, null for the site's own promotions page.
   */
  promotions_url: z
    .string()
    .max(500)
    .refine(
      (v) => (v.startsWith('/') && !v.startsWith('//')) || /^https:\/\/[^\s"'<>]+$/.test(v),
      'must be a site path starting with / or an https:// URL',
    )
    .nullable(),
  /** Decision (shell §2 footer "external footer HTML"): the html widget the page foot shows. */
  footer_html_widget_id: z.string().nullable(),
  /** Decision (shell §2 footer terms-of-use modal): the html widget holding the terms text. */
  terms_of_use_html_widget_id: z.string().nullable(),
  /**
   * shell §4: the terms-of-use popup's mock mode — shown to every logged-in player until the
   * pToU cookie says accept, whether or not the session awaits an acceptance (decision: a setting
   * of the channel, off by default; the spec does not say where the mode comes from).
   */
  terms_of_use_mock_mode: Flag,
  /** shell §5: the live-chat URL (live chat is offered only when it is set); opens in a new window. */
  live_chat_url: HttpsUrl.nullable(),
  /** shell §5: the Avaya chat window (live chat is offered when it or live_chat_url is set). */
  avaya_chat_url: HttpsUrl.nullable(),
  /**
   * shell §7: the external chat-token service the player's chat token is exchanged with (an
   * https URL, or a site path for the demo's simulated service). Its bearer is not a setting: it
   * comes from the platform's AVAYA_CHAT_BEARER_TOKEN.
   */
  avaya_chat_token_url: SitePathOrHttpsUrl.nullable(),
  /** shell §6: the support desk's contact details the chat opens with (e.g. an email address). */
  live_chat_contact: z.string().max(200).nullable(),
  /** shell §6: the partner desk's contact details, for partner-matrix affiliates. */
  live_chat_affiliate_contact: z.string().max(200).nullable(),
  /** shell §2: the Sports App menu item's link (the item shows only when it is set). */
  sports_app_link: SitePathOrHttpsUrl.nullable(),
  // betting-domain §3 site settings
  bet_stake_max_amount: Amount,
  bet_stake_min_amount: Amount,
  max_bets_on_betslip: z.number().int().min(1).max(50),
  user_wallet_poll_time: Ms,
  currency_precision: z.number().int().min(0).max(8),
  cashout_timeout: Ms,
  poll_changes_refresh_interval: Ms,
  poll_changes_refresh_interval_logged_out: Ms,
  default_price_format: z.enum(ODDS_TYPES),
  odds_types: z.array(z.enum(ODDS_TYPES)).min(1).max(ODDS_TYPES.length),
  view_types: z
    .array(z.enum(['euro', 'asian', 'thai']))
    .min(1)
    .max(3),
  /** JSON text of four amounts per currency (betting-domain §3), e.g. {"EUR":[5,25,100,500]}. */
  quick_bet_values: z.string().max(5_000),
  display_username_and_email: z.enum(['email', 'username', 'both']),
  african_betslip: Flag,
  uk_betslip: Flag,
  betslip_negative_odds_enabled: Flag,
  show_powerball: Flag,
  enable_favorites: Flag,
  enable_floating_betslip: Flag,
  lazy_loading_markets_live_event_count_threshold: z.number().int().min(1).max(1000),
  enable_api_lightweight_confirming_cashout: Flag,
  enable_user_activity_tracking_on_iframe: Flag,
  corners_market_type_ids: z.array(z.number().int().min(1)).max(100),
  show_countdown_digits: Flag,
  betslip_delay_before_update_stakes: Ms,
  stake_rate_percentage: Percentage,
  tax_returns_percentage: Percentage,
  tax_deduction_enabled: Flag,
  enable_stake_after_tax: Flag,
  each_way_enabled: Flag,
  odds_per_brand_enabled: Flag,
  odds_per_brand_location_config: z.record(z.string().max(8), z.string().max(64)),
  odds_per_brand_currency_config: z.record(z.string().max(8), z.string().max(64)),
  betcount_polling_interval: Ms,
  enable_switching_theme_modes: Flag,
  allow_higher_odds_and_cashout: Flag,
  /** Decision: the in-play delay per sport code, seconds; sports not listed use `default`. */
  in_play_delay_seconds: z
    .object({
      default: z.number().int().min(0).max(60),
      by_sport: z.record(SportCode, z.number().int().min(0).max(60)),
    })
    .strict(),
  // shell §3 per channel
  color_theme: z.object({ light: ColorTheme, dark: ColorTheme }).strict(),
  /** Script tags injected into every page: from brand config only, never from a request. */
  third_party_scripts: z.array(z.string().max(5_000)).max(20),
  coupon_layout: z.enum(['list', 'grid', 'tabs']),
  odds_per_brand_location: z.string().max(64).nullable(),
  locale: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/),
} as const;

export const SiteSettings = z.object(SETTING_FIELDS);
export type SiteSettings = z.infer<typeof SiteSettings>;

/** The settings a brand may set, all optional, unknown names refused. */
export const PartialSiteSettings = z.object(SETTING_FIELDS).partial().strict();
export type PartialSiteSettings = z.infer<typeof PartialSiteSettings>;

export const CHANNELS = ['web', 'mobile'] as const;
export type Channel = (typeof CHANNELS)[number];

/** `config/brands/<brand>/settings.json`. */
export const SettingsFile = z
  .object({
    common: PartialSiteSettings.default({}),
    web: PartialSiteSettings.default({}),
    mobile: PartialSiteSettings.default({}),
  })
  .strict();
export type SettingsFile = z.infer<typeof SettingsFile>;

/**
 * The defaults of every setting: the spec's where it gives one (betting-domain §3, shell §9),
 * otherwise a decision (docs/decisions.md "Site configuration"): flags for third-party products
 * off (a product is shown only where its provider is configured), shell buttons on.
 */
export const SITE_SETTINGS_DEFAULTS: SiteSettings = {
  force_dsb_login: false,
  single_allowed_session: false,
  display_logout_button: true,
  display_login_button: true,
  display_registration_button: true,
  enable_flags: true,
  enable_profile_tab: true,
  enable_self_exclusion: true,
  enable_prematch_sports: true,
  display_promotions_link: true,
  betslip_generate_retail_code: false,
  flutter_one_link: false,
  show_leap_virtuals: false,
  show_parlay_bay: false,
  esportsbull_enabled: false,
  pinnacle_esports_enabled: false,
  partner_matrix_emulate_affiliated_user: false,
  show_kryptium_exchange: false,
  show_cryptoblast: false,
  show_live_score: true,
  show_lotto: false,
  show_kiron_virtuals: false,
  show_golden_race_virtuals: false,
  show_flutter_notification: 'none',
  clem_header_toggle_balance: true,
  clem_external_header_enabled: false,
  clem_external_header_path: null,
  external_widgets_subdomain: null,
  external_widgets_subdomain_cms: null,
  page_layouts: [
    {
      url: '/*',
      column_type: 'triple_side_right',
      left_column: [{ name: 'menu', id: null }],
      right_column: [{ name: 'betslip', id: null }],
      centre_column_bottom: [],
    },
  ],
  page_attributes: [],
  root_page_configuration: 'Prematch page',
  promotions_url: null,
  home_page_configuration: {
    top_sports: true,
    featured_events: 10,
    live_now: 8,
    html_widget_id: null,
  },
  footer_html_widget_id: null,
  terms_of_use_html_widget_id: null,
  terms_of_use_mock_mode: false,
  live_chat_url: null,
  avaya_chat_url: null,
  avaya_chat_token_url: null,
  live_chat_contact: null,
  live_chat_affiliate_contact: null,
  sports_app_link: null,
  bet_stake_max_amount: SITE_SETTING_DEFAULTS.bet_stake_max_amount,
  bet_stake_min_amount: SITE_SETTING_DEFAULTS.bet_stake_min_amount,
  max_bets_on_betslip: SITE_SETTING_DEFAULTS.max_bets_on_betslip,
  user_wallet_poll_time: SITE_SETTING_DEFAULTS.user_wallet_poll_time,
  currency_precision: SITE_SETTING_DEFAULTS.currency_precision,
  cashout_timeout: SITE_SETTING_DEFAULTS.cashout_timeout,
  poll_changes_refresh_interval: SITE_SETTING_DEFAULTS.poll_changes_refresh_interval,
  poll_changes_refresh_interval_logged_out:
    SITE_SETTING_DEFAULTS.poll_changes_refresh_interval_logged_out,
  default_price_format: SITE_SETTING_DEFAULTS.default_price_format,
  odds_types: [...ODDS_TYPES],
  view_types: ['euro', 'asian'],
  quick_bet_values: '{}',
  display_username_and_email: SITE_SETTING_DEFAULTS.display_username_and_email,
  african_betslip: false,
  uk_betslip: false,
  betslip_negative_odds_enabled: true,
  show_powerball: false,
  enable_favorites: true,
  enable_floating_betslip: false,
  lazy_loading_markets_live_event_count_threshold:
    SITE_SETTING_DEFAULTS.lazy_loading_markets_live_event_count_threshold,
  enable_api_lightweight_confirming_cashout: false,
  enable_user_activity_tracking_on_iframe: false,
  corners_market_type_ids: [],
  show_countdown_digits: true,
  betslip_delay_before_update_stakes: 500,
  stake_rate_percentage: 0,
  tax_returns_percentage: 0,
  tax_deduction_enabled: false,
  enable_stake_after_tax: false,
  each_way_enabled: true,
  odds_per_brand_enabled: false,
  odds_per_brand_location_config: {},
  odds_per_brand_currency_config: {},
  betcount_polling_interval: 30_000,
  enable_switching_theme_modes: true,
  allow_higher_odds_and_cashout: true,
  in_play_delay_seconds: { default: 5, by_sport: {} },
  color_theme: { light: {}, dark: {} },
  third_party_scripts: [],
  coupon_layout: 'list',
  odds_per_brand_location: null,
  locale: 'en',
};

/** The settings of one channel as served: resolved, with the channel and the publication. */
export const ChannelSettings = SiteSettings.extend({
  channel: z.enum(CHANNELS),
  last_publication_timestamp: z.number().int(),
  /** Present when the settings were asked for one currency (`c=`). */
  currency: z.string().optional(),
});
export type ChannelSettings = z.infer<typeof ChannelSettings>;

/** GET /api/all_cached_settings: settings per channel (spec shell §7). */
export const AllCachedSettings = z.object({
  web: ChannelSettings,
  mobile: ChannelSettings,
});
export type AllCachedSettings = z.infer<typeof AllCachedSettings>;

/** One currency's settings (`config/brands/<brand>/currencies.json`, `c={currency}`). */
export const CurrencySettings = z
  .object({
    bet_stake_min_amount: Amount,
    bet_stake_max_amount: Amount,
    /** Four quick-bet amounts in display units (betting-domain §9). */
    quick_bet_values: z.tuple([Amount, Amount, Amount, Amount]),
    currency_precision: z.number().int().min(0).max(8),
  })
  .strict()
  .refine((c) => c.bet_stake_min_amount <= c.bet_stake_max_amount, {
    message: 'bet_stake_min_amount must not be above bet_stake_max_amount',
    path: ['bet_stake_min_amount'],
  })
  .refine((c) => c.quick_bet_values.every((v) => v > 0), {
    message: 'quick-bet amounts must be above 0',
    path: ['quick_bet_values'],
  });
export type CurrencySettings = z.infer<typeof CurrencySettings>;

export const CurrenciesFile = z
  .object({
    /** The currency a visitor sees before logging in. */
    default: z.string().regex(/^[A-Z]{3,4}$/),
    currencies: z.record(
      z.string().regex(/^[A-Z][A-Za-z]{2,3}$/, 'must be a currency code such as EUR or mBTC'),
      CurrencySettings,
    ),
  })
  .strict()
  .refine((f) => f.default in f.currencies, {
    message: 'default must be one of the listed currencies',
    path: ['default'],
  });
export type CurrenciesFile = z.infer<typeof CurrenciesFile>;
