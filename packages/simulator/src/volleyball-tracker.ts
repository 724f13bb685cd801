import type { MatchContext, MatchScript, Phase } from './match-script';
import type { TrackerIncident } from './match-tracker';
import { VOLLEYBALL } from './models/series-sports';
import { intBetween, type Random } from './random';
import { bump, other, scoreRises, sideName, tally, type PerSide, type Side } from './set-play';
import { incidentLog } from './tracker-incidents';

/**
 * The volleyball tracker's rally by rally (issue 12; docs/decisions.md "Volleyball tracker").
 * The match script plays volleyball point by point already (rally scoring: every rally is a
 * point for its winner), so every point of the script is an incident here at its instant for
 * its winner; the tracker's own seeded stream adds only how the rally ended (an ace, a block, a
 * service error or an attack point), where the ball came down, and who served. Every incident
 * carries the match as it stands after it (`volleyball`).
 */

/**
 * A volleyball match as it stands after an incident (the contract's `VolleyballState`, which
 * the platform passes on as it is): who serves the next rally, each set's points (the set being
 * played last), sets won, whether this point ended a set, and the match's totals.
 */
export interface VolleyballState {
  readonly server: 'home' | 'away';
  readonly sets: readonly PerSide[];
  readonly setsWon: PerSide;
  readonly setEnd: boolean;
  /** Rallies won by the team that served them. */
  readonly servePointsWon: PerSide;
  readonly aces: PerSide;
  /** Service errors made by each team (the point went to the other). */
  readonly serviceErrors: PerSide;
  readonly blocks: PerSide;
  /** Rallies won by an attack (a kill) or the opponent's error in the rally. */
  readonly attackPoints: PerSide;
}

type RallyKind = 'point' | 'ace' | 'block' | 'service_error';

/** Of the rallies the serving team wins, the share won on an ace and at the block. */
const ACE_SHARE = 0.17;
const SERVING_BLOCK_SHARE = 0.25;
/** Of the rallies the serving team loses, the share lost on a service error, and at the block. */
const SERVICE_ERROR_SHARE = 0.3;
const RECEIVING_BLOCK_SHARE = 0.1;

interface Rally {
  readonly atMs: number;
  readonly set: number;
  readonly winner: Side;
  /** The point ended the set (the script's sets count rose with it). */
  readonly setEnd: boolean;
}

/** The script's rally points, in order: when, in which set, who won it, whether it ended the set. */
function ralliesOf(ctx: MatchContext, script: MatchScript): Rally[] {
  const rises = scoreRises(ctx, script);
  const setEnds = new Set(
    rises.filter((r) => r.periodKey === VOLLEYBALL.setsKey).map((r) => r.incident),
  );
  return rises
    .filter((r) => r.periodKey === VOLLEYBALL.pointsKey)
    .map((r) => ({
      atMs: r.atMs,
      set: r.periodInstance,
      winner: r.side,
      setEnd: setEnds.has(r.incident),
    }));
}

/** How a rally `server` served ended, `winner` taking it. */
function rallyKind(rng: Random, server: Side, winner: Side): RallyKind {
  const r = rng();
  if (winner === server) {
    if (r < ACE_SHARE) return 'ace';
    return r < ACE_SHARE + SERVING_BLOCK_SHARE ? 'block' : 'point';
  }
  if (r < SERVICE_ERROR_SHARE) return 'service_error';
  return r < SERVICE_ERROR_SHARE + RECEIVING_BLOCK_SHARE ? 'block' : 'point';
}

/**
 * Where the ball came down, 0–100: x from the home end line (0) to the away one (100), the net
 * at 50 and the attack lines 3 m (16.7) from it; y across the court.
 */
