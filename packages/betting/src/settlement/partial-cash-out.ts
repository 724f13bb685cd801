import { err, ok, type Result } from '../assert';
import { displayAmountToMinor, isThousandScaledCurrency } from '../money/money';

/**
 * Decision (docs/decisions.md "Partial and automatic cash out"): the smallest part a player may
 * cash out is 0.10 of the currency as shown — 1 (a thousand) for the thousand-scaled
 * currencies, whose stakes are typed in whole thousands (spec betting-domain §2, §9) — and never
 * less than one minor unit.
 */
export const PARTIAL_CASH_OUT_MINIMUM_DISPLAY = 0.1;
export const PARTIAL_CASH_OUT_MINIMUM_DISPLAY_THOUSAND_SCALED = 1;

/** The minimum partial cash out of a currency, in minor units. */
export function partialCashOutMinimumMinor(currency: string): number {
  const display = isThousandScaledCurrency(currency)
    ? PARTIAL_CASH_OUT_MINIMUM_DISPLAY_THOUSAND_SCALED
    : PARTIAL_CASH_OUT_MINIMUM_DISPLAY;
  return Math.max(1, displayAmountToMinor(display, currency, {}, 'ceil') ?? 1);
}

export interface PartialCashOutInput {
  /** The bet's unit stake and total stake now (total = unit × lines, × 2 each-way). */
  readonly unitStakeMinor: number;
  readonly totalStakeMinor: number;
  /** The full cash-out offer now. */
  readonly offerMinor: number;
  /** The part the player takes, above 0 and below the offer. */
  readonly partMinor: number;
}

export interface PartialCashOutStakes {
  /** The unit and total stake that stay on the bet. */
  readonly remainingUnitStakeMinor: number;
  readonly remainingTotalStakeMinor: number;
  /** The stake that leaves the bet with the part paid (total before − remaining total). */
  readonly releasedStakeMinor: number;
}

export const PARTIAL_CASH_OUT_ERRORS = {
  notAPart: 'A partial cash out must be above 0 and below the full offer',
  nothingLeft: 'The part leaves no stake on the bet; cash out the whole bet instead',
} as const;
export type PartialCashOutError = keyof typeof PARTIAL_CASH_OUT_ERRORS;

/**
 * Cashing out `part` of an offer closes the fraction part / offer of the bet: the unit stake
 * (and with it the total stake and the returns) keeps (offer − part) / offer, rounded DOWN to a
 * minor unit so the bet left plus the part paid is never worth more than the offer (the house
 * never gives value away by rounding; the player loses less than one unit of stake's worth).
 */
export function partialCashOutStakes(
  input: PartialCashOutInput,
): Result<PartialCashOutStakes, PartialCashOutError> {
  const { unitStakeMinor, totalStakeMinor, offerMinor, partMinor } = input;
  for (const n of [unitStakeMinor, totalStakeMinor, offerMinor, partMinor]) {
    if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a minor amount: ${n}`);
  }
  if (unitStakeMinor <= 0 || totalStakeMinor % unitStakeMinor !== 0) {
    throw new Error(`total stake ${totalStakeMinor} is not a multiple of ${unitStakeMinor}`);
  }
  if (partMinor <= 0 || partMinor >= offerMinor) return err('notAPart');
  const lines = totalStakeMinor / unitStakeMinor;
  const remainingUnit = Number(
    (BigInt(unitStakeMinor) * BigInt(offerMinor - partMinor)) / BigInt(offerMinor),
  );
  if (remainingUnit < 1) return err('nothingLeft');
  const remainingTotal = remainingUnit * lines;
  return ok({
    remainingUnitStakeMinor: remainingUnit,
    remainingTotalStakeMinor: remainingTotal,
    releasedStakeMinor: totalStakeMinor - remainingTotal,
  });
}

/** An amount the bet carries (potential returns, extra winnings) scaled with its unit stake. */
export function scaleWithStake(
  amountMinor: number,
  unitStakeBefore: number,
  unitStakeAfter: number,
): number {
  return Number((BigInt(amountMinor) * BigInt(unitStakeAfter)) / BigInt(unitStakeBefore));
}
