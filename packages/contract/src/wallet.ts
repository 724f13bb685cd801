import { z } from 'zod';
import { STATEMENT_KIND_FILTERS } from './limits';
import { CASHIER_METHODS, DEPOSIT_LIMIT_PERIODS } from '@touchline/site';
import { IsoDateTime, IdCursor } from './common';

/**
 * The sportsbook wallet (spec shell §3 Wallet, betting-domain §3 Wallet); amounts in major units
 * of `currency`. `balance` is what a stake can draw on (real + bonus), `totalBalance` everything
 * including promo cash. The parts are present with `includeFullBalanceDetails=true`.
 */
const WalletSummaryFields = {
  currency: z.string(),
  balance: z.number(),
  totalBalance: z.number(),
};

const WalletDetailFields = {
  realBalance: z.number(),
  bonusBalance: z.number(),
  promoCash: z.number(),
  /** Stakes still needed before the bonus part turns into real money. */
  totalLeftToWager: z.number(),
  /** Real money that may be withdrawn now (deposits must be staked once first). */
  withdrawableAmount: z.number(),
  /**
   * Beyond the spec: what a corrected settlement left the player owing (present only when
   * owing); paid back from the next deposits and winnings before they reach the balance.
   */
  resettlementDebt: z.number().optional(),
};

/** The wallet with every part (`includeFullBalanceDetails=true`, the account balance call). */
export const FullWallet = z.object({
  name: z.literal('sportsbook'),
  ...WalletSummaryFields,
  ...WalletDetailFields,
});
export type FullWallet = z.infer<typeof FullWallet>;

/** GET /xapi/icore/players/{username}/balance/sportsbook: the short form, or the full one. */
export const Wallet = FullWallet.partial({
  realBalance: true,
  bonusBalance: true,
  promoCash: true,
  totalLeftToWager: true,
  withdrawableAmount: true,
});
export type Wallet = z.infer<typeof Wallet>;

/**
 * GET {franco base}/accounts/me/balance "fills the wallet" (shell §7): the player's wallets, the
 * sportsbook one being the entry named 'sportsbook'. Other products may add entries later.
 */
export const AccountBalances = z.object({
  wallets: z.array(z.object({ name: z.string(), ...WalletSummaryFields, ...WalletDetailFields })),
});
export type AccountBalances = z.infer<typeof AccountBalances>;

/** GET /xapi/bet/account/{accountId}/betcount: open bets and the balance (betting-domain §7). */
export const BetCount = z.object({
  betCount: z.number().int().min(0),
  balance: z.number(),
  currency: z.string(),
});
export type BetCount = z.infer<typeof BetCount>;

// Demo cashier -------------------------------------------------------------------------------

/** A major-unit amount as a number or numeric text; checked against the currency's precision. */
export const CashierAmount = z.union([z.number(), z.string().max(32)]);

const CurrencyCodeText = z.string().regex(/^[A-Za-z]{3,5}$/, 'currency must be a currency code');

/** The `Idempotency-Key` header every cashier POST carries (8–128 visible ASCII characters). */
export const IdempotencyKey = z
  .string({ error: 'the Idempotency-Key header is required' })
  .regex(/^[\x21-\x7e]{8,128}$/, 'the Idempotency-Key header must be 8 to 128 visible characters');

/** POST /accounts/me/cashier/deposits */
export const CashierDepositRequest = z.object({
  amount: CashierAmount,
  /** When given it must be the wallet's currency. */
  currency: CurrencyCodeText.optional(),
  method: z.enum(CASHIER_METHODS).default('demo-card'),
});
export type CashierDepositRequest = z.infer<typeof CashierDepositRequest>;

/** POST /accounts/me/cashier/withdrawals */
export const CashierWithdrawalRequest = CashierDepositRequest;
export type CashierWithdrawalRequest = z.infer<typeof CashierWithdrawalRequest>;

/** The answer to a deposit or withdrawal (201; 200 when an Idempotency-Key is replayed). */
export const CashierTransaction = z.object({
  id: z.number().int(),
  kind: z.enum(['deposit', 'withdrawal']),
  status: z.literal('completed'),
  method: z.string(),
  amount: z.number(),
  currency: z.string(),
  createdAt: IsoDateTime,
  /** The ledger transaction that moved the money. */
  transactionId: z.number().int(),
  /** The wallet now. */
  wallet: FullWallet,
});
export type CashierTransaction = z.infer<typeof CashierTransaction>;

const AmountRange = z.object({ min: z.number(), max: z.number() });

