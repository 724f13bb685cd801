import type { LegResult } from '@touchline/betting';
import type { Queryable } from '../../db/database';
import type { LegState, SettlementTerms } from './bet-legs';

/** An open bet as settlement and cash-out need it, locked for the rest of the transaction. */
export interface LockedBetRow extends SettlementTerms {
  id: number;
  player_id: number;
  currency: string;
  /** The betslip's reference, kept on the ledger transaction. */
  reference: string;
  /** Part of the stake paid with free money (promo cash). */
  free_money_stake_minor: number;
}

const LOCKED_BET_COLUMNS = `b.id, b.player_id, b.currency, b.bet_type_id, b.unit_stake_minor,
  b.total_stake_minor, b.each_way, b.extra_winnings_minor, b.free_money_stake_minor, s.reference`;

/**
 * Locks a bet while it is open. `skipLocked` (settlement): a bet another transaction holds is
 * left to that transaction (another instance settling it, or a cash-out), so instances racing on
 * the same results never queue; whatever that transaction leaves open the next sweep picks up.
 * Without it (cash-out) the call waits for the holder and then sees the bet as it left it.
 * Under READ COMMITTED the status test is re-checked on the row's newest version after the
 * wait, so a bet closed meanwhile is not returned: a bet closes exactly once.
 */
export async function lockOpenBet(
  tx: Queryable,
  betId: number,
  options: { skipLocked: boolean },
): Promise<LockedBetRow | null> {
  const [row] = await tx.query<LockedBetRow>(
    `SELECT ${LOCKED_BET_COLUMNS}
       FROM bets b JOIN betslips s ON s.id = b.betslip_id
      WHERE b.id = $1 AND b.status = 'open'
        FOR UPDATE OF b ${options.skipLocked ? 'SKIP LOCKED' : ''}`,
    [betId],
  );
  return row ?? null;
}

/** The columns of `LegState`, for queries that join a bet's legs to their outcomes. */
export const LEG_STATE_COLUMNS = `
  l.leg_no, l.outcome_id, l.market_id, l.event_id, l.price::text AS price, l.place_terms,
  o.result AS outcome_result, o.dead_heat AS outcome_dead_heat, o.hidden AS outcome_hidden,
  o.price::text AS current_price, m.status AS market_status, e.status AS event_status`;

/** The joins `LEG_STATE_COLUMNS` reads from (bet_legs as l). */
export const LEG_STATE_JOINS = `
  JOIN outcomes o ON o.id = l.outcome_id
  JOIN markets m ON m.id = l.market_id
  JOIN events e ON e.id = l.event_id`;

/**
 * A bet's legs with the state of their outcomes now. `share` (cash-out) holds the outcome and
 * market rows against a price or status move until the transaction ends, as placement does.
 * The markets are share-locked first, in id order: the feed's ingest writes a step's markets
 * before their outcomes, so taking the outcome first could deadlock with a results message.
 */
export async function readLegStates(
  tx: Queryable,
  betId: number,
  options: { share?: boolean } = {},
): Promise<LegState[]> {
  if (options.share) {
    await tx.query(
      `SELECT m.id FROM markets m
        WHERE m.id IN (SELECT l.market_id FROM bet_legs l WHERE l.bet_id = $1)
        ORDER BY m.id FOR SHARE`,
      [betId],
    );
  }
  return tx.query<LegState>(
    `SELECT ${LEG_STATE_COLUMNS}
       FROM bet_legs l ${LEG_STATE_JOINS}
      WHERE l.bet_id = $1
      ORDER BY l.leg_no
      ${options.share ? 'FOR SHARE OF o, m' : ''}`,
    [betId],
  );
}

export interface BetClose {
  betId: number;
  status: 'won' | 'lost' | 'void' | 'cashed_out';
  returnsMinor: number;
  at: Date;
  transactionId: number;
}

/** Closes a locked open bet; the status guard makes a second close a loud bug. */
export async function closeBetRow(tx: Queryable, close: BetClose): Promise<void> {
  const rows = await tx.query<{ id: number }>(
    `UPDATE bets SET status = $2, returns_minor = $3, settled_at = $4, closing_transaction_id = $5
      WHERE id = $1 AND status = 'open' RETURNING id`,
    [close.betId, close.status, close.returnsMinor, close.at, close.transactionId],
  );
  if (rows.length !== 1) throw new Error(`bet ${close.betId} was not open when closed`);
  // A closed bet has nothing left to cash out automatically.
  await tx.query('DELETE FROM auto_cash_outs WHERE bet_id = $1', [close.betId]);
}

