import type { MatchContext, MatchScript, Phase } from './match-script';
import type { TrackerIncident } from './match-tracker';
import { firstServer } from './models/tennis-model';
import { intBetween, type Random } from './random';
import { bump, other, scoreRises, sideName, tally, type PerSide, type Side } from './set-play';
import { incidentLog } from './tracker-incidents';

/**
 * The tennis tracker's point by point (issue 12; docs/decisions.md "Tennis tracker"). The match
 * script plays tennis game by game; this fills each game with its points — who served, who won
 * each, aces and double faults, where the ball landed — from the tracker's own seeded stream,
 * so that every game ends on its script instant with the script's winner (the score messages and
 * prices are untouched). Every incident carries the match as it stands after it (`tennis`).
 */

/**
 * A tennis match as it stands after an incident (the contract's `TennisState`, which the
 * platform passes on as it is): who serves next, each set's games (the current set last), the
 * current game's points (0/15/30/40/A or a tiebreak's count), whether this point ended a game
 * and how, and the match's totals.
 */
export interface TennisState {
  readonly server: 'home' | 'away';
  readonly sets: readonly PerSide[];
  readonly game: { readonly home: string; readonly away: string };
  readonly tiebreak: boolean;
  readonly gameEnd: 'hold' | 'break' | 'tiebreak' | null;
  readonly pointsWon: PerSide;
  readonly aces: PerSide;
  readonly doubleFaults: PerSide;
  readonly breaks: PerSide;
}

type PointKind = 'point' | 'ace' | 'double_fault';

/** P(the server wins a point): close to the tour's ~63 %; the script's holds decide the games. */
const SERVER_WINS_POINT = 0.63;
/** Of the points the server wins, the share that are aces; of those it loses, double faults. */
const ACE_SHARE = 0.09;
const DOUBLE_FAULT_SHARE = 0.1;
/** Tries to draw a game with the script's winner before falling back to a love game. */
const GAME_TRIES = 40;

interface GameResult {
  readonly atMs: number;
  readonly set: number;
  readonly winner: Side;
}

interface PointPlan {
  readonly server: Side;
  readonly winner: Side;
  readonly kind: PointKind;
}

/** The script's games, in order: when each ended, in which set, and who won it. */
function gamesOf(ctx: MatchContext, script: MatchScript): GameResult[] {
  return scoreRises(ctx, script)
    .filter((r) => r.periodKey === 'GAMES')
    .map((r) => ({ atMs: r.atMs, set: r.periodInstance, winner: r.side }));
}

/** A tiebreak's server of point k (from 0): the first point, then two each in turn. */
function tiebreakServer(first: Side, k: number): Side {
  if (k === 0) return first;
  return Math.floor((k - 1) / 2) % 2 === 0 ? other(first) : first;
}

function gameOver(won: readonly [number, number], tiebreak: boolean): boolean {
  const target = tiebreak ? 7 : 4;
  return Math.max(won[0], won[1]) >= target && Math.abs(won[0] - won[1]) >= 2;
}

/** The points of a game `server` opens and `winner` takes (drawn until the winner agrees). */
function gamePoints(rng: Random, server: Side, winner: Side, tiebreak: boolean): PointPlan[] {
  const serverOf = (k: number) => (tiebreak ? tiebreakServer(server, k) : server);
  let winners: Side[] | null = null;
  for (let attempt = 0; attempt < GAME_TRIES && winners === null; attempt++) {
    const drawn: Side[] = [];
    const won: [number, number] = [0, 0];
    while (!gameOver(won, tiebreak)) {
      const s = serverOf(drawn.length);
      const w = rng() < SERVER_WINS_POINT ? s : other(s);
      won[w]++;
      drawn.push(w);
    }
    if (drawn.at(-1) === winner) winners = drawn;
  }
  winners ??= Array.from({ length: tiebreak ? 7 : 4 }, () => winner);
  return winners.map((w, k) => {
    const s = serverOf(k);
    const kind: PointKind =
      w === s
        ? rng() < ACE_SHARE
          ? 'ace'
          : 'point'
        : rng() < DOUBLE_FAULT_SHARE
          ? 'double_fault'
          : 'point';
    return { server: s, winner: w, kind };
  });
}

/**
 * Where the ball landed, 0–100: x from the home baseline (0) to the away one (100), the net at
 * 50 and the service lines 27 from it; y across the doubles court (singles lines at 12.5 and
 * 87.5). `deuce` is the court served from (an even point of the game).
 */
