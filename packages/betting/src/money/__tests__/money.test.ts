import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  currencyCode,
  currencyDisplayDecimals,
  currencyDisplayScale,
  currencyPrecision,
  displayAmountToMinor,
  formatAmount,
  formatAmountWithSymbol,
  formatMoney,
  isThousandScaledCurrency,
  isZeroDecimalCurrency,
  minorToDisplayAmount,
  minorToMajor,
  money,
  parseDisplayAmount,
  parseMajorToMinor,
  plainDecimalText,
  roundDownToCurrencyPrecision,
  THOUSAND_SCALED_CURRENCIES,
  toFixedHalfUp,
  ZERO_DECIMAL_CURRENCIES,
} from '../money';
import { BUILT_IN_CURRENCIES } from '../currencies';

const ALL_CODES = BUILT_IN_CURRENCIES.map((c) => c.isoCode);
const anyCurrency = fc.constantFrom(...ALL_CODES, 'XYZ');
const amountMinor = fc.integer({ min: 0, max: 1_000_000_000_000 });

/** Minor units per smallest shown unit (1 cent for EUR, 10 dong for VND shown in thousands). */
function shownUnitMinor(currency: string): number {
  const digits = currencyPrecision(currency) + (isThousandScaledCurrency(currency) ? 3 : 0);
  return 10 ** (digits - currencyDisplayDecimals(currency));
}

describe('currency precision (spec betting-domain §3, §9)', () => {
  it('has no decimals for the zero-decimal currencies, whatever case', () => {
    expect(ZERO_DECIMAL_CURRENCIES).toEqual(['VND', 'IDR', 'LAK', 'MMK', 'KHR']);
    for (const code of ['VND', 'idr', 'Lak', 'MMK', 'khr']) {
      expect(isZeroDecimalCurrency(code)).toBe(true);
      expect(currencyPrecision(code)).toBe(0);
    }
    expect(isZeroDecimalCurrency('EUR')).toBe(false);
  });

  it('defaults to 2 decimals', () => {
    expect(currencyPrecision('EUR')).toBe(2);
    expect(currencyPrecision('XYZ')).toBe(2);
    expect(currencyPrecision('XYZ', { defaultPrecision: 3 })).toBe(3);
  });

  it('takes the precision of a currency-list entry before the built-in table', () => {
    const currencies = [
      { isoCode: 'BHD', symbol: 'BD', precision: 3 },
      { isoCode: 'eur', symbol: 'EUR', precision: 1 },
      { isoCode: 'GBP', symbol: '£' },
    ];
    expect(currencyPrecision('BHD', { currencies })).toBe(3);
    expect(currencyPrecision('EUR', { currencies })).toBe(1);
    // spec betting-domain §3: precision defaults to 2 when the entry has none.
    expect(currencyPrecision('GBP', { currencies })).toBe(2);
    expect(currencyPrecision('KRW')).toBe(0);
    expect(currencyPrecision('JPY')).toBe(0);
  });

  it('keeps the zero-decimal currencies at 0 even against a list', () => {
    const currencies = [{ isoCode: 'VND', symbol: '₫', precision: 2 }];
    expect(currencyPrecision('VND', { currencies })).toBe(0);
  });

  it('refuses a broken precision', () => {
    expect(() =>
      currencyPrecision('BAD', { currencies: [{ isoCode: 'BAD', symbol: 'B', precision: -1 }] }),
    ).toThrow();
    expect(() =>
      currencyPrecision('BAD', { currencies: [{ isoCode: 'BAD', symbol: 'B', precision: 1.5 }] }),
    ).toThrow();
  });
});

