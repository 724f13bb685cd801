import type { CricketOutcome, PeriodScore } from '@touchline/betting';
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
  scoreOf,
  wonIf,
} from '../match-script';
import { MARKET_TYPES, SIM_PERIODS, periodIdOf } from '../market-types';
import type { SimOutcomeResult } from '../model';
import { normalCdf } from '../normal';
import { mulberry32, streamSeed, weightedIndex } from '../random';
import { alertWindow } from './football-model';

/**
 * Twenty20 cricket, ball by ball: each delivery is a dot, 1, 2, 3, 4, 6, a wicket or a wide,
 * with boundary and wicket rates shaded by the batting and bowling sides' ratings. An innings
 * is 20 overs or 10 wickets; the chase stops at the target; a tie goes to a super over.
 * spec betting-domain §4 cricket outcomes: every ball sends the balls of the current over.
 * spec betting-domain §9 special market types: toss and runs in over.
 */

const OVERS = 20;
const BALLS = OVERS * 6;
const RUNS = 'RUNS';
const WICKETS = 'WICKETS';
const LEGAL_BALLS = 'BALLS';
const SUPER_OVER = 'SUPER_OVER';
/** The score entries' period keys (the tracker reads the script by them). */
export const CRICKET_PERIOD_KEYS = {
  runs: RUNS,
  wickets: WICKETS,
  balls: LEGAL_BALLS,
  superOver: SUPER_OVER,
} as const;
const DELIVERY_MS = 35_000;
const OVER_CHANGE_MS = 45_000;
const INNINGS_BREAK_MS = 15 * 60_000;
/** Runs-in-over line (an average T20 over goes for about eight). */
const OVER_LINE = 7.5;

export const CRICKET_KEYS = {
  matchWinner: 1,
  toss: 2,
  firstInningsRuns: 3,
  liveOffset: 100,
  /** Runs in over n of innings i: 200 + (i − 1) × 20 + n. */
  runsInOverBase: 200,
} as const;

const OUTCOMES = ['0', '1', '2', '3', '4', '6', 'W', 'WD'] as const;

function ballWeights(batting: number, bowling: number): number[] {
  // Damped: a strong side hits a few more boundaries and loses a few fewer wickets.
  const r = (batting / bowling) ** 0.4;
  return [0.34, 0.36, 0.08, 0.01, 0.11 * r, 0.045 * r, 0.045 / r, 0.03];
}

function ballRuns(outcome: string): number {
  if (outcome === 'WD') return 1;
  const n = Number(outcome);
  return Number.isFinite(n) ? n : 0;
}

/** Mean and variance of runs per delivery, and wicket probability per legal ball. */
function ballStats(batting: number, bowling: number) {
  const w = ballWeights(batting, bowling);
  const total = w.reduce((s, x) => s + x, 0);
  let mean = 0;
  let second = 0;
  let legal = 0;
  let wicket = 0;
  OUTCOMES.forEach((o, i) => {
    const p = (w[i] ?? 0) / total;
    mean += p * ballRuns(o);
    second += p * ballRuns(o) ** 2;
    if (o !== 'WD') legal += p;
    if (o === 'W') wicket += p;
  });
  // Per legal ball: wides add their run without using a ball.
  return { mean: mean / legal, variance: (second - mean * mean) / legal, wicket: wicket / legal };
}

/** The toss: who wins it and who bats first (0 home, 1 away), from (seed, event). */
export function toss(ctx: MatchContext): { winner: number; battingFirst: number } {
  const rng = mulberry32(streamSeed(ctx.seed, 'toss', ctx.eventId));
  const winner = rng() < 0.5 ? 0 : 1;
  const bat = rng() < 0.5;
  return { winner, battingFirst: bat ? winner : 1 - winner };
}

