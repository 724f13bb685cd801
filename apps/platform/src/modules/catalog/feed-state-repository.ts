import type { ClockStatus, CricketOutcome, FeedEventStatus, PeriodScore } from '@touchline/betting';
import type { SimMarketStatus, SimOutcomeResult } from '@touchline/simulator';
import type { Queryable } from '../../db/database';

/**
 * The catalog's write API for the feed: the rows a feed step reads and writes (events' in-play
 * state, markets, outcomes), loaded and saved in bulk, so a step costs a handful of statements
 * whatever its size. The catalog owns these tables; the feed decides what moves (the card upsert
 * is `upsertCard` in card-repository.ts).
 */

export interface EventStateRow {
  id: number;
  status: FeedEventStatus;
  sport_id: number;
  feed_code: string;
  clock: { minutes: number; status: ClockStatus } | null;
  scores_per_period: PeriodScore[];
  cricket_outcomes: CricketOutcome[];
  current_period: string | null;
  current_period_abbreviation: string | null;
  current_period_number: number | null;
  live_open_market_count: number | null;
  went_live_at: Date | string | null;
  finished_at: Date | string | null;
}

export async function loadEvents(tx: Queryable, ids: readonly number[]): Promise<EventStateRow[]> {
  if (ids.length === 0) return [];
  return tx.query<EventStateRow>(
    `SELECT id, status, sport_id, feed_code, clock, scores_per_period, cricket_outcomes,
            current_period, current_period_abbreviation, current_period_number,
            live_open_market_count, went_live_at, finished_at
       FROM events WHERE id = ANY($1::bigint[])`,
    [ids],
  );
}

/** Writes the in-play state and status of events (only these columns). */
export async function saveEvents(tx: Queryable, rows: readonly EventStateRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `UPDATE events e
        SET status = x.status, clock = x.clock, scores_per_period = x.scores_per_period,
            cricket_outcomes = x.cricket_outcomes, current_period = x.current_period,
            current_period_abbreviation = x.current_period_abbreviation,
            current_period_number = x.current_period_number,
            live_open_market_count = x.live_open_market_count,
            went_live_at = x.went_live_at, finished_at = x.finished_at, updated_at = now()
       FROM jsonb_to_recordset($1::jsonb) AS x(
              id bigint, status text, clock jsonb, scores_per_period jsonb, cricket_outcomes jsonb,
              current_period text, current_period_abbreviation text, current_period_number int,
              live_open_market_count int, went_live_at timestamptz, finished_at timestamptz)
      WHERE e.id = x.id`,
    [JSON.stringify(rows)],
  );
}

export interface OutcomeStateRow {
  id: number;
  description: string;
  ordinalPosition: number;
  opponentId: number | null;
  hidden: boolean;
  price: number;
  spread: number | null;
  spread2: number | null;
  prevPrice: number | null;
  prevPrevPrice: number | null;
  priceVersion: number;
  result: SimOutcomeResult | null;
  deadHeat: { tiedFor: number; places: number } | null;
}

export interface MarketStateRow {
  id: number;
  event_id: number;
  market_type_id: number;
  description: string;
  period_id: number;
  status: SimMarketStatus;
  sort_order: number;
  /** The market's feed: its own feed id, else its event's feed code. */
  feed_id: string;
  style: string;
  instance: number | null;
  opponent_id: number | null;
  player_name: string | null;
  team_name: string | null;
  cutoff_time: Date | string | null;
  place_terms: string | null;
  places: number | null;
  alert_suspended: boolean;
  outcomes: OutcomeStateRow[];
}

const MARKET_SELECT = `
  SELECT m.id, m.event_id, m.market_type_id, m.description, m.period_id, m.status, m.sort_order,
         coalesce(m.feed_id, e.feed_code) AS feed_id, m.style, m.instance, m.opponent_id,
         m.player_name, m.team_name, m.cutoff_time, m.place_terms, m.places, m.alert_suspended
    FROM markets m JOIN events e ON e.id = m.event_id`;

type MarketOnlyRow = Omit<MarketStateRow, 'outcomes'>;

interface OutcomeSqlRow {
  id: number;
  market_id: number;
  description: string;
  ordinal_position: number;
  opponent_id: number | null;
  hidden: boolean;
  price: number;
  spread: number | null;
  spread2: number | null;
  prev_price: number | null;
  prev_prev_price: number | null;
  price_version: number;
  result: OutcomeStateRow['result'];
  dead_heat: OutcomeStateRow['deadHeat'];
}

