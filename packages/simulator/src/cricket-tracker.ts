import type { MatchContext, MatchScript, Phase } from './match-script';
import type { TrackerIncident, TrackerKind } from './match-tracker';
import { CRICKET_PERIOD_KEYS } from './models/cricket-model';
import { intBetween, type Random } from './random';
import { sideName, tally, type PerSide, type Side } from './set-play';
import { incidentLog } from './tracker-incidents';

/**
 * The cricket tracker's ball by ball (issue 12; docs/decisions.md "Cricket tracker"). The match
 * script plays Twenty20 ball by ball already (each delivery a dot, 1, 2, 3, 4, 6, a wicket or a
 * wide, with the over's balls), so every ball of the script is an incident here at its instant
 * for the batting side, with the innings after it. The tracker's own seeded stream adds only
 * what does not change the score: where the ball went (a zone of the ground) and how a wicket
 * fell. Every incident carries the match as it stands after it (`cricket`).
 */

export type CricketZone =
  'mid_off' | 'cover' | 'point' | 'third_man' | 'fine_leg' | 'square_leg' | 'midwicket' | 'mid_on';

export type CricketDismissal = 'bowled' | 'caught' | 'lbw' | 'run_out';

/** An innings' score: runs, wickets down and legal balls bowled. */
export interface CricketInnings {
  readonly batting: 'home' | 'away';
  readonly runs: number;
  readonly wickets: number;
  readonly balls: number;
}

/**
 * A cricket match as it stands after an incident (the contract's `CricketState`): the innings
 * in play (or just ended), the target in the second, the over's balls so far, the first
 * innings once it is over, this ball's zone and dismissal, and each batting side's totals.
 */
export interface CricketState {
  /** 1 or 2; a tie's super over keeps 2. */
  readonly innings: number;
  readonly batting: 'home' | 'away';
  readonly runs: number;
  readonly wickets: number;
  readonly balls: number;
  /** Runs to win, in the second innings (the first innings' runs + 1); otherwise null. */
  readonly target: number | null;
  /** The script's balls of the over in progress ('0' '1' '2' '3' '4' '6' 'W' 'WD'), in order. */
  readonly thisOver: readonly string[];
  /** The first innings, once it is over. */
  readonly firstInnings: CricketInnings | null;
  /** Where this ball went (null for a ball that beat the bat: bowled, lbw, a wide). */
  readonly zone: CricketZone | null;
  readonly dismissal: CricketDismissal | null;
  /** The state's innings is over (this incident ended it, or it is a super over's mark). */
  readonly inningsEnd: boolean;
  /** Each side's fours, sixes and extras (wides) as the batting side. */
  readonly fours: PerSide;
  readonly sixes: PerSide;
  readonly extras: PerSide;
  /** The side that won a tie's super over, once it is decided. */
  readonly superOver: 'home' | 'away' | null;
}

export const UNREADABLE_BALL =
  'the cricket script has a ball whose outcome does not match its runs';

const ZONES: readonly CricketZone[] = [
  'mid_off',
  'cover',
  'point',
  'third_man',
  'fine_leg',
  'square_leg',
  'midwicket',
  'mid_on',
];
/** Each zone's direction from the striker, degrees clockwise from straight down the ground. */
const ZONE_ANGLE: Readonly<Record<CricketZone, number>> = {
  mid_off: 20,
  cover: 62,
  point: 100,
  third_man: 150,
  fine_leg: 210,
  square_leg: 262,
  midwicket: 300,
  mid_on: 340,
};
/** Where boundaries go (more in front of square), and where other runs are taken. */
const BOUNDARY_ZONE_WEIGHTS = [2, 3, 2, 1, 1, 2, 3, 2];
const RUN_ZONE_WEIGHTS = [2, 3, 3, 2, 2, 3, 3, 2];

/** The striker's stumps, 0–100 on the ground's drawing (the pitch runs up from them). */
export const STRIKER = { x: 50, y: 58 } as const;
/** The ground's radius in drawing units about its centre (50, 50). */
const GROUND_RADIUS = 47;

function weighted<T>(rng: Random, items: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((s, w) => s + w, 0);
  let r = rng() * total;
  for (let k = 0; k < items.length; k++) {
    r -= weights[k] ?? 0;
    if (r < 0) return items[k] as T;
  }
  return items[items.length - 1] as T;
}

