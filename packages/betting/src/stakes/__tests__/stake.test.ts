import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  acceptDefaultStakeInput,
  applyStakeEntry,
  checkDefaultStakeInput,
  checkStakeLimits,
  checkStakeText,
  DEFAULT_STAKE_MAX_LENGTH,
  DEFAULT_STAKE_UPDATE_DELAY_MS,
  defaultStakeToSave,
  formatStakeText,
  isAcceptableStakeText,
  isStakeDecimalKeyShown,
  isStakeSpecialValue,
  isStakeUpdateDebounced,
  MAX_STAKE_TEXT_LENGTH,
  normaliseStakeText,
  parseStakeText,
  pressStakeKey,
  readStakeEntry,
  STAKE_KEYBOARD_KEYS,
  stakeDecimalPlaces,
  stakeLimitsMinor,
  stakeMinorToText,
  stakeTextToMinor,
  stakeUpdateTiming,
  type StakeKeyboardKey,
  stakeMinor,
  type Stake,
} from '../stake';
import { currencyPrecision, THOUSAND_SCALED_CURRENCIES } from '../../money/money';
import { BUILT_IN_CURRENCIES } from '../../money/currencies';

const CODES = BUILT_IN_CURRENCIES.map((c) => c.isoCode);
const anyCurrency = fc.constantFrom(...CODES, 'XYZ');
const anyKey = fc.constantFrom(...STAKE_KEYBOARD_KEYS);
/** Text of stake-like characters, including what the rules must refuse. */
const stakeLikeText = fc
  .array(fc.constantFrom('0', '1', '5', '9', '.', ','), { maxLength: 16 })
  .map((chars) => chars.join(''));

function typeKeys(keys: readonly StakeKeyboardKey[], currency: string): string {
  return keys.reduce((text, key) => pressStakeKey(text, key, currency).text, '');
}