describe('thousand-scaled currencies (spec betting-domain §9, shell §9)', () => {
  it('scales the listed currencies by 1000', () => {
    expect(THOUSAND_SCALED_CURRENCIES).toEqual(['VND', 'IDR', 'LAK', 'MMK', 'KHR']);
    for (const code of THOUSAND_SCALED_CURRENCIES) {
      expect(isThousandScaledCurrency(code)).toBe(true);
      expect(currencyDisplayScale(code)).toBe(1000);
    }
    for (const code of ['EUR', 'KRW', 'JPY', 'USDT', 'mBTC']) {
      expect(isThousandScaledCurrency(code)).toBe(false);
      expect(currencyDisplayScale(code)).toBe(1);
    }
  });

  it('divides amounts by 1000 for display', () => {
    expect(formatAmount(1_500_000, 'VND')).toBe('1,500');
    expect(formatAmount(1_234_560, 'IDR')).toBe('1,234.56');
    expect(formatAmount(250_000, 'KHR')).toBe('250');
    expect(formatAmount(500, 'VND')).toBe('0.5');
    expect(minorToDisplayAmount(1_500_000, 'VND')).toBe(1500);
  });

  it('cuts the digits below the shown decimals instead of rounding up', () => {
    expect(formatAmount(1_234_567, 'VND')).toBe('1,234.56');
    expect(formatAmount(9, 'VND')).toBe('0');
    expect(formatAmount(-1_234_567, 'VND')).toBe('-1,234.56');
  });

  it('multiplies display amounts by 1000 into minor units', () => {
    expect(displayAmountToMinor(10_000, 'VND')).toBe(10_000_000);
    expect(displayAmountToMinor(10_000, 'EUR')).toBe(1_000_000);
    expect(displayAmountToMinor(0.5, 'VND')).toBe(500);
    expect(currencyDisplayDecimals('VND')).toBe(2);
  });

  it('keeps wire amounts unscaled', () => {
    expect(parseMajorToMinor('1500000', 'VND')).toBe(1_500_000);
    expect(minorToMajor(1_500_000, 'VND')).toBe(1_500_000);
  });
});

describe('money display (spec betting-domain §9)', () => {
  it('groups thousands with commas and uses a dot for decimals', () => {
    expect(formatAmount(100_000_00, 'EUR')).toBe('100,000');
    expect(formatAmount(1_234_567_89, 'EUR')).toBe('1,234,567.89');
    expect(formatAmount(1_000_50, 'EUR')).toBe('1,000.5');
    expect(formatAmount(999_99, 'EUR')).toBe('999.99');
    expect(formatAmount(5, 'EUR')).toBe('0.05');
  });

  it('shows zero as 0', () => {
    expect(formatAmount(0, 'EUR')).toBe('0');
    expect(formatAmount(0, 'VND')).toBe('0');
    expect(formatAmount(-0, 'EUR')).toBe('0');
  });

  it('shows no decimals for zero-decimal unscaled amounts and at most 2 otherwise', () => {
    expect(formatAmount(1_500_000, 'KRW')).toBe('1,500,000');
    expect(
      formatAmount(123_456, 'BHD', {
        currencies: [{ isoCode: 'BHD', symbol: 'BD', precision: 3 }],
      }),
    ).toBe('123.45');
  });

  it('shows negative amounts with a minus sign', () => {
    expect(formatAmount(-1_234_50, 'EUR')).toBe('-1,234.5');
  });

  it('refuses amounts that are not integer minor units', () => {
    expect(() => formatAmount(1.5, 'EUR')).toThrow();
    expect(() => formatAmount(Number.NaN, 'EUR')).toThrow();
    expect(() => money(1.5, 'EUR')).toThrow();
  });

  it('formats with the currency code or symbol', () => {
    expect(formatMoney({ minor: 1_000_00, currency: 'EUR' })).toBe('1,000 EUR');
    expect(formatAmountWithSymbol(1_234_50, 'EUR')).toBe('€1,234.5');
    expect(formatAmountWithSymbol(-5_00, 'GBP')).toBe('-£5');
    expect(formatAmountWithSymbol(1_500_000, 'VND')).toBe('₫1,500');
    expect(formatAmountWithSymbol(1_00, 'XYZ')).toBe('XYZ1');
    expect(
      formatAmountWithSymbol(1_00, 'EUR', { currencies: [{ isoCode: 'EUR', symbol: 'EUR ' }] }),
    ).toBe('EUR1');
  });

  it('always shows the §9 shape: groups of three, 0 to 2 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), anyCurrency, (minor, currency) => {
        expect(formatAmount(minor, currency)).toMatch(/^-?\d{1,3}(?:,\d{3})*(?:\.\d{0,1}[1-9])?$/);
      }),
    );
  });

  it('never shows more than the amount, and less by under one shown unit', () => {
    fc.assert(
      fc.property(amountMinor, anyCurrency, (minor, currency) => {
        const shownMinor = parseDisplayAmount(formatAmount(minor, currency), currency);
        expect(shownMinor).not.toBeNull();
        expect(shownMinor).toBeLessThanOrEqual(minor);
        expect(minor - (shownMinor ?? 0)).toBeLessThan(shownUnitMinor(currency));
      }),
    );
  });
});

