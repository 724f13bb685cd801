import type { PeriodAbbreviation, PeriodScore } from '@touchline/betting';
import {
  type Incident,
  type MarketSpec,
  type MatchContext,
  type MatchScript,
  type MatchView,
  type OutcomeSpec,
  type Phase,
  type SportModel,
  scoreOf,
  wonIf,
} from '../match-script';
import { MARKET_TYPES, periodIdOf, type PeriodPair } from '../market-types';
import type { SimOutcomeResult } from '../model';
import { intBetween, mulberry32, poissonSample, streamSeed } from '../random';
import { logistic, logit, seriesFinals, seriesHomeWins } from '../series';
import { alertWindow } from './football-model';
import { ordinal } from './scoring-model';

/**
 * Sports played as a best-of-N series of sets or maps: volleyball (rally points to 25, 15 in a
 * fifth set, won by two), Counter-Strike (rounds to 13, overtime to 16 at 12-12), and League
 * of Legends / Dota 2 (maps decided by the stronger side's edge, kills as the running score).
 * Points and rounds move the score without suspending; the end of a set or map suspends.
 */

export interface SeriesConfig {
  readonly bestOf: number;
  readonly unit: 'set' | 'map';
  readonly abbreviation: PeriodAbbreviation;
  /** Score key of the running score inside a set or map, e.g. POINTS, ROUNDS, KILLS. */
  readonly pointsKey: string;
  /** Score key of sets or maps won (instance 0). */
  readonly setsKey: string;
  readonly breakMinutes: number;
  readonly play:
    | {
        readonly kind: 'rally';
        /** Points to win a set, by set number. */
        readonly target: (setNumber: number) => number;
        readonly winByTwo: boolean;
        readonly overtime?: { readonly at: number; readonly target: number };
        readonly pointSeconds: readonly [number, number];
        readonly edge: number;
      }
    | {
        readonly kind: 'map';
        readonly minutes: readonly [number, number];
        readonly kills: number;
        readonly edge: number;
      };
  readonly match: PeriodPair;
  readonly set: PeriodPair;
  readonly names: { readonly winner: string; readonly handicap: string; readonly total: string };
}

export const SERIES_KEYS = {
  winner: 1,
  handicapMinus: 2,
  handicapPlus: 3,
  total: 4,
  setWinnerBase: 10,
  liveOffset: 100,
} as const;

function toWin(config: SeriesConfig): number {
  return Math.ceil(config.bestOf / 2);
}

/** P(home wins a rally point / round), or P(home wins a map) for map sports. */
function edge(config: SeriesConfig, ctx: MatchContext): number {
  const diff = ctx.homeRating - ctx.awayRating;
  const p = 0.5 + config.play.edge * diff;
  return Math.min(0.8, Math.max(0.2, p));
}

/**
 * P(home wins the set from a-b) for rally scoring: first to `target`, by two when `winByTwo`;
 * with `overtime`, at at-at the target becomes overtime.target (a 15-15 overtime is a coin
 * weighted by p).
 */
function rallySetWin(
  p: number,
  a: number,
  b: number,
  target: number,
  winByTwo: boolean,
  overtime: { at: number; target: number } | undefined,
  memo: Map<string, number>,
): number {
  const key = `${a}|${b}|${target}`;
  const held = memo.get(key);
  if (held !== undefined) return held;
  let result: number;
  let t = target;
  if (overtime && a >= overtime.at && b >= overtime.at) t = overtime.target;
  if (a >= t && (!winByTwo || a - b >= 2)) result = 1;
  else if (b >= t && (!winByTwo || b - a >= 2)) result = 0;
  else if (winByTwo && a >= t - 1 && b >= t - 1 && a === b)
    result = (p * p) / (p * p + (1 - p) * (1 - p));
  else if (!winByTwo && overtime && a === t - 1 && b === t - 1 && t === overtime.target) result = p;
  else {
    result =
      p * rallySetWin(p, a + 1, b, target, winByTwo, overtime, memo) +
      (1 - p) * rallySetWin(p, a, b + 1, target, winByTwo, overtime, memo);
  }
  memo.set(key, result);
  return result;
}

function setOver(config: SeriesConfig, setNumber: number, a: number, b: number): boolean {
  if (config.play.kind !== 'rally') return false;
  const { target, winByTwo, overtime } = config.play;
  let t = target(setNumber);
  if (overtime && a >= overtime.at && b >= overtime.at) t = overtime.target;
  return (a >= t || b >= t) && (!winByTwo || Math.abs(a - b) >= 2);
}

