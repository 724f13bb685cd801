import { queryOptions } from '@tanstack/react-query';
import type { AccountPrefs } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import { queryKeys } from '../../../shared/api/query-keys';

/**
 * spec shell §7: the account's preferences (`player.accountPrefs`) — loaded after login (§4
 * step 4: "then preferences (default stake and theme)").
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
