import { useMutation, useQueryClient } from '@tanstack/react-query';
import { minorToMajor } from '@touchline/betting';
import type { UserAcceptOdds } from '@touchline/site';
import type { PlacedBetslip, BetslipError, PlaceBetslipRequest } from '@touchline/contract';
import { ApiRequestError, readableErrorMessage } from '../../../shared/api/api-error';
import { api, validation } from '../../../shared/api/browser-client';
import { queryKeys } from '../../../shared/api/query-keys';
import { newRequestUuid } from '../../../shared/api/request-uuid';
import type { SingleBet } from '../store/betslip-bets';
import { stakeTextToMinor } from '../store/stake-text';

/** The placement body: every bet with a stake above zero, as a single (betting-domain §3). */
export function buildPlaceBetslipRequest(
  bets: readonly SingleBet[],
  currency: string,
  userAcceptOdds: UserAcceptOdds = 'D',
): PlaceBetslipRequest {
  const singles = bets.flatMap((bet) => {
    const stakeMinor = stakeTextToMinor(bet.stake, currency);
    if (stakeMinor <= 0) return [];
    return [
      {
        outcomeId: bet.outcomeId,
        eventId: bet.eventId,
        marketId: bet.marketId,
        decimal: bet.decimal,
        ref: bet.ref,
        unitStake: minorToMajor(stakeMinor, currency),
      },
    ];
  });
  // spec betting-domain §3: userAcceptOdds is the player's setting (D by default), originId '11'.
  return { singles, userAcceptOdds, originId: '11' };
}

/** spec betting-domain §7: place the betslip, idempotent by the request uuid. */
export function placeBetslip(accountId: number, body: PlaceBetslipRequest): Promise<PlacedBetslip> {
  return api.bets.place({
    params: { accountId },
    query: { uuid: newRequestUuid() },
    body,
  });
}

export interface PlacementRejection {
  readonly message: string;
  readonly errors: readonly BetslipError[];
}

/** A refused placement's message and per-bet errors (RES codes, betting-domain §8). */
export function placementRejection(error: unknown): PlacementRejection {
  if (error instanceof ApiRequestError) {
    // The refusal came from the client, which loads the schemas first; without them the body
    // counts as unreadable (never used unparsed).
    const parsed = validation.now()?.BetslipRejection.safeParse(error.body);
    if (parsed?.success) return { message: parsed.data.message, errors: parsed.data.errors };
  }
  return { message: readableErrorMessage(error), errors: [] };
}

export function usePlaceBetslip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, body }: { accountId: number; body: PlaceBetslipRequest }) =>
      placeBetslip(accountId, body),
    onSettled: () => {
      // The debit and the new bet show in the header balance and My Bets; not awaited, so a
      // slow refetch never holds back the confirmation.
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
      void queryClient.invalidateQueries({ queryKey: queryKeys.openBetsAll });
    },
  });
}