describe('stake keyboard (spec betting-domain §2, §5, §9)', () => {
  it('accepts at most 13 characters', () => {
    expect(MAX_STAKE_TEXT_LENGTH).toBe(13);
    expect(checkStakeText('1234567890.12', 'EUR')).toEqual({ ok: true, value: '1234567890.12' });
    expect(checkStakeText('12345678901.12', 'EUR')).toEqual({ ok: false, error: 'tooLong' });
    expect(pressStakeKey('1234567890123', '4', 'EUR').text).toBe('1234567890123');
  });

  it('rejects a leading double zero by dropping the last character', () => {
    expect(checkStakeText('00', 'EUR')).toEqual({ ok: false, error: 'leadingDoubleZero' });
    expect(pressStakeKey('0', '0', 'EUR').text).toBe('0');
    expect(isAcceptableStakeText('0.05', 'EUR')).toBe(true);
    expect(isAcceptableStakeText('100', 'EUR')).toBe(true);
  });

  it('rejects a lone dot, a second dot and more than 2 decimals', () => {
    expect(checkStakeText('.', 'EUR')).toEqual({ ok: false, error: 'loneDot' });
    // No key types a space: a typed space is refused, not trimmed away.
    expect(checkStakeText(' 1', 'EUR')).toEqual({ ok: false, error: 'notNumeric' });
    expect(checkStakeText('1 000', 'EUR')).toEqual({ ok: false, error: 'notNumeric' });
    expect(checkStakeText('1,000', 'EUR')).toEqual({ ok: true, value: '1000' });
    expect(pressStakeKey('', '.', 'EUR').text).toBe('');
    expect(checkStakeText('1.2.', 'EUR')).toEqual({ ok: false, error: 'secondDot' });
    expect(pressStakeKey('1.2', '.', 'EUR').text).toBe('1.2');
    expect(checkStakeText('1.234', 'EUR')).toEqual({ ok: false, error: 'tooManyDecimals' });
    expect(pressStakeKey('1.23', '4', 'EUR').text).toBe('1.23');
    expect(checkStakeText('.5', 'EUR')).toEqual({ ok: false, error: 'noWholePart' });
    expect(checkStakeText('1a', 'EUR')).toEqual({ ok: false, error: 'notNumeric' });
  });

  it('accepts the empty text and a trailing dot while typing', () => {
    expect(isAcceptableStakeText('', 'EUR')).toBe(true);
    expect(isAcceptableStakeText('12.', 'EUR')).toBe(true);
    expect(isAcceptableStakeText('12.05', 'EUR')).toBe(true);
  });

  it('hides the decimal key for zero-precision and thousand-scaled currencies', () => {
    expect(isStakeDecimalKeyShown('EUR')).toBe(true);
    expect(isStakeDecimalKeyShown('KRW')).toBe(false);
    expect(isStakeDecimalKeyShown('JPY')).toBe(false);
    for (const code of THOUSAND_SCALED_CURRENCIES) expect(isStakeDecimalKeyShown(code)).toBe(false);
    // A thousand-scaled currency hides the key even if a list gave it decimals.
    const scaled = { currencies: [{ isoCode: 'VND', symbol: '₫', precision: 2 }] };
    expect(isStakeDecimalKeyShown('VND', scaled)).toBe(false);
    // A currency with 1 decimal allows 1.
    const oneDecimal = { currencies: [{ isoCode: 'ONE', symbol: 'O', precision: 1 }] };
    expect(stakeDecimalPlaces('ONE', oneDecimal)).toBe(1);
    expect(isAcceptableStakeText('1.25', 'ONE', oneDecimal)).toBe(false);
  });

  it('refuses a dot where the currency has no decimals', () => {
    expect(checkStakeText('1500.', 'IDR')).toEqual({ ok: false, error: 'decimalNotAllowed' });
    expect(isAcceptableStakeText('1500', 'IDR')).toBe(true);
    expect(pressStakeKey('100', '.', 'VND').text).toBe('100');
  });

  it('refuses 13 digits that overflow in a thousand-scaled currency', () => {
    expect(checkStakeText('9999999999999', 'VND')).toEqual({ ok: false, error: 'tooLarge' });
    expect(isAcceptableStakeText('9999999999999', 'EUR')).toBe(true);
  });

  it('deletes the last character, and done closes the keyboard', () => {
    expect(pressStakeKey('12.5', 'delete', 'EUR')).toEqual({ text: '12.', done: false });
    expect(pressStakeKey('', 'delete', 'EUR')).toEqual({ text: '', done: false });
    expect(pressStakeKey('12', 'done', 'EUR')).toEqual({ text: '12', done: true });
  });

  it('checks the text with thousands separators removed', () => {
    expect(normaliseStakeText(' 1,234.5 ')).toBe('1234.5');
    expect(checkStakeText('1,234.5', 'EUR')).toEqual({ ok: true, value: '1234.5' });
    expect(pressStakeKey('1,234', '5', 'EUR').text).toBe('12345');
  });

  it('never accepts a string the stake parser cannot read', () => {
    fc.assert(
      fc.property(stakeLikeText, anyCurrency, (text, currency) => {
        if (isAcceptableStakeText(text, currency)) {
          expect(parseStakeText(text, currency)).not.toBeNull();
        }
      }),
      { numRuns: 5000 },
    );
  });

  it('only ever builds acceptable, readable text from key presses', () => {
    fc.assert(
      fc.property(fc.array(anyKey, { maxLength: 25 }), anyCurrency, (keys, currency) => {
        const text = typeKeys(keys, currency);
        expect(isAcceptableStakeText(text, currency)).toBe(true);
        expect(text.length).toBeLessThanOrEqual(MAX_STAKE_TEXT_LENGTH);
        expect(text.startsWith('00')).toBe(false);
        expect(parseStakeText(text, currency)).not.toBeNull();
      }),
      { numRuns: 5000 },
    );
  });

  it('keeps every accepted text as the keyboard typed it, key by key', () => {
    fc.assert(
      fc.property(stakeLikeText, anyCurrency, (text, currency) => {
        const t = normaliseStakeText(text);
        fc.pre(isAcceptableStakeText(t, currency));
        const keys = [...t] as StakeKeyboardKey[];
        // Every prefix of an accepted text is accepted, so typing it reproduces it.
        expect(typeKeys(keys, currency)).toBe(t);
      }),
    );
  });
});

describe('stake parsing (spec betting-domain §4, §5)', () => {
  it('parses after thousands separators are removed', () => {
    expect(parseStakeText('1,234.5', 'EUR')).toBe(1_234_50);
    expect(parseStakeText('12.', 'EUR')).toBe(12_00);
    expect(parseStakeText('12.05', 'EUR')).toBe(12_05);
    expect(parseStakeText('0.', 'EUR')).toBe(0);
    expect(parseStakeText('', 'EUR')).toBe(0);
    expect(parseStakeText('abc', 'EUR')).toBeNull();
    expect(parseStakeText('1.234', 'EUR')).toBeNull();
  });

  it('reads thousand-scaled stakes in thousands', () => {
    expect(parseStakeText('100', 'VND')).toBe(100_000);
    expect(parseStakeText('1,500', 'IDR')).toBe(1_500_000);
  });

  it('covers the web helper: 0 for empty or unreadable text', () => {
    expect(stakeTextToMinor('', 'EUR')).toBe(0);
    expect(stakeTextToMinor('12.', 'EUR')).toBe(1200);
    expect(stakeTextToMinor('12.05', 'EUR')).toBe(1205);
    expect(stakeTextToMinor('0.', 'EUR')).toBe(0);
    expect(stakeTextToMinor('x', 'EUR')).toBe(0);
  });
});

