import { z } from 'zod';
import { MAX_FAVOURITE_ID, MAX_FAVOURITES } from './favourites-rules';

/**
 * Favourites (spec betting-domain §2 pseudo-category 10000 FAVOURITES, §3 "favourite events
 * (collection by id)", §9 persisted favourites at version 1): the events and leagues a player
 * starred. The calls are a decision (docs/decisions.md "Favourites"); the list's rules — no
 * repeats, at most MAX_FAVOURITES in all, the union on login — live here once, for the platform
 * and the web.
 */

/** What a player can star: an event, or a league (a competition's event path). */
export const FavouriteKind = z.enum(['event', 'league']);
export type FavouriteKind = z.infer<typeof FavouriteKind>;

/** A catalogue id: a positive whole number within bigint and JS's exact range. */
const FavouriteId = z
  .number()
  .int('must be a whole number')
  .positive('must be positive')
  .max(MAX_FAVOURITE_ID, 'is too large');

/** The player's favourites: event ids and league (event path) ids, oldest first. */
export const FavouritesList = z.object({
  events: z.array(FavouriteId),
  leagues: z.array(FavouriteId),
});
export type FavouritesList = z.infer<typeof FavouritesList>;

/** PUT body: the whole list (the login merge saves the union); repeats are dropped, 200 at most. */
export const FavouritesReplace = FavouritesList.refine(
  (list) => new Set(list.events).size + new Set(list.leagues).size <= MAX_FAVOURITES,
  { message: `must hold at most ${MAX_FAVOURITES} favourites` },
);
export type FavouritesReplace = z.infer<typeof FavouritesReplace>;

/** POST body: one favourite to add. */
export const FavouriteAdd = z.object({ kind: FavouriteKind, id: FavouriteId });
export type FavouriteAdd = z.infer<typeof FavouriteAdd>;

/** DELETE …/favourites/{kind}/{id}: one favourite to remove. */
export const FavouriteParams = z.object({
  accountId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 52),
  kind: FavouriteKind,
  id: z.coerce
    .number()
    .int('must be a whole number')
    .positive('must be positive')
    .max(2 ** 52, 'is too large'),
});

/** The list's rules, without zod (the browser's first load reads them too). */
export * from './favourites-rules';
