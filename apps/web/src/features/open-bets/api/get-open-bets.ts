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

/**
 * Decision: while My Bets is on screen, a bet whose cash-out offer can move (an offer, or a bet
 * waiting for one: suspended, pending) is read again every `pollMs`
 * (poll_changes_refresh_interval), so the offer follows the price; the player channel pushes
 * bets' news but not their offers. Nothing is polled when no bet can move, or in the background.
 */
export function useOpenBets(accountId: number | null, pollMs?: number) {
  return useQuery({
    ...openBetsQueryOptions(accountId ?? 0),
    enabled: accountId !== null,
    refetchInterval: (query) =>
      pollMs !== undefined &&
      (query.state.data?.bets.some(
        (bet) =>
          bet.status === 'pending' ||
          bet.cashOut.status === 'available' ||
          (bet.cashOut.status === 'unavailable' && bet.cashOut.reason === 'SUSPENDED'),
      ) ??
        false)
        ? pollMs
        : false,
    refetchIntervalInBackground: false,
  });
}
