import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatOdds,
  fromOddsFormat,
  isNegativeOddsBet,
  isOddsType,
  NEGATIVE_ODDS_TYPES,
  ODDS_TYPES,
  oddsDisplayDecimals,
  parseOddsText,
  toOddsFormat,
  type OddsType,
} from '../odds-format';
import { decimalOdds, isDecimalOdds } from '../odds';

/**
 * oddslib (dev dependency, untyped JavaScript) is loaded through a typed view of the part of its
 * API these tests use: `from(format, value).to(format, { precision })`.
 */
type OddslibFormat = 'decimal' | 'hongKong' | 'moneyline' | 'malay' | 'indonesian';
interface Oddslib {
  from(
    format: OddslibFormat,
    value: number,
  ): { to(format: OddslibFormat, options?: { precision?: number }): number };
}
const oddslibName: string = 'oddslib';
const oddslibModule: unknown = await import(oddslibName);
const oddslib = oddslibModule as Oddslib;

/** Our odds types and oddslib's names for them. */
const ODDSLIB_FORMAT: Record<OddsType, OddslibFormat> = {
  euro: 'decimal',
  hk: 'hongKong',
  us: 'moneyline',
  malay: 'malay',
  indo: 'indonesian',
};

/** oddslib's value of a decimal price in one of our formats. */
const oddslibValue = (d: number, type: OddsType): number =>
  oddslib.from('decimal', d).to(ODDSLIB_FORMAT[type]);

/** Every 2-decimal price from 1.01 to 1000 (99,900 prices), checked in full for each format. */
const TWO_DECIMAL_LADDER = Array.from({ length: 100_000 - 101 + 1 }, (_, i) => (101 + i) / 100);

/** fast-check runs per format for the cross-check (the issue asks for at least 10,000). */
const CROSS_CHECK_RUNS = 10_000;

/** A price on the 3-decimal grid, 1.001 … 1000, as feeds and ladders carry them. */
const gridPrice = fc.integer({ min: 1001, max: 1_000_000 }).map((k) => k / 1000);
/** Any double price in the realistic range. */
const anyPrice = fc.double({ min: 1.001, max: 1000, noNaN: true, noDefaultInfinity: true });

/**
 * Tolerance of the cross-check on arbitrary doubles: relative 1e-8 of max(1, |oddslib value|).
 * Why: both sides keep 12 significant digits of the result (oddslib's fixFloatError, our
 * `clean`), a difference of at most 1e-11 relative; oddslib also rounds its *input* price to 12
 * significant digits (relative ≤ 5e-12), and the inverse branches −1/(d−1) and −100/(d−1)
 * amplify an input change by d/(d−1), at most 1.001/0.001 ≈ 1001 for d ≥ 1.001: 5.01e-9 in all.
 * On grid prices oddslib's input rounding changes nothing and both sides run the same double
 * operations, so there the check is exact equality (tolerance 0).
 */
const RELATIVE_TOLERANCE = 1e-8;

function expectClose(ours: number, theirs: number): void {
  const bound = RELATIVE_TOLERANCE * Math.max(1, Math.abs(theirs));
  expect(Math.abs(ours - theirs)).toBeLessThanOrEqual(bound);
}

describe('odds types (spec betting-domain §9)', () => {
  it('lists euro, hk, us, malay and indo', () => {
    expect(ODDS_TYPES).toEqual(['euro', 'hk', 'us', 'malay', 'indo']);
    expect(isOddsType('malay')).toBe(true);
    expect(isOddsType('uk')).toBe(false);
    expect(isOddsType(2)).toBe(false);
  });
});

