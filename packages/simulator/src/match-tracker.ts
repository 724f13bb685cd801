import { TRACKER_KINDS, type TrackerKind } from '@touchline/betting';
import {
  totalPlayMs,
  type Incident,
  type MatchContext,
  type MatchScript,
  type Phase,
} from './match-script';
import { EFOOTBALL_CONFIG, FOOTBALL_CONFIG, expectedGoals } from './models/football-model';
import { intBetween, mulberry32, poissonSample, streamSeed, type Random } from './random';
import { americanFootballIncidents, type AmericanFootballState } from './american-football-tracker';
import { baseballIncidents, type BaseballState } from './baseball-tracker';
import { cricketIncidents, type CricketState } from './cricket-tracker';
import { tennisIncidents, type TennisState } from './tennis-tracker';
import { volleyballIncidents, type VolleyballState } from './volleyball-tracker';
import { clockOf, sideOf, spotOf } from './tracker-incidents';

/**
 * The match tracker's play-by-play (issue 12): what a data provider's "match tracker" feed
 * says happened on the pitch or court — attacks, dangerous attacks, shots, corners, free kicks,
 * cards, points, fouls, time-outs, the start and end of each period — with where the ball was.
 *
 * It is drawn from its own seeded stream (`streamSeed(seed, 'tracker', eventId)`), after the
 * match script: the script's scores, prices and every feed message are unchanged by it, and it
 * agrees with them — every goal (point) of the script is a `goal` (`point`) here at the same
 * instant, for the same side, with the match score after it.
 */

export { TRACKER_KINDS, type TrackerKind };

export type TrackerPitch =
  | 'football'
  | 'basketball'
  | 'tennis'
  | 'icehockey'
  | 'volleyball'
  | 'americanfootball'
  | 'cricket'
  | 'baseball';

/** The sports with a tracker, and the drawing each uses. */
export const TRACKER_PITCH_BY_SPORT: Readonly<Record<string, TrackerPitch>> = {
  FOOT: 'football',
  EFOT: 'football',
  BASK: 'basketball',
  EBSK: 'basketball',
  TENN: 'tennis',
  ICEH: 'icehockey',
  VOLL: 'volleyball',
  AMFB: 'americanfootball',
  CRIC: 'cricket',
  BASE: 'baseball',
};

/**
 * A simulated football, basketball, ice hockey or American football match never has more tracker incidents than this: the
 * platform keeps this many per event, so a whole match's statistics can be read from what it
 * keeps. A tennis or volleyball match has one per point (often more than this): each carries
 * the match as it stands (`tennis`, `volleyball`), so the latest kept says the score and the
 * statistics; so does a cricket match, one incident a ball (`cricket`), and a baseball game,
 * one a plate appearance (`baseball`).
 */
export const TRACKER_MAX_INCIDENTS = 200;

export interface TrackerIncident {
  /** Position in the event's stream, from 1: a stable id and the reader's cursor. */
  readonly seq: number;
  /** Simulated ms since the start (as the script's incidents). */
  readonly atMs: number;
  readonly kind: TrackerKind;
  /** The team it belongs to (the attacker, the scorer, the booked or fouling team); null for period marks. */
  readonly side: 'home' | 'away' | null;
  readonly opponentId: number | null;
  /**
   * Where the ball was, 0–100 on both axes: x from the home team's goal (or basket) line to the
   * away team's, y from one touchline to the other. Home attacks towards x = 100.
   */
  readonly x: number;
  readonly y: number;
  /** Clock minutes at the instant (the live clock's value). */
  readonly minute: number;
  /** The period being played (half, quarter, overtime number). */
  readonly period: number;
  /** Goal: 1; point: 1, 2 or 3 (a volleyball rally: 1); otherwise null. */
  readonly points: number | null;
  /**
   * The match score after a goal or point (volleyball: the set's points); null otherwise
   * (tennis: see `tennis`).
   */
  readonly score: { readonly home: number; readonly away: number } | null;
  /** Tennis only: the match after the incident. */
  readonly tennis?: TennisState;
  /** Volleyball only: the match after the incident. */
  readonly volleyball?: VolleyballState;
  /** American football only: the game after the incident (possession, down, distance, totals). */
  readonly americanFootball?: AmericanFootballState;
  /** Cricket only: the match after the ball (innings, target, this over, totals). */
  readonly cricket?: CricketState;
  /** Baseball only: the game after the plate appearance (inning, half, outs, bases, line score). */
  readonly baseball?: BaseballState;
}

