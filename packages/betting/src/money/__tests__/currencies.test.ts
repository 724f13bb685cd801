import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BUILT_IN_CURRENCIES,
  currencySymbol,
  findCurrencyEntry,
  normaliseCurrencyCode,
} from '../currencies';
import { currencyPrecision, ZERO_DECIMAL_CURRENCIES } from '../money';

describe('built-in currency table (spec betting-domain §3 Currency, §7 /xapi/rest/currencies)', () => {
  it('holds the common sportsbook currencies with symbol and precision', () => {
    const codes = BUILT_IN_CURRENCIES.map((c) => c.isoCode);
    for (const code of [
      'EUR',
      'GBP',
      'USD',
      'KRW',
      'JPY',
      'VND',
      'IDR',
      'LAK',
      'MMK',
      'KHR',
      'INR',
      'THB',
      'MYR',
      'PHP',
      'KES',
      'GHS',
      'BRL',
      'USDT',
      'mBTC',
      'RMB',
      'CNY',
      'RUB',
      'PLN',
      'TRY',
    ]) {
      expect(codes).toContain(code);
    }
    expect(new Set(codes.map((c) => c.toUpperCase())).size).toBe(codes.length);
    for (const entry of BUILT_IN_CURRENCIES) {
      expect(entry.symbol.trim()).not.toBe('');
      expect(Number.isInteger(entry.precision) && (entry.precision ?? -1) >= 0).toBe(true);
    }
  });

  it('gives the zero-decimal currencies precision 0 (spec betting-domain §9)', () => {
    for (const code of ZERO_DECIMAL_CURRENCIES) {
      expect(findCurrencyEntry(code)?.precision).toBe(0);
    }
  });

  it('knows common symbols', () => {
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('gbp')).toBe('£');
    expect(currencySymbol('KRW')).toBe('₩');
    expect(currencySymbol('VND')).toBe('₫');
    expect(currencySymbol('mbtc')).toBe('m₿');
  });
});

describe('currency lookup', () => {
  it('prefers the server list, then the built-in table', () => {
    const currencies = [{ id: 7, isoCode: 'EUR', symbol: 'EUR', precision: 2 }];
    expect(findCurrencyEntry('eur', currencies)?.id).toBe(7);
    expect(currencySymbol('EUR', currencies)).toBe('EUR');
    expect(findCurrencyEntry('GBP', currencies)?.symbol).toBe('£');
    expect(findCurrencyEntry('XYZ', currencies)).toBeUndefined();
  });

  it('falls back to the code when no symbol is known', () => {
    expect(currencySymbol('xyz')).toBe('XYZ');
    expect(currencySymbol('EUR', [{ isoCode: 'EUR', symbol: '  ' }])).toBe('EUR');
  });

  it('normalises codes: upper case, mBTC kept', () => {
    expect(normaliseCurrencyCode(' eur ')).toBe('EUR');
    expect(normaliseCurrencyCode('MBTC')).toBe('mBTC');
    expect(normaliseCurrencyCode('usdt')).toBe('USDT');
  });

  it('finds every built-in entry whatever the case of the code', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BUILT_IN_CURRENCIES), fc.boolean(), (entry, lower) => {
        const code = lower ? entry.isoCode.toLowerCase() : entry.isoCode.toUpperCase();
        expect(findCurrencyEntry(code)).toBe(entry);
        expect(currencyPrecision(code)).toBe(entry.precision);
      }),
    );
  });
});
