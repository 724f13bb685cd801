import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CashOutConfirmation,
  CashOutOffer,
  CashOutUnavailableReason,
  OpenBets,
  Wallet,
} from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import { ApiRequestError } from '../../../shared/api/api-error';
import { onDemand } from '../../../shared/api/on-demand';
import { queryKeys } from '../../../shared/api/query-keys';
import type { PartialAmountProblem } from '../model/cash-out-amounts';

/** The schemas for refusals and pushed frames (bets-wire.ts), loaded with the first use. */
export const betsWire = onDemand(() => import('./bets-wire'));

export interface CashOutRequestInput {
  readonly accountId: number;
  readonly betId: number;
  /** The full offer the player saw, major units, as the bet carries it. */
  readonly amount: number;
  /** A partial cash out: the part to take now, major units. */
  readonly partialAmount?: number;
  /** Idempotency: the same uuid for a retry of the same request (a timed-out one). */
  readonly uuid: string;
  /** spec betting-domain §3, §9 cashout_timeout: how long the player waits for the answer. */
  readonly timeoutMs: number;
}

/**
 * What a cash out came to. Expected refusals are values (STYLE 5): the offer moved down while
 * the request travelled (re-offer, with the new offer), no offer now, the bet already closed,
 * no answer within cashout_timeout, or another refusal (its error, shown in words).
 */
export type CashOutOutcome =
  | { readonly kind: 'paid'; readonly confirmation: CashOutConfirmation }
  | { readonly kind: 'offerChanged'; readonly offer: CashOutOffer }
  | { readonly kind: 'unavailable'; readonly reason: CashOutUnavailableReason | null }
  | { readonly kind: 'betClosed' }
  | { readonly kind: 'timedOut' }
  /** A part the platform's rule refused (below the minimum, above the offer, nothing left). */
  | { readonly kind: 'partialRefused'; readonly problem: PartialAmountProblem }
  | { readonly kind: 'refused'; readonly error: unknown };

/** POST /xapi/bet/account/{accountId}/cashout/{betId}?uuid= (`bets.cashOut`, withAuth). */
export async function requestCashOut(input: CashOutRequestInput): Promise<CashOutOutcome> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The wait ends at cashout_timeout whether or not the transport honours the abort.
  const timedOut = new Promise<CashOutOutcome>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ kind: 'timedOut' });
    }, input.timeoutMs);
  });
  const answered = api.bets
    .cashOut({
      params: { accountId: input.accountId, betId: input.betId },
      query: { uuid: input.uuid },
      body:
        input.partialAmount === undefined
          ? { amount: input.amount }
          : { amount: input.amount, partialAmount: input.partialAmount },
      signal: controller.signal,
    })
    .then(
      (confirmation): CashOutOutcome => ({ kind: 'paid', confirmation }),
      (error: unknown): Promise<CashOutOutcome> | CashOutOutcome =>
        controller.signal.aborted ? { kind: 'timedOut' } : refusalOutcome(error),
    );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

async function refusalOutcome(error: unknown): Promise<CashOutOutcome> {
  if (!(error instanceof ApiRequestError)) return { kind: 'refused', error };
  const wire = await betsWire.load();
  if (error.status === 400) {
    const problem = wire.partialRefusalProblem(error.code);
    return problem === null ? { kind: 'refused', error } : { kind: 'partialRefused', problem };
  }
  if (error.status !== 409) return { kind: 'refused', error };
  const rejection = wire.parseCashOutRejection(error.body);
  if (rejection === null) return { kind: 'refused', error };
  switch (rejection.code) {
    case 'CASHOUT_OFFER_CHANGED':
      return rejection.cashOut
        ? { kind: 'offerChanged', offer: rejection.cashOut }
        : { kind: 'refused', error };
    case 'CASHOUT_UNAVAILABLE':
      return {
        kind: 'unavailable',
        reason: rejection.cashOut?.status === 'unavailable' ? rejection.cashOut.reason : null,
      };
    case 'BET_NOT_OPEN':
      return { kind: 'betClosed' };
  }
}

/** The open bet's offer as the platform re-offered it, at once in the list. */
function withOffer(
  queryClient: QueryClient,
  accountId: number,
  betId: number,
  offer: CashOutOffer,
) {
  queryClient.setQueryData<OpenBets>(queryKeys.openBets(accountId), (bets) =>
    bets
      ? { ...bets, bets: bets.bets.map((b) => (b.betId === betId ? { ...b, cashOut: offer } : b)) }
      : bets,
  );
}

/**
 * The header's balance at once from the confirmation (its `availableBalance`), before the wallet
 * is read again: the header and the embedding host bridge read that cache entry.
 */
export function showBalance(queryClient: QueryClient, username: string, balance: number): void {
  queryClient.setQueryData<Wallet>(queryKeys.balance(username), (wallet) =>
    wallet ? { ...wallet, balance } : wallet,
  );
}

export function useCashOut(session: { readonly accountId: number; readonly username: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestCashOut,
    onSuccess: (outcome, input) => {
      if (outcome.kind === 'offerChanged') {
        withOffer(queryClient, input.accountId, input.betId, outcome.offer);
        return;
      }
      if (outcome.kind === 'paid') {
        showBalance(queryClient, session.username, outcome.confirmation.availableBalance);
      }
      if (outcome.kind !== 'refused' || outcome.error instanceof ApiRequestError) {
        // The bet, the balance and the count have moved (or may have: a timeout).
        void queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
        void queryClient.invalidateQueries({ queryKey: queryKeys.openBets(input.accountId) });
      }
    },
  });
}
