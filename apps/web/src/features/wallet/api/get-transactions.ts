import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { WalletTransactions } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import { queryKeys } from '../../../shared/api/query-keys';

const PAGE_SIZE = 20;

/**
 * `wallet.transactions` (limit, before): the account statement behind the header's
 * "transactions" link, newest first, paged by the `nextBefore` cursor.
 */
export function getTransactions(
  before: number | null,
  signal?: AbortSignal,
): Promise<WalletTransactions> {
  return api.wallet.transactions({
    query: { limit: PAGE_SIZE, before: before ?? undefined },
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
