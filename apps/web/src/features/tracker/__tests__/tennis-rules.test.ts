import type { TennisState } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import { courtZoneOf, serveCourt, setOver, setsWon } from '../tennis-rules';

const state = (over: Partial<TennisState>): TennisState => ({
  server: 'home',
  sets: [{ home: 0, away: 0 }],
  game: { home: '0', away: '0' },
  tiebreak: false,
  gameEnd: null,
  pointsWon: { home: 0, away: 0 },
  aces: { home: 0, away: 0 },
  doubleFaults: { home: 0, away: 0 },
  breaks: { home: 0, away: 0 },
  ...over,
});

describe('tennis rules', () => {
  it('serves from the deuce court after an even number of points, the ad court after odd', () => {
    const at = (home: string, away: string, tiebreak = false) =>
      serveCourt(state({ game: { home, away }, tiebreak }));
    expect(at('0', '0')).toBe('deuce');
    expect(at('15', '0')).toBe('ad');
    expect(at('40', '40')).toBe('deuce');
    expect(at('A', '40')).toBe('ad');
    expect(at('40', 'A')).toBe('ad');
    expect(at('3', '2', true)).toBe('ad');
    expect(at('6', '6', true)).toBe('deuce');
  });

  it('ends a set at six with two clear, or at seven', () => {
    expect(setOver({ home: 6, away: 4 })).toBe(true);
    expect(setOver({ home: 6, away: 5 })).toBe(false);
    expect(setOver({ home: 7, away: 5 })).toBe(true);
    expect(setOver({ home: 6, away: 7 })).toBe(true);
    expect(setOver({ home: 5, away: 3 })).toBe(false);
    expect(
      setsWon(
        state({
          sets: [
            { home: 6, away: 4 },
            { home: 6, away: 7 },
            { home: 2, away: 1 },
          ],
        }),
      ),
    ).toEqual({ home: 1, away: 1 });
  });

  it('names where the ball landed from its distance to the net', () => {
    const at = (x: number) =>
      courtZoneOf({
        seq: 1,
        at: '2030-01-01T00:00:00Z',
        kind: 'point',
        side: 'home',
        opponentId: 1,
        x,
        y: 50,
        minute: 0,
        period: 1,
        points: null,
        score: null,
      });
    expect([at(49), at(51), at(70), at(30), at(85), at(95), at(3)]).toEqual([
      'net',
      'net',
      'serviceBox',
      'serviceBox',
      'midCourt',
      'deep',
      'deep',
    ]);
  });
});
