import { assertNever, type TrackerKind } from '@touchline/betting';
import type { MatchContext, MatchScript, Phase } from './match-script';
import type { TrackerIncident } from './match-tracker';
import { intBetween, type Random } from './random';
import { other, sideName, tally, type PerSide, type Side } from './set-play';
import { incidentLog } from './tracker-incidents';

/**
 * The American football tracker's drive by drive (issue 12; docs/decisions.md "American
 * football tracker"). The match script only says when each side scored and how much (7, 3 or
 * 2: the scoring model's play values). Every score of the script is read as the play it is — 7 a
 * touchdown and its extra point, 3 a field goal, 2 a safety — at its instant, for its side; the
 * tracker's own seeded stream fills the time between with drives that lead to it: possession
 * from kick-offs, punts and turnovers, every snap with its down, distance and the ball's yard
 * line, so the side that scores always has the ball (or, for a safety, pins the other side in
 * its own end zone). Every incident carries the game as it stands after it (`americanFootball`).
 */

/**
 * An American football game as it stands after an incident (the contract's
 * `AmericanFootballState`, which the platform passes on as it is).
 */
export interface AmericanFootballState {
  /** The team with the ball; null while no one has it (before a kick-off, after a score, at half-time). */
  readonly possession: 'home' | 'away' | null;
  /** Where the ball is, 0–100 from the home team's goal line (the incident's x when in play). */
  readonly ballOn: number | null;
  /** The next snap's down (1–4) and yards to go; null when no snap is next. */
  readonly down: number | null;
  readonly toGo: number | null;
  /** The line to gain is the goal line. */
  readonly goalToGo: boolean;
  /** Yards gained by the play (negative: lost); null for what is not a play from scrimmage. */
  readonly gain: number | null;
  /** The drive in progress (or just ended): plays run and net yards. */
  readonly drive: { readonly plays: number; readonly yards: number } | null;
  /** Match totals so far. */
  readonly touchdowns: PerSide;
  readonly fieldGoals: PerSide;
  /** Safeties scored (by the defence). */
  readonly safeties: PerSide;
  readonly firstDowns: PerSide;
  /** Net yards from scrimmage. */
  readonly yards: PerSide;
  /** Turnovers given away (interceptions thrown, fumbles lost). */
  readonly turnovers: PerSide;
  readonly punts: PerSide;
  /** Seconds of play each team had the ball. */
  readonly possessionSeconds: PerSide;
}

type ScoreKind = 'touchdown' | 'field_goal' | 'safety';

/** A score of the script: when (simulated ms), who, and which play it is. */
interface ScriptScore {
  readonly atMs: number;
  readonly side: Side;
  readonly kind: ScoreKind;
}

/** The scoring model's American football play values, as plays (scoring-sports.ts). */
const PLAY_OF_POINTS: Readonly<Record<number, ScoreKind>> = {
  7: 'touchdown',
  3: 'field_goal',
  2: 'safety',
};

/** An unknown score rise is a broken invariant: the model's values and this reading drifted. */
export const UNREADABLE_SCORE = 'American football tracker: a score rise is not 7, 3 or 2 points';

/** The script's scores, in order (one play per script incident). */
function scoresOf(ctx: MatchContext, script: MatchScript): ScriptScore[] {
  const held = new Map<string, number>();
  const out: ScriptScore[] = [];
  for (const incident of script.incidents) {
    const rise = [0, 0];
    for (const s of incident.scores) {
      const key = `${s.opponentId}|${s.periodKey}|${s.periodInstance}`;
      const side = s.opponentId === ctx.home.id ? 0 : 1;
      rise[side] = (rise[side] ?? 0) + s.score - (held.get(key) ?? 0);
      held.set(key, s.score);
    }
    for (const side of [0, 1] as const) {
      const points = rise[side] ?? 0;
      if (points === 0) continue;
      const kind = PLAY_OF_POINTS[points];
      if (!kind) throw new Error(`${UNREADABLE_SCORE} (${points})`);
      out.push({ atMs: incident.atMs, side, kind });
    }
  }
  return out;
}

