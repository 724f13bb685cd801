import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatDate,
  formatDateTime,
  formatMoneyMinor,
  formatNumber,
  formatTime,
  minorToDecimalString,
} from '../locale-format';

// Intl separates some symbols and digit groups with a no-break space (U+00A0).
const NBSP = '\u00a0';

/** 5 March 2025, 14:05:09 UTC. */
const INSTANT = Date.UTC(2025, 2, 5, 14, 5, 9);

interface LocaleCase {
  readonly locale: string;
  readonly number: string;
  readonly thousand: string;
  readonly eur: string;
  readonly eurNegative: string;
  readonly krw: string;
  readonly date: string;
  readonly time: string;
  readonly dateTime: string;
}

const CASES: readonly LocaleCase[] = [
  {
    locale: 'en-GB',
    number: '1,234,567.89',
    thousand: '1,000',
    eur: '€1,234,567.50',
    eurNegative: '-€1,234.50',
    krw: '₩1,234,567',
    date: '05/03/2025',
    time: '14:05',
    dateTime: '05/03/2025, 14:05',
  },
  {
    // Spanish groups four-digit numbers only from five digits on (CLDR minimumGroupingDigits 2).
    locale: 'es-ES',
    number: '1.234.567,89',
    thousand: '1000',
    eur: `1.234.567,50${NBSP}€`,
    eurNegative: `-1234,50${NBSP}€`,
    krw: `1.234.567${NBSP}KRW`,
    date: '05/03/2025',
    time: '14:05',
    dateTime: '05/03/2025, 14:05',
  },
  {
    locale: 'pt-BR',
    number: '1.234.567,89',
    thousand: '1.000',
    eur: `€${NBSP}1.234.567,50`,
    eurNegative: `-€${NBSP}1.234,50`,
    krw: `₩${NBSP}1.234.567`,
    date: '05/03/2025',
    time: '14:05',
    dateTime: '05/03/2025, 14:05',
  },
  {
    locale: 'de-DE',
    number: '1.234.567,89',
    thousand: '1.000',
    eur: `1.234.567,50${NBSP}€`,
    eurNegative: `-1.234,50${NBSP}€`,
    krw: `1.234.567${NBSP}₩`,
    date: '05.03.2025',
    time: '14:05',
    dateTime: '05.03.2025, 14:05',
  },
  {
    locale: 'tr-TR',
    number: '1.234.567,89',
    thousand: '1.000',
    eur: '€1.234.567,50',
    eurNegative: '-€1.234,50',
    krw: '₩1.234.567',
    date: '05.03.2025',
    time: '14:05',
    dateTime: '05.03.2025 14:05',
  },
];

describe.each(CASES)('$locale', (c) => {
  it('formats numbers with 0 to 2 decimals', () => {
    expect(formatNumber(1234567.891, c.locale)).toBe(c.number);
    expect(formatNumber(1000, c.locale)).toBe(c.thousand);
  });

  it('formats EUR (precision 2) and KRW (precision 0) from minor units', () => {
    expect(formatMoneyMinor(123456750, 'EUR', 2, c.locale)).toBe(c.eur);
    expect(formatMoneyMinor(-123450n, 'EUR', 2, c.locale)).toBe(c.eurNegative);
    expect(formatMoneyMinor(1234567, 'KRW', 0, c.locale)).toBe(c.krw);
  });

  it('formats a date, a time and both on the 24-hour clock', () => {
    expect(formatDate(INSTANT, c.locale, 'UTC')).toBe(c.date);
    expect(formatTime(INSTANT, c.locale, 'UTC')).toBe(c.time);
    expect(formatDateTime(INSTANT, c.locale, 'UTC')).toBe(c.dateTime);
  });
});

