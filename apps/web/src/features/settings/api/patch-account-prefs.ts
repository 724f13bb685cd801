import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountPrefs, AccountPrefsPatch } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import { queryKeys } from '../../../shared/api/query-keys';

/**
 * betting-domain §7: PATCH /xapi/rest/accounts/{accountId}/accountPrefs
 * (`player.patchAccountPrefs`) with the fields that changed; the answer is the preferences as
 * stored.
 */
export function patchAccountPrefs(
  accountId: number,
  body: AccountPrefsPatch,
): Promise<AccountPrefs> {
  return api.player.patchAccountPrefs({ params: { accountId }, body });
}

/** Saves preferences; the stored answer replaces the cached preferences. */
export function usePatchAccountPrefs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, body }: { accountId: number; body: AccountPrefsPatch }) =>
      patchAccountPrefs(accountId, body),
    onSuccess: (prefs, { accountId }) => {
      queryClient.setQueryData(queryKeys.accountPrefs(accountId), prefs);
    },
  });
}
