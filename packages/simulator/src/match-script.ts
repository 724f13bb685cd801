import type { CricketOutcome, PeriodAbbreviation, PeriodScore } from '@touchline/betting';
import type { MarketStyle } from './market-types';
import type { SimOpponent, SimOutcomeResult } from './model';

/**
 * A match's script: everything that happens in it, as a pure function of (seed, event id).
 * Times are simulated milliseconds since the start (SIM_SPEED maps them to wall time), so the
 * state at any instant can be recomputed after a restart by folding the script up to it.
 */

export interface Phase {
  readonly startMs: number;
  readonly endMs: number;
  /** Play runs the clock (status RUNNING); a break is END_OF_PERIOD. */
  readonly kind: 'play' | 'break';
  /** Period number (1st half = 1, set 3 = 3); a break carries the number of the period before. */
  readonly number: number;
  /** What the live page shows, e.g. "2nd Half", "Set 3". */
  readonly description: string;
  readonly abbreviation: PeriodAbbreviation;
  /** Clock minutes at the start of the phase; the clock advances during play only. */
  readonly clockStart: number;
}

export interface Incident {
  readonly atMs: number;
  /** Goals, runs, wickets, games and maps suspend the event's markets; single points do not. */
  readonly suspends: boolean;
  /** Score entries after the incident, absolute (spec §3 scoresPerPeriod entries). */
  readonly scores: readonly PeriodScore[];
  /** Cricket: the balls of the current over after this ball. */
  readonly cricketOutcomes?: readonly CricketOutcome[];
}

export interface MatchScript {
  readonly durationMs: number;
  readonly phases: readonly Phase[];
  readonly incidents: readonly Incident[];
  /** A feed alert on the event's feed, if this event has one (seeded, rare). */
  readonly alert: { readonly startMs: number; readonly endMs: number } | null;
  /** A market key that goes long-term suspended (lts) at `atMs`, if any (seeded, rare). */
  readonly lts: { readonly atMs: number; readonly marketKey: number } | null;
}

/** What a model knows of the event it prices. */
export interface MatchContext {
  readonly seed: number;
  readonly eventId: number;
  readonly sportCode: string;
  readonly home: SimOpponent;
  readonly away: SimOpponent;
  /** Strength ratings (~0.6 weak … 1.6 strong). */
  readonly homeRating: number;
  readonly awayRating: number;
  /** Runners of a race (RANKEVENT), empty for matches. */
  readonly runners: readonly Runner[];
}

export interface Runner {
  readonly id: number;
  readonly name: string;
  readonly rating: number;
}

/** The state of a match at one instant: the script folded up to `elapsedMs`. */
export interface MatchView {
  readonly script: MatchScript;
  readonly elapsedMs: number;
  readonly started: boolean;
  readonly final: boolean;
  readonly phaseIndex: number;
  readonly phase: Phase | null;
  /** Incidents up to now (goals scored so far, for next goal n). */
  readonly incidentCount: number;
  readonly suspendingCount: number;
  readonly scores: ReadonlyMap<string, PeriodScore>;
  readonly cricketOutcomes: readonly CricketOutcome[];
}

export function scoreKey(opponentId: number, periodKey: string, instance: number): string {
  return `${opponentId}|${periodKey}|${instance}`;
}

export function scoreOf(
  view: Pick<MatchView, 'scores'>,
  opponentId: number,
  periodKey: string,
  instance: number,
): number {
  return view.scores.get(scoreKey(opponentId, periodKey, instance))?.score ?? 0;
}

/** Sum of an opponent's scores over every instance of a period key. */
export function totalOf(view: Pick<MatchView, 'scores'>, opponentId: number, periodKey: string) {
  let total = 0;
  for (const s of view.scores.values()) {
    if (s.opponentId === opponentId && s.periodKey === periodKey) total += s.score;
  }
  return total;
}

