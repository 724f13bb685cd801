import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FavouritesList, LiveEvent } from '@touchline/contract';
import { MAX_EVENTS_PER_PAGE } from '@touchline/contract/browser';
import { browserClient } from '../../../shared/api/browser-client';

// The full form (with markets): the table's answer also covers the light one.
const catalog = browserClient(({ ENDPOINTS, EventsPage }) => ({
  catalog: { events: { ...ENDPOINTS.catalog.events, response: EventsPage } },
})).catalog;

/**
 * The events of a favourites list, live and still to come (GET /xapi/rest/events, spec
 * betting-domain §7): the starred events and the events of the starred leagues, one read each
 * (the call's `ids` and `eventPathIds` narrow together, so they cannot share one), each event
 * once, by kick-off.
 */
export async function getFavouriteEvents(
  list: FavouritesList,
  signal?: AbortSignal,
): Promise<readonly LiveEvent[]> {
  const read = (query: { ids: number[] } | { eventPathIds: number[] }) =>
    catalog.events({
      query: { ...query, includeMarkets: true, eventsPerPage: MAX_EVENTS_PER_PAGE, page: 1 },
      signal,
    });
  const [starred, inLeagues] = await Promise.all([
    list.events.length > 0 ? read({ ids: [...list.events] }) : null,
    list.leagues.length > 0 ? read({ eventPathIds: [...list.leagues] }) : null,
  ]);
  const byId = new Map<number, LiveEvent>();
  for (const event of [...(starred?.events ?? []), ...(inLeagues?.events ?? [])]) {
    byId.set(event.id, event);
  }
  return [...byId.values()].sort(
    (a, b) => Date.parse(a.startTime) - Date.parse(b.startTime) || a.id - b.id,
  );
}

/** The list's key: the ids, sorted, so starring in another order reads nothing new. */
const listKey = (list: FavouritesList) => ({
  events: [...list.events].sort((a, b) => a - b),
  leagues: [...list.leagues].sort((a, b) => a - b),
});

export function favouriteEventsQueryOptions(list: FavouritesList) {
  return queryOptions({
    queryKey: ['favourites', 'events', listKey(list)] as const,
    queryFn: ({ signal }) => getFavouriteEvents(list, signal),
  });
}

/**
 * The favourites' events; while a changed list is read the previous events stay (the page
 * filters them by the list, so an unstarred event leaves at once).
 */
export function useFavouriteEvents(list: FavouritesList) {
  return useQuery({ ...favouriteEventsQueryOptions(list), placeholderData: keepPreviousData });
}
