/**
 * The favourites list's rules (docs/decisions.md "Favourites"), without zod: favourites.ts holds
 * the schemas and re-exports these, and the browser entry (browser.ts) gives them to the web's
 * first load without the schemas.
 */

/** Decision: at most 200 favourites (events and leagues together) per player. */
export const MAX_FAVOURITES = 200;

/** spec §9: persisted favourites are at version 1. */
export const FAVOURITES_PERSIST_VERSION = 1;

/** What a player can star: an event, or a league (a competition's event path). */
type FavouriteKind = 'event' | 'league';

/** The player's favourites (favourites.ts `FavouritesList` is its schema). */
interface FavouritesList {
  events: number[];
  leagues: number[];
}

export type { FavouritesList, FavouriteKind };

export const EMPTY_FAVOURITES: FavouritesList = Object.freeze({
  events: Object.freeze([]) as unknown as number[],
  leagues: Object.freeze([]) as unknown as number[],
});

/** The largest catalogue id a favourite may name (within bigint and JS's exact range). */
export const MAX_FAVOURITE_ID = 2 ** 52;

const isFavouriteId = (id: unknown): id is number =>
  typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= MAX_FAVOURITE_ID;

const idsOf = (ids: unknown): number[] | null =>
  Array.isArray(ids) && ids.every(isFavouriteId) ? [...ids] : null;

/**
 * `value` as a favourites list, or null when it is not one: the `FavouritesList` schema's rule
 * (favourites.ts) without zod, for the web's stored list, read before the first paint
 * (__tests__/favourites.test.ts holds the two equal on any value).
 */
export function favouritesListOf(value: unknown): FavouritesList | null {
  if (typeof value !== 'object' || value === null) return null;
  const { events, leagues } = value as { events?: unknown; leagues?: unknown };
  const eventIds = idsOf(events);
  const leagueIds = idsOf(leagues);
  return eventIds && leagueIds ? { events: eventIds, leagues: leagueIds } : null;
}

/** How many favourites a list holds (events and leagues). */
export const favouritesCount = (list: FavouritesList): number =>
  list.events.length + list.leagues.length;

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
