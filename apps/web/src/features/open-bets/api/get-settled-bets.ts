import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SettledBets } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import { queryKeys } from '../../../shared/api/query-keys';
import { SETTLED_BETS_FETCHED } from '../model/settled-filters';

/**
 * Under the open bets' key, so whatever refreshes the open bets (a placement, a cash out, a bet
 * settled) refreshes the settled ones too.
 */
export function settledBetsKey(accountId: number, numberOfBets: number = SETTLED_BETS_FETCHED) {
  return [...queryKeys.openBets(accountId), 'settled', numberOfBets] as const;
}

/** spec betting-domain §7: GET /xapi/rest/acchistory/dailySettledBets?numberOfBets=50 (withAuth). */
export function getSettledBets(numberOfBets: number, signal?: AbortSignal): Promise<SettledBets> {
  return api.bets.settledBets({ query: { numberOfBets }, signal });
}

export function settledBetsQueryOptions(accountId: number, numberOfBets: number) {
  return queryOptions({
    queryKey: settledBetsKey(accountId, numberOfBets),
    queryFn: ({ signal }) => getSettledBets(numberOfBets, signal),
  });
}

export function useSettledBets(accountId: number | null, numberOfBets: number, enabled = true) {
  return useQuery({
    ...settledBetsQueryOptions(accountId ?? 0, numberOfBets),
    enabled: enabled && accountId !== null,
  });
}
