import { sportByCode, type Sport } from '@touchline/betting';
import { COMPETITIONS, type CompetitionDef, type DayRule, type Team } from './competition-data';
import {
  DAY_MS,
  ROLLING_ORIGIN_MS,
  countryPathId,
  leaguePathId,
  opponentIdOf,
  rollingEventId,
  scheduledEventId,
} from './id-scheme';
import { mulberry32, shuffled, streamSeed } from './random';

/**
 * When and between whom events happen. Scheduled fixtures are a pure function of (seed, UTC
 * day); rolling streams (bots, online e-sports, ITF tennis) kick off every `spacing / speed` of
 * wall time, so at any SIM_SPEED several of their events are in play.
 */

export interface Side {
  readonly id: number;
  readonly name: string;
  readonly rating: number;
}

export interface EventPlan {
  readonly id: number;
  readonly competition: CompetitionDef;
  readonly sport: Sport;
  /** Wall-clock kick-off (ms since epoch). */
  readonly startMs: number;
  readonly kind: 'match' | 'race';
  readonly home: Side | null;
  readonly away: Side | null;
  /** Race number within its meeting (1…), for races. */
  readonly raceNumber: number | null;
  readonly paths: { readonly sport: number; readonly region: number; readonly league: number };
}

export function competitionPaths(c: CompetitionDef): EventPlan['paths'] {
  const sport = requireSport(c.sportCode);
  const region = countryPathId(sport.id, c.regionN);
  return { sport: sport.id, region, league: leaguePathId(region, c.leagueN) };
}

export function requireSport(code: string): Sport {
  const sport = sportByCode(code);
  if (!sport) throw new Error(`Sport ${code} is not in the catalogue`);
  return sport;
}

function side(c: CompetitionDef, index: number): Side {
  const team: Team = c.teams[index] ?? ['Unknown', 1];
  return { id: opponentIdOf(competitionPaths(c).league, index), name: team[0], rating: team[1] };
}

function atTime(day: number, hhmm: string): number {
  const [hh = '0', mm = '0'] = hhmm.split(':');
  return day * DAY_MS + Number(hh) * 3_600_000 + Number(mm) * 60_000;
}

/**
 * Round-robin pairs for round `round` (circle method): every team plays once per round and
 * meets every other team once every n − 1 rounds. Indexes are into the season's team order.
 */
export function roundRobinPairs(teamCount: number, round: number): [home: number, away: number][] {
  const n = teamCount % 2 === 0 ? teamCount : teamCount + 1;
  const r = ((round % (n - 1)) + (n - 1)) % (n - 1);
  const rotating = Array.from({ length: n - 1 }, (_, i) => 1 + ((i + r) % (n - 1)));
  const order = [0, ...rotating];
  const pairs: [number, number][] = [];
  for (let i = 0; i < n / 2; i++) {
    const a = order[i] ?? 0;
    const b = order[n - 1 - i] ?? 0;
    if (a >= teamCount || b >= teamCount) continue; // the bye of an odd league
    // Alternate home and away by round so no side is always at home.
    pairs.push(r % 2 === 0 ? [a, b] : [b, a]);
  }
  return pairs;
}

// ---------------------------------------------------------------------------------------------
// Football: the first simulator's rounds, unchanged (same fixtures and ids for the same seed).
// ---------------------------------------------------------------------------------------------

const FOOTBALL_KICKOFF_SLOTS_UTC = [
  '12:30',
  '14:00',
  '15:00',
  '16:30',
  '17:30',
  '18:45',
  '19:00',
  '20:00',
];
/** Weekdays (UTC, 0 = Sunday) with matches: a weekend round over Saturday and Sunday, and a
 * midweek round on Wednesday. Every 7-day window therefore holds two full rounds. */
const SATURDAY = 6;
const SUNDAY = 0;
const WEDNESDAY = 3;

function footballDay(seed: number, c: CompetitionDef, day: number): EventPlan[] {
  const weekday = new Date(day * DAY_MS).getUTCDay();
  if (weekday !== SATURDAY && weekday !== SUNDAY && weekday !== WEDNESDAY) return [];
  // Weeks start on Monday; day 0 (1970-01-01) was a Thursday.
  const week = Math.floor((day + 3) / 7);
  const round = weekday === WEDNESDAY ? 2 * week + 1 : 2 * week;
  const season = shuffled(
    mulberry32(streamSeed(seed, 'football-season', c.key)),
    c.teams.map((_, i) => i),
  );
  const pairs = roundRobinPairs(c.teams.length, round);
  // The weekend round is split: the first half on Saturday, the rest on Sunday.
  const half = Math.ceil(pairs.length / 2);
  const todays =
    weekday === SATURDAY ? pairs.slice(0, half) : weekday === SUNDAY ? pairs.slice(half) : pairs;
  const rng = mulberry32(streamSeed(seed, 'football', day, c.key));
  const slots = shuffled(rng, FOOTBALL_KICKOFF_SLOTS_UTC).slice(0, todays.length).sort();
  return todays.map(([homeSlot, awaySlot], n) =>
    matchPlan(
      c,
      scheduledEventId(day, c.index, n),
      atTime(day, slots[n % slots.length] ?? '15:00'),
      season[homeSlot] ?? 0,
      season[awaySlot] ?? 1,
    ),
  );
}

function matchPlan(
  c: CompetitionDef,
  id: number,
  startMs: number,
  homeIndex: number,
  awayIndex: number,
): EventPlan {
  return {
    id,
    competition: c,
    sport: requireSport(c.sportCode),
    startMs,
    kind: 'match',
    home: side(c, homeIndex),
    away: side(c, awayIndex),
    raceNumber: null,
    paths: competitionPaths(c),
  };
}

