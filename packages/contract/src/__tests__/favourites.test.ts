import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addFavourite,
  favouritesCount,
  FavouritesList,
  favouritesListOf,
  FavouritesReplace,
  MAX_FAVOURITES,
  mergeFavourites,
  normaliseFavourites,
  removeFavourite,
} from '../favourites';

const ids = (max: number) => fc.array(fc.integer({ min: 1, max: 400 }), { maxLength: max });
const list = (max = 150): fc.Arbitrary<FavouritesList> =>
  fc.record({ events: ids(max), leagues: ids(max) });

describe('favourites rules', () => {
  it('merges on login: the account’s first, then what was starred logged out', () => {
    expect(
      mergeFavourites({ events: [3, 1], leagues: [7] }, { events: [1, 5, 5], leagues: [8, 7] }),
    ).toEqual({ events: [3, 1, 5], leagues: [7, 8] });
    expect(mergeFavourites({ events: [], leagues: [] }, { events: [2], leagues: [] })).toEqual({
      events: [2],
      leagues: [],
    });
  });

  it('merge is the union without repeats, capped at the limit, the account’s kept', () => {
    fc.assert(
      fc.property(list(), list(), (account, local) => {
        const merged = mergeFavourites(account, local);
        const union = (a: readonly number[], b: readonly number[]) => new Set([...a, ...b]);
        const allEvents = union(account.events, local.events);
        const allLeagues = union(account.leagues, local.leagues);
        expect(new Set(merged.events).size).toBe(merged.events.length);
        expect(new Set(merged.leagues).size).toBe(merged.leagues.length);
        expect(favouritesCount(merged)).toBe(
          Math.min(MAX_FAVOURITES, allEvents.size + allLeagues.size),
        );
        for (const id of merged.events) expect(allEvents.has(id)).toBe(true);
        for (const id of merged.leagues) expect(allLeagues.has(id)).toBe(true);
        // The account's own (up to the limit) are never dropped, and lead in their order.
        const own = normaliseFavourites(account);
        expect(merged.events.slice(0, own.events.length)).toEqual(own.events);
        expect(merged.leagues.slice(0, own.leagues.length)).toEqual(own.leagues);
        // Merging again changes nothing (idempotent), and the result always saves.
        expect(mergeFavourites(merged, local)).toEqual(merged);
        expect(FavouritesReplace.safeParse(merged).success).toBe(true);
      }),
    );
  });

  it('merging two lists under the limit loses nothing whichever side holds it', () => {
    fc.assert(
      fc.property(list(40), list(40), (a, b) => {
        const ab = mergeFavourites(a, b);
        const ba = mergeFavourites(b, a);
        expect(new Set(ab.events)).toEqual(new Set(ba.events));
        expect(new Set(ab.leagues)).toEqual(new Set(ba.leagues));
      }),
    );
  });

  it('adds once, removes, and refuses past the limit', () => {
    fc.assert(
      fc.property(list(120), fc.integer({ min: 1, max: 400 }), (start, id) => {
        const base = normaliseFavourites(start);
        const added = addFavourite(base, 'event', id);
        expect(addFavourite(added, 'event', id)).toBe(added);
        if (favouritesCount(base) < MAX_FAVOURITES || base.events.includes(id)) {
          expect(added.events).toContain(id);
        } else {
          expect(added).toBe(base);
        }
        const removed = removeFavourite(added, 'event', id);
        expect(removed.events).not.toContain(id);
        expect(removed.leagues).toEqual(added.leagues);
      }),
    );
    const full: FavouritesList = {
      events: Array.from({ length: MAX_FAVOURITES }, (_, i) => i + 1),
      leagues: [],
    };
    expect(addFavourite(full, 'league', 9)).toBe(full);
    expect(FavouritesReplace.safeParse({ ...full, leagues: [9] }).success).toBe(false);
  });
});

describe('the favourites list read without zod (the web’s stored list)', () => {
  const id = fc.oneof(
    fc.integer({ min: -3, max: 400 }),
    fc.constantFrom(2 ** 52, 2 ** 52 + 1, 2 ** 53, 0.5, Number.NaN, Infinity, -0),
    fc.double(),
    fc.string(),
    fc.constant(null),
  );
  const maybeList = fc.oneof(
    fc.record(
      { events: fc.array(id, { maxLength: 4 }), leagues: fc.array(id, { maxLength: 4 }) },
      { requiredKeys: [] },
    ),
    fc.record({ events: fc.array(fc.nat()), leagues: fc.array(fc.nat()), extra: fc.anything() }),
    fc.anything(),
  );

  it('accepts exactly what the FavouritesList schema accepts, and reads it the same', () => {
    fc.assert(
      fc.property(maybeList, (value) => {
        const parsed = FavouritesList.safeParse(value);
        expect(favouritesListOf(value)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 2000 },
    );
  });
});
