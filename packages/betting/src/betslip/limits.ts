import { BETTING_LIMITS, ORIGIN_IDS, SITE_SETTING_DEFAULTS } from '../site-settings';

/** spec betting-domain §3/§9 site-setting defaults that the betslip rules read. */
export const BETSLIP_DEFAULTS = {
  maxBetsOnBetslip: SITE_SETTING_DEFAULTS.max_bets_on_betslip,
  betStakeMaxAmount: SITE_SETTING_DEFAULTS.bet_stake_max_amount,
  betStakeMinAmount: SITE_SETTING_DEFAULTS.bet_stake_min_amount,
  defaultOriginId: ORIGIN_IDS.default,
  defaultUserAcceptOdds: 'D',
} as const;

/** betTypeId of a single (fold 1, beside the front-end multiple 200002). */
export const SINGLE_BET_TYPE_ID = 200_001;
/** spec betting-domain §3: the multiple computed by the front end. */
export const FRONT_END_MULTIPLE_BET_TYPE_ID = 200_002;

/**
 * spec betting-domain §5/§9: the multiple's minimum stake, 1250.00 in major units of the
 * player's currency, fixed in the front-end calculation (see `checkMultipleStake`).
 */
export const MULTIPLE_MIN_STAKE = BETTING_LIMITS.multipleMinStake;

/** spec betting-domain §3: the front-end multiple's ref; a ref starting with mul marks a multiple. */
export const FRONT_END_MULTIPLE_REF = 'mul1';