describe('stake formatting (spec betting-domain §5)', () => {
  it('keeps a zero stake as typed', () => {
    for (const text of ['0', '0.', '0.0', '0.00', '0,000'])
      expect(formatStakeText(text)).toBe(text);
  });

  it('formats any other stake as a number', () => {
    expect(formatStakeText('1234.5')).toBe('1,234.5');
    expect(formatStakeText('1234567')).toBe('1,234,567');
    expect(formatStakeText('1,234')).toBe('1,234');
    expect(formatStakeText('05')).toBe('5');
    expect(formatStakeText('0.05')).toBe('0.05');
    expect(formatStakeText('12.')).toBe('12.');
    expect(formatStakeText('12.50')).toBe('12.50');
    expect(formatStakeText('abc')).toBe('abc');
  });

  it('formats a stake amount as grouped display text', () => {
    expect(stakeMinorToText(1_234_50, 'EUR')).toBe('1,234.5');
    expect(stakeMinorToText(100_000, 'VND')).toBe('100');
  });

  it('formatting then parsing a stake text is the identity', () => {
    fc.assert(
      fc.property(stakeLikeText, anyCurrency, (text, currency) => {
        fc.pre(isAcceptableStakeText(text, currency));
        expect(parseStakeText(formatStakeText(text), currency)).toBe(
          parseStakeText(text, currency),
        );
        // Formatting is stable: a formatted text formats to itself.
        expect(formatStakeText(formatStakeText(text))).toBe(formatStakeText(text));
      }),
      { numRuns: 5000 },
    );
  });

  it('formatting then parsing a stake amount is the identity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), anyCurrency, (units, currency) => {
        // A stake the keyboard can enter: whole units, plus allowed decimals.
        const places = stakeDecimalPlaces(currency);
        const minorPerStep =
          10 ** (currencyPrecision(currency) - places) *
          (THOUSAND_SCALED_CURRENCIES.includes(currency) ? 1000 : 1);
        const minor = units * minorPerStep;
        const text = stakeMinorToText(minor, currency);
        expect(parseStakeText(text, currency)).toBe(minor);
        expect(parseStakeText(formatStakeText(text), currency)).toBe(minor);
      }),
    );
  });
});

describe('default stake (spec betting-domain §5)', () => {
  it('takes numeric text only, shorter than the maximum length', () => {
    expect(DEFAULT_STAKE_MAX_LENGTH).toBe(10);
    expect(checkDefaultStakeInput('123456789')).toEqual({ ok: true, value: '123456789' });
    expect(checkDefaultStakeInput('1234567890')).toEqual({ ok: false, error: 'tooLong' });
    expect(checkDefaultStakeInput('12a')).toEqual({ ok: false, error: 'notNumeric' });
    expect(checkDefaultStakeInput('-5')).toEqual({ ok: false, error: 'notNumeric' });
    expect(checkDefaultStakeInput('1.2.3')).toEqual({ ok: false, error: 'notNumeric' });
    expect(checkDefaultStakeInput('12.5')).toEqual({ ok: true, value: '12.5' });
    expect(checkDefaultStakeInput('')).toEqual({ ok: true, value: '' });
  });

  it('strips a leading zero when the text has more than one character', () => {
    expect(checkDefaultStakeInput('05')).toEqual({ ok: true, value: '5' });
    expect(checkDefaultStakeInput('007')).toEqual({ ok: true, value: '7' });
    expect(checkDefaultStakeInput('0')).toEqual({ ok: true, value: '0' });
    expect(checkDefaultStakeInput('0.5')).toEqual({ ok: true, value: '0.5' });
  });

  it('keeps the previous text when an edit is refused', () => {
    expect(acceptDefaultStakeInput('12', '12x')).toBe('12');
    expect(acceptDefaultStakeInput('12', '012')).toBe('12');
    expect(acceptDefaultStakeInput('123456789', '1234567890')).toBe('123456789');
  });

  it('saves a whole number as it is, otherwise rounded to the currency precision', () => {
    expect(defaultStakeToSave(10, 'EUR')).toBe(10);
    expect(defaultStakeToSave(2.345, 'EUR')).toBe(2.35);
    expect(defaultStakeToSave(1.005, 'EUR')).toBe(1.01);
    expect(defaultStakeToSave(2.344, 'EUR')).toBe(2.34);
    expect(defaultStakeToSave(12.5, 'VND')).toBe(13);
    expect(defaultStakeToSave('12.5', 'EUR')).toBe(12.5);
    expect(defaultStakeToSave('1,000', 'EUR')).toBe(1000);
    expect(defaultStakeToSave('', 'EUR')).toBeNull();
    expect(defaultStakeToSave('abc', 'EUR')).toBeNull();
    expect(defaultStakeToSave(-1, 'EUR')).toBeNull();
  });

  it('saves within half a unit of the currency precision', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true, noDefaultInfinity: true }),
        anyCurrency,
        (value, currency) => {
          const saved = defaultStakeToSave(value, currency);
          expect(saved).not.toBeNull();
          const precision = currencyPrecision(currency);
          if (Number.isInteger(value)) expect(saved).toBe(value);
          expect(Math.abs((saved ?? 0) - value)).toBeLessThanOrEqual(0.5 * 10 ** -precision + 1e-9);
          const decimals = String(saved).split('.')[1] ?? '';
          expect(decimals.length).toBeLessThanOrEqual(precision);
        },
      ),
    );
  });
});

