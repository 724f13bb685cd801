/**
 * Money: integer minor units plus a currency (ARCHITECTURE "Money, odds, time").
 * Formatting happens only at the edge, through `formatAmount`.
 *
 * Three unit systems meet here, and each function says which one it speaks:
 * - minor units: the integer every amount is kept in (cents; whole dong for VND);
 * - major units: the plain number on the wire (`minorToMajor`, `parseMajorToMinor`);
 * - display units: what the player reads and types. They equal major units, except for the
 *   thousand-scaled currencies, whose display unit is 1000 major units (spec betting-domain §9).
 */
import { findCurrencyEntry, currencySymbol, type CurrencyEntry } from './currencies';

/** spec betting-domain §9: zero-decimal currencies. */
export const ZERO_DECIMAL_CURRENCIES: readonly string[] = ['VND', 'IDR', 'LAK', 'MMK', 'KHR'];

/**
 * spec betting-domain §9: "listed thousand-scaled currencies are divided by 1000 for display
 * (multiplied by 1000 for stake limits)"; the list is not shown in full.
 * Decision: the five zero-decimal currencies. Their whole units are worth so little that Asian
 * sportsbooks show them in thousands, and the §9 quick-bet table only makes sense in thousands
 * for them (VND 100 = 100,000 dong ≈ 4 USD, beside THB 100 ≈ 3 USD; IDR 50 = 50,000 rupiah
 * beside CNY 50). KRW and JPY are not scaled: KRW quick bets 5000…500000 are plain won.
 */
export const THOUSAND_SCALED_CURRENCIES: readonly string[] = ['VND', 'IDR', 'LAK', 'MMK', 'KHR'];

/** spec betting-domain §9: the factor of the thousand-scaled currencies. */
export const THOUSAND_SCALE = 1000;
const THOUSAND_SCALE_DIGITS = 3;

/**
 * spec betting-domain §3: currency precision defaults to 2 (site setting currency_precision;
 * SITE_SETTING_DEFAULTS reads it from here, as money needs it without the site settings).
 */
export const DEFAULT_CURRENCY_PRECISION = 2;

/** spec betting-domain §9 money display: amounts show 0 to 2 decimals. */
export const MAX_DISPLAY_DECIMALS = 2;

/** Decision: a currency list precision above 8 (satoshi) is a broken list, not a currency. */
export const MAX_CURRENCY_PRECISION = 8;

export const MONEY_ERRORS = {
  notInteger: 'Money amounts must be integer minor units',
  badAmount: 'Amount is not a valid number',
  tooPrecise: 'Amount has more decimals than the currency allows',
  badPrecision: 'Currency precision must be an integer from 0 to 8',
  unsafe: 'Amount exceeds the safe integer range',
} as const;

export type CurrencyCode = string & { readonly __brand: 'CurrencyCode' };

export function currencyCode(raw: string): CurrencyCode {
  const code = raw.trim();
  if (!/^[A-Za-z]{3,5}$/.test(code)) throw new Error(`Invalid currency code: ${raw}`);
  // mBTC keeps its case; ISO codes are upper case.
  return (code.toUpperCase() === 'MBTC' ? 'mBTC' : code.toUpperCase()) as CurrencyCode;
}

export interface Money {
  readonly minor: number;
  /** Made by `currencyCode`, so two Money values of one currency compare equal. */
  readonly currency: CurrencyCode;
}

/** Where a currency's precision comes from, beside the spec's fixed lists. */
export interface CurrencyOptions {
  /** The server's currency list (`GET /xapi/rest/currencies`); wins over the built-in table. */
  readonly currencies?: readonly CurrencyEntry[];
  /** Site setting currency_precision (spec betting-domain §3, default 2), for unknown codes. */
  readonly defaultPrecision?: number;
}

const inList = (list: readonly string[], currency: string): boolean =>
  list.includes(currency.trim().toUpperCase());

/** spec betting-domain §9: VND, IDR, LAK, MMK and KHR have no decimals. */
export function isZeroDecimalCurrency(currency: string): boolean {
  return inList(ZERO_DECIMAL_CURRENCIES, currency);
}

/** spec betting-domain §9: amounts of these currencies are shown and typed in thousands. */
export function isThousandScaledCurrency(currency: string): boolean {
  return inList(THOUSAND_SCALED_CURRENCIES, currency);
}

/** Major units per display unit: 1000 for the thousand-scaled currencies, otherwise 1. */
export function currencyDisplayScale(currency: string): number {
  return isThousandScaledCurrency(currency) ? THOUSAND_SCALE : 1;
}

function checkedPrecision(precision: number): number {
  if (!Number.isInteger(precision) || precision < 0 || precision > MAX_CURRENCY_PRECISION) {
    throw new Error(`${MONEY_ERRORS.badPrecision}: ${String(precision)}`);
  }
  return precision;
}

/**
 * The number of decimals a currency's amounts carry (minor units per major unit = 10^precision).
 * spec betting-domain §9: the zero-decimal currencies always have 0; otherwise the currency
 * list's entry (server list first, then the built-in table), otherwise the default of 2 (§3).
 */
