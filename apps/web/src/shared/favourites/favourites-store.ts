import {
  EMPTY_FAVOURITES,
  FAVOURITES_PERSIST_VERSION,
  favouritesCount,
  favouritesListOf,
  mergeFavourites,
  normaliseFavourites,
  type FavouritesList,
} from '@touchline/contract/browser';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { withRehydrationTimeout } from '../session/rehydration-timeout';
import { storageKey } from '../storage/storage-key';

/**
 * The player's favourites as this tab knows them (no reducer of a package behind it: the list
 * rules are the contract's `addFavourite`/`mergeFavourites`, applied by the favourites feature).
 * `guest` is the logged-out list, kept in the browser (spec shell §9: persisted favourites at
 * version 1); `account` the logged-in player's list as the platform answered it, in memory only
 * (a shared computer keeps no one's favourites after they log out). Shared, not in the
 * favourites feature, because the side menu shows the count.
 */
interface FavouritesStore {
  readonly guest: FavouritesList;
  readonly account: { readonly accountId: number; readonly list: FavouritesList } | null;
  setGuest: (list: FavouritesList) => void;
  setAccount: (
    account: { readonly accountId: number; readonly list: FavouritesList } | null,
  ) => void;
}

export const useFavouritesStore = create<FavouritesStore>()(
  persist(
    (set) => ({
      guest: EMPTY_FAVOURITES,
      account: null,
      setGuest: (guest) => set({ guest }),
      setAccount: (account) => set({ account }),
    }),
    {
      name: storageKey('favourites'),
      storage: withRehydrationTimeout(createJSONStorage(() => window.localStorage)),
      partialize: (s) => ({ guest: s.guest }),
      version: FAVOURITES_PERSIST_VERSION,
      migrate: () => ({}),
      // A stored list this version cannot read (hand-edited, another version) starts empty.
      merge: (persisted, current) => {
        // The contract's list rule without zod (it holds it equal to the FavouritesList schema):
        // read before the first paint, whose scripts leave zod out.
        const stored = favouritesListOf((persisted as { guest?: unknown } | null)?.guest);
        return stored ? { ...current, guest: normaliseFavourites(stored) } : current;
      },
    },
  ),
);

/**
 * The favourites shown to the player of `accountId` (null: logged out): their account's list —
 * with what they starred before logging in until the login merge has saved it — or the
 * browser's list.
 */
export function favouritesOf(
  state: Pick<FavouritesStore, 'guest' | 'account'>,
  accountId: number | null,
): FavouritesList {
  if (accountId === null) return state.guest;
  const account = state.account?.accountId === accountId ? state.account.list : EMPTY_FAVOURITES;
  return favouritesCount(state.guest) === 0 ? account : mergeFavourites(account, state.guest);
}
