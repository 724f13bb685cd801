import { assertNever, err, ok, type Result } from '../assert';
import { toFixedHalfUp } from '../money/money';
import type { DecimalOdds } from './odds';

/** spec betting-domain §9: the odds types a player can pick. */
export const ODDS_TYPES = ['euro', 'hk', 'us', 'malay', 'indo'] as const;
export type OddsType = (typeof ODDS_TYPES)[number];

export function isOddsType(value: unknown): value is OddsType {
  return typeof value === 'string' && (ODDS_TYPES as readonly string[]).includes(value);
}

/** spec betting-domain §4 negative odds: the odds types that can show negative odds. */
export const NEGATIVE_ODDS_TYPES: readonly OddsType[] = ['malay', 'indo', 'us'];

export const ODDS_FORMAT_ERRORS = {
  invalidDecimal: 'Decimal odds must be a finite number above 1',
} as const;

/**
 * Conversions keep 12 significant digits, which drops binary noise (2.2 − 1 is
 * 1.2000000000000002 in doubles) and is far finer than any display.
 */
const SIGNIFICANT_DIGITS = 12;
const clean = (value: number): number => Number(value.toPrecision(SIGNIFICANT_DIGITS));

function decimalValue(decimal: number | DecimalOdds): number {
  const value = typeof decimal === 'number' ? decimal : Number(decimal);
  // A price of 1 or less has no net win: reaching a display with one is a broken invariant.
  if (!Number.isFinite(value) || value <= 1) {
    throw new Error(`${ODDS_FORMAT_ERRORS.invalidDecimal}: ${String(decimal)}`);
  }
  return value;
}

/** Converts decimal odds to the numeric value of the given odds type. */
export function toOddsFormat(decimal: number | DecimalOdds, type: OddsType): number {
  const d = decimalValue(decimal);
  const net = d - 1;
  switch (type) {
    case 'euro':
      return d;
    case 'hk':
      // spec betting-domain §9: hk is decimal minus 1.
      return clean(net);
    case 'us':
      // spec betting-domain §9: positive at 2 and above (+100·(d−1)), negative below (−100/(d−1)).
      return clean(d >= 2 ? 100 * net : -100 / net);
    case 'malay':
      // spec betting-domain §9 (standard malay): d ≤ 2 → d−1, above 2 → −1/(d−1).
      return clean(d <= 2 ? net : -1 / net);
    case 'indo':
      // spec betting-domain §9 (standard indo): d ≥ 2 → d−1, below 2 → −1/(d−1).
      return clean(d >= 2 ? net : -1 / net);
    default:
      return assertNever(type, 'odds type');
  }
}

/** spec betting-domain §9 odds display: decimal shows 3 decimals under 1.01. */
const FINE_PRICE_BELOW = 1.01;
/** The net-win counterpart of 1.01, for the formats that show d − 1 or its inverse. */
const FINE_NET_BELOW = 0.01;

/** How many decimals `formatOdds` shows for this price in this format. */
export function oddsDisplayDecimals(decimal: number | DecimalOdds, type: OddsType): number {
  const d = decimalValue(decimal);
  switch (type) {
    case 'euro':
    case 'hk':
      // spec betting-domain §9: 3 decimals under 1.01, otherwise 2. Decision: hk (d − 1) follows
      // the same rule so 1.005 never shows as a hk 0.01 (or 0.00).
      return d < FINE_PRICE_BELOW ? 3 : 2;
    case 'malay':
    case 'indo': {
      // Decision: 2 decimals, 3 when the value is under 0.01 in size (malay of 1.005, or of any
      // price above 101), so a price never shows as 0.00.
      const size = Math.abs(toOddsFormat(d, type));
      return size < FINE_NET_BELOW ? 3 : 2;
    }
    case 'us':
      // Decision: American odds show whole numbers (+150, −110), as US books do.
      return 0;
    default:
      return assertNever(type, 'odds type');
  }
}

/**
 * spec betting-domain §9 odds display, rounded half away from zero on the shortest decimal form:
 * euro `2.50` (`1.005` under 1.01), hk `1.50`, us `+150` / `-200`, malay `0.50` / `-0.67`,
 * indo `1.50` / `-2.00`.
 */
export function formatOdds(decimal: number | DecimalOdds, type: OddsType): string {
  const text = toFixedHalfUp(toOddsFormat(decimal, type), oddsDisplayDecimals(decimal, type));
  // spec betting-domain §9: us odds show a plus or minus amount.
  return type === 'us' && !text.startsWith('-') ? `+${text}` : text;
}

export type OddsInputError = 'notANumber' | 'outOfRange';

/**
 * The decimal price of a value given in an odds format: the inverse of `toOddsFormat`, for odds
 * inputs. Values no price maps to are `outOfRange`: euro ≤ 1, hk ≤ 0, us strictly between −100
 * and +100, malay outside [−1, 1] or 0, indo strictly between −1 and +1.
 */
export function fromOddsFormat(value: number, type: OddsType): Result<number, OddsInputError> {
  if (!Number.isFinite(value)) return err('notANumber');
  switch (type) {
    case 'euro':
      return value > 1 ? ok(value) : err('outOfRange');
    case 'hk':
      return value > 0 ? ok(clean(value + 1)) : err('outOfRange');
    case 'us':
      if (value >= 100) return ok(clean(1 + value / 100));
      return value <= -100 ? ok(clean(1 - 100 / value)) : err('outOfRange');
    case 'malay':
      if (value > 0 && value <= 1) return ok(clean(1 + value));
      return value >= -1 && value < 0 ? ok(clean(1 - 1 / value)) : err('outOfRange');
    case 'indo':
      if (value >= 1) return ok(clean(1 + value));
      return value <= -1 ? ok(clean(1 - 1 / value)) : err('outOfRange');
    default:
      return assertNever(type, 'odds type');
  }
}

/** Reads typed odds ("2.50", "+150", "-0.67") in the given format back to a decimal price. */
export function parseOddsText(text: string, type: OddsType): Result<number, OddsInputError> {
  const trimmed = text.trim();
  if (!/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(trimmed)) return err('notANumber');
  return fromOddsFormat(Number(trimmed), type);
}

export interface NegativeOddsInput {
  /** Site setting betslip_negative_odds_enabled. */
  readonly negativeOddsEnabled: boolean;
  readonly oddsType: OddsType;
  readonly decimal: number | DecimalOdds;
}

/**
 * spec betting-domain §4 negative odds: a bet counts as negative-odds when
 * betslip_negative_odds_enabled is on, the odds type is malay, indo or us, and the decimal odds
 * are above 2 for malay or below 2 for indo and us.
 */
export function isNegativeOddsBet(input: NegativeOddsInput): boolean {
  if (!input.negativeOddsEnabled) return false;
  const d = decimalValue(input.decimal);
  switch (input.oddsType) {
    case 'malay':
      return d > 2;
    case 'indo':
    case 'us':
      return d < 2;
    case 'euro':
    case 'hk':
      return false;
    default:
      return assertNever(input.oddsType, 'odds type');
  }
}
