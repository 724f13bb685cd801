import { createHash, randomBytes } from 'node:crypto';
import { minorToMajor } from '@touchline/betting';
import {
  CASHIER_METHODS,
  cashierLimits,
  checkAmountRange,
  type AmountRange,
} from '@touchline/site';
import {
  STATEMENT_SINCE_MAX_DAYS,
  type CashierDepositRequest,
  type CashierOptions,
  type CashierTransaction,
  type CashierWithdrawalRequest,
  type WalletTransactions,
  type WalletTransactionsQuery,
} from '@touchline/contract';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { AppError, ERROR_CODES } from '../../http/errors';
import { assertMayBet, markDepositor } from '../identity';
import { assertWalletCurrency, parseCashierAmount } from './amounts';
import { depositAllowanceAt } from './deposit-limits-service';
import { ledgerKindFilter } from './statement-kinds';
import {
  findCashierTransactionByKey,
  insertCashierTransaction,
  isWithdrawalHeld,
  listWalletTransactions,
  type CashierTransactionRow,
} from './repository';
import {
  fullWalletView,
  withdrawableOf,
  openWalletForUpdate,
  postCredit,
  postWithdrawal,
  readWallet,
  type LockedWallet,
  type WalletOwner,
} from './service';

/**
 * The demo cashier (the spec shows only the header's cashier links): deposits
 * and withdrawals that post real ledger transactions, with per-transaction limits, deposit
 * limits, the withdrawable-amount rule and Idempotency-Key replays.
 */
export const CASHIER_ERRORS = {
  belowMinimum: 'AMOUNT_BELOW_MINIMUM',
  aboveMaximum: 'AMOUNT_ABOVE_MAXIMUM',
  depositLimitExceeded: 'DEPOSIT_LIMIT_EXCEEDED',
  exceedsWithdrawable: 'WITHDRAWAL_EXCEEDS_WITHDRAWABLE',
  withdrawalsOnHold: 'WITHDRAWALS_ON_HOLD',
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
} as const;

type Kind = 'deposit' | 'withdrawal';

interface CashierRequest {
  readonly kind: Kind;
  readonly amountMinor: number;
  readonly method: string;
}

function parseRequest(
  kind: Kind,
  body: CashierDepositRequest, // the withdrawal body has the same shape
  owner: WalletOwner,
): CashierRequest {
  assertWalletCurrency(body.currency, owner.currency);
  const amountMinor = parseCashierAmount(body.amount, owner.currency);
  const range = cashierLimits(owner.currency)[kind];
  const check = checkAmountRange(amountMinor, range);
  if (!check.ok) {
    const min = minorToMajor(range.minMinor, owner.currency);
    const max = minorToMajor(range.maxMinor, owner.currency);
    throw check.reason === 'below-minimum'
      ? new AppError(422, CASHIER_ERRORS.belowMinimum, `The minimum ${kind} is ${min}`, {
          min,
          max,
        })
      : new AppError(422, CASHIER_ERRORS.aboveMaximum, `The maximum ${kind} is ${max}`, {
          min,
          max,
        });
  }
  return { kind, amountMinor, method: body.method };
}

const requestHash = (r: CashierRequest, currency: string) =>
  createHash('sha256')
    .update(JSON.stringify([r.kind, r.amountMinor, currency, r.method]))
    .digest('hex');

/** Cashier references people can read out: D- or W- plus 10 base-32 characters. */
function newReference(kind: Kind): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const body = Array.from(randomBytes(10), (b) => alphabet[b % 32]).join('');
  return `${kind === 'deposit' ? 'D' : 'W'}-${body}`;
}

async function answer(
  tx: Queryable,
  row: CashierTransactionRow,
  owner: WalletOwner,
): Promise<CashierTransaction> {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    method: row.method,
    amount: minorToMajor(row.amount_minor, row.currency),
    currency: row.currency,
    createdAt: new Date(row.created_at).toISOString(),
    transactionId: row.ledger_transaction_id,
    wallet: fullWalletView(await readWallet(tx, owner), owner.currency),
  };
}

