import { describe, expect, it } from 'vitest';
import {
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
