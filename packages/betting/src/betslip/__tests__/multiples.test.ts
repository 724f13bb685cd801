import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  buildFrontEndMultiple,
  canBuildMultiple,
  checkMultipleStake,
  isMultipleRef,
  multipleMinStakeMinor,
  multipleOddsRatio,
  type BetslipSelection,
} from '../multiples';
import { decimalOdds, ODDS_SCALE, oddsRatioToNumber, oddsToScaled } from '../../odds/odds';
import { FRONT_END_MULTIPLE_BET_TYPE_ID, MULTIPLE_MIN_STAKE } from '../limits';
import { eventId, marketId, outcomeId } from '../../ids';
import { stakeMinor } from '../../stakes/stake';

const st = stakeMinor;

const sel = (event: number, decimal: number | string, placeTerms?: string): BetslipSelection => ({
  outcomeId: outcomeId(event * 10),
  eventId: eventId(event),
  marketId: marketId(event * 100),
  decimal,
  ...(placeTerms ? { placeTerms } : {}),
});

describe('front-end multiple (spec betting-domain §3, §4, §5)', () => {
  it('builds a Treble with betTypeId 200002, ref mul1 and the product of the odds', () => {
    const m = buildFrontEndMultiple([sel(1, 2), sel(2, 3), sel(3, 4)], {
      currency: 'EUR',
      stake: { unitStake: st(1000) },
    });
    expect(m).toMatchObject({
      betTypeId: FRONT_END_MULTIPLE_BET_TYPE_ID,
      ref: 'mul1',
      description: 'Treble',
      fullDescription: 'Treble (1 bet)',
      noOfBets: 1,
      decimal: 24,
      price: '24.00',
      priceFormat: 'euro',
      totalStake: 1000,
      potentialReturns: 24_000,
      place: false,
      potentialPlaceWin: 0,
      extraParlayWinnings: 0,
    });
    expect(isMultipleRef('mul1')).toBe(true);
    expect(isMultipleRef('sel1')).toBe(false);
  });

  it('names the fold: Double, Treble, N-Fold', () => {
    const slip = (n: number) => Array.from({ length: n }, (_, i) => sel(i + 1, 1.5));
    expect(buildFrontEndMultiple(slip(2), { currency: 'EUR' })?.description).toBe('Double');
    expect(buildFrontEndMultiple(slip(4), { currency: 'EUR' })?.description).toBe('4-Fold');
    expect(buildFrontEndMultiple(slip(15), { currency: 'EUR' })?.description).toBe('15-Fold');
  });

  it('builds only from at least two distinct events', () => {
    expect(canBuildMultiple([sel(1, 2)])).toBe(false);
    expect(canBuildMultiple([sel(1, 2), { ...sel(1, 3), outcomeId: outcomeId(99) }])).toBe(false);
    expect(
      buildFrontEndMultiple([sel(1, 2), { ...sel(1, 3), outcomeId: outcomeId(99) }], {
        currency: 'EUR',
      }),
    ).toBeNull();
    expect(canBuildMultiple([sel(1, 2), sel(2, 3)])).toBe(true);
    expect(
      canBuildMultiple([sel(1, 2), { ...sel(1, 3), outcomeId: outcomeId(99) }, sel(2, 3)]),
    ).toBe(true);
  });

  it('uses the free-money stake when set', () => {
    const m = buildFrontEndMultiple([sel(1, 2), sel(2, 3)], {
      currency: 'EUR',
      stake: { unitStake: st(1000), freeMoneyUnitStake: st(500) },
    });
    expect(m).toMatchObject({
      unitStake: st(1000),
      freeMoneyUnitStake: st(500),
      totalStake: 500,
      potentialReturns: 3000,
    });
  });

  it('each-way doubles the stake and adds the place part when every leg has place terms', () => {
    const legs = [sel(1, 5, '1/4'), sel(2, 3, '1/5')];
    const m = buildFrontEndMultiple(legs, {
      currency: 'EUR',
      stake: { unitStake: st(100) },
      eachWay: true,
    });
    // win 5 × 3 = 15.00; place 2.0 × 1.4 = 2.80
    expect(m).toMatchObject({
      place: true,
      totalStake: 200,
      potentialReturns: 1500,
      potentialPlaceWin: 280,
    });
    const noTerms = buildFrontEndMultiple([sel(1, 5, '1/4'), sel(2, 3)], {
      currency: 'EUR',
      stake: { unitStake: st(100) },
      eachWay: true,
    });
    expect(noTerms).toMatchObject({ place: false, totalStake: 100 });
  });

  it('shows the price in the chosen odds format', () => {
    const m = buildFrontEndMultiple([sel(1, 1.5), sel(2, 1.2)], {
      currency: 'EUR',
      priceFormat: 'hk',
    });
    expect(m?.decimal).toBe(1.8);
    expect(m?.price).toBe('0.80');
  });

  it('applies african tax and parlay extra winnings', () => {
    const m = buildFrontEndMultiple([sel(1, 2), sel(2, 2), sel(3, 2), sel(4, 2)], {
      currency: 'EUR',
      stake: { unitStake: st(1000) },
      tax: {
        african_betslip: true,
        tax_deduction_enabled: true,
        enable_stake_after_tax: true,
        stake_rate_percentage: 25,
        tax_returns_percentage: 10,
      },
      parlay: {
        config: { epwPromoFilterValues: [{ betSize: 4, percentage: 10 }], maxAmount: 1000 },
        eligibility: { enabled: true, loggedIn: true, excludedFromPromotions: false },
      },
    });
    // stake after tax 10.00 / 1.25 = 8.00; gross 128.00; tax 10 % of 120.00 = 12.00 → 116.00
    // extra: 10 % of (116.00 − 10.00) = 10.60
    expect(m).toMatchObject({
      stakeAfterTax: 800,
      potentialTaxDeduction: 1200,
      potentialReturns: 11_600,
      taxPercentage: 10,
      extraParlayWinnings: 1060,
    });
  });
});

