import type { FavouriteKind, FavouritesList } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';

/** POST /xapi/rest/accounts/{accountId}/favourites: stars one; answers the whole list. */
export function addFavouriteCall(
  accountId: number,
  kind: FavouriteKind,
  id: number,
): Promise<FavouritesList> {
  return api.favourites.add({ params: { accountId }, body: { kind, id } });
}
