import type { Queryable } from '../../db/database';
import type { ScoreboardSource } from '../catalog';
import type { LegState } from './bet-legs';
import type { SlipStateRow } from './in-play';
import { LEG_STATE_COLUMNS, LEG_STATE_JOINS } from './closing-repository';

export interface BetslipRow extends SlipStateRow {
  request_hash: string;
}

export interface NewBetslip {
  uuid: string;
  playerId: number;
  reference: string;
  originId: string;
  userAcceptOdds: 'D' | 'A';
  currency: string;
  totalStakeMinor: number;
  potentialReturnsMinor: number;
  ledgerTransactionId: number;
  freeMoneyTransactionId: number | null;
  freeMoneyStakeMinor: number;
  requestHash: string;
  /** In play: the slip waits until acceptAt; otherwise it is accepted at once. */
  acceptAt: Date | null;
}

export async function insertBetslip(tx: Queryable, b: NewBetslip): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO betslips (request_uuid, player_id, reference, origin_id, user_accept_odds, currency,
                           total_stake_minor, potential_returns_minor, ledger_transaction_id,
                           free_money_transaction_id, free_money_stake_minor, request_hash,
                           acceptance, accept_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [
      b.uuid,
      b.playerId,
      b.reference,
      b.originId,
      b.userAcceptOdds,
      b.currency,
      b.totalStakeMinor,
      b.potentialReturnsMinor,
      b.ledgerTransactionId,
      b.freeMoneyTransactionId,
      b.freeMoneyStakeMinor,
      b.requestHash,
      b.acceptAt === null ? 'accepted' : 'pending',
      b.acceptAt,
    ],
  );
  if (!row) throw new Error('betslip insert returned nothing');
  return row.id;
}

export interface NewBet {
  ref: string;
  betTypeId: number;
  description: string;
  currency: string;
  eachWay: boolean;
  noOfBets: number;
  unitStakeMinor: number;
  totalStakeMinor: number;
  freeMoneyStakeMinor: number;
  potentialReturnsMinor: number;
  potentialPlaceWinMinor: number;
  extraWinningsMinor: number;
  legs: {
    outcomeId: number;
    marketId: number;
    eventId: number;
    price: string;
    placeTerms: string | null;
    /** The market's suspension count when the bet was placed (in-play acceptance). */
    marketSuspensionSeq: number | null;
  }[];
}

/** Writes the bets and their legs; answers each bet's id by its ref. */
export async function insertBets(
  tx: Queryable,
  betslipId: number,
  playerId: number,
  bets: readonly NewBet[],
  status: 'open' | 'pending' = 'open',
): Promise<Map<string, number>> {
  const rows = await tx.query<{ id: number; ref: string }>(
    `INSERT INTO bets (betslip_id, player_id, ref, bet_type_id, description, currency, each_way,
                       no_of_bets, unit_stake_minor, total_stake_minor, free_money_stake_minor,
                       potential_returns_minor, potential_place_win_minor, extra_winnings_minor,
                       status)
     SELECT $1, $2, ref, bet_type_id, description, currency, each_way, no_of_bets,
            unit_stake_minor, total_stake_minor, free_money_stake_minor, potential_returns_minor,
            potential_place_win_minor, extra_winnings_minor, $4
       FROM jsonb_to_recordset($3::jsonb) AS x(ref text, bet_type_id int, description text,
            currency text, each_way boolean, no_of_bets int, unit_stake_minor bigint,
            total_stake_minor bigint, free_money_stake_minor bigint, potential_returns_minor bigint,
            potential_place_win_minor bigint, extra_winnings_minor bigint)
     RETURNING id, ref`,
    [
      betslipId,
      playerId,
      JSON.stringify(
        bets.map((b) => ({
          ref: b.ref,
          bet_type_id: b.betTypeId,
          description: b.description,
          currency: b.currency,
          each_way: b.eachWay,
          no_of_bets: b.noOfBets,
          unit_stake_minor: b.unitStakeMinor,
          total_stake_minor: b.totalStakeMinor,
          free_money_stake_minor: b.freeMoneyStakeMinor,
          potential_returns_minor: b.potentialReturnsMinor,
          potential_place_win_minor: b.potentialPlaceWinMinor,
          extra_winnings_minor: b.extraWinningsMinor,
        })),
      ),
      status,
    ],
  );
  const idByRef = new Map(rows.map((r) => [r.ref, Number(r.id)]));
  const legs = bets.flatMap((b) =>
    b.legs.map((l, i) => ({
      bet_id: idByRef.get(b.ref),
      leg_no: i + 1,
      outcome_id: l.outcomeId,
      market_id: l.marketId,
      event_id: l.eventId,
      price: l.price,
      place_terms: l.placeTerms,
      market_suspension_seq: l.marketSuspensionSeq,
    })),
  );
  await tx.query(
    `INSERT INTO bet_legs (bet_id, leg_no, outcome_id, market_id, event_id, price, place_terms,
                           market_suspension_seq)
     SELECT bet_id, leg_no, outcome_id, market_id, event_id, price, place_terms,
            market_suspension_seq
       FROM jsonb_to_recordset($1::jsonb)
         AS x(bet_id bigint, leg_no int, outcome_id bigint, market_id bigint, event_id bigint,
              price numeric, place_terms text, market_suspension_seq int)`,
    [JSON.stringify(legs)],
  );
  return idByRef;
}

