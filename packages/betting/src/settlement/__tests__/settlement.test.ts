import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BET_CALCULATOR_TYPES,
  BetCalculatorError,
  betCalculatorFolds,
  settleBet,
  settleLines,
  trySettleBet,
  type BetCalculatorLeg,
  type BetCalculatorType,
  type LegResult,
  type SettlementLeg,
} from '../settlement';
import {
  minimumSystemLegs,
  NAMED_SYSTEM_BETS,
  SYSTEM_SUFFIXES,
  SYSTEM_TYPES,
  systemBetTypeId,
} from '../../betslip/systems';
import {
  addOddsRatios,
  decimalOdds,
  multiplyOddsRatios,
  ODDS_RATIO_ONE,
  ODDS_RATIO_ZERO,
  oddsToRatio,
  type OddsRatio,
} from '../../odds/odds';
import { stakeMinor } from '../../stakes/stake';
import { placeOddsRatio } from '../../betslip/each-way';
import { returnsAtRatio } from '../../money/returns';

const won = (decimal: number | string, placeTerms?: string): BetCalculatorLeg =>
  placeTerms ? { decimal, result: 'won', placeTerms } : { decimal, result: 'won' };

describe('bet calculator: known figures (checked by hand)', () => {
  it('£1 Trixie on 2.0, 3.0, 4.0 all winning: doubles 6 + 8 + 12 and treble 24 → 50.00', () => {
    const r = settleBet({ type: 'trixie', unitStake: 1, legs: [won(2), won(3), won(4)] });
    // A Trixie is 4 bets (3 doubles + 1 treble), so £1 a line costs £4.00.
    expect(r).toMatchObject({ returns: 50, totalStake: 4, lines: 4 });
  });

  it('£1 Patent on the same: singles 9 + Trixie 50 → 59.00 for 7.00', () => {
    const r = settleBet({ type: 'patent', unitStake: 1, legs: [won(2), won(3), won(4)] });
    expect(r).toMatchObject({ returns: 59, totalStake: 7, lines: 7 });
  });

  it('£1 Yankee and Lucky 15 on four winners at 2.0: 72.00 for 11.00 and 80.00 for 15.00', () => {
    const legs = [won(2), won(2), won(2), won(2)];
    // 6 doubles × 4 + 4 trebles × 8 + 1 fourfold × 16 = 72; Lucky 15 adds 4 singles × 2.
    expect(settleBet({ type: 'yankee', unitStake: 1, legs })).toMatchObject({
      returns: 72,
      totalStake: 11,
    });
    expect(settleBet({ type: 'lucky15', unitStake: 1, legs })).toMatchObject({
      returns: 80,
      totalStake: 15,
    });
  });

  it('£1 each-way single at 5.0 1/4: won 5.00 + 2.00 = 7.00, placed 2.00, stake 2.00', () => {
    const winner = settleBet({
      type: 'single',
      unitStake: 1,
      eachWay: true,
      legs: [won(5, '1/4')],
    });
    expect(winner).toMatchObject({ returns: 7, winReturns: 5, placeReturns: 2, totalStake: 2 });
    const placed = settleBet({
      type: 'single',
      unitStake: 1,
      eachWay: true,
      legs: [{ decimal: 5, result: 'placed', placeTerms: '1/4' }],
    });
    expect(placed).toMatchObject({ returns: 2, totalStake: 2 });
  });

  it('a void leg in a double leaves a single at the other leg’s odds', () => {
    const r = settleBet({
      type: 'double',
      unitStake: 1,
      legs: [{ decimal: 2, result: 'void' }, won(3)],
    });
    expect(r).toMatchObject({ returns: 3, totalStake: 1 });
  });

  it('a lost leg loses an accumulator; a lost leg in a Trixie keeps the other double', () => {
    const lost: BetCalculatorLeg = { decimal: 4, result: 'lost' };
    expect(settleBet({ type: 'treble', unitStake: 1, legs: [won(2), won(3), lost] }).returns).toBe(
      0,
    );
    expect(settleBet({ type: 'trixie', unitStake: 1, legs: [won(2), won(3), lost] }).returns).toBe(
      6,
    );
  });

  it('each-way double: win part needs both to win; place part pays won and placed legs', () => {
    // place odds 1 + 4 × 1/4 = 2.0 and 1 + 2 × 1/5 = 1.4 → 2.80; win part 0
    const r = settleBet({
      type: 'double',
      unitStake: 1,
      eachWay: true,
      legs: [won(5, '1/4'), { decimal: 3, result: 'placed', placeTerms: '1/5' }],
    });
    expect(r).toMatchObject({ winReturns: 0, placeReturns: 2.8, returns: 2.8, totalStake: 2 });
  });

  it('a void leg counts at odds 1 in both each-way parts', () => {
    const r = settleBet({
      type: 'double',
      unitStake: 2,
      eachWay: true,
      legs: [won(5, '1/4'), { decimal: 7, result: 'void' }],
    });
    // win 2 × 5 = 10; place 2 × 2 = 4
    expect(r).toMatchObject({ winReturns: 10, placeReturns: 4, returns: 14, totalStake: 4 });
  });

  it('dead heat: half the stake on a two-way tie for first', () => {
    const r = settleBet({
      type: 'single',
      unitStake: 10,
      legs: [{ decimal: 5, result: 'won', deadHeat: { tiedFor: 2, places: 1 } }],
    });
    expect(r.returns).toBe(25);
    // each-way, tied for the last place: place part halved, 10 × (1 + 8/5) / 2 = 13.00
    const ew = settleBet({
      type: 'single',
      unitStake: 10,
      eachWay: true,
      legs: [
        { decimal: 9, result: 'placed', placeTerms: '1/5', deadHeat: { tiedFor: 2, places: 1 } },
      ],
    });
    expect(ew).toMatchObject({ returns: 13, totalStake: 20 });
    // tied for first in an each-way bet: the win part is reduced, the place part is paid in full
    const first = settleBet({
      type: 'single',
      unitStake: 10,
      eachWay: true,
      legs: [{ decimal: 9, result: 'won', placeTerms: '1/5', deadHeat: { tiedFor: 2, places: 1 } }],
    });
    expect(first).toMatchObject({ winReturns: 45, placeReturns: 26 });
  });

  it('rounds down to the cent, once per part', () => {
    // 0.33 × 1.55 × 1.55 = 0.792825 → 0.79
    const r = settleBet({ type: 'double', unitStake: 0.33, legs: [won(1.55), won(1.55)] });
    expect(r.returns).toBe(0.79);
    // place terms 1/3 at 2.0: 1.50 × 4/3 = 2.00; 1.00 × 4/3 = 1.333 → 1.33
    const third = { decimal: 2, result: 'placed', placeTerms: '1/3' } as const;
    expect(settleBet({ type: 'single', unitStake: 1, eachWay: true, legs: [third] }).returns).toBe(
      1.33,
    );
  });

  it('keeps ten legs exact: £1 ten-fold-like 1.1^8 eightfold = 2.14358881 → 2.14', () => {
    const legs = Array.from({ length: 8 }, () => won('1.1'));
    expect(settleBet({ type: 'eightfold', unitStake: 1, legs }).returns).toBe(2.14);
  });

  it('a placed leg in a bet that is not each-way is a loser', () => {
    const r = settleBet({
      type: 'single',
      unitStake: 1,
      legs: [{ decimal: 5, result: 'placed', placeTerms: '1/4' }],
    });
    expect(r).toMatchObject({ returns: 0, totalStake: 1 });
  });

  it('reads zero-decimal currencies', () => {
    const r = settleBet({ type: 'single', unitStake: 1000, currency: 'VND', legs: [won(1.555)] });
    expect(r.returns).toBe(1555);
    expect(
      trySettleBet({ type: 'single', unitStake: 0.5, currency: 'VND', legs: [won(2)] }).ok,
    ).toBe(false);
  });
});