export interface CashierResult {
  /** false when the Idempotency-Key was seen before and its first answer is returned. */
  readonly created: boolean;
  readonly transaction: CashierTransaction;
}

/**
 * One cashier operation in one transaction: lock the wallet (so a concurrent retry with the same
 * key waits and then finds the first one's row), replay a known key, else check and post.
 * Refused requests store nothing: the same key may be retried once the refusal is resolved.
 */
async function run(
  ctx: AppContext,
  owner: WalletOwner,
  request: CashierRequest,
  idempotencyKey: string,
  post: (tx: Queryable, wallet: LockedWallet, at: Date) => Promise<number>,
): Promise<CashierResult> {
  const hash = requestHash(request, owner.currency);
  const at = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const wallet = await openWalletForUpdate(tx, owner);
    const seen = await findCashierTransactionByKey(tx, owner.id, idempotencyKey);
    if (seen) {
      if (seen.request_hash !== hash) {
        throw new AppError(
          409,
          CASHIER_ERRORS.idempotencyKeyReused,
          'This Idempotency-Key was already used for another request',
        );
      }
      return { created: false, transaction: await answer(tx, seen, owner) };
    }
    const ledgerTransactionId = await post(tx, wallet, at);
    const row = await insertCashierTransaction(tx, {
      playerId: owner.id,
      kind: request.kind,
      method: request.method,
      currency: owner.currency,
      amountMinor: request.amountMinor,
      idempotencyKey,
      requestHash: hash,
      ledgerTransactionId,
      at,
    });
    return { created: true, transaction: await answer(tx, row, owner) };
  });
}

/**
 * POST /accounts/me/cashier/deposits: real money from the demo card into the real part. Refused
 * with 422 DEPOSIT_LIMIT_EXCEEDED (period, limit, remaining) beyond the deposit limits.
 */
export async function cashierDeposit(
  ctx: AppContext,
  owner: WalletOwner,
  body: CashierDepositRequest,
  idempotencyKey: string,
): Promise<CashierResult> {
  const request = parseRequest('deposit', body, owner);
  // Responsible gambling: a timed-out or self-excluded (or inactive) player may not deposit.
  await assertMayBet(ctx.db, owner.id, ctx.clock());
  return run(ctx, owner, request, idempotencyKey, async (tx, wallet, at) => {
    const allowance = await depositAllowanceAt(tx, owner, at);
    if (allowance && request.amountMinor > allowance.remainingMinor) {
      const major = (minor: number) => minorToMajor(minor, owner.currency);
      throw new AppError(
        422,
        CASHIER_ERRORS.depositLimitExceeded,
        `This deposit exceeds your ${allowance.period} deposit limit`,
        {
          period: allowance.period,
          limit: major(allowance.limitMinor),
          remaining: major(allowance.remainingMinor),
        },
      );
    }
    const id = await postCredit(
      tx,
      wallet,
      'deposit',
      request.amountMinor,
      newReference('deposit'),
      at,
    );
    await markDepositor(tx, owner.id); // spec shell §6: depositor / non-depositor flag
    return id;
  });
}

/**
 * POST /accounts/me/cashier/withdrawals: real money out to the demo card, at most the
 * withdrawable amount (real money less deposits not yet staked once); 422
 * WITHDRAWAL_EXCEEDS_WITHDRAWABLE with `withdrawableAmount` otherwise.
 */
