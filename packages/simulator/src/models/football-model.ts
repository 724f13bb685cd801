import type { PeriodScore } from '@touchline/betting';
import { expectOver, goalGrid, type GoalGrid } from '../goal-grid';
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
  totalPlayMs,
} from '../match-script';
import { MARKET_TYPES, SIM_PERIODS, periodIdOf, type MarketStyle } from '../market-types';
import type { SimOutcomeResult } from '../model';
import { intBetween, mulberry32, poissonSample, streamSeed } from '../random';

/**
 * Football (and bot-driven e-football): Poisson goals. Each side scores at a constant rate over
 * the playing time (expected goals from the two ratings and home advantage); the script draws
 * the goals, and every market is a function of the final (or half-time) score, priced as an
 * expectation over the goals still to come (`goal-grid.ts`).
 */

export interface FootballConfig {
  readonly halfMinutes: number;
  readonly breakMinutes: number;
  readonly stoppage1: readonly [number, number];
  readonly stoppage2: readonly [number, number];
  /** Average goals per side per match, before ratings. */
  readonly baseGoals: number;
  readonly homeAdvantage: number;
  /** Bots matches carry a shorter book (no Asian handicap, no correct score). */
  readonly fullBook: boolean;
}

export const FOOTBALL_CONFIG: FootballConfig = {
  halfMinutes: 45,
  breakMinutes: 15,
  stoppage1: [1, 3],
  stoppage2: [2, 6],
  baseGoals: 1.35,
  homeAdvantage: 1.12,
  fullBook: true,
};

/** Bot-driven e-football: two 6-minute halves, more goals per minute. */
export const EFOOTBALL_CONFIG: FootballConfig = {
  halfMinutes: 6,
  breakMinutes: 1,
  stoppage1: [0, 1],
  stoppage2: [0, 1],
  baseGoals: 1.6,
  homeAdvantage: 1.05,
  fullBook: false,
};

/** Market keys (id-scheme.ts): pre-match 1…99, in-running twin = key + 100. */
export const FOOTBALL_KEYS = {
  matchResult: 1,
  doubleChance: 2,
  bothTeamsToScore: 3,
  firstTotal: 4,
  firstHandicap: 9,
  correctScore: 14,
  firstHalfResult: 15,
  liveOffset: 100,
  /** Next goal n is key 200 + n (in running only). */
  nextGoalBase: 200,
} as const;

export const TOTAL_GOAL_LINES = [0.5, 1.5, 2.5, 3.5, 4.5] as const;
export const ASIAN_HANDICAP_LINES = [-1.5, -0.5, 0, 0.5, 1.5] as const;
const CORRECT_SCORE_MAX = 4;
const MAX_NEXT_GOAL = 60;

/** Expected goals per side over a match (the first simulator's formula). */
export function expectedGoals(config: FootballConfig, homeRating: number, awayRating: number) {
  return {
    home: (config.baseGoals * config.homeAdvantage * homeRating) / awayRating,
    away: (config.baseGoals * awayRating) / homeRating / config.homeAdvantage,
  };
}

const HALF = 'HALF';

