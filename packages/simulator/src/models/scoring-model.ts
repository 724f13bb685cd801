import type { PeriodAbbreviation, PeriodScore } from '@touchline/betting';
import { expectOver, goalGrid } from '../goal-grid';
import {
  type Incident,
  type MarketSpec,
  type MatchContext,
  type MatchScript,
  type MatchView,
  type OutcomeSpec,
  type Phase,
  type SportModel,
  pastIncidents,
  remainingPlayMs,
  scoreOf,
  totalOf,
  wonIf,
} from '../match-script';
import { MARKET_TYPES, periodIdOf, type MarketStyle, type PeriodPair } from '../market-types';
import type { SimOutcomeResult } from '../model';
import { normalCdf } from '../normal';
import { mulberry32, poissonSample, streamSeed, weightedIndex } from '../random';
import { alertWindow } from './football-model';

/**
 * Sports scored by plays of known value: basketball and e-basketball (1/2/3-point plays),
 * American football (touchdowns and field goals), ice hockey and baseball (single goals and
 * runs). Each side's plays arrive as a Poisson process over the regulation time; a tie goes to
 * overtime. Low-scoring sports (every play worth 1) are priced exactly over the remaining-goals
 * grid, the others from a normal approximation of the final margin and total whose variance is
 * the process's own (plays × E[value²]).
 */

export interface PlayValue {
  readonly points: number;
  readonly weight: number;
}

export interface ScoringConfig {
  readonly periods: number;
  readonly periodMinutes: number;
  /** Break after each period (index 0 = after period 1). */
  readonly breakMinutes: readonly number[];
  /** Score entries' period key, e.g. QTR; overtime uses `overtimeKey`. */
  readonly periodKey: string;
  readonly abbreviation: PeriodAbbreviation;
  readonly periodName: (n: number) => string;
  readonly overtime:
    | { readonly kind: 'periods'; readonly minutes: number; readonly max: number }
    | { readonly kind: 'sudden-death'; readonly minutes: number; readonly shootout: boolean }
    | { readonly kind: 'extra-periods'; readonly max: number };
  readonly overtimeKey: string;
  readonly values: readonly PlayValue[];
  /** Points per side per regulation match at equal ratings. */
  readonly basePoints: number;
  /** Relative points change per rating point of difference. */
  readonly ratingEffect: number;
  readonly homeAdvantage: number;
  /** Scoring plays suspend the markets (goals, runs, touchdowns); basketball points do not. */
  readonly playsSuspend: boolean;
  readonly fullTime: PeriodPair;
  /** Ice hockey: a 3-way market on regulation time. */
  readonly regulation?: PeriodPair;
  readonly handicapLines: readonly number[];
  readonly totalLinesOffsets: readonly number[];
  /** Basketball extras: odd/even, race to 20/15/10, quarter markets. */
  readonly basketballExtras?: { readonly quarter: PeriodPair };
  readonly names: { readonly handicap: string; readonly total: string; readonly winner: string };
  /**
   * Baseball (docs/decisions.md "Baseball tracker"): each period is an inning of two halves, the
   * away side's runs in the top half, the home side's in the bottom; the bottom of the last
   * inning is not played when the home side leads, and the home side's winning run there ends
   * the game (a walk-off).
   */
  readonly halfInnings?: boolean;
}

/** Where a half-innings period's bottom half starts (the top half is its first half). */
export function bottomHalfStart(config: Pick<ScoringConfig, 'periodMinutes'>, phase: Phase) {
  return phase.startMs + (config.periodMinutes * minute) / 2;
}

const minute = 60_000;

export const SCORING_KEYS = {
  winner: 1,
  regulationResult: 2,
  firstHandicap: 3,
  firstTotal: 6,
  oddEven: 9,
  raceTo20: 10,
  raceTo15: 11,
  raceTo10: 12,
  quarterWinnerBase: 20,
  quarterTotalBase: 30,
  liveOffset: 100,
} as const;