const SECOND = 1000;
/** A drive's mean length of play (an NFL game has about 11 drives a team in 60 minutes). */
const DRIVE_MS = 160 * SECOND;
/**
 * The mean time of play a snap takes: about 100 snaps and kicks in 60 minutes. A game that would
 * pass the 200 incidents the platform keeps (many scores, many kick-offs) is drawn again with
 * longer snaps.
 */
const SNAP_MS = 35 * SECOND;
/** A kick-off follows a score this long after it (when there is time before the next). */
const KICKOFF_DELAY_MS = 10 * SECOND;
/** A touchback puts the receiving team at its own 25 (kick-offs) or 20 (punts). */
const KICKOFF_TOUCHBACK = 25;
const PUNT_TOUCHBACK = 20;

/** How a drive ends. */
type DriveEnd =
  | ScoreKind
  | 'punt'
  | 'interception'
  | 'fumble'
  | 'downs'
  /** The half (or the game) runs out with the drive still going. */
  | 'clock';

type SnapKind =
  | 'play'
  | 'touchdown'
  | 'field_goal'
  | 'safety'
  | 'punt'
  | 'interception'
  | 'fumble'
  | 'turnover_on_downs';

/** One snap (or kick) of a drive, in the offence's yards from its own goal line. */
interface Snap {
  readonly kind: SnapKind;
  /** Where the ball is after it, from the offence's goal line (0–100). */
  readonly spot: number;
  /** Yards gained from scrimmage (null for a kick). */
  readonly gain: number | null;
  /** Where the other team starts (its own yards) when the ball changes hands on this snap. */
  readonly handOver?: number;
}

/** A drive's snaps: `start` is the offence's starting spot. */
interface Drive {
  readonly offence: Side;
  readonly start: number;
  readonly end: DriveEnd;
  readonly snaps: readonly Snap[];
}

const clampSpot = (spot: number, lo = 1, hi = 99) => Math.max(lo, Math.min(hi, spot));

/**
 * `plays` gains summing to `total`, starting at `spot` with `toGo` to gain: every partial sum
 * before the last stays short of the line to gain and out of the offence's own end zone, so
 * downs 1, 2, … follow one another and only the last snap decides the series.
 */
function seriesGains(rng: Random, spot: number, toGo: number, plays: number, total: number) {
  const lo = Math.max(1 - spot, -4);
  const hi = Math.min(toGo - 1, 9);
  const gains: number[] = [];
  let sum = 0;
  for (let k = 1; k < plays; k++) {
    const next = Math.max(lo, Math.min(hi, sum + intBetween(rng, -2, 7)));
    gains.push(next - sum);
    sum = next;
  }
  gains.push(total - sum);
  return gains;
}

/** Snaps in a series: mostly two or three. */
const seriesPlays = (rng: Random) => {
  const r = rng();
  return r < 0.2 ? 1 : r < 0.6 ? 2 : 3;
};

/** `spare` yards split into `n` random shares (each ≥ 0), summing to `spare`. */
function shares(rng: Random, n: number, spare: number): number[] {
  const weights = Array.from({ length: n }, () => 0.2 + rng());
  const total = weights.reduce((s, w) => s + w, 0);
  const out = weights.map((w) => Math.floor((spare * w) / total));
  const rest = spare - out.reduce((s, v) => s + v, 0);
  out[n - 1] = (out[n - 1] ?? 0) + rest;
  return out;
}

/**
 * Converting series from `start`, gaining `yards` in `count` series (each at least 10): the
 * snaps with their spots, and where the ball ends up.
 */
function convertingSeries(rng: Random, start: number, count: number, yards: number) {
  const snaps: Snap[] = [];
  let spot = start;
  for (const extra of count > 0 ? shares(rng, count, yards - 10 * count) : []) {
    for (const gain of seriesGains(rng, spot, 10, seriesPlays(rng), 10 + extra)) {
      spot += gain;
      snaps.push({ kind: 'play', spot, gain });
    }
  }
  return { snaps, spot };
}

