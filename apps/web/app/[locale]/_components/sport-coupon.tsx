'use client';

import { eventId, marketId, outcomeId } from '@touchline/betting';
import type { Event, LiveEvent } from '@touchline/contract';
import { PriceButton } from '../../../src/features/betslip';
import { EventList, EventView, LiveList, type OutcomeSlot } from '../../../src/features/events';

/** One price of the events feature's lists, as the betslip feature's button. */
function renderPrice({ event, market, outcome, disabled }: OutcomeSlot) {
  return (
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
  );
}

/**
 * The pre-match list with working prices: the events feature lays out fixtures and the
 * betslip feature owns the price buttons, joined here so neither imports the other.
 */
export function SportCoupon({
  events,
  empty,
}: {
  readonly events: readonly Event[];
  /** The empty state's translation keys, when not the pre-match default. */
  readonly empty?: { readonly title: string; readonly hint: string };
}) {
  return <EventList events={events} renderOutcome={renderPrice} {...(empty ? { empty } : {})} />;
}

/** An event page with working prices. */
export function PricedEventView({ event }: { readonly event: LiveEvent }) {
  return <EventView event={event} renderOutcome={renderPrice} />;
}

/** The live list with working prices. */
export function PricedLiveList({ events }: { readonly events: readonly LiveEvent[] }) {
  return <LiveList events={events} renderOutcome={renderPrice} />;
}