describe('special stake values (spec betting-domain §4)', () => {
  const st = stakeMinor;
  const bet = {
    unitStake: st(500),
    freeMoneyUnitStake: st(200),
    maxFreeMoneyStake: st(1000),
    ref: 'sel1',
  };

  it('freeBetNull removes the free stake', () => {
    expect(applyStakeEntry(bet, 'freeBetNull')).toEqual({ ...bet, freeMoneyUnitStake: 0 });
  });

  it('freeBetMax uses maxFreeMoneyStake and clears the normal stake', () => {
    expect(applyStakeEntry(bet, 'freeBetMax')).toEqual({
      ...bet,
      freeMoneyUnitStake: 1000,
      unitStake: 0,
    });
    expect(applyStakeEntry({ unitStake: st(5) }, 'freeBetMax')).toEqual({
      unitStake: 0,
      freeMoneyUnitStake: 0,
    });
  });

  it('an amount sets the normal stake only', () => {
    expect(applyStakeEntry(bet, st(750))).toEqual({ ...bet, unitStake: 750 });
    // The brand keeps these out at compile time; a cast that lies still throws.
    expect(() => applyStakeEntry(bet, -1 as Stake)).toThrow();
    expect(() => applyStakeEntry(bet, 1.5 as Stake)).toThrow();
  });

  it('reads a stake string that may be a special value', () => {
    expect(isStakeSpecialValue('freeBetNull')).toBe(true);
    expect(isStakeSpecialValue('freeBet')).toBe(false);
    expect(readStakeEntry('freeBetMax', 'EUR')).toBe('freeBetMax');
    expect(readStakeEntry('1,000.5', 'EUR')).toBe(1_000_50);
    expect(readStakeEntry('x', 'EUR')).toBeNull();
  });
});

