import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountPrefs, AccountPrefsPatch } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import { queryKeys } from '../../../shared/api/query-keys';

/**
 * spec shell §7 / betting §7: PATCH …/accountPrefs (`player.patchAccountPrefs`) with the fields
 * that changed; the answer is the preferences as stored.
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
export function usePatchAccountPrefs(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountPrefsPatch) => patchAccountPrefs(accountId, body),
    onSuccess: async (prefs) => {
      queryClient.setQueryData(queryKeys.accountPrefs(accountId), prefs);
      await queryClient.invalidateQueries({ queryKey: queryKeys.account });
    },
  });
}