function meanValue(config: ScoringConfig): number {
  const total = config.values.reduce((s, v) => s + v.weight, 0);
  return config.values.reduce((s, v) => s + v.points * v.weight, 0) / total;
}

/** Var(points) = E[plays] × E[value²] = points × E[value²] / E[value]. */
function varianceFactor(config: ScoringConfig): number {
  const total = config.values.reduce((s, v) => s + v.weight, 0);
  const second = config.values.reduce((s, v) => s + v.points ** 2 * v.weight, 0) / total;
  return second / meanValue(config);
}

export function expectedPoints(config: ScoringConfig, ctx: MatchContext) {
  const diff = ctx.homeRating - ctx.awayRating;
  return {
    home: config.basePoints * (1 + config.ratingEffect * diff) * config.homeAdvantage,
    away: (config.basePoints * (1 - config.ratingEffect * diff)) / config.homeAdvantage,
  };
}

/** Probability the home side wins an overtime (its share of the scoring rate). */
function overtimeShare(config: ScoringConfig, ctx: MatchContext): number {
  const p = expectedPoints(config, ctx);
  return p.home / (p.home + p.away);
}

interface Play {
  readonly atMs: number;
  readonly side: number;
  readonly points: number;
  readonly period: number;
  readonly key: string;
}

function scoringScript(config: ScoringConfig, ctx: MatchContext): MatchScript {
  const rng = mulberry32(streamSeed(ctx.seed, 'script', ctx.eventId));
  const phases: Phase[] = [];
  let t = 0;
  let clock = 0;
  const addPlay = (
    number: number,
    minutes: number,
    description: string,
    abbr: PeriodAbbreviation,
  ) => {
    phases.push({
      startMs: t,
      endMs: t + minutes * minute,
      kind: 'play',
      number,
      description,
      abbreviation: abbr,
      clockStart: clock,
    });
    t += minutes * minute;
    clock += minutes;
  };
  const addBreak = (
    number: number,
    minutes: number,
    description: string,
    abbr: PeriodAbbreviation,
  ) => {
    if (minutes <= 0) return;
    phases.push({
      startMs: t,
      endMs: t + minutes * minute,
      kind: 'break',
      number,
      description,
      abbreviation: abbr,
      clockStart: clock,
    });
    t += minutes * minute;
  };
  for (let n = 1; n <= config.periods; n++) {
    addPlay(n, config.periodMinutes, config.periodName(n), config.abbreviation);
    if (n < config.periods) {
      addBreak(
        n,
        config.breakMinutes[n - 1] ?? 0,
        `End of ${config.periodName(n)}`,
        config.abbreviation,
      );
    }
  }
  const points = expectedPoints(config, ctx);
  const playsPerMatch = [points.home, points.away].map((p) => p / meanValue(config));
  const regulationMs = config.periods * config.periodMinutes * minute;
  const weights = config.values.map((v) => v.weight);
  const plays: Play[] = [];
  const drawPlays = (phase: Phase, key: string, period: number) => {
    const share = (phase.endMs - phase.startMs) / regulationMs;
    playsPerMatch.forEach((rate, side) => {
      const n = poissonSample(rng, rate * share);
      // Half innings: the away side (1) bats in the top half, the home side in the bottom.
      const from =
        config.halfInnings && side === 0 ? bottomHalfStart(config, phase) : phase.startMs;
      const to = config.halfInnings && side === 1 ? bottomHalfStart(config, phase) : phase.endMs;
      for (let i = 0; i < n; i++) {
        plays.push({
          atMs: from + 500 + Math.floor(rng() * (to - from - 1000)),
          side,
          points: config.values[weightedIndex(rng, weights)]?.points ?? 1,
          period,
          key,
        });
      }
    });
  };
  for (const phase of phases) {
    if (phase.kind === 'play') drawPlays(phase, config.periodKey, phase.number);
  }
  /**
   * The last inning played so far, when the home side's half decides it: not played at all when
   * the home side leads after the top half, over at the home side's winning run. Plays after the
   * end are dropped and the inning (the game) ends there.
   */
  const settleLastInning = () => {
    const index = phases.length - 1;
    const phase = phases[index];
    if (!config.halfInnings || !phase || phase.kind !== 'play') return;
    const inning = phase.number;
    let home = 0;
    let away = 0;
    for (const p of plays) {
      if (p.side === 1) away += p.points;
      else if (p.period < inning) home += p.points;
    }
    const bottom = plays
      .filter((p) => p.side === 0 && p.period === inning)
      .sort((a, b) => a.atMs - b.atMs);
    let endMs = phase.endMs;
    let kept = 0;
    if (home > away) endMs = bottomHalfStart(config, phase);
    else {
      for (const p of bottom) {
        kept++;
        home += p.points;
        if (home > away) {
          endMs = Math.min(p.atMs + 1000, phase.endMs);
          break;
        }
      }
    }
    const dropped = new Set(home > away ? bottom.slice(kept) : []);
    if (dropped.size === 0 && endMs === phase.endMs) return;
    for (let k = plays.length - 1; k >= 0; k--) {
      const p = plays[k];
      if (p && dropped.has(p)) plays.splice(k, 1);
    }
    phases[index] = { ...phase, endMs };
    t = endMs;
  };
  settleLastInning();
  const totals = () => {
    const sums = [0, 0];
    for (const p of plays) sums[p.side] = (sums[p.side] ?? 0) + p.points;
    return sums;
  };
  const tied = () => {
    const [h = 0, a = 0] = totals();
    return h === a;
  };
  const share = overtimeShare(config, ctx);
  const ot = config.overtime;
  let otCount = 0;
  if (ot.kind === 'periods') {
    while (tied() && otCount < ot.max) {
      otCount++;
      addBreak(config.periods + otCount - 1, 2, 'Before Overtime', 'ET');
      addPlay(config.periods + otCount, ot.minutes, `Overtime ${otCount}`, 'ET');
      const phase = phases[phases.length - 1];
      if (phase) drawPlays(phase, config.overtimeKey, otCount);
    }
    if (tied()) {
      const phase = phases[phases.length - 1];
      plays.push({
        atMs: (phase?.endMs ?? t) - 1000,
        side: rng() < share ? 0 : 1,
        points: 1,
        period: otCount,
        key: config.overtimeKey,
      });
    }
  } else if (ot.kind === 'sudden-death' && tied()) {
    addBreak(config.periods, 2, 'Before Overtime', 'ET');
    addPlay(config.periods + 1, ot.minutes, 'Overtime', 'ET');
    const phase = phases[phases.length - 1];
    const rate =
      ((playsPerMatch[0] ?? 1) + (playsPerMatch[1] ?? 1)) * (ot.minutes / (regulationMs / minute));
    const side = rng() < share ? 0 : 1;
    const scoredInOt = rng() < 1 - Math.exp(-rate);
    if (phase && (scoredInOt || !ot.shootout)) {
      plays.push({
        atMs: phase.startMs + Math.floor(rng() * (phase.endMs - phase.startMs - 1000)),
        side,
        points: ot.shootout ? 1 : 3,
        period: 1,
        key: config.overtimeKey,
      });
      // Sudden death: the match ends at the deciding score.
      const last = plays[plays.length - 1];
      if (last) {
        phases[phases.length - 1] = { ...phase, endMs: last.atMs + 1000 };
        t = last.atMs + 1000;
      }
    } else if (phase) {
      addBreak(config.periods + 1, 1, 'Before Shootout', 'PENS');
      addPlay(config.periods + 2, 3, 'Shootout', 'PENS');
      plays.push({ atMs: t - 1000, side, points: 1, period: 1, key: 'PENS' });
    }
  } else if (ot.kind === 'extra-periods') {
    while (tied() && otCount < ot.max) {
      otCount++;
      addPlay(
        config.periods + otCount,
        config.periodMinutes,
        config.periodName(config.periods + otCount),
        config.abbreviation,
      );
      const phase = phases[phases.length - 1];
      if (phase) drawPlays(phase, config.periodKey, config.periods + otCount);
      settleLastInning();
    }
    if (tied()) {
      const side = rng() < share ? 0 : 1;
      const last = phases[phases.length - 1];
      // Half innings: an away run at the end of the top half (the home side then fails to answer).
      const atMs =
        config.halfInnings && side === 1 && last ? bottomHalfStart(config, last) - 1000 : t - 1000;
      plays.push({
        atMs,
        side,
        points: 1,
        period: config.periods + otCount,
        key: config.periodKey,
      });
    }
  }
  plays.sort((a, b) => a.atMs - b.atMs || a.side - b.side);
  const ids = [ctx.home.id, ctx.away.id];
  const entry = (side: number, key: string, period: number, score: number): PeriodScore => ({
    opponentId: ids[side] ?? 0,
    periodInstance: period,
    periodKey: key,
    score,
  });
  const incidents: Incident[] = [];
  const opened = new Set<string>();
  const counts = new Map<string, number>();
  // spec §3 scoresPerPeriod: each period starts at 0 for both sides (regulation periods).
  for (const phase of phases) {
    if (phase.kind !== 'play' || phase.number > config.periods) continue;
    incidents.push({
      atMs: phase.startMs,
      suspends: false,
      scores: [
        entry(0, config.periodKey, phase.number, 0),
        entry(1, config.periodKey, phase.number, 0),
      ],
    });
    opened.add(`${config.periodKey}|${phase.number}`);
  }
  for (const play of plays) {
    const k = `${play.side}|${play.key}|${play.period}`;
    const score = (counts.get(k) ?? 0) + play.points;
    counts.set(k, score);
    const scores = [entry(play.side, play.key, play.period, score)];
    if (!opened.has(`${play.key}|${play.period}`)) {
      opened.add(`${play.key}|${play.period}`);
      scores.unshift(entry(1 - play.side, play.key, play.period, 0));
    }
    incidents.push({ atMs: play.atMs, suspends: config.playsSuspend, scores });
  }
  incidents.sort((a, b) => a.atMs - b.atMs);
  const alert = rng() < 0.04 ? alertWindow(rng, t) : null;
  return { durationMs: t, phases, incidents, alert, lts: null };
}

