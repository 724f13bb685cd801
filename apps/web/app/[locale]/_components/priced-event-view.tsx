'use client';

import type { LiveEvent } from '@touchline/contract';
import { useMemo, type ReactNode } from 'react';
import { EventView } from '../../../src/features/events';
import { LiveConnectionNotice, useLiveEvent } from '../../../src/features/live';
import { EventFavouriteStar } from './favourite-slots';
import { renderPrice } from './render-price';

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
  // The star reads the event's id and name, which a live change never moves: one element for
  // the page, so a price change leaves the event view to its price cells.
  const star = useMemo(() => <EventFavouriteStar event={event} />, [event]);
  return (
    <>
      <LiveConnectionNotice />
      <EventView event={live} renderOutcome={renderPrice} tracker={tracker} headerAction={star} />
    </>
  );
}