/** A spot `reach` (0–1 of the way to the rope) from the striker towards a zone. */
function spotIn(rng: Random, zone: CricketZone, reach: number) {
  const angle = ((ZONE_ANGLE[zone] + intBetween(rng, -14, 14)) * Math.PI) / 180;
  // From the striker towards the rope: the ground is a circle about (50, 50).
  const dx = Math.sin(angle);
  const dy = -Math.cos(angle);
  const ox = STRIKER.x - 50;
  const oy = STRIKER.y - 50;
  const b = ox * dx + oy * dy;
  const toRope = -b + Math.sqrt(b * b - (ox * ox + oy * oy - GROUND_RADIUS ** 2));
  const clamp = (v: number) => Math.max(0, Math.min(100, Math.round(v)));
  return { x: clamp(STRIKER.x + dx * toRope * reach), y: clamp(STRIKER.y + dy * toRope * reach) };
}

const DISMISSALS: readonly CricketDismissal[] = ['caught', 'bowled', 'lbw', 'run_out'];
const DISMISSAL_WEIGHTS = [55, 20, 15, 10];

interface Ball {
  readonly kind: TrackerKind;
  readonly zone: CricketZone | null;
  readonly dismissal: CricketDismissal | null;
  readonly at: { readonly x: number; readonly y: number };
}

/** What the tracker's stream adds to a ball of the script: where it went, how a wicket fell. */
function ballOf(rng: Random, outcome: string): Ball {
  const r = (lo: number, hi: number) => lo + rng() * (hi - lo);
  switch (outcome) {
    case 'WD': {
      // Down the leg side or wide of off: past the striker, no zone.
      const off = rng() < 0.6;
      return {
        kind: 'wide',
        zone: null,
        dismissal: null,
        at: { x: STRIKER.x + (off ? 6 : -6), y: STRIKER.y + 3 },
      };
    }
    case 'W': {
      const dismissal = weighted(rng, DISMISSALS, DISMISSAL_WEIGHTS);
      if (dismissal === 'bowled' || dismissal === 'lbw') {
        return { kind: 'wicket', zone: null, dismissal, at: { ...STRIKER } };
      }
      const zone = weighted(rng, ZONES, RUN_ZONE_WEIGHTS);
      const reach = dismissal === 'caught' ? r(0.25, 0.95) : r(0.15, 0.5);
      return { kind: 'wicket', zone, dismissal, at: spotIn(rng, zone, reach) };
    }
    case '4':
    case '6': {
      const zone = weighted(rng, ZONES, BOUNDARY_ZONE_WEIGHTS);
      return {
        kind: outcome === '4' ? 'four' : 'six',
        zone,
        dismissal: null,
        at: spotIn(rng, zone, outcome === '4' ? 0.97 : 1.06),
      };
    }
    case '0': {
      const zone = weighted(rng, ZONES, RUN_ZONE_WEIGHTS);
      return { kind: 'dot_ball', zone, dismissal: null, at: spotIn(rng, zone, r(0.08, 0.3)) };
    }
    default: {
      const runs = Number(outcome);
      const zone = weighted(rng, ZONES, RUN_ZONE_WEIGHTS);
      const reach = runs === 1 ? r(0.2, 0.5) : runs === 2 ? r(0.45, 0.8) : r(0.7, 0.92);
      return { kind: 'runs', zone, dismissal: null, at: spotIn(rng, zone, reach) };
    }
  }
}

function outcomeRuns(outcome: string): number {
  if (outcome === 'WD') return 1;
  const n = Number(outcome);
  return Number.isInteger(n) ? n : 0;
}

const bumpBy = (t: PerSide, side: Side, n: number): PerSide =>
  n === 0
    ? t
    : side === 0
      ? { home: t.home + n, away: t.away }
      : { home: t.home, away: t.away + n };

