'use client';

// The priced lists and the event page are three modules (this one, priced-event-view.tsx,
// priced-live-list.tsx), so a page's first-load scripts carry only the view it shows.

import type { Event } from '@touchline/contract';
import { EventList, usePagedEvents, type EventPaging } from '../../../src/features/events';
import { LiveConnectionNotice, useLiveEvents } from '../../../src/features/live';
import { favouriteSlots } from './favourite-slots';
import { renderPrice } from './render-price';

export { renderPrice };

/** The pre-match list kept live: events that go in play leave it. */
function useLivePrematch(events: readonly Event[]): readonly Event[] {
  return useLiveEvents(events, { membership: 'prematch' });
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
