import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerDetails } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import { queryKeys } from '../../../shared/api/query-keys';

/**
 * spec shell §7: the player details (`player.details`, withAuth), defaultStake a
 * number (the platform already sends one; the contract checks it).
 */
export function getPlayerDetails(
  alsPlayerId: number,
  signal?: AbortSignal,
): Promise<PlayerDetails> {
  return api.player.details({ params: { id: alsPlayerId }, signal });
}

export function playerDetailsQueryOptions(alsPlayerId: number) {
  return queryOptions({
    queryKey: queryKeys.playerDetails(alsPlayerId),
    queryFn: ({ signal }) => getPlayerDetails(alsPlayerId, signal),
  });
}

export function usePlayerDetails(alsPlayerId: number | null) {
  return useQuery({
    ...playerDetailsQueryOptions(alsPlayerId ?? 0),
    enabled: alsPlayerId !== null,
  });
}
