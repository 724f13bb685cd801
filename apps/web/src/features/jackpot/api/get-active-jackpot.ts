import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActiveJackpot } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import { jackpotKeys } from './jackpot-keys';

/**
 * In the browser: one open jackpot in a currency (GET /xapi/rest/jackpotbetweb/active,
 * betting-domain §7), so the slip prices a player in their own currency (the stake per line is
 * the jackpot's in each currency). Null when it is no longer open.
 */
export function activeJackpotQueryOptions(jackpotId: number, currency: string) {
  return queryOptions({
    queryKey: jackpotKeys.active(jackpotId, currency),
    queryFn: async ({ signal }): Promise<ActiveJackpot | null> => {
      const answer = await api.jackpot.active({ query: { currency }, signal });
      return answer.jackpots.find((j) => j.jackpotId === jackpotId) ?? null;
    },
    staleTime: 30_000,
  });
}

export function useActiveJackpot(jackpotId: number | null, currency: string) {
  return useQuery({
    ...activeJackpotQueryOptions(jackpotId ?? 0, currency),
    enabled: jackpotId !== null,
  });
}