describe('odds conversions (spec betting-domain §9)', () => {
  it('converts to hk as decimal minus one', () => {
    expect(toOddsFormat(2.5, 'hk')).toBe(1.5);
    expect(toOddsFormat(1.2, 'hk')).toBe(0.2);
  });

  it('keeps euro as the decimal price', () => {
    expect(toOddsFormat(2.35, 'euro')).toBe(2.35);
    expect(toOddsFormat(decimalOdds('2.35'), 'euro')).toBe(2.35);
  });

  it('makes us positive at 2 and above, negative below', () => {
    expect(toOddsFormat(2.5, 'us')).toBe(150);
    expect(toOddsFormat(2, 'us')).toBe(100);
    expect(toOddsFormat(1.5, 'us')).toBe(-200);
    expect(toOddsFormat(1.25, 'us')).toBe(-400);
  });

  it('uses the standard malay rule: d − 1 up to 2, −1/(d − 1) above', () => {
    expect(toOddsFormat(1.5, 'malay')).toBe(0.5);
    expect(toOddsFormat(2, 'malay')).toBe(1);
    expect(toOddsFormat(3, 'malay')).toBe(-0.5);
    expect(toOddsFormat(2.5, 'malay')).toBeCloseTo(-0.666666666667, 12);
  });

  it('uses the standard indo rule: d − 1 from 2, −1/(d − 1) below', () => {
    expect(toOddsFormat(2.5, 'indo')).toBe(1.5);
    expect(toOddsFormat(2, 'indo')).toBe(1);
    expect(toOddsFormat(1.5, 'indo')).toBe(-2);
    expect(toOddsFormat(1.25, 'indo')).toBe(-4);
  });

  it('refuses prices of 1 or less and non-numbers', () => {
    for (const bad of [1, 0.5, 0, -2, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => toOddsFormat(bad, 'hk')).toThrow();
      expect(() => formatOdds(bad, 'euro')).toThrow();
    }
  });

  it('keeps the sign rule of us odds for every price', () => {
    fc.assert(
      fc.property(anyPrice, (d) => {
        const us = toOddsFormat(d, 'us');
        expect(d >= 2 ? us > 0 : us < 0).toBe(true);
      }),
    );
  });
});

describe('odds conversions match oddslib', () => {
  it('loads oddslib and names its formats', () => {
    expect(oddslibValue(2.5, 'us')).toBe(150);
    expect(oddslibValue(2.5, 'malay')).toBe(-0.666666666667);
    expect(oddslibValue(1.5, 'indo')).toBe(-2);
    expect(oddslibValue(1.2, 'hk')).toBe(0.2);
  });

  for (const type of ODDS_TYPES) {
    it(`${type}: equals oddslib exactly on every 2-decimal price from 1.01 to 1000`, () => {
      expect(TWO_DECIMAL_LADDER).toHaveLength(99_900);
      const mismatches = TWO_DECIMAL_LADDER.filter(
        (d) => toOddsFormat(d, type) !== oddslibValue(d, type),
      );
      expect(mismatches).toEqual([]);
    });

    it(`${type}: equals oddslib exactly on ${CROSS_CHECK_RUNS} generated 3-decimal prices`, () => {
      fc.assert(
        fc.property(gridPrice, (d) => {
          expect(toOddsFormat(d, type)).toBe(oddslibValue(d, type));
        }),
        { numRuns: CROSS_CHECK_RUNS },
      );
    });

    it(`${type}: within 1e-8 relative of oddslib on ${CROSS_CHECK_RUNS} generated doubles`, () => {
      fc.assert(
        fc.property(anyPrice, (d) => {
          expectClose(toOddsFormat(d, type), oddslibValue(d, type));
        }),
        { numRuns: CROSS_CHECK_RUNS },
      );
    });

    it(`${type}: parses oddslib's value back to oddslib's decimal (${CROSS_CHECK_RUNS} prices)`, () => {
      fc.assert(
        fc.property(gridPrice, (d) => {
          const value = oddslibValue(d, type);
          const parsed = fromOddsFormat(value, type);
          expect(parsed.ok).toBe(true);
          if (!parsed.ok) return;
          expectClose(parsed.value, oddslib.from(ODDSLIB_FORMAT[type], value).to('decimal'));
          expectClose(parsed.value, d);
        }),
        { numRuns: CROSS_CHECK_RUNS },
      );
    });

    it(`${type}: shows oddslib's value to within half a unit of the last decimal`, () => {
      fc.assert(
        fc.property(gridPrice, (d) => {
          const shown = formatOdds(d, type);
          const decimals = oddsDisplayDecimals(d, type);
          const halfUnit = 0.5 * 10 ** -decimals;
          expect(Math.abs(Number(shown) - oddslibValue(d, type))).toBeLessThanOrEqual(
            halfUnit + 1e-9,
          );
          // Away from the exact halfway points, our rounding and oddslib's agree digit for digit.
          const rounded = oddslib.from('decimal', d).to(ODDSLIB_FORMAT[type], {
            precision: decimals,
          });
          const scaled = Math.abs(oddslibValue(d, type)) * 10 ** decimals;
          if (Math.abs(scaled - Math.floor(scaled) - 0.5) > 1e-6) {
            expect(Number(shown)).toBe(rounded);
          }
        }),
        { numRuns: CROSS_CHECK_RUNS },
      );
    });
  }
});