/** The cricket tracker of a match script (pure in ctx, script and the tracker's stream). */
export function cricketIncidents(
  ctx: MatchContext,
  script: MatchScript,
  rng: Random,
): readonly TrackerIncident[] {
  const K = CRICKET_PERIOD_KEYS;
  const plays = script.phases.filter((p): p is Phase => p.kind === 'play');
  const phaseAt = (atMs: number) =>
    plays.find((p) => atMs >= p.startMs && atMs < p.endMs) ?? plays.at(-1);
  const sideOf = (opponentId: number): Side => (opponentId === ctx.home.id ? 0 : 1);
  let state: CricketState | null = null;
  const matchRuns = (s: CricketState): { home: number; away: number } => {
    const first = s.firstInnings;
    const runs = { home: 0, away: 0 };
    if (first) runs[first.batting] = first.runs;
    runs[s.batting] = s.runs;
    return runs;
  };
  const log = incidentLog(ctx);
  const push = (
    phase: Phase,
    atMs: number,
    kind: TrackerKind,
    side: Side | null,
    at: { x: number; y: number },
    points: number | null,
  ) => {
    if (!state) return;
    // A ball that scores: both sides' runs after it (the board's score).
    const score = points === null ? null : matchRuns(state);
    log.add(phase, { atMs, kind, side, ...at, points, score }, { cricket: state });
  };
  const centre = { x: 50, y: 50 };
  const closeInnings = (phase: Phase) => {
    if (!state) return;
    state = { ...state, inningsEnd: true, zone: null, dismissal: null };
    push(phase, phase.endMs, 'period_end', null, centre, null);
  };
  let innings = 0;
  let openPhase: Phase | null = null;
  for (const incident of script.incidents) {
    const runsEntry = incident.scores.find((s) => s.periodKey === K.runs);
    const superOver = incident.scores.find((s) => s.periodKey === K.superOver && s.score > 0);
    const phase = phaseAt(incident.atMs);
    if (!phase) continue;
    if (superOver && state) {
      // A tie: the super over's phase opens, and its winner is known at its end.
      if (openPhase && openPhase !== phase) closeInnings(openPhase);
      // No ball of it is scripted: its marks carry the second innings as it ended (over).
      const s0: CricketState = state;
      state = { ...s0, inningsEnd: true, zone: null, dismissal: null, thisOver: [] };
      push(phase, phase.startMs, 'period_start', null, centre, null);
      state = { ...state, superOver: sideName(sideOf(superOver.opponentId)) };
      openPhase = phase;
      continue;
    }
    if (!runsEntry) continue;
    const batting = sideOf(runsEntry.opponentId);
    const balls = incident.cricketOutcomes ?? [];
    if (runsEntry.periodInstance !== innings) {
      // An innings starts (the script's all-zero entries at its first instant).
      if (openPhase && state) closeInnings(openPhase);
      innings = runsEntry.periodInstance;
      const prev: CricketState | null = state;
      const first: CricketInnings | null =
        prev && innings === 2
          ? { batting: prev.batting, runs: prev.runs, wickets: prev.wickets, balls: prev.balls }
          : null;
      state = {
        innings,
        batting: sideName(batting),
        runs: 0,
        wickets: 0,
        balls: 0,
        target: first ? first.runs + 1 : null,
        thisOver: [],
        firstInnings: first,
        zone: null,
        dismissal: null,
        inningsEnd: false,
        fours: prev?.fours ?? tally(),
        sixes: prev?.sixes ?? tally(),
        extras: prev?.extras ?? tally(),
        superOver: null,
      };
      push(phase, phase.startMs, 'period_start', null, centre, null);
      openPhase = phase;
      if (balls.length === 0) continue;
    }
    const outcome = balls.at(-1)?.outcome;
    if (outcome === undefined || !state) continue;
    const s: CricketState = state;
    const runs = runsEntry.score;
    const wickets =
      incident.scores.find((e) => e.periodKey === K.wickets && e.periodInstance === innings)
        ?.score ?? s.wickets;
    const legal =
      incident.scores.find((e) => e.periodKey === K.balls && e.periodInstance === innings)?.score ??
      s.balls;
    if (
      runs - s.runs !== outcomeRuns(outcome) ||
      wickets - s.wickets !== (outcome === 'W' ? 1 : 0)
    ) {
      throw new Error(UNREADABLE_BALL);
    }
    const ball = ballOf(rng, outcome);
    state = {
      ...s,
      runs,
      wickets,
      balls: legal,
      thisOver: balls.map((b) => b.outcome),
      zone: ball.zone,
      dismissal: ball.dismissal,
      fours: outcome === '4' ? bumpBy(s.fours, batting, 1) : s.fours,
      sixes: outcome === '6' ? bumpBy(s.sixes, batting, 1) : s.sixes,
      extras: outcome === 'WD' ? bumpBy(s.extras, batting, 1) : s.extras,
    };
    const scored = outcomeRuns(outcome);
    push(phase, incident.atMs, ball.kind, batting, ball.at, scored > 0 ? scored : null);
  }
  // The last innings (or the super over, whose winner the script records without its balls).
  if (openPhase) closeInnings(openPhase);
  return log.incidents;
}
