/**
 * Decimal odds kept exactly (ARCHITECTURE "Money, odds, time"): a validated string such as
 * "2.35", converted to a fixed-point bigint for products and returns.
 */
export type DecimalOdds = string & { readonly __brand: 'DecimalOdds' };

/** Fixed-point scale for odds arithmetic: 6 decimals covers every ladder value. */
export const ODDS_SCALE = 1_000_000n;
const ODDS_DECIMALS = 6;

export const ODDS_ERRORS = {
  invalid: 'Decimal odds must be a number above 1 with at most 6 decimals',
} as const;

export function isDecimalOdds(raw: unknown): raw is DecimalOdds {
  if (typeof raw !== 'string') return false;
  const match = /^(\d{1,7})(?:\.(\d{1,6}))?$/.exec(raw);
  if (!match) return false;
  return oddsToScaledUnchecked(raw) > ODDS_SCALE;
}

/** Validating constructor: accepts numbers or numeric strings above 1.00. */
export function decimalOdds(raw: string | number): DecimalOdds {
  const text = typeof raw === 'number' ? trimNumber(raw) : raw.trim();
  if (!isDecimalOdds(text)) throw new Error(`${ODDS_ERRORS.invalid}: ${String(raw)}`);
  return text;
}

function trimNumber(value: number): string {
  if (!Number.isFinite(value)) return 'NaN';
  return value.toFixed(ODDS_DECIMALS).replace(/\.?0+$/, '');
}

function oddsToScaledUnchecked(text: string): bigint {
  const [whole = '0', frac = ''] = text.split('.');
  return BigInt(whole) * ODDS_SCALE + BigInt(frac.padEnd(ODDS_DECIMALS, '0'));
}

export function oddsToScaled(odds: DecimalOdds): bigint {
  return oddsToScaledUnchecked(odds);
}

export function oddsToNumber(odds: DecimalOdds): number {
  return Number(odds);
}

/** Rounds a probability-derived price to two decimals, never at or below 1.01. */
export function priceFromProbability(probability: number): DecimalOdds {
  if (!(probability > 0 && probability < 1)) throw new Error('Probability must be in (0, 1)');
  const raw = Math.max(1.01, Math.floor((1 / probability) * 100) / 100);
  return decimalOdds(raw.toFixed(2));
}

/**
 * An exact non-negative rational, used for every product of odds (multiples, system lines,
 * each-way place odds, dead-heat reductions, cash-out ratios).
 *
 * Decision: products of many legs stay exact as a reduced bigint fraction until the single
 * final round-down to minor units (`returnsAtRatio`). A fixed 6-decimal scale would truncate
 * after every leg; a rational also holds place terms such as 1/3 and dead-heat factors exactly.
 */
export interface OddsRatio {
  readonly num: bigint;
  readonly den: bigint;
}

function gcdBig(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** A reduced fraction num/den; the denominator must be positive and the value non-negative. */
export function oddsRatio(num: bigint, den: bigint): OddsRatio {
  if (den <= 0n) throw new Error('Ratio denominator must be positive');
  if (num < 0n) throw new Error('Ratio must not be negative');
  if (num === 0n) return { num: 0n, den: 1n };
  const g = gcdBig(num, den);
  return { num: num / g, den: den / g };
}

export const ODDS_RATIO_ZERO: OddsRatio = { num: 0n, den: 1n };
export const ODDS_RATIO_ONE: OddsRatio = { num: 1n, den: 1n };

/** Exact value of decimal odds, e.g. "2.35" → 47/20. */
export function oddsToRatio(odds: DecimalOdds): OddsRatio {
  return oddsRatio(oddsToScaled(odds), ODDS_SCALE);
}

export function multiplyOddsRatios(a: OddsRatio, b: OddsRatio): OddsRatio {
  return oddsRatio(a.num * b.num, a.den * b.den);
}

export function addOddsRatios(a: OddsRatio, b: OddsRatio): OddsRatio {
  if (a.den === b.den) return oddsRatio(a.num + b.num, a.den);
  const g = gcdBig(a.den, b.den);
  return oddsRatio(a.num * (b.den / g) + b.num * (a.den / g), (a.den / g) * b.den);
}

export function subtractOddsRatios(a: OddsRatio, b: OddsRatio): OddsRatio {
  return oddsRatio(a.num * b.den - b.num * a.den, a.den * b.den);
}

export function divideOddsRatios(a: OddsRatio, b: OddsRatio): OddsRatio {
  if (b.num === 0n) throw new Error('Division of odds by zero');
  return oddsRatio(a.num * b.den, a.den * b.num);
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compareOddsRatios(a: OddsRatio, b: OddsRatio): -1 | 0 | 1 {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** spec betting-domain §4: the multiple's decimal odds are the product of the singles' odds. */
export function oddsProduct(odds: readonly DecimalOdds[]): OddsRatio {
  return odds.reduce<OddsRatio>(
    (acc, o) => multiplyOddsRatios(acc, oddsToRatio(o)),
    ODDS_RATIO_ONE,
  );
}

/** The ratio as decimal text truncated (never rounded up) to `decimals` places. */
export function oddsRatioToDecimalString(r: OddsRatio, decimals = 17): string {
  const whole = r.num / r.den;
  if (decimals <= 0) return whole.toString();
  const scale = 10n ** BigInt(decimals);
  const frac = ((r.num % r.den) * scale) / r.den;
  const fracText = frac.toString().padStart(decimals, '0').replace(/0+$/, '');
  return fracText ? `${whole.toString()}.${fracText}` : whole.toString();
}

/** Nearest double of the ratio, for the wire and for display; never used for money. */
export function oddsRatioToNumber(r: OddsRatio): number {
  return Number(oddsRatioToDecimalString(r, 20));
}
