import {
  multiplyOddsRatios,
  oddsRatio,
  ODDS_SCALE,
  oddsToScaled,
  decimalOdds,
  type OddsRatio,
} from '../odds/odds';
import { potentialReturnsAtRatio } from '../money/returns';

/** spec betting-domain §3 site settings that drive betslip tax (snake_case as served). */
export interface BetslipTaxSettings {
  readonly african_betslip?: boolean;
  readonly tax_deduction_enabled?: boolean;
  readonly enable_stake_after_tax?: boolean;
  /** Excise on the stake, in percent (e.g. 12.5). */
  readonly stake_rate_percentage?: number | null;
  /** Withholding on winnings, in percent (e.g. 20). */
  readonly tax_returns_percentage?: number | null;
}

/**
 * spec betting-domain §5: tax deduction on the african betslip applies only if tax deduction
 * and stake-after-tax are both enabled (and, naturally, only on the african betslip).
 */
export function isAfricanTaxDeductionActive(settings: BetslipTaxSettings): boolean {
  return (
    settings.african_betslip === true &&
    settings.tax_deduction_enabled === true &&
    settings.enable_stake_after_tax === true
  );
}

/** A percentage (0..100, up to 6 decimals) as an exact fraction of 1. */
export function percentageRatio(percentage: number | null | undefined): OddsRatio {
  if (percentage === null || percentage === undefined) return oddsRatio(0n, 1n);
  if (!Number.isFinite(percentage) || percentage < 0 || percentage > 100) {
    throw new Error(`A percentage must be between 0 and 100: ${String(percentage)}`);
  }
  if (percentage === 0) return oddsRatio(0n, 1n);
  // Reuse the exact 6-decimal parser of odds: p% = (1 + p) − 1, scaled.
  const scaled = oddsToScaled(decimalOdds(1 + percentage)) - ODDS_SCALE;
  return oddsRatio(scaled, ODDS_SCALE * 100n);
}

/** The tax fields of a bet (spec betting-domain §3 Single bet: stakeAfterTax, potentialTaxDeduction). */
export interface BetTaxBreakdown {
  /** The stake that is actually wagered after the excise on the stake. */
  readonly stakeAfterTax: number;
  /** Returns before the tax on winnings. */
  readonly grossReturns: number;
  /** Tax on winnings taken from the returns. */
  readonly potentialTaxDeduction: number;
  /** What the player receives if the bet wins: grossReturns − potentialTaxDeduction. */
  readonly potentialReturns: number;
  /** tax_returns_percentage when the tax applies, else 0 (the Multiple bet's taxPercentage). */
  readonly taxPercentage: number;
}

/**
 * Decision (the spec shows only the setting names): the stake includes the excise, so
 * stakeAfterTax = stake × 100 / (100 + stake_rate_percentage), rounded down (Kenyan style:
 * 100 at 12.5% → 88.88... → 88.88). Withholding is tax_returns_percentage of the winnings
 * above the stake after tax, rounded up so that the returns round down.
 */
export function stakeAfterTaxMinor(stakeMinor: number, settings: BetslipTaxSettings): number {
  if (!isAfricanTaxDeductionActive(settings)) return stakeMinor;
  const rate = percentageRatio(settings.stake_rate_percentage);
  // stake / (1 + rate)
  return potentialReturnsAtRatio(stakeMinor, oddsRatio(rate.den, rate.den + rate.num));
}

/** Stake-after-tax and tax on winnings for a stake at exact odds (all minor units). */
export function betTaxBreakdown(
  stakeMinor: number,
  odds: OddsRatio,
  settings: BetslipTaxSettings,
): BetTaxBreakdown {
  const active = isAfricanTaxDeductionActive(settings);
  const stakeAfterTax = stakeAfterTaxMinor(stakeMinor, settings);
  const grossReturns = potentialReturnsAtRatio(stakeAfterTax, odds);
  if (!active) {
    return {
      stakeAfterTax,
      grossReturns,
      potentialTaxDeduction: 0,
      potentialReturns: grossReturns,
      taxPercentage: 0,
    };
  }
  const winnings = Math.max(0, grossReturns - stakeAfterTax);
  const rate = percentageRatio(settings.tax_returns_percentage);
  const exactTax = multiplyOddsRatios(oddsRatio(BigInt(winnings), 1n), rate);
  const potentialTaxDeduction = Number((exactTax.num + exactTax.den - 1n) / exactTax.den);
  return {
    stakeAfterTax,
    grossReturns,
    potentialTaxDeduction,
    potentialReturns: grossReturns - potentialTaxDeduction,
    taxPercentage: settings.tax_returns_percentage ?? 0,
  };
}
