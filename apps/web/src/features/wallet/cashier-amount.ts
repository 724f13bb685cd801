import {
  currencyDisplayDecimals,
  err,
  ok,
  parseDisplayAmount,
  type Result,
} from '@touchline/betting';
import { cashierLimits, checkAmountRange, type Translator } from '@touchline/site';
import { DepositLimitExceeded } from '@touchline/contract';
import { z } from 'zod';
import { ApiRequestError } from '../../shared/api/api-error';
import { wireAmountToMinor } from '../../shared/format/wire-money';

export type CashierKind = 'deposit' | 'withdrawal';

/** The catalogue group of each kind's texts (`wallet.deposit.*`, `wallet.withdraw.*`). */
export const CASHIER_TEXT_GROUP: Readonly<Record<CashierKind, string>> = {
  deposit: 'wallet.deposit',
  withdrawal: 'wallet.withdraw',
};

/** What the cashier's sentences are written with: the page language's texts and money. */
export interface CashierWords {
  readonly t: Translator['t'];
  /** Integer minor units in the page language's style (`useLocaleFormat().money`). */
  readonly money: (minor: number, currency: string) => string;
  /** A refusal that is not one of the cashier's own (`useErrorText`). */
  readonly errorText: (error: unknown) => string;
}

function wireMoney(words: CashierWords, major: number, currency: string): string {
  const minor = wireAmountToMinor(major, currency);
  return minor === null ? `${major} ${currency}` : words.money(minor, currency);
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
export function amountRangeHint(kind: CashierKind, currency: string, words: CashierWords): string {
  const range = cashierLimits(currency)[kind];
  return words.t(`${CASHIER_TEXT_GROUP[kind]}.range`, {
    min: words.money(range.minMinor, currency),
    max: words.money(range.maxMinor, currency),
  });
}

/**
 * The amount a player typed, checked before any call by the demo cashier: readable in the
 * currency's display units and precision (packages/betting money), within the per-transaction
 * range (cashier-limits), and — when the page knows them — within the deposit-limit allowance or
 * the withdrawable amount. The platform checks all of it again.
 */
export function checkCashierAmount(
  text: string,
  context: AmountContext,
  words: CashierWords,
): Result<number, string> {
  const { kind, currency } = context;
  const { t, money } = words;
  if (text.trim() === '') return err(t('wallet.cashier.amountRequired'));
  const minor = parseDisplayAmount(text, currency);
  if (minor === null || minor <= 0) {
    const decimals = currencyDisplayDecimals(currency);
    return err(
      decimals === 0
        ? t('wallet.cashier.wholeAmount', { currency })
        : t('wallet.cashier.decimalAmount', { currency, decimals }),
    );
  }
  const range = cashierLimits(currency)[kind];
  const inRange = checkAmountRange(minor, range);
  if (!inRange.ok) {
    return err(
      inRange.reason === 'below-minimum'
        ? t(`${CASHIER_TEXT_GROUP[kind]}.min`, { amount: money(range.minMinor, currency) })
        : t(`${CASHIER_TEXT_GROUP[kind]}.max`, { amount: money(range.maxMinor, currency) }),
    );
  }
  if (kind === 'deposit' && context.allowed != null) {
    const allowed = wireAmountToMinor(context.allowed, currency);
    if (allowed !== null && minor > allowed) {
      return err(
        allowed === 0
          ? t('wallet.deposit.limitReached')
          : t('wallet.deposit.limitsAllowMore', { amount: money(allowed, currency) }),
      );
    }
  }
  if (kind === 'withdrawal' && context.withdrawable != null) {
    const withdrawable = wireAmountToMinor(context.withdrawable, currency);
    if (withdrawable !== null && minor > withdrawable) {
      return err(t('wallet.withdraw.upTo', { amount: money(withdrawable, currency) }));
    }
  }
  return ok(minor);
}

const RangeBody = z.object({ min: z.number(), max: z.number() });
const WithdrawableBody = z.object({ withdrawableAmount: z.number() });

/**
 * A refused cashier request as a sentence for the player: the platform's codes with their
 * numbers (a deposit over the limit shows what is left), else the platform's own message.
 */
export function cashierErrorMessage(
  error: unknown,
  kind: CashierKind,
  currency: string,
  words: CashierWords,
): string {
  if (!(error instanceof ApiRequestError)) return words.errorText(error);
  const { t } = words;
  switch (error.code) {
    case 'DEPOSIT_LIMIT_EXCEEDED': {
      const body = DepositLimitExceeded.safeParse(error.body);
      if (!body.success) return error.message;
      const { period, limit, remaining } = body.data;
      const limitText = wireMoney(words, limit, currency);
      return remaining > 0
        ? t(`wallet.deposit.overLimit.${period}`, {
            limit: limitText,
            remaining: wireMoney(words, remaining, currency),
          })
        : t(`wallet.deposit.limitFull.${period}`, { limit: limitText });
    }
    case 'AMOUNT_BELOW_MINIMUM':
    case 'AMOUNT_ABOVE_MAXIMUM': {
      const body = RangeBody.safeParse(error.body);
      if (!body.success) return error.message;
      return t(`${CASHIER_TEXT_GROUP[kind]}.between`, {
        min: wireMoney(words, body.data.min, currency),
        max: wireMoney(words, body.data.max, currency),
      });
    }
    case 'WITHDRAWAL_EXCEEDS_WITHDRAWABLE': {
      const body = WithdrawableBody.safeParse(error.body);
      if (!body.success) return error.message;
      return t('wallet.withdraw.upToExplained', {
        amount: wireMoney(words, body.data.withdrawableAmount, currency),
      });
    }
    case 'IDEMPOTENCY_KEY_REUSED':
      return t('wallet.cashier.alreadySent');
    case 'INVALID_AMOUNT':
      return t('wallet.cashier.invalidAmount', { currency });
    default:
      return words.errorText(error);
  }
}
