import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { potentialReturnsAtRatio, returnsAtRatio, singleReturns } from '../returns';
import { decimalOdds, oddsProduct, oddsRatio } from '../../odds/odds';

describe('single returns', () => {
  it('pays stake times odds in minor units', () => {
    expect(singleReturns(1000, decimalOdds('2.35'))).toBe(2350);
  });

  it('rounds returns down to the cent', () => {
    // 0.33 at 1.55 = 0.5115 → 0.51
    expect(singleReturns(33, decimalOdds('1.55'))).toBe(51);
  });

  it('never returns less than the stake and never more than stake × odds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_00 }),
        fc.integer({ min: 101, max: 100_000 }),
        (stake, hundredths) => {
          const odds = decimalOdds((hundredths / 100).toFixed(2));
          const r = singleReturns(stake, odds);
          expect(r).toBeGreaterThanOrEqual(stake);
          expect(r).toBeLessThanOrEqual((stake * hundredths) / 100);
        },
      ),
    );
  });
});

describe('returns at an exact ratio', () => {
  it('rounds down once, at the end', () => {
    // 0.33 double at 1.55 × 1.55 = 0.792825 → 0.79
    expect(returnsAtRatio(33, oddsProduct([decimalOdds('1.55'), decimalOdds('1.55')]))).toBe(79);
    // 1.00 at 4/3 = 1.3333 → 1.33
    expect(returnsAtRatio(100, oddsRatio(4n, 3n))).toBe(133);
  });

  it('throws beyond safe integers; the slip’s potential figure saturates instead', () => {
    const huge = oddsRatio(10n ** 20n, 1n);
    expect(() => returnsAtRatio(100, huge)).toThrow('Returns exceed the safe range');
    expect(potentialReturnsAtRatio(100, huge)).toBe(Number.MAX_SAFE_INTEGER);
    expect(potentialReturnsAtRatio(33, oddsRatio(31n, 20n))).toBe(51);
  });

  it('rejects stakes that are not integer minor units', () => {
    expect(() => returnsAtRatio(1.5, oddsRatio(2n, 1n))).toThrow();
    expect(() => returnsAtRatio(-1, oddsRatio(2n, 1n))).toThrow();
  });

  it('equals singleReturns for a single price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_00 }),
        fc.integer({ min: 101, max: 100_000 }),
        (stake, hundredths) => {
          const odds = decimalOdds((hundredths / 100).toFixed(2));
          expect(returnsAtRatio(stake, oddsProduct([odds]))).toBe(singleReturns(stake, odds));
        },
      ),
    );
  });
});