/** A series that does not convert: three snaps from `spot`, short of the line to gain. */
function failingSeries(rng: Random, spot: number) {
  const toGo = Math.min(10, 100 - spot);
  const total = intBetween(rng, Math.max(1 - spot, -4), Math.min(toGo - 1, 7));
  const snaps: Snap[] = [];
  let at = spot;
  for (const gain of seriesGains(rng, spot, toGo, 3, total)) {
    at += gain;
    snaps.push({ kind: 'play', spot: at, gain });
  }
  return { snaps, spot: at };
}

/** Converting series a drive of about `plays` snaps has room for, at most `max`. */
const seriesFor = (plays: number, reserved: number, max: number) =>
  Math.max(0, Math.min(max, Math.round((plays - reserved) / 2.3)));

/**
 * One drive of `offence` from `start`, ending as `end`, of about `plays` snaps. `pin` asks a
 * punt to be downed deep in the receiving team's end (a safety is to follow).
 */
function drive(
  rng: Random,
  offence: Side,
  start: number,
  end: DriveEnd,
  plays: number,
  pin = false,
): Drive {
  const snaps: Snap[] = [];
  const done = (): Drive => ({ offence, start, end, snaps });
  switch (end) {
    case 'touchdown': {
      const yards = 100 - start;
      const count = seriesFor(plays, 2, Math.floor((yards - 1) / 10));
      const spare = yards - 10 * count - 1;
      const [last = 0, ...rest] = shares(rng, count + 1, spare);
      const head = convertingSeries(
        rng,
        start,
        count,
        10 * count + rest.reduce((s, v) => s + v, 0),
      );
      snaps.push(...head.snaps);
      const toGo = Math.min(10, 100 - head.spot);
      const gains = seriesGains(rng, head.spot, toGo, seriesPlays(rng), 1 + last);
      let spot = head.spot;
      gains.forEach((gain, k) => {
        spot += gain;
        snaps.push({ kind: k === gains.length - 1 ? 'touchdown' : 'play', spot, gain });
      });
      return done();
    }
    case 'field_goal':
    case 'punt':
    case 'downs': {
      // Where the last series starts: in field-goal range, anywhere short of midfield for a
      // punt, around midfield for a fourth-down try.
      const [lo, hi] = end === 'field_goal' ? [55, 80] : end === 'punt' ? [5, 60] : [35, 75];
      const most = Math.max(0, Math.floor((hi - start) / 10));
      // A field goal is kicked from within range: from a long way out, a first down at least.
      const least = end === 'field_goal' && start < lo ? 1 : 0;
      const count = Math.max(least, seriesFor(plays, 4, most));
      const from = start + 10 * count;
      const at = count === 0 ? start : intBetween(rng, Math.max(from, lo), Math.max(from, hi));
      const head = convertingSeries(rng, start, count, at - start);
      snaps.push(...head.snaps);
      const series = failingSeries(rng, head.spot);
      snaps.push(...series.snaps);
      const spot = series.spot;
      if (end === 'field_goal') {
        snaps.push({ kind: 'field_goal', spot: 100, gain: null });
      } else if (end === 'punt') {
        const landing = pin ? 100 - intBetween(rng, 2, 9) : spot + intBetween(rng, 34, 52);
        const handOver =
          landing >= 100
            ? PUNT_TOUCHBACK
            : clampSpot(100 - landing + (pin ? 0 : intBetween(rng, 0, 12)), 1, 95);
        snaps.push({ kind: 'punt', spot: 100 - handOver, gain: null, handOver });
      } else {
        // Fourth down tried and stopped short: the ball goes over where the run ended.
        const toGo = Math.min(10, 100 - head.spot) - (spot - head.spot);
        const gain = intBetween(
          rng,
          Math.max(1 - spot, -3),
          Math.max(Math.max(1 - spot, -3), toGo - 1),
        );
        snaps.push({
          kind: 'turnover_on_downs',
          spot: spot + gain,
          gain,
          handOver: 100 - (spot + gain),
        });
      }
      return done();
    }
    case 'interception':
    case 'fumble':
    case 'clock': {
      const count = seriesFor(plays, 2, Math.max(0, Math.floor((85 - start) / 10)));
      const head = convertingSeries(
        rng,
        start,
        count,
        count === 0 ? 0 : intBetween(rng, 10 * count, Math.max(10 * count, 85 - start)),
      );
      snaps.push(...head.snaps);
      const toGo = Math.min(10, 100 - head.spot);
      const n = seriesPlays(rng);
      if (end === 'clock') {
        const total = intBetween(rng, Math.max(1 - head.spot, -3), toGo - 1);
        let spot = head.spot;
        for (const gain of seriesGains(rng, head.spot, toGo, n, total)) {
          spot += gain;
          snaps.push({ kind: 'play', spot, gain });
        }
        return done();
      }
      let spot = head.spot;
      for (const gain of n > 1 ? seriesGains(rng, head.spot, toGo, n - 1, 0).slice(0, -1) : []) {
        spot += gain;
        snaps.push({ kind: 'play', spot, gain });
      }
      // Picked off downfield, or fumbled at the line; the defence returns it a little.
      const lost = clampSpot(
        spot + (end === 'interception' ? intBetween(rng, 5, 25) : intBetween(rng, 0, 6)),
      );
      const handOver = clampSpot(100 - lost + intBetween(rng, 0, 15), 1, 95);
      snaps.push({ kind: end, spot: 100 - handOver, gain: null, handOver });
      return done();
    }
    case 'safety': {
      // Pinned deep: tackled (or sacked) in its own end zone.
      let spot = start;
      if (start <= 12 && rng() < 0.5) {
        const gain = intBetween(rng, Math.max(1 - spot, -2), 2);
        spot += gain;
        snaps.push({ kind: 'play', spot, gain });
      }
      snaps.push({ kind: 'safety', spot: 0, gain: -spot });
      return done();
    }
  }
}