/** Markets with their outcomes: two flat statements (cheaper than aggregating per market). */
async function withOutcomes(tx: Queryable, markets: MarketOnlyRow[]): Promise<MarketStateRow[]> {
  if (markets.length === 0) return [];
  const outcomes = await tx.query<OutcomeSqlRow>(
    `SELECT id, market_id, description, ordinal_position, opponent_id, hidden,
            price::float8 AS price, spread::float8 AS spread, spread2::float8 AS spread2,
            prev_price::float8 AS prev_price, prev_prev_price::float8 AS prev_prev_price,
            price_version, result, dead_heat
       FROM outcomes WHERE market_id = ANY($1::bigint[])
      ORDER BY market_id, ordinal_position, id`,
    [markets.map((m) => m.id)],
  );
  const byMarket = new Map<number, OutcomeStateRow[]>();
  for (const o of outcomes) {
    let list = byMarket.get(o.market_id);
    if (!list) byMarket.set(o.market_id, (list = []));
    list.push({
      id: o.id,
      description: o.description,
      ordinalPosition: o.ordinal_position,
      opponentId: o.opponent_id,
      hidden: o.hidden,
      price: o.price,
      spread: o.spread,
      spread2: o.spread2,
      prevPrice: o.prev_price,
      prevPrevPrice: o.prev_prev_price,
      priceVersion: o.price_version,
      result: o.result,
      deadHeat: o.dead_heat,
    });
  }
  return markets.map((m) => ({ ...m, outcomes: byMarket.get(m.id) ?? [] }));
}

export async function loadMarketsById(
  tx: Queryable,
  ids: readonly number[],
): Promise<MarketStateRow[]> {
  if (ids.length === 0) return [];
  const markets = await tx.query<MarketOnlyRow>(`${MARKET_SELECT} WHERE m.id = ANY($1::bigint[])`, [
    ids,
  ]);
  return withOutcomes(tx, markets);
}

export async function loadMarketsOfEvents(
  tx: Queryable,
  eventIds: readonly number[],
): Promise<MarketStateRow[]> {
  if (eventIds.length === 0) return [];
  const markets = await tx.query<MarketOnlyRow>(
    `${MARKET_SELECT} WHERE m.event_id = ANY($1::bigint[])`,
    [eventIds],
  );
  return withOutcomes(tx, markets);
}

/** spec betting-domain §4: the markets of a feed (a feed alert acts on all of them). */
export async function loadMarketsOfFeed(
  tx: Queryable,
  feedCode: string,
): Promise<MarketStateRow[]> {
  const markets = await tx.query<MarketOnlyRow>(
    `${MARKET_SELECT} WHERE coalesce(m.feed_id, e.feed_code) = $1
        AND m.status IN ('open', 'suspended')`,
    [feedCode],
  );
  return withOutcomes(tx, markets);
}

/**
 * Upserts markets and their outcomes, whole rows as held by the ingest. A market's sort order is
 * kept once set (the card owns it); new in-play markets sort after the card's.
 */
