import {
  ActiveJackpots,
  ActiveJackpotsQuery,
  JackpotBets,
  JackpotCost,
  JackpotCostQuery,
  JackpotSlip,
  JackpotSlipModel,
  PlaceJackpotQuery,
  PlacedJackpotBet,
} from '../jackpot';
import { defineEndpoint, ownerOf, PUBLIC } from './define';
import { AccountIdParams } from './path-params';

/** Jackpots (spec betting-domain §7 Betslip table; §3 Jackpot bet). */
export const JACKPOT = {
  // spec betting-domain §7: GET /xapi/rest/jackpotbetweb/active (answer not shown: decision)
  active: defineEndpoint({
    key: 'jackpot.active',
    method: 'GET',
    path: '/xapi/rest/jackpotbetweb/active',
    query: ActiveJackpotsQuery,
    response: ActiveJackpots,
    status: [200],
    access: PUBLIC,
  }),
  // spec betting-domain §7: POST /xapi/rest/jackpotbetslips/selections, payload: the slip
  selections: defineEndpoint({
    key: 'jackpot.selections',
    method: 'POST',
    path: '/xapi/rest/jackpotbetslips/selections',
    body: { kind: 'json', schema: JackpotSlip },
    response: JackpotSlipModel,
    status: [200],
    access: PUBLIC,
  }),
  // The jackpot cost call (spec §7: path not shown; decision, docs/decisions.md "Jackpots")
  cost: defineEndpoint({
    key: 'jackpot.cost',
    method: 'GET',
    path: '/xapi/rest/jackpotbetslips/cost',
    query: JackpotCostQuery,
    response: JackpotCost,
    status: [200],
    access: PUBLIC,
  }),
  // spec betting-domain §7: POST /xapi/rest/accounts/{accountId}/jackpotbetslips (uuid: decision)
  place: defineEndpoint({
    key: 'jackpot.place',
    method: 'POST',
    path: '/xapi/rest/accounts/{accountId}/jackpotbetslips',
    params: AccountIdParams,
    query: PlaceJackpotQuery,
    body: { kind: 'json', schema: JackpotSlip },
    response: PlacedJackpotBet,
    status: [201, 200],
    access: ownerOf('accountId'),
  }),
  // The player's jackpot bets (decision: the spec shows none; docs/decisions.md "Jackpots")
  bets: defineEndpoint({
    key: 'jackpot.bets',
    method: 'GET',
    path: '/xapi/rest/accounts/{accountId}/jackpotbetslips',
    params: AccountIdParams,
    response: JackpotBets,
    status: [200],
    access: ownerOf('accountId'),
  }),
} as const;