type Draft = Omit<TrackerIncident, 'seq' | 'minute' | 'period'> & {
  /** Scripted (goals, points, period marks): never moved, never dropped. */
  readonly fixed: boolean;
};

const SECOND = 1000;

/** The tracker of an event, or null when its sport has none. Pure in (ctx, script). */
export function trackerIncidents(
  ctx: MatchContext,
  script: MatchScript,
): readonly TrackerIncident[] | null {
  const pitch = TRACKER_PITCH_BY_SPORT[ctx.sportCode];
  if (!pitch) return null;
  const rng = mulberry32(streamSeed(ctx.seed, 'tracker', ctx.eventId));
  if (pitch === 'tennis') return tennisIncidents(ctx, script, rng);
  if (pitch === 'volleyball') return volleyballIncidents(ctx, script, rng);
  if (pitch === 'cricket') return cricketIncidents(ctx, script, rng);
  if (pitch === 'baseball') return baseballIncidents(ctx, script, rng);
  if (pitch === 'americanfootball') {
    return americanFootballIncidents(ctx, script, rng, TRACKER_MAX_INCIDENTS);
  }
  const drafts =
    pitch === 'football'
      ? footballDrafts(ctx, script, rng)
      : pitch === 'basketball'
        ? basketballDrafts(ctx, script, rng)
        : iceHockeyDrafts(ctx, script, rng);
  return finish(script, trimmed(drafts));
}

// ---------------------------------------------------------------------------------------------
// Shared
// ---------------------------------------------------------------------------------------------

interface Scored {
  readonly atMs: number;
  readonly side: 0 | 1;
  readonly points: number;
  readonly home: number;
  readonly away: number;
}

/** The script's scoring incidents: who scored, how much, and the match score after. */
function scoringOf(ctx: MatchContext, incidents: readonly Incident[]): Scored[] {
  const entries = new Map<string, number>();
  const totals = [0, 0];
  const out: Scored[] = [];
  for (const incident of incidents) {
    const before = [totals[0] ?? 0, totals[1] ?? 0];
    for (const s of incident.scores) {
      const key = `${s.opponentId}|${s.periodKey}|${s.periodInstance}`;
      const side = s.opponentId === ctx.home.id ? 0 : 1;
      totals[side] = (totals[side] ?? 0) + s.score - (entries.get(key) ?? 0);
      entries.set(key, s.score);
    }
    for (const side of [0, 1] as const) {
      const points = (totals[side] ?? 0) - (before[side] ?? 0);
      if (points > 0) {
        out.push({
          atMs: incident.atMs,
          side,
          points,
          home: totals[0] ?? 0,
          away: totals[1] ?? 0,
        });
      }
    }
  }
  return out;
}

/** x as seen by the attacking side: home attacks towards 100, away towards 0. */
const towards = (side: 0 | 1, x: number) => (side === 0 ? x : 100 - x);

function between(rng: Random, lo: number, hi: number): number {
  return intBetween(rng, lo, hi);
}

function draft(
  ctx: MatchContext,
  atMs: number,
  kind: TrackerKind,
  side: 0 | 1 | null,
  x: number,
  y: number,
  extra: { fixed?: boolean; points?: number; score?: { home: number; away: number } } = {},
): Draft {
  return {
    atMs,
    kind,
    ...sideOf(ctx, side),
    ...spotOf(x, y),
    points: extra.points ?? null,
    score: extra.score ?? null,
    fixed: extra.fixed ?? false,
  };
}

function playPhases(script: MatchScript): Phase[] {
  return script.phases.filter((p) => p.kind === 'play');
}

function periodMarks(ctx: MatchContext, script: MatchScript): Draft[] {
  return playPhases(script).flatMap((phase) => [
    draft(ctx, phase.startMs, 'period_start', null, 50, 50, { fixed: true }),
    draft(ctx, phase.endMs, 'period_end', null, 50, 50, { fixed: true }),
  ]);
}

/** Times within `margin` of a scripted incident are left to that incident's own build-up. */
function clearOf(times: readonly number[], atMs: number, margin: number): boolean {
  return times.every((t) => Math.abs(t - atMs) > margin);
}

