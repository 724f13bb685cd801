import { oversOf } from '@touchline/betting';
import type { CricketState, TrackerIncident, TrackerKind } from '@touchline/contract';

/**
 * The cricket tracker's reading of its incidents (pure; docs/decisions.md "Cricket tracker"):
 * every cricket incident carries the match as it stands after the ball, so the scoreboard, the
 * chase, this over and the statistics come from the latest one, the timeline from those held.
 */

/** Legal balls in a Twenty20 innings (the simulator's only format). */
export const INNINGS_BALLS = 120;

type Side = 'home' | 'away';

export type BallIncident = TrackerIncident & {
  readonly kind: 'dot_ball' | 'runs' | 'four' | 'six' | 'wicket' | 'wide';
};

const BALL_KINDS: ReadonlySet<TrackerKind> = new Set<TrackerKind>([
  'dot_ball',
  'runs',
  'four',
  'six',
  'wicket',
  'wide',
]);

export const isBall = (i: TrackerIncident): i is BallIncident => BALL_KINDS.has(i.kind);

/** The latest state carried, or null before the first incident. */
export function latestCricket(incidents: readonly TrackerIncident[]): CricketState | null {
  for (let k = incidents.length - 1; k >= 0; k--) {
    const state = incidents[k]?.cricket;
    if (state) return state;
  }
  return null;
}

/** The last ball bowled (an innings' end mark may come after it). */
export function lastBall(incidents: readonly TrackerIncident[]): BallIncident | null {
  for (let k = incidents.length - 1; k >= 0; k--) {
    const i = incidents[k];
    if (i && isBall(i)) return i;
  }
  return null;
}

export { oversOf };

/** A side's innings so far (the one in play or the first, over), or null if it has not batted. */
export function inningsOf(
  state: CricketState | null,
  side: Side,
): { runs: number; wickets: number; balls: number } | null {
  if (!state) return null;
  if (state.batting === side) return state;
  if (state.firstInnings?.batting === side) return state.firstInnings;
  return null;
}

/** Runs an over: 6 × runs / legal balls, to two places ("7.64"); "0.00" before a ball. */
export function runRate(runs: number, balls: number): string {
  return (balls > 0 ? (runs * 6) / balls : 0).toFixed(2);
}

export interface Chase {
  readonly runsNeeded: number;
  readonly ballsLeft: number;
  /** Runs an over needed ("9.27"); null with no ball left. */
  readonly requiredRate: string | null;
}

/** The second innings' chase while it is on (not once the innings is over). */
export function chaseOf(state: CricketState | null): Chase | null {
  if (!state || state.target === null || state.inningsEnd || state.superOver !== null) return null;
  const runsNeeded = Math.max(0, state.target - state.runs);
  const ballsLeft = Math.max(0, INNINGS_BALLS - state.balls);
  if (runsNeeded === 0) return null;
  return {
    runsNeeded,
    ballsLeft,
    requiredRate: ballsLeft > 0 ? ((runsNeeded * 6) / ballsLeft).toFixed(2) : null,
  };
}

export type CricketResult =
  | { readonly kind: 'byRuns'; readonly winner: Side; readonly margin: number }
  | { readonly kind: 'byWickets'; readonly winner: Side; readonly margin: number }
  | { readonly kind: 'superOver'; readonly winner: Side }
  | { readonly kind: 'tied' };

/** The result once the second innings (or the super over) is over; null while it is on. */
export function resultOf(state: CricketState | null): CricketResult | null {
  if (!state || state.target === null || !state.firstInnings) return null;
  if (state.superOver !== null) {
    return state.inningsEnd ? { kind: 'superOver', winner: state.superOver } : null;
  }
  if (state.runs >= state.target) {
    return { kind: 'byWickets', winner: state.batting, margin: 10 - state.wickets };
  }
  if (!state.inningsEnd) return null;
  const margin = state.target - 1 - state.runs;
  if (margin === 0) return { kind: 'tied' };
  return { kind: 'byRuns', winner: state.firstInnings.batting, margin };
}

/**
 * The timeline: what stands out of the balls — wickets, fours, sixes — and the end of each
 * innings, newest first. Singles, dots and wides are in the score and the statistics.
 */
export function cricketTimeline(incidents: readonly TrackerIncident[]): TrackerIncident[] {
  return incidents.filter((i) => TIMELINE_KINDS.has(i.kind)).reverse();
}

const TIMELINE_KINDS: ReadonlySet<TrackerKind> = new Set<TrackerKind>([
  'wicket',
  'four',
  'six',
  'period_end',
]);

export type CricketStatKey = 'fours' | 'sixes' | 'extras' | 'runRate';

/** The statistics the cricket tracker shows, in order (extras only once a side has some). */
export function cricketStats(state: CricketState | null): readonly CricketStatKey[] {
  const extras = state ? state.extras.home + state.extras.away > 0 : false;
  return extras ? ['fours', 'sixes', 'extras', 'runRate'] : ['fours', 'sixes', 'runRate'];
}

/** A statistic's figures for both sides (the run rate of a side yet to bat: a dash). */
export function cricketStat(
  state: CricketState | null,
  key: CricketStatKey,
): { home: number | string; away: number | string } {
  if (!state) return key === 'runRate' ? { home: '–', away: '–' } : { home: 0, away: 0 };
  if (key === 'runRate') {
    const rate = (side: Side) => {
      const innings = inningsOf(state, side);
      return innings ? runRate(innings.runs, innings.balls) : '–';
    };
    return { home: rate('home'), away: rate('away') };
  }
  return state[key];
}
