import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RealityCheckInterval } from '@touchline/site';
import type { ResponsibleGamblingState } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** The reality-check interval (`player.realityCheck`) { minutes: 0 | 15 | 30 | 60 }. */
export function setRealityCheck(minutes: RealityCheckInterval): Promise<ResponsibleGamblingState> {
  return api.player.realityCheck({ body: { minutes } });
}

export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRealityCheck,
    onSuccess: (state) => queryClient.setQueryData(queryKeys.responsibleGambling, state),
  });
}