function cricketScript(ctx: MatchContext): MatchScript {
  const rng = mulberry32(streamSeed(ctx.seed, 'script', ctx.eventId));
  const ids = [ctx.home.id, ctx.away.id];
  const ratings = [ctx.homeRating, ctx.awayRating];
  const { battingFirst } = toss(ctx);
  const entry = (side: number, key: string, instance: number, score: number): PeriodScore => ({
    opponentId: ids[side] ?? 0,
    periodInstance: instance,
    periodKey: key,
    score,
  });
  const incidents: Incident[] = [];
  const phases: Phase[] = [];
  const totals: number[] = [];
  let t = 0;
  let clock = 0;
  for (let innings = 1; innings <= 2; innings++) {
    const batting = innings === 1 ? battingFirst : 1 - battingFirst;
    const weights = ballWeights(ratings[batting] ?? 1, ratings[1 - batting] ?? 1);
    const start = t;
    incidents.push({
      atMs: t,
      suspends: false,
      scores: [
        entry(batting, RUNS, innings, 0),
        entry(batting, WICKETS, innings, 0),
        entry(batting, LEGAL_BALLS, innings, 0),
      ],
      cricketOutcomes: [],
    });
    let runs = 0;
    let wickets = 0;
    let legal = 0;
    let over: CricketOutcome[] = [];
    const target = innings === 2 ? (totals[0] ?? 0) + 1 : Infinity;
    while (legal < BALLS && wickets < 10 && runs < target) {
      t += DELIVERY_MS;
      const outcome = OUTCOMES[weightedIndex(rng, weights)] ?? '0';
      runs += ballRuns(outcome);
      if (outcome === 'W') wickets++;
      if (outcome !== 'WD') legal++;
      const overNumber = Math.floor((legal - (outcome === 'WD' ? 0 : 1)) / 6) + 1;
      over = [
        ...over,
        {
          over: overNumber,
          ball: outcome === 'WD' ? (legal % 6) + 1 : ((legal - 1) % 6) + 1,
          outcome,
        },
      ];
      const scores = [
        entry(batting, RUNS, innings, runs),
        entry(batting, LEGAL_BALLS, innings, legal),
      ];
      if (outcome === 'W') scores.push(entry(batting, WICKETS, innings, wickets));
      incidents.push({ atMs: t, suspends: outcome === 'W', scores, cricketOutcomes: over });
      if (outcome !== 'WD' && legal % 6 === 0) {
        over = [];
        t += OVER_CHANGE_MS;
      }
    }
    totals.push(runs);
    t += 1000;
    phases.push({
      startMs: start,
      endMs: t,
      kind: 'play',
      number: innings,
      description: innings === 1 ? '1st Innings' : '2nd Innings',
      abbreviation: 'PERIOD',
      clockStart: clock,
    });
    clock += Math.floor((t - start) / 60_000);
    if (innings === 1) {
      phases.push({
        startMs: t,
        endMs: t + INNINGS_BREAK_MS,
        kind: 'break',
        number: 1,
        description: 'Innings Break',
        abbreviation: 'PERIOD',
        clockStart: clock,
      });
      t += INNINGS_BREAK_MS;
    }
  }
  if (totals[0] === totals[1]) {
    // A tie goes to a super over; its winner is recorded as SUPER_OVER 1.
    const start = t;
    t += 8 * 60_000;
    const p = (ratings[0] ?? 1) / ((ratings[0] ?? 1) + (ratings[1] ?? 1));
    const winner = rng() < p ? 0 : 1;
    incidents.push({
      atMs: t - 1000,
      suspends: true,
      scores: [entry(winner, SUPER_OVER, 1, 1), entry(1 - winner, SUPER_OVER, 1, 0)],
    });
    phases.push({
      startMs: start,
      endMs: t,
      kind: 'play',
      number: 3,
      description: 'Super Over',
      abbreviation: 'PERIOD',
      clockStart: clock,
    });
  }
  const alert = rng() < 0.04 ? alertWindow(rng, t) : null;
  return { durationMs: t, phases, incidents, alert, lts: null };
}

interface InningsState {
  readonly battingSide: number;
  readonly runs: number;
  readonly wickets: number;
  readonly balls: number;
}

function inningsState(
  ctx: MatchContext,
  view: MatchView,
  innings: number,
  battingSide: number,
): InningsState {
  const id = battingSide === 0 ? ctx.home.id : ctx.away.id;
  return {
    battingSide,
    runs: scoreOf(view, id, RUNS, innings),
    wickets: scoreOf(view, id, WICKETS, innings),
    balls: scoreOf(view, id, LEGAL_BALLS, innings),
  };
}

/** Expected further runs and their variance for the batting side with balls and wickets left. */
function projection(ctx: MatchContext, s: InningsState) {
  const ratings = [ctx.homeRating, ctx.awayRating];
  const stats = ballStats(ratings[s.battingSide] ?? 1, ratings[1 - s.battingSide] ?? 1);
  const ballsLeft = Math.max(0, BALLS - s.balls);
  // Fewer wickets in hand, fewer runs: the batting resource shrinks as wickets fall.
  const resource = Math.min(1, (10 - s.wickets) / 7);
  const ballsExpected = Math.min(ballsLeft, (10 - s.wickets) / Math.max(stats.wicket, 1e-3));
  return {
    mean: stats.mean * ballsExpected * resource,
    variance: stats.variance * ballsExpected + 1,
  };
}

