import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountPrefs } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import { queryKeys } from '../../../shared/api/query-keys';

/**
 * betting-domain §7: GET /xapi/rest/accounts/{accountId}/accountPrefs (`player.accountPrefs`) —
 * the player's stored settings, restored into the settings on login. The cache key is the shared
 * one, so the account pages and this feature read and refresh one copy.
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
 * the login itself makes (the account feature's player data) serves the restore too.
 */
export function useAccountPrefs(accountId: number | null) {
  return useQuery({
    ...accountPrefsQueryOptions(accountId ?? 0),
    enabled: accountId !== null,
    staleTime: 30_000,
  });
}