describe('bet calculator: worked examples (checked by hand)', () => {
  it('£1 each-way Yankee: 5.0 won 1/4, 3.0 placed 1/5, 4.0 won 1/4, 2.0 lost → 33.65 for 22.00', () => {
    const r = settleBet({
      type: 'yankee',
      unitStake: 1,
      eachWay: true,
      legs: [
        won(5, '1/4'),
        { decimal: 3, result: 'placed', placeTerms: '1/5' },
        won(4, '1/4'),
        { decimal: 2, result: 'lost', placeTerms: '1/4' },
      ],
    });
    // 11 lines × 2 parts × £1 = 22.00.
    // Win part: only the 5.0 × 4.0 double has every leg winning: 20.00.
    // Place part at 2.0, 1.4 and 1.75: doubles 2.8 + 3.5 + 2.45, treble 4.9 = 13.65.
    expect(r).toMatchObject({
      lines: 11,
      totalStake: 22,
      winReturns: 20,
      placeReturns: 13.65,
      returns: 33.65,
    });
  });

  it('£1 Trixie: 2.0 won, 3.0 void, 4.0 won → 22.00 for 4.00', () => {
    const r = settleBet({
      type: 'trixie',
      unitStake: 1,
      legs: [won(2), { decimal: 3, result: 'void' }, won(4)],
    });
    // The void leg counts at 1: doubles 2 + 8 + 4, treble 2 × 1 × 4 = 8.
    expect(r).toMatchObject({ lines: 4, totalStake: 4, returns: 22 });
  });

  it('£1 Lucky 15 on 2.0, 3.0, 4.0, 5.0: 359.00 all won; 71.00 with the 4.0 lost', () => {
    const legs = [won(2), won(3), won(4), won(5)];
    // singles 14, doubles 6 + 8 + 10 + 12 + 15 + 20 = 71, trebles 24 + 30 + 40 + 60 = 154,
    // fourfold 120.
    expect(settleBet({ type: 'lucky15', unitStake: 1, legs })).toMatchObject({
      lines: 15,
      totalStake: 15,
      returns: 359,
    });
    const oneLost = [won(2), won(3), { decimal: 4, result: 'lost' } as const, won(5)];
    // What is left is a Lucky 7 on 2, 3, 5: singles 10, doubles 6 + 10 + 15, treble 30.
    expect(settleBet({ type: 'lucky15', unitStake: 1, legs: oneLost }).returns).toBe(71);
  });

  it('10p Goliath on eight winners at 2.0: 247 lines, 24.70 staked, 654.40 back', () => {
    const legs = Array.from({ length: 8 }, () => won(2));
    // Σ over k = 2..8 of C(8, k) × 2^k = 3^8 − 1 − 16 = 6544 lines' worth of 10p.
    expect(settleBet({ type: 'goliath', unitStake: 0.1, legs })).toMatchObject({
      lines: 247,
      totalStake: 24.7,
      returns: 654.4,
    });
    // One loser: the lines left are those of the other seven, 3^7 − 1 − 14 = 2172 × 10p.
    const oneLost = [...legs.slice(1), { decimal: 2, result: 'lost' } as const];
    expect(settleBet({ type: 'goliath', unitStake: 0.1, legs: oneLost }).returns).toBe(217.2);
  });

  it('a system betTypeId settles like its named bet (201058 Trixie, 201019 Yankee, 201046 Goliath)', () => {
    const three = [won(2), { decimal: 3, result: 'void' } as const, won(4)];
    expect(settleBet({ type: systemBetTypeId('058'), unitStake: 1, legs: three })).toEqual(
      settleBet({ type: 'trixie', unitStake: 1, legs: three }),
    );
    const four = [won('1.5'), won('2.25'), { decimal: 3, result: 'lost' } as const, won(6)];
    expect(settleBet({ type: 201_019, unitStake: 2, legs: four })).toEqual(
      settleBet({ type: 'yankee', unitStake: 2, legs: four }),
    );
    const eight = Array.from({ length: 8 }, (_, i) => won(1.5 + i / 4));
    expect(settleBet({ type: 201_046, unitStake: 0.5, legs: eight })).toEqual(
      settleBet({ type: 'goliath', unitStake: 0.5, legs: eight }),
    );
  });

  it('dead heat: £5 each-way on 11.0 (1/4), two tied for the last place → 8.75 for 10.00', () => {
    const r = settleBet({
      type: 'single',
      unitStake: 5,
      eachWay: true,
      legs: [
        { decimal: 11, result: 'placed', placeTerms: '1/4', deadHeat: { tiedFor: 2, places: 1 } },
      ],
    });
    // Place odds 1 + 10/4 = 3.5; half the place stake: 2.50 × 3.5 = 8.75. The win part lost.
    expect(r).toMatchObject({ totalStake: 10, winReturns: 0, placeReturns: 8.75, returns: 8.75 });
  });
});

