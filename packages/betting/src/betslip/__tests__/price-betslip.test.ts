import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  blockingErrors,
  priceBetslip,
  quoteBetslip,
  type BookSelection,
  type PricedSlip,
  type SlipBetRequest,
  type SlipBook,
  type SlipModel,
  type SlipPricingSettings,
  type SlipSingleRequest,
} from '../price-betslip';
import { CLOSED_SELECTION_MESSAGE } from '../betslip-codes';
import { FRONT_END_MULTIPLE_BET_TYPE_ID, SINGLE_BET_TYPE_ID } from '../limits';
import {
  combinationCount,
  offeredSystemTypes,
  systemBetTypeId,
  systemFolds,
  systemTypeOf,
} from '../systems';
import { effectiveUnitStake } from '../betslip-rules';
import { decimalOdds, type DecimalOdds } from '../../odds/odds';
import { eventId, marketId, outcomeId } from '../../ids';
import { NO_STAKE, stakeMinor } from '../../stakes/stake';

// ---------------------------------------------------------------------------------------------
// A small book and slip builder

const NOW = new Date('2026-06-01T12:00:00Z');
const LATER = new Date('2026-06-01T15:00:00Z');
const EARLIER = new Date('2026-06-01T11:00:00Z');

const st = stakeMinor;
const odds = (d: string | number): DecimalOdds => decimalOdds(d);

/** Outcome `id` of market id×10 of event id×100 at 2.00, open, pre-match, no place terms. */
function bookSel(id: number, overrides: Partial<BookSelection> = {}): BookSelection {
  return {
    outcomeId: outcomeId(id),
    marketId: marketId(id * 10),
    eventId: eventId(id * 100),
    decimal: odds('2'),
    outcomeHidden: false,
    marketStatus: 'open',
    alertSuspended: false,
    eventStatus: 'scheduled',
    startTime: LATER,
    inRunning: false,
    placeTerms: null,
    ...overrides,
  };
}

const bookOf = (...sels: BookSelection[]): SlipBook => new Map(sels.map((s) => [s.outcomeId, s]));

function single(
  id: number,
  unit = 0,
  extra: Omit<Partial<SlipSingleRequest>, 'outcomeId' | 'unitStake'> = {},
): SlipSingleRequest {
  return { outcomeId: outcomeId(id), unitStake: st(unit), ...extra };
}

function slip(singles: SlipSingleRequest[], extra: Partial<Omit<SlipModel, 'singles'>> = {}) {
  return { singles, userAcceptOdds: 'D', ...extra } satisfies SlipModel;
}

const multiple = (unit: number, extra: Partial<SlipBetRequest> = {}): SlipBetRequest => ({
  betTypeId: FRONT_END_MULTIPLE_BET_TYPE_ID,
  unitStake: st(unit),
  ...extra,
});

const SYS = {
  trixie: systemBetTypeId('058'),
  patent: systemBetTypeId('057'),
  yankee: systemBetTypeId('019'),
  lucky15: systemBetTypeId('059'),
  goliath: systemBetTypeId('046'),
  doubles: systemBetTypeId('002'),
} as const;

const system = (betTypeId: number, unit: number, extra: Partial<SlipBetRequest> = {}) => ({
  betTypeId,
  unitStake: st(unit),
  ...extra,
});

const settings = (extra: Partial<SlipPricingSettings> = {}): SlipPricingSettings => ({
  currency: 'EUR',
  now: NOW,
  ...extra,
});

const codes = (s: PricedSlip) => s.errors.map((e) => `${e.code}${e.ref ? `@${e.ref}` : ''}`);
const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

// ---------------------------------------------------------------------------------------------

