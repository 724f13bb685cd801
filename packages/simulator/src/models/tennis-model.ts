import type { PeriodScore } from '@touchline/betting';
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
  totalOf,
  wonIf,
} from '../match-script';
import { MARKET_TYPES, SIM_PERIODS, periodIdOf } from '../market-types';
import type { SimOutcomeResult } from '../model';
import { mulberry32, streamSeed } from '../random';
import { alertWindow } from './football-model';
import { ordinal } from './scoring-model';

/**
 * Tennis, best of three sets, modelled game by game: each player holds serve with a probability
 * from the two ratings, the serve alternates every game, a set goes to 6 with a tiebreak at 6-6.
 * Markets are exact over that model: a dynamic programme over the set's games gives each set's
 * final score distribution, and the sets combine into the match, set betting, total games and
 * games handicap. Every game is an incident (it suspends the markets); sets are the periods.
 */

const BEST_OF = 3;
const TO_WIN = 2;
const GAMES = 'GAMES';
const SETS = 'SETS';
const minute = 60_000;

export const TENNIS_KEYS = {
  matchWinner: 1,
  setBetting: 2,
  totalGames: 3,
  gamesHandicap: 4,
  setWinnerBase: 10,
  liveOffset: 100,
} as const;

interface Holds {
  readonly home: number;
  readonly away: number;
  readonly tiebreakHome: number;
}

function holds(ctx: MatchContext): Holds {
  const diff = ctx.homeRating - ctx.awayRating;
  const clamp = (p: number) => Math.min(0.88, Math.max(0.45, p));
  const home = clamp(0.64 + 0.12 * diff);
  const away = clamp(0.64 - 0.12 * diff);
  return { home, away, tiebreakHome: Math.min(0.8, Math.max(0.2, 0.5 + (home - away))) };
}

/** Who serves first (0 home, 1 away): a pure function of (seed, event). */
export function firstServer(ctx: MatchContext): number {
  return streamSeed(ctx.seed, 'serve', ctx.eventId) % 2;
}

/** A set's final games with their probability. */
interface SetFinal {
  readonly h: number;
  readonly a: number;
  readonly p: number;
}

type SetMemo = Map<number, readonly SetFinal[]>;

/** Set DP memos per hold probabilities (bounded): the same players share them across calls. */
const setMemos = new Map<string, SetMemo>();

function setMemoFor(h: Holds): SetMemo {
  const key = `${h.home}|${h.away}|${h.tiebreakHome}`;
  let memo = setMemos.get(key);
  if (!memo) {
    if (setMemos.size > 500) setMemos.clear();
    memo = new Map();
    setMemos.set(key, memo);
  }
  return memo;
}

/** Final games of a set from (gh, ga) with `server` (0 home, 1 away) to serve. */
function setFinals(
  h: Holds,
  gh: number,
  ga: number,
  server: number,
  memo: SetMemo,
): readonly SetFinal[] {
  const key = gh * 100 + ga * 2 + server;
  const held = memo.get(key);
  if (held) return held;
  let out: SetFinal[];
  if ((gh >= 6 && gh - ga >= 2) || gh === 7 || (ga >= 6 && ga - gh >= 2) || ga === 7) {
    out = [{ h: gh, a: ga, p: 1 }];
  } else if (gh === 6 && ga === 6) {
    out = [
      { h: 7, a: 6, p: h.tiebreakHome },
      { h: 6, a: 7, p: 1 - h.tiebreakHome },
    ];
  } else {
    const pHome = server === 0 ? h.home : 1 - h.away;
    const acc = new Map<number, SetFinal>();
    const add = (list: readonly SetFinal[], w: number) => {
      for (const f of list) {
        const k = f.h * 10 + f.a;
        const prior = acc.get(k);
        acc.set(k, { h: f.h, a: f.a, p: (prior?.p ?? 0) + f.p * w });
      }
    };
    add(setFinals(h, gh + 1, ga, 1 - server, memo), pHome);
    add(setFinals(h, gh, ga + 1, 1 - server, memo), 1 - pHome);
    out = [...acc.values()];
  }
  memo.set(key, out);
  return out;
}

/**
 * How the match can end from now, aggregated: sets won, games and game difference still to
 * come, and which side took each set (bit n − 1 set: home took set n), with probabilities.
 */
interface MatchFinal {
  readonly setsHome: number;
  readonly setsAway: number;
  /** Sets played in the match at the end. */
  readonly sets: number;
  /** Bit n − 1 set when home won set n (sets still to be played only; earlier ones are known). */
  readonly homeSets: number;
  readonly games: number;
  readonly diff: number;
  readonly probability: number;
}