// ---------------------------------------------------------------------------------------------
// Pricing
// ---------------------------------------------------------------------------------------------

interface Outlook {
  readonly home: number;
  readonly away: number;
  /** Expected points still to come in regulation. */
  readonly moreHome: number;
  readonly moreAway: number;
  /** P(home wins an overtime). */
  readonly otHome: number;
  readonly inOvertime: boolean;
}

function outlook(config: ScoringConfig, ctx: MatchContext, view: MatchView): Outlook {
  const p = expectedPoints(config, ctx);
  const regulationMs = config.periods * config.periodMinutes * minute;
  const left = remainingPlayMs(view, (ph) => ph.number <= config.periods) / regulationMs;
  const inOvertime = (view.phase?.number ?? 0) > config.periods || (view.final && left === 0);
  const keys = [...new Set([config.periodKey, config.overtimeKey, 'PENS'])];
  const sum = (id: number) => keys.reduce((s, k) => s + totalOf(view, id, k), 0);
  return {
    home: sum(ctx.home.id),
    away: sum(ctx.away.id),
    moreHome: p.home * left,
    moreAway: p.away * left,
    otHome: overtimeShare(config, ctx),
    inOvertime,
  };
}

/** P(final margin home − away > x) for an integer margin, tie resolved by `tie`. */
interface MarginModel {
  /** P(regulation margin = d). */
  pMargin(d: number): number;
  /** P(regulation margin > x) for a half-integer x. */
  pAbove(x: number): number;
  /** P(regulation total > x) for a half-integer x. */
  pTotalAbove(x: number): number;
}

