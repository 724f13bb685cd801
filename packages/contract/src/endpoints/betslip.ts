import { z } from 'zod';
import {
  BetslipSelectionsRequest,
  BetslipStatusParams,
  PlacedBetslip,
  PricedBetslip,
} from '../betslip';
import { EpwConfig } from '../promotions';
import { defineEndpoint, PLAYER, PLAYER_IF_PRESENT, PUBLIC } from './define';

/** The betslip's pricing calls (spec betting-domain §7 Betslip). */
export const BETSLIP = {
  // spec betting-domain §7: POST /xapi/rest/betslips/selections — a refresh that adds the
  // selection(s) named by outcomeIds; anonymous or logged in.
  addSelections: defineEndpoint({
    key: 'betslip.addSelections',
    method: 'POST',
    path: '/xapi/rest/betslips/selections',
    body: { kind: 'json', schema: BetslipSelectionsRequest },
    response: PricedBetslip,
    status: [200],
    access: PLAYER_IF_PRESENT,
  }),
  // spec betting-domain §7: PUT /xapi/rest/betslips/selections — re-prices the slip as it is.
  refresh: defineEndpoint({
    key: 'betslip.refresh',
    method: 'PUT',
    path: '/xapi/rest/betslips/selections',
    body: { kind: 'json', schema: BetslipSelectionsRequest },
    response: PricedBetslip,
    status: [200],
    access: PLAYER_IF_PRESENT,
  }),
  // spec betting-domain §7: PUT /xapi/rest/betslips/{betSlipId}/status — where a placed slip
  // stands (an in-play slip awaiting approval: PENDING, then ACCEPTED or REJECTED). The body (the
  // model, per the spec) is not needed and may be left out. Another player's slip is a 404.
  status: defineEndpoint({
    key: 'betslip.status',
    method: 'PUT',
    path: '/xapi/rest/betslips/{betSlipId}/status',
    params: BetslipStatusParams,
    body: { kind: 'json', schema: z.unknown() },
    response: PlacedBetslip,
    status: [200],
    access: PLAYER,
  }),
  // spec betting-domain §7: GET /xapi/rest/promotions/epw — the parlay extra-winnings config.
  epw: defineEndpoint({
    key: 'betslip.epw',
    method: 'GET',
    path: '/xapi/rest/promotions/epw',
    response: EpwConfig,
    status: [200],
    access: PUBLIC,
  }),
} as const;