/**
 * How a drive that does not score ends: mostly a punt (a short field is not punted from: the
 * fourth down is tried), now and then a turnover (about 2.5 a game, as in the NFL); a drive with
 * time for a snap or two only ends on a turnover.
 */
function plainEnd(rng: Random, start: number, plays: number): DriveEnd {
  const r = rng();
  if (plays < 2) return r < 0.55 ? 'interception' : 'fumble';
  if (start >= 60) return r < 0.6 ? 'downs' : r < 0.85 ? 'interception' : 'fumble';
  if (r < 0.8) return 'punt';
  if (r < 0.88) return 'interception';
  if (r < 0.94) return 'fumble';
  return 'downs';
}

/** Where a kick-off's receiving team starts: a touchback, or a return. */
const kickoffReturn = (rng: Random) => (rng() < 0.6 ? KICKOFF_TOUCHBACK : intBetween(rng, 15, 40));

/**
 * The drives from a kick-off (or a change of hands) at play-time `from` to `to`: `first` has the
 * ball at `start`; the last drive is `last`'s, ending as `end` (a score, or the clock). The
 * number of drives follows the time (alternating possession: a plain drive hands the ball over).
 */
function drivesBetween(
  rng: Random,
  snapMs: number,
  span: number,
  first: Side,
  start: number,
  last: { readonly side: Side | null; readonly end: DriveEnd },
): Drive[] {
  let count = Math.max(1, Math.round(span / (DRIVE_MS * (0.7 + 0.6 * rng()))));
  if (last.side !== null && (count % 2 === 1) !== (last.side === first)) {
    count += count > 1 && rng() < 0.5 ? -1 : 1;
  }
  // A safety wants the other side pinned deep by a punt first, when there is time for one.
  if (last.end === 'safety' && count === 1 && span > 4 * DRIVE_MS) count = 3;
  const weights = Array.from({ length: count }, () => 0.5 + rng());
  const total = weights.reduce((s, w) => s + w, 0);
  const out: Drive[] = [];
  let offence = first;
  let spot = start;
  weights.forEach((w, k) => {
    const plays = Math.max(1, Math.round((span * w) / total / snapMs));
    const final = k === count - 1;
    const pin = last.end === 'safety' && k === count - 2;
    const end = final ? last.end : pin ? 'punt' : plainEnd(rng, spot, plays);
    const d = drive(rng, offence, spot, end, plays, pin);
    out.push(d);
    spot = d.snaps.at(-1)?.handOver ?? spot;
    offence = other(offence);
  });
  return out;
}