function marginModel(config: ScoringConfig, o: Outlook): MarginModel {
  const allSingles = config.values.every((v) => v.points === 1);
  if (allSingles) {
    const grid = goalGrid(o.home, o.away, o.moreHome, o.moreAway);
    return {
      pMargin: (d) => expectOver(grid, (h, a) => (h - a === d ? 1 : 0)),
      pAbove: (x) => expectOver(grid, (h, a) => (h - a > x ? 1 : 0)),
      pTotalAbove: (x) => expectOver(grid, (h, a) => (h + a > x ? 1 : 0)),
    };
  }
  const sd = Math.sqrt(varianceFactor(config) * (o.moreHome + o.moreAway));
  const mean = o.home - o.away + o.moreHome - o.moreAway;
  const total = o.home + o.away + o.moreHome + o.moreAway;
  const cdf = (x: number, m: number) => (sd > 1e-9 ? normalCdf((x - m) / sd) : x >= m ? 1 : 0);
  return {
    pMargin: (d) => cdf(d + 0.5, mean) - cdf(d - 0.5, mean),
    pAbove: (x) => 1 - cdf(x, mean),
    pTotalAbove: (x) => 1 - cdf(x, total),
  };
}

interface FinalScore {
  readonly home: number;
  readonly away: number;
}