describe('odds display (spec betting-domain §9)', () => {
  it('shows decimal odds with 3 decimals under 1.01, otherwise 2', () => {
    expect(formatOdds(1.005, 'euro')).toBe('1.005');
    expect(formatOdds(1.001, 'euro')).toBe('1.001');
    expect(formatOdds(1.01, 'euro')).toBe('1.01');
    expect(formatOdds(2.5, 'euro')).toBe('2.50');
    expect(formatOdds(decimalOdds('3.333333'), 'euro')).toBe('3.33');
  });

  it('shows hk as decimal minus one, with 3 decimals under a 1.01 price', () => {
    expect(formatOdds(2.5, 'hk')).toBe('1.50');
    expect(formatOdds(1.2, 'hk')).toBe('0.20');
    expect(formatOdds(1.005, 'hk')).toBe('0.005');
  });

  it('shows us odds as a signed whole amount', () => {
    expect(formatOdds(2.5, 'us')).toBe('+150');
    expect(formatOdds(2, 'us')).toBe('+100');
    expect(formatOdds(1.5, 'us')).toBe('-200');
    expect(formatOdds(1.91, 'us')).toBe('-110');
    // −312.5 rounds half away from zero.
    expect(formatOdds(1.32, 'us')).toBe('-313');
  });

  it('shows malay and indo with their negative sides', () => {
    expect(formatOdds(1.5, 'malay')).toBe('0.50');
    expect(formatOdds(2.5, 'malay')).toBe('-0.67');
    expect(formatOdds(3, 'malay')).toBe('-0.50');
    expect(formatOdds(150, 'malay')).toBe('-0.007');
    expect(formatOdds(2.5, 'indo')).toBe('1.50');
    expect(formatOdds(1.5, 'indo')).toBe('-2.00');
    expect(formatOdds(1.8, 'indo')).toBe('-1.25');
  });

  it('never shows a price as zero', () => {
    fc.assert(
      fc.property(gridPrice, fc.constantFrom(...ODDS_TYPES), (d, type) => {
        const shown = formatOdds(d, type);
        expect(Number(shown)).not.toBe(0);
        expect(shown).not.toMatch(/^-0(?:\.0+)?$/);
      }),
    );
  });
});

