import {
  betslipBetKey,
  eventId,
  marketId,
  outcomeId,
  stakeMinor,
  stakeMinorToText,
  type BetslipAction,
  type BetslipNewSelection,
  type BetslipState,
} from '@touchline/betting';
import type { BookBetslipRequest, BookingCode, LoadedBetslipCode } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import { wireAmountToMinor } from '../../../shared/format/wire-money';
import { serverModelOf } from './price-betslip';

/** spec betting-domain §7: POST /xapi/rest/betslips/retailcodes — books the slip under a code. */
export function createBetslipCode(body: BookBetslipRequest): Promise<BookingCode> {
  return api.booking.createBetslipCode({ body });
}

/** Decision: GET /xapi/rest/betslips/retailcodes/{code} — the booked slip at today's prices. */
export function loadBetslipCode(code: string): Promise<LoadedBetslipCode> {
  return api.booking.loadBetslipCode({ params: { code } });
}

/** The link that loads a code into a slip (any page of the site reads `?bookingCode=`). */
export const BOOKING_CODE_PARAM = 'bookingCode';

export function bookingCodeLink(origin: string, locale: string, code: string): string {
  return `${origin}/${locale}?${BOOKING_CODE_PARAM}=${encodeURIComponent(code)}`;
}

/** The slip store's two doors, as `applyLoadedCode` uses them. */
export interface SlipDoor {
  readonly dispatch: (action: BetslipAction) => void;
  readonly getState: () => BetslipState;
}

/**
 * Makes the slip the loaded code's: emptied, each kept selection added (named by the code's
 * labels, at today's price), the booked stakes of the singles entered, the priced model merged
 * the way a pricing answer is (the multiple and the systems), then their booked stakes. The
 * slip then prices itself again as usual.
 */
export function applyLoadedCode(
  loaded: LoadedBetslipCode,
  slip: SlipDoor,
  maxBetsOnBetslip: number,
): void {
  const labels = new Map(loaded.labels.map((l) => [l.outcomeId, l]));
  const stakeOf = (amount: number) => wireAmountToMinor(amount, loaded.currency) ?? 0;
  slip.dispatch({ type: 'betslipCleared' });
  for (const single of loaded.singles) {
    const label = labels.get(single.outcomeId);
    const selection: BetslipNewSelection = {
      outcomeId: outcomeId(single.outcomeId),
      eventId: eventId(single.eventId),
      marketId: marketId(single.marketId),
      decimal: single.decimal,
      ...(label && {
        eventDescription: label.eventDescription,
        marketDescription: label.marketDescription,
        outcomeDescription: label.outcomeDescription,
      }),
      showEachWay: single.showEachWay,
      placeTerms: single.placeTerms,
    };
    slip.dispatch({ type: 'betAdded', selection, maxBetsOnBetslip });
  }
  for (const single of loaded.singles) {
    const bet = slip.getState().bets[String(single.outcomeId)];
    const minor = stakeOf(single.unitStake);
    if (bet && minor > 0) {
      slip.dispatch({
        type: 'stakeChanged',
        key: betslipBetKey(bet.ref),
        stake: stakeMinor(minor),
      });
    }
  }
  slip.dispatch({ type: 'refreshSucceeded', model: serverModelOf(loaded) });
  for (const combination of [...loaded.multiples, ...loaded.systems]) {
    const minor = stakeOf(combination.unitStake);
    if (minor > 0) {
      slip.dispatch({
        type: 'stakeChanged',
        key: betslipBetKey(combination.ref),
        stake: stakeMinor(minor),
        text: stakeMinorToText(minor, loaded.currency),
      });
    }
  }
}
