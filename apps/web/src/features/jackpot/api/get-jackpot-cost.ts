import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { jackpotOutcomeIdsParam, type JackpotSlipPick } from '@touchline/betting';
import type { ActiveJackpot, JackpotSlipModel } from '@touchline/contract';
import { useEffect, useState } from 'react';
import { api } from '../../../shared/api/browser-client';
import { jackpotKeys } from './jackpot-keys';

/** Decision: the cost is asked for once the picks have been still for this long. */
export const JACKPOT_COST_DEBOUNCE_MS = 300;

export interface JackpotCostInput {
  readonly jackpotId: number;
  readonly currency: string;
  /** The stake per line, a plain amount ("1", "2.5"). */
  readonly globalStake: string;
  /** spec §7: the outcome ids comma-joined. */
  readonly outcomeIds: string;
}

/** spec betting-domain §7 jackpot cost call: globalStake, jackpotId, originId, outcomeIds. */
export function getJackpotCost(
  input: JackpotCostInput,
  signal?: AbortSignal,
): Promise<JackpotSlipModel> {
  return api.jackpot
    .cost({
      query: {
        jackpotId: input.jackpotId,
        globalStake: input.globalStake,
        originId: '11',
        outcomeIds: input.outcomeIds,
        currency: input.currency,
      },
      signal,
    })
    .then((answer) => answer.model);
}

/**
 * The cost of one slip. The query consumes its abort signal, so when the picks change the
 * request for the old picks (no longer watched) is aborted. spec §7: a failure is logged and
 * nothing is shown; a cancelled request is only logged as cancelled.
 */
export function jackpotCostQueryOptions(input: JackpotCostInput) {
  return queryOptions({
    queryKey: jackpotKeys.cost(
      input.jackpotId,
      input.currency,
      input.globalStake,
      input.outcomeIds,
    ),
    queryFn: async ({ signal }) => {
      try {
        return await getJackpotCost(input, signal);
      } catch (error) {
        if (signal.aborted) console.info('jackpot cost: Operation canceled');
        else console.warn('jackpot cost failed', error);
        throw error;
      }
    },
    staleTime: 15_000,
  });
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** A plain amount for the query (`1`, `2.5`): never exponent notation. */
export function stakeParam(amount: number): string {
  return amount.toFixed(8).replace(/\.?0+$/, '');
}

/**
 * The platform's price of the slip as the picks change: asked for once the slip is complete
 * (an incomplete slip has no lines to price), debounced, the previous request aborted. The last
 * answer stays shown while the next one is on its way.
 */
export function useJackpotCost(
  jackpot: ActiveJackpot | null,
  picks: readonly JackpotSlipPick[],
  complete: boolean,
) {
  const outcomeIds = useDebounced(jackpotOutcomeIdsParam(picks), JACKPOT_COST_DEBOUNCE_MS);
  const settledComplete = useDebounced(complete, JACKPOT_COST_DEBOUNCE_MS);
  const input: JackpotCostInput = {
    jackpotId: jackpot?.jackpotId ?? 0,
    currency: jackpot?.currency ?? '',
    globalStake: stakeParam(jackpot?.stakePerLine ?? 0),
    outcomeIds,
  };
  const current = jackpotOutcomeIdsParam(picks);
  const query = useQuery({
    ...jackpotCostQueryOptions(input),
    enabled: jackpot !== null && complete && settledComplete && outcomeIds !== '',
    placeholderData: keepPreviousData,
  });
  return {
    model: complete ? (query.data ?? null) : null,
    /** The shown cost is for other picks than the slip's now (typing ahead of the debounce). */
    pending: complete && (outcomeIds !== current || query.isFetching),
  };
}
