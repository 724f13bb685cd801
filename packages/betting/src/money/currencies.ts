/**
 * Currency entries (spec betting-domain §3 "Currency: id, isoCode, symbol, precision (default 2)";
 * shell §7 `GET /xapi/rest/currencies` answers a list of `{ isoCode, symbol, precision }`).
 *
 * The built-in table stands in for that list until (or where) the server's list is loaded: a
 * server entry for the same code always wins over it (see `currencyPrecision` in `./money`).
 */

/** One entry of the currency list, as `GET /xapi/rest/currencies` returns it. */
export interface CurrencyEntry {
  readonly id?: number;
  readonly isoCode: string;
  readonly symbol: string;
  /** spec betting-domain §3: precision defaults to 2 when absent. */
  readonly precision?: number;
}

/**
 * Decision (spec silent): symbols and precisions of common sportsbook currencies. Precisions are
 * the ISO 4217 minor units (JPY, KRW, CLP and UGX have none), except the crypto units USDT and
 * mBTC, shown with 2 decimals as sportsbooks do. RMB is the spec's alias of CNY (§9 quick bets).
 */
export const BUILT_IN_CURRENCIES: readonly CurrencyEntry[] = [
  { isoCode: 'EUR', symbol: '€', precision: 2 },
  { isoCode: 'GBP', symbol: '£', precision: 2 },
  { isoCode: 'USD', symbol: '$', precision: 2 },
  { isoCode: 'CAD', symbol: 'CA$', precision: 2 },
  { isoCode: 'AUD', symbol: 'A$', precision: 2 },
  { isoCode: 'NZD', symbol: 'NZ$', precision: 2 },
  { isoCode: 'CHF', symbol: 'CHF', precision: 2 },
  { isoCode: 'SEK', symbol: 'kr', precision: 2 },
  { isoCode: 'NOK', symbol: 'kr', precision: 2 },
  { isoCode: 'DKK', symbol: 'kr', precision: 2 },
  { isoCode: 'PLN', symbol: 'zł', precision: 2 },
  { isoCode: 'CZK', symbol: 'Kč', precision: 2 },
  { isoCode: 'HUF', symbol: 'Ft', precision: 2 },
  { isoCode: 'RON', symbol: 'lei', precision: 2 },
  { isoCode: 'TRY', symbol: '₺', precision: 2 },
  { isoCode: 'RUB', symbol: '₽', precision: 2 },
  { isoCode: 'UAH', symbol: '₴', precision: 2 },
  { isoCode: 'KZT', symbol: '₸', precision: 2 },
  { isoCode: 'INR', symbol: '₹', precision: 2 },
  { isoCode: 'PKR', symbol: '₨', precision: 2 },
  { isoCode: 'BDT', symbol: '৳', precision: 2 },
  { isoCode: 'CNY', symbol: '¥', precision: 2 },
  { isoCode: 'RMB', symbol: '¥', precision: 2 },
  { isoCode: 'HKD', symbol: 'HK$', precision: 2 },
  { isoCode: 'TWD', symbol: 'NT$', precision: 2 },
  { isoCode: 'JPY', symbol: '¥', precision: 0 },
  { isoCode: 'KRW', symbol: '₩', precision: 0 },
  { isoCode: 'THB', symbol: '฿', precision: 2 },
  { isoCode: 'MYR', symbol: 'RM', precision: 2 },
  { isoCode: 'SGD', symbol: 'S$', precision: 2 },
  { isoCode: 'PHP', symbol: '₱', precision: 2 },
  // spec betting-domain §9: the zero-decimal currencies.
  { isoCode: 'VND', symbol: '₫', precision: 0 },
  { isoCode: 'IDR', symbol: 'Rp', precision: 0 },
  { isoCode: 'LAK', symbol: '₭', precision: 0 },
  { isoCode: 'MMK', symbol: 'K', precision: 0 },
  { isoCode: 'KHR', symbol: '៛', precision: 0 },
  { isoCode: 'BRL', symbol: 'R$', precision: 2 },
  { isoCode: 'MXN', symbol: 'MX$', precision: 2 },
  { isoCode: 'ARS', symbol: 'AR$', precision: 2 },
  { isoCode: 'CLP', symbol: 'CLP$', precision: 0 },
  { isoCode: 'PEN', symbol: 'S/', precision: 2 },
  { isoCode: 'VES', symbol: 'Bs.', precision: 2 },
  { isoCode: 'KES', symbol: 'KSh', precision: 2 },
  { isoCode: 'GHS', symbol: 'GH₵', precision: 2 },
  { isoCode: 'NGN', symbol: '₦', precision: 2 },
  { isoCode: 'ZAR', symbol: 'R', precision: 2 },
  { isoCode: 'UGX', symbol: 'USh', precision: 0 },
  { isoCode: 'TZS', symbol: 'TSh', precision: 2 },
  { isoCode: 'USDT', symbol: 'USDT', precision: 2 },
  { isoCode: 'mBTC', symbol: 'm₿', precision: 2 },
];

/** Currency codes compare without case; mBTC keeps its lower-case m, ISO codes are upper case. */
export function normaliseCurrencyCode(code: string): string {
  const trimmed = code.trim();
  return trimmed.toUpperCase() === 'MBTC' ? 'mBTC' : trimmed.toUpperCase();
}

/** A code as codes compare: trimmed, without case. */
function currencyKey(code: string): string {
  return code.trim().toUpperCase();
}

/** The built-in table by `currencyKey` (the first entry of a code, as a search would find). */
const BUILT_IN_BY_KEY = new Map<string, CurrencyEntry>();
for (const entry of BUILT_IN_CURRENCIES) {
  const key = currencyKey(entry.isoCode);
  if (!BUILT_IN_BY_KEY.has(key)) BUILT_IN_BY_KEY.set(key, entry);
}

/**
 * The entry for a currency: from the server's list when it holds one, else from the built-in
 * table; undefined when neither knows the code.
 */
export function findCurrencyEntry(
  code: string,
  currencies?: readonly CurrencyEntry[],
): CurrencyEntry | undefined {
  const key = currencyKey(code);
  return (
    currencies?.find((entry) => currencyKey(entry.isoCode) === key) ?? BUILT_IN_BY_KEY.get(key)
  );
}

/** The display symbol of a currency; its normalised code when no list knows it. */
export function currencySymbol(code: string, currencies?: readonly CurrencyEntry[]): string {
  const symbol = findCurrencyEntry(code, currencies)?.symbol.trim();
  return symbol ? symbol : normaliseCurrencyCode(code);
}