describe('bet calculator: markets and per-part dead heats', () => {
  it('legs of one market are never in one line (spec betting-domain §5)', () => {
    // Two outcomes of market 7 (2.0 and 3.0) and one of market 8 (4.0): of the Trixie's three
    // doubles only 2 × 4 and 3 × 4 remain, and the treble is gone → 2 lines, 20.00.
    const legs = [
      { ...won(2), marketId: 7 },
      { ...won(3), marketId: '7' },
      { ...won(4), marketId: 8 },
    ];
    expect(settleBet({ type: 'trixie', unitStake: 1, legs })).toMatchObject({
      lines: 2,
      totalStake: 2,
      returns: 20,
    });
    // Without market ids every leg is a market of its own: 4 lines, 50.00.
    const free = legs.map(({ decimal, result }) => ({ decimal, result }));
    expect(settleBet({ type: 'trixie', unitStake: 1, legs: free }).lines).toBe(4);
    // An accumulator over one market twice has no line at all.
    expect(settleBet({ type: 'treble', unitStake: 1, legs })).toMatchObject({
      lines: 0,
      totalStake: 0,
      returns: 0,
    });
  });

  it('three tied for first with two places paid: win part × 1/3, place part × 2/3', () => {
    // £3 each-way at 4.0, 1/4 terms (place odds 1.75).
    const r = settleBet({
      type: 'single',
      unitStake: 3,
      eachWay: true,
      legs: [
        {
          decimal: 4,
          result: 'won',
          placeTerms: '1/4',
          deadHeat: { win: { tiedFor: 3, places: 1 }, place: { tiedFor: 3, places: 2 } },
        },
      ],
    });
    // win 3 × 4 / 3 = 4.00; place 3 × 1.75 × 2/3 = 3.50.
    expect(r).toMatchObject({ totalStake: 6, winReturns: 4, placeReturns: 3.5, returns: 7.5 });
  });

  it('a single tie reduces the part of its result; per part it can reach the place part too', () => {
    const base = { decimal: 9, result: 'won', placeTerms: '1/5' } as const;
    const tie = { tiedFor: 2, places: 1 };
    const settle = (deadHeat: BetCalculatorLeg['deadHeat']) =>
      settleBet({
        type: 'single',
        unitStake: 10,
        eachWay: true,
        legs: [deadHeat === undefined ? base : { ...base, deadHeat }],
      });
    // The plain tie on a winner is the win part only: { win } alone says the same.
    expect(settle(tie)).toEqual(settle({ win: tie }));
    expect(settle(tie)).toMatchObject({ winReturns: 45, placeReturns: 26 });
    // A part left out is paid in full.
    expect(settle({})).toEqual(settle(undefined));
    expect(settle({ place: tie })).toMatchObject({ winReturns: 90, placeReturns: 13 });
  });
});

