import type { Queryable } from '../../db/database';
import { postBetResettlement } from '../wallet';
import { decideBet, legDeadHeat, type BetDecision, type LegState } from './bet-legs';
import { promoRefundMinor, type ClosedBet } from './bet-closing';
import {
  insertResettlement,
  lockSettledBet,
  readLegStates,
  resettleBetRow,
  setLegResultsOfBets,
  type LegResultRow,
} from './closing-repository';

/** A settled bet whose result changed: reversed and closed again, or put back to open. */
export interface ResettledBet {
  readonly betId: number;
  readonly playerId: number;
  readonly from: { readonly status: 'won' | 'lost' | 'void'; readonly returnsMinor: number };
  /** The bet closed again (published like any closed bet), or null: open again. */
  readonly closed: ClosedBet | null;
  /** What the player's real balance could not give back (house:resettlement-shortfall). */
  readonly shortfallMinor: number;
}

/** The leg rows to store for a decision: each leg's result and the dead heat applied. */
export function legRowsOf(
  betId: number,
  legs: readonly LegState[],
  decision: Extract<BetDecision, { decided: true }>,
): LegResultRow[] {
  const deadHeats = new Map(legs.map((l) => [l.leg_no, legDeadHeat(l)]));
  return decision.legs.map((l) => ({
    betId,
    legNo: l.legNo,
    result: l.result,
    deadHeat: l.result === null ? null : (deadHeats.get(l.legNo) ?? null),
  }));
}

/**
 * Resettles one settled bet whose legs' results changed since it was settled, in the caller's
 * transaction: lock it (won, lost or void — a cashed-out bet never), decide it again from the
 * legs as they stand, and if that changes what it paid, reverse its closing ledger transaction
 * and post the new one (wallet `postBetResettlement`), close the row again — or put it back to
 * open when a leg it was lost on early is running again — and record the resettlement. A result
 * change that changes nothing paid only updates the stored leg results. Null then.
 */
export async function resettleBet(
  tx: Queryable,
  betId: number,
  now: Date,
): Promise<ResettledBet | null> {
  const bet = await lockSettledBet(tx, betId);
  if (!bet) return null;
  const legs = await readLegStates(tx, betId);
  const decision = decideBet(bet, legs);
  if (
    decision.decided &&
    decision.status === bet.status &&
    decision.returnsMinor === bet.returns_minor &&
    decision.extraWinningsMinor === bet.extra_winnings_paid_minor
  ) {
    await setLegResultsOfBets(tx, legRowsOf(bet.id, legs, decision));
    return null;
  }
  const owner = { id: bet.player_id, currency: bet.currency };
  const posted = await postBetResettlement(tx, {
    owner,
    closingTransactionId: bet.closing_transaction_id,
    closing: decision.decided
      ? {
          stakeMinor: bet.total_stake_minor,
          returnsMinor: decision.returnsMinor,
          extraWinningsMinor: decision.extraWinningsMinor,
          promoRefundMinor: promoRefundMinor(bet, decision.status, decision.returnsMinor),
        }
      : null,
    reference: bet.reference,
    at: now,
  });
  let closed: ClosedBet | null = null;
  if (decision.decided) {
    if (posted.closingId === null) throw new Error('a resettled closing was not posted');
    await resettleBetRow(tx, {
      betId,
      fromStatus: bet.status,
      to: {
        status: decision.status,
        returnsMinor: decision.returnsMinor,
        extraWinningsPaidMinor: decision.extraWinningsMinor,
        transactionId: posted.closingId,
        at: now,
      },
    });
    await setLegResultsOfBets(tx, legRowsOf(bet.id, legs, decision), { keepRunning: false });
    closed = {
      betId,
      playerId: bet.player_id,
      status: decision.status,
      returnsMinor: decision.returnsMinor,
      currency: bet.currency,
    };
  } else {
    await resettleBetRow(tx, { betId, fromStatus: bet.status, to: { status: 'open' } });
    await setLegResultsOfBets(
      tx,
      legs.map((l) => ({ betId, legNo: l.leg_no, result: null, deadHeat: null })),
      { keepRunning: false },
    );
  }
  await insertResettlement(tx, {
    betId,
    previousStatus: bet.status,
    previousReturnsMinor: bet.returns_minor,
    reversedTransactionId: bet.closing_transaction_id,
    reversalTransactionId: posted.reversalId,
    newStatus: decision.decided ? decision.status : 'open',
    newReturnsMinor: decision.decided ? decision.returnsMinor : null,
    newClosingTransactionId: posted.closingId,
    shortfallMinor: posted.shortfallMinor,
    at: now,
  });
  return {
    betId,
    playerId: bet.player_id,
    from: { status: bet.status, returnsMinor: bet.returns_minor },
    closed,
    shortfallMinor: posted.shortfallMinor,
  };
}
