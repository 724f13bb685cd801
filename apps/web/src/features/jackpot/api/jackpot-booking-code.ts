import { useMutation } from '@tanstack/react-query';
import type { BookingCode, JackpotSlip, LoadedJackpotCode } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';

/** spec betting-domain §7: POST /xapi/rest/jackpotbetslips/retailcodes — books the slip. */
export function createJackpotCode(body: JackpotSlip): Promise<BookingCode> {
  return api.booking.createJackpotCode({ body });
}

/** Decision: GET /xapi/rest/jackpotbetslips/retailcodes/{code} — the booked slip, priced now. */
export function loadJackpotCode(code: string): Promise<LoadedJackpotCode> {
  return api.booking.loadJackpotCode({ params: { code } });
}

export function useCreateJackpotCode() {
  return useMutation({ mutationFn: createJackpotCode });
}

export function useLoadJackpotCode() {
  return useMutation({ mutationFn: loadJackpotCode });
}