describe('quoteBetslip: singles', () => {
  it('prices one single: returns = stake × odds in minor units', () => {
    const s = quoteBetslip(
      slip([single(1, 1000)]),
      bookOf(bookSel(1, { decimal: odds('2.35') })),
      settings(),
    );
    expect(s.errors).toEqual([]);
    expect(s.singles[0]).toMatchObject({
      ref: 'sel1',
      betTypeId: SINGLE_BET_TYPE_ID,
      decimal: 2.35,
      totalStake: 1000,
      potentialReturns: 2350,
      outcomeState: 'O',
      message: null,
    });
    expect(s.multiples).toEqual([]);
    expect(s.systems).toEqual([]);
    expect(s.totalCost).toBe(1000);
    expect(s.potentialReturns).toBe(2350);
    expect(s.totalOdds).toBeCloseTo(2.35, 12);
  });

  it('an each-way single costs twice the unit stake and pays the place part at (odds−1)×terms+1', () => {
    const s = quoteBetslip(
      slip([single(1, 1000, { eachWay: true })]),
      bookOf(bookSel(1, { decimal: odds('5'), placeTerms: '1/4' })),
      settings(),
    );
    expect(s.errors).toEqual([]);
    expect(s.singles[0]).toMatchObject({
      eachWay: true,
      showEachWay: true,
      placeTerms: '1/4',
      totalStake: 2000,
      potentialReturns: 5000,
      potentialPlaceWin: 2000, // (5 − 1) × 1/4 + 1 = 2
    });
    expect(s.totalCost).toBe(2000);
    expect(s.bets[0]).toMatchObject({ eachWay: true, unitStake: 1000, totalStake: 2000 });
    expect(s.bets[0]?.legs[0]?.placeTerms).toBe('1/4');
  });

  it('each-way asked without place terms is RES-00103, never silently a win bet', () => {
    const model = slip([single(1, 1000, { eachWay: true })]);
    const book = bookOf(bookSel(1));
    const s = quoteBetslip(model, book, settings());
    expect(codes(s)).toEqual(['RES-00103@sel1']);
    expect(s.singles[0]?.eachWay).toBe(false);
    const placed = priceBetslip(model, book, settings());
    expect(placed.ok).toBe(false);
    if (!placed.ok) expect(placed.error.map((e) => e.code)).toEqual(['RES-00103']);
  });

  it('each-way with place terms but each_way_enabled off is RES-00103', () => {
    const s = quoteBetslip(
      slip([single(1, 1000, { eachWay: true })]),
      bookOf(bookSel(1, { placeTerms: '1/4' })),
      settings({ eachWayEnabled: false }),
    );
    expect(codes(s)).toEqual(['RES-00103@sel1']);
    expect(s.singles[0]?.showEachWay).toBe(false);
  });
});