/** The phases of play of a half (or the overtime), and its play-time ↔ simulated-ms mapping. */
class PlayTime {
  constructor(private readonly phases: readonly Phase[]) {}

  get length(): number {
    return this.phases.reduce((s, p) => s + p.endMs - p.startMs, 0);
  }

  /** Simulated ms of play-time `tau` (a break's instant belongs to the next period's start). */
  toMs(tau: number): number {
    let left = tau;
    for (const p of this.phases) {
      const len = p.endMs - p.startMs;
      if (left < len) return p.startMs + Math.floor(left);
      left -= len;
    }
    return this.phases.at(-1)?.endMs ?? 0;
  }

  toTau(ms: number): number {
    let tau = 0;
    for (const p of this.phases) {
      if (ms < p.endMs) return tau + Math.max(0, ms - p.startMs);
      tau += p.endMs - p.startMs;
    }
    return tau;
  }
}

/** A thing that happens, at a simulated instant, that changes the state. */
interface Happening {
  readonly atMs: number;
  readonly kind: TrackerKind;
  readonly side: Side;
  /** Ball after it, from the home goal line, and across. */
  readonly x: number;
  readonly y: number;
  readonly points: number | null;
  readonly apply: (state: AmericanFootballState, side: Side) => AmericanFootballState;
}

const bumpBy = (t: PerSide, side: Side, by: number): PerSide =>
  side === 0 ? { home: t.home + by, away: t.away } : { home: t.home, away: t.away + by };

/** x from the home goal line of a spot in `offence`'s yards. */
const xOf = (offence: Side, spot: number) => (offence === 0 ? spot : 100 - spot);

const START: AmericanFootballState = {
  possession: null,
  ballOn: null,
  down: null,
  toGo: null,
  goalToGo: false,
  gain: null,
  drive: null,
  touchdowns: tally(),
  fieldGoals: tally(),
  safeties: tally(),
  firstDowns: tally(),
  yards: tally(),
  turnovers: tally(),
  punts: tally(),
  possessionSeconds: tally(),
};

/** First and ten (or goal) for `offence` at `spot` (its yards). */
function firstDown(offence: Side, spot: number) {
  return {
    possession: sideName(offence),
    ballOn: xOf(offence, spot),
    down: 1,
    toGo: Math.min(10, 100 - spot),
    goalToGo: spot + 10 >= 100,
  } as const;
}

