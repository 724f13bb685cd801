/**
 * The favourites feature (spec betting-domain §2 pseudo-category 10000 FAVOURITES): the star
 * beside events and leagues, the player's list kept in the browser when logged out and on the
 * platform when logged in (merged on login), and the favourites' events for the Favourites and
 * favourites live pages.
 */
export { FavouriteStar } from './components/favourite-star';
export { useFavourites, useFavouritesSync, type Favourites } from './hooks/use-favourites';
export {
  getFavouriteEvents,
  favouriteEventsQueryOptions,
  useFavouriteEvents,
} from './api/get-favourite-events';
export { isFavouriteEvent } from './favourite-events';