describe('quoteBetslip: multiples and systems', () => {
  const book3 = bookOf(
    bookSel(1, { decimal: odds('2') }),
    bookSel(2, { decimal: odds('1.5') }),
    bookSel(3, { decimal: odds('3.25') }),
  );

  it('three selections of three events: the Treble is the product of the legs', () => {
    const s = quoteBetslip(
      slip([single(1), single(2), single(3)], { multiples: [multiple(1000)] }),
      book3,
      settings(),
    );
    expect(s.errors).toEqual([]);
    expect(s.multiples).toHaveLength(1);
    expect(s.multiples[0]).toMatchObject({
      ref: 'mul1',
      betTypeId: FRONT_END_MULTIPLE_BET_TYPE_ID,
      description: 'Treble',
      decimal: 9.75,
      totalStake: 1000,
      potentialReturns: 9750,
    });
    expect(s.bets.map((b) => b.ref)).toEqual(['mul1']);
    expect(s.bets[0]?.legs.map((l) => l.outcomeId)).toEqual([1, 2, 3]);
    expect(s.bets[0]?.legs.map((l) => l.decimal)).toEqual(['2', '1.5', '3.25']);
  });

  it('three selections offer Trixie (4 lines) and Patent (7 lines)', () => {
    const s = quoteBetslip(
      slip([single(1), single(2), single(3)], {
        systems: [system(SYS.trixie, 100), system(SYS.patent, 100)],
      }),
      book3,
      settings(),
    );
    const byName = Object.fromEntries(s.systems.map((x) => [x.description, x]));
    expect(byName['Trixie']).toMatchObject({ betTypeId: SYS.trixie, noOfBets: 4, totalStake: 400 });
    expect(byName['Patent']).toMatchObject({ betTypeId: SYS.patent, noOfBets: 7, totalStake: 700 });
    expect(byName['Doubles']?.noOfBets).toBe(3);
    expect(s.totalCost).toBe(1100);
    expect(s.bets.map((b) => b.noOfBets).sort()).toEqual([4, 7]);
  });

  it('four selections offer Yankee (11) and Lucky 15 (15); eight offer Goliath (247)', () => {
    const four = quoteBetslip(
      slip(ids(4).map((i) => single(i))),
      bookOf(...ids(4).map((i) => bookSel(i))),
      settings(),
    );
    const lines4 = Object.fromEntries(four.systems.map((x) => [x.description, x.noOfBets]));
    expect(lines4).toMatchObject({ Yankee: 11, 'Lucky 15': 15 });
    const eight = quoteBetslip(
      slip(
        ids(8).map((i) => single(i)),
        { systems: [system(SYS.goliath, 10)] },
      ),
      bookOf(...ids(8).map((i) => bookSel(i))),
      settings(),
    );
    const goliath = eight.systems.find((x) => x.betTypeId === SYS.goliath);
    expect(goliath).toMatchObject({ description: 'Goliath', noOfBets: 247, totalStake: 2470 });
    expect(eight.errors).toEqual([]);
  });

  it('two selections of one event in different markets with a staked multiple: RES-00218', () => {
    const book = bookOf(
      bookSel(1, { eventId: eventId(100), marketId: marketId(10) }),
      bookSel(2, { eventId: eventId(100), marketId: marketId(20) }),
      bookSel(3),
    );
    const s = quoteBetslip(
      slip([single(1), single(2), single(3)], { multiples: [multiple(1000)] }),
      book,
      settings(),
    );
    expect(codes(s)).toContain('RES-00218@mul1');
    expect(
      priceBetslip(
        slip([single(1), single(2), single(3)], { multiples: [multiple(1000)] }),
        book,
        settings(),
      ).ok,
    ).toBe(false);
  });

  it('a system of more lines than combinationLimit is RES-00233', () => {
    const s = quoteBetslip(
      slip(
        ids(8).map((i) => single(i)),
        { systems: [system(SYS.goliath, 10)] },
      ),
      bookOf(...ids(8).map((i) => bookSel(i))),
      settings({ combinationLimit: 200 }),
    );
    const ref = s.systems.find((x) => x.betTypeId === SYS.goliath)?.ref;
    expect(codes(s)).toEqual([`RES-00233@${String(ref)}`]);
  });

  it('an each-way system doubles only its own lines, not another system staked beside it', () => {
    const book = bookOf(...ids(3).map((i) => bookSel(i, { placeTerms: '1/4' })));
    const s = quoteBetslip(
      slip(
        ids(3).map((i) => single(i)),
        {
          systems: [system(SYS.trixie, 100, { eachWay: true }), system(SYS.patent, 100)],
        },
      ),
      book,
      settings(),
    );
    const trixie = s.bets.find((b) => b.betTypeId === SYS.trixie);
    const patent = s.bets.find((b) => b.betTypeId === SYS.patent);
    expect(trixie).toMatchObject({ eachWay: true, totalStake: 800 });
    expect(patent).toMatchObject({ eachWay: false, totalStake: 700, potentialPlaceWin: 0 });
    expect(s.totalCost).toBe(1500);
  });

  it('parlay extra winnings on the multiple only when eligible', () => {
    const config = { epwPromoFilterValues: [{ betSize: 3, percentage: 10 }], maxAmount: 1000 };
    const eligible = { enabled: true, loggedIn: true, excludedFromPromotions: false };
    const model = slip([single(1), single(2), single(3)], { multiples: [multiple(1000)] });
    const extra = (e: typeof eligible) =>
      quoteBetslip(model, book3, settings({ parlay: { config, eligibility: e } })).multiples[0]
        ?.extraParlayWinnings;
    // winnings 9750 − 1000 = 8750; 10% = 875
    expect(extra(eligible)).toBe(875);
    expect(extra({ ...eligible, loggedIn: false })).toBe(0);
    expect(extra({ ...eligible, enabled: false })).toBe(0);
    expect(extra({ ...eligible, excludedFromPromotions: true })).toBe(0);
    const s = quoteBetslip(model, book3, settings({ parlay: { config, eligibility: eligible } }));
    // The line to write keeps the win returns and the promised extra apart.
    expect(s.bets[0]?.potentialReturns).toBe(9750);
    expect(s.bets[0]?.extraWinnings).toBe(875);
  });
});