/**
 * Keeps a match within TRACKER_MAX_INCIDENTS: plain attacks (then fouls and time-outs) go
 * first, evenly; scripted incidents always stay.
 */
function trimmed(drafts: Draft[]): Draft[] {
  let excess = drafts.length - TRACKER_MAX_INCIDENTS;
  if (excess <= 0) return drafts;
  const drop = new Set<Draft>();
  for (const kind of ['attack', 'foul', 'timeout', 'free_kick', 'shot_off_target'] as const) {
    const candidates = drafts.filter((d) => d.kind === kind && !d.fixed);
    const n = Math.min(excess, candidates.length);
    for (let i = 0; i < n; i++) {
      const victim = candidates[Math.floor((i * candidates.length) / n)];
      if (victim) drop.add(victim);
    }
    excess -= n;
    if (excess <= 0) break;
  }
  return drafts.filter((d) => !drop.has(d));
}

/** Orders, numbers and clocks the drafts (ties: scripted first, so a goal is never moved). */
function finish(script: MatchScript, drafts: readonly Draft[]): TrackerIncident[] {
  const sorted = [...drafts].sort(
    (a, b) => a.atMs - b.atMs || Number(b.fixed) - Number(a.fixed) || order(a) - order(b),
  );
  const plays = playPhases(script);
  const out: TrackerIncident[] = [];
  let last = Number.NEGATIVE_INFINITY;
  for (const d of sorted) {
    // Unscripted incidents never share an instant with the one before.
    const atMs = d.fixed || d.atMs > last ? d.atMs : last + 1;
    last = Math.max(last, atMs);
    const phase =
      plays.find((p) => atMs >= p.startMs && atMs < p.endMs) ??
      [...plays].reverse().find((p) => atMs >= p.startMs) ??
      plays[0];
    const { fixed: _fixed, ...incident } = d;
    // The field sports' key order (seq after the score) is kept as it was: their output is pinned.
    out.push({ ...incident, atMs, seq: out.length + 1, ...clockOf(phase, atMs) });
  }
  return out;
}

/** Period ends come before the next period's start at the same instant, starts before play. */
function order(d: Draft): number {
  if (d.kind === 'period_end') return 0;
  if (d.kind === 'period_start') return 1;
  return 2;
}

// ---------------------------------------------------------------------------------------------
// Football
// ---------------------------------------------------------------------------------------------

/** Attacking moves per match (build-ups of the script's goals come on top). */
const FOOTBALL_MOVES = 85;
const YELLOW_CARDS_PER_MATCH = 3.6;
const RED_CARD_CHANCE = 0.08;
const GOAL_CLEARANCE_MS = 40 * SECOND;

