import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  afterStake,
  bonusWageringMinor,
  splitStake,
  stakeableMinor,
  totalMinor,
  withdrawableMinor,
  type WalletParts,
} from '../wallet-parts';
import { cashierLimits, cashierScale, checkAmountRange } from '../cashier-limits';

const parts = (realMinor: number, bonusMinor: number, promoCashMinor: number): WalletParts => ({
  realMinor,
  bonusMinor,
  promoCashMinor,
});

describe('splitStake', () => {
  it('takes real money first, then bonus', () => {
    expect(splitStake(parts(1000, 500, 300), 1200)).toEqual({
      realMinor: 1000,
      bonusMinor: 200,
      promoCashMinor: 0,
    });
  });

  it('takes promo cash first only when the slip asks for it', () => {
    expect(splitStake(parts(1000, 500, 300), 400, true)).toEqual({
      realMinor: 100,
      bonusMinor: 0,
      promoCashMinor: 300,
    });
    expect(splitStake(parts(0, 0, 300), 100)).toBeNull();
  });

  it('refuses what the parts cannot cover', () => {
    expect(splitStake(parts(100, 50, 0), 151)).toBeNull();
    expect(() => splitStake(parts(100, 0, 0), 0)).toThrow();
  });

  it('always splits exactly the stake, never beyond a part (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(1e9),
        fc.nat(1e9),
        fc.nat(1e9),
        fc.integer({ min: 1, max: 4e9 }),
        fc.boolean(),
        (r, b, p, stake, promo) => {
          const wallet = parts(r, b, p);
          const split = splitStake(wallet, stake, promo);
          if (stake > stakeableMinor(wallet, promo)) return split === null;
          return (
            split !== null &&
            split.realMinor + split.bonusMinor + split.promoCashMinor === stake &&
            split.realMinor <= r &&
            split.bonusMinor <= b &&
            split.promoCashMinor <= (promo ? p : 0) &&
            // bonus is touched only once real money is gone
            (split.bonusMinor === 0 || split.realMinor === r)
          );
        },
      ),
    );
  });

  it('counts balance as real + bonus and total as all three parts', () => {
    expect(stakeableMinor(parts(1, 2, 4))).toBe(3);
    expect(stakeableMinor(parts(1, 2, 4), true)).toBe(7);
    expect(totalMinor(parts(1, 2, 4))).toBe(7);
  });
});

describe('withdrawable amount and wagering', () => {
  it('withholds deposited money until it has been staked once', () => {
    expect(withdrawableMinor(10_000, 10_000)).toBe(0);
    expect(withdrawableMinor(15_000, 10_000)).toBe(5_000);
    expect(withdrawableMinor(5_000, 10_000)).toBe(0);
    expect(withdrawableMinor(5_000, 0)).toBe(5_000);
  });

  it('counts real-money stakes against deposits and real + bonus stakes against the bonus', () => {
    const next = afterStake(
      { unwageredDepositsMinor: 1000, bonusLeftToWagerMinor: 5000 },
      { realMinor: 600, bonusMinor: 400, promoCashMinor: 300 },
    );
    expect(next).toEqual({
      unwageredDepositsMinor: 400,
      bonusLeftToWagerMinor: 4000,
      bonusReleased: false,
    });
  });

  it('releases the bonus when its requirement reaches zero, once', () => {
    const split = { realMinor: 700, bonusMinor: 0, promoCashMinor: 0 };
    expect(afterStake({ unwageredDepositsMinor: 0, bonusLeftToWagerMinor: 500 }, split)).toEqual({
      unwageredDepositsMinor: 0,
      bonusLeftToWagerMinor: 0,
      bonusReleased: true,
    });
    expect(
      afterStake({ unwageredDepositsMinor: 0, bonusLeftToWagerMinor: 0 }, split).bonusReleased,
    ).toBe(false);
  });

  it('adds multiplier × bonus to wager', () => {
    expect(bonusWageringMinor(1000)).toBe(5000);
    expect(bonusWageringMinor(1000, 0)).toBe(0);
    expect(() => bonusWageringMinor(1000, 1.5)).toThrow();
  });
});

describe('cashier limits', () => {
  it('are 10 to 10,000 a transaction in EUR', () => {
    expect(cashierLimits('EUR')).toEqual({
      deposit: { minMinor: 1000, maxMinor: 1_000_000 },
      withdrawal: { minMinor: 1000, maxMinor: 1_000_000 },
    });
  });

  it('scale with the quick-bet table: KRW ×1000, thousand-scaled IDR in thousands', () => {
    expect(cashierScale('KRW')).toBe(1000);
    expect(cashierLimits('KRW').deposit).toEqual({ minMinor: 10_000, maxMinor: 10_000_000 });
    expect(cashierLimits('IDR').deposit.minMinor).toBe(100_000);
    expect(cashierLimits('USDT').deposit.minMinor).toBe(2000);
  });

  it('checks a range', () => {
    const range = { minMinor: 10, maxMinor: 20 };
    expect(checkAmountRange(9, range)).toEqual({ ok: false, reason: 'below-minimum' });
    expect(checkAmountRange(21, range)).toEqual({ ok: false, reason: 'above-maximum' });
    expect(checkAmountRange(10, range)).toEqual({ ok: true });
    expect(checkAmountRange(20, range)).toEqual({ ok: true });
  });
});
