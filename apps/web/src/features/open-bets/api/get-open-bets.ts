import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpenBets } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** spec betting-domain §7: the open bets (`bets.openBets`, withAuth). */
export function getOpenBets(accountId: number, signal?: AbortSignal): Promise<OpenBets> {
  return api.bets.openBets({ params: { accountId }, signal });
}

export function openBetsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: queryKeys.openBets(accountId),
    queryFn: ({ signal }) => getOpenBets(accountId, signal),
  });
}

export function useOpenBets(accountId: number | null) {
  return useQuery({ ...openBetsQueryOptions(accountId ?? 0), enabled: accountId !== null });
}