function cricketMarkets(ctx: MatchContext, view: MatchView, inRunning: boolean): MarketSpec[] {
  const { home, away } = ctx;
  const { winner: tossWinner, battingFirst } = toss(ctx);
  const ids = [home.id, away.id];
  const first = inningsState(ctx, view, 1, battingFirst);
  const second = inningsState(ctx, view, 2, 1 - battingFirst);
  const phaseNumber = view.phase?.number ?? 0;
  const final = view.final;
  const inSecond =
    view.started && (phaseNumber >= 2 || (view.phase?.kind === 'break' && phaseNumber === 1));
  const firstOver = final || inSecond;
  // P(side batting first wins).
  let pFirst: number;
  const superOver =
    scoreOf(view, ids[battingFirst] ?? 0, SUPER_OVER, 1) +
      scoreOf(view, ids[1 - battingFirst] ?? 0, SUPER_OVER, 1) >
    0;
  if (final || superOver) {
    const a = first.runs + scoreOf(view, ids[battingFirst] ?? 0, SUPER_OVER, 1) * 0.5;
    const b = second.runs + scoreOf(view, ids[1 - battingFirst] ?? 0, SUPER_OVER, 1) * 0.5;
    pFirst = a > b ? 1 : 0;
  } else {
    const f = firstOver ? { mean: 0, variance: 0 } : projection(ctx, first);
    const s = projection(ctx, second);
    const firstTotal = first.runs + f.mean;
    const chase = second.runs + s.mean;
    const sd = Math.sqrt(f.variance + s.variance);
    pFirst = sd > 1e-9 ? normalCdf((firstTotal + 0.5 - chase) / sd) : firstTotal >= chase ? 1 : 0;
  }
  const pHome = battingFirst === 0 ? pFirst : 1 - pFirst;
  const homeWon = (() => {
    const homeRuns = battingFirst === 0 ? first.runs : second.runs;
    const awayRuns = battingFirst === 0 ? second.runs : first.runs;
    if (homeRuns !== awayRuns) return homeRuns > awayRuns;
    return scoreOf(view, home.id, SUPER_OVER, 1) > 0;
  })();
  const offset = inRunning ? CRICKET_KEYS.liveOffset : 0;
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
  const markets: MarketSpec[] = [
    {
      key: CRICKET_KEYS.matchWinner + offset,
      marketTypeId: MARKET_TYPES.moneyLine,
      description: 'Match Winner',
      periodId: periodIdOf(SIM_PERIODS.cricketMatch, inRunning),
      style: 'TWO_WAY',
      instance: null,
      outcomes: [
        o(1, home.description, home.id, pHome, null, final ? wonIf(homeWon) : undefined),
        o(2, away.description, away.id, 1 - pHome, null, final ? wonIf(!homeWon) : undefined),
      ],
    },
  ];
  if (!inRunning) {
    markets.push({
      key: CRICKET_KEYS.toss,
      marketTypeId: MARKET_TYPES.cricketToss,
      description: 'Toss Winner',
      periodId: SIM_PERIODS.cricketMatch.preMatch,
      style: 'TWO_WAY',
      instance: null,
      outcomes: [
        o(
          1,
          home.description,
          home.id,
          0.5,
          null,
          view.started ? wonIf(tossWinner === 0) : undefined,
        ),
        o(
          2,
          away.description,
          away.id,
          0.5,
          null,
          view.started ? wonIf(tossWinner === 1) : undefined,
        ),
      ],
    });
  }
  // 1st innings runs: the line is the average of both sides' expected first innings.
  const expected = [0, 1].map(
    (side) => projection(ctx, { battingSide: side, runs: 0, wickets: 0, balls: 0 }).mean,
  );
  const line = Math.floor(((expected[0] ?? 0) + (expected[1] ?? 0)) / 2) + 0.5;
  const f = view.started
    ? projection(ctx, first)
    : {
        mean: ((expected[0] ?? 0) + (expected[1] ?? 0)) / 2,
        variance: projection(ctx, first).variance,
      };
  const sd = Math.sqrt(f.variance);
  const pOver = firstOver
    ? first.runs > line
      ? 1
      : 0
    : sd > 0
      ? 1 - normalCdf((line - first.runs - f.mean) / sd)
      : 0;
  const decidedRuns = firstOver || first.runs > line;
  markets.push({
    key: CRICKET_KEYS.firstInningsRuns + offset,
    marketTypeId: MARKET_TYPES.cricketInningsRuns,
    description: `1st Innings Runs Over/Under ${line}`,
    periodId: periodIdOf(SIM_PERIODS.cricketInnings, inRunning),
    style: 'OVER_UNDER',
    instance: 1,
    slow: true,
    outcomes: [
      o(1, `Over ${line}`, null, pOver, line, decidedRuns ? wonIf(first.runs > line) : undefined),
      o(
        2,
        `Under ${line}`,
        null,
        1 - pOver,
        line,
        decidedRuns ? wonIf(first.runs < line) : undefined,
      ),
    ],
  });
  if (inRunning && view.started) markets.push(...runsInOverMarkets(ctx, view, battingFirst));
  return markets;
}

