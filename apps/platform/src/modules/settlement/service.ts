import type { Database } from '../../db/database';
import {
  closeSettledBets,
  decideBet,
  legRowsOf,
  lockOpenBets,
  openBetIdsOnEvents,
  openBetIdsWithDecidedLegs,
  readLegStatesOfBets,
  resettleBet,
  setLegResultsOfBets,
  settledBetIdsWithChangedLegs,
  type ClosedBet,
  type LegResultRow,
  type ResettledBet,
  type SettledBet,
} from '../betting';

export type { ResettledBet };

export interface SettlementReport {
  readonly settled: readonly ClosedBet[];
  readonly resettled: readonly ResettledBet[];
  /** Bets whose settlement threw (reported through onError; the next sweep retries them). */
  readonly failed: number;
}

type OnError = (error: unknown, betId: number) => void;

/** Bets settled per transaction (decision: docs/decisions.md "Settlement at volume"). */
export const SETTLE_PAGE = 1000;

/**
 * Settles a page of bets in ONE transaction: lock the open ones in one statement (skipping those
 * another transaction holds), read all their legs in one, decide each with the package's maths,
 * record the legs' results, post every closing in bulk and close the rows in one statement. A bet
 * still waiting for a leg is left open. The bets closed; empty when there is nothing to do.
 */
export function settlePage(
  db: Database,
  betIds: readonly number[],
  now: Date,
): Promise<ClosedBet[]> {
  if (betIds.length === 0) return Promise.resolve([]);
  return db.transaction(async (tx) => {
    const bets = await lockOpenBets(tx, betIds);
    if (bets.length === 0) return [];
    const legsByBet = await readLegStatesOfBets(
      tx,
      bets.map((b) => b.id),
    );
    const settled: SettledBet[] = [];
    const legRows: LegResultRow[] = [];
    for (const bet of bets) {
      const legs = legsByBet.get(bet.id) ?? [];
      const decision = decideBet(bet, legs);
      if (!decision.decided) continue;
      legRows.push(...legRowsOf(bet.id, legs, decision));
      settled.push({
        bet,
        status: decision.status,
        returnsMinor: decision.returnsMinor,
        extraWinningsMinor: decision.extraWinningsMinor,
      });
    }
    await setLegResultsOfBets(tx, legRows);
    return closeSettledBets(tx, settled, now);
  });
}

/** Settles one bet (a page of one): null when there is nothing to do. */
export async function settleBet(db: Database, betId: number, now: Date): Promise<ClosedBet | null> {
  const [closed] = await settlePage(db, [betId], now);
  return closed ?? null;
}

/**
 * Settles the given bets a page (SETTLE_PAGE) per transaction. A page that fails is retried bet
 * by bet, so one bad bet does not hold back the others: only the bets that fail alone are
 * reported and left open for the next sweep.
 */
export async function settleBets(
  db: Database,
  betIds: readonly number[],
  now: Date,
  onError: OnError,
  pageSize = SETTLE_PAGE,
): Promise<SettlementReport> {
  const settled: ClosedBet[] = [];
  let failed = 0;
  for (let i = 0; i < betIds.length; i += pageSize) {
    const page = betIds.slice(i, i + pageSize);
    try {
      settled.push(...(await settlePage(db, page, now)));
    } catch {
      for (const betId of page) {
        try {
          const closed = await settleBet(db, betId, now);
          if (closed) settled.push(closed);
        } catch (error) {
          failed++;
          onError(error, betId);
        }
      }
    }
  }
  return { settled, resettled: [], failed };
}

/**
 * Resettles the given bets one transaction each (result changes are rare; betting's
 * `resettleBet` says how); a failing bet is reported and retried by the next sweep.
 */
export async function resettleBets(
  db: Database,
  betIds: readonly number[],
  now: Date,
  onError: OnError,
): Promise<{ resettled: ResettledBet[]; failed: number }> {
  const resettled: ResettledBet[] = [];
  let failed = 0;
  for (const betId of betIds) {
    try {
      const r = await db.transaction((tx) => resettleBet(tx, betId, now));
      if (r) resettled.push(r);
    } catch (error) {
      failed++;
      onError(error, betId);
    }
  }
  return { resettled, failed };
}

/**
 * On a `results` message: the open bets with a leg on those events are settled, then the settled
 * ones whose legs' results changed (the feed republished a result) are resettled.
 */
export async function settleEvents(
  db: Database,
  eventIds: readonly number[],
  now: Date,
  onError: OnError,
): Promise<SettlementReport> {
  if (eventIds.length === 0) return { settled: [], resettled: [], failed: 0 };
  const first = await settleBets(db, await openBetIdsOnEvents(db, eventIds), now, onError);
  const changed = await settledBetIdsWithChangedLegs(db, { eventIds });
  const again = await resettleBets(db, changed, now, onError);
  return {
    settled: first.settled,
    resettled: again.resettled,
    failed: first.failed + again.failed,
  };
}

/** Bets per page of the catch-up sweep. */
export const SWEEP_PAGE = SETTLE_PAGE;

/** How far back the sweep looks for settled bets whose results changed. */
export const RESETTLE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The catch-up sweep: every open bet with a decided leg, page by page in id order, then the bets
 * settled within RESETTLE_WINDOW_MS whose legs' results changed. It settles what results
 * delivered while no instance listened (or a failed attempt left open).
 */
export async function sweepOpenBets(
  db: Database,
  now: Date,
  onError: OnError,
  pageSize = SWEEP_PAGE,
): Promise<SettlementReport> {
  const settled: ClosedBet[] = [];
  const resettled: ResettledBet[] = [];
  let failed = 0;
  for (let after = 0; ;) {
    const ids = await openBetIdsWithDecidedLegs(db, after, pageSize);
    const page = await settleBets(db, ids, now, onError, pageSize);
    settled.push(...page.settled);
    failed += page.failed;
    const last = ids[ids.length - 1];
    if (last === undefined || ids.length < pageSize) break;
    after = last;
  }
  const since = new Date(now.getTime() - RESETTLE_WINDOW_MS);
  for (let after = 0; ;) {
    const ids = await settledBetIdsWithChangedLegs(db, { since, afterId: after, limit: pageSize });
    const page = await resettleBets(db, ids, now, onError);
    resettled.push(...page.resettled);
    failed += page.failed;
    const last = ids[ids.length - 1];
    if (last === undefined || ids.length < pageSize) break;
    after = last;
  }
  return { settled, resettled, failed };
}
