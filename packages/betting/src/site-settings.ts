/**
 * The spec's site-setting defaults and business limits in one typed place (spec betting-domain
 * §3 "Site settings (with defaults)", §9 "Limits" and "Origin ids"). Every other module that
 * needs one of these figures reads it from here, so a figure lives once.
 *
 * Times are in milliseconds unless a name says otherwise (the spec gives poll times and
 * timeouts in ms: user_wallet_poll_time 10000 is ten seconds).
 */
import { DEFAULT_CURRENCY_PRECISION } from './money/money';
import type { OddsType } from './odds/odds-format';

/** spec betting-domain §3: display_username_and_email is one of these. */
export const ACCOUNT_NAME_DISPLAYS = ['email', 'username', 'both'] as const;
export type AccountNameDisplay = (typeof ACCOUNT_NAME_DISPLAYS)[number];

/** The site settings the spec gives a default for, under their own names. */
export interface SiteSettingDefaults {
  readonly bet_stake_max_amount: number;
  readonly bet_stake_min_amount: number;
  readonly max_bets_on_betslip: number;
  /** ms between wallet balance polls. */
  readonly user_wallet_poll_time: number;
  readonly currency_precision: number;
  /** ms a cash-out confirmation may take. */
  readonly cashout_timeout: number;
  /** ms between change polls for a logged-in player. */
  readonly poll_changes_refresh_interval: number;
  /** ms between change polls for a logged-out visitor (spec: "its logged-out variant"). */
  readonly poll_changes_refresh_interval_logged_out: number;
  /** spec betting-domain §9 odds types (uk is read as euro by the settings panel). */
  readonly default_price_format: OddsType;
  readonly lazy_loading_markets_live_event_count_threshold: number;
  readonly display_username_and_email: AccountNameDisplay;
}

/**
 * spec betting-domain §3 site settings with their defaults. The logged-out poll setting's name is
 * not shown in the spec; decision: `poll_changes_refresh_interval_logged_out`. The spec gives no
 * default for display_username_and_email; decision: `username` (an email address is personal
 * data best not shown on a shared screen unless the site asks for it).
 */
export const SITE_SETTING_DEFAULTS: SiteSettingDefaults = {
  bet_stake_max_amount: 10_000,
  bet_stake_min_amount: 0,
  max_bets_on_betslip: 15,
  user_wallet_poll_time: 10_000,
  currency_precision: DEFAULT_CURRENCY_PRECISION,
  cashout_timeout: 5_000,
  poll_changes_refresh_interval: 5_000,
  poll_changes_refresh_interval_logged_out: 5_000,
  default_price_format: 'euro',
  lazy_loading_markets_live_event_count_threshold: 30,
  display_username_and_email: 'username',
};

/** spec betting-domain §9 "Limits", in the spec's units (ms, seconds or counts as named). */
export const BETTING_LIMITS = {
  maxBetsOnBetslip: SITE_SETTING_DEFAULTS.max_bets_on_betslip,
  stakeMaxAmount: SITE_SETTING_DEFAULTS.bet_stake_max_amount,
  stakeMinAmount: SITE_SETTING_DEFAULTS.bet_stake_min_amount,
  /** The front-end multiple's minimum stake, major units (spec §5). */
  multipleMinStake: 1250,
  keyboardStakeMaxLength: 13,
  keyboardStakeMaxDecimals: 2,
  walletPollMs: SITE_SETTING_DEFAULTS.user_wallet_poll_time,
  cashoutTimeoutMs: SITE_SETTING_DEFAULTS.cashout_timeout,
  pollIntervalMs: SITE_SETTING_DEFAULTS.poll_changes_refresh_interval,
  closedSelectionRemovalDelayMs: 3_000,
  betslipErrorToastSeconds: 10,
  tokenExpiryMarginSeconds: 30,
  metricsTimeoutMs: 3_000,
  longQueryThresholdChars: 2_000,
  liveEventsPageSize: 50,
  preMatchDefaultPageSize: 20,
  settledBetsFetched: 50,
  lazyLoadingLiveEventThreshold:
    SITE_SETTING_DEFAULTS.lazy_loading_markets_live_event_count_threshold,
  maxMarketsPerMarketType: 3,
  maxMarketsPerEvent: 50,
  rehydrationTimeoutMs: 5_000,
  lazyLoadDefaultDelayMs: 200,
} as const;

/** spec betting-domain §9 (and shell §9): the time constants, in seconds (1 min … 8 h). */
export const TIME_CONSTANTS_SECONDS = [60, 600, 3_600, 28_800] as const;

/**
 * spec betting-domain §9 origin ids of the betslip model: '11' by default, '20' and '21' when an
 * origin is forced; the mini betslip forces '21'.
 */
export const ORIGIN_IDS = {
  default: '11',
  forced: ['20', '21'],
  miniBetslip: '21',
} as const;
export type OriginId = typeof ORIGIN_IDS.default | (typeof ORIGIN_IDS.forced)[number];

/**
 * The originId a betslip request carries (spec betting-domain §3 originId default '11', §9):
 * a forced origin when one is given, '21' for the mini betslip, else '11'. Decision: a forced
 * origin wins over the mini betslip, since forcing is the caller saying where the bet comes from.
 */
export function betslipOriginId(
  options: {
    readonly forcedOriginId?: (typeof ORIGIN_IDS.forced)[number] | null;
    readonly miniBetslip?: boolean;
  } = {},
): OriginId {
  if (options.forcedOriginId != null) return options.forcedOriginId;
  return options.miniBetslip === true ? ORIGIN_IDS.miniBetslip : ORIGIN_IDS.default;
}

export function isOriginId(value: unknown): value is OriginId {
  return value === ORIGIN_IDS.default || (ORIGIN_IDS.forced as readonly unknown[]).includes(value);
}
