import {
  AutoCashOutRequest,
  AutoCashOutRule,
  CashOutConfirmation,
  CashOutQuery,
  CashOutRequest,
  SettledBets,
  SettledBetsQuery,
} from '../bets';
import {
  OpenBet,
  OpenBets,
  PlaceBetslipQuery,
  PlaceBetslipRequest,
  PlacedBetslip,
} from '../betslip';
import { defineEndpoint, ownerOf, PLAYER } from './define';
import { AccountBetParams, AccountIdParams } from './path-params';

/** Placement, open and settled bets, cash out (spec betting-domain §7 Bets and account). */
export const BETS = {
  // spec betting-domain §7: POST /xapi/rest/accounts/{accountId}/betslips?uuid=… places the bet
  place: defineEndpoint({
    key: 'bets.place',
    method: 'POST',
    path: '/xapi/rest/accounts/{accountId}/betslips',
    params: AccountIdParams,
    query: PlaceBetslipQuery,
    body: { kind: 'json', schema: PlaceBetslipRequest },
    response: PlacedBetslip,
    status: [201, 200],
    access: ownerOf('accountId'),
  }),
  // spec betting-domain §7: GET /xapi/bet/account/{accountId}/openbets
  openBets: defineEndpoint({
    key: 'bets.openBets',
    method: 'GET',
    path: '/xapi/bet/account/{accountId}/openbets',
    params: AccountIdParams,
    response: OpenBets,
    status: [200],
    access: ownerOf('accountId'),
  }),
  // spec betting-domain §7: GET /xapi/bet/account/{accountId}/openbet/{betId}
  openBet: defineEndpoint({
    key: 'bets.openBet',
    method: 'GET',
    path: '/xapi/bet/account/{accountId}/openbet/{betId}',
    params: AccountBetParams,
    response: OpenBet,
    status: [200],
    access: ownerOf('accountId'),
  }),
  // spec betting-domain §7: GET /xapi/rest/acchistory/dailySettledBets?numberOfBets=50 (withAuth)
  settledBets: defineEndpoint({
    key: 'bets.settledBets',
    method: 'GET',
    path: '/xapi/rest/acchistory/dailySettledBets',
    query: SettledBetsQuery,
    response: SettledBets,
    status: [200],
    access: PLAYER,
  }),
  // Cash out (decision: the spec names cashout_timeout but no path; docs/decisions.md)
  cashOut: defineEndpoint({
    key: 'bets.cashOut',
    method: 'POST',
    path: '/xapi/bet/account/{accountId}/cashout/{betId}',
    params: AccountBetParams,
    query: CashOutQuery,
    body: { kind: 'json', schema: CashOutRequest },
    response: CashOutConfirmation,
    status: [201, 200],
    access: ownerOf('accountId'),
  }),
  // Automatic cash out (decision, docs/decisions.md "Partial and automatic cash out"): PUT sets
  // (or replaces) the bet's rule, GET reads it (404 without one), DELETE removes it.
  setAutoCashOut: defineEndpoint({
    key: 'bets.setAutoCashOut',
    method: 'PUT',
    path: '/xapi/bet/account/{accountId}/cashout/{betId}/auto',
    params: AccountBetParams,
    body: { kind: 'json', schema: AutoCashOutRequest },
    response: AutoCashOutRule,
    status: [200],
    access: ownerOf('accountId'),
  }),
  autoCashOut: defineEndpoint({
    key: 'bets.autoCashOut',
    method: 'GET',
    path: '/xapi/bet/account/{accountId}/cashout/{betId}/auto',
    params: AccountBetParams,
    response: AutoCashOutRule,
    status: [200],
    access: ownerOf('accountId'),
  }),
  deleteAutoCashOut: defineEndpoint({
    key: 'bets.deleteAutoCashOut',
    method: 'DELETE',
    path: '/xapi/bet/account/{accountId}/cashout/{betId}/auto',
    params: AccountBetParams,
    response: AutoCashOutRule,
    status: [200],
    access: ownerOf('accountId'),
  }),
} as const;
