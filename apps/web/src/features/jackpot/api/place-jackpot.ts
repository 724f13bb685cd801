import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  jackpotLineCount,
  jackpotTotalStake,
  minorToMajor,
  sortJackpotPicks,
  type JackpotSlipPick,
} from '@touchline/betting';
import type { ActiveJackpot, JackpotSlip, PlacedJackpotBet, Wallet } from '@touchline/contract';
import { ApiRequestError } from '../../../shared/api/api-error';
import { api } from '../../../shared/api/browser-client';
import { queryKeys } from '../../../shared/api/query-keys';
import { newRequestUuid } from '../../../shared/api/request-uuid';
import { wireAmountToMinor } from '../../../shared/format/wire-money';
import { jackpotKeys } from './jackpot-keys';

/**
 * spec betting-domain §3 Jackpot bet: the slip as posted — jackpotId, jackpotPrize, globalStake
 * (the stake per line), jackpotTotalStake and noOfBets (the web's own sums, informative),
 * originId '11' and the singles by ordinal.
 */
export function buildJackpotSlip(
  jackpot: ActiveJackpot,
  picks: readonly JackpotSlipPick[],
): JackpotSlip {
  const lines = jackpotLineCount(picks, jackpot.eventCount);
  const stakeMinor = wireAmountToMinor(jackpot.stakePerLine, jackpot.currency) ?? 0;
  return {
    jackpotId: jackpot.jackpotId,
    jackpotPrize: jackpot.prizePool,
    globalStake: jackpot.stakePerLine,
    jackpotTotalStake: minorToMajor(
      jackpotTotalStake(stakeMinor, picks, jackpot.eventCount),
      jackpot.currency,
    ),
    noOfBets: lines,
    originId: '11',
    singles: sortJackpotPicks(picks).map((p) => ({ ordinal: p.ordinal, outcomeId: p.outcomeId })),
  };
}

/** spec betting-domain §7: POST /xapi/rest/accounts/{accountId}/jackpotbetslips, by uuid. */
export function placeJackpot(accountId: number, body: JackpotSlip): Promise<PlacedJackpotBet> {
  return api.jackpot.place({ params: { accountId }, query: { uuid: newRequestUuid() }, body });
}

/** One refusal of a slip: its code (a RES code or a JACKPOT_ one) and the match it is about. */
export interface JackpotRefusal {
  readonly code: string;
  readonly message: string;
  readonly ordinal?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A refused placement's errors (422 `{ code, message, errors }`). The refusal body is read field
 * by field here (the shared validating half has no jackpot schema); anything unreadable leaves
 * the error's own code and message.
 */
export function jackpotRefusals(error: unknown): JackpotRefusal[] {
  if (!(error instanceof ApiRequestError)) return [{ code: '', message: '' }];
  const listed = isRecord(error.body) && Array.isArray(error.body.errors) ? error.body.errors : [];
  const refusals = listed.flatMap((e: unknown): JackpotRefusal[] =>
    isRecord(e) && typeof e.code === 'string' && typeof e.message === 'string'
      ? [
          {
            code: e.code,
            message: e.message,
            ...(typeof e.ordinal === 'number' ? { ordinal: e.ordinal } : {}),
          },
        ]
      : [],
  );
  return refusals.length > 0 ? refusals : [{ code: error.code, message: error.message }];
}

export function usePlaceJackpot(username: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, body }: { accountId: number; body: JackpotSlip }) =>
      placeJackpot(accountId, body),
    onSuccess: (placed) => {
      // The header balance shows the answer's balance at once; the refetch then confirms it.
      if (username !== null) {
        queryClient.setQueryData<Wallet>(queryKeys.balance(username), (wallet) =>
          wallet ? { ...wallet, balance: placed.availableBalance } : wallet,
        );
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
      void queryClient.invalidateQueries({ queryKey: queryKeys.openBetsAll });
      void queryClient.invalidateQueries({ queryKey: jackpotKeys.all });
    },
  });
}
