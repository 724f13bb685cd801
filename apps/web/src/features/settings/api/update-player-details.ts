import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerDetails, PlayerDetailsUpdate } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import { queryKeys } from '../../../shared/api/query-keys';

/**
 * betting-domain §6, §7: PUT /xapi/icore/players/{username}/details (`player.updateDetails`) —
 * the settings' save: username, priceFormat (the odds type in upper case) and defaultStake.
 */
export function updatePlayerDetails(
  username: string,
  body: PlayerDetailsUpdate,
): Promise<PlayerDetails> {
  return api.player.updateDetails({ params: { username }, body });
}

/** Saves details; the answer fills the cached details. */
export function useUpdatePlayerDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ username, body }: { username: string; body: PlayerDetailsUpdate }) =>
      updatePlayerDetails(username, body),
    onSuccess: (details) => {
      queryClient.setQueryData(queryKeys.playerDetails(details.alsId), details);
    },
  });
}
