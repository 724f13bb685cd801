import type { MatchContext, MatchScript, Phase } from './match-script';
import type { TrackerIncident, TrackerKind } from './match-tracker';
import { BASEBALL } from './models/scoring-sports';
import { bottomHalfStart } from './models/scoring-model';
import { intBetween, type Random } from './random';
import { scoreRises, sideName, tally, type PerSide, type Side } from './set-play';
import { incidentLog } from './tracker-incidents';

/**
 * The baseball tracker's plate appearance by plate appearance (issue 12; docs/decisions.md
 * "Baseball tracker"). The match script plays each inning in halves — the away side's runs in
 * the top half, the home side's in the bottom, no bottom of the last inning when the home side
 * leads, the game over at a walk-off run — so every run of the script is a plate appearance here
 * at its instant for the batting side that scores exactly that run. The tracker's own seeded
 * stream adds what does not change the score: the plate appearances between the runs (outs,
 * strikeouts, walks, hits that score no one) until the third out, the bases they fill, the count
 * each ended on, and where the ball went. Every incident carries the game after it (`baseball`).
 */

export type BaseballHalf = 'top' | 'bottom';

export interface BaseballBases {
  readonly first: boolean;
  readonly second: boolean;
  readonly third: boolean;
}

/** A baseball game as it stands after an incident (the contract's `BaseballState`). */
export interface BaseballState {
  readonly inning: number;
  readonly half: BaseballHalf;
  readonly batting: 'home' | 'away';
  readonly outs: number;
  readonly bases: BaseballBases;
  /** The count the plate appearance ended on; null for the half's marks. */
  readonly count: { readonly balls: number; readonly strikes: number } | null;
  /** Runs of each inning batted so far, the current one last. */
  readonly lineScore: { readonly home: readonly number[]; readonly away: readonly number[] };
  readonly hits: PerSide;
  readonly homeRuns: PerSide;
  readonly strikeouts: PerSide;
  readonly walks: PerSide;
  /** Runners on base at each third out. */
  readonly leftOnBase: PerSide;
  /** This incident ended the half (the third out, a walk-off run, the half's end mark). */
  readonly halfEnd: boolean;
}

type PlateKind = Extract<
  TrackerKind,
  'strikeout' | 'walk' | 'single' | 'double' | 'triple' | 'home_run' | 'field_out' | 'sac_fly'
>;

/** A run of the script that is not in its side's half is a broken invariant. */
export const RUN_OUT_OF_HALF = 'baseball tracker: a run of the script is not in its side’s half';

/** How plate appearances that score no one end (a major-league mix, hits that score left out). */
const QUIET: readonly PlateKind[] = [
  'strikeout',
  'field_out',
  'walk',
  'single',
  'double',
  'triple',
];
const QUIET_WEIGHTS = [26, 42, 8, 16, 5, 0.5];
/**
 * How a run scores, among the plays that score exactly one run from the bases as they are: a
 * hit with its runners taking the bases it is worth (`extra` 0) or one more (a runner scoring
 * from second on a single, from first on a double).
 */
const SCORING: readonly { readonly kind: PlateKind; readonly extra: number }[] = [
  { kind: 'single', extra: 0 },
  { kind: 'single', extra: 1 },
  { kind: 'double', extra: 0 },
  { kind: 'double', extra: 1 },
  { kind: 'triple', extra: 0 },
  { kind: 'home_run', extra: 0 },
  { kind: 'walk', extra: 0 },
  { kind: 'sac_fly', extra: 0 },
];
const SCORING_WEIGHTS = [25, 15, 10, 8, 2, 30, 3, 10];
/** Before a run with the bases empty, a runner is put on this often (not every run is a solo home run). */
const SETUP_CHANCE = 0.4;
/** The mean time a plate appearance takes (about 4.3 a half in 9 minutes). */
const PLATE_MS = 110_000;

const EMPTY: BaseballBases = { first: false, second: false, third: false };

function weighted<T>(rng: Random, items: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((s, w) => s + w, 0);
  let r = rng() * total;
  for (let k = 0; k < items.length; k++) {
    r -= weights[k] ?? 0;
    if (r < 0) return items[k] as T;
  }
  return items[items.length - 1] as T;
}

/** What a plate appearance does: the bases after it, the runs it scores, the outs it makes. */
export function advance(
  kind: PlateKind,
  bases: BaseballBases,
  extra = 0,
): { bases: BaseballBases; runs: number; outs: number } {
  const on = [bases.first, bases.second, bases.third];
  const runners = on.filter(Boolean).length;
  switch (kind) {
    case 'strikeout':
    case 'field_out':
      return { bases, runs: 0, outs: 1 };
    case 'sac_fly':
      return { bases: { ...bases, third: false }, runs: bases.third ? 1 : 0, outs: 1 };
    case 'home_run':
      return { bases: EMPTY, runs: runners + 1, outs: 0 };
    case 'walk': {
      // Forced runners only.
      const loaded = bases.first && bases.second && bases.third;
      return {
        bases: {
          first: true,
          second: bases.first || bases.second,
          third: bases.third || (bases.first && bases.second),
        },
        runs: loaded ? 1 : 0,
        outs: 0,
      };
    }
    case 'single':
    case 'double':
    case 'triple': {
      // Every runner moves up as many bases as the batter (or `extra` more).
      const n = kind === 'single' ? 1 : kind === 'double' ? 2 : 3;
      const next = [false, false, false];
      let runs = 0;
      on.forEach((taken, base) => {
        if (!taken) return;
        if (base + n + extra >= 3) runs++;
        else next[base + n + extra] = true;
      });
      next[n - 1] = true;
      return { bases: { first: !!next[0], second: !!next[1], third: !!next[2] }, runs, outs: 0 };
    }
  }
}