describe('quoteBetslip: money checks', () => {
  it('free-money stakes count in freeMoneyCost; above freeMoneyMinor is RES-00241', () => {
    const model = slip([single(1, 0, { freeMoneyUnitStake: st(500) })]);
    const ok = quoteBetslip(model, bookOf(bookSel(1)), settings({ freeMoneyMinor: 500 }));
    expect(ok.errors).toEqual([]);
    expect(ok.freeMoneyCost).toBe(500);
    expect(ok.totalCost).toBe(500);
    expect(ok.bets[0]).toMatchObject({ freeMoneyStake: 500, unitStake: 500 });
    const over = quoteBetslip(model, bookOf(bookSel(1)), settings({ freeMoneyMinor: 499 }));
    expect(codes(over)).toEqual(['RES-00241']);
  });

  it('cash cost above the balance is RES-00056; free money is not counted against cash', () => {
    const book = bookOf(bookSel(1), bookSel(2));
    const model = slip([single(1, 1000), single(2, 0, { freeMoneyUnitStake: st(700) })]);
    const atBalance = quoteBetslip(
      model,
      book,
      settings({ availableBalanceMinor: 1000, freeMoneyMinor: 700 }),
    );
    expect(atBalance.errors).toEqual([]);
    expect(atBalance.totalCost).toBe(1700);
    const short = quoteBetslip(
      model,
      book,
      settings({ availableBalanceMinor: 999, freeMoneyMinor: 700 }),
    );
    expect(codes(short)).toEqual(['RES-00056']);
    expect(
      priceBetslip(model, book, settings({ availableBalanceMinor: 999, freeMoneyMinor: 700 })).ok,
    ).toBe(false);
  });

  it('stake limits from settings: RES-00140 below min, RES-00034 above max with limitMinor', () => {
    const limits = settings({ stakeLimits: { betStakeMinAmount: 1, betStakeMaxAmount: 50 } });
    const low = quoteBetslip(slip([single(1, 99)]), bookOf(bookSel(1)), limits);
    expect(low.errors).toEqual([
      expect.objectContaining({ code: 'RES-00140', ref: 'sel1', limitMinor: 100 }),
    ]);
    const high = quoteBetslip(slip([single(1, 5001)]), bookOf(bookSel(1)), limits);
    expect(high.errors).toEqual([
      expect.objectContaining({ code: 'RES-00034', ref: 'sel1', limitMinor: 5000 }),
    ]);
    expect(quoteBetslip(slip([single(1, 5000)]), bookOf(bookSel(1)), limits).errors).toEqual([]);
    expect(low.singles[0]).toMatchObject({ minBetStake: 100, maxBetStake: 5000 });
  });

  it('VND: the default maximum is 10,000 thousands = 10,000,000 dong (minor units, 0 decimals)', () => {
    const vnd = settings({ currency: 'VND' });
    const at = quoteBetslip(slip([single(1, 10_000_000)]), bookOf(bookSel(1)), vnd);
    expect(at.errors).toEqual([]);
    expect(at.singles[0]?.maxBetStake).toBe(10_000_000);
    const over = quoteBetslip(slip([single(1, 10_000_001)]), bookOf(bookSel(1)), vnd);
    expect(over.errors).toEqual([
      expect.objectContaining({ code: 'RES-00034', ref: 'sel1', limitMinor: 10_000_000 }),
    ]);
  });
});

