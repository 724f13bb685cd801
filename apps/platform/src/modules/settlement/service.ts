import type { Database } from '../../db/database';
import {
  closeBet,
  decideBet,
  legDeadHeat,
  lockOpenBet,
  openBetIdsOnEvents,
  openBetIdsWithDecidedLegs,
  readLegStates,
  setLegResults,
  type ClosedBet,
} from '../betting';

export interface SettlementReport {
  readonly settled: readonly ClosedBet[];
  /** Bets whose settlement threw (reported through onError; the next sweep retries them). */
  readonly failed: number;
}

/**
 * Settles one bet if its legs decide it, in ONE transaction: lock the open bet (skipping it when
 * another transaction holds it), read its legs' results, compute the returns with the package's
 * maths, post the ledger transaction and close the bet. Null when there is nothing to do (the
 * bet is closed already, held elsewhere, or still waiting for a leg).
 */
export function settleBet(db: Database, betId: number, now: Date): Promise<ClosedBet | null> {
  return db.transaction(async (tx) => {
    const bet = await lockOpenBet(tx, betId, { skipLocked: true });
    if (!bet) return null;
    const legs = await readLegStates(tx, betId);
    const decision = decideBet(bet, legs);
    if (!decision.decided) return null;
    const deadHeats = new Map(legs.map((l) => [l.leg_no, legDeadHeat(l)]));
    await setLegResults(
      tx,
      bet.id,
      decision.legs.map((l) => ({ ...l, deadHeat: deadHeats.get(l.legNo) ?? null })),
    );
    const { closed } = await closeBet(tx, bet, {
      status: decision.status,
      returnsMinor: decision.returnsMinor,
      at: now,
    });
    return closed;
  });
}

/** Settles the given bets one transaction each; a failing bet does not stop the others. */
export async function settleBets(
  db: Database,
  betIds: readonly number[],
  now: Date,
  onError: (error: unknown, betId: number) => void,
): Promise<SettlementReport> {
  const settled: ClosedBet[] = [];
  let failed = 0;
  for (const betId of betIds) {
    try {
      const closed = await settleBet(db, betId, now);
      if (closed) settled.push(closed);
    } catch (error) {
      failed++;
      onError(error, betId);
    }
  }
  return { settled, failed };
}

/** On a `results` message: the open bets with a leg on those events. */
export async function settleEvents(
  db: Database,
  eventIds: readonly number[],
  now: Date,
  onError: (error: unknown, betId: number) => void,
): Promise<SettlementReport> {
  if (eventIds.length === 0) return { settled: [], failed: 0 };
  return settleBets(db, await openBetIdsOnEvents(db, eventIds), now, onError);
}

/** Bets per page of the catch-up sweep. */
export const SWEEP_PAGE = 500;

/**
 * The catch-up sweep: every open bet with a decided leg, page by page in id order. It settles
 * what results delivered while no instance listened (or a failed attempt left open).
 */
export async function sweepOpenBets(
  db: Database,
  now: Date,
  onError: (error: unknown, betId: number) => void,
  pageSize = SWEEP_PAGE,
): Promise<SettlementReport> {
  const settled: ClosedBet[] = [];
  let failed = 0;
  let after = 0;
  for (;;) {
    const ids = await openBetIdsWithDecidedLegs(db, after, pageSize);
    const page = await settleBets(db, ids, now, onError);
    settled.push(...page.settled);
    failed += page.failed;
    const last = ids[ids.length - 1];
    if (last === undefined || ids.length < pageSize) return { settled, failed };
    after = last;
  }
}