export async function saveMarkets(tx: Queryable, rows: readonly MarketStateRow[]): Promise<void> {
  if (rows.length === 0) return;
  const markets = rows.map(({ outcomes: _outcomes, ...market }) => market);
  await tx.query(
    `INSERT INTO markets (id, event_id, market_type_id, description, period_id, status, sort_order,
                          feed_id, style, instance, opponent_id, player_name, team_name,
                          cutoff_time, place_terms, places, alert_suspended, updated_at)
     SELECT id, event_id, market_type_id, description, period_id, status, sort_order, feed_id,
            style, instance, opponent_id, player_name, team_name, cutoff_time, place_terms,
            places, alert_suspended, now()
       FROM jsonb_to_recordset($1::jsonb) AS x(
              id bigint, event_id bigint, market_type_id int, description text, period_id int,
              status text, sort_order int, feed_id text, style text, instance int,
              opponent_id bigint, player_name text, team_name text, cutoff_time timestamptz,
              place_terms text, places int, alert_suspended boolean)
     ON CONFLICT (id) DO UPDATE SET market_type_id = EXCLUDED.market_type_id,
       description = EXCLUDED.description, period_id = EXCLUDED.period_id,
       status = EXCLUDED.status, feed_id = EXCLUDED.feed_id, style = EXCLUDED.style,
       instance = EXCLUDED.instance, opponent_id = EXCLUDED.opponent_id,
       player_name = EXCLUDED.player_name, team_name = EXCLUDED.team_name,
       cutoff_time = EXCLUDED.cutoff_time, place_terms = EXCLUDED.place_terms,
       places = EXCLUDED.places, alert_suspended = EXCLUDED.alert_suspended,
       updated_at = EXCLUDED.updated_at`,
    [JSON.stringify(markets)],
  );
  const outcomes = rows.flatMap((m) =>
    m.outcomes.map((o) => ({
      id: o.id,
      market_id: m.id,
      description: o.description,
      ordinal_position: o.ordinalPosition,
      opponent_id: o.opponentId,
      hidden: o.hidden,
      price: o.price,
      spread: o.spread,
      spread2: o.spread2,
      prev_price: o.prevPrice,
      prev_prev_price: o.prevPrevPrice,
      price_version: o.priceVersion,
      result: o.result,
      dead_heat: o.deadHeat,
    })),
  );
  if (outcomes.length === 0) return;
  await tx.query(
    `INSERT INTO outcomes (id, market_id, description, ordinal_position, opponent_id, hidden, price,
                           spread, spread2, prev_price, prev_prev_price, price_version, result,
                           dead_heat)
     SELECT id, market_id, description, ordinal_position, opponent_id, hidden, price, spread,
            spread2, prev_price, prev_prev_price, price_version, result, dead_heat
       FROM jsonb_to_recordset($1::jsonb) AS x(
              id bigint, market_id bigint, description text, ordinal_position int,
              opponent_id bigint, hidden boolean, price numeric, spread numeric, spread2 numeric,
              prev_price numeric, prev_prev_price numeric, price_version int, result text,
              dead_heat jsonb)
     ON CONFLICT (id) DO UPDATE SET description = EXCLUDED.description,
       ordinal_position = EXCLUDED.ordinal_position, opponent_id = EXCLUDED.opponent_id,
       hidden = EXCLUDED.hidden, price = EXCLUDED.price, spread = EXCLUDED.spread,
       spread2 = EXCLUDED.spread2, prev_price = EXCLUDED.prev_price,
       prev_prev_price = EXCLUDED.prev_prev_price, price_version = EXCLUDED.price_version,
       result = EXCLUDED.result, dead_heat = EXCLUDED.dead_heat`,
    [JSON.stringify(outcomes)],
  );
}

/** Writes the status (and alert flag) of markets that otherwise did not change. */
export async function saveMarketStates(
  tx: Queryable,
  rows: readonly Pick<MarketStateRow, 'id' | 'status' | 'alert_suspended'>[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    // A market leaving 'open' counts one more suspension (in-play acceptance reads it).
    `UPDATE markets m SET status = x.status, alert_suspended = x.alert_suspended, updated_at = now(),
            suspension_seq = m.suspension_seq
              + CASE WHEN m.status = 'open' AND x.status <> 'open' THEN 1 ELSE 0 END
       FROM unnest($1::bigint[], $2::text[], $3::boolean[]) AS x(id, status, alert_suspended)
      WHERE m.id = x.id`,
    [rows.map((r) => r.id), rows.map((r) => r.status), rows.map((r) => r.alert_suspended)],
  );
}

/** Writes the feed-moved fields of outcomes (price slots, hidden, result). */
export async function saveOutcomeStates(
  tx: Queryable,
  rows: readonly OutcomeStateRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `UPDATE outcomes o
        SET hidden = x.hidden, price = x.price, spread = x.spread, spread2 = x.spread2,
            prev_price = x.prev_price, prev_prev_price = x.prev_prev_price,
            price_version = x.price_version, result = x.result, dead_heat = x.dead_heat
       FROM unnest($1::bigint[], $2::boolean[], $3::numeric[], $4::numeric[], $5::numeric[],
                   $6::numeric[], $7::numeric[], $8::int[], $9::text[], $10::jsonb[])
         AS x(id, hidden, price, spread, spread2, prev_price, prev_prev_price, price_version,
              result, dead_heat)
      WHERE o.id = x.id`,
    [
      rows.map((r) => r.id),
      rows.map((r) => r.hidden),
      rows.map((r) => r.price),
      rows.map((r) => r.spread),
      rows.map((r) => r.spread2),
      rows.map((r) => r.prevPrice),
      rows.map((r) => r.prevPrevPrice),
      rows.map((r) => r.priceVersion),
      rows.map((r) => r.result),
      rows.map((r) => (r.deadHeat ? JSON.stringify(r.deadHeat) : null)),
    ],
  );
}
