import type { SimEventPathKind } from '@touchline/simulator';
import type { Queryable } from '../../db/database';

/**
 * Catalogue reads. A page of events is ONE statement: the page's events (path trail, counts),
 * the total, and, when asked, the page's markets with their outcomes, built by Postgres as one
 * JSON text. One round trip and one field to decode instead of hundreds of row fields (PGlite
 * decodes every field in JavaScript; a page read this way costs a third). Filters are assembled
 * from the parts a query uses, so every statement is planned for its real shape.
 */

/** Statuses a listing may show (spec betting-domain §4/§7: closed, settled, resulted never). */
export type ListedStatus = 'open' | 'suspended' | 'lts';

export interface EventRow {
  id: number;
  description: string;
  slug: string;
  start_time: string;
  status: 'scheduled' | 'live' | 'finished' | 'cancelled';
  sport_id: number;
  sport_code: string | null;
  sport_description: string;
  sport_slug: string;
  country_id: number | null;
  /** country for a country-grouped sport, category otherwise (event-path kinds). */
  country_kind: SimEventPathKind | null;
  country_description: string | null;
  country_slug: string | null;
  league_id: number | null;
  league_kind: SimEventPathKind | null;
  league_description: string | null;
  league_slug: string | null;
  feed_code: string;
  opponents: { id: number; description: string; position: 'HOME' | 'AWAY' }[];
  event_type: 'GAMEEVENT' | 'RANKEVENT';
  is_outright: boolean;
  sport_group: 'REGULAR' | 'ESPORTS';
  clock: { minutes: number; status: string } | null;
  scores_per_period: {
    opponentId: number;
    periodInstance: number;
    periodKey: string;
    score: number;
  }[];
  cricket_outcomes: { over: number; ball: number; outcome: string }[];
  current_period: string | null;
  current_period_abbreviation: string | null;
  current_period_number: number | null;
  went_live_at: string | null;
  finished_at: string | null;
  live_open_market_count: number | null;
  /** Open or suspended markets with a visible outcome. */
  market_count: number;
  open_market_count: number;
}

/** Which events a listing holds (every part optional; absent parts do not filter). */
export interface EventFilter {
  readonly ids?: readonly number[] | null;
  readonly pathIds?: readonly number[] | null;
  readonly sportIds?: readonly number[] | null;
  readonly sportGroups?: readonly string[] | null;
  readonly eventTypes?: readonly string[] | null;
  readonly from?: Date | null;
  readonly to?: Date | null;
  /** Events in play (status live). */
  readonly live: boolean;
  /** Events not started yet (scheduled, kick-off after `now`), up to `preMatchUntil` if set. */
  readonly preMatch: boolean;
  readonly preMatchUntil?: Date | null;
  readonly now: Date;
  /** Events in any status (one event by id): `live` and `preMatch` are then not read. */
  readonly anyStatus?: boolean;
  /** Only events with at least one market in one of these statuses. */
  readonly withMarketIn?: readonly ListedStatus[] | null;
}

export interface PageRequest {
  readonly limit: number;
  readonly offset: number;
  /** 'start': kick-off; 'path': sport, country, league order (the tree's), then kick-off. */
  readonly order: 'start' | 'path';
}

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function whereClause(f: EventFilter, p: Params): string {
  const parts: string[] = ['true'];
  const states: string[] = [];
  if (f.live) states.push(`e.status = 'live'`);
  if (f.preMatch) {
    const until = f.preMatchUntil ? ` AND e.start_time <= ${p.add(f.preMatchUntil)}` : '';
    states.push(`(e.status = 'scheduled' AND e.start_time > ${p.add(f.now)}${until})`);
  }
  if (!f.anyStatus) parts.push(states.length > 0 ? `(${states.join(' OR ')})` : 'false');
  if (f.ids) parts.push(`e.id = ANY(${p.add(f.ids)}::bigint[])`);
  if (f.pathIds) {
    const ids = p.add(f.pathIds);
    parts.push(
      `(e.sport_id = ANY(${ids}::bigint[]) OR e.country_id = ANY(${ids}::bigint[]) OR e.league_id = ANY(${ids}::bigint[]))`,
    );
  }
  if (f.sportIds) parts.push(`e.sport_id = ANY(${p.add(f.sportIds)}::bigint[])`);
  if (f.sportGroups) parts.push(`e.sport_group = ANY(${p.add(f.sportGroups)}::text[])`);
  if (f.eventTypes) parts.push(`e.event_type = ANY(${p.add(f.eventTypes)}::text[])`);
  if (f.from) parts.push(`e.start_time >= ${p.add(f.from)}`);
  if (f.to) parts.push(`e.start_time <= ${p.add(f.to)}`);
  if (f.withMarketIn) {
    parts.push(
      `EXISTS (SELECT 1 FROM markets m WHERE m.event_id = e.id AND m.status = ANY(${p.add(f.withMarketIn)}::text[]))`,
    );
  }
  return parts.join('\n AND ');
}