/** The game's happenings of one drive, its snaps at `times` (simulated ms, one per snap). */
function driveHappenings(rng: Random, d: Drive, times: readonly number[]): Happening[] {
  const out: Happening[] = [];
  let y = 50;
  let spot = d.start;
  let lineToGain = Math.min(100, spot + 10);
  let down = 1;
  d.snaps.forEach((snap, k) => {
    const atMs = times[k] ?? times.at(-1) ?? 0;
    const offence = d.offence;
    const defence = other(offence);
    y = Math.max(18, Math.min(82, y + intBetween(rng, -14, 14)));
    const gain = snap.gain;
    // The line to gain before the snap (a touchdown past it is a first down too, not from goal-to-go).
    const series = lineToGain;
    switch (snap.kind) {
      case 'play': {
        spot = snap.spot;
        const converted = spot >= lineToGain;
        if (converted) {
          lineToGain = Math.min(100, spot + 10);
          down = 1;
        } else down++;
        // The state is applied later: it holds this snap's values, not the loop's.
        const next = {
          ballOn: xOf(offence, spot),
          down,
          toGo: lineToGain - spot,
          goalToGo: lineToGain === 100,
        };
        out.push({
          atMs,
          kind: 'play',
          side: offence,
          x: next.ballOn,
          y,
          points: null,
          apply: (s, side) => ({
            ...s,
            possession: sideName(side),
            ...next,
            gain,
            drive: { plays: (s.drive?.plays ?? 0) + 1, yards: (s.drive?.yards ?? 0) + (gain ?? 0) },
            firstDowns: converted ? bumpBy(s.firstDowns, side, 1) : s.firstDowns,
            yards: bumpBy(s.yards, side, gain ?? 0),
          }),
        });
        return;
      }
      case 'touchdown':
        spot = 100;
        out.push({
          atMs,
          kind: 'touchdown',
          side: offence,
          x: xOf(offence, 100),
          y: intBetween(rng, 20, 80),
          points: 6,
          apply: (s, side) => ({
            ...s,
            ballOn: xOf(offence, 100),
            down: null,
            toGo: null,
            goalToGo: false,
            gain,
            drive: { plays: (s.drive?.plays ?? 0) + 1, yards: (s.drive?.yards ?? 0) + (gain ?? 0) },
            touchdowns: bumpBy(s.touchdowns, side, 1),
            firstDowns: series < 100 ? bumpBy(s.firstDowns, side, 1) : s.firstDowns,
            yards: bumpBy(s.yards, side, gain ?? 0),
          }),
        });
        // The try: the kick from the 15 (the script's touchdowns are worth 7).
        out.push({
          atMs,
          kind: 'extra_point',
          side: offence,
          x: xOf(offence, 100),
          y: 50,
          points: 1,
          apply: (s) => ({ ...s, possession: null, ballOn: null, gain: null }),
        });
        return;
      case 'field_goal':
        out.push({
          atMs,
          kind: 'field_goal',
          side: offence,
          x: xOf(offence, 100),
          y: 50,
          points: 3,
          apply: (s, side) => ({
            ...s,
            possession: null,
            ballOn: null,
            down: null,
            toGo: null,
            goalToGo: false,
            gain: null,
            fieldGoals: bumpBy(s.fieldGoals, side, 1),
          }),
        });
        return;
      case 'safety':
        // The defence scores: the incident is the defence's, the ball in the offence's end zone.
        out.push({
          atMs,
          kind: 'safety',
          side: defence,
          x: xOf(offence, 0),
          y,
          points: 2,
          apply: (s, side) => ({
            ...s,
            possession: null,
            ballOn: null,
            down: null,
            toGo: null,
            goalToGo: false,
            gain,
            drive: { plays: (s.drive?.plays ?? 0) + 1, yards: (s.drive?.yards ?? 0) + (gain ?? 0) },
            safeties: bumpBy(s.safeties, side, 1),
            yards: bumpBy(s.yards, offence, gain ?? 0),
          }),
        });
        return;
      case 'punt':
      case 'interception':
      case 'fumble':
      case 'turnover_on_downs': {
        const handOver = snap.handOver ?? 25;
        // A punt is the punting team's; a turnover is the team that gains the ball.
        const who = snap.kind === 'punt' ? offence : defence;
        out.push({
          atMs,
          kind: snap.kind,
          side: who,
          x: xOf(defence, handOver),
          y: snap.kind === 'punt' ? 50 : y,
          points: null,
          apply: (s) => ({
            ...s,
            ...firstDown(defence, handOver),
            gain,
            drive: null,
            yards: gain === null ? s.yards : bumpBy(s.yards, offence, gain),
            turnovers:
              snap.kind === 'interception' || snap.kind === 'fumble'
                ? bumpBy(s.turnovers, offence, 1)
                : s.turnovers,
            punts: snap.kind === 'punt' ? bumpBy(s.punts, offence, 1) : s.punts,
          }),
        });
        spot = handOver;
        return;
      }
      default:
        assertNever(snap.kind, 'snap kind');
    }
  });
  return out;
}

