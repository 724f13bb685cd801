/** The jackpot module's SQL: rounds and their legs, slips and picks, settlements, rollovers. */
import type { Queryable } from '../../db/database';

// Rounds ----------------------------------------------------------------------------------------

export interface CandidateRow {
  event_id: number;
  start_time: Date | string;
  market_id: number;
}

/**
 * Catalogue fixtures a round may use: scheduled, not started, with an open pre-match market of
 * the jackpot's type and period on the sport of that code, showing three outcomes.
 */
export function findCandidates(
  db: Queryable,
  market: { sportCode: string; marketTypeId: number; periodId: number },
  now: Date,
): Promise<CandidateRow[]> {
  return db.query<CandidateRow>(
    `SELECT DISTINCT ON (e.id) e.id AS event_id, e.start_time, m.id AS market_id
       FROM events e
       JOIN event_paths s ON s.id = e.sport_id AND s.code = $1
       JOIN markets m ON m.event_id = e.id AND m.market_type_id = $2 AND m.period_id = $3
                     AND m.status = 'open'
      WHERE e.status = 'scheduled' AND NOT e.is_outright AND e.start_time > $4
        AND (SELECT count(*) FROM outcomes o WHERE o.market_id = m.id AND NOT o.hidden) = 3
      ORDER BY e.id, m.id`,
    [market.sportCode, market.marketTypeId, market.periodId, now],
  );
}

export interface RoundRow {
  id: number;
  round_key: string;
  kind: 'weekly' | 'midweek';
  name: string;
  event_count: number;
  closes_at: Date | string;
  window_end: Date | string;
  settled_at: Date | string | null;
}

const ROUND_COLUMNS = 'id, round_key, kind, name, event_count, closes_at, window_end, settled_at';

/** The open round of a kind (not settled, not closed), if any. */
export async function hasOpenRound(db: Queryable, kind: string, now: Date): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM jackpot_rounds
      WHERE kind = $1 AND settled_at IS NULL AND closes_at > $2 LIMIT 1`,
    [kind, now],
  );
  return rows.length > 0;
}

/** Where the last round of a kind drew its matches up to (the next one draws after it). */
export async function lastWindowEnd(db: Queryable, kind: string): Promise<Date | null> {
  const [row] = await db.query<{ window_end: Date | string | null }>(
    'SELECT max(window_end) AS window_end FROM jackpot_rounds WHERE kind = $1',
    [kind],
  );
  return row?.window_end ? new Date(row.window_end) : null;
}

export interface NewRound {
  key: string;
  kind: string;
  name: string;
  closesAt: Date;
  windowEnd: Date;
  legs: readonly { eventId: number; marketId: number }[];
}

/** Inserts a round and its legs; null when another instance created the same round first. */
export async function insertRound(tx: Queryable, round: NewRound): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO jackpot_rounds (round_key, kind, name, event_count, closes_at, window_end)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (round_key) DO NOTHING RETURNING id`,
    [round.key, round.kind, round.name, round.legs.length, round.closesAt, round.windowEnd],
  );
  if (!row) return null;
  await tx.query(
    `INSERT INTO jackpot_round_legs (round_id, ordinal, event_id, market_id)
     SELECT $1, x.ordinal, x.event_id, x.market_id
       FROM jsonb_to_recordset($2::jsonb) AS x(ordinal integer, event_id bigint, market_id bigint)`,
    [
      row.id,
      JSON.stringify(
        round.legs.map((l, i) => ({ ordinal: i + 1, event_id: l.eventId, market_id: l.marketId })),
      ),
    ],
  );
  return row.id;
}

export async function findRound(db: Queryable, id: number): Promise<RoundRow | null> {
  const [row] = await db.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM jackpot_rounds WHERE id = $1`,
    [id],
  );
  return row ?? null;
}

/** The rounds taking slips now, first closing first. */
export function findActiveRounds(db: Queryable, now: Date): Promise<RoundRow[]> {
  return db.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM jackpot_rounds
      WHERE settled_at IS NULL AND closes_at > $1 ORDER BY closes_at, id`,
    [now],
  );
}

/** Unsettled rounds past their close (settlement candidates), optionally only those on events. */
export function findClosedUnsettledRounds(
  db: Queryable,
  now: Date,
  eventIds?: readonly number[],
): Promise<{ id: number }[]> {
  return eventIds
    ? db.query<{ id: number }>(
        `SELECT DISTINCT r.id FROM jackpot_rounds r JOIN jackpot_round_legs l ON l.round_id = r.id
          WHERE r.settled_at IS NULL AND r.closes_at <= $1 AND l.event_id = ANY($2::bigint[])
          ORDER BY r.id`,
        [now, eventIds],
      )
    : db.query<{ id: number }>(
        `SELECT id FROM jackpot_rounds WHERE settled_at IS NULL AND closes_at <= $1 ORDER BY id`,
        [now],
      );
}