const ORDER = {
  start: { joins: '', keys: 'e.start_time, e.id' },
  path: {
    joins: `JOIN event_paths sps ON sps.id = e.sport_id
            LEFT JOIN event_paths cos ON cos.id = e.country_id
            LEFT JOIN event_paths lgs ON lgs.id = e.league_id`,
    keys: 'sps.sort_order, cos.sort_order, lgs.sort_order, e.start_time, e.id',
  },
} as const;

/**
 * An event's offered markets (open or suspended, not all outcomes hidden: spec §4 removes those)
 * and how many of them are open.
 */
const MARKET_COUNTS = `
  SELECT count(*)::int AS market_count,
         count(*) FILTER (WHERE m.status = 'open')::int AS open_market_count
    FROM markets m
   WHERE m.event_id = e.id AND m.status IN ('open', 'suspended')
     AND EXISTS (SELECT 1 FROM outcomes o WHERE o.market_id = m.id AND NOT o.hidden)`;

const EVENT_COLUMNS = `e.id, e.description, e.slug, e.start_time, e.status, e.sport_id,
       sp.code AS sport_code, sp.description AS sport_description, sp.slug AS sport_slug,
       co.id AS country_id, co.kind AS country_kind, co.description AS country_description,
       co.slug AS country_slug, lg.id AS league_id, lg.kind AS league_kind,
       lg.description AS league_description, lg.slug AS league_slug,
       e.feed_code, e.opponents, e.event_type, e.is_outright, e.sport_group, e.clock,
       e.scores_per_period, e.cricket_outcomes, e.current_period,
       e.current_period_abbreviation, e.current_period_number, e.went_live_at,
       e.finished_at, e.live_open_market_count, mc.market_count, mc.open_market_count`;

const EVENT_JOINS = `JOIN event_paths sp ON sp.id = e.sport_id
       LEFT JOIN event_paths co ON co.id = e.country_id
       LEFT JOIN event_paths lg ON lg.id = e.league_id
       CROSS JOIN LATERAL (${MARKET_COUNTS}) mc`;

export interface OutcomeRow {
  id: number;
  description: string;
  ordinal_position: number;
  opponent_id: number | null;
  hidden: boolean;
  price: number;
  prev_price: number | null;
  prev_prev_price: number | null;
  price_version: number;
  spread: number | null;
  spread2: number | null;
}

export interface MarketRow {
  id: number;
  event_id: number;
  market_type_id: number;
  description: string;
  period_id: number;
  status: ListedStatus | 'closed' | 'settled' | 'resulted';
  /** The market type's rank in its event (spec §9 sorting, marketTypeInfo.ordinalPosition). */
  sort_order: number;
  feed_id: string | null;
  style: string;
  instance: number | null;
  opponent_id: number | null;
  player_name: string | null;
  team_name: string | null;
  cutoff_time: string | null;
  place_terms: string | null;
  places: number | null;
  outcomes: OutcomeRow[];
}

/** The markets (with outcomes, in order) of the events `ids` names, as one JSON array. */
function marketsJson(ids: string, where: string): string {
  return `(SELECT COALESCE(json_agg(x ORDER BY x.event_id, x.id), '[]'::json) FROM (
     SELECT m.id, m.event_id, m.market_type_id, m.description, m.period_id, m.status,
            m.sort_order, m.feed_id, m.style, m.instance, m.opponent_id, m.player_name,
            m.team_name, m.cutoff_time, m.place_terms, m.places,
            (SELECT COALESCE(json_agg(y ORDER BY y.ordinal_position, y.id), '[]'::json) FROM (
               SELECT o.id, o.description, o.ordinal_position, o.opponent_id, o.hidden,
                      o.price::float8 AS price, o.prev_price::float8 AS prev_price,
                      o.prev_prev_price::float8 AS prev_prev_price, o.price_version,
                      o.spread::float8 AS spread, o.spread2::float8 AS spread2
                 FROM outcomes o WHERE o.market_id = m.id) y) AS outcomes
       FROM markets m
      WHERE m.event_id IN (${ids}) ${where}) x)`;
}