/** The instants of `n` snaps over (from, to] of play-time; the last at `to` unless `tail`. */
function snapTimes(
  rng: Random,
  clock: PlayTime,
  from: number,
  to: number,
  n: number,
  tail: boolean,
) {
  const steps = Array.from({ length: n + (tail ? 1 : 0) }, () => 0.6 + 0.8 * rng());
  const total = steps.reduce((s, w) => s + w, 0);
  const out: number[] = [];
  let acc = 0;
  for (let k = 0; k < n; k++) {
    acc += steps[k] ?? 0;
    out.push(clock.toMs(from + ((to - from) * acc) / total));
  }
  if (!tail && n > 0) out[n - 1] = clock.toMs(to);
  return out;
}

/**
 * The American football tracker of a match script (pure in ctx, script and the tracker's
 * stream), within `maxIncidents` (the platform's bound).
 */
export function americanFootballIncidents(
  ctx: MatchContext,
  script: MatchScript,
  rng: Random,
  maxIncidents: number,
): readonly TrackerIncident[] {
  let snapMs = SNAP_MS;
  for (;;) {
    const incidents = drawGame(ctx, script, rng, snapMs);
    if (incidents.length <= maxIncidents || snapMs > 4 * SNAP_MS) return incidents;
    snapMs *= 1.25;
  }
}

function drawGame(
  ctx: MatchContext,
  script: MatchScript,
  rng: Random,
  snapMs: number,
): readonly TrackerIncident[] {
  const plays = script.phases.filter((p): p is Phase => p.kind === 'play');
  const scores = scoresOf(ctx, script);
  // Halves (quarters 1–2, 3–4) and the overtime, each opening with a kick-off.
  const segments = [
    plays.filter((p) => p.number <= 2),
    plays.filter((p) => p.number === 3 || p.number === 4),
    plays.filter((p) => p.number >= 5),
  ].filter((s) => s.length > 0);
  // The toss: its winner receives the opening kick-off, the other team the second half's; the
  // overtime has a toss of its own.
  const toss: Side = rng() < 0.5 ? 0 : 1;
  const overtimeToss: Side = rng() < 0.5 ? 0 : 1;

  const happenings: Happening[] = [];
  const kickoff = (atMs: number, kicker: Side, receiverStart: number) => {
    const receiver = other(kicker);
    happenings.push({
      atMs,
      kind: 'kickoff',
      side: kicker,
      x: xOf(receiver, receiverStart),
      y: 50,
      points: null,
      apply: (s) => ({ ...s, ...firstDown(receiver, receiverStart), gain: null, drive: null }),
    });
  };

  segments.forEach((phases, n) => {
    const clock = new PlayTime(phases);
    const startMs = phases[0]?.startMs ?? 0;
    const endMs = phases.at(-1)?.endMs ?? startMs;
    const inSegment = scores.filter((s) => s.atMs >= startMs && s.atMs < endMs);
    const receiver: Side = n === 0 ? toss : n === 1 ? other(toss) : overtimeToss;
    let first = receiver;
    let start = kickoffReturn(rng);
    let tau = 0;
    kickoff(startMs, other(receiver), start);
    const playOut = (to: number, last: { side: Side | null; end: DriveEnd }) => {
      const drives = drivesBetween(rng, snapMs, to - tau, first, start, last);
      const count = drives.reduce((s, d) => s + d.snaps.length, 0);
      const times = snapTimes(rng, clock, tau, to, count, last.end === 'clock');
      let k = 0;
      for (const d of drives) {
        happenings.push(...driveHappenings(rng, d, times.slice(k, k + d.snaps.length)));
        k += d.snaps.length;
      }
    };
    inSegment.forEach((score, j) => {
      const at = clock.toTau(score.atMs);
      // A safety is scored by the defence: the other side has the ball on the last drive.
      const lastSide = score.kind === 'safety' ? other(score.side) : score.side;
      playOut(at, { side: lastSide, end: score.kind });
      // Sudden death: the overtime's score ends the game.
      if (n === 2) return;
      const next = inSegment[j + 1];
      const limit = next ? clock.toTau(next.atMs) : clock.length;
      tau = Math.min(at + KICKOFF_DELAY_MS, at + (limit - at) / 3);
      // After a touchdown or field goal the scorers kick off; after a safety, the team scored on
      // free-kicks from its 20 (a longer return).
      const kicker = score.kind === 'safety' ? other(score.side) : score.side;
      first = other(kicker);
      start = score.kind === 'safety' ? intBetween(rng, 25, 45) : kickoffReturn(rng);
      kickoff(clock.toMs(tau), kicker, start);
    });
    if (n < 2 || inSegment.length === 0) playOut(clock.length, { side: null, end: 'clock' });
  });

  return assemble(ctx, plays, happenings);
}