export function currencyPrecision(currency: string, options: CurrencyOptions = {}): number {
  if (isZeroDecimalCurrency(currency)) return 0;
  const listed = findCurrencyEntry(currency, options.currencies)?.precision;
  return checkedPrecision(listed ?? options.defaultPrecision ?? DEFAULT_CURRENCY_PRECISION);
}

/** Decimal digits of a minor-unit amount counted in display units (precision, + 3 when scaled). */
function displayDigits(currency: string, options: CurrencyOptions): number {
  const scaleDigits = isThousandScaledCurrency(currency) ? THOUSAND_SCALE_DIGITS : 0;
  return currencyPrecision(currency, options) + scaleDigits;
}

/**
 * How many decimals an amount of this currency shows: spec betting-domain §9, 0 to 2, never more
 * than the currency has (a thousand-scaled VND amount shows up to 2: 1,234.56 is 1,234,560 dong).
 */
export function currencyDisplayDecimals(currency: string, options: CurrencyOptions = {}): number {
  return Math.min(MAX_DISPLAY_DECIMALS, displayDigits(currency, options));
}

/** Validating constructor: integer minor units and a well-formed currency code. */
export function money(minor: number, currency: string): Money {
  if (!Number.isSafeInteger(minor)) throw new Error(MONEY_ERRORS.notInteger);
  return { minor, currency: currencyCode(currency) };
}

function assertMinor(minor: number): void {
  if (!Number.isSafeInteger(minor)) throw new Error(`${MONEY_ERRORS.notInteger}: ${minor}`);
}

/**
 * The plain decimal text of a non-negative finite number: the shortest round-trip digits
 * ("3298184.3", "0.1"), with exponent notation expanded ("1e-7" → "0.0000001").
 */
export function plainDecimalText(value: number): string {
  if (!Number.isFinite(value) || value < 0) throw new Error(`${MONEY_ERRORS.badAmount}: ${value}`);
  const text = String(value);
  const match = /^(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const lead = match[1] ?? '0';
  const digits = lead + (match[2] ?? '');
  const pointAt = lead.length + Number(match[3]);
  if (pointAt <= 0) return `0.${'0'.repeat(-pointAt)}${digits}`;
  if (pointAt >= digits.length) return digits + '0'.repeat(pointAt - digits.length);
  return `${digits.slice(0, pointAt)}.${digits.slice(pointAt)}`;
}

/**
 * Like `toFixed`, but rounds half away from zero on the number's shortest decimal form, so
 * 1.005 gives "1.01" (toFixed gives "1.00" because the double is 1.00499…). Never "-0.00".
 */
export function toFixedHalfUp(value: number, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new Error(`Decimals must be an integer from 0 to 20: ${decimals}`);
  }
  const [whole = '0', frac = ''] = plainDecimalText(Math.abs(value)).split('.');
  const kept = BigInt(whole + frac.slice(0, decimals).padEnd(decimals, '0'));
  const units = kept + ((frac[decimals] ?? '0') >= '5' ? 1n : 0n);
  const digits = units.toString().padStart(decimals + 1, '0');
  const body = decimals > 0 ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
  return value < 0 && units > 0n ? `-${body}` : body;
}

type Rounding = 'exact' | 'floor' | 'ceil';

/** A non-negative decimal text as an integer count of 10^-decimals units; null if unreadable. */
function decimalTextToUnits(text: string, decimals: number, rounding: Rounding): bigint | null {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const frac = (match[2] ?? '').replace(/0+$/, '');
  const kept = BigInt((match[1] ?? '0') + frac.slice(0, decimals).padEnd(decimals, '0'));
  if (frac.length <= decimals) return kept;
  if (rounding === 'exact') return null;
  return rounding === 'ceil' ? kept + 1n : kept;
}

