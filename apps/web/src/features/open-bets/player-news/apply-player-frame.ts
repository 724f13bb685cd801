import type { QueryClient } from '@tanstack/react-query';
import { assertNever } from '@touchline/betting';
import type {
  BetCount,
  FullWallet,
  OpenBet,
  OpenBets,
  SettledBet,
  SettledBets,
  SettledBetStatus,
  Wallet,
  WsPlayerServerFrame,
} from '@touchline/contract';
import { queryKeys } from '../../../shared/api/query-keys';

/** The facts a frame is applied with: whose cache, and how the player is told. */
export interface PlayerNewsContext {
  readonly queryClient: QueryClient;
  readonly accountId: number;
  readonly username: string;
  /** The player is told (a toast, in the page language). */
  readonly notify: (news: PlayerNews) => void;
  /** Bets that left the in-play countdown (accepted or rejected). */
  readonly countdownEnded: (betIds: readonly number[]) => void;
}

/** What a toast says, before words: the bet's reference, amounts in major units. */
export type PlayerNews =
  | {
      readonly kind: 'settled';
      readonly betId: number;
      readonly reference: string;
      readonly status: 'won' | 'lost' | 'void';
      readonly returns: number;
      readonly currency: string;
      readonly resettled: boolean;
    }
  | {
      readonly kind: 'cashedOut';
      readonly betId: number;
      readonly reference: string;
      readonly amount: number;
      readonly currency: string;
      readonly partial: boolean;
    }
  | { readonly kind: 'accepted'; readonly reference: string }
  | { readonly kind: 'rejected'; readonly reference: string; readonly code: string };

function openBetsOf(context: PlayerNewsContext): OpenBets | undefined {
  return context.queryClient.getQueryData<OpenBets>(queryKeys.openBets(context.accountId));
}

const settledPrefix = (accountId: number) => [...queryKeys.openBets(accountId), 'settled'] as const;

/** The reference the player knows a bet by: from the lists on screen, else its id. */
function referenceOf(context: PlayerNewsContext, betId: number): string {
  const open = openBetsOf(context)?.bets.find((bet) => bet.betId === betId);
  if (open) return open.reference;
  for (const [, data] of context.queryClient.getQueriesData<SettledBets>({
    queryKey: settledPrefix(context.accountId),
  })) {
    const settled = data?.bets.find((bet) => bet.betId === betId);
    if (settled) return settled.reference;
  }
  return String(betId);
}

/** The open bet as it closed, for the settled list until the platform's own answer arrives. */
function asSettled(bet: OpenBet, status: SettledBetStatus, returns: number): SettledBet {
  return {
    betId: bet.betId,
    betSlipId: bet.betSlipId,
    reference: bet.reference,
    betTypeId: bet.betTypeId,
    description: bet.description,
    status,
    placedAt: bet.placedAt,
    settledAt: new Date().toISOString(),
    currency: bet.currency,
    unitStake: bet.unitStake,
    noOfBets: bet.noOfBets,
    totalStake: bet.totalStake,
    freeMoneyStake: bet.freeMoneyStake,
    eachWay: bet.eachWay,
    potentialReturns: bet.potentialReturns,
    potentialPlaceWin: bet.potentialPlaceWin,
    extraWinnings: bet.extraWinnings,
    eachWayParts: bet.eachWayParts,
    ...(bet.cashedOut === undefined ? {} : { cashedOut: bet.cashedOut }),
    ...(bet.remainingStake === undefined ? {} : { remainingStake: bet.remainingStake }),
    returns,
    legs: bet.legs,
  };
}

/**
 * A bet closed (settled or cashed out in full): out of the open list and at the top of the
 * settled lists at once; both are then read again for the platform's own view.
 */
function closeBet(
  context: PlayerNewsContext,
  betId: number,
  status: SettledBetStatus,
  returns: number,
) {
  const { queryClient, accountId } = context;
  const bet = openBetsOf(context)?.bets.find((b) => b.betId === betId);
  if (bet) {
    queryClient.setQueryData<OpenBets>(queryKeys.openBets(accountId), (bets) =>
      bets ? { ...bets, bets: bets.bets.filter((b) => b.betId !== betId) } : bets,
    );
    const closed = asSettled(bet, status, returns);
    for (const [key] of queryClient.getQueriesData<SettledBets>({
      queryKey: settledPrefix(accountId),
    })) {
      queryClient.setQueryData<SettledBets>(key, (settled) =>
        settled && !settled.bets.some((b) => b.betId === betId)
          ? { ...settled, bets: [closed, ...settled.bets] }
          : settled,
      );
    }
  }
  void queryClient.invalidateQueries({ queryKey: queryKeys.openBets(accountId) });
}

