import type { Queryable } from '../../db/database';
import type { BookStateRow } from '../catalog';
import { HOUSE_ACCOUNTS, PLAYER_ACCOUNTS, type WalletAccountRow } from '../wallet';
import type { BetslipRow } from './repository';

/**
 * A placement in two statements (docs/decisions.md "Placement in two statements"): one read of
 * everything it is decided on, one call of `place_betslip` (migration 0014) applying the decision
 * if nothing it read has changed. This read spans the betting, catalog and wallet tables on
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
  /** md5 of the book's JSON text: `place_betslip` compares it with the book then. */
  book_digest: string;
  accounts: WalletAccountRow[];
  state: { unwagered_deposits_minor: number; bonus_left_to_wager_minor: number } | null;
  held_account_id: number | null;
  /** Ids drawn for the slip and its bets (unused ones are gaps in the sequences). */
  betslip_id: number;
  bet_ids: number[];
}

const PART_NAMES = Object.values(PLAYER_ACCOUNTS);

export async function readPlacementFacts(
  db: Queryable,
  q: {
    uuid: string;
    playerId: number;
    currency: string;
    outcomeIds: readonly number[];
    /** How many bet ids to draw: at most one bet per line of the request. */
    lines: number;
    now: Date;
  },
): Promise<PlacementFacts> {
  const [row] = await db.query<PlacementFacts>(
    `WITH book AS (SELECT book_state($1::bigint[], false) AS rows)
     SELECT
       (SELECT to_jsonb(s) FROM (
          SELECT id, player_id, currency, reference, acceptance, accept_at, rejection, answer,
                 request_hash
            FROM betslips WHERE request_uuid = $2) s) AS existing,
       (SELECT status FROM players WHERE id = $3) AS player_status,
       (SELECT coalesce(jsonb_agg(jsonb_build_object('kind', kind, 'ends_at', ends_at)), '[]')
          FROM rg_exclusions
         WHERE player_id = $3 AND starts_at <= $8 AND (ends_at IS NULL OR ends_at > $8))
         AS exclusions,
       book.rows AS book, md5(book.rows::text) AS book_digest,
       (SELECT coalesce(jsonb_agg(jsonb_build_object('account_id', a.id, 'name', a.name,
                                                     'balance_minor', b.balance_minor)), '[]')
          FROM ledger_accounts a JOIN ledger_balances b ON b.account_id = a.id
         WHERE a.player_id = $3 AND a.currency = $4 AND a.name = ANY($5::text[])) AS accounts,
       (SELECT to_jsonb(w) FROM (
          SELECT unwagered_deposits_minor, bonus_left_to_wager_minor
            FROM wallet_states WHERE player_id = $3 AND currency = $4) w) AS state,
       (SELECT id FROM ledger_accounts
         WHERE player_id IS NULL AND name = $6 AND currency = $4) AS held_account_id,
       nextval('betslips_id_seq') AS betslip_id,
       (SELECT jsonb_agg(nextval('bets_id_seq'))
          FROM generate_series(1, $7::int)) AS bet_ids
     FROM book`,
    [
      q.outcomeIds,
      q.uuid,
      q.playerId,
      q.currency,
      PART_NAMES,
      HOUSE_ACCOUNTS.betsHeld,
      Math.max(1, q.lines),
      q.now,
    ],
  );
  if (!row) throw new Error('placement facts returned nothing');
  return row;
}

/** The decided placement `place_betslip` applies (see migration 0014 for each field). */
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

export async function applyPlacement(
  db: Queryable,
  write: PlacementWrite,
): Promise<PlacementOutcome> {
  const [row] = await db.query<{ outcome: PlacementOutcome }>(
    'SELECT place_betslip($1::jsonb) AS outcome',
    [JSON.stringify(write)],
  );
  if (!row) throw new Error('place_betslip returned nothing');
  return row.outcome;
}