describe('quoteBetslip: the book says no', () => {
  it('more than 15 selections is RES-00247', () => {
    const s = quoteBetslip(
      slip(ids(16).map((i) => single(i))),
      bookOf(...ids(16).map((i) => bookSel(i))),
      settings(),
    );
    expect(codes(s)).toContain('RES-00247');
    const fifteen = quoteBetslip(
      slip(ids(15).map((i) => single(i))),
      bookOf(...ids(15).map((i) => bookSel(i))),
      settings(),
    );
    expect(codes(fifteen)).not.toContain('RES-00247');
  });

  it('suspended market is RES-00108; suspended by an alert is RES-00249', () => {
    const s = quoteBetslip(
      slip([single(1, 100), single(2, 100)]),
      bookOf(
        bookSel(1, { marketStatus: 'suspended' }),
        bookSel(2, { marketStatus: 'suspended', alertSuspended: true }),
      ),
      settings(),
    );
    expect(codes(s)).toEqual(['RES-00108@sel1', 'RES-00249@sel2']);
    expect(s.singles.map((x) => x.outcomeState)).toEqual(['O', 'O']);
  });

  it('an event started pre-match is RES-00047; in play with inPlay on it is taken and referred', () => {
    const started = bookSel(1, { startTime: EARLIER });
    expect(codes(quoteBetslip(slip([single(1, 100)]), bookOf(started), settings()))).toEqual([
      'RES-00047@sel1',
    ]);
    const live = bookSel(1, { startTime: EARLIER, eventStatus: 'live', inRunning: true });
    expect(codes(quoteBetslip(slip([single(1, 100)]), bookOf(live), settings()))).toEqual([
      'RES-00047@sel1',
    ]);
    const taken = quoteBetslip(slip([single(1, 100)]), bookOf(live), settings({ inPlay: true }));
    expect(taken.errors).toEqual([]);
    expect(taken.betMayBeReferred).toBe(true);
    expect(taken.bets[0]?.inPlay).toBe(true);
  });

  it.each<[string, Partial<BookSelection>]>([
    ['hidden outcome', { outcomeHidden: true }],
    ['closed market', { marketStatus: 'closed' }],
    ['settled market', { marketStatus: 'settled' }],
    ['finished event', { eventStatus: 'finished' }],
  ])('%s: outcomeState C with the closed message, left out of the multiple and systems', (_, o) => {
    const book = bookOf(bookSel(1), bookSel(2), bookSel(3), bookSel(4, o));
    const s = quoteBetslip(slip(ids(4).map((i) => single(i))), book, settings());
    expect(s.singles[3]).toMatchObject({
      outcomeState: 'C',
      message: CLOSED_SELECTION_MESSAGE,
    });
    expect(CLOSED_SELECTION_MESSAGE).toBe('Your selection is not available anymore');
    expect(s.multiples[0]?.description).toBe('Treble');
    expect(s.systems.map((x) => x.description)).toContain('Trixie');
    expect(s.systems.map((x) => x.description)).not.toContain('Yankee');
  });

  it('an unknown outcome is RES-00098 and closed', () => {
    const s = quoteBetslip(slip([single(1, 100)]), bookOf(), settings());
    expect(codes(s)).toEqual(['RES-00098@sel1']);
    expect(s.singles[0]?.outcomeState).toBe('C');
    expect(s.bets).toEqual([]);
  });

  it('price change: higher with D is taken at the new price; lower, or any change with A, is RES-00152', () => {
    const book = bookOf(bookSel(1, { decimal: odds('2.5') }));
    const up = quoteBetslip(slip([single(1, 1000, { decimal: odds('2.2') })]), book, settings());
    expect(up.errors).toEqual([]);
    expect(up.singles[0]).toMatchObject({
      decimal: 2.5,
      previousDecimal: 2.2,
      potentialReturns: 2500,
    });
    expect(up.bets[0]?.legs[0]?.decimal).toBe('2.5');

    const down = quoteBetslip(slip([single(1, 1000, { decimal: odds('2.8') })]), book, settings());
    expect(down.errors).toEqual([
      expect.objectContaining({ code: 'RES-00152', ref: 'sel1', decimal: 2.5 }),
    ]);
    const strict = quoteBetslip(
      slip([single(1, 1000, { decimal: odds('2.2') })], { userAcceptOdds: 'A' }),
      book,
      settings(),
    );
    expect(strict.errors).toEqual([
      expect.objectContaining({ code: 'RES-00152', ref: 'sel1', decimal: 2.5 }),
    ]);
    const same = quoteBetslip(
      slip([single(1, 1000, { decimal: odds('2.50') })], { userAcceptOdds: 'A' }),
      book,
      settings(),
    );
    expect(same.errors).toEqual([]);
  });
});