function matchFinals(
  h: Holds,
  wonHome: number,
  wonAway: number,
  current: readonly [number, number] | null,
  server: number,
): MatchFinal[] {
  const memo = setMemoFor(h);
  let frontier = new Map<number, MatchFinal>([
    [
      0,
      {
        setsHome: wonHome,
        setsAway: wonAway,
        sets: wonHome + wonAway,
        homeSets: 0,
        games: 0,
        diff: 0,
        probability: 1,
      },
    ],
  ]);
  const done: MatchFinal[] = [];
  let first = true;
  while (frontier.size > 0) {
    const next = new Map<number, MatchFinal>();
    for (const state of frontier.values()) {
      if (state.setsHome >= TO_WIN || state.setsAway >= TO_WIN) {
        done.push(state);
        continue;
      }
      const start = first && current ? current : ([0, 0] as const);
      // Later sets: who serves first barely matters; both openings weigh half.
      const options: (readonly [readonly SetFinal[], number])[] = first
        ? [[setFinals(h, start[0], start[1], server, memo), 1]]
        : [
            [setFinals(h, 0, 0, 0, memo), 0.5],
            [setFinals(h, 0, 0, 1, memo), 0.5],
          ];
      for (const [finals, weight] of options) {
        for (const f of finals) {
          const homeWon = f.h > f.a;
          const sets = state.sets + 1;
          const games = state.games + f.h + f.a - start[0] - start[1];
          const diff = state.diff + f.h - f.a - start[0] + start[1];
          const homeSets = state.homeSets | (homeWon ? 1 << (sets - 1) : 0);
          const setsHome = state.setsHome + (homeWon ? 1 : 0);
          const setsAway = state.setsAway + (homeWon ? 0 : 1);
          const key = (((setsHome * 4 + setsAway) * 8 + homeSets) * 128 + games) * 128 + diff + 64;
          const prior = next.get(key);
          next.set(key, {
            setsHome,
            setsAway,
            sets,
            homeSets,
            games,
            diff,
            probability: (prior?.probability ?? 0) + state.probability * f.p * weight,
          });
        }
      }
    }
    frontier = next;
    first = false;
  }
  return done;
}

interface TennisState {
  readonly played: (readonly [number, number])[];
  readonly current: readonly [number, number] | null;
  readonly server: number;
  readonly gamesSoFar: number;
}

function tennisState(ctx: MatchContext, view: MatchView): TennisState {
  const setsH = scoreOf(view, ctx.home.id, SETS, 0);
  const setsA = scoreOf(view, ctx.away.id, SETS, 0);
  const done = setsH + setsA;
  const played: (readonly [number, number])[] = [];
  for (let n = 1; n <= done; n++) {
    played.push([scoreOf(view, ctx.home.id, GAMES, n), scoreOf(view, ctx.away.id, GAMES, n)]);
  }
  const finished = setsH >= TO_WIN || setsA >= TO_WIN;
  const n = done + 1;
  const current: readonly [number, number] | null = finished
    ? null
    : [scoreOf(view, ctx.home.id, GAMES, n), scoreOf(view, ctx.away.id, GAMES, n)];
  const gamesSoFar = totalOf(view, ctx.home.id, GAMES) + totalOf(view, ctx.away.id, GAMES);
  return {
    played,
    current,
    server: (firstServer(ctx) + gamesSoFar) % 2,
    gamesSoFar,
  };
}