function ruleOf(rules: readonly DayRule[], weekday: number): DayRule | undefined {
  return rules.find((r) => r.weekdays.includes(weekday));
}

function leagueDay(seed: number, c: CompetitionDef, day: number, rules: readonly DayRule[]) {
  const rule = ruleOf(rules, new Date(day * DAY_MS).getUTCDay());
  if (!rule) return [];
  const season = shuffled(
    mulberry32(streamSeed(seed, 'season', c.key)),
    c.teams.map((_, i) => i),
  );
  const rng = mulberry32(streamSeed(seed, 'fixtures', c.key, day));
  const pairs = shuffled(rng, roundRobinPairs(c.teams.length, day)).slice(0, rule.perDay);
  const slots = [...rule.slots].slice(0, pairs.length).sort();
  return pairs.map(([h, a], n) =>
    matchPlan(
      c,
      scheduledEventId(day, c.index, n),
      atTime(day, slots[n] ?? '12:00'),
      season[h] ?? 0,
      season[a] ?? 1,
    ),
  );
}

function drawDay(seed: number, c: CompetitionDef, day: number, rules: readonly DayRule[]) {
  const rule = ruleOf(rules, new Date(day * DAY_MS).getUTCDay());
  if (!rule) return [];
  const pool = shuffled(
    mulberry32(streamSeed(seed, 'draw', c.key, day)),
    c.teams.map((_, i) => i),
  );
  const count = Math.min(rule.perDay, Math.floor(pool.length / 2));
  const slots = [...rule.slots].slice(0, count).sort();
  return Array.from({ length: count }, (_, n) =>
    matchPlan(
      c,
      scheduledEventId(day, c.index, n),
      atTime(day, slots[n] ?? '12:00'),
      pool[2 * n] ?? 0,
      pool[2 * n + 1] ?? 1,
    ),
  );
}

function meetingDay(c: CompetitionDef, day: number): EventPlan[] {
  if (c.schedule.kind !== 'meeting') return [];
  const { weekdays, firstRace, intervalMinutes, races } = c.schedule;
  if (!weekdays.includes(new Date(day * DAY_MS).getUTCDay())) return [];
  const first = atTime(day, firstRace);
  return Array.from({ length: races }, (_, r) => ({
    id: scheduledEventId(day, c.index, r),
    competition: c,
    sport: requireSport(c.sportCode),
    startMs: first + r * intervalMinutes * 60_000,
    kind: 'race' as const,
    home: null,
    away: null,
    raceNumber: r + 1,
    paths: competitionPaths(c),
  }));
}

/** Every scheduled (non-rolling) event of a UTC day, for every competition. */
export function scheduledPlansOfDay(seed: number, day: number): EventPlan[] {
  const out: EventPlan[] = [];
  for (const c of COMPETITIONS) {
    switch (c.schedule.kind) {
      case 'football-rounds':
        out.push(...footballDay(seed, c, day));
        break;
      case 'league':
        out.push(...leagueDay(seed, c, day, c.schedule.days));
        break;
      case 'draw':
        out.push(...drawDay(seed, c, day, c.schedule.days));
        break;
      case 'meeting':
        out.push(...meetingDay(c, day));
        break;
      case 'rolling':
        break;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Rolling streams
// ---------------------------------------------------------------------------------------------

export const ROLLING_COMPETITIONS: readonly CompetitionDef[] = COMPETITIONS.filter(
  (c) => c.schedule.kind === 'rolling',
);

/** Wall-clock spacing of a rolling stream's kick-offs at this speed. */
export function rollingSpacingMs(c: CompetitionDef, speed: number): number {
  if (c.schedule.kind !== 'rolling') throw new Error(`${c.key} is not a rolling stream`);
  return (c.schedule.spacingMinutes * 60_000) / speed;
}

export function rollingStartMs(c: CompetitionDef, speed: number, slot: number): number {
  return ROLLING_ORIGIN_MS + Math.round(slot * rollingSpacingMs(c, speed));
}

export function rollingPlan(seed: number, c: CompetitionDef, speed: number, slot: number) {
  if (c.schedule.kind !== 'rolling') throw new Error(`${c.key} is not a rolling stream`);
  const rng = mulberry32(streamSeed(seed, 'rolling', c.key, slot));
  const home = Math.floor(rng() * c.teams.length);
  const away = (home + 1 + Math.floor(rng() * (c.teams.length - 1))) % c.teams.length;
  return matchPlan(
    c,
    rollingEventId(c.schedule.streamIndex, slot),
    rollingStartMs(c, speed, slot),
    home,
    away,
  );
}

/** The rolling stream slots whose kick-off lies in [fromMs, toMs]. */
export function rollingSlots(
  c: CompetitionDef,
  speed: number,
  fromMs: number,
  toMs: number,
): number[] {
  const spacing = rollingSpacingMs(c, speed);
  const first = Math.ceil((fromMs - ROLLING_ORIGIN_MS) / spacing - 1e-9);
  const last = Math.floor((toMs - ROLLING_ORIGIN_MS) / spacing + 1e-9);
  const out: number[] = [];
  for (let k = first; k <= last; k++) {
    const start = rollingStartMs(c, speed, k);
    if (start >= fromMs && start <= toMs) out.push(k);
  }
  return out;
}

/** How far ahead (wall ms) a rolling stream's events are announced. */
export function rollingHorizonMs(c: CompetitionDef, speed: number): number {
  if (c.schedule.kind !== 'rolling') return 0;
  return c.schedule.ahead * rollingSpacingMs(c, speed);
}