function landing(rng: Random, plan: PointPlan, deuce: boolean): { x: number; y: number } {
  const receiver = other(plan.server);
  // A receiver's right-hand box: the home player faces +x (right is +y), the away player −x.
  const rightIsLow = receiver === 1;
  const box = deuce === rightIsLow ? ([14, 48] as const) : ([52, 86] as const);
  const into = (side: Side, depth: number) => (side === 0 ? 50 - depth : 50 + depth);
  switch (plan.kind) {
    case 'ace': {
      // Out wide (by the singles line) or down the T (by the centre line).
      const low = box[0] === 14;
      const wide = rng() < 0.5;
      const y = wide
        ? low
          ? intBetween(rng, 14, 22)
          : intBetween(rng, 78, 86)
        : low
          ? intBetween(rng, 40, 48)
          : intBetween(rng, 52, 60);
      return { x: into(receiver, intBetween(rng, 14, 26)), y };
    }
    case 'double_fault':
      // The second serve into the net, on the server's side.
      return { x: into(plan.server, 1), y: intBetween(rng, box[0] + 8, box[1] - 8) };
    case 'point': {
      const loser = other(plan.winner);
      const depth = rng() < 0.7 ? intBetween(rng, 30, 49) : intBetween(rng, 6, 29);
      return { x: into(loser, depth), y: intBetween(rng, 14, 86) };
    }
  }
}

const PLAIN_POINTS = ['0', '15', '30', '40'] as const;

/** The game's score as a board shows it: 0/15/30/40/A, or a tiebreak's count. */
function gameScore(won: readonly [number, number], tiebreak: boolean): TennisState['game'] {
  const [h, a] = won;
  if (tiebreak) return { home: String(h), away: String(a) };
  if (h >= 3 && a >= 3) {
    if (h === a) return { home: '40', away: '40' };
    return h > a ? { home: 'A', away: '40' } : { home: '40', away: 'A' };
  }
  return { home: PLAIN_POINTS[h] ?? '40', away: PLAIN_POINTS[a] ?? '40' };
}

/** The tennis tracker of a match script (pure in ctx, script and the tracker's stream). */
export function tennisIncidents(
  ctx: MatchContext,
  script: MatchScript,
  rng: Random,
): readonly TrackerIncident[] {
  const sets = script.phases.filter((p): p is Phase => p.kind === 'play');
  const games = gamesOf(ctx, script);
  let server: Side = firstServer(ctx) === 0 ? 0 : 1;
  let state: TennisState = {
    server: sideName(server),
    sets: [{ home: 0, away: 0 }],
    game: { home: '0', away: '0' },
    tiebreak: false,
    gameEnd: null,
    pointsWon: tally(),
    aces: tally(),
    doubleFaults: tally(),
    breaks: tally(),
  };
  const log = incidentLog(ctx);
  const push = (
    phase: Phase,
    atMs: number,
    kind: TrackerIncident['kind'],
    side: Side | null,
    at: { x: number; y: number },
  ) => log.add(phase, { atMs, kind, side, ...at }, { tennis: state });
  const centre = { x: 50, y: 50 };
  let g = 0;
  for (const phase of sets) {
    if (phase.number > 1) state = { ...state, sets: [...state.sets, { home: 0, away: 0 }] };
    state = { ...state, server: sideName(server), gameEnd: null };
    push(phase, phase.startMs, 'period_start', null, centre);
    let start = phase.startMs;
    for (; g < games.length && games[g]?.set === phase.number; g++) {
      const game = games[g];
      if (!game) break;
      const current = state.sets.at(-1) ?? { home: 0, away: 0 };
      const tiebreak = current.home === 6 && current.away === 6;
      const plans = gamePoints(rng, server, game.winner, tiebreak);
      const span = game.atMs - start;
      const won: [number, number] = [0, 0];
      plans.forEach((plan, k) => {
        const last = k === plans.length - 1;
        // Evenly through the game, a little jitter; the last point on the game's own instant.
        const atMs = last
          ? game.atMs
          : start + Math.floor((span * (k + 0.75 + 0.4 * rng())) / plans.length);
        const spot = landing(rng, plan, k % 2 === 0);
        won[plan.winner]++;
        const scored = plan.winner;
        let sets = state.sets;
        let gameEnd: TennisState['gameEnd'] = null;
        let next: Side = tiebreak ? tiebreakServer(server, k + 1) : server;
        if (last) {
          const games = bump(current, scored);
          sets = [...state.sets.slice(0, -1), games];
          gameEnd = tiebreak ? 'tiebreak' : scored === server ? 'hold' : 'break';
          next = other(server);
        }
        state = {
          server: sideName(next),
          sets,
          game: last ? { home: '0', away: '0' } : gameScore(won, tiebreak),
          tiebreak: last ? false : tiebreak,
          gameEnd,
          pointsWon: bump(state.pointsWon, scored),
          aces: plan.kind === 'ace' ? bump(state.aces, plan.server) : state.aces,
          doubleFaults:
            plan.kind === 'double_fault'
              ? bump(state.doubleFaults, plan.server)
              : state.doubleFaults,
          breaks: gameEnd === 'break' ? bump(state.breaks, scored) : state.breaks,
        };
        push(phase, atMs, plan.kind, plan.kind === 'double_fault' ? plan.server : scored, spot);
      });
      server = other(server);
      start = game.atMs;
    }
    state = { ...state, gameEnd: null };
    push(phase, phase.endMs, 'period_end', null, centre);
  }
  return log.incidents;
}
