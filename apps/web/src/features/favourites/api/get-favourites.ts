import { queryOptions } from '@tanstack/react-query';
import type { FavouritesList } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';

/** The favourites query's key (per account). */
export const favouritesKey = (accountId: number) => ['favourites', accountId] as const;

/** GET /xapi/rest/accounts/{accountId}/favourites (decision: docs/decisions.md "Favourites"). */
export function getFavourites(accountId: number, signal?: AbortSignal): Promise<FavouritesList> {
  return api.favourites.list({ params: { accountId }, signal });
}

export function favouritesQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: favouritesKey(accountId),
    queryFn: ({ signal }) => getFavourites(accountId, signal),
    // Another tab may change them; a minute is fresh enough for a list the player edits here.
    staleTime: 60_000,
  });
}