function footballScript(config: FootballConfig, ctx: MatchContext): MatchScript {
  const rng = mulberry32(streamSeed(ctx.seed, 'script', ctx.eventId));
  const minute = 60_000;
  const st1 = intBetween(rng, config.stoppage1[0], config.stoppage1[1]);
  const st2 = intBetween(rng, config.stoppage2[0], config.stoppage2[1]);
  const h1End = (config.halfMinutes + st1) * minute;
  const h2Start = h1End + config.breakMinutes * minute;
  const h2End = h2Start + (config.halfMinutes + st2) * minute;
  const phases: Phase[] = [
    play(0, h1End, 1, '1st Half', 0),
    {
      startMs: h1End,
      endMs: h2Start,
      kind: 'break',
      number: 1,
      description: 'Half Time',
      abbreviation: HALF,
      clockStart: config.halfMinutes,
    },
    play(h2Start, h2End, 2, '2nd Half', config.halfMinutes),
  ];
  const xg = expectedGoals(config, ctx.homeRating, ctx.awayRating);
  const total = totalPlayMs({ phases });
  const goals: { atMs: number; half: number; side: number }[] = [];
  for (const phase of phases) {
    if (phase.kind !== 'play') continue;
    const share = (phase.endMs - phase.startMs) / total;
    [xg.home, xg.away].forEach((rate, side) => {
      const n = poissonSample(rng, rate * share);
      for (let i = 0; i < n; i++) {
        const atMs =
          phase.startMs + 1000 + Math.floor(rng() * (phase.endMs - phase.startMs - 2000));
        goals.push({ atMs, half: phase.number, side });
      }
    });
  }
  goals.sort((a, b) => a.atMs - b.atMs || a.side - b.side);
  const ids = [ctx.home.id, ctx.away.id];
  const entry = (side: number, half: number, score: number): PeriodScore => ({
    opponentId: ids[side] ?? 0,
    periodInstance: half,
    periodKey: HALF,
    score,
  });
  // spec betting-domain §3 scoresPerPeriod: each half starts 0-0 for both sides.
  const incidents: Incident[] = [
    { atMs: 0, suspends: false, scores: [entry(0, 1, 0), entry(1, 1, 0)] },
  ];
  const counts = [
    [0, 0],
    [0, 0],
  ];
  let secondHalfOpened = false;
  for (const goal of goals) {
    if (goal.half === 2 && !secondHalfOpened) {
      incidents.push({ atMs: h2Start, suspends: false, scores: [entry(0, 2, 0), entry(1, 2, 0)] });
      secondHalfOpened = true;
    }
    const row = counts[goal.half - 1] ?? [0, 0];
    row[goal.side] = (row[goal.side] ?? 0) + 1;
    incidents.push({
      atMs: goal.atMs,
      suspends: true,
      scores: [entry(goal.side, goal.half, row[goal.side] ?? 0)],
    });
  }
  if (!secondHalfOpened) {
    incidents.push({ atMs: h2Start, suspends: false, scores: [entry(0, 2, 0), entry(1, 2, 0)] });
  }
  incidents.sort((a, b) => a.atMs - b.atMs);
  const alert = rng() < 0.04 ? alertWindow(rng, h2End) : null;
  const ltsRoll = rng();
  const lts =
    config.fullBook && ltsRoll < 0.1
      ? {
          atMs: h2Start + Math.floor(rng() * (h2End - h2Start) * 0.8),
          marketKey: FOOTBALL_KEYS.liveOffset + FOOTBALL_KEYS.correctScore,
        }
      : null;
  return { durationMs: h2End, phases, incidents, alert, lts };
}

function play(startMs: number, endMs: number, n: number, description: string, clock: number) {
  return {
    startMs,
    endMs,
    kind: 'play',
    number: n,
    description,
    abbreviation: HALF,
    clockStart: clock,
  } satisfies Phase;
}

/** A seeded feed alert window of 30 simulated seconds somewhere in play. */
export function alertWindow(rng: () => number, durationMs: number) {
  const startMs = Math.floor(durationMs * (0.1 + 0.8 * rng()));
  return { startMs, endMs: startMs + 30_000 };
}

interface Judged {
  readonly key: number;
  readonly description: string;
  readonly opponentId: number | null;
  readonly spread: number | null;
  readonly judge: (home: number, away: number) => SimOutcomeResult;
}

/**
 * A market decided by the final (or half-time) score: priced as P(won | not void) over the grid;
 * once `decided`, each outcome's result is its judgement of the score now.
 */
function scoreMarket(
  base: Omit<MarketSpec, 'outcomes'>,
  grid: GoalGrid,
  outcomes: readonly Judged[],
  decided: boolean,
  hidden: (o: Judged) => boolean = () => false,
): MarketSpec {
  return {
    ...base,
    outcomes: outcomes.map((o): OutcomeSpec => {
      const won = expectOver(grid, (h, a) => (o.judge(h, a) === 'won' ? 1 : 0));
      const voided = expectOver(grid, (h, a) => (o.judge(h, a) === 'void' ? 1 : 0));
      const probability = voided < 1 - 1e-12 ? won / (1 - voided) : 0;
      return {
        key: o.key,
        description: o.description,
        opponentId: o.opponentId,
        spread: o.spread,
        probability,
        ...(hidden(o) && { hidden: true }),
        ...(decided && { result: o.judge(grid.home, grid.away) }),
      };
    }),
  };
}

const won = (c: boolean): SimOutcomeResult => (c ? 'won' : 'lost');

function formatLine(line: number): string {
  return line > 0 ? `+${line}` : `${line}`;
}