function landing(rng: Random, kind: RallyKind, server: Side, winner: Side) {
  const loser = other(winner);
  const into = (side: Side, depth: number) => (side === 0 ? 50 - depth : 50 + depth);
  switch (kind) {
    case 'ace':
      return { x: into(loser, intBetween(rng, 20, 48)), y: intBetween(rng, 6, 94) };
    case 'service_error':
      // Into the net on the server's side, or out over the receiver's end line.
      return rng() < 0.55
        ? { x: into(server, 1), y: intBetween(rng, 15, 85) }
        : { x: into(other(server), 50), y: intBetween(rng, 10, 90) };
    case 'block':
      // Blocked back down close to the net, on the attacker's side.
      return { x: into(loser, intBetween(rng, 2, 10)), y: intBetween(rng, 10, 90) };
    case 'point':
      return { x: into(loser, intBetween(rng, 6, 48)), y: intBetween(rng, 4, 96) };
  }
}

/** The volleyball tracker of a match script (pure in ctx, script and the tracker's stream). */
export function volleyballIncidents(
  ctx: MatchContext,
  script: MatchScript,
  rng: Random,
): readonly TrackerIncident[] {
  const sets = script.phases.filter((p): p is Phase => p.kind === 'play');
  const rallies = ralliesOf(ctx, script);
  // The toss: its winner serves sets 1 and 3, the other sets 2 and 4; the fifth has its own toss.
  const toss: Side = rng() < 0.5 ? 0 : 1;
  const decider: Side = rng() < 0.5 ? 0 : 1;
  const firstServerOf = (n: number): Side =>
    n >= VOLLEYBALL.bestOf ? decider : n % 2 === 1 ? toss : other(toss);
  let state: VolleyballState = {
    server: sideName(toss),
    sets: [tally()],
    setsWon: tally(),
    setEnd: false,
    servePointsWon: tally(),
    aces: tally(),
    serviceErrors: tally(),
    blocks: tally(),
    attackPoints: tally(),
  };
  const log = incidentLog(ctx);
  const push = (
    phase: Phase,
    atMs: number,
    kind: TrackerIncident['kind'],
    side: Side | null,
    at: { x: number; y: number },
    points: number | null,
  ) => {
    const set = state.sets.at(-1) ?? tally();
    // A point's score is the set's points after it (the score the board shows).
    const score = points === null ? null : { home: set.home, away: set.away };
    log.add(phase, { atMs, kind, side, ...at, points, score }, { volleyball: state });
  };
  const centre = { x: 50, y: 50 };
  let r = 0;
  for (const phase of sets) {
    let server = firstServerOf(phase.number);
    if (phase.number > 1) state = { ...state, sets: [...state.sets, tally()] };
    state = { ...state, server: sideName(server), setEnd: false };
    push(phase, phase.startMs, 'period_start', null, centre, null);
    for (; r < rallies.length && rallies[r]?.set === phase.number; r++) {
      const rally = rallies[r];
      if (!rally) break;
      const { winner } = rally;
      const kind = rallyKind(rng, server, winner);
      const spot = landing(rng, kind, server, winner);
      const current = bump(state.sets.at(-1) ?? tally(), winner);
      state = {
        // Rally scoring: the team that wins the rally serves the next.
        server: sideName(winner),
        sets: [...state.sets.slice(0, -1), current],
        setsWon: rally.setEnd ? bump(state.setsWon, winner) : state.setsWon,
        setEnd: rally.setEnd,
        servePointsWon:
          winner === server ? bump(state.servePointsWon, winner) : state.servePointsWon,
        aces: kind === 'ace' ? bump(state.aces, winner) : state.aces,
        serviceErrors:
          kind === 'service_error' ? bump(state.serviceErrors, server) : state.serviceErrors,
        blocks: kind === 'block' ? bump(state.blocks, winner) : state.blocks,
        attackPoints: kind === 'point' ? bump(state.attackPoints, winner) : state.attackPoints,
      };
      push(phase, rally.atMs, kind, winner, spot, 1);
      server = winner;
    }
    state = { ...state, setEnd: false };
    push(phase, phase.endMs, 'period_end', null, centre, null);
  }
  return log.incidents;
}