const runnersOn = (b: BaseballBases) => Number(b.first) + Number(b.second) + Number(b.third);

/** Home plate and the fence's distance from it, on the field's drawing (centre field up). */
export const HOME_PLATE = { x: 50, y: 88 } as const;
const FENCE = 70;

/** Where the ball went: strikeouts and walks stay at the plate; batted balls fly out from it. */
function spotOf(rng: Random, kind: PlateKind): { x: number; y: number } {
  const r = (lo: number, hi: number) => lo + rng() * (hi - lo);
  const reach: Readonly<Record<PlateKind, readonly [number, number] | null>> = {
    strikeout: null,
    walk: null,
    single: [0.35, 0.6],
    double: [0.65, 0.95],
    triple: [0.85, 0.98],
    home_run: [1.04, 1.12],
    field_out: [0.15, 0.85],
    sac_fly: [0.65, 0.85],
  };
  const range = reach[kind];
  if (!range) return { ...HOME_PLATE };
  // Between the foul lines, 45° either side of straight away centre field.
  const angle = (intBetween(rng, -42, 42) * Math.PI) / 180;
  const d = r(range[0], range[1]) * FENCE;
  return { x: HOME_PLATE.x + Math.sin(angle) * d, y: HOME_PLATE.y - Math.cos(angle) * d };
}

function countOf(rng: Random, kind: PlateKind) {
  if (kind === 'strikeout') return { balls: intBetween(rng, 0, 3), strikes: 3 };
  if (kind === 'walk') return { balls: 4, strikes: intBetween(rng, 0, 2) };
  return { balls: intBetween(rng, 0, 3), strikes: intBetween(rng, 0, 2) };
}

const bumpBy = (t: PerSide, side: Side, n: number): PerSide =>
  n === 0
    ? t
    : side === 0
      ? { home: t.home + n, away: t.away }
      : { home: t.home, away: t.away + n };

/** The script's runs: when, which inning, whose (one entry a run). */
function runsOf(ctx: MatchContext, script: MatchScript) {
  const held = new Map<string, number>();
  const out: { atMs: number; inning: number; side: Side }[] = [];
  for (const rise of scoreRises(ctx, script)) {
    if (rise.periodKey !== BASEBALL.periodKey) continue;
    const key = `${rise.side}|${rise.periodInstance}`;
    const runs = rise.score - (held.get(key) ?? 0);
    held.set(key, rise.score);
    for (let k = 0; k < runs; k++) {
      out.push({ atMs: rise.atMs, inning: rise.periodInstance, side: rise.side });
    }
  }
  return out;
}

