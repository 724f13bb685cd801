import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  JACKPOT_OPERATOR_SHARE_BP,
  jackpotLinesByCorrect,
  jackpotPool,
  jackpotStakePerLineMinor,
  jackpotTierAmounts,
  jackpotTiers,
  settleJackpot,
  type JackpotMatchResult,
  type JackpotPick,
} from '../jackpot-pool';

/** One pick per ordinal 1..n, the k-th outcome of ordinal o being o * 10 + k. */
const straight = (n: number, k = 1): JackpotPick[] =>
  Array.from({ length: n }, (_, i) => ({ ordinal: i + 1, outcomeId: (i + 1) * 10 + k }));
const homeWins = (n: number): JackpotMatchResult[] =>
  Array.from({ length: n }, (_, i) => ({
    ordinal: i + 1,
    void: false,
    winners: [(i + 1) * 10 + 1],
  }));

describe('jackpot tiers and pool', () => {
  it('pays 13, 12 and 11 correct on the 13-match jackpot and 8, 7 on the midweek one', () => {
    expect(jackpotTiers(13).map((t) => t.correct)).toEqual([13, 12, 11]);
    expect(jackpotTiers(8).map((t) => t.correct)).toEqual([8, 7]);
    for (const n of [13, 8, 5]) {
      expect(jackpotTiers(n).reduce((s, t) => s + t.shareBp, 0)).toBe(10_000);
    }
  });

  it('keeps the operator share (rounded down) and adds the rollover to the prize pool', () => {
    expect(JACKPOT_OPERATOR_SHARE_BP).toBe(2000);
    expect(jackpotPool(10_001, 500)).toEqual({ houseMinor: 2000, prizePoolMinor: 8501 });
    expect(() => jackpotPool(-1, 0)).toThrow();
    expect(() => jackpotPool(1.5, 0)).toThrow();
  });

  it('splits the pool over the tiers with the rounding remainder to the best tiers first', () => {
    expect(jackpotTierAmounts(1001, jackpotTiers(13))).toEqual([601, 250, 150]);
    expect(jackpotTierAmounts(1, jackpotTiers(13))).toEqual([1, 0, 0]);
  });

  it('stakes one line at a fifth of the smallest quick-bet amount, per currency', () => {
    expect(jackpotStakePerLineMinor('EUR')).toBe(100);
    expect(jackpotStakePerLineMinor('USDT')).toBe(200);
    expect(jackpotStakePerLineMinor('KRW')).toBeGreaterThan(jackpotStakePerLineMinor('EUR'));
  });
});

describe('jackpotLinesByCorrect', () => {
  it('counts a straight slip as one line with its number of right picks', () => {
    const picks = straight(13);
    const results = homeWins(13).map((r, i) => (i < 2 ? { ...r, winners: [999] } : r));
    const counts = jackpotLinesByCorrect(picks, results);
    expect(counts[11]).toBe(1);
    expect(counts.reduce((s, c) => s + c, 0)).toBe(1);
  });

  it('multiplies the lines of a permed slip and counts each line once', () => {
    // two picks on ordinal 1 (one right), three on ordinal 2 (one right)
    const picks = [
      ...straight(3),
      { ordinal: 1, outcomeId: 12 },
      { ordinal: 2, outcomeId: 22 },
      { ordinal: 2, outcomeId: 23 },
    ];
    const counts = jackpotLinesByCorrect(picks, homeWins(3));
    expect(counts).toEqual([0, 2, 3, 1]);
  });

  it('counts a void match as right for every pick on it', () => {
    const picks = [...straight(2), { ordinal: 2, outcomeId: 22 }];
    const results = homeWins(2).map((r) =>
      r.ordinal === 2 ? { ...r, void: true, winners: [] } : r,
    );
    expect(jackpotLinesByCorrect(picks, results)).toEqual([0, 0, 2]);
  });
});

describe('settleJackpot', () => {
  it('splits a tier equally among its winning lines and rolls the remainder and empty tiers over', () => {
    const s = settleJackpot({
      eventCount: 13,
      stakesMinor: 1000,
      rolloverInMinor: 0,
      entries: [
        { id: 1, linesByCorrect: lines({ 12: 2 }) },
        { id: 2, linesByCorrect: lines({ 12: 1, 11: 1 }) },
        { id: 3, linesByCorrect: lines({ 3: 1 }) },
      ],
    });
    expect(s.houseMinor).toBe(200);
    expect(s.prizePoolMinor).toBe(800);
    // tiers 480 / 200 / 120; nobody has 13 → 480 rolls over; 200 / 3 lines = 66 (2 left over)
    expect(s.tiers.map((t) => [t.correct, t.amountMinor, t.winningLines, t.perLineMinor])).toEqual([
      [13, 480, 0, 0],
      [12, 200, 3, 66],
      [11, 120, 1, 120],
    ]);
    expect(s.payouts.get(1)).toBe(132);
    expect(s.payouts.get(2)).toBe(186);
    expect(s.payouts.get(3)).toBe(0);
    expect(s.rolloverOutMinor).toBe(482);
  });
});

