'use client';

import { FavouriteStar } from '../../../src/features/favourites';
import type { ListSlots } from '../../../src/features/events';

/**
 * The favourites feature's stars in the events feature's lists (spec betting-domain §2
 * favourites), joined here so neither feature imports the other.
 */
export const favouriteSlots: ListSlots = {
  event: (event) => <FavouriteStar kind="event" id={event.id} name={event.description} />,
  league: ({ id, title }) => (
    <FavouriteStar kind="league" id={id} name={title} placement="heading" />
  ),
};

/** The star beside an event page's name. */
export function EventFavouriteStar({
  event,
}: {
  readonly event: { readonly id: number; readonly description: string };
}) {
  return (
    <FavouriteStar
      kind="event"
      id={event.id}
      name={event.description}
      size="large"
      placement="title"
    />
  );
}