function footballDrafts(ctx: MatchContext, script: MatchScript, rng: Random): Draft[] {
  const config = ctx.sportCode === 'EFOT' ? EFOOTBALL_CONFIG : FOOTBALL_CONFIG;
  const xg = expectedGoals(config, ctx.homeRating, ctx.awayRating);
  // The stronger side has more of the ball, tempered: even a big gap is not 90 % of the play.
  const homeShare = 0.5 + 0.35 * ((xg.home - xg.away) / (xg.home + xg.away));
  const pickSide = (): 0 | 1 => (rng() < homeShare ? 0 : 1);
  const out: Draft[] = periodMarks(ctx, script);
  const goals = scoringOf(ctx, script.incidents);
  const goalTimes = goals.map((g) => g.atMs);
  const plays = playPhases(script);

  // Each goal: the attack, the dangerous attack and the goal itself, at the script's instant.
  for (const goal of goals) {
    const phase = plays.find((p) => goal.atMs >= p.startMs && goal.atMs < p.endMs);
    const earliest = (phase?.startMs ?? 0) + SECOND;
    const previous = goalTimes.filter((t) => t < goal.atMs).at(-1) ?? Number.NEGATIVE_INFINITY;
    const attackAt = goal.atMs - between(rng, 18, 30) * SECOND;
    const dangerAt = goal.atMs - between(rng, 6, 12) * SECOND;
    if (attackAt > earliest && attackAt > previous + SECOND) {
      out.push(
        draft(
          ctx,
          attackAt,
          'attack',
          goal.side,
          towards(goal.side, between(rng, 55, 72)),
          between(rng, 15, 85),
        ),
      );
    }
    if (dangerAt > earliest && dangerAt > previous + SECOND) {
      out.push(
        draft(
          ctx,
          dangerAt,
          'dangerous_attack',
          goal.side,
          towards(goal.side, between(rng, 76, 88)),
          between(rng, 25, 75),
        ),
      );
    }
    out.push(
      draft(
        ctx,
        goal.atMs,
        'goal',
        goal.side,
        towards(goal.side, between(rng, 88, 96)),
        between(rng, 38, 62),
        {
          fixed: true,
          points: 1,
          score: { home: goal.home, away: goal.away },
        },
      ),
    );
  }

  // Attacking moves: an attack, often a dangerous one, and what came of it.
  const total = totalPlayMs(script);
  const meanGap = total / FOOTBALL_MOVES;
  for (const phase of plays) {
    let t = phase.startMs + between(rng, 5, 15) * SECOND;
    for (;;) {
      t += Math.floor(meanGap * (0.4 + 1.2 * rng()));
      if (t > phase.endMs - 20 * SECOND) break;
      const side = pickSide();
      const chain = moveChain(ctx, rng, side, t);
      if (chain.every((d) => clearOf(goalTimes, d.atMs, GOAL_CLEARANCE_MS))) out.push(...chain);
    }
  }

  // Cards: a foul (the fouled side's free kick) and the booking a second later.
  const cards: { kind: 'yellow_card' | 'red_card'; atMs: number }[] = [];
  const yellows = poissonSample(rng, YELLOW_CARDS_PER_MATCH);
  const instant = () => {
    let at = Math.floor(rng() * total);
    for (const phase of plays) {
      const length = phase.endMs - phase.startMs;
      if (at < length)
        return phase.startMs + Math.max(10 * SECOND, Math.min(at, length - 10 * SECOND));
      at -= length;
    }
    return plays[0]?.startMs ?? 0;
  };
  for (let i = 0; i < yellows; i++) cards.push({ kind: 'yellow_card', atMs: instant() });
  if (rng() < RED_CARD_CHANCE) cards.push({ kind: 'red_card', atMs: instant() });
  for (const card of cards) {
    const booked = pickSide() === 0 ? 1 : 0;
    const fouled: 0 | 1 = booked === 0 ? 1 : 0;
    const x = towards(fouled, between(rng, 35, 82));
    const y = between(rng, 8, 92);
    if (!clearOf(goalTimes, card.atMs, GOAL_CLEARANCE_MS)) continue;
    out.push(draft(ctx, card.atMs, 'free_kick', fouled, x, y));
    out.push(draft(ctx, card.atMs + SECOND, card.kind, booked, x, y));
  }
  return out;
}

function moveChain(ctx: MatchContext, rng: Random, side: 0 | 1, at: number): Draft[] {
  const chain = [
    draft(ctx, at, 'attack', side, towards(side, between(rng, 52, 72)), between(rng, 10, 90)),
  ];
  if (rng() >= 0.5) return chain;
  const dangerAt = at + between(rng, 4, 10) * SECOND;
  chain.push(
    draft(
      ctx,
      dangerAt,
      'dangerous_attack',
      side,
      towards(side, between(rng, 75, 90)),
      between(rng, 20, 80),
    ),
  );
  const outcomeAt = dangerAt + between(rng, 2, 6) * SECOND;
  const r = rng();
  if (r < 0.22) {
    chain.push(
      draft(
        ctx,
        outcomeAt,
        'shot_on_target',
        side,
        towards(side, between(rng, 80, 92)),
        between(rng, 35, 65),
      ),
    );
  } else if (r < 0.45) {
    chain.push(
      draft(
        ctx,
        outcomeAt,
        'shot_off_target',
        side,
        towards(side, between(rng, 72, 90)),
        between(rng, 25, 75),
      ),
    );
  } else if (r < 0.62) {
    chain.push(draft(ctx, outcomeAt, 'corner', side, towards(side, 99), rng() < 0.5 ? 1 : 99));
  } else if (r < 0.72) {
    chain.push(
      draft(
        ctx,
        outcomeAt,
        'free_kick',
        side,
        towards(side, between(rng, 66, 80)),
        between(rng, 20, 80),
      ),
    );
  }
  return chain;
}

// ---------------------------------------------------------------------------------------------
// Basketball
// ---------------------------------------------------------------------------------------------

const FOULS_PER_PERIOD = 3.5;
const TIMEOUTS_PER_MATCH = 6;