function tennisScript(ctx: MatchContext): MatchScript {
  const rng = mulberry32(streamSeed(ctx.seed, 'script', ctx.eventId));
  const h = holds(ctx);
  const ids = [ctx.home.id, ctx.away.id];
  const entry = (side: number, key: string, instance: number, score: number): PeriodScore => ({
    opponentId: ids[side] ?? 0,
    periodInstance: instance,
    periodKey: key,
    score,
  });
  const phases: Phase[] = [];
  const incidents: Incident[] = [
    { atMs: 0, suspends: false, scores: [entry(0, SETS, 0, 0), entry(1, SETS, 0, 0)] },
  ];
  let t = 0;
  let clock = 0;
  let server = firstServer(ctx);
  const sets = [0, 0];
  for (let n = 1; n <= BEST_OF && (sets[0] ?? 0) < TO_WIN && (sets[1] ?? 0) < TO_WIN; n++) {
    const start = t;
    incidents.push({
      atMs: t,
      suspends: false,
      scores: [entry(0, GAMES, n, 0), entry(1, GAMES, n, 0)],
    });
    const games = [0, 0];
    for (;;) {
      const [gh = 0, ga = 0] = games;
      const over = (gh >= 6 && gh - ga >= 2) || (ga >= 6 && ga - gh >= 2) || gh === 7 || ga === 7;
      if (over) break;
      const tiebreak = gh === 6 && ga === 6;
      const pHome = tiebreak ? h.tiebreakHome : server === 0 ? h.home : 1 - h.away;
      t += Math.floor((tiebreak ? 8 + 4 * rng() : 3 + 3 * rng()) * minute);
      const side = rng() < pHome ? 0 : 1;
      games[side] = (games[side] ?? 0) + 1;
      server = 1 - server;
      const scores = [entry(side, GAMES, n, games[side] ?? 0)];
      const [nh = 0, na = 0] = games;
      if ((nh >= 6 && nh - na >= 2) || (na >= 6 && na - nh >= 2) || nh === 7 || na === 7) {
        sets[side] = (sets[side] ?? 0) + 1;
        scores.push(entry(side, SETS, 0, sets[side] ?? 0));
      }
      incidents.push({ atMs: t, suspends: true, scores });
    }
    const minutes = Math.floor((t - start) / minute);
    phases.push({
      startMs: start,
      endMs: t,
      kind: 'play',
      number: n,
      description: `${ordinal(n)} Set`,
      abbreviation: 'SETS',
      clockStart: clock,
    });
    clock += minutes;
    if ((sets[0] ?? 0) < TO_WIN && (sets[1] ?? 0) < TO_WIN) {
      phases.push({
        startMs: t,
        endMs: t + 2 * minute,
        kind: 'break',
        number: n,
        description: `End of ${ordinal(n)} Set`,
        abbreviation: 'SETS',
        clockStart: clock,
      });
      t += 2 * minute;
    }
  }
  // The last game ends the match: keep a second after it for the final whistle.
  t += 1000;
  const last = phases[phases.length - 1];
  if (last) phases[phases.length - 1] = { ...last, endMs: t };
  const alert = rng() < 0.04 ? alertWindow(rng, t) : null;
  return { durationMs: t, phases, incidents, alert, lts: null };
}

/** Pre-match lines (fixed for the event): total games and games handicap. */
const lineCache = new Map<string, { total: number; handicap: number }>();

function lines(ctx: MatchContext): { total: number; handicap: number } {
  const key = `${ctx.seed}|${ctx.eventId}`;
  const held = lineCache.get(key);
  if (held) return held;
  const finals = matchFinals(holds(ctx), 0, 0, null, firstServer(ctx));
  let games = 0;
  let diff = 0;
  for (const f of finals) {
    games += f.games * f.probability;
    diff += f.diff * f.probability;
  }
  const handicap = diff >= 0 ? -(Math.floor(diff) + 0.5) : Math.floor(-diff) + 0.5;
  const out = { total: Math.floor(games) + 0.5, handicap };
  if (lineCache.size > 5000) lineCache.clear();
  lineCache.set(key, out);
  return out;
}

