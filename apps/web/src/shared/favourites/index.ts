import { EMPTY_FAVOURITES, favouritesCount } from '@touchline/contract/browser';
import { useMemo } from 'react';
import { useHydrated } from '../hydration/use-hydrated';
import { useSession } from '../session/session-store';
import { favouritesOf, useFavouritesStore } from './favourites-store';

export { favouritesOf, useFavouritesStore } from './favourites-store';

/**
 * The favourites the player sees now (their account's when logged in); none while the page
 * hydrates, as the server rendered it (the list is the browser's).
 */
export function useFavouriteList() {
  const hydrated = useHydrated();
  const accountId = useSession()?.accountId ?? null;
  const guest = useFavouritesStore((s) => s.guest);
  const account = useFavouritesStore((s) => s.account);
  return useMemo(
    () => (hydrated ? favouritesOf({ guest, account }, accountId) : EMPTY_FAVOURITES),
    [hydrated, guest, account, accountId],
  );
}

/** How many favourites the player has (the side menu's badge). */
export function useFavouritesCount(): number {
  return favouritesCount(useFavouriteList());
}
