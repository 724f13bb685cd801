import { z } from 'zod';

/**
 * Favourites (spec betting-domain §2 pseudo-category 10000 FAVOURITES, §3 "favourite events
 * (collection by id)", §9 persisted favourites at version 1): the events and leagues a player
 * starred. The calls are a decision (docs/decisions.md "Favourites"); the list's rules — no
 * repeats, at most MAX_FAVOURITES in all, the union on login — live here once, for the platform
 * and the web.
 */

/** Decision: at most 200 favourites (events and leagues together) per player. */
export const MAX_FAVOURITES = 200;

/** spec §9: persisted favourites are at version 1. */
export const FAVOURITES_PERSIST_VERSION = 1;

/** What a player can star: an event, or a league (a competition's event path). */
export const FavouriteKind = z.enum(['event', 'league']);
export type FavouriteKind = z.infer<typeof FavouriteKind>;

/** A catalogue id: a positive whole number within bigint and JS's exact range. */
const FavouriteId = z
  .number()
  .int('must be a whole number')
  .positive('must be positive')
  .max(2 ** 52, 'is too large');

/** The player's favourites: event ids and league (event path) ids, oldest first. */
export const FavouritesList = z.object({
  events: z.array(FavouriteId),
  leagues: z.array(FavouriteId),
});
export type FavouritesList = z.infer<typeof FavouritesList>;

export const EMPTY_FAVOURITES: FavouritesList = Object.freeze({
  events: Object.freeze([]) as unknown as number[],
  leagues: Object.freeze([]) as unknown as number[],
});

/** How many favourites a list holds (events and leagues). */
export const favouritesCount = (list: FavouritesList): number =>
  list.events.length + list.leagues.length;

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

/** The refusal when a favourite would go over the limit. */
export const FAVOURITES_LIMIT_CODE = 'FAVOURITES_LIMIT';

const unique = (ids: readonly number[]): number[] => [...new Set(ids)];

/** A list without repeats, first occurrences kept, cut to MAX_FAVOURITES (events first). */
export function normaliseFavourites(list: FavouritesList): FavouritesList {
  const events = unique(list.events).slice(0, MAX_FAVOURITES);
  const leagues = unique(list.leagues).slice(0, MAX_FAVOURITES - events.length);
  return { events, leagues };
}

/** Whether a list holds an event or league. */
export function hasFavourite(list: FavouritesList, kind: FavouriteKind, id: number): boolean {
  return (kind === 'event' ? list.events : list.leagues).includes(id);
}

/**
 * The login merge (decision): the account's favourites, then the ones starred while logged out
 * that it lacks, in their order — the union, nothing lost unless the total passes the limit,
 * where the account's own come first.
 */
export function mergeFavourites(account: FavouritesList, local: FavouritesList): FavouritesList {
  const a = normaliseFavourites(account);
  const room = MAX_FAVOURITES - favouritesCount(a);
  const extraEvents = unique(local.events).filter((id) => !a.events.includes(id));
  const extraLeagues = unique(local.leagues).filter((id) => !a.leagues.includes(id));
  const events = extraEvents.slice(0, Math.max(0, room));
  const leagues = extraLeagues.slice(0, Math.max(0, room - events.length));
  return { events: [...a.events, ...events], leagues: [...a.leagues, ...leagues] };
}

/** Adds a favourite at the end; a list at the limit is returned unchanged (same object). */
export function addFavourite(
  list: FavouritesList,
  kind: FavouriteKind,
  id: number,
): FavouritesList {
  if (hasFavourite(list, kind, id) || favouritesCount(list) >= MAX_FAVOURITES) return list;
  return kind === 'event'
    ? { events: [...list.events, id], leagues: list.leagues }
    : { events: list.events, leagues: [...list.leagues, id] };
}

/** Removes a favourite; a list without it is returned unchanged (same object). */
export function removeFavourite(
  list: FavouritesList,
  kind: FavouriteKind,
  id: number,
): FavouritesList {
  if (!hasFavourite(list, kind, id)) return list;
  return kind === 'event'
    ? { events: list.events.filter((e) => e !== id), leagues: list.leagues }
    : { events: list.events, leagues: list.leagues.filter((l) => l !== id) };
}
