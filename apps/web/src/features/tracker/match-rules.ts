import {
  TRACKER_KEPT_PER_EVENT,
  type TrackerIncident,
  type TrackerKind,
  type TrackerPitch,
} from '@touchline/contract';

/**
 * The tracker's reading of its incidents (pure): merging what the call and the socket bring,
 * the statistics, who is pressing, where the ball is and what goes on the timeline.
 */

/** Held and incoming incidents by seq, oldest first, no repeats, the latest kept only. */
export function mergeIncidents(
  held: readonly TrackerIncident[],
  incoming: readonly TrackerIncident[],
): TrackerIncident[] {
  if (incoming.length === 0) return [...held];
  const bySeq = new Map<number, TrackerIncident>();
  for (const i of held) bySeq.set(i.seq, i);
  for (const i of incoming) bySeq.set(i.seq, i);
  const merged = [...bySeq.values()].sort((a, b) => a.seq - b.seq);
  return merged.slice(-TRACKER_KEPT_PER_EVENT);
}

export type StatKey =
  | 'attacks'
  | 'dangerousAttacks'
  | 'shotsOnTarget'
  | 'shotsOffTarget'
  | 'corners'
  | 'yellowCards'
  | 'redCards'
  | 'freeThrows'
  | 'twoPointers'
  | 'threePointers'
  | 'fouls'
  | 'timeouts'
  | 'goals';

/**
 * The drawings of a ball moving over a field between two goals or baskets (tennis and
 * volleyball, played over a net, have their own; so has American football, played in downs).
 */
export type FieldPitch = Exclude<
  TrackerPitch,
  'tennis' | 'volleyball' | 'americanfootball' | 'cricket' | 'baseball'
>;

/** The statistics each drawing shows, in order. */
export const STATS_OF: Readonly<Record<FieldPitch, readonly StatKey[]>> = {
  football: [
    'attacks',
    'dangerousAttacks',
    'shotsOnTarget',
    'shotsOffTarget',
    'corners',
    'yellowCards',
    'redCards',
  ],
  basketball: ['threePointers', 'twoPointers', 'freeThrows', 'fouls', 'timeouts'],
  icehockey: ['goals', 'shotsOnTarget', 'shotsOffTarget', 'attacks', 'dangerousAttacks', 'fouls'],
};

/**
 * The name of a statistic on a drawing (`tracker.stat.<name>`): the rink says shots on goal,
 * missed shots and penalties (a minor penalty comes as a `foul` of the penalised team).
 */
export function statName(pitch: FieldPitch, key: StatKey): string {
  if (pitch !== 'icehockey') return key;
  if (key === 'shotsOnTarget') return 'shotsOnGoal';
  if (key === 'shotsOffTarget') return 'missedShots';
  if (key === 'fouls') return 'penalties';
  return key;
}

function statOf(incident: TrackerIncident): StatKey | null {
  switch (incident.kind) {
    case 'attack':
      return 'attacks';
    case 'dangerous_attack':
      return 'dangerousAttacks';
    // A goal is a shot on target too.
    case 'shot_on_target':
    case 'goal':
      return 'shotsOnTarget';
    case 'shot_off_target':
      return 'shotsOffTarget';
    case 'corner':
      return 'corners';
    case 'yellow_card':
      return 'yellowCards';
    case 'red_card':
      return 'redCards';
    case 'foul':
      return 'fouls';
    case 'timeout':
      return 'timeouts';
    case 'point':
      return incident.points === 1
        ? 'freeThrows'
        : incident.points === 3
          ? 'threePointers'
          : 'twoPointers';
    // Tennis', volleyball's, American football's, cricket's and baseball's plays are counted
    // from the match's state (tennis-rules.ts, volleyball-rules.ts, american-football-rules.ts,
    // cricket-rules.ts, baseball-rules.ts).
    case 'free_kick':
    case 'period_start':
    case 'period_end':
    case 'ace':
    case 'double_fault':
    case 'block':
    case 'service_error':
    case 'kickoff':
    case 'play':
    case 'punt':
    case 'touchdown':
    case 'extra_point':
    case 'field_goal':
    case 'safety':
    case 'interception':
    case 'fumble':
    case 'turnover_on_downs':
    case 'dot_ball':
    case 'runs':
    case 'four':
    case 'six':
    case 'wicket':
    case 'wide':
    case 'strikeout':
    case 'walk':
    case 'single':
    case 'double':
    case 'triple':
    case 'home_run':
    case 'field_out':
    case 'sac_fly':
      return null;
  }
}

export type SideCounts = Readonly<Record<StatKey, number>>;

const zero = (): Record<StatKey, number> => ({
  attacks: 0,
  dangerousAttacks: 0,
  shotsOnTarget: 0,
  shotsOffTarget: 0,
  corners: 0,
  yellowCards: 0,
  redCards: 0,
  freeThrows: 0,
  twoPointers: 0,
  threePointers: 0,
  fouls: 0,
  timeouts: 0,
  goals: 0,
});

