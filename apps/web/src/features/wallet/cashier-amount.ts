import {
  currencyDisplayDecimals,
  err,
  formatAmount,
  ok,
  parseDisplayAmount,
  type Result,
} from '@touchline/betting';
import { cashierLimits, checkAmountRange } from '@touchline/site';
import { DepositLimitExceeded } from '@touchline/contract';
import { z } from 'zod';
import { ApiRequestError, readableErrorMessage } from '../../shared/api/api-error';
import { wireAmountToMinor } from '../../shared/format/wire-money';

export type CashierKind = 'deposit' | 'withdrawal';

const NOUN: Readonly<Record<CashierKind, string>> = {
  deposit: 'deposit',
  withdrawal: 'withdrawal',
};

function money(minor: number, currency: string): string {
  return `${formatAmount(minor, currency)} ${currency}`;
}

function wireMoney(major: number, currency: string): string {
  const minor = wireAmountToMinor(major, currency);
  return minor === null ? `${major} ${currency}` : money(minor, currency);
}

export interface AmountContext {
  readonly kind: CashierKind;
  readonly currency: string;
  /** Deposits: what the deposit limits still allow (major units); null without limits. */
  readonly allowed?: number | null;
  /** Withdrawals: the withdrawable amount now (major units). */
  readonly withdrawable?: number | null;
}

/** The per-transaction range shown under the field. */
export function amountRangeHint(kind: CashierKind, currency: string): string {
  const range = cashierLimits(currency)[kind];
  return `From ${money(range.minMinor, currency)} to ${money(range.maxMinor, currency)} per ${NOUN[kind]}.`;
}

/**
 * The amount a player typed, checked before any call by the demo cashier: readable in the
 * currency's display units and precision (packages/betting money), within the per-transaction
 * range (cashier-limits), and — when the page knows them — within the deposit-limit allowance or
 * the withdrawable amount. The platform checks all of it again.
 */
export function checkCashierAmount(text: string, context: AmountContext): Result<number, string> {
  const { kind, currency } = context;
  if (text.trim() === '') return err('Enter an amount.');
  const minor = parseDisplayAmount(text, currency);
  if (minor === null || minor <= 0) {
    const decimals = currencyDisplayDecimals(currency);
    return err(
      decimals === 0
        ? `Enter a whole amount in ${currency}, without decimals.`
        : `Enter an amount in ${currency} with at most ${decimals} decimal places.`,
    );
  }
  const range = cashierLimits(currency)[kind];
  const inRange = checkAmountRange(minor, range);
  if (!inRange.ok) {
    return err(
      inRange.reason === 'below-minimum'
        ? `The minimum ${NOUN[kind]} is ${money(range.minMinor, currency)}.`
        : `The maximum ${NOUN[kind]} is ${money(range.maxMinor, currency)}.`,
    );
  }
  if (kind === 'deposit' && context.allowed != null) {
    const allowed = wireAmountToMinor(context.allowed, currency);
    if (allowed !== null && minor > allowed) {
      return err(
        allowed === 0
          ? 'You have reached your deposit limit for now.'
          : `Your deposit limits allow ${money(allowed, currency)} more at the moment.`,
      );
    }
  }
  if (kind === 'withdrawal' && context.withdrawable != null) {
    const withdrawable = wireAmountToMinor(context.withdrawable, currency);
    if (withdrawable !== null && minor > withdrawable) {
      return err(`You can withdraw up to ${money(withdrawable, currency)} now.`);
    }
  }
  return ok(minor);
}

const PERIOD_WORDS = { daily: 'daily', weekly: 'weekly', monthly: 'monthly' } as const;
const RangeBody = z.object({ min: z.number(), max: z.number() });
const WithdrawableBody = z.object({ withdrawableAmount: z.number() });

/**
 * A refused cashier request as a sentence for the player: the platform's codes with their
 * numbers (a deposit over the limit shows what is left), else the platform's own message.
 */
export function cashierErrorMessage(error: unknown, kind: CashierKind, currency: string): string {
  if (!(error instanceof ApiRequestError)) return readableErrorMessage(error);
  switch (error.code) {
    case 'DEPOSIT_LIMIT_EXCEEDED': {
      const body = DepositLimitExceeded.safeParse(error.body);
      if (!body.success) return error.message;
      const { period, limit, remaining } = body.data;
      const word = PERIOD_WORDS[period];
      return remaining > 0
        ? `This deposit is over your ${word} deposit limit of ${wireMoney(limit, currency)}. You can deposit up to ${wireMoney(remaining, currency)} more now.`
        : `You have reached your ${word} deposit limit of ${wireMoney(limit, currency)}. You cannot deposit more until earlier deposits leave the limit's window.`;
    }
    case 'AMOUNT_BELOW_MINIMUM':
    case 'AMOUNT_ABOVE_MAXIMUM': {
      const body = RangeBody.safeParse(error.body);
      if (!body.success) return error.message;
      return `Each ${NOUN[kind]} must be between ${wireMoney(body.data.min, currency)} and ${wireMoney(body.data.max, currency)}.`;
    }
    case 'WITHDRAWAL_EXCEEDS_WITHDRAWABLE': {
      const body = WithdrawableBody.safeParse(error.body);
      if (!body.success) return error.message;
      return `You can withdraw up to ${wireMoney(body.data.withdrawableAmount, currency)} now. Deposited money becomes withdrawable once it has been staked.`;
    }
    case 'IDEMPOTENCY_KEY_REUSED':
      return 'This payment was already sent with a different amount. Please submit it again.';
    case 'INVALID_AMOUNT':
      return `Enter a valid amount in ${currency}.`;
    default:
      return error.message;
  }
}
