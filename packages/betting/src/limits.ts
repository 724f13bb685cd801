/** spec betting-domain §3/§9 site-setting defaults that the betslip rules read. */
export const BETSLIP_DEFAULTS = {
  maxBetsOnBetslip: 15,
  betStakeMaxAmount: 10_000,
  betStakeMinAmount: 0,
  defaultOriginId: '11',
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
export const MULTIPLE_MIN_STAKE = 1250;

/** spec betting-domain §3: the front-end multiple's ref; a ref starting with mul marks a multiple. */
export const FRONT_END_MULTIPLE_REF = 'mul1';