export function cashierWithdrawal(
  ctx: AppContext,
  owner: WalletOwner,
  body: CashierWithdrawalRequest,
  idempotencyKey: string,
): Promise<CashierResult> {
  const request = parseRequest('withdrawal', body, owner);
  return run(ctx, owner, request, idempotencyKey, async (tx, wallet, at) => {
    // spec shell §3 Player details holdWithdraw: the operator holds this player's withdrawals.
    if (await isWithdrawalHeld(tx, owner.id)) {
      throw new AppError(
        422,
        CASHIER_ERRORS.withdrawalsOnHold,
        'Withdrawals are on hold for this account; please contact support',
      );
    }
    const withdrawable = withdrawableOf(wallet);
    if (request.amountMinor > withdrawable) {
      const withdrawableAmount = minorToMajor(withdrawable, owner.currency);
      throw new AppError(
        422,
        CASHIER_ERRORS.exceedsWithdrawable,
        `At most ${withdrawableAmount} ${owner.currency} can be withdrawn now`,
        { withdrawableAmount },
      );
    }
    return postWithdrawal(tx, wallet, request.amountMinor, newReference('withdrawal'), at);
  });
}

const rangeView = (range: AmountRange, currency: string) => ({
  min: minorToMajor(range.minMinor, currency),
  max: minorToMajor(range.maxMinor, currency),
});

/** GET /accounts/me/cashier: methods, per-transaction ranges, what deposit limits allow, wallet. */
export async function cashierOptions(ctx: AppContext, owner: WalletOwner): Promise<CashierOptions> {
  const limits = cashierLimits(owner.currency);
  const allowance = await depositAllowanceAt(ctx.db, owner, ctx.clock());
  return {
    currency: owner.currency,
    methods: [...CASHIER_METHODS],
    deposit: {
      ...rangeView(limits.deposit, owner.currency),
      allowed: allowance ? minorToMajor(allowance.remainingMinor, owner.currency) : null,
    },
    withdrawal: rangeView(limits.withdrawal, owner.currency),
    wallet: fullWalletView(await readWallet(ctx.db, owner), owner.currency),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The statement's `since` as an instant on the platform clock: not in the future and not more than
 * `STATEMENT_SINCE_MAX_DAYS` back (400 INVALID_REQUEST otherwise, as the contract's own checks).
 */
function statementSince(since: string | undefined, now: Date): Date | null {
  if (since === undefined) return null;
  const at = new Date(since);
  if (at.getTime() > now.getTime()) {
    throw new AppError(400, ERROR_CODES.invalidRequest, 'since: must not be in the future');
  }
  if (at.getTime() < now.getTime() - STATEMENT_SINCE_MAX_DAYS * DAY_MS) {
    throw new AppError(
      400,
      ERROR_CODES.invalidRequest,
      `since: must be within the last ${STATEMENT_SINCE_MAX_DAYS} days`,
    );
  }
  return at;
}

/**
 * GET /accounts/me/cashier/transactions?limit=&before=&kind=&since=: the account statement behind
 * the header's "transactions" link (spec shell §2 /account/transactions): every ledger transaction
 * touching the wallet, newest first, with each part's signed change and the balance after it,
 * optionally only some kinds (`STATEMENT_KIND_FILTERS`) and only since an instant. The `before`
 * cursor pages through the filtered lines.
 */
export async function walletTransactions(
  ctx: AppContext,
  owner: WalletOwner,
  query: WalletTransactionsQuery,
): Promise<WalletTransactions> {
  const since = statementSince(query.since, ctx.clock());
  const rows = await listWalletTransactions(ctx.db, owner.id, owner.currency, {
    before: query.before ?? null,
    since,
    kinds: ledgerKindFilter(query.kind),
    limit: query.limit + 1,
  });
  const shown = rows.slice(0, query.limit);
  const major = (minor: number) => minorToMajor(minor, owner.currency);
  const transactions = shown.map((r) => ({
    id: r.id,
    kind: r.kind,
    reference: r.reference,
    createdAt: new Date(r.created_at).toISOString(),
    currency: owner.currency,
    amount: major(r.real_minor + r.bonus_minor + r.promo_cash_minor),
    real: major(r.real_minor),
    bonus: major(r.bonus_minor),
    promoCash: major(r.promo_cash_minor),
    balanceAfter: major(r.balance_after_minor),
  }));
  const last = shown[shown.length - 1];
  return { transactions, nextBefore: rows.length > query.limit && last ? last.id : null };
}
