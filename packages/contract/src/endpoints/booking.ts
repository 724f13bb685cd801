import {
  BookBetslipRequest,
  BookingCode,
  BookingCodeParams,
  LoadedBetslipCode,
  LoadedJackpotCode,
} from '../booking';
import { JackpotSlip } from '../jackpot';
import { defineEndpoint, PLAYER_IF_PRESENT, PUBLIC } from './define';

/** Booking codes (spec betting-domain §7 retailcodes; the load calls are a decision). */
export const BOOKING = {
  // spec betting-domain §7: POST /xapi/rest/betslips/retailcodes — creates a retail code.
  createBetslipCode: defineEndpoint({
    key: 'booking.createBetslipCode',
    method: 'POST',
    path: '/xapi/rest/betslips/retailcodes',
    body: { kind: 'json', schema: BookBetslipRequest },
    response: BookingCode,
    status: [201],
    access: PLAYER_IF_PRESENT,
  }),
  // Decision: GET /xapi/rest/betslips/retailcodes/{code} rebuilds the slip at current prices.
  loadBetslipCode: defineEndpoint({
    key: 'booking.loadBetslipCode',
    method: 'GET',
    path: '/xapi/rest/betslips/retailcodes/{code}',
    params: BookingCodeParams,
    response: LoadedBetslipCode,
    status: [200],
    access: PLAYER_IF_PRESENT,
  }),
  // spec betting-domain §7: POST /xapi/rest/jackpotbetslips/retailcodes — payload: the slip.
  createJackpotCode: defineEndpoint({
    key: 'booking.createJackpotCode',
    method: 'POST',
    path: '/xapi/rest/jackpotbetslips/retailcodes',
    body: { kind: 'json', schema: JackpotSlip },
    response: BookingCode,
    status: [201],
    access: PUBLIC,
  }),
  // Decision: GET /xapi/rest/jackpotbetslips/retailcodes/{code} prices the booked jackpot slip.
  loadJackpotCode: defineEndpoint({
    key: 'booking.loadJackpotCode',
    method: 'GET',
    path: '/xapi/rest/jackpotbetslips/retailcodes/{code}',
    params: BookingCodeParams,
    response: LoadedJackpotCode,
    status: [200],
    access: PUBLIC,
  }),
} as const;
