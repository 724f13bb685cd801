import type { Bus } from '../../bus/bus';
import { SETTLEMENT_TOPICS } from '../../bus/topics';
import type { Queryable } from '../../db/database';
import { postBetClosing, type BetClosingKind } from '../wallet';
import { closeBetRow, type LockedBetRow } from './closing-repository';

/** A bet that closed: what the bus tells other instances and, later, the player's devices. */
export interface ClosedBet {
  readonly betId: number;
  readonly playerId: number;
  readonly status: 'won' | 'lost' | 'void' | 'cashed_out';
  readonly returnsMinor: number;
  readonly currency: string;
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

/** Tells every instance (and, later, the players' devices) which bets closed. */
export function publishClosedBets(bus: Bus, bets: readonly ClosedBet[]): void {
  if (bets.length > 0) bus.publish(SETTLEMENT_TOPICS.betsClosed, JSON.stringify({ bets }));
}
