import type { AmericanFootballState, TrackerIncident, TrackerKind } from '@touchline/contract';

/**
 * The American football tracker's reading of its incidents (pure; docs/decisions.md "American
 * football tracker"): every incident carries the game as it stands after it, so the field, the
 * down and distance and the statistics come from the latest one, the timeline from the
 * incidents held.
 */

/** The latest state carried, or null before the first incident. */
export function latestGame(incidents: readonly TrackerIncident[]): AmericanFootballState | null {
  for (let k = incidents.length - 1; k >= 0; k--) {
    const state = incidents[k]?.americanFootball;
    if (state) return state;
  }
  return null;
}

/**
 * Where the ball is, as a board says it: on one team's side of midfield and its yard line
 * (x runs from the home goal line, 0, to the away one, 100), or at midfield.
 */
export type YardLine =
  { readonly half: 'home' | 'away'; readonly yard: number } | { readonly half: 'midfield' };

export function yardLineOf(ballOn: number): YardLine {
  if (ballOn === 50) return { half: 'midfield' };
  return ballOn < 50 ? { half: 'home', yard: ballOn } : { half: 'away', yard: 100 - ballOn };
}

/**
 * The line to gain's x for the team with the ball (home attacks towards 100), or null when
 * there is none to draw (no snap next, or goal to go: the goal line is the line).
 */
export function lineToGainOf(state: AmericanFootballState): number | null {
  if (state.ballOn === null || state.toGo === null || state.goalToGo) return null;
  if (state.possession === 'home') return Math.min(100, state.ballOn + state.toGo);
  if (state.possession === 'away') return Math.max(0, state.ballOn - state.toGo);
  return null;
}

/**
 * The timeline: the scores, the ball changing hands on a turnover, and the quarters starting
 * and ending, newest first. Snaps, kick-offs and punts are on the field and in the statistics.
 */
export function americanFootballTimeline(incidents: readonly TrackerIncident[]): TrackerIncident[] {
  return incidents.filter((i) => TIMELINE_KINDS.has(i.kind)).reverse();
}

const TIMELINE_KINDS: ReadonlySet<TrackerKind> = new Set<TrackerKind>([
  'period_start',
  'period_end',
  'touchdown',
  'extra_point',
  'field_goal',
  'safety',
  'interception',
  'fumble',
  'turnover_on_downs',
]);

/** The kinds that score, with the game's score after them. */
export const isScore = (i: TrackerIncident): boolean =>
  i.kind === 'touchdown' ||
  i.kind === 'extra_point' ||
  i.kind === 'field_goal' ||
  i.kind === 'safety';

export type AmericanFootballStatKey =
  | 'touchdowns'
  | 'fieldGoals'
  | 'firstDowns'
  | 'totalYards'
  | 'turnovers'
  | 'punts'
  | 'timeOfPossession';

/** The statistics the American football tracker shows, in order. */
export const AMERICAN_FOOTBALL_STATS: readonly AmericanFootballStatKey[] = [
  'touchdowns',
  'fieldGoals',
  'firstDowns',
  'totalYards',
  'turnovers',
  'punts',
  'timeOfPossession',
];

/** Seconds as a clock reads them: 12:05. */
export function minutesAndSeconds(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A statistic's figures for both teams from the state (time of possession as m:ss). */
export function americanFootballStat(
  state: AmericanFootballState | null,
  key: AmericanFootballStatKey,
): { home: number | string; away: number | string } {
  if (key === 'timeOfPossession') {
    const t = state?.possessionSeconds ?? { home: 0, away: 0 };
    return { home: minutesAndSeconds(t.home), away: minutesAndSeconds(t.away) };
  }
  if (!state) return { home: 0, away: 0 };
  return key === 'totalYards' ? state.yards : state[key];
}

/** The period's name key and number: quarters 1–4, then the overtime. */
export function americanFootballPeriod(period: number): { key: string; n: number } {
  return period <= 4
    ? { key: 'tracker.period.quarter', n: period }
    : { key: 'tracker.period.overtimeOnly', n: period };
}
