import { describe, expect, it } from 'vitest';
import {
  formatLocaleMoney,
  formatLocaleWireMoney,
  formatSignedLocaleWireMoney,
  formatWireMoney,
} from '../wire-money';

describe('formatWireMoney', () => {
  it('formats major-unit wire amounts with 0 to 2 decimals and the currency code', () => {
    expect(formatWireMoney(1000, 'EUR')).toBe('1,000 EUR');
    expect(formatWireMoney(990, 'EUR')).toBe('990 EUR');
    expect(formatWireMoney(1234.5, 'EUR')).toBe('1,234.5 EUR');
    expect(formatWireMoney(0, 'EUR')).toBe('0 EUR');
  });

  it('reads floating-point noise as the nearest minor unit', () => {
    expect(formatWireMoney(0.1 + 0.2, 'EUR')).toBe('0.3 EUR');
  });
});

/** Intl's no-break spaces read as plain ones. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatLocaleWireMoney', () => {
  it("writes money in the page language's style", () => {
    expect(plain(formatLocaleWireMoney(1234.5, 'EUR', 'de'))).toBe('1.234,50 €');
    expect(plain(formatLocaleWireMoney(1234.5, 'EUR', 'pt-BR'))).toBe('€ 1.234,50');
    // en is en-GB (the spec's fallback language header), not en-US.
    expect(formatLocaleWireMoney(1234.5, 'GBP', 'en')).toBe('£1,234.50');
    expect(plain(formatLocaleWireMoney(0, 'EUR', 'es'))).toBe('0,00 €');
  });

  it('shows a zero-decimal currency without decimals and a thousand-scaled one in thousands', () => {
    expect(plain(formatLocaleWireMoney(1_234_560, 'VND', 'de'))).toBe('1.234,56 VND');
    expect(plain(formatLocaleMoney(5, 'EUR', 'tr'))).toBe('€0,05');
  });

  it('signs statement lines and shows an unreadable amount as a dash', () => {
    expect(plain(formatSignedLocaleWireMoney(-10, 'EUR', 'de'))).toBe('−10,00 €');
    expect(plain(formatSignedLocaleWireMoney(50, 'EUR', 'de'))).toBe('+50,00 €');
    expect(formatLocaleWireMoney(-1, 'EUR', 'de')).toBe('—');
    expect(formatLocaleWireMoney(Number.NaN, 'EUR', 'de')).toBe('—');
  });
});