/** Which markets a page carries: statuses (closed, settled, resulted never) and market types. */
export interface MarketSelection {
  readonly statuses: readonly ListedStatus[];
  readonly marketTypeIds?: readonly number[] | null;
}

function marketWhere(sel: MarketSelection, p: Params): string {
  const types = sel.marketTypeIds
    ? ` AND m.market_type_id = ANY(${p.add(sel.marketTypeIds)}::int[])`
    : '';
  return `AND m.status = ANY(${p.add(sel.statuses)}::text[])${types}`;
}

/**
 * When (platform clock) a listing of `f` next changes by itself, with no data changing: at the
 * next kick-off of a scheduled event (it stops being pre-match) and, with `preMatchUntil`, when
 * the next event enters that window. NULL when the listing does not depend on time.
 */
function nextChangeSql(f: EventFilter, p: Params): string {
  if (!f.preMatch || f.anyStatus) return 'NULL::timestamptz';
  const now = p.add(f.now);
  const next = `(SELECT min(start_time) FROM events WHERE status = 'scheduled' AND start_time > ${now})`;
  if (!f.preMatchUntil) return next;
  const until = p.add(f.preMatchUntil);
  return `LEAST(${next}, (SELECT min(start_time) FROM events
             WHERE status = 'scheduled' AND start_time > ${until})
           - (${until}::timestamptz - ${now}::timestamptz))`;
}

/** See `nextChangeSql`: the instant as epoch ms, Infinity when time alone changes nothing. */
export async function nextChange(db: Queryable, f: EventFilter): Promise<number> {
  const p = new Params();
  const [row] = await db.query<{ at: Date | string | null }>(
    `SELECT ${nextChangeSql(f, p)} AS at`,
    p.values,
  );
  return row?.at ? new Date(row.at).getTime() : Number.POSITIVE_INFINITY;
}

export interface EventPageRows {
  readonly total: number;
  /** See `nextChangeSql` (ISO instant or null). */
  readonly next_change: string | null;
  readonly events: EventRow[];
  /** The page's markets when asked for (market selection given), else empty. */
  readonly markets: MarketRow[];
}

/**
 * One page of events with their path trail and counts, the number of events matching in all,
 * and (with `markets`) the page's markets: one statement. The page's ids are chosen first
 * (filter, order, limit); only those events are joined to their paths, counted and read.
 */
export async function findEventPage(
  db: Queryable,
  f: EventFilter,
  page: PageRequest,
  markets: MarketSelection | null = null,
): Promise<EventPageRows> {
  const p = new Params();
  const where = whereClause(f, p);
  const order = ORDER[page.order];
  const limit = p.add(page.limit);
  const offset = p.add(page.offset);
  const marketPart = markets
    ? marketsJson('SELECT id FROM page', marketWhere(markets, p))
    : `'[]'::json`;
  const [row] = await db.query<{ page: string }>(
    `WITH matched AS (
       SELECT e.id, row_number() OVER (ORDER BY ${order.keys}) AS ord
         FROM events e ${order.joins}
        WHERE ${where}
     ), page AS (
       SELECT id, ord FROM matched ORDER BY ord LIMIT ${limit} OFFSET ${offset}
     )
     SELECT json_build_object(
       'total', (SELECT count(*) FROM matched),
       'events', (SELECT COALESCE(json_agg(x ORDER BY x.ord), '[]'::json) FROM (
          SELECT page.ord, ${EVENT_COLUMNS}
            FROM page JOIN events e ON e.id = page.id
            ${EVENT_JOINS}) x),
       'markets', ${marketPart},
       'next_change', ${nextChangeSql(f, p)}
     )::text AS page`,
    p.values,
  );
  return JSON.parse(
    row?.page ?? '{"total":0,"events":[],"markets":[],"next_change":null}',
  ) as EventPageRows;
}

