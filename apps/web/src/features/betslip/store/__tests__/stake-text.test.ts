import { describe, expect, it } from 'vitest';
import { isAcceptableStakeText, stakeTextToMinor } from '../stake-text';

describe('stake text (betting-domain §5)', () => {
  it.each(['', '0', '0.', '5', '12.', '12.5', '12.55', '1234567890.12'])('accepts %j', (text) => {
    expect(isAcceptableStakeText(text, 'EUR')).toBe(true);
  });

  it.each(['.', '00', '1.2.3', '12.555', 'a', '1e3', '-1', ' 1', '12345678901.12'])(
    'rejects %j',
    (text) => {
      expect(isAcceptableStakeText(text, 'EUR')).toBe(false);
    },
  );

  it('allows no decimals for a zero-decimal currency', () => {
    expect(isAcceptableStakeText('1500', 'IDR')).toBe(true);
    expect(isAcceptableStakeText('1500.', 'IDR')).toBe(false);
  });

  it('reads the stake as minor units', () => {
    expect(stakeTextToMinor('', 'EUR')).toBe(0);
    expect(stakeTextToMinor('12.', 'EUR')).toBe(1200);
    expect(stakeTextToMinor('12.05', 'EUR')).toBe(1205);
    expect(stakeTextToMinor('0.', 'EUR')).toBe(0);
  });
});
