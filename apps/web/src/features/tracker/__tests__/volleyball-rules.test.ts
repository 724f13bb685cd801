import type { TrackerIncident, VolleyballState } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import {
  lastRally,
  latestVolleyball,
  matchOver,
  setInPlay,
  volleyballStat,
  volleyballTimeline,
  volleyballZoneOf,
} from '../volleyball-rules';
import { VOLLEYBALL_START } from './tracker-test-kit';

const none = { home: 0, away: 0 };
const STATE = VOLLEYBALL_START;

let seq = 0;
const at = (
  kind: TrackerIncident['kind'],
  x = 50,
  volleyball: Partial<VolleyballState> = {},
): TrackerIncident => ({
  seq: ++seq,
  at: '2030-05-04T18:00:00.000Z',
  kind,
  side: kind.startsWith('period') ? null : 'home',
  opponentId: kind.startsWith('period') ? null : 1,
  x,
  y: 50,
  minute: seq,
  period: 1,
  points: null,
  score: null,
  volleyball: { ...STATE, ...volleyball },
});

describe('reading a volleyball match', () => {
  it('names where the ball came down: the net, the front zone, the back zone, out', () => {
    expect(volleyballZoneOf(at('service_error', 49))).toBe('net');
    expect(volleyballZoneOf(at('block', 60))).toBe('front');
    expect(volleyballZoneOf(at('point', 80))).toBe('back');
    expect(volleyballZoneOf(at('service_error', 0))).toBe('out');
  });

  it('keeps aces, blocks, service errors, set-ending points and set marks on the timeline', () => {
    seq = 0;
    const list = [
      at('period_start'),
      at('point', 70),
      at('ace', 80),
      at('block', 55),
      at('service_error', 50),
      at('point', 90, { setEnd: true }),
      at('period_end'),
    ];
    expect(volleyballTimeline(list).map((i) => i.seq)).toEqual([7, 6, 5, 4, 3, 1]);
    // The last rally is the set's last point, before its end mark.
    expect(lastRally(list)?.seq).toBe(6);
    expect(latestVolleyball(list)).toEqual(list[6]?.volleyball);
    expect(latestVolleyball([])).toBeNull();
  });

  it('knows a set in play from a break between sets, and the match over at three sets', () => {
    expect(setInPlay({ ...STATE, sets: [{ home: 3, away: 1 }] })).toBe(true);
    const afterSet1 = { ...STATE, sets: [{ home: 25, away: 20 }], setsWon: { home: 1, away: 0 } };
    expect(setInPlay(afterSet1)).toBe(false);
    expect(setInPlay({ ...afterSet1, sets: [...afterSet1.sets, none] })).toBe(true);
    expect(matchOver({ ...STATE, setsWon: { home: 1, away: 3 } })).toBe(true);
    expect(matchOver(afterSet1)).toBe(false);
  });

  it('adds up the points won over every set', () => {
    const state = {
      ...STATE,
      sets: [
        { home: 25, away: 23 },
        { home: 4, away: 7 },
      ],
    };
    expect(volleyballStat(state, 'pointsWon')).toEqual({ home: 29, away: 30 });
    expect(volleyballStat(null, 'aces')).toEqual(none);
  });
});
