import type { BaseballState, TrackerIncident, TrackerKind } from '@touchline/contract';

/**
 * The baseball tracker's reading of its incidents (pure; docs/decisions.md "Baseball tracker"):
 * every baseball incident carries the game as it stands after the plate appearance, so the line
 * score, the diamond, the outs and the statistics come from the latest one, the timeline from
 * those held.
 */

/** Innings a game is scheduled for: the line score always has a column for each. */
export const REGULATION_INNINGS = 9;

type Side = 'home' | 'away';

export type PlateIncident = TrackerIncident & {
  readonly kind:
    'strikeout' | 'walk' | 'single' | 'double' | 'triple' | 'home_run' | 'field_out' | 'sac_fly';
};

const PLATE_KINDS: ReadonlySet<TrackerKind> = new Set<TrackerKind>([
  'strikeout',
  'walk',
  'single',
  'double',
  'triple',
  'home_run',
  'field_out',
  'sac_fly',
]);

export const isPlate = (i: TrackerIncident): i is PlateIncident => PLATE_KINDS.has(i.kind);

/** The latest state carried, or null before the first incident. */
export function latestBaseball(incidents: readonly TrackerIncident[]): BaseballState | null {
  for (let k = incidents.length - 1; k >= 0; k--) {
    const state = incidents[k]?.baseball;
    if (state) return state;
  }
  return null;
}

/** The last plate appearance (a half's marks may come after it). */
export function lastPlate(incidents: readonly TrackerIncident[]): PlateIncident | null {
  for (let k = incidents.length - 1; k >= 0; k--) {
    const i = incidents[k];
    if (i && isPlate(i)) return i;
  }
  return null;
}

const sum = (runs: readonly number[]) => runs.reduce((s, r) => s + r, 0);

/** Each side's runs (the line score's R column). */
export function runsOf(state: BaseballState | null): { home: number; away: number } {
  return state
    ? { home: sum(state.lineScore.home), away: sum(state.lineScore.away) }
    : { home: 0, away: 0 };
}

/**
 * The game is over: a half of the ninth inning or later has ended with a side ahead that the
 * other can no longer catch — the home side ahead after the top (its bottom half is not
 * played), or anyone ahead after the bottom (a walk-off ends it at once).
 */
export function gameOver(state: BaseballState | null): boolean {
  if (!state || !state.halfEnd || state.inning < REGULATION_INNINGS) return false;
  const runs = runsOf(state);
  return state.half === 'top' ? runs.home > runs.away : runs.home !== runs.away;
}

/** The line score's innings: the nine scheduled, and any extra ones played. */
export function inningsShown(state: BaseballState | null): number {
  if (!state) return REGULATION_INNINGS;
  return Math.max(REGULATION_INNINGS, state.lineScore.away.length, state.lineScore.home.length);
}

/**
 * A side's cell of the line score for inning `n` (from 1): its runs, '' before it bats, 'X' for
 * the home side's bottom half a finished game did not need.
 */
export function lineCell(state: BaseballState | null, side: Side, n: number): string {
  const runs = state?.lineScore[side][n - 1];
  if (runs !== undefined) return String(runs);
  if (side === 'home' && gameOver(state) && state?.inning === n) return 'X';
  return '';
}

export const BASEBALL_STATS = ['hits', 'homeRuns', 'strikeouts', 'walks', 'leftOnBase'] as const;
export type BaseballStatKey = (typeof BASEBALL_STATS)[number];

export function baseballStat(state: BaseballState | null, key: BaseballStatKey) {
  return { home: state?.[key].home ?? 0, away: state?.[key].away ?? 0 };
}

/** The bases occupied, first to third. */
export function basesOn(state: BaseballState | null): ('first' | 'second' | 'third')[] {
  if (!state) return [];
  return (['first', 'second', 'third'] as const).filter((b) => state.bases[b]);
}

/** The timeline, newest first: runs, home runs, strikeouts, and the end of each half. */
export function baseballTimeline(incidents: readonly TrackerIncident[]): TrackerIncident[] {
  return incidents
    .filter(
      (i) =>
        i.kind === 'period_end' ||
        i.kind === 'home_run' ||
        i.kind === 'strikeout' ||
        (isPlate(i) && i.points !== null),
    )
    .reverse();
}