describe('odds inputs back to decimal', () => {
  it('reads each format back to the decimal price', () => {
    expect(fromOddsFormat(1.5, 'hk')).toEqual({ ok: true, value: 2.5 });
    expect(fromOddsFormat(150, 'us')).toEqual({ ok: true, value: 2.5 });
    expect(fromOddsFormat(-200, 'us')).toEqual({ ok: true, value: 1.5 });
    expect(fromOddsFormat(0.5, 'malay')).toEqual({ ok: true, value: 1.5 });
    expect(fromOddsFormat(-0.5, 'malay')).toEqual({ ok: true, value: 3 });
    expect(fromOddsFormat(-2, 'indo')).toEqual({ ok: true, value: 1.5 });
    expect(fromOddsFormat(1.5, 'indo')).toEqual({ ok: true, value: 2.5 });
    expect(fromOddsFormat(2.35, 'euro')).toEqual({ ok: true, value: 2.35 });
  });

  it('refuses values no price maps to', () => {
    expect(fromOddsFormat(1, 'euro')).toEqual({ ok: false, error: 'outOfRange' });
    expect(fromOddsFormat(0, 'hk')).toEqual({ ok: false, error: 'outOfRange' });
    expect(fromOddsFormat(50, 'us')).toEqual({ ok: false, error: 'outOfRange' });
    expect(fromOddsFormat(-99, 'us')).toEqual({ ok: false, error: 'outOfRange' });
    expect(fromOddsFormat(1.2, 'malay')).toEqual({ ok: false, error: 'outOfRange' });
    expect(fromOddsFormat(0, 'malay')).toEqual({ ok: false, error: 'outOfRange' });
    expect(fromOddsFormat(0.5, 'indo')).toEqual({ ok: false, error: 'outOfRange' });
    expect(fromOddsFormat(Number.NaN, 'indo')).toEqual({ ok: false, error: 'notANumber' });
  });

  it('parses typed odds text', () => {
    expect(parseOddsText('+150', 'us')).toEqual({ ok: true, value: 2.5 });
    expect(parseOddsText(' -200 ', 'us')).toEqual({ ok: true, value: 1.5 });
    expect(parseOddsText('-0.50', 'malay')).toEqual({ ok: true, value: 3 });
    expect(parseOddsText('abc', 'euro')).toEqual({ ok: false, error: 'notANumber' });
    expect(parseOddsText('1e3', 'euro')).toEqual({ ok: false, error: 'notANumber' });
    expect(parseOddsText('', 'hk')).toEqual({ ok: false, error: 'notANumber' });
  });

  it('round-trips every price through every format', () => {
    fc.assert(
      fc.property(anyPrice, fc.constantFrom(...ODDS_TYPES), (d, type) => {
        const back = fromOddsFormat(toOddsFormat(d, type), type);
        expect(back.ok).toBe(true);
        if (back.ok) expect(Math.abs(back.value - d)).toBeLessThanOrEqual(1e-8 * d);
      }),
    );
  });
});

describe('negative odds (spec betting-domain §4)', () => {
  const bet = (oddsType: OddsType, decimal: number, negativeOddsEnabled = true) => ({
    negativeOddsEnabled,
    oddsType,
    decimal,
  });

  it('counts malay above 2 and indo or us below 2, only when the setting is on', () => {
    expect(isNegativeOddsBet(bet('malay', 2.5))).toBe(true);
    expect(isNegativeOddsBet(bet('malay', 2))).toBe(false);
    expect(isNegativeOddsBet(bet('malay', 1.5))).toBe(false);
    expect(isNegativeOddsBet(bet('indo', 1.5))).toBe(true);
    expect(isNegativeOddsBet(bet('indo', 2))).toBe(false);
    expect(isNegativeOddsBet(bet('us', 1.5))).toBe(true);
    expect(isNegativeOddsBet(bet('us', 2))).toBe(false);
    expect(isNegativeOddsBet(bet('us', 1.5, false))).toBe(false);
    expect(isNegativeOddsBet(bet('malay', 2.5, false))).toBe(false);
  });

  it('never counts euro or hk', () => {
    expect(isNegativeOddsBet(bet('euro', 1.5))).toBe(false);
    expect(isNegativeOddsBet(bet('hk', 3))).toBe(false);
    expect(NEGATIVE_ODDS_TYPES).toEqual(['malay', 'indo', 'us']);
  });

  it('agrees with the sign of the converted odds', () => {
    fc.assert(
      fc.property(anyPrice, fc.constantFrom(...ODDS_TYPES), fc.boolean(), (d, type, enabled) => {
        const negative = isNegativeOddsBet(bet(type, d, enabled));
        expect(negative).toBe(enabled && toOddsFormat(d, type) < 0);
      }),
    );
  });
});

describe('decimal odds values', () => {
  it('accepts prices above 1 and rejects the rest', () => {
    expect(decimalOdds('2.35')).toBe('2.35');
    expect(decimalOdds(1.5)).toBe('1.5');
    expect(isDecimalOdds('1')).toBe(false);
    expect(isDecimalOdds('abc')).toBe(false);
    expect(() => decimalOdds('0.5')).toThrow();
  });
});