function basketballDrafts(ctx: MatchContext, script: MatchScript, rng: Random): Draft[] {
  const out: Draft[] = periodMarks(ctx, script);
  const plays = playPhases(script);
  const scoring = scoringOf(ctx, script.incidents);
  const scoreTimes = scoring.map((s) => s.atMs);
  for (const play of scoring) {
    const { x, y } = shotSpot(rng, play.points);
    out.push(
      draft(ctx, play.atMs, 'point', play.side, towards(play.side, x), y, {
        fixed: true,
        points: play.points,
        score: { home: play.home, away: play.away },
      }),
    );
  }
  const free = (atMs: number) => clearOf(scoreTimes, atMs, 2 * SECOND);
  for (const phase of plays) {
    const length = phase.endMs - phase.startMs;
    const fouls = poissonSample(
      rng,
      FOULS_PER_PERIOD * 2 * Math.min(1, length / (12 * 60 * SECOND) + 0.3),
    );
    for (let i = 0; i < fouls; i++) {
      const atMs =
        phase.startMs + 5 * SECOND + Math.floor(rng() * Math.max(0, length - 10 * SECOND));
      if (!free(atMs)) continue;
      const side: 0 | 1 = rng() < 0.5 ? 0 : 1;
      // The foul is where the fouled team was attacking.
      out.push(
        draft(
          ctx,
          atMs,
          'foul',
          side,
          towards(side === 0 ? 1 : 0, between(rng, 60, 92)),
          between(rng, 10, 90),
        ),
      );
    }
  }
  const total = totalPlayMs(script);
  const timeouts = poissonSample(rng, TIMEOUTS_PER_MATCH);
  for (let i = 0; i < timeouts; i++) {
    let at = Math.floor(rng() * total);
    for (const phase of plays) {
      const length = phase.endMs - phase.startMs;
      if (at < length) {
        const atMs = phase.startMs + Math.max(30 * SECOND, Math.min(at, length - 30 * SECOND));
        if (free(atMs)) out.push(draft(ctx, atMs, 'timeout', rng() < 0.5 ? 0 : 1, 50, 50));
        break;
      }
      at -= length;
    }
  }
  return out;
}

/** Where a basket of `points` was scored from, as the attacking side sees it (basket at x ≈ 95). */
function shotSpot(rng: Random, points: number): { x: number; y: number } {
  if (points === 1) return { x: 81, y: 50 };
  if (points >= 3) {
    if (rng() < 0.25) return { x: between(rng, 88, 94), y: rng() < 0.5 ? 6 : 94 };
    return { x: between(rng, 64, 72), y: between(rng, 18, 82) };
  }
  return { x: between(rng, 78, 93), y: between(rng, 28, 72) };
}

// ---------------------------------------------------------------------------------------------
// Ice hockey
// ---------------------------------------------------------------------------------------------

/**
 * Ice hockey (docs/decisions.md "Ice hockey tracker"): a 60 m rink, x from the home goal end
 * (0) to the away one (100). The goals stand on the goal lines at x ≈ 7 and 93, the blue lines
 * at x ≈ 38 and 62: an attack is a puck carried over the opponent's blue line, a dangerous
 * attack one worked into the slot, a shot one that reached the goaltender (`shot_on_target`) or
 * missed the net (`shot_off_target`). A 2-minute minor penalty has no kind of its own: it is a
 * `foul` of the penalised team (the web names it a penalty on the rink).
 */
const HOCKEY_MOVES_PER_PERIOD = 24;
const HOCKEY_PENALTIES_PER_MATCH = 7;
const HOCKEY_GOAL_CLEARANCE_MS = 20 * SECOND;

