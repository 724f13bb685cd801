import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  defaultQuickBetAmounts,
  QUICK_BET_BUTTON_COUNT,
  QUICK_BET_OTHER_AMOUNTS,
  QUICK_BET_SECOND_CONSTANT,
  quickBetAmounts,
  quickBetAmountsMinor,
  quickBetOverride,
} from '../quick-bet';

describe('quick-bet default amounts (spec betting-domain §9)', () => {
  const table: readonly [readonly string[], readonly number[]][] = [
    [
      ['EUR', 'GBP', 'USD', 'KES', 'GHS', 'PHP'],
      [5, 25, 100, 500],
    ],
    [
      ['IDR', 'RMB', 'CNY'],
      [50, 250, 1000, 5000],
    ],
    [
      ['INR', 'RUB'],
      [250, 1000, 5000, 25000],
    ],
    [['KRW'], [5000, 25000, 100000, 500000]],
    [
      ['MYR', 'PLN', 'TRY'],
      [25, 100, 500, 2500],
    ],
    [
      ['THB', 'VND', 'LAK', 'MMK', 'KHR'],
      [100, 500, 2500, 10000],
    ],
  ];

  for (const [codes, amounts] of table) {
    it(`${codes.join(', ')} → ${amounts.join(', ')}`, () => {
      for (const code of codes) {
        expect(defaultQuickBetAmounts(code)).toEqual(amounts);
        expect(defaultQuickBetAmounts(code.toLowerCase())).toEqual(amounts);
        expect(quickBetAmounts(code)).toEqual(amounts);
      }
    });
  }

  it('others → 10, 25, 100, 500', () => {
    expect(QUICK_BET_OTHER_AMOUNTS).toEqual([10, 25, 100, 500]);
    for (const code of ['BRL', 'JPY', 'USDT', 'mBTC', 'XYZ']) {
      expect(defaultQuickBetAmounts(code)).toEqual([10, 25, 100, 500]);
    }
  });

  it('has four buttons and the second constant 10', () => {
    expect(QUICK_BET_BUTTON_COUNT).toBe(4);
    expect(QUICK_BET_SECOND_CONSTANT).toBe(10);
  });
});

describe('quick_bet_values override (spec betting-domain §3, §8)', () => {
  it('uses the valid entry of the player currency, case ignored', () => {
    const setting = '{"EUR":[1,2,3,4],"idr":[10,20,30,40.5]}';
    expect(quickBetAmounts('EUR', setting)).toEqual([1, 2, 3, 4]);
    expect(quickBetAmounts('IDR', setting)).toEqual([10, 20, 30, 40.5]);
    expect(quickBetAmounts('GBP', setting)).toEqual([5, 25, 100, 500]);
  });

  it('falls back silently on invalid JSON', () => {
    for (const setting of ['{"EUR":[1,2,3,4]', 'not json', '', null, undefined]) {
      expect(quickBetAmounts('EUR', setting)).toEqual([5, 25, 100, 500]);
      expect(quickBetOverride('EUR', setting)).toBeNull();
    }
  });

  it('falls back silently on JSON of the wrong shape', () => {
    for (const setting of ['[1,2,3,4]', 'null', '42', '"EUR"', '{"EUR":{"a":1}}']) {
      expect(quickBetAmounts('EUR', setting)).toEqual([5, 25, 100, 500]);
    }
  });

  it('falls back silently on an invalid entry', () => {
    for (const entry of [
      '[1,2,3]',
      '[1,2,3,4,5]',
      '[1,2,"3",4]',
      '[1,2,0,4]',
      '[1,2,-3,4]',
      '[1,2,3.333,4]',
      '[1,2,null,4]',
    ]) {
      expect(quickBetAmounts('EUR', `{"EUR":${entry}}`)).toEqual([5, 25, 100, 500]);
    }
  });

  it('gives minor units, × 1000 for thousand-scaled currencies', () => {
    expect(quickBetAmountsMinor('EUR')).toEqual([500, 2500, 10_000, 50_000]);
    expect(quickBetAmountsMinor('IDR')).toEqual([50_000, 250_000, 1_000_000, 5_000_000]);
    expect(quickBetAmountsMinor('KRW')).toEqual([5000, 25_000, 100_000, 500_000]);
    expect(quickBetAmountsMinor('EUR', '{"EUR":[0.5,1,2,5]}')).toEqual([50, 100, 200, 500]);
  });

  it('always answers four positive amounts, whatever the setting holds', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.json(), fc.constant(null)),
        fc.constantFrom('EUR', 'IDR', 'KRW', 'XYZ'),
        (setting, currency) => {
          const amounts = quickBetAmounts(currency, setting);
          expect(amounts).toHaveLength(4);
          for (const amount of amounts) expect(amount).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('uses any valid four-amount entry as given', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 4, maxLength: 4 }),
        (cents) => {
          const amounts = cents.map((c) => c / 100);
          expect(quickBetAmounts('EUR', JSON.stringify({ EUR: amounts }))).toEqual(amounts);
        },
      ),
    );
  });
});