describe('bet calculator: betTypeIds', () => {
  it('200001 is a single, 200002 the multiple over all legs', () => {
    expect(settleBet({ type: 200_001, unitStake: 1, legs: [won(2)] }).returns).toBe(2);
    const acc = settleBet({ type: 200_002, unitStake: 1, legs: [won(2), won(3), won(4)] });
    expect(acc).toMatchObject({ returns: 24, lines: 1 });
    // 200002 is never read as suffix 002 (Doubles): those are 201002, three lines here.
    expect(
      settleBet({ type: 201_002, unitStake: 1, legs: [won(2), won(3), won(4)] }),
    ).toMatchObject({ returns: 26, lines: 3 });
  });

  it('a §9 system id plays its folds; the accumulator follows the leg count', () => {
    const legs = [won(2), won(3), won(4)];
    expect(settleBet({ type: 201_058, unitStake: 1, legs })).toMatchObject({
      lines: 4,
      returns: 50,
    });
    expect(settleBet({ type: 201_002, unitStake: 1, legs })).toMatchObject({
      lines: 3,
      returns: 26,
    });
    // any prefix: the last three digits pick the type
    expect(settleBet({ type: 999_057, unitStake: 1, legs }).lines).toBe(7);
    // 019 on five legs: 10 doubles + 10 trebles + the fivefold
    expect(betCalculatorFolds(200_019, 5)).toEqual({ ok: true, value: [2, 3, 5] });
  });
});

