'use client';

import { eventId, marketId, outcomeId } from '@touchline/betting';
import type { Event, LiveEvent } from '@touchline/contract';
import type { ReactNode } from 'react';
import { PriceButton } from '../../../src/features/betslip';
import { EventList, EventView, LiveList, type OutcomeSlot } from '../../../src/features/events';
import { LiveConnectionNotice, useLiveEvent, useLiveEvents } from '../../../src/features/live';

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
 * betslip feature owns the price buttons, joined here so neither imports the other. The live
 * feature keeps the events' prices current (an event that goes in play leaves the list).
 */
export function SportCoupon({
  events,
  empty,
}: {
  readonly events: readonly Event[];
  /** The empty state's translation keys, when not the pre-match default. */
  readonly empty?: { readonly title: string; readonly hint: string };
}) {
  const live = useLiveEvents(events, { membership: 'prematch' });
  return (
    <>
      <LiveConnectionNotice />
      <EventList events={live} renderOutcome={renderPrice} {...(empty ? { empty } : {})} />
    </>
  );
}

/**
 * An event page with working prices, its scoreboard and markets kept live; `tracker` is the live
 * route's match tracker, shown in the page's slot once the event has started.
 */
export function PricedEventView({
  event,
  tracker,
}: {
  readonly event: LiveEvent;
  readonly tracker?: ReactNode;
}) {
  const live = useLiveEvent(event);
  return (
    <>
      <LiveConnectionNotice />
      <EventView event={live} renderOutcome={renderPrice} tracker={tracker} />
    </>
  );
}

/**
 * The live list with working prices: every in-play event followed (the live page's
 * subscription), finished ones leaving the list and newly live ones fetched in.
 */
export function PricedLiveList({ events }: { readonly events: readonly LiveEvent[] }) {
  const live = useLiveEvents(events, { membership: 'live', byEventIds: false, live: true });
  return (
    <>
      <LiveConnectionNotice />
      <LiveList events={live} renderOutcome={renderPrice} />
    </>
  );
}
