import type { FavouriteKind, FavouritesList } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';

/** DELETE /xapi/rest/accounts/{accountId}/favourites/{kind}/{id}: answers the whole list. */
export function removeFavouriteCall(
  accountId: number,
  kind: FavouriteKind,
  id: number,
): Promise<FavouritesList> {
  return api.favourites.remove({ params: { accountId, kind, id } });
}
