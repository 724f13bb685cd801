import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DepositLimitPeriod } from '@touchline/site';
import { DepositLimits } from '@touchline/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** Each period given is set (major units) or removed (null); periods left out stay as they are. */
export type DepositLimitsChange = Partial<Record<DepositLimitPeriod, number | null>>;

/**
 * PUT /accounts/me/responsible-gambling/deposit-limits: a lower limit applies at once, a higher
 * one (or a removal) after 24 hours. Answers the same shape as the GET.
 */
export function setDepositLimits(change: DepositLimitsChange): Promise<DepositLimits> {
  return apiRequest('/accounts/me/responsible-gambling/deposit-limits', {
    method: 'PUT',
    auth: true,
    body: change,
    schema: DepositLimits,
  });
}

export function useSetDepositLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDepositLimits,
    onSuccess: (limits) => {
      queryClient.setQueryData(queryKeys.depositLimits, limits);
      // The cashier's deposit allowance follows the limits.
      void queryClient.invalidateQueries({ queryKey: queryKeys.cashier });
    },
  });
}