describe('stake limits (spec betting-domain §3, §5, §8, §9)', () => {
  it('defaults to min 0 and max 10000', () => {
    expect(stakeLimitsMinor('EUR')).toEqual({ minMinor: 0, maxMinor: 1_000_000 });
    expect(stakeLimitsMinor('KRW')).toEqual({ minMinor: 0, maxMinor: 10_000 });
  });

  it('multiplies min and max by 1000 for thousand-scaled currencies', () => {
    expect(stakeLimitsMinor('VND')).toEqual({ minMinor: 0, maxMinor: 10_000_000 });
    expect(stakeLimitsMinor('IDR', { betStakeMinAmount: 5, betStakeMaxAmount: 2000 })).toEqual({
      minMinor: 5000,
      maxMinor: 2_000_000,
    });
  });

  it('answers RES-00140 below the minimum and RES-00034 above the maximum', () => {
    const settings = { betStakeMinAmount: 1, betStakeMaxAmount: 100 };
    expect(checkStakeLimits(99, 'EUR', settings)).toEqual({
      ok: false,
      error: { code: 'RES-00140', limitMinor: 100 },
    });
    expect(checkStakeLimits(100, 'EUR', settings)).toEqual({ ok: true, value: 100 });
    expect(checkStakeLimits(10_000, 'EUR', settings)).toEqual({ ok: true, value: 10_000 });
    expect(checkStakeLimits(10_001, 'EUR', settings)).toEqual({
      ok: false,
      error: { code: 'RES-00034', limitMinor: 10_000 },
    });
    expect(checkStakeLimits(10_000_001, 'VND')).toEqual({
      ok: false,
      error: { code: 'RES-00034', limitMinor: 10_000_000 },
    });
    expect(checkStakeLimits(0, 'EUR')).toEqual({ ok: true, value: 0 });
  });

  it('never loosens a limit with finer digits than a minor unit', () => {
    expect(
      stakeLimitsMinor('EUR', { betStakeMinAmount: 0.001, betStakeMaxAmount: 10.009 }),
    ).toEqual({ minMinor: 1, maxMinor: 1000 });
  });

  it('refuses broken inputs', () => {
    expect(() => stakeLimitsMinor('EUR', { betStakeMinAmount: -1 })).toThrow();
    expect(() => checkStakeLimits(-1, 'EUR')).toThrow();
    expect(() => checkStakeLimits(1.5, 'EUR')).toThrow();
  });

  it('scales limits ×1000 exactly for every thousand-scaled currency', () => {
    // XTS: a zero-decimal currency that is not scaled, the same precision as the scaled ones.
    const options = { currencies: [{ isoCode: 'XTS', symbol: 'X', precision: 0 }] };
    fc.assert(
      fc.property(
        fc.constantFrom(...THOUSAND_SCALED_CURRENCIES),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 2 }),
        (currency, min, max, decimals) => {
          const settings = {
            betStakeMinAmount: min / 10 ** decimals,
            betStakeMaxAmount: max / 10 ** decimals,
          };
          const scaled = stakeLimitsMinor(currency, settings, options);
          const plain = stakeLimitsMinor(
            'XTS',
            { betStakeMinAmount: min, betStakeMaxAmount: max },
            options,
          );
          // min/10^d display units of a scaled currency = min × 1000/10^d whole units.
          expect(scaled.minMinor * 10 ** decimals).toBe(plain.minMinor * 1000);
          expect(scaled.maxMinor * 10 ** decimals).toBe(plain.maxMinor * 1000);
        },
      ),
    );
  });
});

describe('stake-update debounce (spec betting-domain §4)', () => {
  it('debounces by betslip_delay_before_update_stakes', () => {
    expect(stakeUpdateTiming({ stakeText: '12', delayBeforeUpdateStakesMs: 800 })).toEqual({
      kind: 'debounced',
      delayMs: 800,
    });
    expect(stakeUpdateTiming({ stakeText: '12' })).toEqual({
      kind: 'debounced',
      delayMs: DEFAULT_STAKE_UPDATE_DELAY_MS,
    });
  });

  it('updates at once for quick bets, tax-deducted staking or a skipped debounce', () => {
    expect(stakeUpdateTiming({ stakeText: '12', isQuickBet: true })).toEqual({
      kind: 'immediate',
      reason: 'quickBet',
    });
    expect(stakeUpdateTiming({ stakeText: '12', taxDeductedStaking: true })).toEqual({
      kind: 'immediate',
      reason: 'taxDeductedStaking',
    });
    expect(stakeUpdateTiming({ stakeText: '12', skipDebounce: true })).toEqual({
      kind: 'immediate',
      reason: 'skipDebounce',
    });
  });

  it('skips the debounce for a trailing decimal point or zero', () => {
    for (const stakeText of ['12.', '1.0', '10', '1,000', '0']) {
      expect(stakeUpdateTiming({ stakeText })).toEqual({
        kind: 'immediate',
        reason: 'trailingDotOrZero',
      });
    }
    expect(isStakeUpdateDebounced({ stakeText: '1.50' })).toBe(false);
    expect(isStakeUpdateDebounced({ stakeText: '1.5' })).toBe(true);
  });

  it('treats a zero delay as immediate', () => {
    expect(stakeUpdateTiming({ stakeText: '12', delayBeforeUpdateStakesMs: 0 })).toEqual({
      kind: 'immediate',
      reason: 'noDelay',
    });
  });

  it('debounces exactly when no immediate rule applies', () => {
    fc.assert(
      fc.property(
        stakeLikeText,
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 1, max: 5000 }),
        (stakeText, isQuickBet, taxDeductedStaking, skipDebounce, delay) => {
          const context = {
            stakeText,
            isQuickBet,
            taxDeductedStaking,
            skipDebounce,
            delayBeforeUpdateStakesMs: delay,
          };
          const trailing = /[.0]$/.test(normaliseStakeText(stakeText));
          const immediate = isQuickBet || taxDeductedStaking || skipDebounce || trailing;
          expect(isStakeUpdateDebounced(context)).toBe(!immediate);
        },
      ),
    );
  });
});
