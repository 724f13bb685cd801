import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addOddsRatios,
  compareOddsRatios,
  decimalOdds,
  divideOddsRatios,
  multiplyOddsRatios,
  oddsProduct,
  oddsRatio,
  oddsRatioToDecimalString,
  oddsRatioToNumber,
  oddsToRatio,
  oddsToScaled,
  ODDS_SCALE,
} from '../odds';

/** Decimal odds text with up to 6 decimals, built from integers (no float noise). */
const oddsText = fc
  .integer({ min: 1_000_001, max: 500_000_000 })
  .map((s) => `${String(Math.floor(s / 1e6))}.${String(s % 1e6).padStart(6, '0')}`);

describe('exact odds ratios (products stay exact until the final round-down)', () => {
  it('reads decimal odds exactly', () => {
    expect(oddsToRatio(decimalOdds('2.35'))).toEqual({ num: 47n, den: 20n });
    expect(oddsToRatio(decimalOdds('1.000001'))).toEqual({ num: 1_000_001n, den: 1_000_000n });
  });

  it('keeps the product of many legs exact', () => {
    const tenLegs = Array.from({ length: 10 }, () => decimalOdds('1.1'));
    expect(oddsRatioToDecimalString(oddsProduct(tenLegs))).toBe('2.5937424601');
    expect(oddsRatioToDecimalString(oddsProduct([decimalOdds('1.55'), decimalOdds('1.83')]))).toBe(
      '2.8365',
    );
  });

  it('truncates non-terminating ratios and never rounds up', () => {
    expect(oddsRatioToDecimalString(oddsRatio(4n, 3n), 4)).toBe('1.3333');
    expect(oddsRatioToDecimalString(oddsRatio(5n, 3n), 2)).toBe('1.66');
    expect(oddsRatioToNumber(oddsRatio(1n, 3n))).toBeCloseTo(1 / 3, 15);
  });

  it('rejects a zero denominator and negative values', () => {
    expect(() => oddsRatio(1n, 0n)).toThrow();
    expect(() => oddsRatio(-1n, 2n)).toThrow();
    expect(() => divideOddsRatios(oddsRatio(1n, 1n), oddsRatio(0n, 1n))).toThrow();
  });

  it('product ratio × Π scale equals Π scaled odds (exact, any number of legs)', () => {
    fc.assert(
      fc.property(fc.array(oddsText, { minLength: 1, maxLength: 15 }), (texts) => {
        const odds = texts.map((t) => decimalOdds(t));
        const product = oddsProduct(odds);
        const scaled = odds.reduce((acc, o) => acc * oddsToScaled(o), 1n);
        const scale = ODDS_SCALE ** BigInt(odds.length);
        expect(product.num * scale).toBe(scaled * product.den);
      }),
    );
  });

  it('arithmetic agrees with floating point to 1e-9 relative and orders correctly', () => {
    fc.assert(
      fc.property(oddsText, oddsText, (a, b) => {
        const ra = oddsToRatio(decimalOdds(a));
        const rb = oddsToRatio(decimalOdds(b));
        const near = (x: number, y: number) => expect(Math.abs(x - y) / y).toBeLessThan(1e-9);
        near(oddsRatioToNumber(multiplyOddsRatios(ra, rb)), Number(a) * Number(b));
        near(oddsRatioToNumber(addOddsRatios(ra, rb)), Number(a) + Number(b));
        near(oddsRatioToNumber(divideOddsRatios(ra, rb)), Number(a) / Number(b));
        expect(compareOddsRatios(ra, rb)).toBe(Math.sign(Number(a) - Number(b)));
      }),
    );
  });
});
