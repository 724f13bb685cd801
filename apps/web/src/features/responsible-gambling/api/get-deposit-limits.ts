import { queryOptions, useQuery } from '@tanstack/react-query';
import { DepositLimits } from '@touchline/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { queryKeys } from '../../../shared/api/query-keys';

/**
 * GET /accounts/me/responsible-gambling/deposit-limits: the daily, weekly and monthly limits
 * (rolling windows), what each has used and left, and any increase waiting for its 24 hours.
 */
export function getDepositLimits(signal?: AbortSignal): Promise<DepositLimits> {
  return apiRequest('/accounts/me/responsible-gambling/deposit-limits', {
    auth: true,
    schema: DepositLimits,
    signal,
  });
}

export function depositLimitsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.depositLimits,
    queryFn: ({ signal }) => getDepositLimits(signal),
  });
}

export function useDepositLimits(enabled: boolean) {
  return useQuery({ ...depositLimitsQueryOptions(), enabled });
}
