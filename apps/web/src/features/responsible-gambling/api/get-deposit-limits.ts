import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositLimits } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import { queryKeys } from '../../../shared/api/query-keys';

/**
 * The deposit limits (`wallet.depositLimits`): the daily, weekly and monthly limits
 * (rolling windows), what each has used and left, and any increase waiting for its 24 hours.
 */
export function getDepositLimits(signal?: AbortSignal): Promise<DepositLimits> {
  return api.wallet.depositLimits({ signal });
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
