/**
 * Best-of-N series (tennis sets, volleyball sets, e-sports maps): the distribution of the final
 * score in sets from the current one, given the win probability of the set in progress and of
 * each later set (sets independent).
 */
export interface SeriesFinal {
  readonly home: number;
  readonly away: number;
  readonly probability: number;
}

export function seriesFinals(
  wonHome: number,
  wonAway: number,
  toWin: number,
  current: number,
  later: (setNumber: number) => number,
): SeriesFinal[] {
  const out = new Map<string, SeriesFinal>();
  const walk = (h: number, a: number, p: number, first: boolean) => {
    if (p <= 0) return;
    if (h >= toWin || a >= toWin) {
      const key = `${h}-${a}`;
      const held = out.get(key);
      out.set(key, { home: h, away: a, probability: (held?.probability ?? 0) + p });
      return;
    }
    const q = first ? current : later(h + a + 1);
    walk(h + 1, a, p * q, false);
    walk(h, a + 1, p * (1 - q), false);
  };
  walk(wonHome, wonAway, 1, true);
  return [...out.values()];
}

export function seriesHomeWins(finals: readonly SeriesFinal[], toWin: number): number {
  return finals.reduce((s, f) => s + (f.home >= toWin ? f.probability : 0), 0);
}

/** Logistic helpers for in-progress e-sports maps. */
export function logit(p: number): number {
  const q = Math.min(1 - 1e-9, Math.max(1e-9, p));
  return Math.log(q / (1 - q));
}

export function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}
