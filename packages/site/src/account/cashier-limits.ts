/**
 * The demo cashier's per-transaction amounts (the spec shows only the header's
 * cashier links). Amounts on the wire are major units; limits here are minor units.
 */
import {
  defaultQuickBetAmounts,
  displayAmountToMinor,
  type CurrencyOptions,
} from '@touchline/betting';

/** Decision: the only payment method of the demo cashier. */
export const CASHIER_METHODS = ['demo-card'] as const;
export type CashierMethod = (typeof CASHIER_METHODS)[number];

/**
 * Decision: per-transaction limits in display units of a EUR-like currency (quick-bet first
 * button 5): deposits and withdrawals from 10 to 10,000 a transaction.
 */
export const CASHIER_BASE_LIMITS = {
  depositMin: 10,
  depositMax: 10_000,
  withdrawalMin: 10,
  withdrawalMax: 10_000,
} as const;

/** The quick-bet first button of the EUR group (spec betting-domain §9). */
const BASE_QUICK_BET = 5;

/**
 * How many display units of a currency stand for one EUR-like unit. Decision: the spec's own
 * quick-bet table (betting-domain §9) already scales amounts per currency (EUR 5, INR 250,
 * KRW 5000, IDR 50 thousand …), so the cashier scales by the same ratio instead of keeping
 * exchange rates it could not keep current.
 */
export function cashierScale(currency: string): number {
  return defaultQuickBetAmounts(currency)[0] / BASE_QUICK_BET;
}

export interface AmountRange {
  readonly minMinor: number;
  readonly maxMinor: number;
}

export interface CashierLimits {
  readonly deposit: AmountRange;
  readonly withdrawal: AmountRange;
}

function scaled(display: number, currency: string, options: CurrencyOptions): number {
  const minor = displayAmountToMinor(display * cashierScale(currency), currency, options, 'floor');
  if (minor === null) throw new Error(`no cashier limit for ${currency}`);
  return minor;
}

/** The per-transaction limits of a currency in minor units. */
export function cashierLimits(currency: string, options: CurrencyOptions = {}): CashierLimits {
  const b = CASHIER_BASE_LIMITS;
  return {
    deposit: {
      minMinor: scaled(b.depositMin, currency, options),
      maxMinor: scaled(b.depositMax, currency, options),
    },
    withdrawal: {
      minMinor: scaled(b.withdrawalMin, currency, options),
      maxMinor: scaled(b.withdrawalMax, currency, options),
    },
  };
}

export type RangeCheck = { ok: true } | { ok: false; reason: 'below-minimum' | 'above-maximum' };

export function checkAmountRange(amountMinor: number, range: AmountRange): RangeCheck {
  if (amountMinor < range.minMinor) return { ok: false, reason: 'below-minimum' };
  if (amountMinor > range.maxMinor) return { ok: false, reason: 'above-maximum' };
  return { ok: true };
}
