import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponsibleGamblingState } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** `player.responsibleGambling` (Touchline; the spec shows no path): the breaks in force. */
export function getResponsibleGambling(signal?: AbortSignal): Promise<ResponsibleGamblingState> {
  return api.player.responsibleGambling({ signal });
}

export function responsibleGamblingQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.responsibleGambling,
    queryFn: ({ signal }) => getResponsibleGambling(signal),
  });
}

export function useResponsibleGambling(enabled: boolean) {
  return useQuery({ ...responsibleGamblingQueryOptions(), enabled });
}