describe('display parse round-trips (spec betting-domain §5, §9)', () => {
  it('reads display text with thousands separators', () => {
    expect(parseDisplayAmount('1,234.5', 'EUR')).toBe(1_234_50);
    expect(parseDisplayAmount('12.', 'EUR')).toBe(12_00);
    expect(parseDisplayAmount('1.5', 'VND')).toBe(1500);
    expect(parseDisplayAmount('100', 'IDR')).toBe(100_000);
    expect(parseDisplayAmount('1.234', 'EUR')).toBeNull();
    expect(parseDisplayAmount('1.230', 'EUR')).toBe(123);
    expect(parseDisplayAmount('-1', 'EUR')).toBeNull();
    expect(parseDisplayAmount('', 'EUR')).toBeNull();
    expect(parseDisplayAmount('1e5', 'EUR')).toBeNull();
  });

  it('round-trips every amount of a 2-decimal currency', () => {
    fc.assert(
      fc.property(amountMinor, (minor) => {
        expect(parseDisplayAmount(formatAmount(minor, 'EUR'), 'EUR')).toBe(minor);
        const text = formatAmount(minor, 'EUR').replace(/,/g, '');
        expect(parseMajorToMinor(text, 'EUR')).toBe(minor);
        expect(parseMajorToMinor(minorToMajor(minor, 'EUR'), 'EUR')).toBe(minor);
      }),
    );
  });

  it('round-trips every shown amount of any currency', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), anyCurrency, (units, currency) => {
        // An amount on the display grid: a whole number of the smallest shown unit.
        const minor = units * shownUnitMinor(currency);
        expect(parseDisplayAmount(formatAmount(minor, currency), currency)).toBe(minor);
        expect(displayAmountToMinor(minorToDisplayAmount(minor, currency), currency)).toBe(minor);
      }),
    );
  });
});

describe('major units on the wire', () => {
  it('rejects malformed and over-precise amounts', () => {
    expect(parseMajorToMinor('abc', 'EUR')).toBeNull();
    expect(parseMajorToMinor('-5', 'EUR')).toBeNull();
    expect(parseMajorToMinor(-5, 'EUR')).toBeNull();
    expect(parseMajorToMinor(Number.NaN, 'EUR')).toBeNull();
    expect(parseMajorToMinor('1.234', 'EUR')).toBeNull();
    expect(parseMajorToMinor('1.5', 'VND')).toBeNull();
    expect(parseMajorToMinor('12.50', 'EUR')).toBe(1250);
    expect(parseMajorToMinor(3298184.3, 'EUR')).toBe(329818430);
    expect(parseMajorToMinor('99999999999999999', 'EUR')).toBeNull();
  });

  it('validates currency codes', () => {
    expect(currencyCode(' eur ')).toBe('EUR');
    expect(currencyCode('mbtc')).toBe('mBTC');
    expect(currencyCode('USDT')).toBe('USDT');
    expect(() => currencyCode('E1')).toThrow();
  });
});

