import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { accountId, eventId, marketId, outcomeId, readIdValue } from '../ids';
import { money } from '../money/money';
import { isStake, NO_STAKE, stakeMinor } from '../stakes/stake';

const constructors = { outcomeId, eventId, marketId, accountId };

describe('branded ids', () => {
  it.each(Object.entries(constructors))('%s takes a wire number or its digits', (_, make) => {
    expect(make(5_000_001)).toBe(5_000_001);
    expect(make('123')).toBe(123);
    expect(make(' 42 ')).toBe(42);
    expect(make(0)).toBe(0);
  });

  it.each(Object.entries(constructors))('%s refuses what is not a whole id', (_, make) => {
    for (const bad of [-1, 1.5, Number.NaN, Infinity, 2 ** 53, '', 'abc', '12a', '-3', '1e3']) {
      expect(() => make(bad)).toThrow(/non-negative whole number/);
    }
  });

  it('says which id was wrong', () => {
    expect(() => outcomeId(-1)).toThrow(/outcome id/);
    expect(() => marketId('x')).toThrow(/market id/);
  });

  it('reads back every safe non-negative integer, as a number or as its digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(readIdValue(n)).toBe(n);
        expect(readIdValue(String(n))).toBe(n);
        expect(outcomeId(String(n))).toBe(n);
      }),
    );
  });
});

describe('Stake: integer minor units', () => {
  it('is made only from non-negative safe integers', () => {
    expect(stakeMinor(0)).toBe(NO_STAKE);
    expect(stakeMinor(125_050)).toBe(125_050);
    for (const bad of [-1, 12.5, Number.NaN, Infinity, 2 ** 53]) {
      expect(isStake(bad)).toBe(false);
      expect(() => stakeMinor(bad)).toThrow(/minor units/);
    }
  });

  it('accepts exactly the safe integers from 0', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (x) => {
        expect(isStake(x)).toBe(Number.isSafeInteger(x) && x >= 0);
      }),
    );
  });
});

describe('Money carries a CurrencyCode', () => {
  it('normalises the code so that two amounts of one currency compare equal', () => {
    expect(money(100, 'eur').currency).toBe('EUR');
    expect(money(100, ' gbp ').currency).toBe(money(5, 'GBP').currency);
    expect(money(1, 'mbtc').currency).toBe('mBTC');
  });

  it('refuses a malformed code or a fractional amount', () => {
    expect(() => money(100, 'E1')).toThrow(/currency code/);
    expect(() => money(1.5, 'EUR')).toThrow();
  });
});
