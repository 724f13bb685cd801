import type { TrackerIncident, TrackerKind, VolleyballState } from '@touchline/contract';

/**
 * The volleyball tracker's reading of its incidents (pure; docs/decisions.md "Volleyball
 * tracker"): every volleyball incident carries the match as it stands after it, so the score
 * grid and the statistics come from the latest one, the timeline from the incidents held.
 */

/** The simulator plays best of five sets, the fifth to 15 (its only format). */
export const BEST_OF_SETS = 5;
export const SETS_TO_WIN = 3;

/** A rally played: won by an attack (or the rally), an ace, a block, or on the other's service error. */
export type RallyIncident = TrackerIncident & {
  readonly kind: 'point' | 'ace' | 'block' | 'service_error';
};

export const isRally = (i: TrackerIncident): i is RallyIncident =>
  i.kind === 'point' || i.kind === 'ace' || i.kind === 'block' || i.kind === 'service_error';

/** The latest state carried, or null before the first incident. */
export function latestVolleyball(incidents: readonly TrackerIncident[]): VolleyballState | null {
  for (let k = incidents.length - 1; k >= 0; k--) {
    const state = incidents[k]?.volleyball;
    if (state) return state;
  }
  return null;
}

/** The last rally played (a set's start or end mark comes after it at a set break). */
export function lastRally(incidents: readonly TrackerIncident[]): RallyIncident | null {
  for (let k = incidents.length - 1; k >= 0; k--) {
    const i = incidents[k];
    if (i && isRally(i)) return i;
  }
  return null;
}

export const matchOver = (state: VolleyballState): boolean =>
  state.setsWon.home >= SETS_TO_WIN || state.setsWon.away >= SETS_TO_WIN;

/** The set being played has a point (or a finished set's last one stands). */
export function setInPlay(state: VolleyballState): boolean {
  const won = state.setsWon.home + state.setsWon.away;
  return !matchOver(state) && state.sets.length > won;
}

export type VolleyballZone = 'net' | 'front' | 'back' | 'out';

/**
 * Where the ball came down, in words: x runs from the home end line (0) to the away one (100),
 * the net at 50, the attack lines 3 m (16.7) either side of it.
 */
export function volleyballZoneOf(incident: TrackerIncident): VolleyballZone {
  const fromNet = Math.abs(incident.x - 50);
  if (fromNet <= 1) return 'net';
  if (fromNet >= 50) return 'out';
  return fromNet <= 50 / 3 ? 'front' : 'back';
}

/**
 * The timeline: what stands out of the rallies — aces, blocks, service errors, the point that
 * ended each set — and the sets starting and ending, newest first. Plain attack points are in
 * the statistics and the set's score.
 */
export function volleyballTimeline(incidents: readonly TrackerIncident[]): TrackerIncident[] {
  return incidents.filter((i) => TIMELINE_KINDS.has(i.kind) || i.volleyball?.setEnd).reverse();
}

const TIMELINE_KINDS: ReadonlySet<TrackerKind> = new Set<TrackerKind>([
  'period_start',
  'period_end',
  'ace',
  'block',
  'service_error',
]);

export type VolleyballStatKey =
  'pointsWon' | 'servePointsWon' | 'aces' | 'serviceErrors' | 'blocks' | 'attackPoints';

/** The statistics the volleyball tracker shows, in order. */
export const VOLLEYBALL_STATS: readonly VolleyballStatKey[] = [
  'pointsWon',
  'servePointsWon',
  'aces',
  'serviceErrors',
  'blocks',
  'attackPoints',
];

/** A statistic's figures for both teams from the state (points won: every set's points). */
export function volleyballStat(
  state: VolleyballState | null,
  key: VolleyballStatKey,
): { home: number; away: number } {
  if (!state) return { home: 0, away: 0 };
  if (key === 'pointsWon') {
    return state.sets.reduce(
      (sum, set) => ({ home: sum.home + set.home, away: sum.away + set.away }),
      { home: 0, away: 0 },
    );
  }
  return state[key];
}