describe('display amounts to minor units', () => {
  it('refuses, floors or ceils digits finer than a minor unit', () => {
    expect(displayAmountToMinor(0.001, 'EUR')).toBeNull();
    expect(displayAmountToMinor(0.001, 'EUR', {}, 'floor')).toBe(0);
    expect(displayAmountToMinor(0.001, 'EUR', {}, 'ceil')).toBe(1);
    expect(displayAmountToMinor(1.0005, 'VND', {}, 'ceil')).toBe(1001);
    expect(displayAmountToMinor(-1, 'EUR')).toBeNull();
    expect(displayAmountToMinor(Number.POSITIVE_INFINITY, 'EUR')).toBeNull();
  });
});

describe('rounding returns down to the currency precision', () => {
  it('floors a finer-scale amount to minor units', () => {
    // 1234.5678 EUR held at 4 decimals → 1234.56 EUR.
    expect(roundDownToCurrencyPrecision(12_345_678n, 4, 'EUR')).toBe(123_456);
    expect(roundDownToCurrencyPrecision(12_345_679, 4, 'EUR')).toBe(123_456);
    // 1999.999 dong → 1999 dong.
    expect(roundDownToCurrencyPrecision(1_999_999, 3, 'VND')).toBe(1999);
    // Coarser input is scaled up exactly: 12.5 EUR at 1 decimal → 1250 cents.
    expect(roundDownToCurrencyPrecision(125, 1, 'EUR')).toBe(1250);
    // Down means toward −∞ for a negative amount.
    expect(roundDownToCurrencyPrecision(-1555, 3, 'EUR')).toBe(-156);
  });

  it('refuses broken inputs', () => {
    expect(() => roundDownToCurrencyPrecision(1.5, 3, 'EUR')).toThrow();
    expect(() => roundDownToCurrencyPrecision(1, -1, 'EUR')).toThrow();
    expect(() => roundDownToCurrencyPrecision(10n ** 30n, 2, 'EUR')).toThrow();
  });

  it('gives the largest minor amount not above the exact value', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom('EUR', 'VND', 'KRW'),
        (amount, decimals, currency) => {
          const minor = BigInt(roundDownToCurrencyPrecision(amount, decimals, currency));
          const shift = decimals - currencyPrecision(currency);
          const factor = 10n ** BigInt(Math.max(0, shift));
          const lift = 10n ** BigInt(Math.max(0, -shift));
          // minor ≤ exact < minor + 1, compared at the finer of the two scales.
          expect(minor * factor <= amount * lift).toBe(true);
          expect(amount * lift < (minor + 1n) * factor).toBe(true);
        },
      ),
    );
  });
});

describe('decimal text helpers', () => {
  it('rounds half away from zero on the shortest decimal form', () => {
    expect(toFixedHalfUp(1.005, 2)).toBe('1.01');
    expect(toFixedHalfUp(2.5, 0)).toBe('3');
    expect(toFixedHalfUp(-2.5, 0)).toBe('-3');
    expect(toFixedHalfUp(-0.001, 2)).toBe('0.00');
    expect(toFixedHalfUp(1e-7, 2)).toBe('0.00');
    expect(toFixedHalfUp(0.125, 2)).toBe('0.13');
    expect(toFixedHalfUp(12, 2)).toBe('12.00');
  });

  it('stays within half a unit of the last decimal', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }),
        fc.integer({ min: 0, max: 4 }),
        (value, decimals) => {
          const shown = Number(toFixedHalfUp(value, decimals));
          expect(Math.abs(shown - value)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-9);
        },
      ),
    );
  });

  it('expands exponent notation', () => {
    expect(plainDecimalText(1e-7)).toBe('0.0000001');
    expect(plainDecimalText(1.5e21)).toBe('1500000000000000000000');
    expect(plainDecimalText(3298184.3)).toBe('3298184.3');
    expect(() => plainDecimalText(-1)).toThrow();
  });
});
