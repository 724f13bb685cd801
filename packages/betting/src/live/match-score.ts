import type { PeriodScore } from './live-updates';

/*
 * An opponent's match score from the per-period scores (docs/decisions.md "Live event"): the
 * platform serves it in a live event's `scores`, and the web recomputes it when a score message
 * carries only the per-period entries. One copy for both.
 */

/** Match-total period keys (periodInstance 0), the first present wins. */
const MATCH_TOTAL_KEYS = ['SETS', 'MAP', 'FRAMES', 'LEGS', 'ENDS', 'GAMES'];
/** Period keys that do not add to the match score (penalty shoot-outs). */
const NOT_IN_SCORE = new Set(['PENS']);

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