export interface LegOutcomeRow {
  round_id: number;
  ordinal: number;
  event_id: number;
  event_description: string;
  start_time: Date | string;
  event_status: string;
  market_id: number;
  outcome_id: number;
  outcome_description: string;
  result: string | null;
}

/** Every leg of the rounds with its market's outcomes (ordinal, then the outcome's position). */
export function findLegOutcomes(
  db: Queryable,
  roundIds: readonly number[],
): Promise<LegOutcomeRow[]> {
  return db.query<LegOutcomeRow>(
    `SELECT l.round_id, l.ordinal, e.id AS event_id, e.description AS event_description,
            e.start_time, e.status AS event_status, l.market_id, o.id AS outcome_id,
            o.description AS outcome_description, o.result
       FROM jackpot_round_legs l
       JOIN events e ON e.id = l.event_id
       JOIN outcomes o ON o.market_id = l.market_id
      WHERE l.round_id = ANY($1::bigint[])
      ORDER BY l.round_id, l.ordinal, o.ordinal_position, o.id`,
    [roundIds],
  );
}

/** Locks an unsettled round for its settlement; null when settled or held by another settler. */
export async function lockUnsettledRound(tx: Queryable, id: number): Promise<RoundRow | null> {
  const [row] = await tx.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM jackpot_rounds
      WHERE id = $1 AND settled_at IS NULL FOR UPDATE SKIP LOCKED`,
    [id],
  );
  return row ?? null;
}

export async function markRoundSettled(tx: Queryable, id: number, at: Date): Promise<void> {
  await tx.query('UPDATE jackpot_rounds SET settled_at = $2 WHERE id = $1', [id, at]);
}

// Pools -----------------------------------------------------------------------------------------

/** Stakes taken so far per round in one currency. */
export async function stakesByRound(
  db: Queryable,
  roundIds: readonly number[],
  currency: string,
): Promise<Map<number, number>> {
  const rows = await db.query<{ round_id: number; stakes: number }>(
    `SELECT round_id, sum(total_stake_minor)::bigint AS stakes FROM jackpot_bets
      WHERE round_id = ANY($1::bigint[]) AND currency = $2 GROUP BY round_id`,
    [roundIds, currency],
  );
  return new Map(rows.map((r) => [r.round_id, r.stakes]));
}

export async function readRollover(db: Queryable, kind: string, currency: string): Promise<number> {
  const [row] = await db.query<{ amount_minor: number }>(
    'SELECT amount_minor FROM jackpot_rollovers WHERE kind = $1 AND currency = $2',
    [kind, currency],
  );
  return row?.amount_minor ?? 0;
}

/** Locks (creating at 0) the rollover row of a kind and currency; returns its amount. */
export async function lockRollover(tx: Queryable, kind: string, currency: string): Promise<number> {
  await tx.query(
    `INSERT INTO jackpot_rollovers (kind, currency, amount_minor) VALUES ($1, $2, 0)
     ON CONFLICT (kind, currency) DO NOTHING`,
    [kind, currency],
  );
  const [row] = await tx.query<{ amount_minor: number }>(
    'SELECT amount_minor FROM jackpot_rollovers WHERE kind = $1 AND currency = $2 FOR UPDATE',
    [kind, currency],
  );
  return row?.amount_minor ?? 0;
}

export async function setRollover(
  tx: Queryable,
  kind: string,
  currency: string,
  amountMinor: number,
): Promise<void> {
  await tx.query(
    'UPDATE jackpot_rollovers SET amount_minor = $3 WHERE kind = $1 AND currency = $2',
    [kind, currency, amountMinor],
  );
}

// Slips -----------------------------------------------------------------------------------------

export interface JackpotBetRow {
  id: number;
  request_hash: string;
  round_id: number;
  player_id: number;
  reference: string;
  origin_id: '11' | '20' | '21';
  currency: string;
  stake_per_line_minor: number;
  lines: number;
  total_stake_minor: number;
  status: 'open' | 'won' | 'lost';
  returns_minor: number | null;
  best_correct: number | null;
  placed_at: Date | string;
  settled_at: Date | string | null;
}

const BET_COLUMNS = `id, request_hash, round_id, player_id, reference, origin_id, currency,
  stake_per_line_minor, lines, total_stake_minor, status, returns_minor, best_correct,
  placed_at, settled_at`;

export async function findBetByUuid(db: Queryable, uuid: string): Promise<JackpotBetRow | null> {
  const [row] = await db.query<JackpotBetRow>(
    `SELECT ${BET_COLUMNS} FROM jackpot_bets WHERE request_uuid = $1`,
    [uuid],
  );
  return row ?? null;
}

export interface NewJackpotBet {
  uuid: string;
  requestHash: string;
  roundId: number;
  playerId: number;
  reference: string;
  originId: string;
  currency: string;
  stakePerLineMinor: number;
  lines: number;
  totalStakeMinor: number;
  ledgerTransactionId: number;
  placedAt: Date;
  picks: readonly { ordinal: number; outcomeId: number }[];
}

/** Inserts a slip and its picks; null when the uuid was taken meanwhile (a concurrent replay). */
export async function insertBet(tx: Queryable, b: NewJackpotBet): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO jackpot_bets (request_uuid, request_hash, round_id, player_id, reference,
                               origin_id, currency, stake_per_line_minor, lines,
                               total_stake_minor, ledger_transaction_id, placed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (request_uuid) DO NOTHING RETURNING id`,
    [
      b.uuid,
      b.requestHash,
      b.roundId,
      b.playerId,
      b.reference,
      b.originId,
      b.currency,
      b.stakePerLineMinor,
      b.lines,
      b.totalStakeMinor,
      b.ledgerTransactionId,
      b.placedAt,
    ],
  );
  if (!row) return null;
  await tx.query(
    `INSERT INTO jackpot_bet_picks (bet_id, ordinal, outcome_id)
     SELECT $1, x.ordinal, x.outcome_id
       FROM jsonb_to_recordset($2::jsonb) AS x(ordinal integer, outcome_id bigint)`,
    [row.id, JSON.stringify(b.picks.map((p) => ({ ordinal: p.ordinal, outcome_id: p.outcomeId })))],
  );
  return row.id;
}

