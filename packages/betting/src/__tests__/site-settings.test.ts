import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BETTING_LIMITS,
  betslipOriginId,
  isOriginId,
  ORIGIN_IDS,
  SITE_SETTING_DEFAULTS,
  TIME_CONSTANTS_SECONDS,
} from '../site-settings';
import { BETSLIP_DEFAULTS, MULTIPLE_MIN_STAKE } from '../betslip/limits';
import { DEFAULT_CURRENCY_PRECISION } from '../money/money';
import {
  LAZY_LOADING_MARKETS_LIVE_EVENT_COUNT_THRESHOLD,
  LIVE_EVENTS_PAGE_SIZE,
  LONG_QUERY_THRESHOLD_CHARS,
  PRE_MATCH_DEFAULT_PAGE_SIZE,
} from '../markets/market-ids';
import { MAX_STAKE_DECIMALS, MAX_STAKE_TEXT_LENGTH, stakeLimitsMinor } from '../stakes/stake';
import { BETSLIP_CLOSED_SELECTION_REMOVAL_DELAY_MS } from '../betslip/betslip-reducer';
import { MAX_MARKETS_PER_EVENT, MAX_MARKETS_PER_MARKET_TYPE } from '../markets/markets';
import { BETSLIP_CREATION_ERROR } from '../betslip/betslip-codes';

describe('site-setting defaults (spec betting-domain §3)', () => {
  it('are the figures of the spec', () => {
    expect(SITE_SETTING_DEFAULTS).toEqual({
      bet_stake_max_amount: 10_000,
      bet_stake_min_amount: 0,
      max_bets_on_betslip: 15,
      user_wallet_poll_time: 10_000,
      currency_precision: 2,
      cashout_timeout: 5_000,
      poll_changes_refresh_interval: 5_000,
      poll_changes_refresh_interval_logged_out: 5_000,
      default_price_format: 'euro',
      lazy_loading_markets_live_event_count_threshold: 30,
      display_username_and_email: 'username',
    });
  });

  it('are what the rules use when a site sets nothing', () => {
    expect(BETSLIP_DEFAULTS).toMatchObject({
      maxBetsOnBetslip: 15,
      betStakeMaxAmount: 10_000,
      betStakeMinAmount: 0,
    });
    expect(DEFAULT_CURRENCY_PRECISION).toBe(2);
    expect(LAZY_LOADING_MARKETS_LIVE_EVENT_COUNT_THRESHOLD).toBe(30);
    // No setting given: stake limits 0 … 10,000.00 EUR, and ×1000 for a thousand-scaled VND.
    expect(stakeLimitsMinor('EUR')).toEqual({ minMinor: 0, maxMinor: 1_000_000 });
    expect(stakeLimitsMinor('VND')).toEqual({ minMinor: 0, maxMinor: 10_000_000 });
  });
});

describe('business limits (spec betting-domain §9)', () => {
  it('are the figures of the spec', () => {
    expect(BETTING_LIMITS).toEqual({
      maxBetsOnBetslip: 15,
      stakeMaxAmount: 10_000,
      stakeMinAmount: 0,
      multipleMinStake: 1250,
      keyboardStakeMaxLength: 13,
      keyboardStakeMaxDecimals: 2,
      walletPollMs: 10_000,
      cashoutTimeoutMs: 5_000,
      pollIntervalMs: 5_000,
      closedSelectionRemovalDelayMs: 3_000,
      betslipErrorToastSeconds: 10,
      tokenExpiryMarginSeconds: 30,
      metricsTimeoutMs: 3_000,
      longQueryThresholdChars: 2_000,
      liveEventsPageSize: 50,
      preMatchDefaultPageSize: 20,
      settledBetsFetched: 50,
      lazyLoadingLiveEventThreshold: 30,
      maxMarketsPerMarketType: 3,
      maxMarketsPerEvent: 50,
      rehydrationTimeoutMs: 5_000,
      lazyLoadDefaultDelayMs: 200,
    });
    expect(TIME_CONSTANTS_SECONDS).toEqual([60, 600, 3_600, 28_800]);
  });

  // The shell's and session's figures are checked beside them in packages/site.
  it('live once: every module reads its figure from here', () => {
    expect(MULTIPLE_MIN_STAKE).toBe(BETTING_LIMITS.multipleMinStake);
    expect(MAX_STAKE_TEXT_LENGTH).toBe(BETTING_LIMITS.keyboardStakeMaxLength);
    expect(MAX_STAKE_DECIMALS).toBe(BETTING_LIMITS.keyboardStakeMaxDecimals);
    expect(BETSLIP_CLOSED_SELECTION_REMOVAL_DELAY_MS).toBe(3_000);
    expect(LONG_QUERY_THRESHOLD_CHARS).toBe(2_000);
    expect(LIVE_EVENTS_PAGE_SIZE).toBe(50);
    expect(PRE_MATCH_DEFAULT_PAGE_SIZE).toBe(20);
    expect([MAX_MARKETS_PER_MARKET_TYPE, MAX_MARKETS_PER_EVENT]).toEqual([3, 50]);
    expect(BETSLIP_CREATION_ERROR.durationMs).toBe(10_000);
  });
});

describe('origin ids (spec betting-domain §9)', () => {
  it("is '11' by default, '21' for the mini betslip, and a forced '20' or '21' as given", () => {
    expect(ORIGIN_IDS).toEqual({ default: '11', forced: ['20', '21'], miniBetslip: '21' });
    expect(BETSLIP_DEFAULTS.defaultOriginId).toBe('11');
    expect(betslipOriginId()).toBe('11');
    expect(betslipOriginId({ miniBetslip: true })).toBe('21');
    expect(betslipOriginId({ forcedOriginId: '20' })).toBe('20');
    expect(betslipOriginId({ forcedOriginId: '20', miniBetslip: true })).toBe('20');
    expect(betslipOriginId({ forcedOriginId: null, miniBetslip: false })).toBe('11');
  });

  it('knows exactly the three origin ids', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer().map(String), fc.constant('21')), (text) => {
        expect(isOriginId(text)).toBe(['11', '20', '21'].includes(text));
      }),
    );
    expect(isOriginId(11)).toBe(false);
  });
});