function iceHockeyDrafts(ctx: MatchContext, script: MatchScript, rng: Random): Draft[] {
  const out: Draft[] = periodMarks(ctx, script);
  const plays = playPhases(script);
  // The shootout (the period after overtime) is no open play: its deciding goal only.
  const open = plays.filter((p) => p.number <= ICE_HOCKEY_OPEN_PERIODS);
  const goals = scoringOf(ctx, script.incidents);
  const goalTimes = goals.map((g) => g.atMs);
  // The stronger side carries the puck more, tempered as in football.
  const homeShare =
    0.5 + 0.3 * ((ctx.homeRating - ctx.awayRating) / (ctx.homeRating + ctx.awayRating));
  const pickSide = (): 0 | 1 => (rng() < homeShare ? 0 : 1);

  // Each goal: the rush into the slot a few seconds before, and the goal at the script's instant.
  for (const goal of goals) {
    const phase = plays.find((p) => goal.atMs >= p.startMs && goal.atMs < p.endMs);
    const earliest = (phase?.startMs ?? 0) + SECOND;
    const previous = goalTimes.filter((t) => t < goal.atMs).at(-1) ?? Number.NEGATIVE_INFINITY;
    const dangerAt = goal.atMs - between(rng, 4, 9) * SECOND;
    const inOpenPlay = phase !== undefined && phase.number <= ICE_HOCKEY_OPEN_PERIODS;
    if (inOpenPlay && dangerAt > earliest && dangerAt > previous + SECOND) {
      out.push(
        draft(
          ctx,
          dangerAt,
          'dangerous_attack',
          goal.side,
          towards(goal.side, between(rng, 76, 88)),
          between(rng, 25, 75),
        ),
      );
    }
    out.push(
      draft(
        ctx,
        goal.atMs,
        'goal',
        goal.side,
        towards(goal.side, between(rng, 82, 91)),
        between(rng, 38, 62),
        { fixed: true, points: 1, score: { home: goal.home, away: goal.away } },
      ),
    );
  }

  // Rushes over the blue line: an attack, often worked into the slot, often ending in a shot.
  const clear = (atMs: number) => clearOf(goalTimes, atMs, HOCKEY_GOAL_CLEARANCE_MS);
  for (const phase of open) {
    const length = phase.endMs - phase.startMs;
    const moves = Math.max(1, Math.round((HOCKEY_MOVES_PER_PERIOD * length) / (20 * 60 * SECOND)));
    const meanGap = length / moves;
    let t = phase.startMs + between(rng, 8, 20) * SECOND;
    for (;;) {
      t += Math.floor(meanGap * (0.4 + 1.2 * rng()));
      if (t > phase.endMs - 15 * SECOND) break;
      const chain = rushChain(ctx, rng, pickSide(), t);
      if (chain.every((d) => clear(d.atMs) && d.atMs < phase.endMs - SECOND)) out.push(...chain);
    }
  }

  // Minor penalties: the penalised team's foul, anywhere on the ice.
  const total = open.reduce((sum, p) => sum + (p.endMs - p.startMs), 0);
  const penalties = poissonSample(rng, (HOCKEY_PENALTIES_PER_MATCH * total) / (60 * 60 * SECOND));
  for (let i = 0; i < penalties; i++) {
    let at = Math.floor(rng() * total);
    for (const phase of open) {
      const length = phase.endMs - phase.startMs;
      if (at < length) {
        const atMs = phase.startMs + Math.max(10 * SECOND, Math.min(at, length - 10 * SECOND));
        const side = pickSide() === 0 ? 1 : 0;
        const x = between(rng, 8, 92);
        const y = between(rng, 6, 94);
        if (clear(atMs)) out.push(draft(ctx, atMs, 'foul', side, x, y));
        break;
      }
      at -= length;
    }
  }
  return out;
}

/** Regulation and overtime; the period after them is the shootout. */
const ICE_HOCKEY_OPEN_PERIODS = 4;

function rushChain(ctx: MatchContext, rng: Random, side: 0 | 1, at: number): Draft[] {
  const chain = [
    draft(ctx, at, 'attack', side, towards(side, between(rng, 63, 78)), between(rng, 8, 92)),
  ];
  let next = at + between(rng, 3, 8) * SECOND;
  if (rng() < 0.45) {
    chain.push(
      draft(
        ctx,
        next,
        'dangerous_attack',
        side,
        towards(side, between(rng, 76, 88)),
        between(rng, 25, 75),
      ),
    );
    next += between(rng, 1, 4) * SECOND;
  }
  const r = rng();
  if (r < 0.55) {
    chain.push(
      draft(
        ctx,
        next,
        'shot_on_target',
        side,
        towards(side, between(rng, 70, 90)),
        between(rng, 20, 80),
      ),
    );
  } else if (r < 0.75) {
    chain.push(
      draft(
        ctx,
        next,
        'shot_off_target',
        side,
        towards(side, between(rng, 68, 90)),
        between(rng, 15, 85),
      ),
    );
  }
  return chain;
}