/**
 * A player's slips, newest first, or one slip by id. `state` 'open' keeps the running ones;
 * 'settled' the settled ones, newest settlement first.
 */
export function findPlayerBets(
  db: Queryable,
  playerId: number,
  options: { betId?: number; limit?: number; state?: 'open' | 'settled' } = {},
): Promise<JackpotBetRow[]> {
  const settled = options.state === 'settled';
  return db.query<JackpotBetRow>(
    `SELECT ${BET_COLUMNS} FROM jackpot_bets
      WHERE player_id = $1 AND ($2::bigint IS NULL OR id = $2)
        AND ($4::text IS NULL OR (status = 'open') = ($4 = 'open'))
      ORDER BY ${settled ? 'settled_at DESC, id DESC' : 'id DESC'} LIMIT $3`,
    [playerId, options.betId ?? null, options.limit ?? 100, options.state ?? null],
  );
}

/** The open slips of a round (locked for the settlement), every currency. */
export function lockRoundBets(tx: Queryable, roundId: number): Promise<JackpotBetRow[]> {
  return tx.query<JackpotBetRow>(
    `SELECT ${BET_COLUMNS} FROM jackpot_bets
      WHERE round_id = $1 AND status = 'open' ORDER BY id FOR UPDATE`,
    [roundId],
  );
}

export interface PickRow {
  bet_id: number;
  ordinal: number;
  outcome_id: number;
}

export function findPicks(db: Queryable, betIds: readonly number[]): Promise<PickRow[]> {
  return db.query<PickRow>(
    `SELECT bet_id, ordinal, outcome_id FROM jackpot_bet_picks
      WHERE bet_id = ANY($1::bigint[]) ORDER BY bet_id, ordinal, outcome_id`,
    [betIds],
  );
}

export interface BetClose {
  id: number;
  status: 'won' | 'lost';
  returnsMinor: number;
  bestCorrect: number;
}

export async function closeBets(tx: Queryable, closes: readonly BetClose[], at: Date) {
  if (closes.length === 0) return;
  await tx.query(
    `UPDATE jackpot_bets b SET status = x.status, returns_minor = x.returns_minor,
            best_correct = x.best_correct, settled_at = $2
       FROM jsonb_to_recordset($1::jsonb)
            AS x(id bigint, status text, returns_minor bigint, best_correct integer)
      WHERE b.id = x.id AND b.status = 'open'`,
    [
      JSON.stringify(
        closes.map((c) => ({
          id: c.id,
          status: c.status,
          returns_minor: c.returnsMinor,
          best_correct: c.bestCorrect,
        })),
      ),
      at,
    ],
  );
}

export interface NewSettlement {
  roundId: number;
  currency: string;
  stakesMinor: number;
  houseMinor: number;
  rolloverInMinor: number;
  rolloverOutMinor: number;
  paidMinor: number;
  tiers: unknown;
  ledgerTransactionId: number | null;
  at: Date;
}

/** Records a round's settlement in a currency; the primary key refuses a second one. */
export async function insertSettlement(tx: Queryable, s: NewSettlement): Promise<void> {
  await tx.query(
    `INSERT INTO jackpot_settlements (round_id, currency, stakes_minor, house_minor,
       rollover_in_minor, rollover_out_minor, paid_minor, tiers, ledger_transaction_id, settled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10)`,
    [
      s.roundId,
      s.currency,
      s.stakesMinor,
      s.houseMinor,
      s.rolloverInMinor,
      s.rolloverOutMinor,
      s.paidMinor,
      JSON.stringify(s.tiers),
      s.ledgerTransactionId,
      s.at,
    ],
  );
}