function footballMarkets(
  config: FootballConfig,
  ctx: MatchContext,
  view: MatchView,
  inRunning: boolean,
): MarketSpec[] {
  const { home, away } = ctx;
  const h1 = scoreOf(view, home.id, HALF, 1);
  const a1 = scoreOf(view, away.id, HALF, 1);
  const h = h1 + scoreOf(view, home.id, HALF, 2);
  const a = a1 + scoreOf(view, away.id, HALF, 2);
  const xg = expectedGoals(config, ctx.homeRating, ctx.awayRating);
  const total = totalPlayMs(view.script);
  const left = remainingPlayMs(view) / total;
  const leftFirstHalf = remainingPlayMs(view, (p) => p.number === 1) / total;
  const grid = goalGrid(h, a, xg.home * left, xg.away * left);
  const halfGrid = goalGrid(h1, a1, xg.home * leftFirstHalf, xg.away * leftFirstHalf);
  const final = view.final;
  const halfTimeReached = final || view.phaseIndex >= 1;
  const offset = inRunning ? FOOTBALL_KEYS.liveOffset : 0;
  const fullTime = periodIdOf(SIM_PERIODS.footballFullTime, inRunning);
  const base = (
    key: number,
    marketTypeId: number,
    description: string,
    style: MarketStyle,
    slow: boolean,
    periodId = fullTime,
  ): Omit<MarketSpec, 'outcomes'> => ({
    key: key + offset,
    marketTypeId,
    description,
    periodId,
    style,
    instance: null,
    ...(slow && { slow }),
  });
  const threeWay = (prefix: string): Judged[] =>
    (<Judged[]>[
      {
        key: 1,
        description: home.description,
        opponentId: home.id,
        spread: null,
        judge: (x, y) => won(x > y),
      },
      {
        key: 2,
        description: 'Draw',
        opponentId: null,
        spread: null,
        judge: (x, y) => won(x === y),
      },
      {
        key: 3,
        description: away.description,
        opponentId: away.id,
        spread: null,
        judge: (x, y) => won(x < y),
      },
    ]).map((o) => ({ ...o, description: prefix + o.description }));

  const markets: MarketSpec[] = [
    scoreMarket(
      base(
        FOOTBALL_KEYS.matchResult,
        MARKET_TYPES.matchResult,
        'Match Result',
        'WIN_DRAW_WIN',
        false,
      ),
      grid,
      threeWay(''),
      final,
    ),
    {
      ...scoreMarket(
        base(
          FOOTBALL_KEYS.doubleChance,
          MARKET_TYPES.doubleChance,
          'Double Chance',
          'DOUBLE_CHANCE',
          true,
        ),
        grid,
        [
          {
            key: 1,
            description: `${home.description} or Draw`,
            opponentId: null,
            spread: null,
            judge: (x, y) => won(x >= y),
          },
          {
            key: 2,
            description: `${home.description} or ${away.description}`,
            opponentId: null,
            spread: null,
            judge: (x, y) => won(x !== y),
          },
          {
            key: 3,
            description: `Draw or ${away.description}`,
            opponentId: null,
            spread: null,
            judge: (x, y) => won(x <= y),
          },
        ],
        final,
      ),
      bookSize: 2,
    },
    scoreMarket(
      base(
        FOOTBALL_KEYS.bothTeamsToScore,
        MARKET_TYPES.bothTeamsToScore,
        'Both Teams To Score',
        'YES_NO',
        true,
      ),
      grid,
      [
        {
          key: 1,
          description: 'Yes',
          opponentId: null,
          spread: null,
          judge: (x, y) => won(x > 0 && y > 0),
        },
        {
          key: 2,
          description: 'No',
          opponentId: null,
          spread: null,
          judge: (x, y) => won(!(x > 0 && y > 0)),
        },
      ],
      final || (h > 0 && a > 0),
    ),
    ...TOTAL_GOAL_LINES.map((line, i) =>
      scoreMarket(
        base(
          FOOTBALL_KEYS.firstTotal + i,
          MARKET_TYPES.totalGoals,
          `Total Goals Over/Under ${line}`,
          'OVER_UNDER',
          line !== 2.5,
        ),
        grid,
        [
          {
            key: 1,
            description: `Over ${line}`,
            opponentId: null,
            spread: line,
            judge: (x, y) => won(x + y > line),
          },
          {
            key: 2,
            description: `Under ${line}`,
            opponentId: null,
            spread: line,
            judge: (x, y) => won(x + y < line),
          },
        ],
        final || h + a > line,
      ),
    ),
  ];
  if (config.fullBook) {
    markets.push(
      ...ASIAN_HANDICAP_LINES.map((line, i) =>
        scoreMarket(
          base(
            FOOTBALL_KEYS.firstHandicap + i,
            MARKET_TYPES.asianHandicap,
            `Asian Handicap ${formatLine(line)}`,
            'HANDICAP',
            true,
          ),
          grid,
          [
            {
              key: 1,
              description: `${home.description} ${formatLine(line)}`,
              opponentId: home.id,
              spread: line,
              judge: (x, y) => (x - y + line === 0 ? 'void' : won(x - y + line > 0)),
            },
            {
              key: 2,
              description: `${away.description} ${formatLine(-line)}`,
              opponentId: away.id,
              spread: -line,
              judge: (x, y) => (x - y + line === 0 ? 'void' : won(x - y + line < 0)),
            },
          ],
          final,
        ),
      ),
      correctScore(base, grid, h, a, final),
    );
  }
  markets.push(
    scoreMarket(
      base(
        FOOTBALL_KEYS.firstHalfResult,
        MARKET_TYPES.matchResult,
        '1st Half Result',
        'WIN_DRAW_WIN',
        false,
        periodIdOf(SIM_PERIODS.footballFirstHalf, inRunning),
      ),
      halfGrid,
      threeWay(''),
      halfTimeReached,
    ),
  );
  if (inRunning && view.started) markets.push(...nextGoalMarkets(ctx, view, grid, fullTime));
  return markets;
}

