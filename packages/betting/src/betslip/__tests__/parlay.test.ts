import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isParlayExtraWinningsEligible,
  majorToMinorFloor,
  parlayExtraWinningsMinor,
  parlayTierFor,
  settledParlayExtraWinningsMinor,
  sortEpwPromoFilterValues,
  type ParlayExtraWinningsConfig,
} from '../parlay';

const config: ParlayExtraWinningsConfig = {
  // deliberately unsorted: the rule sorts ascending by betSize
  epwPromoFilterValues: [
    { betSize: 5, percentage: 10 },
    { betSize: 3, percentage: 5 },
    { betSize: 8, percentage: 25 },
  ],
  maxAmount: 5,
};
const eligible = { enabled: true, loggedIn: true, excludedFromPromotions: false };

describe('parlay extra winnings (spec betting-domain §3, §5, §6)', () => {
  it('sorts the tiers ascending by betSize and picks the tier for the leg count', () => {
    expect(sortEpwPromoFilterValues(config.epwPromoFilterValues).map((v) => v.betSize)).toEqual([
      3, 5, 8,
    ]);
    expect(parlayTierFor(config, 2)).toBeNull();
    expect(parlayTierFor(config, 4)?.percentage).toBe(5);
    expect(parlayTierFor(config, 5)?.percentage).toBe(10);
    expect(parlayTierFor(config, 15)?.percentage).toBe(25);
  });

  it('pays the percentage of the winnings, capped at maxAmount', () => {
    const base = { config, eligibility: eligible, currency: 'EUR' };
    // 4 legs, 10.00 staked, 16.00 returned: 5 % of 6.00 = 0.30
    expect(
      parlayExtraWinningsMinor({ ...base, legs: 4, stakeMinor: 1000, returnsMinor: 1600 }),
    ).toBe(30);
    // 5 % of 150.00 = 7.50, capped at 5.00
    expect(
      parlayExtraWinningsMinor({ ...base, legs: 4, stakeMinor: 1000, returnsMinor: 16_000 }),
    ).toBe(500);
    expect(
      parlayExtraWinningsMinor({ ...base, legs: 2, stakeMinor: 1000, returnsMinor: 16_000 }),
    ).toBe(0);
    expect(
      parlayExtraWinningsMinor({ ...base, config: null, legs: 4, stakeMinor: 1, returnsMinor: 9 }),
    ).toBe(0);
  });

  it('only when enabled, logged in and not excluded from promotions', () => {
    expect(isParlayExtraWinningsEligible(eligible)).toBe(true);
    expect(isParlayExtraWinningsEligible({ ...eligible, enabled: false })).toBe(false);
    expect(isParlayExtraWinningsEligible({ ...eligible, loggedIn: false })).toBe(false);
    expect(isParlayExtraWinningsEligible({ ...eligible, excludedFromPromotions: true })).toBe(
      false,
    );
    const input = { config, legs: 4, stakeMinor: 1000, returnsMinor: 1600, currency: 'EUR' };
    expect(
      parlayExtraWinningsMinor({
        ...input,
        eligibility: { ...eligible, excludedFromPromotions: true },
      }),
    ).toBe(0);
  });

  it('truncates the cap to the currency', () => {
    expect(majorToMinorFloor(4.999, 'EUR')).toBe(499);
    expect(majorToMinorFloor(1500.7, 'VND')).toBe(1500);
    expect(majorToMinorFloor(0, 'EUR')).toBe(0);
  });

  it('never exceeds the cap, is 0 when ineligible, and ignores the order of the tiers', () => {
    const tier = fc.record({
      betSize: fc.integer({ min: 2, max: 15 }),
      percentage: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(
        fc.array(tier, { maxLength: 6 }),
        fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100),
        fc.integer({ min: 2, max: 15 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.boolean(),
        (tiers, maxAmount, legs, stakeMinor, returnsMinor, loggedIn) => {
          const cfg = { epwPromoFilterValues: tiers, maxAmount };
          const reversed = { epwPromoFilterValues: [...tiers].reverse(), maxAmount };
          const eligibility = { ...eligible, loggedIn };
          const extra = parlayExtraWinningsMinor({
            config: cfg,
            eligibility,
            legs,
            stakeMinor,
            returnsMinor,
            currency: 'EUR',
          });
          expect(extra).toBeLessThanOrEqual(Math.round(maxAmount * 100));
          expect(extra).toBeGreaterThanOrEqual(0);
          if (!loggedIn) expect(extra).toBe(0);
          const sorted = sortEpwPromoFilterValues(tiers);
          const distinctSizes = new Set(tiers.map((t) => t.betSize)).size === tiers.length;
          if (distinctSizes) {
            expect(parlayTierFor(reversed, legs)).toEqual(parlayTierFor(cfg, legs));
            expect(parlayTierFor(cfg, legs)).toEqual(
              sorted.filter((t) => t.betSize <= legs).at(-1) ?? null,
            );
          }
        },
      ),
    );
  });
});

describe('parlay extra winnings paid at settlement', () => {
  const base = { config, currency: 'EUR', stakeMinor: 1000 };

  it('pays the promise when every leg won; a void leg drops the tier to the legs that counted', () => {
    // 4 legs at 2.00, 10.00: 5 % of 150.00 = 7.50 promised, capped at 5.00 by maxAmount.
    expect(
      settledParlayExtraWinningsMinor({
        ...base,
        promisedMinor: 500,
        countedLegs: 4,
        winReturnsMinor: 16000,
      }),
    ).toBe(500);
    // One leg void: a treble returning 80.00, 5 % of 70.00 = 3.50.
    expect(
      settledParlayExtraWinningsMinor({
        ...base,
        promisedMinor: 500,
        countedLegs: 3,
        winReturnsMinor: 8000,
      }),
    ).toBe(350);
    // Two legs left: below the lowest tier (3), nothing.
    expect(
      settledParlayExtraWinningsMinor({
        ...base,
        promisedMinor: 500,
        countedLegs: 2,
        winReturnsMinor: 4000,
      }),
    ).toBe(0);
  });

  it('is never more than the promise, and nothing without one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 15 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (promisedMinor, countedLegs, winReturnsMinor) => {
          const paid = settledParlayExtraWinningsMinor({
            ...base,
            promisedMinor,
            countedLegs,
            winReturnsMinor,
          });
          expect(paid).toBeGreaterThanOrEqual(0);
          expect(paid).toBeLessThanOrEqual(promisedMinor);
          if (winReturnsMinor <= base.stakeMinor) expect(paid).toBe(0);
        },
      ),
    );
  });
});