describe('bet calculator: invalid input is a clear error', () => {
  const cases: [string, Parameters<typeof settleBet>[0], string][] = [
    ['wrong leg count', { type: 'trixie', unitStake: 1, legs: [won(2), won(3)] }, 'legCount'],
    ['odds of 1', { type: 'single', unitStake: 1, legs: [won(1)] }, 'badOdds'],
    ['odds below 1', { type: 'single', unitStake: 1, legs: [won(0.5)] }, 'badOdds'],
    ['odds with 7 decimals', { type: 'single', unitStake: 1, legs: [won('2.1234567')] }, 'badOdds'],
    ['bad place terms', { type: 'single', unitStake: 1, legs: [won(2, '5/4')] }, 'badPlaceTerms'],
    ['zero place terms', { type: 'single', unitStake: 1, legs: [won(2, '0/4')] }, 'badPlaceTerms'],
    [
      'each-way without terms',
      { type: 'single', unitStake: 1, eachWay: true, legs: [won(2)] },
      'missingPlaceTerms',
    ],
    ['zero stake', { type: 'single', unitStake: 0, legs: [won(2)] }, 'badStake'],
    ['sub-cent stake', { type: 'single', unitStake: 0.005, legs: [won(2)] }, 'badStake'],
    [
      'unknown name',
      { type: 'banker' as BetCalculatorType, unitStake: 1, legs: [won(2)] },
      'unknownType',
    ],
    ['unknown id', { type: 200_001 + 30, unitStake: 1, legs: [won(2)] }, 'unknownType'],
    [
      'Yankee id on 3 legs',
      { type: 201_019, unitStake: 1, legs: [won(2), won(2), won(2)] },
      'legCount',
    ],
    [
      'bad dead heat',
      {
        type: 'single',
        unitStake: 1,
        legs: [{ decimal: 2, result: 'won', deadHeat: { tiedFor: 1, places: 2 } }],
      },
      'badDeadHeat',
    ],
    [
      'bad per-part dead heat',
      {
        type: 'single',
        unitStake: 1,
        legs: [{ decimal: 2, result: 'won', deadHeat: { place: { tiedFor: 0, places: 1 } } }],
      },
      'badDeadHeat',
    ],
    [
      'bad market id',
      { type: 'double', unitStake: 1, legs: [{ ...won(2), marketId: -4 }, won(3)] },
      'badMarketId',
    ],
    [
      'market id that is not digits',
      { type: 'double', unitStake: 1, legs: [{ ...won(2), marketId: 'm7' }, won(3)] },
      'badMarketId',
    ],
    [
      'returns beyond safe integers',
      { type: 'eightfold', unitStake: 1000, legs: Array.from({ length: 8 }, () => won(1000)) },
      'tooLarge',
    ],
    [
      'bad result',
      { type: 'single', unitStake: 1, legs: [{ decimal: 2, result: 'half-won' as LegResult }] },
      'badResult',
    ],
  ];
  it.each(cases)('%s', (_name, input, code) => {
    const result = trySettleBet(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(code);
    expect(() => settleBet(input)).toThrow(BetCalculatorError);
  });

  it('says what is wrong', () => {
    expect(() => settleBet({ type: 'single', unitStake: 1, legs: [won(1)] })).toThrow(
      'Decimal odds must be a number above 1 with at most 6 decimals: leg 1: 1',
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

// Prices up to 8.00 and stakes up to 50.00 keep 12-leg bets within exact safe integers.
const oddsText = fc
  .integer({ min: 101, max: 800 })
  .map((h) => `${String(Math.floor(h / 100))}.${String(h % 100).padStart(2, '0')}`);
const placeTerms = fc.constantFrom('1/2', '1/3', '1/4', '1/5', '1/6', '2/5');
const result = fc.constantFrom<LegResult>('won', 'placed', 'lost', 'void');
const leg = fc.record({ decimal: oddsText, result, placeTerms });
const unitStake = fc.integer({ min: 1, max: 5_000 }).map((c) => c / 100);

/** Every calculator type with its exact leg count, plus system ids on a random count. */
const typeAndLegs = fc.oneof(
  fc.constantFrom(...BET_CALCULATOR_TYPES).chain((type) => {
    const n = legCountOf(type);
    return fc.tuple(
      fc.constant<BetCalculatorType | number>(type),
      fc.array(leg, { minLength: n, maxLength: n }),
    );
  }),
  fc.constantFrom(...SYSTEM_SUFFIXES).chain((suffix) => {
    const id = systemBetTypeId(suffix);
    const min = minimumSystemLegs(SYSTEM_TYPES[suffix]);
    return fc
      .integer({ min, max: Math.max(min, 9) })
      .chain((n) =>
        fc.tuple(
          fc.constant<BetCalculatorType | number>(id),
          fc.array(leg, { minLength: n, maxLength: n }),
        ),
      );
  }),
);

function legCountOf(type: BetCalculatorType): number {
  for (let n = 1; n <= 15; n += 1) if (betCalculatorFolds(type, n).ok) return n;
  throw new Error(type);
}

/** Brute force: enumerate every line and multiply exactly. */
function bruteForce(folds: readonly number[], legs: readonly SettlementLeg[], eachWay: boolean) {
  const subsets: number[][] = [];
  const walk = (start: number, picked: number[]) => {
    if (folds.includes(picked.length)) subsets.push([...picked]);
    for (let i = start; i < legs.length; i += 1) walk(i + 1, [...picked, i]);
  };
  walk(0, []);
  const part = (mult: (l: SettlementLeg) => OddsRatio) =>
    subsets.reduce<OddsRatio>(
      (sum, s) =>
        addOddsRatios(
          sum,
          s.reduce<OddsRatio>(
            (p, i) => multiplyOddsRatios(p, mult(legs[i] as SettlementLeg)),
            ODDS_RATIO_ONE,
          ),
        ),
      ODDS_RATIO_ZERO,
    );
  const win = (l: SettlementLeg) =>
    l.result === 'won'
      ? oddsToRatio(l.odds)
      : l.result === 'void'
        ? ODDS_RATIO_ONE
        : ODDS_RATIO_ZERO;
  const place = (l: SettlementLeg) =>
    l.result === 'won' || l.result === 'placed'
      ? placeOddsRatio(oddsToRatio(l.odds), l.placeTerms ?? { numerator: 1, denominator: 1 })
      : l.result === 'void'
        ? ODDS_RATIO_ONE
        : ODDS_RATIO_ZERO;
  return { lines: subsets.length, win: part(win), place: eachWay ? part(place) : ODDS_RATIO_ZERO };
}

describe('settlement properties', () => {
  it('agrees exactly with enumerating every line (win and place parts)', () => {
    fc.assert(
      fc.property(
        typeAndLegs,
        fc.boolean(),
        fc.integer({ min: 1, max: 5_000 }),
        ([type, legs], eachWay, unit) => {
          const folds = betCalculatorFolds(type, legs.length);
          if (!folds.ok) throw new Error('generator');
          const parsed: SettlementLeg[] = legs.map((l) => ({
            odds: decimalOdds(l.decimal),
            result: l.result,
            placeTerms: {
              numerator: Number(l.placeTerms.split('/')[0]),
              denominator: Number(l.placeTerms.split('/')[1]),
            },
          }));
          const outcome = settleLines({
            folds: folds.value,
            unitStakeMinor: stakeMinor(unit),
            eachWay,
            legs: parsed,
          });
          const oracle = bruteForce(folds.value, parsed, eachWay);
          expect(outcome.lines).toBe(oracle.lines);
          expect(outcome.winReturnsMinor).toBe(returnsAtRatio(unit, oracle.win));
          expect(outcome.placeReturnsMinor).toBe(returnsAtRatio(unit, oracle.place));
        },
      ),
    );
  });

  it('named families have their line counts (Trixie 4 … Goliath 247), whatever the legs', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(NAMED_SYSTEM_BETS) as (keyof typeof NAMED_SYSTEM_BETS)[])),
        fc.array(leg, { minLength: 8, maxLength: 8 }),
        unitStake,
        (name, legs, stake) => {
          const family = NAMED_SYSTEM_BETS[name];
          const r = settleBet({ type: name, unitStake: stake, legs: legs.slice(0, family.legs) });
          expect(r.lines).toBe(family.lines);
          expect(r.totalStake).toBeCloseTo(stake * family.lines, 6);
        },
      ),
    );
    const expected = {
      trixie: 4,
      patent: 7,
      yankee: 11,
      lucky15: 15,
      canadian: 26,
      superyankee: 26,
      lucky31: 31,
      heinz: 57,
      lucky63: 63,
      superheinz: 120,
      goliath: 247,
    };
    for (const [name, lines] of Object.entries(expected)) {
      expect(NAMED_SYSTEM_BETS[name as keyof typeof expected].lines).toBe(lines);
    }
  });

  it('each-way total stake = 2 × unit × lines', () => {
    fc.assert(
      fc.property(typeAndLegs, fc.integer({ min: 1, max: 5_000 }), ([type, legs], cents) => {
        const plain = settleBet({ type, unitStake: cents / 100, legs });
        const ew = settleBet({ type, unitStake: cents / 100, eachWay: true, legs });
        expect(Math.round(ew.totalStake * 100)).toBe(2 * cents * ew.lines);
        expect(Math.round(plain.totalStake * 100)).toBe(cents * plain.lines);
        expect(ew.lines).toBe(plain.lines);
      }),
    );
  });

  it('an all-void bet returns the stake', () => {
    fc.assert(
      fc.property(typeAndLegs, fc.boolean(), unitStake, ([type, legs], eachWay, stake) => {
        const voided = legs.map((l) => ({ ...l, result: 'void' as const }));
        const r = settleBet({ type, unitStake: stake, eachWay, legs: voided });
        expect(r.returns).toBe(r.totalStake);
      }),
    );
  });

  it('returns never exceed total stake × product of the odds', () => {
    fc.assert(
      fc.property(
        typeAndLegs,
        fc.boolean(),
        fc.integer({ min: 1, max: 5_000 }),
        ([type, legs], eachWay, cents) => {
          const r = settleBet({ type, unitStake: cents / 100, eachWay, legs });
          const product = legs.reduce(
            (p, l) => multiplyOddsRatios(p, oddsToRatio(decimalOdds(l.decimal))),
            ODDS_RATIO_ONE,
          );
          const totalMinor = Math.round(r.totalStake * 100);
          // compared as bigints: the bound itself can exceed the safe integer range
          const returnsMinor = BigInt(Math.round(r.returns * 100));
          expect(returnsMinor * product.den <= BigInt(totalMinor) * product.num).toBe(true);
        },
      ),
    );
  });

  it('returns are monotone in odds (raising any leg’s price never lowers them)', () => {
    fc.assert(
      fc.property(
        typeAndLegs,
        fc.boolean(),
        unitStake,
        fc.nat(),
        fc.integer({ min: 1, max: 500 }),
        ([type, legs], eachWay, stake, which, bump) => {
          const i = which % legs.length;
          const raised = legs.map((l, j) =>
            j === i ? { ...l, decimal: (Math.round(Number(l.decimal) * 100) + bump) / 100 } : l,
          );
          const before = settleBet({ type, unitStake: stake, eachWay, legs }).returns;
          const after = settleBet({ type, unitStake: stake, eachWay, legs: raised }).returns;
          expect(after).toBeGreaterThanOrEqual(before);
        },
      ),
    );
  });

  it('per-part dead heats reduce each part by its own factor, never above the outright', () => {
    fc.assert(
      fc.property(
        oddsText,
        placeTerms,
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        unitStake,
        (decimal, terms, tiedFor, winPlaces, placePlaces, stake) => {
          const leg = { decimal, result: 'won', placeTerms: terms } as const;
          const win = { tiedFor, places: Math.min(winPlaces, tiedFor) };
          const place = { tiedFor, places: Math.min(placePlaces, tiedFor) };
          const bet = (l: BetCalculatorLeg) =>
            settleBet({ type: 'single', unitStake: stake, eachWay: true, legs: [l] });
          const full = bet(leg);
          const both = bet({ ...leg, deadHeat: { win, place } });
          expect(both.winReturns).toBe(bet({ ...leg, deadHeat: { win } }).winReturns);
          expect(both.placeReturns).toBe(bet({ ...leg, deadHeat: { place } }).placeReturns);
          expect(both.winReturns).toBeLessThanOrEqual(full.winReturns);
          expect(both.placeReturns).toBeLessThanOrEqual(full.placeReturns);
          const near = (got: number, want: number) =>
            expect(Math.abs(got - want)).toBeLessThanOrEqual(0.01 + 1e-9);
          near(both.winReturns, (full.winReturns * win.places) / tiedFor);
          near(both.placeReturns, (full.placeReturns * place.places) / tiedFor);
        },
      ),
    );
  });

  it('a dead heat never pays more than the outright result', () => {
    fc.assert(
      fc.property(
        oddsText,
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        unitStake,
        (decimal, tiedFor, places, stake) => {
          const p = Math.min(places, tiedFor);
          const full = settleBet({
            type: 'single',
            unitStake: stake,
            legs: [won(decimal)],
          }).returns;
          const dh = settleBet({
            type: 'single',
            unitStake: stake,
            legs: [{ decimal, result: 'won', deadHeat: { tiedFor, places: p } }],
          }).returns;
          expect(dh).toBeLessThanOrEqual(full);
          expect(Math.abs(dh - (full * p) / tiedFor)).toBeLessThanOrEqual(0.01 + 1e-9);
        },
      ),
    );
  });
});
