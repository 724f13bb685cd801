/**
 * Quick-bet amounts (spec betting-domain §9 "Quick-bet default amounts", §8 "Quick-bet amounts
 * with invalid JSON silently fall back to defaults", §3 site setting quick_bet_values).
 *
 * Amounts are in display units: for the thousand-scaled currencies (see `./money`) the IDR
 * button 50 stakes 50,000 rupiah. `quickBetAmountsMinor` gives minor units.
 */
import { displayAmountToMinor, plainDecimalText, type CurrencyOptions } from '../money/money';
import { normaliseCurrencyCode } from '../money/currencies';

/** spec betting-domain §9: four quick-bet buttons. */
export const QUICK_BET_BUTTON_COUNT = 4;

export type QuickBetAmounts = readonly [number, number, number, number];

/** spec betting-domain §9: the default amounts by currency. */
export const QUICK_BET_DEFAULT_AMOUNTS: readonly {
  readonly currencies: readonly string[];
  readonly amounts: QuickBetAmounts;
}[] = [
  { currencies: ['EUR', 'GBP', 'USD', 'KES', 'GHS', 'PHP'], amounts: [5, 25, 100, 500] },
  { currencies: ['IDR', 'RMB', 'CNY'], amounts: [50, 250, 1000, 5000] },
  { currencies: ['INR', 'RUB'], amounts: [250, 1000, 5000, 25000] },
  { currencies: ['KRW'], amounts: [5000, 25000, 100000, 500000] },
  { currencies: ['MYR', 'PLN', 'TRY'], amounts: [25, 100, 500, 2500] },
  { currencies: ['THB', 'VND', 'LAK', 'MMK', 'KHR'], amounts: [100, 500, 2500, 10000] },
];

/** spec betting-domain §9: the amounts of every other currency. */
export const QUICK_BET_OTHER_AMOUNTS: QuickBetAmounts = [10, 25, 100, 500];

/** spec betting-domain §9: "a second constant, 10, is defined beside them (purpose not shown)". */
export const QUICK_BET_SECOND_CONSTANT = 10;

/** spec betting-domain §9: the default quick-bet amounts of a currency. */
export function defaultQuickBetAmounts(currency: string): QuickBetAmounts {
  const code = normaliseCurrencyCode(currency).toUpperCase();
  const row = QUICK_BET_DEFAULT_AMOUNTS.find((r) => r.currencies.includes(code));
  return row ? row.amounts : QUICK_BET_OTHER_AMOUNTS;
}

/** A valid override: exactly four finite amounts above 0, each with at most 2 decimals. */
function asQuickBetAmounts(value: unknown): QuickBetAmounts | null {
  if (!Array.isArray(value) || value.length !== QUICK_BET_BUTTON_COUNT) return null;
  const amounts: number[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== 'number' || !Number.isFinite(item) || item <= 0) return null;
    if (!/^\d+(?:\.\d{1,2})?$/.test(plainDecimalText(item))) return null;
    amounts.push(item);
  }
  const [a = 0, b = 0, c = 0, d = 0] = amounts;
  return [a, b, c, d];
}

/**
 * The override of one currency in the site setting quick_bet_values, or null. The setting is
 * JSON text of an object keyed by currency code (case ignored), each value an array of four
 * amounts in display units, e.g. `{"EUR":[1,2,5,10],"IDR":[10,50,100,500]}`.
 */
export function quickBetOverride(
  currency: string,
  quickBetValues: string | null | undefined,
): QuickBetAmounts | null {
  if (!quickBetValues) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(quickBetValues);
  } catch {
    // spec betting-domain §8: invalid JSON silently falls back to the defaults.
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const wanted = currency.trim().toUpperCase();
  const key = Object.keys(parsed).find((k) => k.trim().toUpperCase() === wanted);
  return key === undefined ? null : asQuickBetAmounts((parsed as Record<string, unknown>)[key]);
}

/**
 * The four quick-bet amounts of a currency, in display units: the quick_bet_values override for
 * that currency when it is valid, otherwise (silently: spec §8) the §9 defaults.
 */
export function quickBetAmounts(currency: string, quickBetValues?: string | null): QuickBetAmounts {
  return quickBetOverride(currency, quickBetValues) ?? defaultQuickBetAmounts(currency);
}

/** The quick-bet amounts in minor units (× 1000 more for the thousand-scaled currencies). */
export function quickBetAmountsMinor(
  currency: string,
  quickBetValues?: string | null,
  options: CurrencyOptions = {},
): readonly number[] {
  return quickBetAmounts(currency, quickBetValues).map((amount) => {
    const minor = displayAmountToMinor(amount, currency, options, 'floor');
    if (minor === null) throw new Error(`Quick-bet amount out of range: ${amount}`);
    return minor;
  });
}