describe('the multiple’s minimum stake 1250.00 (spec betting-domain §5, §9)', () => {
  it('is 1250.00 in the currency’s minor units', () => {
    expect(MULTIPLE_MIN_STAKE).toBe(1250);
    expect(multipleMinStakeMinor('EUR')).toBe(125_000);
    expect(multipleMinStakeMinor('VND')).toBe(1250);
    expect(buildFrontEndMultiple([sel(1, 2), sel(2, 2)], { currency: 'EUR' })?.minBetStake).toBe(
      125_000,
    );
  });

  it('rejects a stake below it with RES-00140; no stake is no bet', () => {
    expect(checkMultipleStake(124_999, 'EUR')).toEqual({
      ok: false,
      error: { code: 'RES-00140', minStake: 125_000 },
    });
    expect(checkMultipleStake(125_000, 'EUR').ok).toBe(true);
    expect(checkMultipleStake(0, 'EUR').ok).toBe(true);
  });
});

const oddsText = fc
  .integer({ min: 1_000_001, max: 50_000_000 })
  .map((s) => `${String(Math.floor(s / 1e6))}.${String(s % 1e6).padStart(6, '0')}`);

describe('multiple properties', () => {
  it('the multiple’s odds equal the product of its legs, and returns floor stake × product', () => {
    fc.assert(
      fc.property(
        fc.array(oddsText, { minLength: 2, maxLength: 15 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (texts, stake) => {
          const selections = texts.map((t, i) => sel(i + 1, t));
          const exact = multipleOddsRatio(selections);
          const scaledProduct = texts.reduce((p, t) => p * oddsToScaled(decimalOdds(t)), 1n);
          const scale = ODDS_SCALE ** BigInt(texts.length);
          expect(exact.num * scale).toBe(scaledProduct * exact.den);
          const m = buildFrontEndMultiple(selections, {
            currency: 'EUR',
            stake: { unitStake: stakeMinor(stake) },
          });
          expect(m?.decimal).toBe(oddsRatioToNumber(exact));
          const product = texts.reduce((p, t) => p * Number(t), 1);
          expect(Math.abs((m?.decimal ?? 0) - product) / product).toBeLessThan(1e-12);
          const exactReturns = (BigInt(stake) * scaledProduct) / scale;
          const safe = BigInt(Number.MAX_SAFE_INTEGER);
          // beyond the safe range the slip's figure saturates instead of throwing
          expect(m?.potentialReturns).toBe(Number(exactReturns < safe ? exactReturns : safe));
        },
      ),
    );
  });

  it('builds exactly when there are two or more distinct events', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 8 }), (events) => {
        const selections = events.map((e, i) => ({ ...sel(e, 2), outcomeId: outcomeId(i) }));
        const built = buildFrontEndMultiple(selections, { currency: 'EUR' });
        expect(built !== null).toBe(new Set(events).size >= 2);
      }),
    );
  });
});
