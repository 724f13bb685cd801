import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CashierOptions } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import { queryKeys } from '../../../shared/api/query-keys';

/**
 * `wallet.cashier` (Touchline's demo cashier): per-transaction ranges, what the deposit
 * limits still allow, and the wallet with its withdrawable amount.
 */
export function getCashierOptions(signal?: AbortSignal): Promise<CashierOptions> {
  return api.wallet.cashier({ signal });
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
