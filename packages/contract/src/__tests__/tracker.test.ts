import { describe, expect, it } from 'vitest';
import {
  AmericanFootballState,
  BaseballState,
  CricketState,
  TRACKER_KINDS,
  TRACKER_PITCHES,
  TrackerIncident,
  VolleyballState,
  trackerPitchOf,
} from '../tracker';

const pair = (home: number, away: number) => ({ home, away });

const STATE = {
  server: 'away',
  sets: [pair(25, 22), pair(12, 14)],
  setsWon: pair(1, 0),
  setEnd: false,
  servePointsWon: pair(14, 11),
  aces: pair(2, 3),
  serviceErrors: pair(5, 4),
  blocks: pair(4, 6),
  attackPoints: pair(20, 18),
};

const RALLY = {
  seq: 61,
  at: '2030-05-04T18:30:00.000Z',
  kind: 'block',
  side: 'away',
  opponentId: 2,
  x: 46,
  y: 30,
  minute: 41,
  period: 2,
  points: 1,
  score: pair(12, 14),
  volleyball: STATE,
};

describe('the volleyball tracker in the contract', () => {
  it('draws volleyball (VOLL) on its own court; sports without a tracker have none', () => {
    expect(TRACKER_PITCHES).toContain('volleyball');
    expect(trackerPitchOf('VOLL')).toBe('volleyball');
    expect(trackerPitchOf('ICEH')).toBe('icehockey');
    expect(trackerPitchOf('CSGO')).toBeNull();
  });

  it('has the rally kinds: blocks and service errors besides aces and points', () => {
    for (const kind of ['point', 'ace', 'block', 'service_error']) {
      expect(TRACKER_KINDS).toContain(kind);
    }
  });

  it('carries the match after a rally, and the other sports’ incidents without it', () => {
    expect(TrackerIncident.parse(RALLY)).toEqual(RALLY);
    const { volleyball: _state, ...plain } = RALLY;
    expect(TrackerIncident.parse({ ...plain, kind: 'goal' })).not.toHaveProperty('volleyball');
  });

  it('refuses a state without a set, with a negative count or an unknown server', () => {
    expect(VolleyballState.safeParse({ ...STATE, sets: [] }).success).toBe(false);
    expect(VolleyballState.safeParse({ ...STATE, aces: pair(-1, 0) }).success).toBe(false);
    expect(VolleyballState.safeParse({ ...STATE, server: 'both' }).success).toBe(false);
  });
});

const GAME = {
  possession: 'home',
  ballOn: 62,
  down: 3,
  toGo: 4,
  goalToGo: false,
  gain: 6,
  drive: { plays: 5, yards: 37 },
  touchdowns: pair(2, 1),
  fieldGoals: pair(1, 2),
  safeties: pair(0, 0),
  firstDowns: pair(11, 9),
  yards: { home: 212, away: -3 },
  turnovers: pair(1, 2),
  punts: pair(3, 4),
  possessionSeconds: pair(1030, 950),
};

const SNAP = {
  ...RALLY,
  kind: 'play',
  side: 'home',
  x: 62,
  points: null,
  score: null,
  volleyball: undefined,
  americanFootball: GAME,
};

describe('the American football tracker in the contract', () => {
  it('draws American football (AMFB) on its own field', () => {
    expect(TRACKER_PITCHES).toContain('americanfootball');
    expect(trackerPitchOf('AMFB')).toBe('americanfootball');
  });

  it('has the kinds of a drive: kick-offs, snaps, punts, scores and turnovers', () => {
    for (const kind of [
      'kickoff',
      'play',
      'punt',
      'touchdown',
      'extra_point',
      'field_goal',
      'safety',
      'interception',
      'fumble',
      'turnover_on_downs',
    ]) {
      expect(TRACKER_KINDS).toContain(kind);
    }
  });

  it('carries the game after a snap; no ball in play is nulls', () => {
    const { volleyball: _none, ...snap } = SNAP;
    expect(TrackerIncident.parse(snap)).toEqual(snap);
    const dead = { ...GAME, possession: null, ballOn: null, down: null, toGo: null, gain: null };
    expect(AmericanFootballState.parse(dead)).toEqual(dead);
  });

  it('refuses a fifth down, no yards to go or a ball off the field', () => {
    expect(AmericanFootballState.safeParse({ ...GAME, down: 5 }).success).toBe(false);
    expect(AmericanFootballState.safeParse({ ...GAME, toGo: 0 }).success).toBe(false);
    expect(AmericanFootballState.safeParse({ ...GAME, ballOn: 101 }).success).toBe(false);
    expect(AmericanFootballState.safeParse({ ...GAME, punts: pair(-1, 0) }).success).toBe(false);
  });
});