/** The baseball tracker of a match script (pure in ctx, script and the tracker's stream). */
export function baseballIncidents(
  ctx: MatchContext,
  script: MatchScript,
  rng: Random,
): readonly TrackerIncident[] {
  const innings = script.phases.filter((p): p is Phase => p.kind === 'play');
  const runs = runsOf(ctx, script);
  const log = incidentLog(ctx);
  const total = { home: 0, away: 0 };
  for (const run of runs) total[sideName(run.side)]++;
  let state: BaseballState = {
    inning: 1,
    half: 'top',
    batting: 'away',
    outs: 0,
    bases: EMPTY,
    count: null,
    lineScore: { home: [], away: [] },
    hits: tally(),
    homeRuns: tally(),
    strikeouts: tally(),
    walks: tally(),
    leftOnBase: tally(),
    halfEnd: false,
  };
  const score = { home: 0, away: 0 };
  const centre = { x: 50, y: 50 };

  innings.forEach((phase, index) => {
    const split = bottomHalfStart(BASEBALL, phase);
    const last = index === innings.length - 1;
    for (const half of ['top', 'bottom'] as const) {
      const side: Side = half === 'top' ? 1 : 0;
      const batting = sideName(side);
      // The bottom of the last inning is not played when the home side leads after the top.
      if (half === 'bottom' && last && split >= phase.endMs) continue;
      const from = half === 'top' ? phase.startMs : split;
      const to = half === 'top' ? split : phase.endMs;
      const halfRuns = runs.filter((r) => r.inning === phase.number && r.side === side);
      if (halfRuns.some((r) => r.atMs < from || r.atMs >= to)) throw new Error(RUN_OUT_OF_HALF);
      // The home side's winning run in the last inning ends the game there (a walk-off).
      const walkOff = half === 'bottom' && last && total.home > total.away && halfRuns.length > 0;
      const line = state.lineScore[batting];
      state = {
        ...state,
        inning: phase.number,
        half,
        batting,
        outs: 0,
        bases: EMPTY,
        count: null,
        lineScore: { ...state.lineScore, [batting]: [...line, 0] },
        halfEnd: false,
      };
      log.add(
        phase,
        { atMs: from, kind: 'period_start', side: null, ...centre },
        { baseball: state },
      );

      const plate = (atMs: number, kind: PlateKind, endsGame = false, extra = 0) => {
        const s = state;
        const result = advance(kind, s.bases, extra);
        const outs = s.outs + result.outs;
        const lineNow = s.lineScore[batting];
        const hit =
          kind === 'single' || kind === 'double' || kind === 'triple' || kind === 'home_run';
        score[batting] += result.runs;
        state = {
          ...s,
          outs,
          bases: outs >= 3 ? EMPTY : result.bases,
          count: countOf(rng, kind),
          lineScore: {
            ...s.lineScore,
            [batting]: [...lineNow.slice(0, -1), (lineNow.at(-1) ?? 0) + result.runs],
          },
          hits: hit ? bumpBy(s.hits, side, 1) : s.hits,
          homeRuns: kind === 'home_run' ? bumpBy(s.homeRuns, side, 1) : s.homeRuns,
          strikeouts: kind === 'strikeout' ? bumpBy(s.strikeouts, side, 1) : s.strikeouts,
          walks: kind === 'walk' ? bumpBy(s.walks, side, 1) : s.walks,
          leftOnBase: outs >= 3 ? bumpBy(s.leftOnBase, side, runnersOn(s.bases)) : s.leftOnBase,
          halfEnd: outs >= 3 || endsGame,
        };
        const points = result.runs > 0 ? result.runs : null;
        log.add(
          phase,
          {
            atMs,
            kind,
            side,
            ...spotOf(rng, kind),
            points,
            score: points === null ? null : { ...score },
          },
          { baseball: state },
        );
      };
      /** A plate appearance that scores no one (null: none fits — the bases loaded, two out). */
      const quiet = (mayOut: boolean, onBase = false): PlateKind | null => {
        const kinds = QUIET.filter((k) => !onBase || advance(k, EMPTY).outs === 0);
        const kind = weighted(
          rng,
          kinds,
          kinds.map((k) => QUIET_WEIGHTS[QUIET.indexOf(k)] ?? 0),
        );
        const result = advance(kind, state.bases);
        if (result.runs === 0 && (mayOut || result.outs === 0)) return kind;
        return mayOut && !onBase ? 'field_out' : null;
      };
      const spread = (start: number, end: number, n: number) =>
        Array.from({ length: n }, (_, k) =>
          Math.max(start + k + 1, start + Math.floor(((end - start) * (k + 1)) / (n + 1))),
        );

      let lastMs = from;
      for (const run of halfRuns) {
        const gap = run.atMs - lastMs;
        const n = Math.floor((gap / PLATE_MS) * (0.4 + rng()));
        const setup = state.outs < 3 && runnersOn(state.bases) === 0 && rng() < SETUP_CHANCE;
        const times = spread(lastMs, run.atMs, n + (setup && gap > 2000 ? 1 : 0));
        times.forEach((atMs, k) => {
          // Outs only while two are left for the runs to come; the last, a runner on base.
          const onBase = setup && k === times.length - 1 && runnersOn(state.bases) === 0;
          const kind = quiet(state.outs < 2, onBase);
          if (kind) plate(atMs, kind);
        });
        const candidates = SCORING.filter((c) => {
          const r = advance(c.kind, state.bases, c.extra);
          return r.runs === 1 && state.outs + r.outs < 3;
        });
        // Never empty: a home run scores one with the bases empty, and from any bases some hit does.
        if (candidates.length === 0) throw new Error(RUN_OUT_OF_HALF);
        const play = weighted(
          rng,
          candidates,
          candidates.map((c) => SCORING_WEIGHTS[SCORING.indexOf(c)] ?? 0),
        );
        plate(run.atMs, play.kind, walkOff && run === halfRuns.at(-1), play.extra);
        lastMs = run.atMs;
      }
      if (!walkOff) {
        // The rest of the half: plate appearances to the third out.
        const kinds: PlateKind[] = [];
        let probe = { outs: state.outs, bases: state.bases };
        while (probe.outs < 3) {
          const kind = weighted(rng, QUIET, QUIET_WEIGHTS);
          const result = advance(kind, probe.bases);
          // A hit that would score is an out instead (and a long half is cut short).
          const chosen = result.runs > 0 || kinds.length >= 12 ? 'field_out' : kind;
          const after = advance(chosen, probe.bases);
          kinds.push(chosen);
          probe = { outs: probe.outs + after.outs, bases: after.bases };
        }
        const times = spread(lastMs, Math.max(lastMs + kinds.length + 1, to - 1000), kinds.length);
        kinds.forEach((kind, k) => plate(Math.min(times[k] ?? to - 1, to - 1), kind));
      }
      state = { ...state, count: null, halfEnd: true };
      log.add(phase, { atMs: to, kind: 'period_end', side: null, ...centre }, { baseball: state });
    }
  });
  return log.incidents;
}
