import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  buildBetslipBets,
  buildSingleBets,
  buildSystemBets,
  type BetslipSingleInput,
} from '../betslip-builder';
import { systemBetTypeId, systemFolds, systemLineCount, SYSTEM_TYPES } from '../systems';
import { settleLines } from '../../settlement/settlement';
import { decimalOdds } from '../../odds/odds';
import { eventId, marketId, outcomeId } from '../../ids';
import { stakeMinor } from '../../stakes/stake';

const st = stakeMinor;

const single = (
  i: number,
  decimal: number,
  extra: Partial<BetslipSingleInput> = {},
): BetslipSingleInput => ({
  outcomeId: outcomeId(1000 + i),
  eventId: eventId(100 + i),
  marketId: marketId(10 + i),
  decimal,
  ...extra,
});

describe('singles of the betslip model (spec betting-domain §3)', () => {
  it('numbers refs sel1.., keeps the input fields and computes returns', () => {
    const [a, b] = buildSingleBets([
      single(1, 2.35, { unitStake: st(1000) }),
      single(2, 1.55, { unitStake: st(33) }),
    ]);
    expect(a).toMatchObject({
      ref: 'sel1',
      betTypeId: 200_001,
      outcomeId: 1001,
      potentialReturns: 2350,
      totalStake: 1000,
    });
    expect(b).toMatchObject({
      ref: 'sel2',
      potentialReturns: 51,
      stakeAfterTax: 33,
      potentialTaxDeduction: 0,
    });
  });

  it('free-money stake replaces the normal stake', () => {
    const [a] = buildSingleBets([
      single(1, 3, { unitStake: st(1000), freeMoneyUnitStake: st(200) }),
    ]);
    expect(a).toMatchObject({
      unitStake: st(1000),
      freeMoneyUnitStake: st(200),
      totalStake: 200,
      potentialReturns: 600,
    });
  });

  it('each-way doubles the stake and shows the place part; needs place terms', () => {
    const [ew, noTerms] = buildSingleBets([
      single(1, 5, { unitStake: st(100), eachWay: true, placeTerms: '1/4' }),
      single(2, 5, { unitStake: st(100), eachWay: true }),
    ]);
    expect(ew).toMatchObject({
      eachWay: true,
      showEachWay: true,
      totalStake: 200,
      potentialReturns: 500,
      potentialPlaceWin: 200,
    });
    expect(noTerms).toMatchObject({
      eachWay: false,
      showEachWay: false,
      totalStake: 100,
      potentialPlaceWin: 0,
    });
  });

  it('fills stakeAfterTax and potentialTaxDeduction on the african betslip', () => {
    const tax = {
      african_betslip: true,
      tax_deduction_enabled: true,
      enable_stake_after_tax: true,
      stake_rate_percentage: 12.5,
      tax_returns_percentage: 20,
    };
    const [a] = buildSingleBets([single(1, 3, { unitStake: st(10_000) })], { tax });
    expect(a).toMatchObject({
      stakeAfterTax: 8888,
      potentialTaxDeduction: 3556,
      potentialReturns: 23_108,
    });
  });
});

