import { z } from 'zod';
import {
  AccountBalances,
  BetCount,
  CashierDepositRequest,
  CashierOptions,
  CashierTransaction,
  CashierWithdrawalRequest,
  DepositLimits,
  DepositLimitsUpdate,
  Wallet,
  WalletTransactions,
  WalletTransactionsQuery,
} from '../wallet';
import { defineEndpoint, ownerOf, PLAYER } from './define';
import { AccountIdParams, BalanceUsernameParams } from './path-params';

export const BalanceQuery = z.object({
  includeFullBalanceDetails: z.enum(['true', 'false']).optional(),
});

/**
 * Balances, the bet count, the demo cashier and deposit limits. The cashier's POSTs carry an
 * Idempotency-Key header; a replay answers 200 with Idempotent-Replayed, a new one 201.
 */
export const WALLET = {
  // spec shell §7: GET /xapi/icore/players/{username}/balance/sportsbook?includeFullBalanceDetails=
  sportsbookBalance: defineEndpoint({
    key: 'wallet.sportsbookBalance',
    method: 'GET',
    path: '/xapi/icore/players/{username}/balance/sportsbook',
    params: BalanceUsernameParams,
    query: BalanceQuery,
    response: Wallet,
    status: [200],
    access: ownerOf('username'),
  }),
  // spec shell §7: GET {franco base}/accounts/me/balance
  balances: defineEndpoint({
    key: 'wallet.balances',
    method: 'GET',
    path: '/accounts/me/balance',
    response: AccountBalances,
    status: [200],
    access: PLAYER,
  }),
  // spec betting-domain §7: GET /xapi/bet/account/{accountId}/betcount
  betCount: defineEndpoint({
    key: 'wallet.betCount',
    method: 'GET',
    path: '/xapi/bet/account/{accountId}/betcount',
    params: AccountIdParams,
    response: BetCount,
    status: [200],
    access: ownerOf('accountId'),
  }),
  // Demo cashier (Touchline paths: the spec shows only the header links).
  cashier: defineEndpoint({
    key: 'wallet.cashier',
    method: 'GET',
    path: '/accounts/me/cashier',
    response: CashierOptions,
    status: [200],
    access: PLAYER,
  }),
  deposit: defineEndpoint({
    key: 'wallet.deposit',
    method: 'POST',
    path: '/accounts/me/cashier/deposits',
    body: { kind: 'json', schema: CashierDepositRequest },
    response: CashierTransaction,
    status: [201, 200],
    access: PLAYER,
  }),
  withdraw: defineEndpoint({
    key: 'wallet.withdraw',
    method: 'POST',
    path: '/accounts/me/cashier/withdrawals',
    body: { kind: 'json', schema: CashierWithdrawalRequest },
    response: CashierTransaction,
    status: [201, 200],
    access: PLAYER,
  }),
  transactions: defineEndpoint({
    key: 'wallet.transactions',
    method: 'GET',
    path: '/accounts/me/cashier/transactions',
    query: WalletTransactionsQuery,
    response: WalletTransactions,
    status: [200],
    access: PLAYER,
  }),
  // Responsible gambling's deposit limits (the other RG calls are the player area's).
  depositLimits: defineEndpoint({
    key: 'wallet.depositLimits',
    method: 'GET',
    path: '/accounts/me/responsible-gambling/deposit-limits',
    response: DepositLimits,
    status: [200],
    access: PLAYER,
  }),
  setDepositLimits: defineEndpoint({
    key: 'wallet.setDepositLimits',
    method: 'PUT',
    path: '/accounts/me/responsible-gambling/deposit-limits',
    body: { kind: 'json', schema: DepositLimitsUpdate },
    response: DepositLimits,
    status: [200],
    access: PLAYER,
  }),
} as const;
