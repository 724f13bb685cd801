import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerDetails, PlayerDetailsUpdate } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import { queryKeys } from '../../../shared/api/query-keys';

/**
 * spec shell §7 / betting §7: PUT /xapi/icore/players/{username}/details
 * (`player.updateDetails`) — here the remember-stake choice, which lives in the details rather
 * than in the account preferences.
 */
export function updatePlayerDetails(
  username: string,
  body: PlayerDetailsUpdate,
): Promise<PlayerDetails> {
  return api.player.updateDetails({ params: { username }, body });
}

/** Saves details; the answer fills the cache and the details' readers (the profile) refetch. */
export function useUpdatePlayerDetails(username: string, alsPlayerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlayerDetailsUpdate) => updatePlayerDetails(username, body),
    onSuccess: async (details) => {
      queryClient.setQueryData(queryKeys.playerDetails(alsPlayerId), details);
      await queryClient.invalidateQueries({ queryKey: queryKeys.playerDetails(alsPlayerId) });
    },
  });
}
