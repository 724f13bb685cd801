import { oddsToScaled, ODDS_SCALE, type DecimalOdds, type OddsRatio } from '../odds/odds';

function assertStakeMinor(stakeMinor: number): void {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor < 0) {
    throw new Error('Stake must be a non-negative integer of minor units');
  }
}

/**
 * Potential returns of a stake at decimal odds, in minor units, rounded down to the
 * currency's precision (ARCHITECTURE: returns round down).
 */
export function singleReturns(stakeMinor: number, odds: DecimalOdds): number {
  assertStakeMinor(stakeMinor);
  return Number((BigInt(stakeMinor) * oddsToScaled(odds)) / ODDS_SCALE);
}

/**
 * Returns of a stake at an exact odds ratio (a product of legs, a sum of system lines, ...),
 * rounded down once, at the end, to the minor unit. Amounts are already in minor units of the
 * currency, so flooring here is rounding down to the currency's precision.
 */
export function returnsAtRatio(stakeMinor: number, ratio: OddsRatio): number {
  assertStakeMinor(stakeMinor);
  const value = (BigInt(stakeMinor) * ratio.num) / ratio.den;
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error('Returns exceed the safe range');
  return Number(value);
}

/**
 * `returnsAtRatio` for the betslip's potential figures: a slip of long odds can promise more
 * than the safe integer range, and the slip must still render, so the figure saturates at
 * Number.MAX_SAFE_INTEGER minor units instead of throwing. Settlement never uses this.
 */
export function potentialReturnsAtRatio(stakeMinor: number, ratio: OddsRatio): number {
  assertStakeMinor(stakeMinor);
  const value = (BigInt(stakeMinor) * ratio.num) / ratio.den;
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(value);
}
