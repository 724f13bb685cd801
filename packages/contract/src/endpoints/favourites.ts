import { FavouriteAdd, FavouriteParams, FavouritesList, FavouritesReplace } from '../favourites';
import { defineEndpoint, ownerOf } from './define';
import { AccountIdParams } from './path-params';

/**
 * Favourites (spec betting-domain §2 pseudo-category 10000; the spec names no call, so the paths
 * are a decision: docs/decisions.md "Favourites"): the player's starred events and leagues,
 * under the account like the other account calls. Every answer is the whole list.
 */
export const FAVOURITES = {
  list: defineEndpoint({
    key: 'favourites.list',
    method: 'GET',
    path: '/xapi/rest/accounts/{accountId}/favourites',
    params: AccountIdParams,
    response: FavouritesList,
    status: [200],
    access: ownerOf('accountId'),
  }),
  // The login merge: the union, saved whole.
  replace: defineEndpoint({
    key: 'favourites.replace',
    method: 'PUT',
    path: '/xapi/rest/accounts/{accountId}/favourites',
    params: AccountIdParams,
    body: { kind: 'json', schema: FavouritesReplace },
    response: FavouritesList,
    status: [200],
    access: ownerOf('accountId'),
  }),
  add: defineEndpoint({
    key: 'favourites.add',
    method: 'POST',
    path: '/xapi/rest/accounts/{accountId}/favourites',
    params: AccountIdParams,
    body: { kind: 'json', schema: FavouriteAdd },
    response: FavouritesList,
    status: [200],
    access: ownerOf('accountId'),
  }),
  remove: defineEndpoint({
    key: 'favourites.remove',
    method: 'DELETE',
    path: '/xapi/rest/accounts/{accountId}/favourites/{kind}/{id}',
    params: FavouriteParams,
    response: FavouritesList,
    status: [200],
    access: ownerOf('accountId'),
  }),
} as const;