describe('system bets of the betslip model', () => {
  it('three selections offer Doubles, Trixie and Patent with refs sys1..', () => {
    const systems = buildSystemBets([single(1, 2), single(2, 3), single(3, 4)], {
      systemStakes: { [systemBetTypeId('058')]: { unitStake: st(100) } },
    });
    expect(systems.map((s) => [s.ref, s.description, s.noOfBets])).toEqual([
      ['sys1', 'Doubles', 3],
      ['sys2', 'Trixie', 4],
      ['sys3', 'Patent', 7],
    ]);
    expect(systems[1]).toMatchObject({
      betTypeId: 201_058,
      fullDescription: 'Trixie (4 bets)',
      unitStake: st(100),
      totalStake: 400,
      potentialReturns: 5000,
    });
    expect(systems[0]).toMatchObject({ unitStake: st(0), totalStake: 0, potentialReturns: 0 });
  });

  it('excludes same-market combinations and drops a system with no line left', () => {
    const sameMarket = [
      single(1, 2, { marketId: marketId(50) }),
      { ...single(2, 3), marketId: marketId(11) },
      single(3, 4, { marketId: marketId(11) }),
    ];
    const systems = buildSystemBets(sameMarket, {
      systemStakes: { [systemBetTypeId('002')]: { unitStake: st(100) } },
    });
    // legs 2 and 3 share market 11: doubles 1-2 (6) and 1-3 (8) only; the treble is gone
    expect(systems.find((s) => s.description === 'Doubles')).toMatchObject({
      noOfBets: 2,
      potentialReturns: 1400,
    });
    expect(systems.find((s) => s.description === 'Trixie')?.noOfBets).toBe(2);
  });

  it('each-way systems double the stake and carry the place part', () => {
    const legs = [1, 2, 3].map((i) => single(i, 5, { placeTerms: '1/4' }));
    const [doubles] = buildSystemBets(legs, {
      eachWay: true,
      systemStakes: { 201_002: { unitStake: st(100) } },
    });
    expect(doubles).toMatchObject({
      place: true,
      totalStake: 600,
      potentialReturns: 7500,
      potentialPlaceWin: 1200,
    });
  });

  it('the african betslip has no systems (spec betting-domain §4)', () => {
    expect(
      buildSystemBets([single(1, 2), single(2, 3), single(3, 4)], {
        tax: { african_betslip: true },
      }),
    ).toEqual([]);
  });
});

describe('the whole slip', () => {
  it('sums stakes and returns over singles, multiple and systems', () => {
    const slip = buildBetslipBets(
      [single(1, 2, { unitStake: st(100) }), single(2, 3, { unitStake: st(100) }), single(3, 4)],
      {
        currency: 'EUR',
        multipleStake: { unitStake: st(200) },
        systemStakes: { 201_058: { unitStake: st(100) } },
      },
    );
    expect(slip.multiples[0]).toMatchObject({ description: 'Treble', potentialReturns: 4800 });
    expect(slip.totalCost).toBe(100 + 100 + 200 + 400);
    expect(slip.potentialReturns).toBe(200 + 300 + 4800 + 5000);
    expect(slip.totalOdds).toBe(24);
  });

  it('an empty slip has no bets and no cost', () => {
    const slip = buildBetslipBets([], { currency: 'EUR' });
    expect(slip).toMatchObject({
      singles: [],
      multiples: [],
      systems: [],
      totalCost: 0,
      totalOdds: 0,
    });
  });

  it('system potential returns equal settling every leg as a winner', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 101, max: 800 }), fc.integer({ min: 1, max: 4 })), {
          minLength: 3,
          maxLength: 8,
        }),
        fc.integer({ min: 1, max: 5000 }).map(stakeMinor),
        (legs, unit) => {
          const singles = legs.map(([h, market], i) =>
            single(i, h / 100, { marketId: marketId(market) }),
          );
          const stakes = Object.fromEntries(
            Object.values(SYSTEM_TYPES).map((d) => [
              systemBetTypeId(d.suffix),
              { unitStake: unit },
            ]),
          );
          for (const sys of buildSystemBets(singles, { systemStakes: stakes })) {
            const def =
              SYSTEM_TYPES[
                String(sys.betTypeId % 1000).padStart(3, '0') as keyof typeof SYSTEM_TYPES
              ];
            const folds = systemFolds(def, singles.length);
            const settled = settleLines({
              folds,
              unitStakeMinor: unit,
              eachWay: false,
              legs: singles.map((s) => ({
                odds: decimalOdds(s.decimal),
                result: 'won' as const,
                marketId: s.marketId,
              })),
            });
            expect(sys.noOfBets).toBe(systemLineCount(folds, singles));
            expect(sys.potentialReturns).toBe(settled.returnsMinor);
            expect(sys.totalStake).toBe(unit * sys.noOfBets);
          }
        },
      ),
    );
  });
});
