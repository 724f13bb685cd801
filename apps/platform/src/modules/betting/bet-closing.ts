import type { Bus } from '../../bus/bus';
import { SETTLEMENT_TOPICS } from '../../bus/topics';
import type { Queryable } from '../../db/database';
import { postBetClosing, postBetClosings, type BetClosingKind } from '../wallet';
import { closeBetRow, closeBetRows, type LockedBetRow } from './closing-repository';

/** A bet that closed: what the bus tells other instances and, later, the player's devices. */
export interface ClosedBet {
  readonly betId: number;
  readonly playerId: number;
  readonly status: 'won' | 'lost' | 'void' | 'cashed_out';
  readonly returnsMinor: number;
  readonly currency: string;
  /** Closed again after its result changed (a resettlement): the player was told once before. */
  readonly resettled?: boolean;
}

/**
 * Closes a locked open bet in the caller's transaction: the ledger posting (stake released,
 * returns paid, house result booked) and the bet row, together. Settlement and cash-out both
 * close bets here.
 */
export async function closeBet(
  tx: Queryable,
  bet: LockedBetRow,
  close: { status: ClosedBet['status']; returnsMinor: number; at: Date },
): Promise<{ closed: ClosedBet; transactionId: number }> {
  const kind: BetClosingKind = close.status === 'cashed_out' ? 'cash-out' : 'settlement';
  const transactionId = await postBetClosing(
    tx,
    { id: bet.player_id, currency: bet.currency },
    {
      kind,
      stakeMinor: bet.total_stake_minor,
      returnsMinor: close.returnsMinor,
      reference: bet.reference,
      at: close.at,
    },
  );
  await closeBetRow(tx, { betId: bet.id, ...close, transactionId });
  return {
    closed: {
      betId: bet.id,
      playerId: bet.player_id,
      status: close.status,
      returnsMinor: close.returnsMinor,
      currency: bet.currency,
    },
    transactionId,
  };
}

/** A locked open bet and how settlement decided it. */
export interface SettledBet {
  readonly bet: LockedBetRow;
  readonly status: 'won' | 'lost' | 'void';
  readonly returnsMinor: number;
  readonly extraWinningsMinor: number;
}

/**
 * Closes many locked open bets in the caller's transaction, as `closeBet` closes one: their
 * ledger postings in bulk (wallet `postBetClosings`) and their rows in one statement.
 */
/**
 * Free money never comes back as cash: a void bet's free-money stake goes back to promo cash
 * (decision, docs/decisions.md "Betting engine"); the rest of what it pays is real money.
 */
export function promoRefundMinor(
  bet: Pick<LockedBetRow, 'free_money_stake_minor'>,
  status: ClosedBet['status'],
  returnsMinor: number,
): number {
  return status === 'void' ? Math.min(bet.free_money_stake_minor, returnsMinor) : 0;
}

export async function closeSettledBets(
  tx: Queryable,
  settled: readonly SettledBet[],
  at: Date,
): Promise<ClosedBet[]> {
  const ids = await postBetClosings(
    tx,
    settled.map(({ bet, status, returnsMinor, extraWinningsMinor }) => ({
      owner: { id: bet.player_id, currency: bet.currency },
      stakeMinor: bet.total_stake_minor,
      returnsMinor,
      extraWinningsMinor,
      promoRefundMinor: promoRefundMinor(bet, status, returnsMinor),
      reference: bet.reference,
    })),
    at,
  );
  await closeBetRows(
    tx,
    settled.map((s, i) => {
      const transactionId = ids[i];
      if (transactionId === undefined) throw new Error('a settled bet without its posting');
      return {
        betId: s.bet.id,
        status: s.status,
        returnsMinor: s.returnsMinor,
        extraWinningsPaidMinor: s.extraWinningsMinor,
        transactionId,
      };
    }),
    at,
  );
  return settled.map(({ bet, status, returnsMinor }) => ({
    betId: bet.id,
    playerId: bet.player_id,
    status,
    returnsMinor,
    currency: bet.currency,
  }));
}

/** Tells every instance (and, later, the players' devices) which bets closed. */
export function publishClosedBets(bus: Bus, bets: readonly ClosedBet[]): void {
  if (bets.length > 0) bus.publish(SETTLEMENT_TOPICS.betsClosed, JSON.stringify({ bets }));
}
