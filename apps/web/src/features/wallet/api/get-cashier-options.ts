import { queryOptions, useQuery } from '@tanstack/react-query';
import { CashierOptions } from '@touchline/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { queryKeys } from '../../../shared/api/query-keys';

/**
 * GET /accounts/me/cashier (Touchline's demo cashier): per-transaction ranges, what the deposit
 * limits still allow, and the wallet with its withdrawable amount.
 */
export function getCashierOptions(signal?: AbortSignal): Promise<CashierOptions> {
  return apiRequest('/accounts/me/cashier', { auth: true, schema: CashierOptions, signal });
}

export function cashierOptionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.cashier,
    queryFn: ({ signal }) => getCashierOptions(signal),
  });
}

export function useCashierOptions(enabled: boolean) {
  return useQuery({ ...cashierOptionsQueryOptions(), enabled });
}
