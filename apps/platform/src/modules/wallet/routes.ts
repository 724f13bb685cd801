import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  CashierDepositRequest,
  CashierWithdrawalRequest,
  DepositLimitsUpdate,
  IdempotencyKey,
  WalletTransactionsQuery,
} from '@touchline/contract';
import { AppError, parseInput } from '../../http/errors';
import type { AppContext } from '../../app-context';
import { assertOwnAccount, assertOwnUsername, authenticate } from '../identity';
import {
  cashierDeposit,
  cashierOptions,
  cashierWithdrawal,
  walletTransactions,
  type CashierResult,
} from './cashier-service';
import { getDepositLimits, setDepositLimits } from './deposit-limits-service';
import { accountBalances, betCount, sportsbookWallet } from './service';

const BalanceParams = z.object({ username: z.string().min(1).max(64) });
const BalanceQuery = z.object({
  includeFullBalanceDetails: z.enum(['true', 'false']).optional(),
});
const AccountParams = z.object({
  accountId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 52),
});

/** The Idempotency-Key header of a cashier POST, or 400 IDEMPOTENCY_KEY_REQUIRED. */
function idempotencyKey(header: string | string[] | undefined): string {
  const parsed = IdempotencyKey.safeParse(header);
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
function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

const cashierReply = (result: CashierResult) => ({
  status: result.created ? 201 : 200,
  headers: result.created ? {} : { 'idempotent-replayed': 'true' },
  body: result.transaction,
});

/**
 * The calls a withdraw-only session (a timed-out or self-excluded player's, issue 5 item 6) may
 * make: read the wallet and withdraw. Deposits, limits changes and bets refuse it.
 */
const READ_OR_WITHDRAW = { allowWithdrawOnly: true } as const;

export function walletRoutes(app: FastifyInstance, ctx: AppContext): void {
  // spec shell §7: GET /xapi/icore/players/{username}/balance/sportsbook?includeFullBalanceDetails=
  app.get('/xapi/icore/players/:username/balance/sportsbook', async (request, reply) => {
    noStore(reply);
    const params = parseInput(BalanceParams, request.params, 'params');
    const query = parseInput(BalanceQuery, request.query, 'query');
    const player = await authenticate(ctx, request.headers.authorization, READ_OR_WITHDRAW);
    assertOwnUsername(player, params.username);
    return sportsbookWallet(ctx.db, player, { full: query.includeFullBalanceDetails === 'true' });
  });

  // spec shell §7: GET {franco base}/accounts/me/balance (franco base '' per the issue-5 design)
  app.get('/accounts/me/balance', async (request, reply) => {
    noStore(reply);
    const player = await authenticate(ctx, request.headers.authorization, READ_OR_WITHDRAW);
    return accountBalances(ctx.db, player);
  });

  // spec betting-domain §7: GET /xapi/bet/account/{accountId}/betcount
  app.get('/xapi/bet/account/:accountId/betcount', async (request, reply) => {
    noStore(reply);
    const { accountId } = parseInput(AccountParams, request.params, 'params');
    const player = await authenticate(ctx, request.headers.authorization, READ_OR_WITHDRAW);
    assertOwnAccount(player, accountId);
    return betCount(ctx.db, player);
  });

  // Demo cashier (issue 5 item 5; paths are Touchline's: the spec shows only the header links).
  app.get('/accounts/me/cashier', async (request, reply) => {
    noStore(reply);
    const player = await authenticate(ctx, request.headers.authorization, READ_OR_WITHDRAW);
    return cashierOptions(ctx, player);
  });

  app.post('/accounts/me/cashier/deposits', async (request, reply) => {
    noStore(reply);
    const player = await authenticate(ctx, request.headers.authorization);
    const key = idempotencyKey(request.headers['idempotency-key']);
    const body = parseInput(CashierDepositRequest, request.body, 'body');
    const r = cashierReply(await cashierDeposit(ctx, player, body, key));
    return reply.status(r.status).headers(r.headers).send(r.body);
  });

  app.post('/accounts/me/cashier/withdrawals', async (request, reply) => {
    noStore(reply);
    const player = await authenticate(ctx, request.headers.authorization, READ_OR_WITHDRAW);
    const key = idempotencyKey(request.headers['idempotency-key']);
    const body = parseInput(CashierWithdrawalRequest, request.body, 'body');
    const r = cashierReply(await cashierWithdrawal(ctx, player, body, key));
    return reply.status(r.status).headers(r.headers).send(r.body);
  });

  app.get('/accounts/me/cashier/transactions', async (request, reply) => {
    noStore(reply);
    const player = await authenticate(ctx, request.headers.authorization, READ_OR_WITHDRAW);
    const query = parseInput(WalletTransactionsQuery, request.query, 'query');
    return walletTransactions(ctx, player, query);
  });

  // Responsible gambling: deposit limits (issue 5 item 6; the other RG endpoints are identity's).
  app.get('/accounts/me/responsible-gambling/deposit-limits', async (request, reply) => {
    noStore(reply);
    const player = await authenticate(ctx, request.headers.authorization, READ_OR_WITHDRAW);
    return getDepositLimits(ctx, player);
  });

  app.put('/accounts/me/responsible-gambling/deposit-limits', async (request, reply) => {
    noStore(reply);
    const player = await authenticate(ctx, request.headers.authorization);
    const body = parseInput(DepositLimitsUpdate, request.body, 'body');
    return setDepositLimits(ctx, player, body);
  });
}