describe('blockingErrors and priceBetslip', () => {
  const book = bookOf(bookSel(1, { marketStatus: 'suspended' }), bookSel(2), bookSel(3));

  it('a suspended unstaked selection does not block a staked single elsewhere', () => {
    const model = slip([single(1), single(2, 500)]);
    const s = quoteBetslip(model, book, settings());
    expect(codes(s)).toEqual(['RES-00108@sel1']);
    expect(blockingErrors(model, s)).toEqual([]);
    const placed = priceBetslip(model, book, settings());
    expect(placed.ok).toBe(true);
    if (placed.ok) expect(placed.value.bets.map((b) => b.ref)).toEqual(['sel2']);
  });

  it('but it blocks a staked multiple', () => {
    const model = slip([single(1), single(2), single(3)], { multiples: [multiple(500)] });
    const s = quoteBetslip(model, book, settings());
    expect(blockingErrors(model, s).map((e) => e.code)).toEqual(['RES-00108']);
    expect(priceBetslip(model, book, settings()).ok).toBe(false);
  });

  it('a slip with nothing staked is RES-00140', () => {
    const r = priceBetslip(slip([single(2), single(3)]), book, settings());
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((e) => e.code)).toEqual(['RES-00140']);
  });

  it('bets list only the staked bets, with their legs and prices', () => {
    const b = bookOf(
      bookSel(1, { decimal: odds('2') }),
      bookSel(2, { decimal: odds('3') }),
      bookSel(3, { decimal: odds('4') }),
    );
    const model = slip([single(1, 100), single(2), single(3, 300)], {
      multiples: [multiple(200)],
      systems: [system(SYS.trixie, 0), system(SYS.patent, 10)],
    });
    const r = priceBetslip(model, b, settings());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const bets = r.value.bets;
    expect(bets.map((x) => [x.ref, x.betTypeId, x.noOfBets, x.totalStake])).toEqual([
      ['sel1', SINGLE_BET_TYPE_ID, 1, 100],
      ['sel3', SINGLE_BET_TYPE_ID, 1, 300],
      ['mul1', FRONT_END_MULTIPLE_BET_TYPE_ID, 1, 200],
      [r.value.systems.find((x) => x.betTypeId === SYS.patent)?.ref, SYS.patent, 7, 70],
    ]);
    expect(bets[0]?.legs).toEqual([
      { outcomeId: 1, marketId: 10, eventId: 100, decimal: '2', placeTerms: null },
    ]);
    expect(bets[2]?.legs.map((l) => l.decimal)).toEqual(['2', '3', '4']);
    expect(bets[2]?.potentialReturns).toBe(200 * 24);
    // Patent at 10: singles 2+3+4, doubles 6+8+12, treble 24 → 59 × 10
    expect(bets[3]?.potentialReturns).toBe(590);
    expect(r.value.totalCost).toBe(670);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

interface Gen {
  readonly book: SlipBook;
  readonly model: SlipModel;
}

const decimalArb = fc.integer({ min: 101, max: 2000 }).map((c) => odds((c / 100).toFixed(2)));
const stakeArb = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 1, max: 20_000 }),
  fc.integer({ min: 0, max: 2_000_000 }),
);
const placeArb = fc.constantFrom<string | null>(null, '1/4', '1/5');