const MATCH = {
  innings: 2,
  batting: 'away',
  runs: 97,
  wickets: 3,
  balls: 74,
  target: 163,
  thisOver: ['1', 'WD', '4'],
  firstInnings: { batting: 'home', runs: 162, wickets: 7, balls: 120 },
  zone: 'cover',
  dismissal: null,
  inningsEnd: false,
  fours: pair(14, 9),
  sixes: pair(6, 3),
  extras: pair(4, 2),
  superOver: null,
};

const FOUR = {
  ...RALLY,
  kind: 'four',
  side: 'away',
  x: 88,
  y: 40,
  points: 4,
  score: { home: 162, away: 97 },
  volleyball: undefined,
  cricket: MATCH,
};

describe('the cricket tracker in the contract', () => {
  it('draws cricket (CRIC) on its own ground', () => {
    expect(TRACKER_PITCHES).toContain('cricket');
    expect(trackerPitchOf('CRIC')).toBe('cricket');
  });

  it('has the kinds of a ball: a dot, runs, a four, a six, a wicket, a wide', () => {
    for (const kind of ['dot_ball', 'runs', 'four', 'six', 'wicket', 'wide']) {
      expect(TRACKER_KINDS).toContain(kind);
    }
  });

  it('carries the match after a ball; the first innings has no target', () => {
    const { volleyball: _none, ...four } = FOUR;
    expect(TrackerIncident.parse(four)).toEqual(four);
    const first = { ...MATCH, innings: 1, target: null, firstInnings: null, zone: null };
    expect(CricketState.parse(first)).toEqual(first);
    const out = { ...MATCH, wickets: 4, zone: null, dismissal: 'lbw' };
    expect(CricketState.parse(out)).toEqual(out);
  });

  it('refuses an eleventh wicket, a 21st over, a no-ball it does not model or an unknown zone', () => {
    expect(CricketState.safeParse({ ...MATCH, wickets: 11 }).success).toBe(false);
    expect(CricketState.safeParse({ ...MATCH, balls: 121 }).success).toBe(false);
    expect(CricketState.safeParse({ ...MATCH, thisOver: ['NB'] }).success).toBe(false);
    expect(CricketState.safeParse({ ...MATCH, zone: 'long_stop' }).success).toBe(false);
    expect(CricketState.safeParse({ ...MATCH, dismissal: 'stumped' }).success).toBe(false);
  });
});

const BASEBALL_GAME = {
  inning: 7,
  half: 'bottom',
  batting: 'home',
  outs: 2,
  bases: { first: true, second: false, third: true },
  count: { balls: 3, strikes: 2 },
  lineScore: { home: [0, 1, 0, 0, 2, 0, 1], away: [1, 0, 0, 0, 0, 3, 0] },
  hits: pair(7, 6),
  homeRuns: pair(1, 1),
  strikeouts: pair(8, 9),
  walks: pair(2, 3),
  leftOnBase: pair(5, 4),
  halfEnd: false,
};

describe('the baseball tracker in the contract', () => {
  it('draws baseball (BASE) on its own field', () => {
    expect(TRACKER_PITCHES).toContain('baseball');
    expect(trackerPitchOf('BASE')).toBe('baseball');
  });

  it('has the ends of a plate appearance', () => {
    for (const kind of ['strikeout', 'walk', 'single', 'double', 'triple', 'home_run']) {
      expect(TRACKER_KINDS).toContain(kind);
    }
    expect(TRACKER_KINDS).toContain('field_out');
    expect(TRACKER_KINDS).toContain('sac_fly');
  });

  it('carries the game after a plate appearance; a half’s mark has no count', () => {
    const { volleyball: _none, ...single } = {
      ...RALLY,
      kind: 'single',
      side: 'home',
      points: 1,
      score: pair(4, 4),
      baseball: BASEBALL_GAME,
    };
    expect(TrackerIncident.parse(single)).toEqual(single);
    const mark = {
      ...BASEBALL_GAME,
      outs: 3,
      bases: { first: false, second: false, third: false },
    };
    expect(BaseballState.parse({ ...mark, count: null, halfEnd: true })).toBeTruthy();
  });

  it('refuses a fourth out, a fifth ball, a half it does not know or negative runs', () => {
    expect(BaseballState.safeParse({ ...BASEBALL_GAME, outs: 4 }).success).toBe(false);
    expect(
      BaseballState.safeParse({ ...BASEBALL_GAME, count: { balls: 5, strikes: 0 } }).success,
    ).toBe(false);
    expect(BaseballState.safeParse({ ...BASEBALL_GAME, half: 'middle' }).success).toBe(false);
    expect(
      BaseballState.safeParse({ ...BASEBALL_GAME, lineScore: { home: [-1], away: [] } }).success,
    ).toBe(false);
  });
});