/** The pushed wallet into every cached reading of the balance (header, balances page, count). */
function applyWallet(context: PlayerNewsContext, wallet: FullWallet) {
  const { queryClient, username, accountId } = context;
  queryClient.setQueryData<Wallet>(queryKeys.balance(username), wallet);
  if (queryClient.getQueryData(queryKeys.fullBalance(username)) !== undefined) {
    queryClient.setQueryData<FullWallet>(queryKeys.fullBalance(username), wallet);
  }
  queryClient.setQueryData<BetCount>(queryKeys.betCount(accountId), (count) =>
    count ? { ...count, balance: wallet.balance, currency: wallet.currency } : count,
  );
}

/**
 * One frame of the player channel applied to the page's data (TanStack Query cache) and told to
 * the player. Every case of the contract's frames is handled (STYLE 4).
 */
export function applyPlayerFrame(
  frame: WsPlayerServerFrame,
  context: PlayerNewsContext,
  options: { readonly firstAuthentication: boolean },
): void {
  const { queryClient, accountId } = context;
  switch (frame.op) {
    case 'authenticated':
      // After a reconnect, news may have been missed while the socket was down.
      if (!options.firstAuthentication) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.openBets(accountId) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
      }
      return;
    case 'authRefused':
    case 'playerEnded':
      return;
    case 'betSettled': {
      const reference = referenceOf(context, frame.betId);
      closeBet(context, frame.betId, frame.status, frame.returns);
      context.notify({
        kind: 'settled',
        betId: frame.betId,
        reference,
        status: frame.status,
        returns: frame.returns,
        currency: frame.currency,
        resettled: frame.resettled === true,
      });
      return;
    }
    case 'cashedOut': {
      const reference = referenceOf(context, frame.betId);
      if (frame.kind === 'full') {
        const bet = openBetsOf(context)?.bets.find((b) => b.betId === frame.betId);
        closeBet(context, frame.betId, 'cashed_out', frame.amount + (bet?.cashedOut ?? 0));
      } else {
        void queryClient.invalidateQueries({ queryKey: queryKeys.openBets(accountId) });
      }
      context.notify({
        kind: 'cashedOut',
        betId: frame.betId,
        reference,
        amount: frame.amount,
        currency: frame.currency,
        partial: frame.kind === 'partial',
      });
      return;
    }
    case 'betAccepted': {
      const bets = openBetsOf(context)?.bets ?? [];
      const reference =
        bets.find((b) => frame.betIds.includes(b.betId))?.reference ??
        bets.find((b) => b.betSlipId === frame.betSlipId)?.reference ??
        String(frame.betSlipId);
      queryClient.setQueryData<OpenBets>(queryKeys.openBets(accountId), (open) =>
        open
          ? {
              ...open,
              bets: open.bets.map((b) =>
                frame.betIds.includes(b.betId) && b.status === 'pending'
                  ? { ...b, status: 'open' as const }
                  : b,
              ),
            }
          : open,
      );
      context.countdownEnded(frame.betIds);
      void queryClient.invalidateQueries({ queryKey: queryKeys.openBets(accountId) });
      context.notify({ kind: 'accepted', reference });
      return;
    }
    case 'betRejected': {
      const slipBets = (openBetsOf(context)?.bets ?? []).filter(
        (b) => b.betSlipId === frame.betSlipId,
      );
      queryClient.setQueryData<OpenBets>(queryKeys.openBets(accountId), (open) =>
        open ? { ...open, bets: open.bets.filter((b) => b.betSlipId !== frame.betSlipId) } : open,
      );
      context.countdownEnded(slipBets.map((b) => b.betId));
      void queryClient.invalidateQueries({ queryKey: queryKeys.openBets(accountId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
      context.notify({
        kind: 'rejected',
        reference: slipBets[0]?.reference ?? String(frame.betSlipId),
        code: frame.code,
      });
      return;
    }
    case 'balance':
      applyWallet(context, frame.wallet);
      return;
    default:
      assertNever(frame, 'player channel frame');
  }
}