function finalScore(config: ScoringConfig, ctx: MatchContext, view: MatchView): FinalScore {
  const o = outlook(config, ctx, view);
  return { home: o.home, away: o.away };
}

function scoringMarkets(
  config: ScoringConfig,
  ctx: MatchContext,
  view: MatchView,
  inRunning: boolean,
): MarketSpec[] {
  const { home, away } = ctx;
  const o = outlook(config, ctx, view);
  const model = marginModel(config, o);
  const final = view.final;
  const score = finalScore(config, ctx, view);
  const offset = inRunning ? SCORING_KEYS.liveOffset : 0;
  const period = periodIdOf(config.fullTime, inRunning);
  const pTie = o.inOvertime ? 1 : model.pMargin(0);
  // In overtime the regulation margin is 0 and the overtime decides.
  const pHome = o.inOvertime ? o.otHome : model.pAbove(0.5) + pTie * o.otHome;
  const market = (
    key: number,
    marketTypeId: number,
    description: string,
    style: MarketStyle,
    outcomes: OutcomeSpec[],
    extra: Partial<MarketSpec> = {},
  ): MarketSpec => ({
    key: key + offset,
    marketTypeId,
    description,
    periodId: period,
    style,
    instance: null,
    outcomes,
    ...extra,
  });
  const outcome = (
    key: number,
    description: string,
    opponentId: number | null,
    probability: number,
    spread: number | null,
    result: SimOutcomeResult | undefined,
  ): OutcomeSpec => ({
    key,
    description,
    opponentId,
    probability,
    spread,
    ...(result !== undefined && { result }),
  });
  const decide = (decided: boolean, r: SimOutcomeResult): SimOutcomeResult | undefined =>
    decided ? r : undefined;

  const markets: MarketSpec[] = [
    market(SCORING_KEYS.winner, MARKET_TYPES.moneyLine, config.names.winner, 'TWO_WAY', [
      outcome(
        1,
        home.description,
        home.id,
        pHome,
        null,
        decide(final, wonIf(score.home > score.away)),
      ),
      outcome(
        2,
        away.description,
        away.id,
        1 - pHome,
        null,
        decide(final, wonIf(score.away > score.home)),
      ),
    ]),
  ];
  if (config.regulation) {
    const regulationOver = o.inOvertime || final;
    const regHome = regulationHomeAway(config, ctx, view);
    markets.push(
      market(
        SCORING_KEYS.regulationResult,
        MARKET_TYPES.matchResult,
        'Match Result (Regulation Time)',
        'WIN_DRAW_WIN',
        [
          outcome(
            1,
            home.description,
            home.id,
            o.inOvertime ? 0 : model.pAbove(0.5),
            null,
            decide(regulationOver, wonIf(regHome.home > regHome.away)),
          ),
          outcome(
            2,
            'Draw',
            null,
            pTie,
            null,
            decide(regulationOver, wonIf(regHome.home === regHome.away)),
          ),
          outcome(
            3,
            away.description,
            away.id,
            o.inOvertime ? 0 : 1 - model.pAbove(-0.5),
            null,
            decide(regulationOver, wonIf(regHome.home < regHome.away)),
          ),
        ],
        { periodId: periodIdOf(config.regulation, inRunning) },
      ),
    );
  }
  const p0 = expectedPoints(config, ctx);
  const favouriteLine =
    -(Math.floor(Math.abs(p0.home - p0.away)) + 0.5) * Math.sign(p0.home - p0.away || 1);
  config.handicapLines.forEach((delta, i) => {
    // Home handicap s: home covers when home + s > away. Overtime counts (tie → OT winner +1).
    const s = config.handicapLines.length === 2 ? delta : favouriteLine + delta;
    const otCover = o.otHome * (1 + s > 0 ? 1 : 0) + (1 - o.otHome) * (s - 1 > 0 ? 1 : 0);
    // P(D > −s) counts a tied regulation (D = 0) when −s < 0: that mass goes to overtime instead.
    const pCover = o.inOvertime ? otCover : model.pAbove(-s) - (-s < 0 ? pTie : 0) + pTie * otCover;
    const covered = score.home + s > score.away;
    markets.push(
      market(
        SCORING_KEYS.firstHandicap + i,
        MARKET_TYPES.handicap,
        `${config.names.handicap} ${s > 0 ? `+${s}` : s}`,
        'HANDICAP',
        [
          outcome(
            1,
            `${home.description} ${s > 0 ? `+${s}` : s}`,
            home.id,
            clamp01(pCover),
            s,
            decide(final, wonIf(covered)),
          ),
          outcome(
            2,
            `${away.description} ${-s > 0 ? `+${-s}` : -s}`,
            away.id,
            clamp01(1 - pCover),
            -s,
            decide(final, wonIf(!covered)),
          ),
        ],
        { slow: i !== Math.floor(config.handicapLines.length / 2) },
      ),
    );
  });
  const mainTotal = Math.floor(p0.home + p0.away) + 0.5;
  config.totalLinesOffsets.forEach((delta, i) => {
    const line = mainTotal + delta;
    const pOver = clamp01(model.pTotalAbove(line));
    const sum = score.home + score.away;
    const decided = final || sum > line;
    markets.push(
      market(
        SCORING_KEYS.firstTotal + i,
        MARKET_TYPES.total,
        `${config.names.total} Over/Under ${line}`,
        'OVER_UNDER',
        [
          outcome(1, `Over ${line}`, null, pOver, line, decide(decided, wonIf(sum > line))),
          outcome(2, `Under ${line}`, null, 1 - pOver, line, decide(decided, wonIf(sum < line))),
        ],
        { slow: delta !== 0 },
      ),
    );
  });
  if (config.basketballExtras) {
    markets.push(
      ...basketballExtras(
        config,
        config.basketballExtras.quarter,
        ctx,
        view,
        inRunning,
        o,
        market,
        outcome,
      ),
    );
  }
  return markets;
}

