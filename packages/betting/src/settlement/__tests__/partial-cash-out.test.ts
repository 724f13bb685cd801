import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cashOutValueMinor, type CashOutLeg } from '../cash-out';
import {
  partialCashOutMinimumMinor,
  partialCashOutStakes,
  scaleWithStake,
} from '../partial-cash-out';
import { decimalOdds } from '../../odds/odds';
import { stakeMinor } from '../../stakes/stake';

describe('partial cash out', () => {
  it('cashing out 15.00 of a 30.00 offer on a 10.00 single keeps 5.00 staked', () => {
    const result = partialCashOutStakes({
      unitStakeMinor: 1000,
      totalStakeMinor: 1000,
      offerMinor: 3000,
      partMinor: 1500,
    });
    expect(result).toEqual({
      ok: true,
      value: {
        remainingUnitStakeMinor: 500,
        remainingTotalStakeMinor: 500,
        releasedStakeMinor: 500,
      },
    });
  });

  it('an each-way or system bet keeps its lines: the total stays unit × lines', () => {
    const result = partialCashOutStakes({
      unitStakeMinor: 300,
      totalStakeMinor: 2400,
      offerMinor: 1000,
      partMinor: 333,
    });
    // 300 × 667 / 1000 = 200.1 → 200 a line, rounded down.
    expect(result).toEqual({
      ok: true,
      value: {
        remainingUnitStakeMinor: 200,
        remainingTotalStakeMinor: 1600,
        releasedStakeMinor: 800,
      },
    });
  });

  it('refuses a part that is the whole offer, nothing, or leaves no stake', () => {
    const bet = { unitStakeMinor: 1, totalStakeMinor: 1, offerMinor: 100 };
    expect(partialCashOutStakes({ ...bet, partMinor: 100 })).toEqual({
      ok: false,
      error: 'notAPart',
    });
    expect(partialCashOutStakes({ ...bet, partMinor: 0 })).toEqual({
      ok: false,
      error: 'notAPart',
    });
    expect(partialCashOutStakes({ ...bet, partMinor: 50 })).toEqual({
      ok: false,
      error: 'nothingLeft',
    });
  });

  it('the minimum is 0.10 of the currency shown: 10 cents, 1,000 dong, 1 won', () => {
    expect(partialCashOutMinimumMinor('EUR')).toBe(10);
    expect(partialCashOutMinimumMinor('VND')).toBe(1000);
    expect(partialCashOutMinimumMinor('KRW')).toBe(1);
  });

  it('scales what the bet carries with its unit stake, rounding down', () => {
    expect(scaleWithStake(2999, 1000, 500)).toBe(1499);
  });

  // The value rule: the part paid plus the offer on the bet left is the full offer, give or
  // take the rounding — never more than the offer plus one minor unit (the offer's own rounding),
  // never less by more than one unit of stake's worth.
  it('keeps value: part + offer on the rest ≈ the full offer (property)', () => {
    const price = fc.integer({ min: 101, max: 2000 }).map((h) => (h / 100).toFixed(2));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(price, price), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.boolean(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (prices, unit, margin, eachWay, share) => {
          const legs: CashOutLeg[] = prices.map(([placed, now]) => ({
            odds: decimalOdds(placed),
            status: 'open',
            currentOdds: decimalOdds(now),
            placeTerms: eachWay ? { numerator: 1, denominator: 4 } : null,
          }));
          const offer = (u: number) =>
            cashOutValueMinor({
              folds: [legs.length],
              unitStakeMinor: stakeMinor(u),
              eachWay,
              legs,
              marginBasisPoints: margin,
            });
          const full = offer(unit);
          fc.pre(full > 1);
          const part = 1 + Math.floor(share * (full - 2));
          const lines = eachWay ? 2 : 1;
          const result = partialCashOutStakes({
            unitStakeMinor: unit,
            totalStakeMinor: unit * lines,
            offerMinor: full,
            partMinor: part,
          });
          if (!result.ok) {
            expect(result.error).toBe('nothingLeft');
            return;
          }
          const { remainingUnitStakeMinor: rest, releasedStakeMinor } = result.value;
          expect(rest).toBeGreaterThan(0);
          expect(rest).toBeLessThanOrEqual(unit);
          expect(releasedStakeMinor).toBe((unit - rest) * lines);
          const kept = part + offer(rest);
          expect(kept).toBeLessThanOrEqual(full + 1);
          // One unit of stake is worth about full / unit; the two parts round once each.
          expect(kept).toBeGreaterThanOrEqual(full - Math.ceil(full / unit) - 2);
        },
      ),
      { numRuns: 300 },
    );
  });
});
