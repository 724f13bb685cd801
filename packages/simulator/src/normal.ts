/**
 * Standard normal CDF (Abramowitz–Stegun 7.1.26, |error| < 1.5e-7): the points sports (basketball,
 * American football, cricket) price margins and totals from a normal approximation.
 */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** P(X > line) for X ~ N(mean, sd²); a zero spread is a step. */
export function probabilityAbove(line: number, mean: number, sd: number): number {
  if (!(sd > 1e-9)) return mean > line ? 1 : 0;
  return 1 - normalCdf((line - mean) / sd);
}