function seriesScript(config: SeriesConfig, ctx: MatchContext): MatchScript {
  const rng = mulberry32(streamSeed(ctx.seed, 'script', ctx.eventId));
  const ids = [ctx.home.id, ctx.away.id];
  const entry = (side: number, key: string, instance: number, score: number): PeriodScore => ({
    opponentId: ids[side] ?? 0,
    periodInstance: instance,
    periodKey: key,
    score,
  });
  const p = edge(config, ctx);
  const need = toWin(config);
  const phases: Phase[] = [];
  const incidents: Incident[] = [
    {
      atMs: 0,
      suspends: false,
      scores: [entry(0, config.setsKey, 0, 0), entry(1, config.setsKey, 0, 0)],
    },
  ];
  const won = [0, 0];
  let t = 0;
  let clock = 0;
  const label = config.unit === 'set' ? 'Set' : 'Map';
  for (let n = 1; (won[0] ?? 0) < need && (won[1] ?? 0) < need; n++) {
    const start = t;
    incidents.push({
      atMs: t,
      suspends: false,
      scores: [entry(0, config.pointsKey, n, 0), entry(1, config.pointsKey, n, 0)],
    });
    const points = [0, 0];
    if (config.play.kind === 'rally') {
      const [lo, hi] = config.play.pointSeconds;
      for (;;) {
        t += intBetween(rng, lo, hi) * 1000;
        const side = rng() < p ? 0 : 1;
        points[side] = (points[side] ?? 0) + 1;
        const over = setOver(config, n, points[0] ?? 0, points[1] ?? 0);
        const scores = [entry(side, config.pointsKey, n, points[side] ?? 0)];
        if (over) {
          won[side] = (won[side] ?? 0) + 1;
          scores.push(entry(side, config.setsKey, 0, won[side] ?? 0));
        }
        incidents.push({ atMs: t, suspends: over, scores });
        if (over) break;
      }
    } else {
      const [lo, hi] = config.play.minutes;
      const length = intBetween(rng, lo, hi) * 60_000;
      const winner = rng() < p ? 0 : 1;
      const kills = poissonSample(rng, config.play.kills);
      const times = Array.from(
        { length: kills },
        () => start + Math.floor(rng() * (length - 2000)) + 1000,
      ).sort((x, y) => x - y);
      for (const at of times) {
        // The map's winner takes most of the kills.
        const side = rng() < 0.62 ? winner : 1 - winner;
        points[side] = (points[side] ?? 0) + 1;
        incidents.push({
          atMs: at,
          suspends: false,
          scores: [entry(side, config.pointsKey, n, points[side] ?? 0)],
        });
      }
      t = start + length;
      won[winner] = (won[winner] ?? 0) + 1;
      incidents.push({
        atMs: t,
        suspends: true,
        scores: [entry(winner, config.setsKey, 0, won[winner] ?? 0)],
      });
    }
    phases.push({
      startMs: start,
      endMs: t,
      kind: 'play',
      number: n,
      description: `${label} ${n}`,
      abbreviation: config.abbreviation,
      clockStart: clock,
    });
    clock += Math.floor((t - start) / 60_000);
    if ((won[0] ?? 0) < need && (won[1] ?? 0) < need) {
      phases.push({
        startMs: t,
        endMs: t + config.breakMinutes * 60_000,
        kind: 'break',
        number: n,
        description: `End of ${label} ${n}`,
        abbreviation: config.abbreviation,
        clockStart: clock,
      });
      t += config.breakMinutes * 60_000;
    }
  }
  t += 1000;
  const last = phases[phases.length - 1];
  if (last) phases[phases.length - 1] = { ...last, endMs: t };
  const alert = rng() < 0.04 ? alertWindow(rng, t) : null;
  return { durationMs: t, phases, incidents, alert, lts: null };
}

