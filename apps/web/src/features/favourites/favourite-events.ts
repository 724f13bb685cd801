import type { FavouritesList } from '@touchline/contract';

/** Whether an event belongs on the favourites pages: starred, or in a starred league. */
export function isFavouriteEvent(
  list: FavouritesList,
  event: { readonly id: number; readonly eventPaths: readonly { readonly id: number }[] },
): boolean {
  return (
    list.events.includes(event.id) ||
    event.eventPaths.some((path) => list.leagues.includes(path.id))
  );
}
