import type { PeriodScore } from '@touchline/betting';

/*
 * An opponent's match score from the per-period scores — the platform's rule
 * (apps/platform/src/modules/catalog/live-state.ts `opponentScore`, docs/decisions.md "Live
 * event"), needed here because a score message carries only the per-period entries while the
 * lists show the match score. It belongs in packages/betting/src/live beside
 * `mergeScoresPerPeriod` so both sides import one copy (reported to the lead).
 */

const MATCH_TOTAL_KEYS = ['SETS', 'MAP', 'FRAMES', 'LEGS', 'ENDS', 'GAMES'];
/** Period keys that do not add to the match score (penalty shoot-outs). */
const NOT_IN_SCORE = new Set(['PENS']);

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
