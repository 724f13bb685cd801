import type { TennisState, TrackerIncident } from '@touchline/contract';

/**
 * The tennis tracker's reading of its incidents (pure): every tennis incident carries the match
 * as it stands after it, so the scoreboard and the statistics come from the latest one; the
 * timeline and the current game from the incidents held.
 */

export type Side = 'home' | 'away';

/** The simulator plays best of three sets (its only format; docs/decisions.md "Tennis tracker"). */
export const BEST_OF_SETS = 3;
export const SETS_TO_WIN = 2;

export const otherSide = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** The latest incident that carries the match's state, with that state. */
export function latestTennis(
  incidents: readonly TrackerIncident[],
): { incident: TrackerIncident; state: TennisState } | null {
  for (let k = incidents.length - 1; k >= 0; k--) {
    const incident = incidents[k];
    if (incident?.tennis) return { incident, state: incident.tennis };
  }
  return null;
}

/** A set is over at 6 games with a lead of two, or at 7 (after 7-5 or a tiebreak). */
export function setOver(set: { readonly home: number; readonly away: number }): boolean {
  const most = Math.max(set.home, set.away);
  return most === 7 || (most >= 6 && Math.abs(set.home - set.away) >= 2);
}

/** Sets won by each player (finished sets only). */
export function setsWon(state: TennisState): { home: number; away: number } {
  let home = 0;
  let away = 0;
  for (const set of state.sets) {
    if (!setOver(set)) continue;
    if (set.home > set.away) home++;
    else away++;
  }
  return { home, away };
}

/** The player who won a point: a double fault's side is the server who made it. */
export function pointWinner(incident: TrackerIncident): Side | null {
  if (incident.side === null) return null;
  return incident.kind === 'double_fault' ? otherSide(incident.side) : incident.side;
}

/** A point played: won in a rally, on an ace, or on a double fault. */
export type PointIncident = TrackerIncident & { readonly kind: 'point' | 'ace' | 'double_fault' };

export const isPoint = (i: TrackerIncident): i is PointIncident =>
  i.kind === 'point' || i.kind === 'ace' || i.kind === 'double_fault';

/** The last point played (a set's start or end mark comes after it at a set break). */
export function lastPoint(incidents: readonly TrackerIncident[]): PointIncident | null {
  for (let k = incidents.length - 1; k >= 0; k--) {
    const i = incidents[k];
    if (i && isPoint(i)) return i;
  }
  return null;
}

/**
 * The points of the game being played, oldest first (empty when a game has just ended or a set
 * is about to start): what the "this game" strip lists.
 */
export function currentGamePoints(incidents: readonly TrackerIncident[]): TrackerIncident[] {
  const out: TrackerIncident[] = [];
  for (let k = incidents.length - 1; k >= 0; k--) {
    const i = incidents[k];
    if (!i || !isPoint(i) || i.tennis?.gameEnd) break;
    out.push(i);
  }
  return out.reverse();
}

/** Where the next point is served from: the deuce court after an even number of points. */
export function serveCourt(state: TennisState): 'deuce' | 'ad' {
  const count = (p: string) => {
    const plain = ['0', '15', '30', '40', 'A'].indexOf(p);
    return state.tiebreak || plain === -1 ? Number(p) : plain;
  };
  return (count(state.game.home) + count(state.game.away)) % 2 === 0 ? 'deuce' : 'ad';
}

export type CourtZone = 'net' | 'serviceBox' | 'midCourt' | 'deep';

/** Where the ball landed, in words: x runs from the home baseline (0) to the away one (100). */
export function courtZoneOf(incident: TrackerIncident): CourtZone {
  const fromNet = Math.abs(incident.x - 50);
  if (fromNet <= 2) return 'net';
  if (fromNet <= 27) return 'serviceBox';
  if (fromNet >= 40) return 'deep';
  return 'midCourt';
}

/**
 * The timeline: what changed the match — games held, breaks, tiebreaks, aces, double faults,
 * sets starting and ending — newest first. Plain rally points are in the current game's strip.
 */
export function tennisTimeline(incidents: readonly TrackerIncident[]): TrackerIncident[] {
  return incidents
    .filter(
      (i) =>
        i.kind === 'period_start' ||
        i.kind === 'period_end' ||
        i.kind === 'ace' ||
        i.kind === 'double_fault' ||
        Boolean(i.tennis?.gameEnd),
    )
    .reverse();
}

export type TennisStatKey = 'aces' | 'doubleFaults' | 'breaks' | 'pointsWon';

/** The statistics the tennis tracker shows, in order (match totals carried by the state). */
export const TENNIS_STATS: readonly TennisStatKey[] = [
  'aces',
  'doubleFaults',
  'breaks',
  'pointsWon',
];
