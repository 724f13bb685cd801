import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  betslipCreationErrorToast,
  ORIGIN_IDS,
  type OriginId,
  type BetslipState,
  type BetslipStateError,
} from '@touchline/betting';
import type { UserAcceptOdds } from '@touchline/site';
import type { PlacedBetslip, BetslipError, PlaceBetslipRequest, Wallet } from '@touchline/contract';
import { ApiRequestError, readableErrorMessage } from '../../../shared/api/api-error';
import { api, validation } from '../../../shared/api/browser-client';
import { queryKeys } from '../../../shared/api/query-keys';
import { newRequestUuid } from '../../../shared/api/request-uuid';
import { wireAmountToMinor } from '../../../shared/format/wire-money';
import { useT } from '../../../shared/site/site-context';
import { showToast } from '../../../shared/ui/toast-store';
import { dispatchBetslip } from '../store/betslip-store';
import { usePricingStore } from '../store/pricing-store';
import { combinationInputs, singleInputs, stateErrorsOf } from './price-betslip';

/**
 * The placement body (spec betting-domain §3, §7): every selection of the slip (the multiple and
 * the systems are built over them, and the platform names errors by their refs), with the stake
 * each single carries, plus every staked multiple and system line.
 */
export function buildPlaceBetslipRequest(
  state: BetslipState,
  currency: string,
  userAcceptOdds: UserAcceptOdds = 'D',
  acceptedPrices: Readonly<Record<string, number>> = {},
  originId: OriginId = ORIGIN_IDS.default,
): PlaceBetslipRequest {
  // A price the player has just accepted is the one placed, even before the slip holds it.
  const singles = singleInputs(state, currency, acceptedPrices).flatMap((single) =>
    // A price is named for every selection placed; one without a readable price cannot be.
    single.decimal === undefined || single.decimal === null
      ? []
      : [{ ...single, decimal: single.decimal }],
  );
  const { multiples, systems } = combinationInputs(state, currency);
  // spec betting-domain §3, §9: userAcceptOdds is the player's setting (D by default); originId
  // '11', or a native app's forced origin.
  return {
    singles,
    ...(multiples.length > 0 ? { multiples } : {}),
    ...(systems.length > 0 ? { systems } : {}),
    userAcceptOdds,
    originId,
  };
}

/** spec betting-domain §7: place the betslip, idempotent by the request uuid. */
export function placeBetslip(
  accountId: number,
  body: PlaceBetslipRequest,
  uuid: string = newRequestUuid(),
): Promise<PlacedBetslip> {
  return api.bets.place({ params: { accountId }, query: { uuid }, body });
}

/**
 * spec betting-domain §8: a placement the platform failed to answer (HTTP 500 and above, or no
 * answer at all) — not a refusal — gets the 10-second toast with the request's reference, so
 * support can find the call.
 */
export function isPlacementFailure(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  // The maintenance page takes over on its own (shell §8); a refusal is worded in the slip.
  if (error.code === 'MAINTENANCE') return false;
  return error.status === 0 || error.status >= 500;
}

