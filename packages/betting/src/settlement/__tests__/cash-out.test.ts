import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CASH_OUT_DEFAULT_MARGIN_BASIS_POINTS,
  cashOutPotentialReturnsMinor,
  cashOutValueMinor,
  type CashOutLeg,
  type CashOutLegStatus,
} from '../cash-out';
import { decimalOdds } from '../../odds/odds';
import { stakeMinor } from '../../stakes/stake';

const st = stakeMinor;

const leg = (odds: string, status: CashOutLegStatus, currentOdds?: string): CashOutLeg => ({
  odds: decimalOdds(odds),
  status,
  ...(currentOdds ? { currentOdds: decimalOdds(currentOdds) } : {}),
});

describe('cash-out value', () => {
  it('10.00 double, first leg won at 2.0, second placed at 3.0 now 1.5, 5 % margin → 38.00', () => {
    // fair 10 × 2 × 3 / 1.5 = 40.00; × 0.95 = 38.00
    const input = {
      folds: [2],
      unitStakeMinor: st(1000),
      eachWay: false,
      legs: [leg('2', 'won'), leg('3', 'open', '1.5')],
    };
    expect(CASH_OUT_DEFAULT_MARGIN_BASIS_POINTS).toBe(500);
    expect(cashOutValueMinor(input)).toBe(3800);
    expect(cashOutValueMinor({ ...input, marginBasisPoints: 0 })).toBe(4000);
    expect(cashOutPotentialReturnsMinor(input)).toBe(6000);
  });

  it('a void leg counts at 1; a lost leg makes an accumulator worth 0', () => {
    const voided = {
      folds: [2],
      unitStakeMinor: st(1000),
      eachWay: false,
      legs: [leg('2', 'void'), leg('3', 'open', '3')],
      marginBasisPoints: 0,
    };
    expect(cashOutValueMinor(voided)).toBe(1000);
    const lost = { ...voided, legs: [leg('2', 'lost'), leg('3', 'open', '1.2')] };
    expect(cashOutValueMinor(lost)).toBe(0);
  });

  it('a lost leg in a Trixie keeps the lines without it', () => {
    const trixie = {
      folds: [2, 3],
      unitStakeMinor: st(100),
      eachWay: false,
      legs: [leg('2', 'won'), leg('3', 'open', '3'), leg('4', 'lost')],
      marginBasisPoints: 0,
    };
    // only the 2 × 3 double survives, fairly priced at 2 × 3/3 = 2.00
    expect(cashOutValueMinor(trixie)).toBe(200);
  });

  it('with no open leg the bet is decided: its settlement returns, no margin', () => {
    const input = {
      folds: [2],
      unitStakeMinor: st(1000),
      eachWay: false,
      legs: [leg('2', 'won'), leg('3', 'won')],
    };
    expect(cashOutValueMinor(input)).toBe(6000);
  });

  it('each-way: the place part is valued at place terms', () => {
    const terms = { numerator: 1, denominator: 4 };
    const input = {
      folds: [1],
      unitStakeMinor: st(1000),
      eachWay: true,
      legs: [
        {
          odds: decimalOdds('9'),
          status: 'open' as const,
          currentOdds: decimalOdds('5'),
          placeTerms: terms,
        },
      ],
      marginBasisPoints: 0,
    };
    // win 10 × 9/5 = 18.00; place 10 × 3/2 = 15.00
    expect(cashOutValueMinor(input)).toBe(3300);
  });

  it('rejects a margin outside 0..10000 basis points and an open leg without a price', () => {
    const legs = [leg('2', 'open', '2')];
    expect(() =>
      cashOutValueMinor({
        folds: [1],
        unitStakeMinor: st(1),
        eachWay: false,
        legs,
        marginBasisPoints: 10_001,
      }),
    ).toThrow();
    expect(() =>
      cashOutValueMinor({
        folds: [1],
        unitStakeMinor: st(1),
        eachWay: false,
        legs: [leg('2', 'open')],
      }),
    ).toThrow();
  });

  const price = fc.integer({ min: 101, max: 2000 }).map((h) => (h / 100).toFixed(2));
  const status = fc.constantFrom<CashOutLegStatus>('open', 'won', 'lost', 'void');

  it('never exceeds the potential returns, and is 0 when an accumulator leg lost', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(price, price, status), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.boolean(),
        (raw, unit, margin, asSystem) => {
          const legs = raw.map(([placed, now, s]) => leg(placed, s, now));
          const folds = asSystem && legs.length >= 3 ? [2, 3] : [legs.length];
          const input = {
            folds,
            unitStakeMinor: st(unit),
            eachWay: false,
            legs,
            marginBasisPoints: margin,
          };
          const value = cashOutValueMinor(input);
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(cashOutPotentialReturnsMinor(input));
          if (folds.length === 1 && legs.some((l) => l.status === 'lost')) expect(value).toBe(0);
        },
      ),
    );
  });

  it('falls as the margin rises and as the open legs’ current price drifts out', () => {
    fc.assert(
      fc.property(
        price,
        price,
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 9_999 }),
        (placed, now, drift, margin) => {
          const base = { folds: [1], unitStakeMinor: st(10_000), eachWay: false };
          const at = (current: string, m: number) =>
            cashOutValueMinor({
              ...base,
              legs: [leg(placed, 'open', current)],
              marginBasisPoints: m,
            });
          const drifted = (Number(now) + drift / 100).toFixed(2);
          expect(at(now, margin + 1)).toBeLessThanOrEqual(at(now, margin));
          expect(at(drifted, margin)).toBeLessThanOrEqual(at(now, margin));
        },
      ),
    );
  });
});
