import { eventId, marketId, outcomeId } from '@touchline/betting';
import type { Event } from '@touchline/contract';
import { PriceButton } from '../../../src/features/betslip';
import { EventList } from '../../../src/features/events';

/**
 * The pre-match list with working prices: the events feature lays out fixtures and the
 * betslip feature owns the price buttons, joined here so neither imports the other.
 */
export function SportCoupon({ events }: { readonly events: readonly Event[] }) {
  return (
    <EventList
      events={events}
      renderOutcome={({ event, market, outcome, disabled }) => (
        <PriceButton
          disabled={disabled}
          selection={{
            outcomeId: outcomeId(outcome.id),
            eventId: eventId(event.id),
            marketId: marketId(market.id),
            decimal: outcome.consolidatedPrice.currentPrice.decimal,
            eventDescription: event.description,
            marketDescription: market.description,
            outcomeDescription: outcome.description,
          }}
        />
      )}
    />
  );
}
