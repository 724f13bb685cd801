/** Goals model: independent Poisson goals per side → win/draw/win probabilities. */
export function poissonPmf(lambda: number, k: number): number {
  let p = Math.exp(-lambda);
  for (let i = 1; i <= k; i++) p *= lambda / i;
  return p;
}

/** P(0…max) of a Poisson count; the tail beyond `max` is folded into the last entry. */
export function poissonVector(lambda: number, max: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-Math.max(0, lambda));
  let sum = 0;
  for (let k = 0; k <= max; k++) {
    if (k > 0) p *= lambda / k;
    out.push(p);
    sum += p;
  }
  out[max] = (out[max] ?? 0) + Math.max(0, 1 - sum);
  return out;
}

export interface ThreeWay {
  home: number;
  draw: number;
  away: number;
}

/** P(home win), P(draw), P(away win) for expected goals; tail beyond 12 goals renormalised. */
export function winDrawWin(homeGoals: number, awayGoals: number, maxGoals = 12): ThreeWay {
  let home = 0;
  let draw = 0;
  let away = 0;
  for (let h = 0; h <= maxGoals; h++) {
    const ph = poissonPmf(homeGoals, h);
    for (let a = 0; a <= maxGoals; a++) {
      const p = ph * poissonPmf(awayGoals, a);
      if (h > a) home += p;
      else if (h === a) draw += p;
      else away += p;
    }
  }
  const total = home + draw + away;
  return { home: home / total, draw: draw / total, away: away / total };
}

/**
 * Joint distribution of the goals still to come, cell [x][y] = P(home scores x more, away y
 * more), independent Poisson sides truncated at `max` (the tail folded into the last cell).
 */
export function remainingGoalsGrid(homeRate: number, awayRate: number, max = 10): number[][] {
  const h = poissonVector(homeRate, max);
  const a = poissonVector(awayRate, max);
  return h.map((ph) => a.map((pa) => ph * pa));
}
