import type { FavouritesList } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';

/**
 * PUT /xapi/rest/accounts/{accountId}/favourites: the login merge saves the union; the answer
 * leaves out what the platform no longer offers.
 */
export function replaceFavourites(
  accountId: number,
  list: FavouritesList,
): Promise<FavouritesList> {
  return api.favourites.replace({ params: { accountId }, body: list });
}
