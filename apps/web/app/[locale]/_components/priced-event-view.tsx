'use client';

import type { LiveEvent } from '@touchline/contract';
import type { ReactNode } from 'react';
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
