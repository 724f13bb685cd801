import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  eachWayPlaceOdds,
  eachWaySingleReturns,
  eachWayTotalStake,
  parsePlaceTerms,
  type PlaceTerms,
} from '../each-way';
import {
  decimalOdds,
  oddsRatioToDecimalString,
  oddsToRatio,
  compareOddsRatios,
} from '../../odds/odds';

const terms = (raw: string): PlaceTerms => {
  const parsed = parsePlaceTerms(raw);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};

describe('each-way', () => {
  it('parses place terms', () => {
    expect(parsePlaceTerms('1/4')).toEqual({ ok: true, value: { numerator: 1, denominator: 4 } });
    expect(parsePlaceTerms(' 2 / 5 ')).toEqual({
      ok: true,
      value: { numerator: 2, denominator: 5 },
    });
    for (const bad of ['', '1/0', '0/4', '5/4', '1:4', 'quarter', '1/4/5', '1/101']) {
      expect(parsePlaceTerms(bad).ok).toBe(false);
    }
  });

  it('place odds are 1 + (decimal − 1) × terms', () => {
    expect(oddsRatioToDecimalString(eachWayPlaceOdds(decimalOdds('5'), terms('1/4')))).toBe('2');
    expect(oddsRatioToDecimalString(eachWayPlaceOdds(decimalOdds('9'), terms('1/5')))).toBe('2.6');
    expect(oddsRatioToDecimalString(eachWayPlaceOdds(decimalOdds('2'), terms('1/3')), 4)).toBe(
      '1.3333',
    );
  });

  it('£1 each-way at 5.0 1/4 that wins returns 5.00 + 2.00 for a 2.00 stake', () => {
    expect(eachWaySingleReturns(100, decimalOdds('5'), terms('1/4'))).toEqual({
      win: 500,
      place: 200,
    });
    expect(eachWayTotalStake(100, 1, true)).toBe(200);
    expect(eachWayTotalStake(100, 1, false)).toBe(100);
  });

  it('each-way total stake = 2 × unit × lines', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 247 }),
        (u, n) => {
          expect(eachWayTotalStake(u, n, true)).toBe(2 * u * n);
          expect(eachWayTotalStake(u, n, false)).toBe(u * n);
        },
      ),
    );
  });

  it('place odds lie between 1 and the win odds and grow with them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 101, max: 100_000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.constantFrom('1/2', '1/3', '1/4', '1/5', '2/5', '1/1'),
        (h, bump, t) => {
          const win = decimalOdds((h / 100).toFixed(2));
          const higher = decimalOdds(((h + bump) / 100).toFixed(2));
          const place = eachWayPlaceOdds(win, terms(t));
          expect(compareOddsRatios(place, oddsToRatio(win))).toBeLessThanOrEqual(0);
          expect(compareOddsRatios(place, { num: 1n, den: 1n })).toBe(1);
          expect(compareOddsRatios(eachWayPlaceOdds(higher, terms(t)), place)).toBe(1);
        },
      ),
    );
  });
});
