/**
 * Locale-aware number, money, date and time formats (issue 10; architecture "Money, odds, time":
 * the web formats UTC instants and integer minor units in the player's locale). Pure: Intl only.
 *
 * Money goes in as integer minor units and reaches Intl.NumberFormat as an exact decimal string
 * (ES2023 Intl.NumberFormat v3), never as a float, so 2^53 and beyond format to the last digit.
 */

export const LOCALE_FORMAT_ERRORS = {
  notMinor: 'Money must be an integer number of minor units',
  badPrecision: 'A currency precision must be an integer from 0 to 20',
  badFractionDigits:
    'Fraction digits must be integers from 0 to 20, the minimum not above the maximum',
  invalidInstant: 'Not a valid instant',
} as const;

export interface NumberFormatDigits {
  /** Default 0 (spec shell §9 / betting-domain §9: numbers show 0 to 2 decimals). */
  readonly minFractionDigits?: number;
  /** Default 2. */
  readonly maxFractionDigits?: number;
}

/** A UTC instant as the wire sends it (ISO 8601), epoch milliseconds or a Date. */
export type Instant = Date | number | string;

// Building an Intl formatter costs far more than using one; a price grid formats thousands.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const cacheKey = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(cacheKey);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(cacheKey, format);
  }
  return format;
}

function isDigitCount(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= 20;
}

/** A plain number in the locale's digits and separators, 0 to 2 decimals unless told. */
export function formatNumber(
  value: number | bigint,
  locale: string,
  { minFractionDigits = 0, maxFractionDigits = 2 }: NumberFormatDigits = {},
): string {
  if (
    !isDigitCount(minFractionDigits) ||
    !isDigitCount(maxFractionDigits) ||
    minFractionDigits > maxFractionDigits
  ) {
    throw new RangeError(LOCALE_FORMAT_ERRORS.badFractionDigits);
  }
  return numberFormat(locale, {
    minimumFractionDigits: minFractionDigits,
    maximumFractionDigits: maxFractionDigits,
  }).format(value);
}

/**
 * The exact decimal text of an amount in minor units: 123456 at precision 2 → "1234.56",
 * -5 → "-0.05", 7 at precision 0 → "7". Integer arithmetic only (bigint), so nothing rounds.
 */
export function minorToDecimalString(minor: number | bigint, precision: number): `${number}` {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) {
    throw new RangeError(`${LOCALE_FORMAT_ERRORS.notMinor}: ${String(minor)}`);
  }
  if (!isDigitCount(precision)) {
    throw new RangeError(`${LOCALE_FORMAT_ERRORS.badPrecision}: ${String(precision)}`);
  }
  const amount = BigInt(minor);
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(precision + 1, '0');
  const cut = digits.length - precision;
  const whole = digits.slice(0, cut);
  const fraction = precision > 0 ? `.${digits.slice(cut)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}` as `${number}`;
}

/** ISO 4217 codes Intl knows as currencies; codes such as mBTC or USDT are not among them. */
const ISO_CURRENCY = /^[A-Z]{3}$/;

/**
 * An amount of money in the locale's style: the currency's symbol where the locale puts it
 * (en-GB "€1,234.50", de-DE "1.234,50 €", pt-BR "€ 1.234,50"), always `precision` decimals.
 * A code outside ISO 4217 (mBTC, USDT) follows the number: "1.234,50 USDT".
 *
 * Decision: the locale's own symbol (currencyDisplay 'symbol'), not the narrow one, so that
 * "US$" and "$" (or "₩" and "KRW") stay distinguishable where the locale distinguishes them.
 */
export function formatMoneyMinor(
  minor: number | bigint,
  currency: string,
  precision: number,
  locale: string,
): string {
  const decimal = minorToDecimalString(minor, precision);
  const digits = { minimumFractionDigits: precision, maximumFractionDigits: precision };
  if (!ISO_CURRENCY.test(currency)) {
    return `${numberFormat(locale, digits).format(decimal)}\u00a0${currency}`;
  }
  return numberFormat(locale, { style: 'currency', currency, ...digits }).format(decimal);
}

function toDate(instant: Instant): Date {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) {
    throw new RangeError(`${LOCALE_FORMAT_ERRORS.invalidInstant}: ${String(instant)}`);
  }
  return date;
}

type DateFormatKind = 'date' | 'time' | 'dateTime';

const DATE_PARTS: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
};
/**
 * Decision: a 24-hour clock in every locale (hourCycle h23), as en-GB, es, pt-BR, de and tr
 * write it anyway; kick-off times read the same whichever language the player picks.
 */
const TIME_PARTS: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
const DATE_FORMAT_OPTIONS: Readonly<Record<DateFormatKind, Intl.DateTimeFormatOptions>> = {
  date: DATE_PARTS,
  time: TIME_PARTS,
  dateTime: { ...DATE_PARTS, ...TIME_PARTS },
};

function formatInstant(
  kind: DateFormatKind,
  instant: Instant,
  locale: string,
  timeZone: string | undefined,
): string {
  const cacheKey = `${kind}|${locale}|${timeZone ?? ''}`;
  let format = dateFormats.get(cacheKey);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, {
      ...DATE_FORMAT_OPTIONS[kind],
      ...(timeZone === undefined ? {} : { timeZone }),
    });
    dateFormats.set(cacheKey, format);
  }
  return format.format(toDate(instant));
}

/**
 * A calendar date, day first as the five languages write it: en-GB, es, pt-BR "05/03/2025";
 * de, tr "05.03.2025". Without a time zone, the runtime's own (the player's, in the browser).
 */
export function formatDate(instant: Instant, locale: string, timeZone?: string): string {
  return formatInstant('date', instant, locale, timeZone);
}

/** A time of day on the 24-hour clock: "14:05". */
export function formatTime(instant: Instant, locale: string, timeZone?: string): string {
  return formatInstant('time', instant, locale, timeZone);
}

/** Date and time in the locale's order and separators: en-GB "05/03/2025, 14:05". */
export function formatDateTime(instant: Instant, locale: string, timeZone?: string): string {
  return formatInstant('dateTime', instant, locale, timeZone);
}
