import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isJackpotComplete, jackpotLineCount } from '../../betslip/betslip-rules';
import {
  initialJackpotPicksState,
  jackpotMissingOrdinals,
  jackpotOutcomeIdsParam,
  jackpotPicksOf,
  jackpotPicksReducer,
  type JackpotPicksAction,
  type JackpotPicksState,
} from '../jackpot-picks';

/** Ordinal o has outcomes o*10+1 (home), o*10+2 (draw), o*10+3 (away). */
const toggle = (jackpotId: number, ordinal: number, k = 1): JackpotPicksAction => ({
  type: 'jackpotPickToggled',
  jackpotId,
  ordinal,
  outcomeId: ordinal * 10 + k,
});

const run = (actions: readonly JackpotPicksAction[], from = initialJackpotPicksState) =>
  actions.reduce<JackpotPicksState>(jackpotPicksReducer, from);

describe('jackpotPicksReducer', () => {
  it('adds a pick, keeps a second pick on the same match and removes a pick pressed again', () => {
    const state = run([toggle(7, 2, 1), toggle(7, 1, 3), toggle(7, 2, 2)]);
    expect(jackpotPicksOf(state, 7)).toEqual([
      { ordinal: 1, outcomeId: 13 },
      { ordinal: 2, outcomeId: 21 },
      { ordinal: 2, outcomeId: 22 },
    ]);
    const after = jackpotPicksReducer(state, toggle(7, 2, 1));
    expect(jackpotPicksOf(after, 7)).toEqual([
      { ordinal: 1, outcomeId: 13 },
      { ordinal: 2, outcomeId: 22 },
    ]);
  });

  it('keeps one slip per jackpot and forgets a cleared or emptied one', () => {
    const state = run([toggle(7, 1), toggle(8, 1, 2)]);
    expect(jackpotPicksOf(state, 8)).toEqual([{ ordinal: 1, outcomeId: 12 }]);
    const cleared = jackpotPicksReducer(state, { type: 'jackpotSlipCleared', jackpotId: 7 });
    expect(cleared.slips.map((s) => s.jackpotId)).toEqual([8]);
    expect(jackpotPicksReducer(cleared, toggle(8, 1, 2)).slips).toEqual([]);
  });

  it('replaces a slip with a loaded one, each pick once, in slip order', () => {
    const state = run([toggle(7, 1)]);
    const loaded = jackpotPicksReducer(state, {
      type: 'jackpotSlipLoaded',
      jackpotId: 7,
      singles: [
        { ordinal: 2, outcomeId: 23 },
        { ordinal: 1, outcomeId: 12 },
        { ordinal: 2, outcomeId: 23 },
      ],
    });
    expect(jackpotPicksOf(loaded, 7)).toEqual([
      { ordinal: 1, outcomeId: 12 },
      { ordinal: 2, outcomeId: 23 },
    ]);
  });
});

describe('jackpotMissingOrdinals', () => {
  it('names the matches without a pick, in order', () => {
    expect(jackpotMissingOrdinals([{ ordinal: 2 }, { ordinal: 2 }, { ordinal: 5 }], 5)).toEqual([
      1, 3, 4,
    ]);
    expect(jackpotMissingOrdinals([], 3)).toEqual([1, 2, 3]);
    expect(jackpotMissingOrdinals([{ ordinal: 1 }], 1)).toEqual([]);
    expect(jackpotMissingOrdinals([], 0)).toEqual([]);
  });

  it('is empty exactly when the slip is complete (any picks within 1..N)', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 13 })
          .chain((n) =>
            fc.tuple(fc.constant(n), fc.array(fc.integer({ min: 1, max: n }), { maxLength: 30 })),
          ),
        ([n, ordinals]) => {
          const picks = ordinals.map((ordinal) => ({ ordinal }));
          const missing = jackpotMissingOrdinals(picks, n);
          expect(missing.length === 0).toBe(isJackpotComplete(picks, n));
          for (const o of missing) expect(ordinals).not.toContain(o);
          expect(missing.length + new Set(ordinals).size).toBe(n);
        },
      ),
    );
  });
});

describe('picking and the line count', () => {
  it('a second pick on one match of a complete slip doubles the lines', () => {
    const complete = run([1, 2, 3].map((o) => toggle(1, o)));
    expect(jackpotLineCount(jackpotPicksOf(complete, 1), 3)).toBe(1);
    const doubled = jackpotPicksReducer(complete, toggle(1, 2, 2));
    expect(jackpotLineCount(jackpotPicksOf(doubled, 1), 3)).toBe(2);
  });

  it('lines are the product of the picks per match; pressing a pick twice changes nothing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.subarray([1, 2, 3], { minLength: 1 }), { minLength: 1, maxLength: 13 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 3 }),
        (perMatch, at, k) => {
          const actions = perMatch.flatMap((ks, i) => ks.map((kk) => toggle(1, i + 1, kk)));
          const state = run(actions);
          const picks = jackpotPicksOf(state, 1);
          const product = perMatch.reduce((lines, ks) => lines * ks.length, 1);
          expect(jackpotLineCount(picks, perMatch.length)).toBe(product);
          const ordinal = (at % perMatch.length) + 1;
          expect(run([toggle(1, ordinal, k), toggle(1, ordinal, k)], state)).toEqual(state);
        },
      ),
    );
  });
});

describe('jackpotOutcomeIdsParam', () => {
  it('joins the outcome ids with commas in slip order', () => {
    expect(
      jackpotOutcomeIdsParam([
        { ordinal: 2, outcomeId: 21 },
        { ordinal: 1, outcomeId: 13 },
        { ordinal: 1, outcomeId: 11 },
      ]),
    ).toBe('11,13,21');
    expect(jackpotOutcomeIdsParam([])).toBe('');
  });
});
