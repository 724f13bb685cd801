import { describe, expect, it } from 'vitest';
import { formatWireMoney } from '../wire-money';

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