/**
 * A partial cash out: the locked open bet keeps a smaller unit and total stake; what it carries
 * in proportion to its stake (returns, place win, extra winnings, the free-money part) shrinks
 * with the unit stake (rounded down); the stake as placed and the parts paid are kept.
 */
export async function reduceBetStake(
  tx: Queryable,
  change: { betId: number; unitStakeMinor: number; totalStakeMinor: number; paidMinor: number },
): Promise<void> {
  const rows = await tx.query<{ id: number }>(
    `UPDATE bets
        SET placed_stake_minor = coalesce(placed_stake_minor, total_stake_minor),
            potential_returns_minor = potential_returns_minor * $2 / unit_stake_minor,
            potential_place_win_minor = potential_place_win_minor * $2 / unit_stake_minor,
            extra_winnings_minor = extra_winnings_minor * $2 / unit_stake_minor,
            free_money_stake_minor = free_money_stake_minor * $2 / unit_stake_minor,
            unit_stake_minor = $2, total_stake_minor = $3,
            cashed_out_minor = cashed_out_minor + $4
      WHERE id = $1 AND status = 'open' AND unit_stake_minor > $2 RETURNING id`,
    [change.betId, change.unitStakeMinor, change.totalStakeMinor, change.paidMinor],
  );
  if (rows.length !== 1)
    throw new Error(`bet ${change.betId} was not open when cashed out in part`);
}

/** Records each leg's result (and the dead heat applied) as the bet was settled. */
export async function setLegResults(
  tx: Queryable,
  betId: number,
  legs: readonly { legNo: number; result: LegResult | null; deadHeat: unknown }[],
): Promise<void> {
  const decided = legs.filter((l) => l.result !== null);
  if (decided.length === 0) return;
  await tx.query(
    `UPDATE bet_legs l SET result = x.result, dead_heat = x.dead_heat
       FROM jsonb_to_recordset($2::jsonb) AS x(leg_no int, result text, dead_heat jsonb)
      WHERE l.bet_id = $1 AND l.leg_no = x.leg_no`,
    [
      betId,
      JSON.stringify(
        decided.map((l) => ({ leg_no: l.legNo, result: l.result, dead_heat: l.deadHeat ?? null })),
      ),
    ],
  );
}

/** Open bets with a leg on one of these events (the events a `results` message named). */
export async function openBetIdsOnEvents(
  db: Queryable,
  eventIds: readonly number[],
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT DISTINCT b.id FROM bet_legs l JOIN bets b ON b.id = l.bet_id
      WHERE l.event_id = ANY($1::bigint[]) AND b.status = 'open'
      ORDER BY b.id`,
    [eventIds],
  );
  return rows.map((r) => r.id);
}

/**
 * The sweep's page: open bets after `afterId` with at least one leg decided (a result, or a
 * cancelled event). A bet still waiting for other legs comes back on later sweeps; the cursor
 * keeps one sweep from looping on it.
 */
export async function openBetIdsWithDecidedLegs(
  db: Queryable,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT b.id FROM bets b
      WHERE b.status = 'open' AND b.id > $1
        AND EXISTS (SELECT 1 FROM bet_legs l
                      JOIN outcomes o ON o.id = l.outcome_id
                      JOIN events e ON e.id = l.event_id
                     WHERE l.bet_id = b.id AND (o.result IS NOT NULL OR e.status = 'cancelled'))
      ORDER BY b.id
      LIMIT $2`,
    [afterId, limit],
  );
  return rows.map((r) => r.id);
}

// Settlement at volume: the same steps for a page of bets, one statement each ------------------

/**
 * Locks the open bets among `betIds` in one statement, skipping those another transaction holds
 * (see `lockOpenBet`); in id order, so two pages never wait on each other crosswise.
 */
export function lockOpenBets(tx: Queryable, betIds: readonly number[]): Promise<LockedBetRow[]> {
  return tx.query<LockedBetRow>(
    `SELECT ${LOCKED_BET_COLUMNS}
       FROM bets b JOIN betslips s ON s.id = b.betslip_id
      WHERE b.id = ANY($1::bigint[]) AND b.status = 'open'
      ORDER BY b.id
        FOR UPDATE OF b SKIP LOCKED`,
    [betIds],
  );
}

