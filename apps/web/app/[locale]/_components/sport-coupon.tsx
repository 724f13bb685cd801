'use client';

import { eventId, marketId, outcomeId } from '@touchline/betting';
import type { Event, LiveEvent } from '@touchline/contract';
import type { ReactNode } from 'react';
import { PriceButton } from '../../../src/features/betslip';
import {
  EventList,
  EventView,
  LiveList,
  usePagedEvents,
  type EventPaging,
  type OutcomeSlot,
} from '../../../src/features/events';
import { LiveConnectionNotice, useLiveEvent, useLiveEvents } from '../../../src/features/live';
import { EventFavouriteStar, favouriteSlots } from './favourite-slots';

/** One price of the events feature's lists, as the betslip feature's button. */
export function renderPrice({ event, market, outcome, disabled }: OutcomeSlot) {
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

/** The pre-match list kept live: events that go in play leave it. */
function useLivePrematch(events: readonly Event[]): readonly Event[] {
  return useLiveEvents(events, { membership: 'prematch' });
}

/** The live page's list kept live: every in-play event followed (the live subscription). */
function useLiveInPlay(events: readonly LiveEvent[]): readonly LiveEvent[] {
  return useLiveEvents(events, { membership: 'live', byEventIds: false, live: true });
}

/**
 * The pre-match list with working prices: the events feature lays out fixtures and the
 * betslip feature owns the price buttons, joined here so neither imports the other. The live
 * feature keeps the events' prices current (an event that goes in play leaves the list).
 */
export function SportCoupon({
  events,
  empty,
  paging = null,
}: {
  readonly events: readonly Event[];
  /** The empty state's translation keys, when not the pre-match default. */
  readonly empty?: { readonly title: string; readonly hint: string };
  /** "Show more" paging of the list (its next pages are kept live like the first). */
  readonly paging?: EventPaging | null;
}) {
  const { events: live, more } = usePagedEvents(events, paging, useLivePrematch);
  return (
    <>
      <LiveConnectionNotice />
      <EventList
        events={live}
        renderOutcome={renderPrice}
        more={more}
        slots={favouriteSlots}
        {...(empty ? { empty } : {})}
      />
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
      <EventView
        event={live}
        renderOutcome={renderPrice}
        tracker={tracker}
        headerAction={<EventFavouriteStar event={live} />}
      />
    </>
  );
}

/**
 * The live list with working prices: every in-play event followed (the live page's
 * subscription), finished ones leaving the list and newly live ones fetched in.
 */
export function PricedLiveList({
  events,
  paging = null,
}: {
  readonly events: readonly LiveEvent[];
  /** "Show more" paging of the live list (50 a page). */
  readonly paging?: EventPaging | null;
}) {
  const { events: live, more } = usePagedEvents(events, paging, useLiveInPlay);
  return (
    <>
      <LiveConnectionNotice />
      <LiveList events={live} renderOutcome={renderPrice} more={more} slots={favouriteSlots} />
    </>
  );
}
