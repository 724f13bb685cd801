import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { WalletTransactions } from '@touchline/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { queryKeys } from '../../../shared/api/query-keys';

const PAGE_SIZE = 20;

/**
 * GET /accounts/me/cashier/transactions?limit=&before= — the account statement behind the
 * header's "transactions" link, newest first, paged by the `nextBefore` cursor.
 */
export function getTransactions(
  before: number | null,
  signal?: AbortSignal,
): Promise<WalletTransactions> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (before !== null) query.set('before', String(before));
  return apiRequest(`/accounts/me/cashier/transactions?${query.toString()}`, {
    auth: true,
    schema: WalletTransactions,
    signal,
  });
}

export function transactionsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.transactions,
    queryFn: ({ pageParam, signal }) => getTransactions(pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
  });
}

export function useTransactions(enabled: boolean) {
  return useInfiniteQuery({ ...transactionsQueryOptions(), enabled });
}