/** The legs of many bets with the state of their outcomes now, grouped by bet, in leg order. */
export async function readLegStatesOfBets(
  tx: Queryable,
  betIds: readonly number[],
): Promise<Map<number, LegState[]>> {
  const rows = await tx.query<LegState & { bet_id: number }>(
    `SELECT l.bet_id, ${LEG_STATE_COLUMNS}
       FROM bet_legs l ${LEG_STATE_JOINS}
      WHERE l.bet_id = ANY($1::bigint[])
      ORDER BY l.bet_id, l.leg_no`,
    [betIds],
  );
  const byBet = new Map<number, LegState[]>();
  for (const { bet_id: betId, ...leg } of rows) {
    const legs = byBet.get(betId);
    if (legs) legs.push(leg);
    else byBet.set(betId, [leg]);
  }
  return byBet;
}

export interface LegResultRow {
  readonly betId: number;
  readonly legNo: number;
  readonly result: LegResult | null;
  readonly deadHeat: unknown;
}

/**
 * Records the legs' results (and dead heats) of many bets in one statement. `keepRunning`:
 * a leg still running keeps its row as it is (settlement); otherwise its stored result is
 * cleared too (a resettlement that puts a bet back to open).
 */
export async function setLegResultsOfBets(
  tx: Queryable,
  legs: readonly LegResultRow[],
  options: { keepRunning: boolean } = { keepRunning: true },
): Promise<void> {
  const rows = options.keepRunning ? legs.filter((l) => l.result !== null) : legs;
  if (rows.length === 0) return;
  await tx.query(
    `UPDATE bet_legs l SET result = x.result, dead_heat = x.dead_heat
       FROM jsonb_to_recordset($1::jsonb) AS x(bet_id bigint, leg_no int, result text, dead_heat jsonb)
      WHERE l.bet_id = x.bet_id AND l.leg_no = x.leg_no`,
    [
      JSON.stringify(
        rows.map((l) => ({
          bet_id: l.betId,
          leg_no: l.legNo,
          result: l.result,
          dead_heat: l.result === null ? null : (l.deadHeat ?? null),
        })),
      ),
    ],
  );
}

export interface SettledClose {
  readonly betId: number;
  readonly status: 'won' | 'lost' | 'void';
  readonly returnsMinor: number;
  readonly extraWinningsPaidMinor: number;
  readonly transactionId: number;
}

/**
 * Closes many locked open bets in one statement (and drops their automatic cash-out rules); a
 * bet found closed is a loud bug.
 */
export async function closeBetRows(
  tx: Queryable,
  closes: readonly SettledClose[],
  at: Date,
): Promise<void> {
  if (closes.length === 0) return;
  const rows = await tx.query<{ id: number }>(
    `UPDATE bets b
        SET status = x.status, returns_minor = x.returns, settled_at = $2,
            closing_transaction_id = x.tx, extra_winnings_paid_minor = x.extra
       FROM jsonb_to_recordset($1::jsonb) AS x(id bigint, status text, returns bigint, extra bigint, tx bigint)
      WHERE b.id = x.id AND b.status = 'open'
      RETURNING b.id`,
    [
      JSON.stringify(
        closes.map((c) => ({
          id: c.betId,
          status: c.status,
          returns: c.returnsMinor,
          extra: c.extraWinningsPaidMinor,
          tx: c.transactionId,
        })),
      ),
      at,
    ],
  );
  if (rows.length !== closes.length) {
    throw new Error(`${closes.length - rows.length} bets were not open when closed`);
  }
  // A closed bet's automatic cash-out rule goes with it (as closeBetRow does).
  await tx.query('DELETE FROM auto_cash_outs WHERE bet_id = ANY($1::bigint[])', [
    closes.map((c) => c.betId),
  ]);
}

// Resettlement ------------------------------------------------------------------------------

/** A settled bet as resettlement needs it, locked for the rest of the transaction. */
export interface LockedSettledBetRow extends LockedBetRow {
  status: 'won' | 'lost' | 'void';
  returns_minor: number;
  extra_winnings_paid_minor: number;
  closing_transaction_id: number;
}

/**
 * Locks a bet settled by settlement (won, lost or void; a cashed-out bet is never resettled),
 * waiting for a holder; null when it is not (or no longer) such a bet.
 */
