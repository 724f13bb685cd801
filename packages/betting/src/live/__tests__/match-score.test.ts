import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PeriodScore } from '../live-updates';
import { cricketInningsScore, opponentMatchScore, oversOf } from '../match-score';

const entry = (
  opponentId: number,
  periodKey: string,
  periodInstance: number,
  score: number,
): PeriodScore => ({ opponentId, periodKey, periodInstance, score });

describe('opponentMatchScore', () => {
  it('adds a football side’s halves and leaves the shoot-out out', () => {
    const scores = [
      entry(1, 'HALF', 1, 1),
      entry(1, 'HALF', 2, 1),
      entry(1, 'PENS', 1, 4),
      entry(2, 'HALF', 1, 0),
      entry(2, 'HALF', 2, 2),
      entry(2, 'PENS', 1, 3),
    ];
    expect(opponentMatchScore(1, scores)).toBe(2);
    expect(opponentMatchScore(2, scores)).toBe(2);
  });

  it('takes a tennis player’s sets, not their games', () => {
    const scores = [
      entry(7, 'GAMES', 0, 11),
      entry(7, 'SETS', 0, 1),
      entry(7, 'GAMES', 1, 6),
      entry(7, 'GAMES', 2, 5),
    ];
    expect(opponentMatchScore(7, scores)).toBe(1);
  });

  it('is 0 for an opponent with no entries', () => {
    expect(opponentMatchScore(3, [entry(4, 'HALF', 1, 2)])).toBe(0);
  });

  it('never reads another opponent’s entries', () => {
    const scoreArb = fc.record({
      opponentId: fc.integer({ min: 1, max: 3 }),
      periodKey: fc.constantFrom('HALF', 'QUARTER', 'SETS', 'GAMES', 'PENS', 'MAP'),
      periodInstance: fc.integer({ min: 0, max: 4 }),
      score: fc.integer({ min: 0, max: 50 }),
    });
    fc.assert(
      fc.property(fc.array(scoreArb, { maxLength: 20 }), (scores) => {
        const own = scores.filter((s) => s.opponentId === 1);
        expect(opponentMatchScore(1, scores)).toBe(opponentMatchScore(1, own));
        expect(opponentMatchScore(1, scores)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('a cricket side’s score', () => {
  const innings = [
    entry(1, 'RUNS', 1, 154),
    entry(1, 'WICKETS', 1, 6),
    entry(1, 'BALLS', 1, 110),
    entry(2, 'RUNS', 2, 0),
    entry(2, 'WICKETS', 2, 0),
    entry(2, 'BALLS', 2, 0),
  ];

  it('is its runs: wickets and balls are the innings’ state, not runs', () => {
    expect(opponentMatchScore(1, innings)).toBe(154);
    expect(opponentMatchScore(1, [...innings, entry(1, 'SUPER_OVER', 1, 1)])).toBe(154);
  });

  it('reads runs, wickets and balls of the side’s innings', () => {
    expect(cricketInningsScore(1, innings)).toEqual({ runs: 154, wickets: 6, balls: 110 });
    expect(cricketInningsScore(2, innings)).toEqual({ runs: 0, wickets: 0, balls: 0 });
    expect(cricketInningsScore(3, innings)).toBeNull();
    expect(cricketInningsScore(1, [entry(1, 'RUNS', 1, 12)])).toEqual({
      runs: 12,
      wickets: 0,
      balls: null,
    });
  });

  it('writes legal balls as overs', () => {
    expect(oversOf(110)).toBe('18.2');
    expect(oversOf(120)).toBe('20');
    expect(oversOf(0)).toBe('0');
  });
});