/** n selections on distinct events and markets, open at their prices, with stakes everywhere. */
function slipArb(opts: { readonly messy: boolean }) {
  return fc.integer({ min: 1, max: 15 }).chain((n) =>
    fc
      .record({
        legs: fc.array(
          fc.record({
            decimal: decimalArb,
            placeTerms: placeArb,
            unit: stakeArb,
            free: fc.option(fc.integer({ min: 1, max: 5000 }), { freq: 5 }),
            eachWay: fc.boolean(),
            seen: fc.option(decimalArb, { freq: 2 }),
            state: opts.messy
              ? fc.constantFrom(
                  'open',
                  'open',
                  'open',
                  'suspended',
                  'alert',
                  'hidden',
                  'gone',
                  'started',
                )
              : fc.constant('open'),
          }),
          { minLength: n, maxLength: n },
        ),
        multiple: fc.record({ unit: stakeArb, eachWay: fc.boolean(), free: fc.boolean() }),
        systems: fc.array(fc.record({ unit: stakeArb, eachWay: fc.boolean() }), {
          minLength: 20,
          maxLength: 20,
        }),
        accept: fc.constantFrom<'A' | 'D'>('A', 'D'),
        balance: fc.option(fc.integer({ min: 0, max: 10_000_000 })),
        freeMoney: fc.option(fc.integer({ min: 0, max: 20_000 })),
      })
      .map((g): Gen & { settings: SlipPricingSettings } => {
        const book = new Map<number, BookSelection>();
        const singles: SlipSingleRequest[] = g.legs.map((l, i) => {
          const id = i + 1;
          if (l.state !== 'gone') {
            book.set(
              id,
              bookSel(id, {
                decimal: l.decimal,
                placeTerms: l.placeTerms,
                marketStatus: l.state === 'suspended' || l.state === 'alert' ? 'suspended' : 'open',
                alertSuspended: l.state === 'alert',
                outcomeHidden: l.state === 'hidden',
                startTime: l.state === 'started' ? EARLIER : LATER,
              }),
            );
          }
          return single(id, l.unit, {
            eachWay: l.eachWay,
            ...(l.free !== null ? { freeMoneyUnitStake: st(l.free) } : {}),
            ...(opts.messy && l.seen !== null ? { decimal: l.seen } : {}),
          });
        });
        const offered = offeredSystemTypes(n).map((d) => systemBetTypeId(d.suffix));
        const systems = offered.map((betTypeId, i) => ({
          betTypeId,
          unitStake: st(g.systems[i]?.unit ?? 0),
          eachWay: g.systems[i]?.eachWay ?? false,
        }));
        return {
          book,
          model: {
            singles,
            multiples: [
              {
                betTypeId: FRONT_END_MULTIPLE_BET_TYPE_ID,
                unitStake: g.multiple.free ? NO_STAKE : st(g.multiple.unit),
                ...(g.multiple.free ? { freeMoneyUnitStake: st(g.multiple.unit) } : {}),
                eachWay: g.multiple.eachWay,
              },
            ],
            systems,
            userAcceptOdds: g.accept,
          },
          settings: settings({
            ...(g.balance !== null ? { availableBalanceMinor: g.balance } : {}),
            ...(g.freeMoney !== null ? { freeMoneyMinor: g.freeMoney } : {}),
          }),
        };
      }),
  );
}

const RUNS = { numRuns: 200 };

