import { queryOptions, useQuery } from '@tanstack/react-query';
import { ResponsibleGamblingState } from '@touchline/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** GET /accounts/me/responsible-gambling (Touchline; the spec shows no path): breaks in force. */
export function getResponsibleGambling(signal?: AbortSignal): Promise<ResponsibleGamblingState> {
  return apiRequest('/accounts/me/responsible-gambling', {
    auth: true,
    schema: ResponsibleGamblingState,
    signal,
  });
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