function seriesMarkets(
  config: SeriesConfig,
  ctx: MatchContext,
  view: MatchView,
  inRunning: boolean,
): MarketSpec[] {
  const { home, away } = ctx;
  const need = toWin(config);
  const wonH = scoreOf(view, home.id, config.setsKey, 0);
  const wonA = scoreOf(view, away.id, config.setsKey, 0);
  const n = wonH + wonA + 1;
  const p = edge(config, ctx);
  const memo = new Map<string, number>();
  const setWin = (setNumber: number, a: number, b: number): number => {
    if (config.play.kind === 'rally') {
      return rallySetWin(
        p,
        a,
        b,
        config.play.target(setNumber),
        config.play.winByTwo,
        config.play.overtime,
        memo,
      );
    }
    // A map in progress: the prior edge shifted by the kill lead.
    return logistic(logit(p) + 0.15 * (a - b));
  };
  const final = view.final;
  const inSet = !final && view.phase?.kind === 'play';
  const current = inSet
    ? setWin(
        n,
        scoreOf(view, home.id, config.pointsKey, n),
        scoreOf(view, away.id, config.pointsKey, n),
      )
    : setWin(n, 0, 0);
  const finals = final ? [] : seriesFinals(wonH, wonA, need, current, (k) => setWin(k, 0, 0));
  const pHome = final ? (wonH > wonA ? 1 : 0) : seriesHomeWins(finals, need);
  const offset = inRunning ? SERIES_KEYS.liveOffset : 0;
  const period = periodIdOf(config.match, inRunning);
  const o = (
    key: number,
    description: string,
    opponentId: number | null,
    probability: number,
    spread: number | null,
    result?: SimOutcomeResult,
  ): OutcomeSpec => ({
    key,
    description,
    opponentId,
    probability,
    spread,
    ...(result && { result }),
  });
  const pf = (f: (h: number, a: number) => boolean) =>
    finals.reduce((s, x) => s + (f(x.home, x.away) ? x.probability : 0), 0);
  const markets: MarketSpec[] = [
    {
      key: SERIES_KEYS.winner + offset,
      marketTypeId: MARKET_TYPES.moneyLine,
      description: config.names.winner,
      periodId: period,
      style: 'TWO_WAY',
      instance: null,
      outcomes: [
        o(1, home.description, home.id, pHome, null, final ? wonIf(wonH > wonA) : undefined),
        o(2, away.description, away.id, 1 - pHome, null, final ? wonIf(wonA > wonH) : undefined),
      ],
    },
  ];
  for (const [key, s] of [
    [SERIES_KEYS.handicapMinus, -1.5],
    [SERIES_KEYS.handicapPlus, 1.5],
  ] as const) {
    const cover = pf((h, a) => h - a + s > 0);
    const covered = wonH - wonA + s > 0;
    markets.push({
      key: key + offset,
      marketTypeId: MARKET_TYPES.handicap,
      description: `${config.names.handicap} ${home.description} ${s > 0 ? '+' : ''}${s}`,
      periodId: period,
      style: 'HANDICAP',
      instance: null,
      slow: true,
      outcomes: [
        o(
          1,
          `${home.description} ${s > 0 ? '+' : ''}${s}`,
          home.id,
          final ? (covered ? 1 : 0) : cover,
          s,
          final ? wonIf(covered) : undefined,
        ),
        o(
          2,
          `${away.description} ${-s > 0 ? '+' : ''}${-s}`,
          away.id,
          final ? (covered ? 0 : 1) : 1 - cover,
          -s,
          final ? wonIf(!covered) : undefined,
        ),
      ],
    });
  }
  const line = config.bestOf === 3 ? 2.5 : 3.5;
  const played = wonH + wonA;
  const overDecided = final || played > line;
  const pOver = pf((h, a) => h + a > line);
  markets.push({
    key: SERIES_KEYS.total + offset,
    marketTypeId: MARKET_TYPES.total,
    description: `${config.names.total} Over/Under ${line}`,
    periodId: period,
    style: 'OVER_UNDER',
    instance: null,
    slow: true,
    outcomes: [
      o(1, `Over ${line}`, null, pOver, line, overDecided ? wonIf(played > line) : undefined),
      o(2, `Under ${line}`, null, 1 - pOver, line, overDecided ? wonIf(played < line) : undefined),
    ],
  });
  const unit = config.unit === 'set' ? 'Set' : 'Map';
  for (let k = 1; k <= config.bestOf; k++) {
    const playedK = k <= played;
    const decided = playedK || final;
    // Who won set k: sets are recorded as points; a map's winner is the one whose map count rose.
    const homeTookIt = playedK ? setWinner(view, config, ctx, k) === home.id : false;
    const pSet = k === n && inSet ? current : k < n ? (homeTookIt ? 1 : 0) : setWin(k, 0, 0);
    const result = (side: 0 | 1): SimOutcomeResult | undefined => {
      if (!decided) return undefined;
      if (!playedK) return 'void';
      return wonIf(side === 0 ? homeTookIt : !homeTookIt);
    };
    markets.push({
      key: SERIES_KEYS.setWinnerBase + k + offset,
      marketTypeId: MARKET_TYPES.periodWinner,
      description: `${ordinal(k)} ${unit} Winner`,
      periodId: periodIdOf(config.set, inRunning),
      style: 'TWO_WAY',
      instance: k,
      outcomes: [
        o(1, home.description, home.id, pSet, null, result(0)),
        o(2, away.description, away.id, 1 - pSet, null, result(1)),
      ],
    });
  }
  return markets;
}

/** The side that took set/map k: the one whose sets count reached its k-th total. */
function setWinner(
  view: MatchView,
  config: SeriesConfig,
  ctx: MatchContext,
  k: number,
): number | null {
  let count = 0;
  for (let i = 0; i < view.incidentCount; i++) {
    const incident = view.script.incidents[i];
    if (!incident) break;
    const s = incident.scores.find(
      (x) => x.periodKey === config.setsKey && x.periodInstance === 0 && x.score > 0,
    );
    if (!s) continue;
    count++;
    if (count === k) return s.opponentId === ctx.home.id ? ctx.home.id : ctx.away.id;
  }
  return null;
}

export function seriesModel(config: SeriesConfig): SportModel {
  return {
    script: (ctx) => seriesScript(config, ctx),
    markets: (ctx, view, inRunning) => seriesMarkets(config, ctx, view, inRunning),
  };
}
