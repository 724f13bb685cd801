'use client';

import type { LiveEvent } from '@touchline/contract';
import { LiveList, usePagedEvents, type EventPaging } from '../../../src/features/events';
import { LiveConnectionNotice, useLiveEvents } from '../../../src/features/live';
import { favouriteSlots } from './favourite-slots';
import { renderPrice } from './render-price';

/** The live page's list kept live: every in-play event followed (the live subscription). */
function useLiveInPlay(events: readonly LiveEvent[]): readonly LiveEvent[] {
  return useLiveEvents(events, { membership: 'live', byEventIds: false, live: true });
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
