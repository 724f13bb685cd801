import { describe, expect, it } from 'vitest';
import {
  AmericanFootballState,
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