export interface BetWithLegRow extends LegState {
  bet_id: number;
  betslip_id: number;
  reference: string;
  origin_id: string;
  user_accept_odds: 'D' | 'A';
  ref: string;
  bet_type_id: number;
  description: string;
  status: 'open' | 'pending' | 'won' | 'lost' | 'void' | 'cashed_out';
  currency: string;
  unit_stake_minor: number;
  total_stake_minor: number;
  potential_returns_minor: number;
  /** The stake as placed, once a partial cash out reduced total_stake_minor (else null). */
  placed_stake_minor: number | null;
  /** What partial cash outs paid so far. */
  cashed_out_minor: number;
  /** The automatic cash-out rule's amount, if the bet has one. */
  auto_threshold_minor: number | null;
  returns_minor: number | null;
  each_way: boolean;
  no_of_bets: number;
  free_money_stake_minor: number;
  potential_place_win_minor: number;
  extra_winnings_minor: number;
  placed_at: Date | string;
  settled_at: Date | string | null;
  /** The leg's result as settled (null while the bet is open). */
  leg_result: BetWithLegRow['outcome_result'];
  outcome_description: string;
  market_description: string;
  event_description: string;
  event_start_time: Date | string;
  event_opponents: ScoreboardSource['opponents'];
  event_clock: ScoreboardSource['clock'];
  event_scores_per_period: ScoreboardSource['scores_per_period'];
}

const BET_WITH_LEGS = `
  SELECT b.id AS bet_id, b.betslip_id, s.reference, s.origin_id, s.user_accept_odds, b.ref,
         b.bet_type_id, b.description, b.status, b.currency, b.unit_stake_minor, b.total_stake_minor,
         b.potential_returns_minor, b.placed_stake_minor, b.cashed_out_minor,
         a.threshold_minor AS auto_threshold_minor,
         b.returns_minor, b.each_way, b.placed_at, b.settled_at,
         b.no_of_bets, b.free_money_stake_minor, b.potential_place_win_minor,
         b.extra_winnings_minor, e.opponents AS event_opponents, e.clock AS event_clock,
         e.scores_per_period AS event_scores_per_period,
         l.result AS leg_result, o.description AS outcome_description,
         m.description AS market_description, e.description AS event_description,
         e.start_time AS event_start_time, ${LEG_STATE_COLUMNS}
    FROM bets b
    JOIN betslips s ON s.id = b.betslip_id
    JOIN bet_legs l ON l.bet_id = b.id
    LEFT JOIN auto_cash_outs a ON a.bet_id = b.id
    ${LEG_STATE_JOINS}`;

export function findBetslipBets(tx: Queryable, betslipId: number): Promise<BetWithLegRow[]> {
  return tx.query<BetWithLegRow>(
    `${BET_WITH_LEGS} WHERE b.betslip_id = $1 ORDER BY b.id, l.leg_no`,
    [betslipId],
  );
}

export function findOpenBets(db: Queryable, playerId: number): Promise<BetWithLegRow[]> {
  return db.query<BetWithLegRow>(
    `${BET_WITH_LEGS} WHERE b.player_id = $1 AND b.status IN ('open', 'pending')
      ORDER BY b.placed_at DESC, b.id DESC, l.leg_no`,
    [playerId],
  );
}

/**
 * One of the player's bets while it is open or awaiting approval (a settled or another player's
 * bet: none).
 */
export function findOpenBet(
  db: Queryable,
  playerId: number,
  betId: number,
): Promise<BetWithLegRow[]> {
  return db.query<BetWithLegRow>(
    `${BET_WITH_LEGS} WHERE b.id = $2 AND b.player_id = $1 AND b.status IN ('open', 'pending')
      ORDER BY l.leg_no`,
    [playerId, betId],
  );
}

/** The player's last `limit` closed bets, newest settlement first. */
export function findSettledBets(
  db: Queryable,
  playerId: number,
  limit: number,
): Promise<BetWithLegRow[]> {
  return db.query<BetWithLegRow>(
    `WITH picked AS (
       SELECT id FROM bets
        WHERE player_id = $1 AND status NOT IN ('open', 'pending', 'rejected')
        ORDER BY settled_at DESC, id DESC LIMIT $2)
     ${BET_WITH_LEGS} JOIN picked ON picked.id = b.id
      ORDER BY b.settled_at DESC, b.id DESC, l.leg_no`,
    [playerId, limit],
  );
}

// Cash out --------------------------------------------------------------------------------------