/** Folds the script up to `elapsedMs` (inclusive). */
export function viewAt(script: MatchScript, elapsedMs: number): MatchView {
  const scores = new Map<string, PeriodScore>();
  let cricketOutcomes: readonly CricketOutcome[] = [];
  let incidentCount = 0;
  let suspendingCount = 0;
  for (const incident of script.incidents) {
    if (incident.atMs > elapsedMs) break;
    incidentCount++;
    if (incident.suspends) suspendingCount++;
    for (const s of incident.scores) {
      scores.set(scoreKey(s.opponentId, s.periodKey, s.periodInstance), s);
    }
    if (incident.cricketOutcomes) cricketOutcomes = incident.cricketOutcomes;
  }
  const final = elapsedMs >= script.durationMs;
  let phaseIndex = -1;
  if (elapsedMs >= 0) {
    phaseIndex = script.phases.findIndex((p) => elapsedMs < p.endMs);
    if (phaseIndex === -1) phaseIndex = script.phases.length - 1;
  }
  return {
    script,
    elapsedMs,
    started: elapsedMs >= 0,
    final,
    phaseIndex,
    phase: script.phases[phaseIndex] ?? null,
    incidentCount,
    suspendingCount,
    scores,
    cricketOutcomes,
  };
}

/** The clock minutes shown at `elapsedMs`: phase clock start plus minutes played in it. */
export function clockMinutesAt(phase: Phase, elapsedMs: number): number {
  if (phase.kind === 'break') return phase.clockStart;
  return phase.clockStart + Math.floor(Math.max(0, elapsedMs - phase.startMs) / 60_000);
}

// ---------------------------------------------------------------------------------------------
// Market specs: what a model says about a market before the margin and ids are applied.
// ---------------------------------------------------------------------------------------------

export interface OutcomeSpec {
  /** Outcome key within the market (1…99): outcome id = marketId × 100 + key. */
  readonly key: number;
  readonly description: string;
  readonly opponentId: number | null;
  /** Fair probability (no margin). Ignored once the outcome has a result. */
  readonly probability: number;
  readonly spread: number | null;
  /** The outcome can no longer win (e.g. a correct score below the current score). */
  readonly hidden?: boolean;
  /** Set when the market's question is decided. */
  readonly result?: SimOutcomeResult;
  readonly deadHeat?: { readonly tiedFor: number; readonly places: number };
}

export interface MarketSpec {
  /** Market key within the event (1…999), see id-scheme.ts. */
  readonly key: number;
  readonly marketTypeId: number;
  readonly description: string;
  readonly periodId: number;
  readonly style: MarketStyle;
  readonly instance: number | null;
  readonly outcomes: readonly OutcomeSpec[];
  /** Re-priced every 5 simulated minutes instead of every minute (bounded message volume). */
  readonly slow?: boolean;
  readonly placeTerms?: string;
  readonly places?: number;
  /** Outcomes priced as a fraction of a book that does not sum to one (double chance: 2). */
  readonly bookSize?: number;
}

export function isDecided(market: MarketSpec): boolean {
  return market.outcomes.length > 0 && market.outcomes.every((o) => o.result !== undefined);
}

/**
 * A sport's model: the script of an event, and its markets at any view. `markets` returns the
 * pre-match book when `inRunning` is false and the in-running book otherwise; in both, every
 * market that has existed up to the view is listed, decided ones with results (so a restarted
 * simulator can result what the platform may still hold open). At the final view every market
 * is decided.
 */
export interface SportModel {
  /**
   * Races keep their one book through the off (suspended, then resulted); matches close the
   * pre-match book at kick-off and open in-running markets instead.
   */
  readonly keepsPreMatchMarkets?: boolean;
  script(ctx: MatchContext): MatchScript;
  markets(ctx: MatchContext, view: MatchView, inRunning: boolean): MarketSpec[];
}

/** The incidents that happened up to the view, in order. */
export function pastIncidents(view: MatchView): readonly Incident[] {
  return view.script.incidents.slice(0, view.incidentCount);
}

/** Simulated ms of play left after the view (breaks excluded), in the given phases only. */
export function remainingPlayMs(
  view: MatchView,
  include: (phase: Phase) => boolean = () => true,
): number {
  let total = 0;
  for (const phase of view.script.phases) {
    if (phase.kind !== 'play' || !include(phase)) continue;
    total += Math.max(0, phase.endMs - Math.max(phase.startMs, view.elapsedMs));
  }
  return total;
}

/** Simulated ms of play in the whole script (breaks excluded). */
export function totalPlayMs(script: Pick<MatchScript, 'phases'>): number {
  return script.phases.reduce((s, p) => s + (p.kind === 'play' ? p.endMs - p.startMs : 0), 0);
}

/** won / lost from a yes-no fact. */
export function wonIf(condition: boolean): SimOutcomeResult {
  return condition ? 'won' : 'lost';
}