/** GET /accounts/me/cashier: what the cashier pages need before the player types an amount. */
export const CashierOptions = z.object({
  currency: z.string(),
  methods: z.array(z.string()),
  deposit: AmountRange.extend({
    /** What the deposit limits still allow (null: no limit set). */
    allowed: z.number().nullable(),
  }),
  withdrawal: AmountRange,
  wallet: FullWallet,
});
export type CashierOptions = z.infer<typeof CashierOptions>;

/**
 * The statement's type filter (Touchline; the spec shows only the page): groups of ledger kinds
 * as a player names them. `other` is every ledger kind outside the named groups (bonuses,
 * promo cash, adjustments), so a kind the ledger adds later is never hidden by every filter.
 */
export { STATEMENT_KIND_FILTERS };
export const StatementKindFilter = z.enum(STATEMENT_KIND_FILTERS, {
  error: `kind must be a comma-separated list of ${STATEMENT_KIND_FILTERS.join(', ')}`,
});
export type StatementKindFilter = z.infer<typeof StatementKindFilter>;

/**
 * How far back `since` may reach (days). Decision: a year bounds the statement query; the full
 * history is read without `since`, page by page.
 */
export const STATEMENT_SINCE_MAX_DAYS = 365;

/** GET /accounts/me/cashier/transactions?limit=&before=&kind=&since= */
export const WalletTransactionsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Cursor (see `IdCursor`); it works under the filters alike. */
  before: IdCursor.optional(),
  /** Comma-separated `STATEMENT_KIND_FILTERS` (any of them); absent: every kind. */
  kind: z
    .string()
    .max(100)
    .transform((text) => text.split(','))
    .pipe(z.array(StatementKindFilter).min(1))
    .transform((kinds) => [...new Set(kinds)])
    .optional(),
  /**
   * Only lines at or after this instant. The platform refuses one in the future or more than
   * `STATEMENT_SINCE_MAX_DAYS` back on its own clock (400 INVALID_REQUEST).
   */
  since: z.iso.datetime({ offset: true, error: 'since must be an ISO 8601 instant' }).optional(),
});
export type WalletTransactionsQuery = z.infer<typeof WalletTransactionsQuery>;

/** One line of the account statement (the header's "transactions" link): signed amounts. */
export const WalletTransaction = z.object({
  id: z.number().int(),
  kind: z.string(),
  reference: z.string().nullable(),
  createdAt: IsoDateTime,
  currency: z.string(),
  /** Net change of the wallet (all parts). */
  amount: z.number(),
  real: z.number(),
  bonus: z.number(),
  promoCash: z.number(),
  /** The wallet's total balance after this transaction. */
  balanceAfter: z.number(),
});
export type WalletTransaction = z.infer<typeof WalletTransaction>;

export const WalletTransactions = z.object({
  transactions: z.array(WalletTransaction),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export type WalletTransactions = z.infer<typeof WalletTransactions>;

// Deposit limits (responsible gambling) -------------------------------------------------------

export const DepositLimitPeriod = z.enum(DEPOSIT_LIMIT_PERIODS);

export const DepositLimit = z.object({
  period: DepositLimitPeriod,
  /** Rolling window length. */
  windowHours: z.number().int(),
  /** The limit in force; null: none. */
  limit: z.number().nullable(),
  /** Deposited within the window. */
  used: z.number(),
  /** null when no limit is set. */
  remaining: z.number().nullable(),
  /** A loosening waiting for its 24 hours (limit null: the limit will be removed). */
  pending: z.object({ limit: z.number().nullable(), effectiveAt: IsoDateTime }).nullable(),
});
export type DepositLimit = z.infer<typeof DepositLimit>;

/** GET (and the answer to PUT) /accounts/me/responsible-gambling/deposit-limits */
export const DepositLimits = z.object({
  currency: z.string(),
  limits: z.array(DepositLimit),
});
export type DepositLimits = z.infer<typeof DepositLimits>;

/** PUT …/deposit-limits: each period given is set (an amount) or removed (null). */
export const DepositLimitsUpdate = z
  .object({
    daily: CashierAmount.nullable().optional(),
    weekly: CashierAmount.nullable().optional(),
    monthly: CashierAmount.nullable().optional(),
  })
  .refine(
    (v) => v.daily !== undefined || v.weekly !== undefined || v.monthly !== undefined,
    'give at least one of daily, weekly, monthly',
  );
export type DepositLimitsUpdate = z.infer<typeof DepositLimitsUpdate>;

/** 422 DEPOSIT_LIMIT_EXCEEDED body: which limit and what it still allows. */
export const DepositLimitExceeded = z.object({
  code: z.literal('DEPOSIT_LIMIT_EXCEEDED'),
  message: z.string(),
  period: DepositLimitPeriod,
  limit: z.number(),
  remaining: z.number(),
});