describe('quoteBetslip properties', () => {
  it('the multiple decimal is the product of the legs (relative 1e-9)', () => {
    fc.assert(
      fc.property(slipArb({ messy: false }), ({ model, book, settings: s }) => {
        const slipOut = quoteBetslip(model, book, s);
        if (model.singles.length < 2) {
          expect(slipOut.multiples).toEqual([]);
          return;
        }
        const product = model.singles.reduce(
          (acc, x) => acc * Number(book.get(x.outcomeId)?.decimal),
          1,
        );
        const m = slipOut.multiples[0];
        expect(m).toBeDefined();
        expect(Math.abs((m?.decimal ?? 0) - product) / product).toBeLessThan(1e-9);
        expect(Math.abs(slipOut.totalOdds - product) / product).toBeLessThan(1e-9);
      }),
      RUNS,
    );
  });

  it('a staked system has Σ C(n,k) lines and totalStake = unit × lines × (each-way ? 2 : 1)', () => {
    fc.assert(
      fc.property(slipArb({ messy: false }), ({ model, book, settings: s }) => {
        const out = quoteBetslip(model, book, s);
        const n = model.singles.length;
        const allPlace = model.singles.every((x) => book.get(x.outcomeId)?.placeTerms !== null);
        for (const request of model.systems ?? []) {
          const unit = effectiveUnitStake(request);
          const def = systemTypeOf(request.betTypeId);
          const built = out.systems.find((x) => x.betTypeId === request.betTypeId);
          expect(def).not.toBeNull();
          expect(built).toBeDefined();
          if (!def || !built) continue;
          const lines = systemFolds(def, n).reduce((sum, k) => sum + combinationCount(n, k), 0);
          expect(built.noOfBets).toBe(lines);
          if (unit <= 0) continue;
          const eachWay = request.eachWay === true && allPlace;
          expect(built.place).toBe(eachWay);
          expect(built.totalStake).toBe(unit * lines * (eachWay ? 2 : 1));
          const line = out.bets.find((b) => b.betTypeId === request.betTypeId);
          expect(line).toMatchObject({ noOfBets: lines, totalStake: built.totalStake, eachWay });
        }
      }),
      RUNS,
    );
  });

  it('totalCost is the sum of the staked bets; bets hold only staked bets', () => {
    fc.assert(
      fc.property(slipArb({ messy: true }), ({ model, book, settings: s }) => {
        const out = quoteBetslip(model, book, s);
        expect(out.totalCost).toBe(out.bets.reduce((a, b) => a + b.totalStake, 0));
        expect(out.freeMoneyCost).toBe(out.bets.reduce((a, b) => a + b.freeMoneyStake, 0));
        for (const b of out.bets) {
          expect(b.unitStake).toBeGreaterThan(0);
          expect(b.totalStake).toBe(b.unitStake * b.noOfBets * (b.eachWay ? 2 : 1));
          expect(b.legs.length).toBeGreaterThan(0);
        }
      }),
      RUNS,
    );
  });

  it('priceBetslip is ok exactly when nothing blocks and something is staked', () => {
    fc.assert(
      fc.property(slipArb({ messy: true }), ({ model, book, settings: s }) => {
        const quoted = quoteBetslip(model, book, s);
        const blocking = blockingErrors(model, quoted);
        const r = priceBetslip(model, book, s);
        expect(r.ok).toBe(blocking.length === 0 && quoted.bets.length > 0);
        if (r.ok) expect(r.value).toEqual(quoted);
        else if (blocking.length > 0) expect(r.error).toEqual(blocking);
      }),
      RUNS,
    );
  });

  it('never throws, is deterministic, and reports no (code, ref) pair twice', () => {
    fc.assert(
      fc.property(slipArb({ messy: true }), ({ model, book, settings: s }) => {
        const a = quoteBetslip(model, book, s);
        const b = quoteBetslip(model, book, s);
        expect(a).toEqual(b);
        const keys = a.errors.map((e) => `${e.code}|${e.ref ?? ''}`);
        expect(new Set(keys).size).toBe(keys.length);
      }),
      RUNS,
    );
  });
});