/**
 * spec betting-domain §9 "runs in over": one market per over (instance = over number), open
 * from the start of the over, decided when its sixth legal ball is bowled; void if the
 * innings ends first.
 */
function runsInOverMarkets(ctx: MatchContext, view: MatchView, battingFirst: number): MarketSpec[] {
  const overs = new Map<string, { runs: number; legal: number; innings: number; over: number }>();
  let innings = 0;
  for (const incident of pastIncidents(view)) {
    const runsEntry = incident.scores.find((s) => s.periodKey === RUNS);
    if (runsEntry) innings = runsEntry.periodInstance;
    const balls = incident.cricketOutcomes;
    const last = balls?.[balls.length - 1];
    if (!balls || !last || innings === 0) continue;
    const key = `${innings}|${last.over}`;
    overs.set(key, {
      innings,
      over: last.over,
      runs: balls.reduce((s, b) => s + ballRuns(b.outcome), 0),
      legal: balls.filter((b) => b.outcome !== 'WD').length,
    });
  }
  const current = inningsState(
    ctx,
    view,
    Math.max(1, innings),
    innings === 2 ? 1 - battingFirst : battingFirst,
  );
  const inningsOver =
    view.final || view.phase?.kind === 'break' || (view.phase?.number ?? 0) > innings;
  // The over in progress (or about to start) of the current innings.
  if (innings > 0 && !inningsOver && current.balls < BALLS) {
    const next = Math.floor(current.balls / 6) + 1;
    const key = `${innings}|${next}`;
    if (!overs.has(key)) overs.set(key, { innings, over: next, runs: 0, legal: 0 });
  }
  const ratings = [ctx.homeRating, ctx.awayRating];
  const out: MarketSpec[] = [];
  for (const o of overs.values()) {
    const batting = o.innings === 1 ? battingFirst : 1 - battingFirst;
    const stats = ballStats(ratings[batting] ?? 1, ratings[1 - batting] ?? 1);
    const complete = o.legal >= 6;
    const endedEarly =
      !complete && (view.final || o.innings < innings || (o.innings === innings && inningsOver));
    const left = 6 - o.legal;
    const mean = o.runs + stats.mean * left;
    const sd = Math.sqrt(stats.variance * left);
    const pOver = sd > 0 ? 1 - normalCdf((OVER_LINE - mean) / sd) : mean > OVER_LINE ? 1 : 0;
    const decided = complete || endedEarly || o.runs > OVER_LINE;
    const result = (over: boolean): SimOutcomeResult | undefined => {
      if (!decided) return undefined;
      if (o.runs > OVER_LINE) return wonIf(over);
      if (endedEarly) return 'void';
      return wonIf(over ? o.runs > OVER_LINE : o.runs < OVER_LINE);
    };
    out.push({
      key: CRICKET_KEYS.runsInOverBase + (o.innings - 1) * OVERS + o.over,
      marketTypeId: MARKET_TYPES.cricketRunsInOver,
      description: `${o.innings === 1 ? '1st' : '2nd'} Innings Over ${o.over} Runs Over/Under ${OVER_LINE}`,
      periodId: SIM_PERIODS.cricketOver.live,
      style: 'OVER_UNDER',
      instance: o.over,
      outcomes: [
        {
          key: 1,
          description: `Over ${OVER_LINE}`,
          opponentId: null,
          probability: pOver,
          spread: OVER_LINE,
          ...(result(true) && { result: result(true) }),
        },
        {
          key: 2,
          description: `Under ${OVER_LINE}`,
          opponentId: null,
          probability: 1 - pOver,
          spread: OVER_LINE,
          ...(result(false) && { result: result(false) }),
        },
      ],
    });
  }
  return out;
}

export const cricketModel: SportModel = {
  script: cricketScript,
  markets: cricketMarkets,
};