function tennisMarkets(ctx: MatchContext, view: MatchView, inRunning: boolean): MarketSpec[] {
  const { home, away } = ctx;
  const state = tennisState(ctx, view);
  let wonH = 0;
  let wonA = 0;
  for (const [x, y] of state.played) {
    if (x > y) wonH++;
    else wonA++;
  }
  const final = view.final;
  const finals = final ? [] : matchFinals(holds(ctx), wonH, wonA, state.current, state.server);
  const p = (f: (m: MatchFinal) => boolean) =>
    finals.reduce((s, m) => s + (f(m) ? m.probability : 0), 0);
  const currentGames = state.current ? state.current[0] + state.current[1] : 0;
  const currentDiff = state.current ? state.current[0] - state.current[1] : 0;
  const totalGames = state.played.reduce((s, [a, b]) => s + a + b, 0) + currentGames;
  const gameDiff = state.played.reduce((s, [a, b]) => s + a - b, 0) + currentDiff;
  const offset = inRunning ? TENNIS_KEYS.liveOffset : 0;
  const match = periodIdOf(SIM_PERIODS.tennisMatch, inRunning);
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
  const l = lines(ctx);
  const pHome = p((m) => m.setsHome === TO_WIN);
  const over = p((m) => totalGames + m.games > l.total);
  const cover = p((m) => gameDiff + m.diff + l.handicap > 0);
  const totalDecided = final || totalGames > l.total;
  const markets: MarketSpec[] = [
    {
      key: TENNIS_KEYS.matchWinner + offset,
      marketTypeId: MARKET_TYPES.moneyLine,
      description: 'Match Winner',
      periodId: match,
      style: 'TWO_WAY',
      instance: null,
      outcomes: [
        o(1, home.description, home.id, pHome, null, final ? wonIf(wonH > wonA) : undefined),
        o(2, away.description, away.id, 1 - pHome, null, final ? wonIf(wonA > wonH) : undefined),
      ],
    },
    {
      key: TENNIS_KEYS.setBetting + offset,
      marketTypeId: MARKET_TYPES.setBetting,
      description: 'Set Betting',
      periodId: match,
      style: 'CORRECT_SCORE',
      instance: null,
      slow: true,
      outcomes: (
        [
          [2, 0],
          [2, 1],
          [1, 2],
          [0, 2],
        ] as const
      ).map(([a, b], i) => {
        const winner = a > b ? home : away;
        const possible = a >= wonH && b >= wonA;
        return {
          ...o(
            i + 1,
            `${winner.description} ${Math.max(a, b)}-${Math.min(a, b)}`,
            winner.id,
            p((m) => m.setsHome === a && m.setsAway === b),
            null,
            final ? wonIf(wonH === a && wonA === b) : undefined,
          ),
          ...(!possible && { hidden: true }),
        };
      }),
    },
    {
      key: TENNIS_KEYS.totalGames + offset,
      marketTypeId: MARKET_TYPES.total,
      description: `Total Games Over/Under ${l.total}`,
      periodId: match,
      style: 'OVER_UNDER',
      instance: null,
      slow: true,
      outcomes: [
        o(
          1,
          `Over ${l.total}`,
          null,
          over,
          l.total,
          totalDecided ? wonIf(totalGames > l.total) : undefined,
        ),
        o(
          2,
          `Under ${l.total}`,
          null,
          1 - over,
          l.total,
          totalDecided ? wonIf(totalGames < l.total) : undefined,
        ),
      ],
    },
    {
      key: TENNIS_KEYS.gamesHandicap + offset,
      marketTypeId: MARKET_TYPES.handicap,
      description: `Games Handicap ${l.handicap > 0 ? '+' : ''}${l.handicap}`,
      periodId: match,
      style: 'HANDICAP',
      instance: null,
      slow: true,
      outcomes: [
        o(
          1,
          `${home.description} ${l.handicap > 0 ? '+' : ''}${l.handicap}`,
          home.id,
          cover,
          l.handicap,
          final ? wonIf(gameDiff + l.handicap > 0) : undefined,
        ),
        o(
          2,
          `${away.description} ${-l.handicap > 0 ? '+' : ''}${-l.handicap}`,
          away.id,
          1 - cover,
          -l.handicap,
          final ? wonIf(gameDiff + l.handicap < 0) : undefined,
        ),
      ],
    },
  ];
  for (let n = 1; n <= BEST_OF; n++) {
    const playedSet = state.played[n - 1];
    const decided = playedSet !== undefined || final;
    // Set n winner given that set n is played (a set never played is void).
    let reach = 0;
    let homeSet = 0;
    for (const m of finals) {
      if (m.sets < n) continue;
      reach += m.probability;
      if (m.homeSets & (1 << (n - 1))) homeSet += m.probability;
    }
    const pSet = reach > 0 ? homeSet / reach : 0.5;
    const result = (side: 0 | 1): SimOutcomeResult | undefined => {
      if (!decided) return undefined;
      if (!playedSet) return 'void';
      return wonIf(side === 0 ? playedSet[0] > playedSet[1] : playedSet[1] > playedSet[0]);
    };
    markets.push({
      key: TENNIS_KEYS.setWinnerBase + n + offset,
      marketTypeId: MARKET_TYPES.periodWinner,
      description: `${ordinal(n)} Set Winner`,
      periodId: periodIdOf(SIM_PERIODS.tennisSet, inRunning),
      style: 'TWO_WAY',
      instance: n,
      outcomes: [
        o(1, home.description, home.id, pSet, null, result(0)),
        o(2, away.description, away.id, 1 - pSet, null, result(1)),
      ],
    });
  }
  return markets;
}

export const tennisModel: SportModel = {
  script: tennisScript,
  markets: tennisMarkets,
};
