'use client';

import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  addFavourite,
  EMPTY_FAVOURITES,
  favouritesCount,
  hasFavourite,
  MAX_FAVOURITES,
  mergeFavourites,
  removeFavourite,
  type FavouriteKind,
  type FavouritesList,
} from '@touchline/contract/browser';
import { useCallback, useEffect } from 'react';
import { useFavouriteList, useFavouritesStore } from '../../../shared/favourites';
import { useSession } from '../../../shared/session/session-store';
import { useSiteSettings, useT } from '../../../shared/site/site-context';
import { showToast } from '../../../shared/ui/toast-store';
import { addFavouriteCall } from '../api/add-favourite';
import { favouritesKey, favouritesQueryOptions } from '../api/get-favourites';
import { removeFavouriteCall } from '../api/remove-favourite';
import { replaceFavourites } from '../api/replace-favourites';

/** Accounts whose login merge is on its way (every star on the page runs this hook). */
const merging = new Set<number>();

function saved(queryClient: QueryClient, accountId: number, list: FavouritesList) {
  queryClient.setQueryData(favouritesKey(accountId), list);
  useFavouritesStore.getState().setAccount({ accountId, list });
}

/**
 * Keeps the tab's favourites in step with the platform while a player is logged in: reads their
 * list and, the first time it arrives with favourites starred while logged out, saves the union
 * (decision: the account's first, then the browser's) and empties the browser's list. A failed
 * merge keeps the browser's list to try again on the next read.
 */
export function useFavouritesSync(): void {
  const session = useSession();
  const accountId = session?.accountId ?? null;
  const withdrawOnly = session?.withdrawOnly === true;
  const queryClient = useQueryClient();
  const query = useQuery({
    ...favouritesQueryOptions(accountId ?? 0),
    enabled: accountId !== null,
  });
  const data = query.data;
  useEffect(() => {
    if (accountId === null) return;
    const store = useFavouritesStore.getState();
    if (data === undefined) return;
    // A withdraw-only session may not change the account: the browser's list waits.
    if (favouritesCount(store.guest) === 0 || withdrawOnly) {
      if (store.account?.accountId !== accountId || store.account.list !== data) {
        store.setAccount({ accountId, list: data });
      }
      return;
    }
    if (merging.has(accountId)) return;
    merging.add(accountId);
    const guest = store.guest;
    replaceFavourites(accountId, mergeFavourites(data, guest))
      .then((list) => {
        saved(queryClient, accountId, list);
        // Only what was merged leaves the browser (a star added meanwhile stays for next time).
        const now = useFavouritesStore.getState().guest;
        useFavouritesStore.getState().setGuest(now === guest ? EMPTY_FAVOURITES : now);
      })
      .catch(() => undefined)
      .finally(() => merging.delete(accountId));
  }, [accountId, data, queryClient, withdrawOnly]);
}

export interface Favourites {
  /** Favourites are offered (site setting enable_favorites) to this session. */
  readonly enabled: boolean;
  readonly list: FavouritesList;
  readonly has: (kind: FavouriteKind, id: number) => boolean;
  /** Stars or unstars: in the browser when logged out, on the platform when logged in. */
  readonly toggle: (kind: FavouriteKind, id: number) => void;
}

/** The player's favourites and the star's action (the sync runs wherever this is used). */
export function useFavourites(): Favourites {
  useFavouritesSync();
  const t = useT();
  const enabledSetting = useSiteSettings().enable_favorites;
  const session = useSession();
  const accountId = session?.accountId ?? null;
  // A withdraw-only session may read its account, not change it.
  const enabled = enabledSetting && session?.withdrawOnly !== true;
  const list = useFavouriteList();
  const queryClient = useQueryClient();

  const toggle = useCallback(
    (kind: FavouriteKind, id: number) => {
      const starred = hasFavourite(list, kind, id);
      const next = starred ? removeFavourite(list, kind, id) : addFavourite(list, kind, id);
      if (next === list) {
        showToast(t('favourites.limit', { max: MAX_FAVOURITES }), 'warning', {
          id: 'favourites-limit',
        });
        return;
      }
      const store = useFavouritesStore.getState();
      if (accountId === null) {
        store.setGuest(next);
        return;
      }
      // Shown at once; the platform's answer (the whole list) replaces it.
      const before = store.account?.accountId === accountId ? store.account.list : list;
      store.setAccount({ accountId, list: next });
      (starred ? removeFavouriteCall : addFavouriteCall)(accountId, kind, id)
        .then((answer) => saved(queryClient, accountId, answer))
        .catch(() => {
          useFavouritesStore.getState().setAccount({ accountId, list: before });
          showToast(t('favourites.saveFailed'), 'error', { id: 'favourites-failed' });
        });
    },
    [list, accountId, queryClient, t],
  );

  const has = useCallback(
    (kind: FavouriteKind, id: number) => hasFavourite(list, kind, id),
    [list],
  );
  return { enabled, list, has, toggle };
}
