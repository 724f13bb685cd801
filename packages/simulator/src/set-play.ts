import type { MatchContext, MatchScript } from './match-script';

/**
 * What the trackers that fill in a set sport's script (tennis, volleyball) share: the script's
 * score rises, and per-side tallies.
 */

/** 0 home, 1 away. */
export type Side = 0 | 1;

export interface PerSide {
  readonly home: number;
  readonly away: number;
}

export const other = (side: Side): Side => (side === 0 ? 1 : 0);
export const sideName = (side: Side) => (side === 0 ? 'home' : 'away');
export const tally = (): PerSide => ({ home: 0, away: 0 });
export const bump = (t: PerSide, side: Side): PerSide =>
  side === 0 ? { home: t.home + 1, away: t.away } : { home: t.home, away: t.away + 1 };

/** One score entry of the script that went up: which period key and instance, whose, to what. */
export interface ScoreRise {
  readonly atMs: number;
  /** Index of the script incident it came with (rises of one incident share it). */
  readonly incident: number;
  readonly periodKey: string;
  readonly periodInstance: number;
  readonly side: Side;
  readonly score: number;
}

/**
 * Every rise of the script's score entries, in order (a tracker that fills in a set-based
 * script reads its games or rally points from them).
 */
export function scoreRises(ctx: MatchContext, script: MatchScript): ScoreRise[] {
  const held = new Map<string, number>();
  const out: ScoreRise[] = [];
  script.incidents.forEach((incident, index) => {
    for (const s of incident.scores) {
      const key = `${s.opponentId}|${s.periodKey}|${s.periodInstance}`;
      const rise = s.score - (held.get(key) ?? 0);
      held.set(key, s.score);
      if (rise <= 0) continue;
      out.push({
        atMs: incident.atMs,
        incident: index,
        periodKey: s.periodKey,
        periodInstance: s.periodInstance,
        side: s.opponentId === ctx.home.id ? 0 : 1,
        score: s.score,
      });
    }
  });
  return out;
}