/** A linesByCorrect array from { correct: lines }. */
function lines(byCorrect: Record<number, number>): number[] {
  const out = new Array<number>(14).fill(0);
  for (const [k, v] of Object.entries(byCorrect)) out[Number(k)] = v;
  return out;
}

const entryArb = (n: number) =>
  fc.array(fc.nat({ max: 20 }), { minLength: n + 1, maxLength: n + 1 });

describe('properties', () => {
  it('conserves money: payouts + house + rollover out = stakes + rollover in', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(13, 8),
        fc.nat({ max: 10_000_000 }),
        fc.nat({ max: 1_000_000 }),
        fc.integer({ min: 0, max: 1 }).chain(() => fc.array(entryArb(13), { maxLength: 8 })),
        (n, stakes, rollover, raw) => {
          const entries = raw.map((linesByCorrect, id) => ({
            id,
            linesByCorrect: linesByCorrect.slice(0, n + 1),
          }));
          const s = settleJackpot({
            eventCount: n,
            stakesMinor: stakes,
            rolloverInMinor: rollover,
            entries,
          });
          const paid = [...s.payouts.values()].reduce((a, b) => a + b, 0);
          expect(paid + s.houseMinor + s.rolloverOutMinor).toBe(stakes + rollover);
          for (const v of s.payouts.values()) expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
          expect(s.rolloverOutMinor).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('keeps tiers monotonic: the tier amounts add up to the pool and a better tier is never smaller', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000_000 }), fc.constantFrom(13, 8), (pool, n) => {
        const amounts = jackpotTierAmounts(pool, jackpotTiers(n));
        expect(amounts.reduce((a, b) => a + b, 0)).toBe(pool);
        for (let i = 1; i < amounts.length; i++) {
          expect(amounts[i - 1] ?? 0).toBeGreaterThanOrEqual(amounts[i] ?? 0);
        }
      }),
    );
  });

  it('never pays a line less for more right picks when every tier has the same number of winners', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(13, 8),
        fc.nat({ max: 10_000_000 }),
        fc.nat({ max: 1_000_000 }),
        fc.integer({ min: 1, max: 5 }),
        (n, stakes, rollover, winners) => {
          const tiers = jackpotTiers(n);
          const entries = tiers.flatMap((t, i) =>
            Array.from({ length: winners }, (_, w) => {
              const counts = new Array<number>(n + 1).fill(0);
              counts[t.correct] = 1;
              return { id: i * 10 + w, linesByCorrect: counts };
            }),
          );
          const s = settleJackpot({
            eventCount: n,
            stakesMinor: stakes,
            rolloverInMinor: rollover,
            entries,
          });
          const paid = tiers.map((_, i) => s.payouts.get(i * 10) ?? 0);
          for (let i = 1; i < paid.length; i++) {
            expect(paid[i - 1] ?? 0).toBeGreaterThanOrEqual(paid[i] ?? 0);
          }
        },
      ),
    );
  });

  it('counts every line of a slip exactly once, whatever the results', () => {
    fc.assert(
      fc.property(
        fc.array(fc.subarray([1, 2, 3], { minLength: 1 }), { minLength: 1, maxLength: 13 }),
        fc.array(fc.constantFrom(0, 1, 2, 3), { minLength: 13, maxLength: 13 }),
        (perOrdinal, winners) => {
          const picks = perOrdinal.flatMap((ks, i) =>
            ks.map((k) => ({ ordinal: i + 1, outcomeId: (i + 1) * 10 + k })),
          );
          const results = perOrdinal.map((_, i) => ({
            ordinal: i + 1,
            void: winners[i] === 0,
            winners: [(i + 1) * 10 + (winners[i] ?? 1)],
          }));
          const counts = jackpotLinesByCorrect(picks, results);
          const expected = perOrdinal.reduce((p, ks) => p * ks.length, 1);
          expect(counts.reduce((a, b) => a + b, 0)).toBe(expected);
        },
      ),
    );
  });
});
