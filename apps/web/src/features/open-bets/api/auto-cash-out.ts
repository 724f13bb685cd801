import { useMutation, useQueryClient } from '@tanstack/react-query';
import { minorToMajor } from '@touchline/betting';
import type { AutoCashOutRule, OpenBets } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import { queryKeys } from '../../../shared/api/query-keys';

interface AutoCashOutTarget {
  readonly accountId: number;
  readonly betId: number;
}

/** PUT …/cashout/{betId}/auto (`bets.setAutoCashOut`): cash out when the offer reaches this. */
export function setAutoCashOut(
  target: AutoCashOutTarget & { readonly thresholdMinor: number; readonly currency: string },
): Promise<AutoCashOutRule> {
  return api.bets.setAutoCashOut({
    params: { accountId: target.accountId, betId: target.betId },
    body: { threshold: minorToMajor(target.thresholdMinor, target.currency) },
  });
}

/** DELETE …/cashout/{betId}/auto (`bets.deleteAutoCashOut`). */
export function deleteAutoCashOut(target: AutoCashOutTarget): Promise<AutoCashOutRule> {
  return api.bets.deleteAutoCashOut({
    params: { accountId: target.accountId, betId: target.betId },
  });
}

/** The bet's rule in the open bets at once, then read again. */
function useRuleWrite<I extends AutoCashOutTarget>(
  write: (input: I) => Promise<AutoCashOutRule>,
  thresholdAfter: (rule: AutoCashOutRule) => number | undefined,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (rule, input) => {
      queryClient.setQueryData<OpenBets>(queryKeys.openBets(input.accountId), (bets) => {
        if (!bets) return bets;
        return {
          ...bets,
          bets: bets.bets.map((bet) => {
            if (bet.betId !== input.betId) return bet;
            const { autoCashOutThreshold: _previous, ...rest } = bet;
            const threshold = thresholdAfter(rule);
            return threshold === undefined ? rest : { ...rest, autoCashOutThreshold: threshold };
          }),
        };
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.openBets(input.accountId) });
    },
  });
}

export function useSetAutoCashOut() {
  return useRuleWrite(setAutoCashOut, (rule) => rule.threshold);
}

export function useDeleteAutoCashOut() {
  return useRuleWrite(deleteAutoCashOut, () => undefined);
}