function clamp01(p: number): number {
  return Math.min(1, Math.max(0, p));
}

function regulationHomeAway(config: ScoringConfig, ctx: MatchContext, view: MatchView) {
  return {
    home: totalOf(view, ctx.home.id, config.periodKey),
    away: totalOf(view, ctx.away.id, config.periodKey),
  };
}

type MarketFn = (
  key: number,
  marketTypeId: number,
  description: string,
  style: MarketStyle,
  outcomes: OutcomeSpec[],
  extra?: Partial<MarketSpec>,
) => MarketSpec;
type OutcomeFn = (
  key: number,
  description: string,
  opponentId: number | null,
  probability: number,
  spread: number | null,
  result: SimOutcomeResult | undefined,
) => OutcomeSpec;

const RACE_TARGETS = [
  [SCORING_KEYS.raceTo20, MARKET_TYPES.raceTo20, 20],
  [SCORING_KEYS.raceTo15, MARKET_TYPES.raceTo15, 15],
  [SCORING_KEYS.raceTo10, MARKET_TYPES.raceTo10, 10],
] as const;

/**
 * spec betting-domain §9: basketball odd/even 180 and race to 20/15/10 points; quarter winner
 * and quarter total points (period 171 / 271).
 */
function basketballExtras(
  config: ScoringConfig,
  quarter: PeriodPair,
  ctx: MatchContext,
  view: MatchView,
  inRunning: boolean,
  o: Outlook,
  market: MarketFn,
  outcome: OutcomeFn,
): MarketSpec[] {
  const { home, away } = ctx;
  const final = view.final;
  const out: MarketSpec[] = [];
  // Parity flips with every 1- or 3-point play; plays ~ Poisson, so P(flip) = (1 − e^(−2λq))/2.
  const oddWeight = config.values
    .filter((v) => v.points % 2 === 1)
    .reduce((s, v) => s + v.weight, 0);
  const allWeight = config.values.reduce((s, v) => s + v.weight, 0);
  const morePlays = (o.moreHome + o.moreAway) / meanValue(config);
  const flip = (1 - Math.exp(-2 * morePlays * (oddWeight / allWeight))) / 2;
  const odd = (o.home + o.away) % 2 === 1;
  const pOdd = odd ? 1 - flip : flip;
  out.push(
    market(
      SCORING_KEYS.oddEven,
      MARKET_TYPES.oddEven,
      'Total Points Odd/Even',
      'ODD_EVEN',
      [
        outcome(1, 'Odd', null, pOdd, null, final ? wonIf(odd) : undefined),
        outcome(2, 'Even', null, 1 - pOdd, null, final ? wonIf(!odd) : undefined),
      ],
      { slow: true },
    ),
  );
  const p0 = expectedPoints(config, ctx);
  const regulationMs = config.periods * config.periodMinutes * minute;
  const rateHome = p0.home / regulationMs;
  const rateAway = p0.away / regulationMs;
  const vf = varianceFactor(config);
  for (const [key, typeId, target] of RACE_TARGETS) {
    const first = firstTo(ctx, view, target);
    const decided = first !== null || final;
    let pHome: number;
    if (first !== null) pHome = first === home.id ? 1 : 0;
    else {
      const needH = Math.max(0, target - o.home);
      const needA = Math.max(0, target - o.away);
      const tH = needH / rateHome;
      const tA = needA / rateAway;
      const sdH = Math.sqrt(vf * needH) / rateHome;
      const sdA = Math.sqrt(vf * needA) / rateAway;
      const sd = Math.sqrt(sdH ** 2 + sdA ** 2);
      pHome = sd > 0 ? normalCdf((tA - tH) / sd) : tH <= tA ? 1 : 0;
    }
    out.push(
      market(
        key,
        typeId,
        `Race To ${target} Points`,
        'RACE_TO',
        [
          outcome(
            1,
            home.description,
            home.id,
            pHome,
            null,
            decided ? wonIf(first === home.id) : undefined,
          ),
          outcome(
            2,
            away.description,
            away.id,
            1 - pHome,
            null,
            decided ? wonIf(first === away.id) : undefined,
          ),
        ],
        { slow: true },
      ),
    );
  }
  const quarterMs = config.periodMinutes * minute;
  for (let n = 1; n <= config.periods; n++) {
    const phase = view.script.phases.find((p) => p.kind === 'play' && p.number === n);
    const over = final || (phase !== undefined && view.elapsedMs >= phase.endMs);
    const qh = scoreOf(view, home.id, config.periodKey, n);
    const qa = scoreOf(view, away.id, config.periodKey, n);
    const left = phase
      ? Math.max(0, phase.endMs - Math.max(phase.startMs, view.elapsedMs)) / quarterMs
      : 1;
    const mh = (p0.home / config.periods) * left;
    const ma = (p0.away / config.periods) * left;
    const sd = Math.sqrt(vf * (mh + ma));
    const mean = qh - qa + mh - ma;
    const cdf = (x: number, m: number) => (sd > 1e-9 ? normalCdf((x - m) / sd) : x >= m ? 1 : 0);
    const pTie = cdf(0.5, mean) - cdf(-0.5, mean);
    const pH = 1 - cdf(0.5, mean);
    // A tied quarter voids the winner market: priced on the non-tied outcomes.
    const pHomeWin = pTie < 1 - 1e-9 ? pH / (1 - pTie) : 0.5;
    const tie = qh === qa;
    const period = { periodId: periodIdOf(quarter, inRunning), instance: n };
    const nth = ordinal(n);
    out.push(
      market(
        SCORING_KEYS.quarterWinnerBase + n,
        MARKET_TYPES.periodWinner,
        `${nth} Quarter Winner`,
        'TWO_WAY',
        [
          outcome(
            1,
            home.description,
            home.id,
            pHomeWin,
            null,
            over ? (tie ? 'void' : wonIf(qh > qa)) : undefined,
          ),
          outcome(
            2,
            away.description,
            away.id,
            1 - pHomeWin,
            null,
            over ? (tie ? 'void' : wonIf(qa > qh)) : undefined,
          ),
        ],
        period,
      ),
    );
    const line = Math.floor((p0.home + p0.away) / config.periods) + 0.5;
    const pOver = 1 - cdf(line, qh + qa + mh + ma);
    out.push(
      market(
        SCORING_KEYS.quarterTotalBase + n,
        MARKET_TYPES.periodTotal,
        `${nth} Quarter Total Points Over/Under ${line}`,
        'OVER_UNDER',
        [
          outcome(
            1,
            `Over ${line}`,
            null,
            pOver,
            line,
            over || qh + qa > line ? wonIf(qh + qa > line) : undefined,
          ),
          outcome(
            2,
            `Under ${line}`,
            null,
            1 - pOver,
            line,
            over || qh + qa > line ? wonIf(qh + qa < line) : undefined,
          ),
        ],
        { ...period, slow: true },
      ),
    );
  }
  return out;
}

