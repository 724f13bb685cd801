import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountPrefs,
  AccountPrefsPatch,
  PlayerDetails,
  PlayerDetailsUpdate,
} from '@touchline/contract';
import { api } from './browser-client';
import { queryKeys } from './query-keys';

/*
 * The player's stored preferences and details calls, shared by the account pages (the
 * preferences page) and the settings panel, so both read and refresh one cached copy.
 */

/**
 * spec shell §7, betting-domain §7: GET /xapi/rest/accounts/{accountId}/accountPrefs
 * (`player.accountPrefs`) — loaded after login (shell §4 step 4) and restored into the settings.
 */
export function getAccountPrefs(accountId: number, signal?: AbortSignal): Promise<AccountPrefs> {
  return api.player.accountPrefs({ params: { accountId }, signal });
}

export function accountPrefsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: queryKeys.accountPrefs(accountId),
    queryFn: ({ signal }) => getAccountPrefs(accountId, signal),
  });
}

/**
 * The logged-in player's preferences; idle while logged out (null). Fresh for 30 s, so the read
 * the login itself makes (the account feature's player data) serves the settings' restore too.
 */
export function useAccountPrefs(accountId: number | null) {
  return useQuery({
    ...accountPrefsQueryOptions(accountId ?? 0),
    enabled: accountId !== null,
    staleTime: 30_000,
  });
}

/**
 * PATCH …/accountPrefs (`player.patchAccountPrefs`) with the fields that changed; the answer is
 * the preferences as stored.
 */
export function patchAccountPrefs(
  accountId: number,
  body: AccountPrefsPatch,
): Promise<AccountPrefs> {
  return api.player.patchAccountPrefs({ params: { accountId }, body });
}

/**
 * Saves preferences; the stored answer fills the cache, and everything under the account (the
 * details and profile show the same odds format and default stake) is read again.
 */
export function usePatchAccountPrefs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, body }: { accountId: number; body: AccountPrefsPatch }) =>
      patchAccountPrefs(accountId, body),
    onSuccess: async (prefs, { accountId }) => {
      queryClient.setQueryData(queryKeys.accountPrefs(accountId), prefs);
      await queryClient.invalidateQueries({ queryKey: queryKeys.account });
    },
  });
}

/**
 * PUT /xapi/icore/players/{username}/details (`player.updateDetails`): the odds format and
 * default stake of the settings, the remember-stake choice of the preferences page.
 */
export function updatePlayerDetails(
  username: string,
  body: PlayerDetailsUpdate,
): Promise<PlayerDetails> {
  return api.player.updateDetails({ params: { username }, body });
}

/** Saves details; the answer fills the cached details and their readers (the profile) refetch. */
export function useUpdatePlayerDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ username, body }: { username: string; body: PlayerDetailsUpdate }) =>
      updatePlayerDetails(username, body),
    onSuccess: async (details) => {
      queryClient.setQueryData(queryKeys.playerDetails(details.alsId), details);
      await queryClient.invalidateQueries({ queryKey: queryKeys.playerDetails(details.alsId) });
    },
  });
}
