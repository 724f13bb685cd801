import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { jackpotLineCount } from '../../betslip/betslip-rules';
import { checkJackpotSlip, type JackpotLeg } from '../jackpot-slip';

/** n legs, ordinal o having outcomes o*10+1..o*10+3. */
const legs = (n: number): JackpotLeg[] =>
  Array.from({ length: n }, (_, i) => ({
    ordinal: i + 1,
    outcomeIds: [1, 2, 3].map((k) => (i + 1) * 10 + k),
  }));
const pick = (ordinal: number, k = 1) => ({ ordinal, outcomeId: ordinal * 10 + k });

describe('checkJackpotSlip', () => {
  it('is complete with one line when every ordinal has one pick', () => {
    expect(
      checkJackpotSlip(
        [1, 2, 3].map((o) => pick(o)),
        legs(3),
      ),
    ).toEqual({
      problems: [],
      complete: true,
      lines: 1,
    });
  });

  it('multiplies lines for several picks on an ordinal', () => {
    const picks = [pick(1), pick(1, 2), pick(2), pick(2, 2), pick(2, 3), pick(3)];
    expect(checkJackpotSlip(picks, legs(3)).lines).toBe(6);
  });

  it('is incomplete (0 lines) while an ordinal has no pick', () => {
    expect(checkJackpotSlip([pick(1), pick(3)], legs(3))).toEqual({
      problems: [],
      complete: false,
      lines: 0,
    });
  });

  it('names an outcome that is not in the jackpot, one given the wrong ordinal and a repeated pick', () => {
    const check = checkJackpotSlip(
      [pick(1), { ordinal: 2, outcomeId: 999 }, { ordinal: 2, outcomeId: 31 }, pick(3), pick(3)],
      legs(3),
    );
    expect(check.complete).toBe(false);
    expect(check.problems).toEqual([
      { kind: 'unknownOutcome', ordinal: 2, outcomeId: 999 },
      { kind: 'ordinalMismatch', ordinal: 2, outcomeId: 31, expectedOrdinal: 3 },
      { kind: 'duplicatePick', ordinal: 3, outcomeId: 31 },
    ]);
  });

  it('agrees with the betslip rules on lines for any valid slip', () => {
    fc.assert(
      fc.property(
        fc.array(fc.subarray([1, 2, 3], { minLength: 1 }), { minLength: 1, maxLength: 13 }),
        (ks) => {
          const picks = ks.flatMap((list, i) => list.map((k) => pick(i + 1, k)));
          const check = checkJackpotSlip(picks, legs(ks.length));
          expect(check.problems).toEqual([]);
          expect(check.lines).toBe(jackpotLineCount(picks, ks.length));
          expect(check.lines).toBe(ks.reduce((p, list) => p * list.length, 1));
        },
      ),
    );
  });
});