export async function lockSettledBet(
  tx: Queryable,
  betId: number,
): Promise<LockedSettledBetRow | null> {
  const [row] = await tx.query<LockedSettledBetRow>(
    `SELECT ${LOCKED_BET_COLUMNS}, b.status, b.returns_minor, b.extra_winnings_paid_minor,
            b.closing_transaction_id
       FROM bets b JOIN betslips s ON s.id = b.betslip_id
      WHERE b.id = $1 AND b.status IN ('won', 'lost', 'void') AND b.closing_transaction_id IS NOT NULL
        FOR UPDATE OF b`,
    [betId],
  );
  return row ?? null;
}

/** A resettled bet's row: closed again with its new result, or back to open. */
export async function resettleBetRow(
  tx: Queryable,
  change: {
    betId: number;
    fromStatus: 'won' | 'lost' | 'void';
    to:
      | { status: 'open' }
      | {
          status: 'won' | 'lost' | 'void';
          returnsMinor: number;
          extraWinningsPaidMinor: number;
          transactionId: number;
          at: Date;
        };
  },
): Promise<void> {
  const { to } = change;
  const rows = await tx.query<{ id: number }>(
    `UPDATE bets SET status = $3, returns_minor = $4, extra_winnings_paid_minor = $5,
                     closing_transaction_id = $6, settled_at = $7
      WHERE id = $1 AND status = $2 RETURNING id`,
    to.status === 'open'
      ? [change.betId, change.fromStatus, 'open', null, 0, null, null]
      : [
          change.betId,
          change.fromStatus,
          to.status,
          to.returnsMinor,
          to.extraWinningsPaidMinor,
          to.transactionId,
          to.at,
        ],
  );
  if (rows.length !== 1) throw new Error(`bet ${change.betId} changed while locked`);
}

export async function insertResettlement(
  tx: Queryable,
  row: {
    betId: number;
    previousStatus: 'won' | 'lost' | 'void';
    previousReturnsMinor: number;
    reversedTransactionId: number;
    reversalTransactionId: number;
    newStatus: 'open' | 'won' | 'lost' | 'void';
    newReturnsMinor: number | null;
    newClosingTransactionId: number | null;
    shortfallMinor: number;
    at: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO bet_resettlements (bet_id, previous_status, previous_returns_minor,
       reversed_transaction_id, reversal_transaction_id, new_status, new_returns_minor,
       new_closing_transaction_id, shortfall_minor, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      row.betId,
      row.previousStatus,
      row.previousReturnsMinor,
      row.reversedTransactionId,
      row.reversalTransactionId,
      row.newStatus,
      row.newReturnsMinor,
      row.newClosingTransactionId,
      row.shortfallMinor,
      row.at,
    ],
  );
}

/**
 * Settled bets (won, lost, void) with a leg whose stored result differs from what its outcome
 * (or a cancelled event) says now: a result the feed changed after settlement. `eventIds`: the
 * bets with a leg on those events (a `results` message); otherwise bets settled since `since`
 * (the sweep), after `afterId`, at most `limit`.
 */
export async function settledBetIdsWithChangedLegs(
  db: Queryable,
  scope: { eventIds: readonly number[] } | { since: Date; afterId: number; limit: number },
): Promise<number[]> {
  const changed = `
    EXISTS (SELECT 1 FROM bet_legs l
              JOIN outcomes o ON o.id = l.outcome_id
              JOIN events e ON e.id = l.event_id
             WHERE l.bet_id = b.id
               AND coalesce(o.result, CASE WHEN e.status = 'cancelled' THEN 'void' END) IS NOT NULL
               AND (l.result IS DISTINCT FROM
                      coalesce(o.result, CASE WHEN e.status = 'cancelled' THEN 'void' END)
                    OR (o.result IS NOT NULL AND l.dead_heat IS DISTINCT FROM o.dead_heat)))`;
  const rows =
    'eventIds' in scope
      ? await db.query<{ id: number }>(
          `SELECT b.id FROM bets b
            WHERE b.id IN (SELECT bet_id FROM bet_legs WHERE event_id = ANY($1::bigint[]))
              AND b.status IN ('won', 'lost', 'void') AND ${changed}
            ORDER BY b.id`,
          [scope.eventIds],
        )
      : await db.query<{ id: number }>(
          `SELECT b.id FROM bets b
            WHERE b.status IN ('won', 'lost', 'void') AND b.settled_at > $1 AND b.id > $2
              AND ${changed}
            ORDER BY b.id LIMIT $3`,
          [scope.since, scope.afterId, scope.limit],
        );
  return rows.map((r) => r.id);
}