function correctScore(
  base: (
    key: number,
    type: number,
    description: string,
    style: MarketStyle,
    slow: boolean,
  ) => Omit<MarketSpec, 'outcomes'>,
  grid: GoalGrid,
  h: number,
  a: number,
  final: boolean,
): MarketSpec {
  const outcomes: Judged[] = [];
  for (let x = 0; x <= CORRECT_SCORE_MAX; x++) {
    for (let y = 0; y <= CORRECT_SCORE_MAX; y++) {
      outcomes.push({
        key: x * (CORRECT_SCORE_MAX + 1) + y + 1,
        description: `${x}-${y}`,
        opponentId: null,
        spread: null,
        judge: (fx, fy) => won(fx === x && fy === y),
      });
    }
  }
  const other = (CORRECT_SCORE_MAX + 1) ** 2 + 1;
  outcomes.push({
    key: other,
    description: 'Any Other Score',
    opponentId: null,
    spread: null,
    judge: (fx, fy) => won(fx > CORRECT_SCORE_MAX || fy > CORRECT_SCORE_MAX),
  });
  const beyond = h > CORRECT_SCORE_MAX || a > CORRECT_SCORE_MAX;
  return scoreMarket(
    base(
      FOOTBALL_KEYS.correctScore,
      MARKET_TYPES.correctScore,
      'Correct Score',
      'CORRECT_SCORE',
      true,
    ),
    grid,
    outcomes,
    final || beyond,
    // Scores below the current score can no longer happen: hidden (spec §4 oh).
    (o) => {
      if (o.key === other) return false;
      const x = Math.floor((o.key - 1) / (CORRECT_SCORE_MAX + 1));
      const y = (o.key - 1) % (CORRECT_SCORE_MAX + 1);
      return x < h || y < a;
    },
  );
}

/**
 * spec betting-domain §9 next goal 2722: one market per goal number (instance n), opened after
 * goal n − 1 and decided by goal n (or by the final whistle: No Goal).
 */
function nextGoalMarkets(
  ctx: MatchContext,
  view: MatchView,
  grid: GoalGrid,
  periodId: number,
): MarketSpec[] {
  const scorers = pastIncidents(view)
    .filter((i) => i.suspends)
    .map((i) => i.scores[0]?.opponentId);
  const current = Math.min(scorers.length + 1, MAX_NEXT_GOAL);
  const homeRate = expectOver(grid, (x) => x) - grid.home;
  const awayRate = expectOver(grid, (_, y) => y) - grid.away;
  const rate = homeRate + awayRate;
  const none = Math.exp(-rate);
  const out: MarketSpec[] = [];
  for (let n = 1; n <= current; n++) {
    const scorer = scorers[n - 1];
    const decided = scorer !== undefined || view.final;
    const outcome = (
      key: number,
      description: string,
      opponentId: number | null,
      probability: number,
      wins: boolean,
    ): OutcomeSpec => ({
      key,
      description,
      opponentId,
      spread: null,
      probability,
      ...(decided && { result: won(wins) }),
    });
    out.push({
      key: FOOTBALL_KEYS.nextGoalBase + n,
      marketTypeId: MARKET_TYPES.nextGoal,
      description: `Next Goal (Goal ${n})`,
      periodId,
      style: 'NEXT_GOAL',
      instance: n,
      outcomes: [
        outcome(
          1,
          ctx.home.description,
          ctx.home.id,
          rate > 0 ? (homeRate / rate) * (1 - none) : 0,
          scorer === ctx.home.id,
        ),
        outcome(2, 'No Goal', null, none, scorer === undefined),
        outcome(
          3,
          ctx.away.description,
          ctx.away.id,
          rate > 0 ? (awayRate / rate) * (1 - none) : 0,
          scorer === ctx.away.id,
        ),
      ],
    });
  }
  return out;
}

export function footballModel(config: FootballConfig): SportModel {
  return {
    script: (ctx) => footballScript(config, ctx),
    markets: (ctx, view, inRunning) => footballMarkets(config, ctx, view, inRunning),
  };
}