/** Which side reached `target` points first, from the plays so far; null if neither yet. */
function firstTo(ctx: MatchContext, view: MatchView, target: number): number | null {
  const totals = new Map<number, number>();
  const perKey = new Map<string, number>();
  for (const incident of pastIncidents(view)) {
    for (const s of incident.scores) {
      const k = `${s.opponentId}|${s.periodKey}|${s.periodInstance}`;
      const before = perKey.get(k) ?? 0;
      perKey.set(k, s.score);
      const total = (totals.get(s.opponentId) ?? 0) + s.score - before;
      totals.set(s.opponentId, total);
      if (total >= target && (s.opponentId === ctx.home.id || s.opponentId === ctx.away.id)) {
        return s.opponentId;
      }
    }
  }
  return null;
}

export function ordinal(n: number): string {
  const suffix =
    n % 10 === 1 && n % 100 !== 11
      ? 'st'
      : n % 10 === 2 && n % 100 !== 12
        ? 'nd'
        : n % 10 === 3 && n % 100 !== 13
          ? 'rd'
          : 'th';
  return `${n}${suffix}`;
}

export function scoringModel(config: ScoringConfig): SportModel {
  return {
    script: (ctx) => scoringScript(config, ctx),
    markets: (ctx, view, inRunning) => scoringMarkets(config, ctx, view, inRunning),
  };
}