/** Counts per side of every statistic over the incidents held (a whole match: see the contract). */
export function trackerStats(incidents: readonly TrackerIncident[]): {
  home: SideCounts;
  away: SideCounts;
} {
  const home = zero();
  const away = zero();
  for (const i of incidents) {
    const key = statOf(i);
    if (key === null || i.side === null) continue;
    const counts = i.side === 'home' ? home : away;
    counts[key]++;
    if (i.kind === 'goal') counts.goals++;
  }
  return { home, away };
}

/** How much each kind says about who is pressing. */
const PRESSURE_WEIGHT: Partial<Record<TrackerKind, number>> = {
  attack: 1,
  dangerous_attack: 2,
  shot_off_target: 3,
  shot_on_target: 3,
  corner: 2,
  free_kick: 1,
  goal: 4,
};

/**
 * Decision: pressure is read over the last 10 clock minutes of football, 5 of basketball and
 * of ice hockey.
 */
export const PRESSURE_WINDOW_MINUTES: Readonly<Record<FieldPitch, number>> = {
  football: 10,
  basketball: 5,
  icehockey: 5,
};

/**
 * Each side's share (whole percent, summing to 100) of the weighted attacking incidents (points
 * in basketball) in the last minutes of the current period; null when there were none.
 */
export function pressure(
  incidents: readonly TrackerIncident[],
  pitch: FieldPitch,
): { home: number; away: number } | null {
  const last = incidents.at(-1);
  if (!last) return null;
  const window = PRESSURE_WINDOW_MINUTES[pitch];
  let home = 0;
  let away = 0;
  for (let k = incidents.length - 1; k >= 0; k--) {
    const i = incidents[k];
    if (!i || i.period !== last.period || last.minute - i.minute >= window) break;
    const weight =
      pitch === 'basketball'
        ? i.kind === 'point'
          ? (i.points ?? 0)
          : 0
        : (PRESSURE_WEIGHT[i.kind] ?? 0);
    if (i.side === 'home') home += weight;
    else if (i.side === 'away') away += weight;
  }
  const total = home + away;
  if (total === 0) return null;
  const homeShare = Math.round((home / total) * 100);
  return { home: homeShare, away: 100 - homeShare };
}

export type ZoneKey =
  | 'defence'
  | 'midfield'
  | 'attack'
  | 'box'
  | 'corner'
  | 'centre'
  | 'backcourt'
  | 'frontcourt'
  | 'paint'
  | 'arc'
  | 'defendingZone'
  | 'neutralZone'
  | 'attackingZone'
  | 'slot';

/** Ice hockey: the blue lines stand at x = 38 and 62 of the rink's length (a 60 m rink). */
export const RINK_BLUE_LINE = 38;

/**
 * Where the ball is, as the side it belongs to sees the pitch (attacking towards its opponent's
 * goal); the centre for a period mark.
 */
export function zoneOf(incident: TrackerIncident, pitch: FieldPitch): ZoneKey {
  if (incident.side === null) return 'centre';
  const ahead = incident.side === 'home' ? incident.x : 100 - incident.x;
  const central = incident.y >= 20 && incident.y <= 80;
  if (pitch === 'football') {
    if (ahead >= 97 && (incident.y <= 3 || incident.y >= 97)) return 'corner';
    if (ahead >= 83 && central) return 'box';
    if (ahead >= 66) return 'attack';
    if (ahead >= 40) return 'midfield';
    return 'defence';
  }
  if (pitch === 'icehockey') {
    if (ahead < RINK_BLUE_LINE) return 'defendingZone';
    if (ahead <= 100 - RINK_BLUE_LINE) return 'neutralZone';
    if (ahead >= 78 && ahead <= 93 && incident.y >= 32 && incident.y <= 68) return 'slot';
    return 'attackingZone';
  }
  if (ahead < 50) return 'backcourt';
  if (incident.kind === 'point' && incident.points === 3) return 'arc';
  if (ahead >= 78 && incident.y >= 30 && incident.y <= 70) return 'paint';
  return 'frontcourt';
}

/** Kinds the timeline lists (attacks feed the pressure bar and the statistics instead). */
const TIMELINE_KINDS: ReadonlySet<TrackerKind> = new Set<TrackerKind>([
  'period_start',
  'period_end',
  'shot_on_target',
  'shot_off_target',
  'goal',
  'corner',
  'free_kick',
  'yellow_card',
  'red_card',
  'point',
  'foul',
  'timeout',
]);

/** The timeline: its incidents, newest first. */
export function timelineOf(incidents: readonly TrackerIncident[]): TrackerIncident[] {
  return incidents.filter((i) => TIMELINE_KINDS.has(i.kind)).reverse();
}

/** The clock minute shown beside an incident: football counts the minute being played. */
export function displayMinute(incident: TrackerIncident, pitch: FieldPitch): number {
  return pitch === 'football' && incident.kind !== 'period_end'
    ? incident.minute + 1
    : incident.minute;
}
