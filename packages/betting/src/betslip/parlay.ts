import { currencyPrecision } from '../money/money';
import { multiplyOddsRatios, oddsRatio } from '../odds/odds';
import { percentageRatio } from './tax';

/**
 * spec betting-domain §3 parlay extra-winnings config (GET /xapi/rest/promotions/epw).
 * Decision (values beyond betSize are not shown): each tier carries `percentage`, the boost
 * paid on the multiple's winnings (returns − stake) from `betSize` legs upwards.
 */
export interface EpwPromoFilterValue {
  /** Fewest legs of the multiple for this tier. */
  readonly betSize: number;
  /** Extra winnings as a percentage of the multiple's winnings. */
  readonly percentage: number;
}

export interface ParlayExtraWinningsConfig {
  readonly epwPromoFilterValues: readonly EpwPromoFilterValue[];
  /** Cap on the extra winnings, in major units of the player's currency (as on the wire). */
  readonly maxAmount: number;
}

export interface ParlayEligibility {
  /** The promotion is switched on for the site. */
  readonly enabled: boolean;
  readonly loggedIn: boolean;
  /** spec betting-domain §3 player details: excludedFromPromotions. */
  readonly excludedFromPromotions: boolean;
}

/**
 * spec betting-domain §5/§6: parlay extra winnings apply only when enabled, the player is
 * logged in and not excluded from promotions.
 */
export function isParlayExtraWinningsEligible(e: ParlayEligibility): boolean {
  return e.enabled && e.loggedIn && !e.excludedFromPromotions;
}

/** spec betting-domain §3: the tiers sorted ascending by betSize (a copy; input untouched). */
export function sortEpwPromoFilterValues(
  values: readonly EpwPromoFilterValue[],
): EpwPromoFilterValue[] {
  return [...values].sort((a, b) => a.betSize - b.betSize);
}

/** The tier for a multiple of `legs` legs: the largest betSize not above it, or null. */
export function parlayTierFor(
  config: ParlayExtraWinningsConfig,
  legs: number,
): EpwPromoFilterValue | null {
  let tier: EpwPromoFilterValue | null = null;
  for (const value of sortEpwPromoFilterValues(config.epwPromoFilterValues)) {
    if (value.betSize <= legs) tier = value;
  }
  return tier;
}

/** A major-unit amount to minor units, truncated (a cap never rounds up). */
export function majorToMinorFloor(major: number, currency: string): number {
  if (!Number.isFinite(major) || major <= 0) return 0;
  const precision = currencyPrecision(currency);
  const [whole = '0', frac = ''] = major.toFixed(12).split('.');
  const minor = Number(whole) * 10 ** precision + Number(frac.slice(0, precision) || '0');
  return Number.isSafeInteger(minor) ? minor : Number.MAX_SAFE_INTEGER;
}

export interface ParlayExtraWinningsInput {
  readonly config: ParlayExtraWinningsConfig | null;
  readonly eligibility: ParlayEligibility;
  /** Legs of the multiple. */
  readonly legs: number;
  /** Stake of the multiple's win part, minor units. */
  readonly stakeMinor: number;
  /** Potential returns of the multiple's win part, minor units. */
  readonly returnsMinor: number;
  readonly currency: string;
}

/**
 * The multiple's extraParlayWinnings in minor units: the tier's percentage of the winnings,
 * rounded down and capped at maxAmount; 0 when not eligible, no tier matches, or no config.
 */
export function parlayExtraWinningsMinor(input: ParlayExtraWinningsInput): number {
  const { config } = input;
  if (config === null || !isParlayExtraWinningsEligible(input.eligibility)) return 0;
  if (input.legs < 2) return 0;
  const tier = parlayTierFor(config, input.legs);
  if (tier === null) return 0;
  const winnings = Math.max(0, input.returnsMinor - input.stakeMinor);
  const extra = multiplyOddsRatios(
    oddsRatio(BigInt(winnings), 1n),
    percentageRatio(tier.percentage),
  );
  const extraMinor = Number(extra.num / extra.den);
  return Math.min(extraMinor, majorToMinorFloor(config.maxAmount, input.currency));
}

export interface SettledParlayExtraWinningsInput {
  /** What placement promised and stored on the bet (0: none). */
  readonly promisedMinor: number;
  readonly config: ParlayExtraWinningsConfig | null;
  /** Legs of the multiple that counted: every leg but the void ones. */
  readonly countedLegs: number;
  /** Stake of the multiple's win part, minor units. */
  readonly stakeMinor: number;
  /** What the win part actually returned at settlement, minor units. */
  readonly winReturnsMinor: number;
  readonly currency: string;
}

/**
 * The parlay extra winnings paid when a multiple settles (decision, docs/decisions.md
 * "Settlement at volume and resettlement"): the tier of the legs that counted (void legs do not)
 * applied to the winnings the win part actually paid, never more than the promise. A multiple
 * whose every leg won in full pays the promise; one cut to fewer legs than the lowest tier, or
 * paying no winnings, pays nothing. The player was eligible when the promise was made.
 */
export function settledParlayExtraWinningsMinor(input: SettledParlayExtraWinningsInput): number {
  if (input.promisedMinor <= 0) return 0;
  const recomputed = parlayExtraWinningsMinor({
    config: input.config,
    eligibility: { enabled: true, loggedIn: true, excludedFromPromotions: false },
    legs: input.countedLegs,
    stakeMinor: input.stakeMinor,
    returnsMinor: input.winReturnsMinor,
    currency: input.currency,
  });
  return Math.min(input.promisedMinor, recomputed);
}
