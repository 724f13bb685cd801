import { clockMinutesAt, type MatchContext, type Phase } from './match-script';
import type { TrackerIncident, TrackerKind } from './match-tracker';
import { sideName, type Side } from './set-play';

/**
 * The one place a tracker incident is built (issue 12): every sport's tracker says what
 * happened (kind, side, where, points, score, its own state) and this numbers it, names the
 * side's team and reads the clock, so the sports cannot drift apart in how they do it.
 */

/** What a tracker says of one incident; the builder adds the rest. */
export interface IncidentPlay {
  readonly atMs: number;
  readonly kind: TrackerKind;
  /** 0 home, 1 away; null for period marks. */
  readonly side: Side | null;
  readonly x: number;
  readonly y: number;
  readonly points?: number | null;
  readonly score?: { readonly home: number; readonly away: number } | null;
}

/** A sport's own state after the incident (one of them, or none for the field sports). */
export type SportState = Pick<
  TrackerIncident,
  'tennis' | 'volleyball' | 'americanFootball' | 'cricket' | 'baseball'
>;

/** The side's name and its opponent id (both null for a period mark). */
export function sideOf(
  ctx: Pick<MatchContext, 'home' | 'away'>,
  side: Side | null,
): Pick<TrackerIncident, 'side' | 'opponentId'> {
  return {
    side: side === null ? null : sideName(side),
    opponentId: side === null ? null : side === 0 ? ctx.home.id : ctx.away.id,
  };
}

/** A spot on the drawing: whole units within 0–100 on both axes. */
export function spotOf(x: number, y: number): Pick<TrackerIncident, 'x' | 'y'> {
  return {
    x: Math.max(0, Math.min(100, Math.round(x))),
    y: Math.max(0, Math.min(100, Math.round(y))),
  };
}

/**
 * The live clock's minutes and the period at `atMs` in `phase` (its last minute at its end, so
 * a period's closing mark reads as the period's own).
 */
export function clockOf(
  phase: Phase | undefined,
  atMs: number,
): Pick<TrackerIncident, 'minute' | 'period'> {
  return {
    minute: phase ? clockMinutesAt(phase, Math.min(atMs, phase.endMs - 1)) : 0,
    period: phase?.number ?? 1,
  };
}

/**
 * An event's incidents as a tracker draws them, in order: `add` numbers each from 1 (its `seq`)
 * and keeps it; `incidents` is the list so far.
 */
export interface IncidentLog {
  readonly incidents: readonly TrackerIncident[];
  add(phase: Phase | undefined, play: IncidentPlay, state?: SportState): TrackerIncident;
}

export function incidentLog(ctx: Pick<MatchContext, 'home' | 'away'>): IncidentLog {
  const incidents: TrackerIncident[] = [];
  return {
    incidents,
    add(phase, play, state) {
      const incident: TrackerIncident = {
        seq: incidents.length + 1,
        atMs: play.atMs,
        kind: play.kind,
        ...sideOf(ctx, play.side),
        ...spotOf(play.x, play.y),
        ...clockOf(phase, play.atMs),
        points: play.points ?? null,
        score: play.score ?? null,
        ...state,
      };
      incidents.push(incident);
      return incident;
    },
  };
}