export interface CashOutRow {
  id: number;
  bet_id: number;
  player_id: number;
  currency: string;
  amount_minor: number;
  request_hash: string;
  kind: 'full' | 'partial';
  remaining_stake_minor: number | null;
}

export async function findCashOutByUuid(tx: Queryable, uuid: string): Promise<CashOutRow | null> {
  const [row] = await tx.query<CashOutRow>(
    `SELECT id, bet_id, player_id, currency, amount_minor, request_hash, kind,
            remaining_stake_minor
       FROM cash_outs WHERE request_uuid = $1`,
    [uuid],
  );
  return row ?? null;
}

export interface NewCashOut {
  uuid: string;
  betId: number;
  playerId: number;
  currency: string;
  requestedMinor: number;
  amountMinor: number;
  requestHash: string;
  ledgerTransactionId: number;
  at: Date;
  kind: 'full' | 'partial';
  source: 'player' | 'auto';
  /** The full offer when it was taken. */
  offerMinor: number;
  /** Partial: the stake released with the part, and the stake left on the bet. */
  releasedStakeMinor: number | null;
  remainingStakeMinor: number | null;
}

/** Records an accepted cash-out (a concurrent request with the same uuid fails on the key). */
export async function insertCashOut(tx: Queryable, c: NewCashOut): Promise<void> {
  await tx.query(
    `INSERT INTO cash_outs (request_uuid, bet_id, player_id, currency, requested_minor, amount_minor,
                            request_hash, ledger_transaction_id, created_at, kind, source,
                            offer_minor, released_stake_minor, remaining_stake_minor)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      c.uuid,
      c.betId,
      c.playerId,
      c.currency,
      c.requestedMinor,
      c.amountMinor,
      c.requestHash,
      c.ledgerTransactionId,
      c.at,
      c.kind,
      c.source,
      c.offerMinor,
      c.releasedStakeMinor,
      c.remainingStakeMinor,
    ],
  );
}

/** The player's open bet id (none: not theirs, or not a bet). */
export async function findPlayerBetStatus(
  db: Queryable,
  playerId: number,
  betId: number,
): Promise<BetWithLegRow['status'] | null> {
  const [row] = await db.query<{ status: BetWithLegRow['status'] }>(
    'SELECT status FROM bets WHERE id = $1 AND player_id = $2',
    [betId, playerId],
  );
  return row?.status ?? null;
}

// Automatic cash out ----------------------------------------------------------------------------

export interface AutoCashOutRow {
  bet_id: number;
  player_id: number;
  currency: string;
  threshold_minor: number;
  created_at: Date | string;
}

const AUTO_COLUMNS = 'bet_id, player_id, currency, threshold_minor, created_at';

/** Sets (or replaces) the rule of one bet. */
export async function upsertAutoCashOut(
  tx: Queryable,
  rule: { betId: number; playerId: number; currency: string; thresholdMinor: number; at: Date },
): Promise<AutoCashOutRow> {
  const [row] = await tx.query<AutoCashOutRow>(
    `INSERT INTO auto_cash_outs (bet_id, player_id, currency, threshold_minor, created_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (bet_id) DO UPDATE
       SET threshold_minor = EXCLUDED.threshold_minor, created_at = EXCLUDED.created_at
     RETURNING ${AUTO_COLUMNS}`,
    [rule.betId, rule.playerId, rule.currency, rule.thresholdMinor, rule.at],
  );
  if (!row) throw new Error('auto cash-out upsert returned nothing');
  return row;
}

/** The player's rule on a bet (another player's: none). `lock` holds it until commit. */
export async function findAutoCashOut(
  tx: Queryable,
  playerId: number,
  betId: number,
  options: { lock?: boolean } = {},
): Promise<AutoCashOutRow | null> {
  const [row] = await tx.query<AutoCashOutRow>(
    `SELECT ${AUTO_COLUMNS} FROM auto_cash_outs WHERE bet_id = $1 AND player_id = $2
     ${options.lock ? 'FOR UPDATE' : ''}`,
    [betId, playerId],
  );
  return row ?? null;
}

export async function deleteAutoCashOut(
  tx: Queryable,
  playerId: number,
  betId: number,
): Promise<AutoCashOutRow | null> {
  const [row] = await tx.query<AutoCashOutRow>(
    `DELETE FROM auto_cash_outs WHERE bet_id = $1 AND player_id = $2 RETURNING ${AUTO_COLUMNS}`,
    [betId, playerId],
  );
  return row ?? null;
}

/** A page of rules on open bets, after `afterBetId` (the evaluator's cursor). */
export function autoCashOutPage(
  db: Queryable,
  afterBetId: number,
  limit: number,
): Promise<AutoCashOutRow[]> {
  return db.query<AutoCashOutRow>(
    `SELECT a.bet_id, a.player_id, a.currency, a.threshold_minor, a.created_at
       FROM auto_cash_outs a JOIN bets b ON b.id = a.bet_id
      WHERE b.status = 'open' AND a.bet_id > $1
      ORDER BY a.bet_id LIMIT $2`,
    [afterBetId, limit],
  );
}