describe('formatNumber', () => {
  it('honours the fraction digits asked for', () => {
    expect(formatNumber(2.5, 'en-GB', { minFractionDigits: 2 })).toBe('2.50');
    expect(formatNumber(1.23456, 'de-DE', { maxFractionDigits: 3 })).toBe('1,235');
    expect(formatNumber(7, 'tr-TR', { minFractionDigits: 0, maxFractionDigits: 0 })).toBe('7');
    expect(formatNumber(12345678901234567890n, 'en-GB')).toBe('12,345,678,901,234,567,890');
  });

  it('refuses fraction digits that are not a range of 0 to 20', () => {
    expect(() => formatNumber(1, 'en-GB', { minFractionDigits: 3, maxFractionDigits: 2 })).toThrow(
      RangeError,
    );
    expect(() => formatNumber(1, 'en-GB', { maxFractionDigits: 21 })).toThrow(RangeError);
    expect(() => formatNumber(1, 'en-GB', { minFractionDigits: 0.5 })).toThrow(RangeError);
  });
});

describe('minorToDecimalString', () => {
  it('places the decimal point by the precision, with no rounding', () => {
    expect(minorToDecimalString(123456, 2)).toBe('1234.56');
    expect(minorToDecimalString(5, 2)).toBe('0.05');
    expect(minorToDecimalString(-5, 2)).toBe('-0.05');
    expect(minorToDecimalString(-0, 2)).toBe('0.00');
    expect(minorToDecimalString(7, 0)).toBe('7');
    expect(minorToDecimalString(1n, 8)).toBe('0.00000001');
  });

  it('refuses non-integers, unsafe numbers and bad precisions (broken invariants)', () => {
    expect(() => minorToDecimalString(1.5, 2)).toThrow(RangeError);
    expect(() => minorToDecimalString(2 ** 53, 2)).toThrow(RangeError);
    expect(() => minorToDecimalString(1, -1)).toThrow(RangeError);
    expect(() => minorToDecimalString(1, 1.5)).toThrow(RangeError);
  });

  it('keeps every digit of any bigint amount (property)', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.integer({ min: 0, max: 20 }), (minor, precision) => {
        const text = minorToDecimalString(minor, precision);
        expect(BigInt(text.replace('.', ''))).toBe(minor);
        const fraction = text.split('.')[1] ?? '';
        expect(fraction.length).toBe(precision);
      }),
    );
  });
});

describe('formatMoneyMinor', () => {
  it('stays exact beyond 2^53 minor units (no float on the way)', () => {
    const minor = 2n ** 60n + 1n; // 1152921504606846977
    expect(formatMoneyMinor(minor, 'EUR', 2, 'en-GB')).toBe('€11,529,215,046,068,469.77');
  });

  it('writes a code Intl does not know as a currency after the amount', () => {
    expect(formatMoneyMinor(123450, 'USDT', 2, 'de-DE')).toBe(`1.234,50${NBSP}USDT`);
    expect(formatMoneyMinor(5, 'mBTC', 3, 'en-GB')).toBe(`0.005${NBSP}mBTC`);
  });

  it('shows the precision given, whatever the currency usually has', () => {
    expect(formatMoneyMinor(150000, 'VND', 0, 'en-GB')).toBe('₫150,000');
    expect(formatMoneyMinor(0, 'GBP', 2, 'en-GB')).toBe('£0.00');
  });
});

describe('dates and times', () => {
  it('accepts ISO strings, epoch milliseconds and Dates alike', () => {
    const iso = new Date(INSTANT).toISOString();
    expect(formatDateTime(iso, 'en-GB', 'UTC')).toBe('05/03/2025, 14:05');
    expect(formatDateTime(new Date(INSTANT), 'en-GB', 'UTC')).toBe('05/03/2025, 14:05');
  });

  it('converts to the time zone asked for', () => {
    expect(formatTime(INSTANT, 'tr-TR', 'Europe/Istanbul')).toBe('17:05');
    expect(formatDateTime(Date.UTC(2025, 2, 5, 23, 30), 'de-DE', 'Europe/Berlin')).toBe(
      '06.03.2025, 00:30',
    );
  });

  it('refuses an invalid instant', () => {
    expect(() => formatDate('not a date', 'en-GB')).toThrow(RangeError);
    expect(() => formatTime(Number.NaN, 'en-GB')).toThrow(RangeError);
  });
});
