import type { PeriodScore } from './live-updates';

/*
 * An opponent's match score from the per-period scores (docs/decisions.md "Live event"): the
 * platform serves it in a live event's `scores`, and the web recomputes it when a score message
 * carries only the per-period entries. One copy for both.
 */

/** Match-total period keys (periodInstance 0), the first present wins. */
const MATCH_TOTAL_KEYS = ['SETS', 'MAP', 'FRAMES', 'LEGS', 'ENDS', 'GAMES'];
/**
 * Period keys that do not add to the match score: penalty shoot-outs, and cricket's wickets and
 * legal balls (an innings' state, not runs) and super-over winner flag (runs are the score).
 */
const NOT_IN_SCORE = new Set(['PENS', 'WICKETS', 'BALLS', 'SUPER_OVER']);

/**
 * A match-total entry (periodInstance 0) is the score, by the order of MATCH_TOTAL_KEYS (any
 * other key after them); otherwise the sum of the opponent's per-period entries, shoot-outs left
 * out. No entries → 0.
 */
export function opponentMatchScore(opponentId: number, scores: readonly PeriodScore[]): number {
  const own = scores.filter((s) => s.opponentId === opponentId);
  const totals = own.filter((s) => s.periodInstance === 0);
  if (totals.length > 0) {
    const rank = (key: string) => {
      const i = MATCH_TOTAL_KEYS.indexOf(key);
      return i === -1 ? MATCH_TOTAL_KEYS.length : i;
    };
    const best = [...totals].sort((a, b) => rank(a.periodKey) - rank(b.periodKey))[0];
    return best?.score ?? 0;
  }
  return own.reduce((sum, s) => (NOT_IN_SCORE.has(s.periodKey) ? sum : sum + s.score), 0);
}

/** A cricket side's innings as the scoreboard writes it: 154/6 from 110 legal balls. */
export interface CricketInningsScore {
  readonly runs: number;
  readonly wickets: number;
  /** Legal balls bowled; null when the feed carries no BALLS entry. */
  readonly balls: number | null;
}

/**
 * The side's latest innings from cricket's per-kind entries (RUNS, WICKETS, BALLS of one innings
 * instance), or null when the side has not batted. They are an innings' state side by side: adding
 * them (runs + wickets + balls) is not a score.
 */
export function cricketInningsScore(
  opponentId: number,
  scores: readonly PeriodScore[],
): CricketInningsScore | null {
  const own = scores.filter((s) => s.opponentId === opponentId && s.periodInstance >= 1);
  const innings = Math.max(
    -1,
    ...own.filter((s) => s.periodKey === 'RUNS').map((s) => s.periodInstance),
  );
  if (innings < 1) return null;
  const of = (key: string) =>
    own.find((s) => s.periodKey === key && s.periodInstance === innings)?.score;
  return { runs: of('RUNS') ?? 0, wickets: of('WICKETS') ?? 0, balls: of('BALLS') ?? null };
}

/** Legal balls as overs.balls: 110 → "18.2", 120 → "20". */
export function oversOf(balls: number): string {
  const whole = Math.floor(balls / 6);
  const rest = balls % 6;
  return rest === 0 ? String(whole) : `${String(whole)}.${String(rest)}`;
}
