import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JackpotBet } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import { jackpotKeys } from './jackpot-keys';

/** The player's jackpot slips, newest first (`jackpot.bets`, a decision: the spec shows none). */
export function jackpotBetsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: jackpotKeys.bets(accountId),
    queryFn: async ({ signal }): Promise<readonly JackpotBet[]> => {
      const answer = await api.jackpot.bets({ params: { accountId }, signal });
      return [...answer.bets].sort((a, b) => b.placedAt.localeCompare(a.placedAt));
    },
  });
}

export function useJackpotBets(accountId: number | null) {
  return useQuery({ ...jackpotBetsQueryOptions(accountId ?? 0), enabled: accountId !== null });
}
