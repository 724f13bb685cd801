import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENDPOINTS, IdempotencyKey } from '@touchline/contract';
import { AppError } from '../../http/errors';
import { endpointRegistrar } from '../../http/register-endpoint';
import type { AppContext } from '../../app-context';
import { accessGuard } from '../identity';
import {
  cashierDeposit,
  cashierOptions,
  cashierWithdrawal,
  walletTransactions,
  type CashierResult,
} from './cashier-service';
import { getDepositLimits, setDepositLimits } from './deposit-limits-service';
import { accountBalances, betCount, sportsbookWallet } from './service';

/** The Idempotency-Key header of a cashier POST, or 400 IDEMPOTENCY_KEY_REQUIRED. */
function idempotencyKey(request: FastifyRequest): string {
  const parsed = IdempotencyKey.safeParse(request.headers['idempotency-key']);
  if (!parsed.success) {
    throw new AppError(
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
      parsed.error.issues[0]?.message ?? 'the Idempotency-Key header is required',
    );
  }
  return parsed.data;
}

/** Balances, statements and limits are personal and change with every bet: never cached. */
const NO_STORE = { headers: { 'cache-control': 'no-store' } } as const;

/** The cashier's POSTs: the Idempotency-Key is checked before the body, as it always was. */
const CASHIER = { ...NO_STORE, beforeBody: idempotencyKey } as const;

const cashierReply = (result: CashierResult) => ({
  status: result.created ? 201 : 200,
  headers: result.created ? {} : { 'idempotent-replayed': 'true' },
  body: result.transaction,
});

/**
 * What a withdraw-only session (a timed-out or self-excluded player's) may do: read the wallet
 * and withdraw. Deposits, limits changes and bets refuse it.
 */
const WITHDRAW_ONLY = { allowWithdrawOnly: true } as const;
const READ = { ...NO_STORE, ...WITHDRAW_ONLY } as const;

const { wallet } = ENDPOINTS;

export function walletRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = endpointRegistrar(app, { guard: accessGuard(ctx) });

  route(wallet.sportsbookBalance, READ, ({ query, auth }) =>
    sportsbookWallet(ctx.db, auth.player, { full: query.includeFullBalanceDetails === 'true' }),
  );

  route(wallet.balances, READ, ({ auth }) => accountBalances(ctx.db, auth.player));

  route(wallet.betCount, READ, ({ auth }) => betCount(ctx.db, auth.player));

  // Demo cashier (Touchline paths: the spec shows only the header links).
  route(wallet.cashier, READ, ({ auth }) => cashierOptions(ctx, auth.player));

  route(wallet.deposit, CASHIER, async ({ body, auth }, request, reply) => {
    const r = cashierReply(await cashierDeposit(ctx, auth.player, body, idempotencyKey(request)));
    return reply.status(r.status).headers(r.headers).send(r.body);
  });

  route(
    wallet.withdraw,
    { ...CASHIER, ...WITHDRAW_ONLY },
    async ({ body, auth }, request, reply) => {
      const key = idempotencyKey(request);
      const r = cashierReply(await cashierWithdrawal(ctx, auth.player, body, key));
      return reply.status(r.status).headers(r.headers).send(r.body);
    },
  );

  route(wallet.transactions, { ...READ, queryAfterAuth: true }, ({ query, auth }) =>
    walletTransactions(ctx, auth.player, query),
  );

  // Responsible gambling: deposit limits (the other RG calls are identity's).
  route(wallet.depositLimits, READ, ({ auth }) => getDepositLimits(ctx, auth.player));

  route(wallet.setDepositLimits, NO_STORE, ({ body, auth }) =>
    setDepositLimits(ctx, auth.player, body),
  );
}
