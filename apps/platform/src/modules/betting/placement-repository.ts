import type { Queryable } from '../../db/database';
import type { BookStateRow } from '../catalog';
import { HOUSE_ACCOUNTS, PLAYER_ACCOUNTS, type WalletAccountRow } from '../wallet';
import type { BetslipRow } from './repository';

/**
 * A placement in two statements (docs/decisions.md "Placement in two statements"): one read of
 * everything it is decided on, one call of `place_betslips` (migration 0020) applying the
 * decision if nothing it read has changed; both in batches (placement-batch.ts). This read spans the betting, catalog and wallet tables on
 * purpose — one round trip instead of thirteen — and hands each module's rows to its own rule
 * (identity `assertMayBetOn`, catalog `bookRecordsOf`, wallet `stakeWalletOf`).
 */
export interface PlacementFacts {
  /** A slip already placed with this request uuid (its answer is replayed). */
  existing: BetslipRow | null;
  /** identity's may-bet facts: the player's status (null: none) and exclusions in force. */
  player_status: string | null;
  exclusions: { kind: 'time_out' | 'self_exclusion'; ends_at: string | null }[];
  book: BookStateRow[];
  /** md5 of the book's JSON text: `place_betslips` compares it with the book then. */
  book_digest: string;
  accounts: WalletAccountRow[];
  state: { unwagered_deposits_minor: number; bonus_left_to_wager_minor: number } | null;
  held_account_id: number | null;
  /** Ids drawn for the slip and its bets (unused ones are gaps in the sequences). */
  betslip_id: number;
  bet_ids: number[];
}

const PART_NAMES = Object.values(PLAYER_ACCOUNTS);

/** What one placement's facts are read for. */
export interface FactsQuery {
  uuid: string;
  playerId: number;
  currency: string;
  outcomeIds: readonly number[];
  /** How many bet ids to draw: at most one bet per line of the request. */
  lines: number;
  now: Date;
}

/**
 * The facts of many placements in one statement (docs/decisions.md "Placements in batches"), in
 * the queries' order; one query is the same statement with one item.
 */
export async function readPlacementFactsOf(
  db: Queryable,
  queries: readonly FactsQuery[],
): Promise<PlacementFacts[]> {
  const items = queries.map((q, i) => ({
    i: i + 1,
    uuid: q.uuid,
    player_id: q.playerId,
    currency: q.currency,
    outcome_ids: q.outcomeIds,
    lines: Math.max(1, q.lines),
    now: q.now.toISOString(),
  }));
  const rows = await db.query<PlacementFacts & { i: number }>(
    `WITH q AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS q(i int, uuid uuid, player_id bigint,
                                                      currency text, outcome_ids jsonb,
                                                      lines int, now timestamptz)),
     -- The batch's book read once; each slip's is its outcomes' rows of it, in the same order,
     -- so its digest is the one book_state gives for its outcomes alone (as place_betslips
     -- computes it).
     whole AS (
       SELECT book_state(ARRAY(SELECT DISTINCT jsonb_array_elements_text(q.outcome_ids)::bigint
                                 FROM q), false) AS rows)
     SELECT q.i,
       (SELECT to_jsonb(s) FROM (
          SELECT id, player_id, currency, reference, acceptance, accept_at, rejection, answer,
                 request_hash
            FROM betslips WHERE request_uuid = q.uuid) s) AS existing,
       (SELECT status FROM players WHERE id = q.player_id) AS player_status,
       (SELECT coalesce(jsonb_agg(jsonb_build_object('kind', kind, 'ends_at', ends_at)), '[]')
          FROM rg_exclusions
         WHERE player_id = q.player_id AND starts_at <= q.now
           AND (ends_at IS NULL OR ends_at > q.now)) AS exclusions,
       book.rows AS book, md5(book.rows::text) AS book_digest,
       (SELECT coalesce(jsonb_agg(jsonb_build_object('account_id', a.id, 'name', a.name,
                                                     'balance_minor', b.balance_minor)), '[]')
          FROM ledger_accounts a JOIN ledger_balances b ON b.account_id = a.id
         WHERE a.player_id = q.player_id AND a.currency = q.currency
           AND a.name = ANY($2::text[])) AS accounts,
       (SELECT to_jsonb(w) FROM (
          SELECT unwagered_deposits_minor, bonus_left_to_wager_minor
            FROM wallet_states WHERE player_id = q.player_id AND currency = q.currency) w) AS state,
       (SELECT id FROM ledger_accounts
         WHERE player_id IS NULL AND name = $3 AND currency = q.currency) AS held_account_id,
       nextval('betslips_id_seq') AS betslip_id,
       (SELECT jsonb_agg(nextval('bets_id_seq')) FROM generate_series(1, q.lines)) AS bet_ids
     FROM q
     CROSS JOIN LATERAL (
       SELECT coalesce(jsonb_agg(r.v ORDER BY r.n), '[]'::jsonb) AS rows
         FROM whole, jsonb_array_elements(whole.rows) WITH ORDINALITY AS r(v, n)
        WHERE r.v->'outcome_id' IN (SELECT jsonb_array_elements(q.outcome_ids))) book
     ORDER BY q.i`,
    [JSON.stringify(items), PART_NAMES, HOUSE_ACCOUNTS.betsHeld],
  );
  if (rows.length !== queries.length)
    throw new Error('placement facts: one row per query expected');
  return rows;
}

/** A decided placement as `place_betslips` applies it (migrations 0014 and 0020). */
export interface PlacementWrite {
  playerId: number;
  outcomeIds: readonly number[];
  bookDigest: string;
  counters: { u: number; b: number };
  balances: readonly { id: number; m: number }[];
  postings: readonly {
    kind: string;
    reference: string;
    role: 'cash' | 'free' | null;
    entries: readonly { a: number; m: number }[];
  }[];
  nextCounters: { u: number; b: number };
  at: string;
  betslip: {
    id: number;
    uuid: string;
    reference: string;
    origin_id: string;
    user_accept_odds: 'D' | 'A';
    currency: string;
    total_stake_minor: number;
    potential_returns_minor: number;
    free_money_stake_minor: number;
    request_hash: string;
    acceptance: 'accepted' | 'pending';
    accept_at: string | null;
  };
  bets: readonly {
    id: number;
    ref: string;
    bet_type_id: number;
    description: string;
    currency: string;
    each_way: boolean;
    no_of_bets: number;
    unit_stake_minor: number;
    total_stake_minor: number;
    free_money_stake_minor: number;
    potential_returns_minor: number;
    potential_place_win_minor: number;
    extra_winnings_minor: number;
    status: 'open' | 'pending';
  }[];
  legs: readonly {
    bet_id: number;
    leg_no: number;
    outcome_id: number;
    market_id: number;
    event_id: number;
    price: string;
    place_terms: string | null;
    market_suspension_seq: number | null;
  }[];
  answer: unknown;
}

/** 'placed', or what changed since the placement was decided (nothing written then). */
export type PlacementOutcome = 'placed' | 'book' | 'wallet';
