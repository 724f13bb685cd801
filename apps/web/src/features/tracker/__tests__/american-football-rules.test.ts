import type { AmericanFootballState, TrackerIncident } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import {
  americanFootballStat,
  americanFootballTimeline,
  latestGame,
  lineToGainOf,
  minutesAndSeconds,
  yardLineOf,
} from '../american-football-rules';

const none = { home: 0, away: 0 };
const STATE: AmericanFootballState = {
  possession: 'away',
  ballOn: 40,
  down: 3,
  toGo: 4,
  goalToGo: false,
  gain: 2,
  drive: { plays: 3, yards: 21 },
  touchdowns: none,
  fieldGoals: { home: 1, away: 2 },
  safeties: none,
  firstDowns: none,
  yards: { home: 120, away: -4 },
  turnovers: none,
  punts: none,
  possessionSeconds: { home: 605, away: 59 },
};

const at = (kind: TrackerIncident['kind'], seq: number, game?: AmericanFootballState) => ({
  seq,
  at: '2030-09-08T18:00:00.000Z',
  kind,
  side: null,
  opponentId: null,
  x: 50,
  y: 50,
  minute: seq,
  period: 1,
  points: null,
  score: null,
  ...(game && { americanFootball: game }),
});

describe('the American football tracker’s reading', () => {
  it('reads a yard line from either side of midfield', () => {
    expect(yardLineOf(35)).toEqual({ half: 'home', yard: 35 });
    expect(yardLineOf(50)).toEqual({ half: 'midfield' });
    expect(yardLineOf(91)).toEqual({ half: 'away', yard: 9 });
  });

  it('puts the line to gain the way the offence goes, none when goal to go', () => {
    expect(lineToGainOf(STATE)).toBe(36);
    expect(lineToGainOf({ ...STATE, possession: 'home' })).toBe(44);
    expect(lineToGainOf({ ...STATE, goalToGo: true })).toBeNull();
    expect(lineToGainOf({ ...STATE, down: null, toGo: null })).toBeNull();
  });

  it('keeps scores, turnovers and quarters for the timeline, newest first', () => {
    const kinds = ['period_start', 'kickoff', 'play', 'touchdown', 'extra_point', 'punt', 'fumble'];
    const incidents = kinds.map((k, n) => at(k as TrackerIncident['kind'], n + 1));
    expect(americanFootballTimeline(incidents).map((i) => i.kind)).toEqual([
      'fumble',
      'extra_point',
      'touchdown',
      'period_start',
    ]);
  });

  it('takes the statistics from the latest state, time of possession as m:ss', () => {
    expect(latestGame([at('play', 1, STATE), at('period_end', 2)])).toBe(STATE);
    expect(americanFootballStat(STATE, 'fieldGoals')).toEqual({ home: 1, away: 2 });
    expect(americanFootballStat(STATE, 'totalYards')).toEqual({ home: 120, away: -4 });
    expect(americanFootballStat(STATE, 'timeOfPossession')).toEqual({
      home: '10:05',
      away: '0:59',
    });
    expect(americanFootballStat(null, 'punts')).toEqual(none);
    expect(minutesAndSeconds(0)).toBe('0:00');
  });
});