function safeNumber(units: bigint | null): number | null {
  if (units === null || units > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return Number(units);
}

/**
 * Parses a decimal amount in major units ("12.5", 12.5) into minor units.
 * Returns null when it is not a finite non-negative number or carries more
 * decimals than the currency allows — callers turn that into their own error.
 */
export function parseMajorToMinor(
  raw: string | number,
  currency: string,
  options: CurrencyOptions = {},
): number | null {
  if (typeof raw === 'number' && !(Number.isFinite(raw) && raw >= 0)) return null;
  const text = typeof raw === 'number' ? plainDecimalText(raw) : raw.trim();
  return safeNumber(decimalTextToUnits(text, currencyPrecision(currency, options), 'exact'));
}

/** Minor units to a major-unit number for the wire (the spec's clients read plain numbers). */
export function minorToMajor(
  minor: number,
  currency: string,
  options: CurrencyOptions = {},
): number {
  return minor / 10 ** currencyPrecision(currency, options);
}

/**
 * An amount given in display units (a site-setting stake limit, a quick-bet amount, a default
 * stake) to minor units: spec betting-domain §9, × 1000 for the thousand-scaled currencies.
 * `rounding` says what to do with digits finer than a minor unit: 'exact' refuses them (null),
 * 'floor' drops them, 'ceil' rounds up. Null also for negative, non-finite or unsafe amounts.
 */
export function displayAmountToMinor(
  amount: number,
  currency: string,
  options: CurrencyOptions = {},
  rounding: Rounding = 'exact',
): number | null {
  if (!Number.isFinite(amount) || amount < 0) return null;
  const units = decimalTextToUnits(
    plainDecimalText(amount),
    displayDigits(currency, options),
    rounding,
  );
  return safeNumber(units);
}

/** Minor units as a number in display units (÷ 1000 more for thousand-scaled currencies). */
export function minorToDisplayAmount(
  minor: number,
  currency: string,
  options: CurrencyOptions = {},
): number {
  assertMinor(minor);
  return minor / 10 ** displayDigits(currency, options);
}

/**
 * spec betting-domain §9 money display: ',' thousands, '.' decimals, grouping by three,
 * 0 to 2 decimals (trailing zeros dropped), zero shows as 0; thousand-scaled currencies are
 * divided by 1000. Digits below the shown decimals are cut, never rounded up (a balance or a
 * return is never shown above what it is).
 */
export function formatAmount(
  minor: number,
  currency: string,
  options: CurrencyOptions = {},
): string {
  assertMinor(minor);
  const digits = displayDigits(currency, options);
  const shown = Math.min(MAX_DISPLAY_DECIMALS, digits);
  const dropped = 10 ** (digits - shown);
  const abs = Math.abs(minor);
  const units = (abs - (abs % dropped)) / dropped;
  const unitScale = 10 ** shown;
  const frac = units % unitScale;
  const whole = (units - frac) / unitScale;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fracText = shown > 0 ? String(frac).padStart(shown, '0').replace(/0+$/, '') : '';
  const body = fracText ? `${grouped}.${fracText}` : grouped;
  return minor < 0 && units > 0 ? `-${body}` : body;
}

/**
 * Reads display text back into minor units: thousands separators removed (spec betting-domain
 * §5), at most the shown decimals (trailing zeros aside), a trailing dot allowed ("12." is 12).
 * The inverse of `formatAmount` for every amount it shows exactly. Null when unreadable.
 */
export function parseDisplayAmount(
  text: string,
  currency: string,
  options: CurrencyOptions = {},
): number | null {
  const normalised = text.trim().replace(/,/g, '');
  const digits = displayDigits(currency, options);
  const match = /^\d+(?:\.(\d*))?$/.exec(normalised);
  if (!match) return null;
  const frac = (match[1] ?? '').replace(/0+$/, '');
  if (frac.length > Math.min(MAX_DISPLAY_DECIMALS, digits)) return null;
  return safeNumber(decimalTextToUnits(normalised, digits, 'exact'));
}

/**
 * Rounds an amount held at a finer scale (an integer count of 10^-amountDecimals major units,
 * e.g. 1234.5678 EUR as 12345678 at 4 decimals) down to the currency's minor units: returns
 * round down to the currency precision (ARCHITECTURE "Money, odds, time"). Floors toward −∞.
 */
export function roundDownToCurrencyPrecision(
  amount: bigint | number,
  amountDecimals: number,
  currency: string,
  options: CurrencyOptions = {},
): number {
  if (typeof amount === 'number' && !Number.isSafeInteger(amount)) {
    throw new Error(`${MONEY_ERRORS.notInteger}: ${amount}`);
  }
  if (!Number.isInteger(amountDecimals) || amountDecimals < 0) {
    throw new Error(`Amount decimals must be a non-negative integer: ${amountDecimals}`);
  }
  const value = BigInt(amount);
  const shift = amountDecimals - currencyPrecision(currency, options);
  let minor: bigint;
  if (shift <= 0) {
    minor = value * 10n ** BigInt(-shift);
  } else {
    const divisor = 10n ** BigInt(shift);
    const quotient = value / divisor;
    // bigint division truncates toward zero; step down once more for a negative remainder.
    minor = value % divisor < 0n ? quotient - 1n : quotient;
  }
  if (minor > BigInt(Number.MAX_SAFE_INTEGER) || minor < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new Error(MONEY_ERRORS.unsafe);
  }
  return Number(minor);
}

/**
 * Money formatted with its currency code, e.g. `1,000 EUR`. It takes any currency text (a wire
 * amount not yet made into Money formats the same way); `Money` fits as it is.
 */
export function formatMoney(
  value: { readonly minor: number; readonly currency: string },
  options: CurrencyOptions = {},
): string {
  return `${formatAmount(value.minor, value.currency, options)} ${value.currency}`;
}

/** Money with its symbol in front, e.g. `€1,234.5` or `-£5` (a balance, a return). */
export function formatAmountWithSymbol(
  minor: number,
  currency: string,
  options: CurrencyOptions = {},
): string {
  const amount = formatAmount(minor, currency, options);
  const symbol = currencySymbol(currency, options.currencies);
  return amount.startsWith('-') ? `-${symbol}${amount.slice(1)}` : `${symbol}${amount}`;
}
