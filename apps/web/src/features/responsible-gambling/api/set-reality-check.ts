import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RealityCheckInterval } from '@touchline/site';
import { ResponsibleGamblingState } from '@touchline/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** PUT /accounts/me/responsible-gambling/reality-check { minutes: 0 | 15 | 30 | 60 }. */
export function setRealityCheck(minutes: RealityCheckInterval): Promise<ResponsibleGamblingState> {
  return apiRequest('/accounts/me/responsible-gambling/reality-check', {
    method: 'PUT',
    auth: true,
    body: { minutes },
    schema: ResponsibleGamblingState,
  });
}

export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRealityCheck,
    onSuccess: (state) => queryClient.setQueryData(queryKeys.responsibleGambling, state),
  });
}