/** spec betting-domain §7 PUT /xapi/rest/betslips/{betSlipId}/status: where a placed slip stands. */
export function getBetslipStatus(betSlipId: number): Promise<PlacedBetslip> {
  return api.betslip.status({ params: { betSlipId }, body: {} });
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

/** The slip-level message first (a bet's own errors name its ref), then the per-bet errors. */
export function rejectionErrors(rejection: PlacementRejection): BetslipStateError[] {
  const perBet = rejection.errors.filter((error) => error.ref !== undefined);
  return [
    { code: rejection.errors[0]?.code ?? '', message: rejection.message },
    ...stateErrorsOf(perBet),
  ];
}

/**
 * Decision (the spec names the status call but not its rhythm): an in-play slip is asked again
 * when its delay ends and then every second; after 30 s more the player is told it is taking
 * longer (isResponseTimeOver) while the asking goes on until the platform decides.
 */
export const APPROVAL_POLL_MS = 1000;
export const APPROVAL_TIME_OVER_MS = 30_000;

/** The receipt's part of an answer (the state holds minor units; the wire sends major units). */
function receiptOf(slip: PlacedBetslip) {
  return {
    betSlipId: slip.betSlipId,
    reference: slip.reference,
    totalCost: wireAmountToMinor(slip.totalCost, slip.currency) ?? 0,
    potentialReturns: wireAmountToMinor(slip.potentialReturns, slip.currency) ?? 0,
    status: slip.status,
  };
}

interface PlacementContext {
  readonly queryClient: QueryClient;
  readonly username: string;
  readonly startedAt: number;
}

/** The header's balance takes the answer's availableBalance at once (the refetch follows). */
function takeBalance(context: PlacementContext, slip: PlacedBetslip): void {
  if (slip.availableBalance === null) return;
  const balance = slip.availableBalance;
  context.queryClient.setQueryData<Wallet>(queryKeys.balance(context.username), (wallet) =>
    wallet === undefined ? wallet : { ...wallet, balance },
  );
}

function refreshAccountData(queryClient: QueryClient): void {
  // The debit and the new bet show in the header balance and My Bets; not awaited, so a slow
  // refetch never holds back the confirmation.
  void queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
  void queryClient.invalidateQueries({ queryKey: queryKeys.openBetsAll });
}

const elapsed = (context: PlacementContext) => Math.round(performance.now() - context.startedAt);

/** A decided slip (accepted or rejected) lands in the reducer; a pending one is awaited. */
function settle(context: PlacementContext, slip: PlacedBetslip): void {
  takeBalance(context, slip);
  switch (slip.status) {
    case 'ACCEPTED':
      usePricingStore.setState({ approvalDueAt: null });
      dispatchBetslip({
        type: 'placementSucceeded',
        durationMs: elapsed(context),
        response: receiptOf(slip),
      });
      refreshAccountData(context.queryClient);
      return;
    case 'REJECTED': {
      usePricingStore.setState({ approvalDueAt: null });
      // The stake is back in the wallet; the errors say why (RES-00195 when none is given).
      const errors = stateErrorsOf(slip.errors);
      dispatchBetslip({
        type: 'placementFailed',
        durationMs: elapsed(context),
        errors:
          errors.length > 0 ? errors : [{ code: 'RES-00195', message: 'Rejected by attendant' }],
        response: receiptOf(slip),
      });
      refreshAccountData(context.queryClient);
      return;
    }
    case 'PENDING':
      awaitApproval(context, slip);
      return;
    default:
      // A status this build does not know: the slip is left waiting; the next answer decides.
      awaitApproval(context, slip);
  }
}

/** An in-play slip waits its delay (spec §3 statusWaitApproval), then its status is asked. */
function awaitApproval(context: PlacementContext, slip: PlacedBetslip): void {
  const dueAt = slip.acceptAt === null ? Date.now() : Date.parse(slip.acceptAt);
  const due = Number.isFinite(dueAt) ? dueAt : Date.now();
  if (usePricingStore.getState().approvalDueAt === null) {
    dispatchBetslip({ type: 'placementAwaitingApproval' });
    usePricingStore.setState({ approvalDueAt: due });
    refreshAccountData(context.queryClient);
  }
  const ask = () => {
    if (Date.now() - due > APPROVAL_TIME_OVER_MS) {
      dispatchBetslip({ type: 'responseTimeOverSet', value: true });
    }
    getBetslipStatus(slip.betSlipId).then(
      (answer) => settle(context, answer),
      (error: unknown) => {
        // A slip the platform no longer knows is a failure; anything else is asked again.
        if (error instanceof ApiRequestError && error.status === 404) {
          usePricingStore.setState({ approvalDueAt: null });
          dispatchBetslip({
            type: 'placementFailed',
            durationMs: elapsed(context),
            errors: rejectionErrors(placementRejection(error)),
          });
          return;
        }
        setTimeout(ask, APPROVAL_POLL_MS);
      },
    );
  };
  setTimeout(ask, Math.max(due - Date.now(), APPROVAL_POLL_MS));
}

/**
 * Places the slip's staked lines in one request and follows it to its end: accepted (the
 * receipt), rejected (the errors, the selections kept), or in play awaiting approval first.
 * Runs outside React, so the outcome lands even if the button that started it unmounts.
 */
export function usePlaceBetslip() {
  const queryClient = useQueryClient();
  const t = useT();
  return (input: {
    readonly accountId: number;
    readonly username: string;
    readonly body: PlaceBetslipRequest;
  }): Promise<void> => {
    const context: PlacementContext = {
      queryClient,
      username: input.username,
      startedAt: performance.now(),
    };
    // The price moves shown so far were seen; the placement's answer tells what is new.
    usePricingStore.setState({ approvalDueAt: null, moves: {} });
    dispatchBetslip({ type: 'placementStarted' });
    const uuid = newRequestUuid();
    return placeBetslip(input.accountId, input.body, uuid).then(
      (slip) => settle(context, slip),
      (error: unknown) => {
        if (isPlacementFailure(error)) {
          const toast = betslipCreationErrorToast(uuid);
          showToast(
            `${t('betslip.creationError.title')} ${t('betslip.creationError.reference', { uuid })}`,
            toast.type,
            { durationMs: toast.durationMs, id: `placement-failed-${uuid}` },
          );
        }
        dispatchBetslip({
          type: 'placementFailed',
          durationMs: elapsed(context),
          errors: rejectionErrors(placementRejection(error)),
        });
        refreshAccountData(queryClient);
      },
    );
  };
}