/** One event (any status) with, when asked, its markets: one statement; undefined if unknown. */
export async function findEvent(
  db: Queryable,
  id: number,
  markets: MarketSelection | null,
): Promise<{ event: EventRow; markets: MarketRow[] } | undefined> {
  const found = await findEventPage(
    db,
    { ids: [id], anyStatus: true, live: false, preMatch: false, now: new Date(0) },
    { limit: 1, offset: 0, order: 'start' },
    markets,
  );
  const [event] = found.events;
  return event ? { event, markets: found.markets } : undefined;
}

/** One market with its outcomes, whatever its status (the caller decides what it may show). */
export async function findMarket(db: Queryable, marketId: number): Promise<MarketRow | undefined> {
  const [row] = await db.query<{ markets: string }>(
    `SELECT ${marketsJson('SELECT event_id FROM markets WHERE id = $1', 'AND m.id = $1')}::text AS markets`,
    [marketId],
  );
  const [market] = JSON.parse(row?.markets ?? '[]') as MarketRow[];
  return market;
}

/** Sports and their event counts for a filter (the live menu), in catalogue order. */
export async function countEventsBySport(
  db: Queryable,
  f: EventFilter,
): Promise<{ id: number; code: string | null; description: string; n: number }[]> {
  const p = new Params();
  return db.query(
    `SELECT sp.id, sp.code, sp.description, c.n
       FROM (SELECT e.sport_id, count(*)::int AS n FROM events e WHERE ${whereClause(f, p)}
              GROUP BY e.sport_id) c
       JOIN event_paths sp ON sp.id = c.sport_id
      ORDER BY sp.sort_order, sp.id`,
    p.values,
  );
}

// ---------------------------------------------------------------------------------------------
// Event path tree
// ---------------------------------------------------------------------------------------------

export interface PathRow {
  id: number;
  parent_id: number | null;
  kind: SimEventPathKind;
  description: string;
  slug: string;
  code: string | null;
  sort_order: number;
  sport_group: 'REGULAR' | 'ESPORTS';
}

/** Event counts per (sport, country, league) for a filter. */
export async function countEventsByPath(
  db: Queryable,
  f: EventFilter,
): Promise<{ sport_id: number; country_id: number | null; league_id: number | null; n: number }[]> {
  const p = new Params();
  return db.query(
    `SELECT e.sport_id, e.country_id, e.league_id, count(*)::int AS n
       FROM events e
      WHERE ${whereClause(f, p)}
      GROUP BY e.sport_id, e.country_id, e.league_id`,
    p.values,
  );
}

export async function findPaths(db: Queryable, ids: readonly number[]): Promise<PathRow[]> {
  if (ids.length === 0) return [];
  return db.query<PathRow>(
    `SELECT id, parent_id, kind, description, slug, code, sort_order, sport_group
       FROM event_paths WHERE id = ANY($1::bigint[])
      ORDER BY sort_order, id`,
    [ids],
  );
}

/** Market types offered (open or suspended) by the filtered events, per sport. */
export async function countMarketTypesBySport(
  db: Queryable,
  f: EventFilter,
): Promise<{ sport_id: number; market_type_id: number; description: string; n: number }[]> {
  const p = new Params();
  return db.query(
    `SELECT e.sport_id, m.market_type_id, min(m.description) AS description,
            count(DISTINCT e.id)::int AS n
       FROM events e
       JOIN markets m ON m.event_id = e.id AND m.status IN ('open', 'suspended')
      WHERE ${whereClause(f, p)}
      GROUP BY e.sport_id, m.market_type_id
      ORDER BY e.sport_id, min(m.sort_order), m.market_type_id`,
    p.values,
  );
}

/** An event's open or suspended markets of some market types (power odds, shell §7). */
export async function findPowerOddsMarkets(
  db: Queryable,
  eventId: number,
  marketTypeIds: readonly number[],
): Promise<{ id: number; market_type_id: number }[]> {
  return db.query(
    `SELECT id, market_type_id FROM markets
      WHERE event_id = $1 AND market_type_id = ANY($2::int[]) AND status IN ('open', 'suspended')
      ORDER BY sort_order, id`,
    [eventId, marketTypeIds],
  );
}