/** Numbers the happenings, with the period marks and the state after each. */
function assemble(
  ctx: MatchContext,
  plays: readonly Phase[],
  happenings: readonly Happening[],
): readonly TrackerIncident[] {
  const log = incidentLog(ctx);
  let state = START;
  let lastMs = plays[0]?.startMs ?? 0;
  const phaseAt = (atMs: number) =>
    plays.find((p) => atMs >= p.startMs && atMs < p.endMs) ??
    [...plays].reverse().find((p) => atMs >= p.startMs) ??
    plays[0];
  const push = (
    atMs: number,
    kind: TrackerKind,
    side: Side | null,
    x: number,
    y: number,
    points: number | null,
    phase: Phase | undefined,
  ) => {
    const score = points === null ? null : scoreAfter(log.incidents, side, points);
    log.add(phase, { atMs, kind, side, x, y, points, score }, { americanFootball: state });
  };
  // Time of possession: the play-time since the previous snap goes to the team that had the ball.
  const credit = (atMs: number) => {
    const side = state.possession;
    const playMs = playBetween(plays, lastMs, atMs);
    lastMs = atMs;
    if (side === null || playMs <= 0) return;
    const seconds = Math.round(playMs / SECOND);
    state = {
      ...state,
      possessionSeconds: bumpBy(state.possessionSeconds, side === 'home' ? 0 : 1, seconds),
    };
  };
  let mark = 0;
  const marks = plays.flatMap((p) => [
    { atMs: p.startMs, kind: 'period_start' as const, phase: p },
    { atMs: p.endMs, kind: 'period_end' as const, phase: p },
  ]);
  const marksUpTo = (atMs: number, inclusive: boolean) => {
    for (
      let m = marks[mark];
      m && (inclusive ? m.atMs <= atMs : m.atMs < atMs);
      m = marks[++mark]
    ) {
      credit(m.atMs);
      // Half-time (and the end of the game): no one has the ball.
      if (m.kind === 'period_end' && (m.phase.number === 2 || m.phase.number >= 4)) {
        state = {
          ...state,
          possession: null,
          ballOn: null,
          down: null,
          toGo: null,
          goalToGo: false,
          gain: null,
        };
      }
      const x = state.ballOn ?? 50;
      push(m.atMs, m.kind, null, x, 50, null, m.phase);
    }
  };
  for (const h of happenings) {
    // A period starting at this instant comes before what happens in it; one ending, too.
    marksUpTo(h.atMs, true);
    credit(h.atMs);
    state = h.apply(state, h.side);
    push(h.atMs, h.kind, h.side, h.x, h.y, h.points, phaseAt(h.atMs));
  }
  marksUpTo(Number.POSITIVE_INFINITY, true);
  return log.incidents;
}

/** Play-time (ms) between two simulated instants, breaks left out. */
function playBetween(plays: readonly Phase[], from: number, to: number): number {
  return plays.reduce(
    (s, p) => s + Math.max(0, Math.min(to, p.endMs) - Math.max(from, p.startMs)),
    0,
  );
}

/** The match score after a score of `points` by `side`, from the last scoring incident. */
function scoreAfter(out: readonly TrackerIncident[], side: Side | null, points: number) {
  let before = { home: 0, away: 0 };
  for (const i of out) if (i.score) before = i.score;
  return side === 0
    ? { home: before.home + points, away: before.away }
    : { home: before.home, away: before.away + points };
}
