import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  betTaxBreakdown,
  isAfricanTaxDeductionActive,
  percentageRatio,
  stakeAfterTaxMinor,
  type BetslipTaxSettings,
} from '../tax';
import { decimalOdds, oddsToRatio } from '../../odds/odds';

const kenya: BetslipTaxSettings = {
  african_betslip: true,
  tax_deduction_enabled: true,
  enable_stake_after_tax: true,
  stake_rate_percentage: 12.5,
  tax_returns_percentage: 20,
};

describe('african betslip tax (spec betting-domain §5)', () => {
  it('applies only when tax deduction AND stake-after-tax are both on (on the african slip)', () => {
    expect(isAfricanTaxDeductionActive(kenya)).toBe(true);
    expect(isAfricanTaxDeductionActive({ ...kenya, tax_deduction_enabled: false })).toBe(false);
    expect(isAfricanTaxDeductionActive({ ...kenya, enable_stake_after_tax: false })).toBe(false);
    expect(isAfricanTaxDeductionActive({ ...kenya, african_betslip: false })).toBe(false);
    expect(isAfricanTaxDeductionActive({})).toBe(false);
  });

  it('100.00 at 3.0 with 12.5 % excise and 20 % on winnings', () => {
    // 10000 / 1.125 = 8888.88 → 8888; 8888 × 3 = 26664; winnings 17776; 20 % = 3555.2 → 3556
    expect(betTaxBreakdown(10_000, oddsToRatio(decimalOdds('3')), kenya)).toEqual({
      stakeAfterTax: 8888,
      grossReturns: 26_664,
      potentialTaxDeduction: 3556,
      potentialReturns: 23_108,
      taxPercentage: 20,
    });
  });

  it('with either flag off: the stake is the stake and nothing is deducted', () => {
    const off = { ...kenya, enable_stake_after_tax: false };
    expect(stakeAfterTaxMinor(10_000, off)).toBe(10_000);
    expect(betTaxBreakdown(10_000, oddsToRatio(decimalOdds('3')), off)).toEqual({
      stakeAfterTax: 10_000,
      grossReturns: 30_000,
      potentialTaxDeduction: 0,
      potentialReturns: 30_000,
      taxPercentage: 0,
    });
  });

  it('reads percentages exactly and rejects impossible ones', () => {
    expect(percentageRatio(12.5)).toEqual({ num: 1n, den: 8n });
    expect(percentageRatio(null)).toEqual({ num: 0n, den: 1n });
    expect(() => percentageRatio(101)).toThrow();
    expect(() => percentageRatio(-1)).toThrow();
  });

  it('returns + tax = gross returns; stake after tax ≤ stake; returns round down', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 101, max: 100_000 }),
        fc.integer({ min: 0, max: 3000 }).map((x) => x / 100),
        fc.integer({ min: 0, max: 5000 }).map((x) => x / 100),
        (stake, h, stakeRate, returnsRate) => {
          const odds = oddsToRatio(decimalOdds((h / 100).toFixed(2)));
          const settings = {
            ...kenya,
            stake_rate_percentage: stakeRate,
            tax_returns_percentage: returnsRate,
          };
          const t = betTaxBreakdown(stake, odds, settings);
          expect(t.stakeAfterTax).toBeLessThanOrEqual(stake);
          expect(t.potentialReturns + t.potentialTaxDeduction).toBe(t.grossReturns);
          const winnings = t.grossReturns - t.stakeAfterTax;
          expect(t.potentialTaxDeduction).toBeGreaterThanOrEqual(
            (winnings * returnsRate) / 100 - 1e-6,
          );
          expect(t.potentialTaxDeduction).toBeLessThan((winnings * returnsRate) / 100 + 1);
        },
      ),
    );
  });
});
