import type { SimCard, SimEvent, SimEventPath, SimMarket } from '@touchline/simulator';
import type { Queryable } from '../../db/database';

/**
 * Writes simulator cards into the catalog tables (event_paths, events, markets, outcomes): one
 * set-based upsert per table (jsonb_to_recordset), so a card of any size costs four statements.
 * The feed module calls these (feed/repository.ts re-exports `upsertCard`).
 *
 * Card refreshes describe fixtures, not in-play state: once an event has left `scheduled`, its
 * markets and outcomes are no longer changed by a card (new ones are still added); the feed's
 * market and marketChange messages own them (`upsertMarkets` with `force`). A market whose status
 * removed it (lts, closed, settled, resulted, spec betting-domain §4) or that a feed alert holds
 * suspended keeps its status. Rows that would not change are not rewritten.
 */
export async function upsertCard(tx: Queryable, card: SimCard): Promise<void> {
  await upsertPaths(tx, card.paths);
  await upsertEvents(tx, card.events, card.paths);
  await upsertMarkets(
    tx,
    card.events.flatMap((e) => eventMarkets(e)),
    { force: false },
  );
}

export async function upsertPaths(tx: Queryable, paths: readonly SimEventPath[]): Promise<void> {
  if (paths.length === 0) return;
  const rows = paths.map((p, i) => ({
    id: p.id,
    parent_id: p.parentId,
    kind: p.kind,
    description: p.description,
    slug: p.slug,
    code: p.code,
    sort_order: i,
    sport_group: p.sportGroup,
  }));
  // Parents before children: the tree is inserted in the simulator's order.
  await tx.query(
    `INSERT INTO event_paths AS t (id, parent_id, kind, description, slug, code, sort_order, sport_group)
     SELECT id, parent_id, kind, description, slug, code, sort_order, COALESCE(sport_group, 'REGULAR')
       FROM jsonb_to_recordset($1::jsonb)
         AS x(id bigint, parent_id bigint, kind text, description text, slug text, code text,
              sort_order int, sport_group text)
     ON CONFLICT (id) DO UPDATE SET parent_id = EXCLUDED.parent_id, kind = EXCLUDED.kind,
       description = EXCLUDED.description, slug = EXCLUDED.slug, code = EXCLUDED.code,
       sort_order = EXCLUDED.sort_order, sport_group = EXCLUDED.sport_group
     WHERE (t.parent_id, t.kind, t.description, t.slug, t.code, t.sort_order, t.sport_group)
       IS DISTINCT FROM (EXCLUDED.parent_id, EXCLUDED.kind, EXCLUDED.description, EXCLUDED.slug,
                         EXCLUDED.code, EXCLUDED.sort_order, EXCLUDED.sport_group)`,
    [JSON.stringify(rows)],
  );
}

/**
 * The event's country/category and league/tournament ids from its path trail: by the kind of
 * each path when the card names it, otherwise by position (sport, country, league; a two-level
 * trail is sport, league).
 */
function trailIds(
  e: SimEvent,
  kinds: ReadonlyMap<number, SimEventPath['kind']>,
): { country: number | null; league: number | null } {
  const below = e.pathIds.slice(1);
  let country: number | null = null;
  let league: number | null = null;
  for (const id of below) {
    const kind = kinds.get(id);
    if (kind === 'country' || kind === 'category') country = id;
    else if (kind === 'league' || kind === 'tournament') league = id;
  }
  if (country === null && league === null) {
    if (below.length >= 2) return { country: below[0] ?? null, league: below[1] ?? null };
    return { country: null, league: below[0] ?? null };
  }
  return { country, league };
}

export async function upsertEvents(
  tx: Queryable,
  events: readonly SimEvent[],
  paths: readonly SimEventPath[] = [],
): Promise<void> {
  if (events.length === 0) return;
  const kinds = new Map(paths.map((p) => [p.id, p.kind] as const));
  const rows = events.map((e) => {
    const { country, league } = trailIds(e, kinds);
    return {
      id: e.id,
      description: e.description,
      slug: e.slug,
      start_time: e.startTime,
      sport_id: e.pathIds[0] ?? e.sportPathId,
      country_id: country,
      league_id: league,
      feed_code: e.feedCode,
      opponents: e.opponents,
      event_type: e.eventType,
      is_outright: e.isOutright,
      sport_group: e.sportGroup,
    };
  });
  await tx.query(
    `INSERT INTO events AS t (id, description, slug, start_time, sport_id, country_id, league_id,
                             feed_code, opponents, event_type, is_outright, sport_group)
     SELECT id, description, slug, start_time, sport_id, country_id, league_id, feed_code,
            COALESCE(opponents, '[]'::jsonb), COALESCE(event_type, 'GAMEEVENT'),
            COALESCE(is_outright, false), COALESCE(sport_group, 'REGULAR')
       FROM jsonb_to_recordset($1::jsonb)
         AS x(id bigint, description text, slug text, start_time timestamptz, sport_id bigint,
              country_id bigint, league_id bigint, feed_code text, opponents jsonb,
              event_type text, is_outright boolean, sport_group text)
     ON CONFLICT (id) DO UPDATE SET description = EXCLUDED.description, slug = EXCLUDED.slug,
       start_time = EXCLUDED.start_time, sport_id = EXCLUDED.sport_id,
       country_id = EXCLUDED.country_id, league_id = EXCLUDED.league_id,
       feed_code = EXCLUDED.feed_code, opponents = EXCLUDED.opponents,
       event_type = EXCLUDED.event_type, is_outright = EXCLUDED.is_outright,
       sport_group = EXCLUDED.sport_group, updated_at = now()
     WHERE (t.description, t.slug, t.start_time, t.sport_id, t.country_id, t.league_id,
            t.feed_code, t.opponents, t.event_type, t.is_outright, t.sport_group)
       IS DISTINCT FROM (EXCLUDED.description, EXCLUDED.slug, EXCLUDED.start_time,
            EXCLUDED.sport_id, EXCLUDED.country_id, EXCLUDED.league_id, EXCLUDED.feed_code,
            EXCLUDED.opponents, EXCLUDED.event_type, EXCLUDED.is_outright, EXCLUDED.sport_group)`,
    [JSON.stringify(rows)],
  );
}

/** A market with the event facts its row needs. */
export interface EventMarket {
  readonly eventId: number;
  /** The event's feed code: a market's feedId (spec §4 feed alerts suspend a feed's markets). */
  readonly feedCode: string;
  /**
   * spec betting-domain §9 market sorting, first key (marketTypeInfo.ordinalPosition): the rank
   * of the market's type within its event, in the order the provider lists the types. Null: the
   * position of the type's other markets in the event, or after every type it has (a feed
   * `market` message adding one in-play market).
   */
  readonly ordinalPosition: number | null;
  readonly market: SimMarket;
}

/** An event's markets with their ordinal positions (rank of first appearance of each type). */
export function eventMarkets(e: SimEvent): EventMarket[] {
  const rank = new Map<number, number>();
  return e.markets.map((market) => {
    let position = rank.get(market.marketTypeId);
    if (position === undefined) {
      position = rank.size + 1;
      rank.set(market.marketTypeId, position);
    }
    return { eventId: e.id, feedCode: e.feedCode, ordinalPosition: position, market };
  });
}

/**
 * Upserts markets and their outcomes. `force: false` (cards) leaves the markets of events that
 * are no longer scheduled as they are; `force: true` (a feed `market` message: add or replace
 * one market) always writes them. Either way a removed market (lts, closed, settled, resulted)
 * keeps its status, and so does a market held suspended by a feed alert.
 */
export async function upsertMarkets(
  tx: Queryable,
  markets: readonly EventMarket[],
  options: { force: boolean },
): Promise<void> {
  if (markets.length === 0) return;
  const marketRows = markets.map(({ eventId, feedCode, ordinalPosition, market: m }) => ({
    id: m.id,
    event_id: eventId,
    market_type_id: m.marketTypeId,
    description: m.description,
    period_id: m.periodId,
    status: m.status,
    sort_order: ordinalPosition,
    feed_id: feedCode,
    style: m.style,
    instance: m.instance,
    opponent_id: m.opponentId,
    player_name: m.playerName,
    team_name: m.teamName,
    cutoff_time: m.cutoffTime,
    place_terms: m.placeTerms,
    places: m.places,
  }));
  const guard = options.force
    ? ''
    : `AND (SELECT e.status FROM events e WHERE e.id = t.event_id) = 'scheduled'`;
  await tx.query(
    `INSERT INTO markets AS t (id, event_id, market_type_id, description, period_id, status,
                              sort_order, feed_id, style, instance, opponent_id, player_name,
                              team_name, cutoff_time, place_terms, places)
     SELECT id, event_id, market_type_id, description, period_id, status,
            COALESCE(sort_order,
              (SELECT min(o.sort_order) FROM markets o
                WHERE o.event_id = x.event_id AND o.market_type_id = x.market_type_id),
              (SELECT COALESCE(max(o.sort_order), 0) + 1 FROM markets o
                WHERE o.event_id = x.event_id)),
            feed_id, COALESCE(style, 'DEFAULT'), instance, opponent_id, player_name, team_name,
            cutoff_time, place_terms, places
       FROM jsonb_to_recordset($1::jsonb)
         AS x(id bigint, event_id bigint, market_type_id int, description text, period_id int,
              status text, sort_order int, feed_id text, style text, instance int,
              opponent_id bigint, player_name text, team_name text, cutoff_time timestamptz,
              place_terms text, places int)
     ON CONFLICT (id) DO UPDATE SET market_type_id = EXCLUDED.market_type_id,
       description = EXCLUDED.description, period_id = EXCLUDED.period_id,
       status = CASE WHEN t.status IN ('lts', 'closed', 'settled', 'resulted') OR t.alert_suspended
                     THEN t.status ELSE EXCLUDED.status END,
       sort_order = EXCLUDED.sort_order, feed_id = EXCLUDED.feed_id, style = EXCLUDED.style,
       instance = EXCLUDED.instance, opponent_id = EXCLUDED.opponent_id,
       player_name = EXCLUDED.player_name, team_name = EXCLUDED.team_name,
       cutoff_time = EXCLUDED.cutoff_time, place_terms = EXCLUDED.place_terms,
       places = EXCLUDED.places, updated_at = now()
     WHERE (t.market_type_id, t.description, t.period_id, t.status, t.sort_order, t.feed_id,
            t.style, t.instance, t.opponent_id, t.player_name, t.team_name, t.cutoff_time,
            t.place_terms, t.places)
       IS DISTINCT FROM (EXCLUDED.market_type_id, EXCLUDED.description, EXCLUDED.period_id,
            EXCLUDED.status, EXCLUDED.sort_order, EXCLUDED.feed_id, EXCLUDED.style,
            EXCLUDED.instance, EXCLUDED.opponent_id, EXCLUDED.player_name, EXCLUDED.team_name,
            EXCLUDED.cutoff_time, EXCLUDED.place_terms, EXCLUDED.places)
       ${guard}`,
    [JSON.stringify(marketRows)],
  );

  const outcomeRows = markets.flatMap(({ market: m }) =>
    m.outcomes.map((o) => ({
      id: o.id,
      market_id: m.id,
      description: o.description,
      ordinal_position: o.ordinalPosition,
      opponent_id: o.opponentId,
      price: o.price,
      spread: o.spread,
      spread2: o.spread2,
      hidden: o.hidden,
    })),
  );
  if (outcomeRows.length === 0) return;
  const outcomeGuard = options.force
    ? ''
    : `AND (SELECT e.status FROM markets m JOIN events e ON e.id = m.event_id
             WHERE m.id = t.market_id) = 'scheduled'`;
  // A new price shifts the previous ones (spec §3 market change feed: penultimate and
  // antepenultimate prices) and bumps the price version (currentPrice.id).
  await tx.query(
    `INSERT INTO outcomes AS t (id, market_id, description, ordinal_position, opponent_id, price,
                               spread, spread2, hidden)
     SELECT id, market_id, description, ordinal_position, opponent_id, price, spread, spread2,
            COALESCE(hidden, false)
       FROM jsonb_to_recordset($1::jsonb)
         AS x(id bigint, market_id bigint, description text, ordinal_position int,
              opponent_id bigint, price numeric, spread numeric, spread2 numeric, hidden boolean)
     ON CONFLICT (id) DO UPDATE SET description = EXCLUDED.description,
       ordinal_position = EXCLUDED.ordinal_position, opponent_id = EXCLUDED.opponent_id,
       spread = EXCLUDED.spread, spread2 = EXCLUDED.spread2, hidden = EXCLUDED.hidden,
       price = EXCLUDED.price,
       prev_price = CASE WHEN t.price = EXCLUDED.price THEN t.prev_price ELSE t.price END,
       prev_prev_price = CASE WHEN t.price = EXCLUDED.price THEN t.prev_prev_price
                              ELSE t.prev_price END,
       price_version = t.price_version + CASE WHEN t.price = EXCLUDED.price THEN 0 ELSE 1 END
     WHERE (t.description, t.ordinal_position, t.opponent_id, t.spread, t.spread2, t.hidden,
            t.price)
       IS DISTINCT FROM (EXCLUDED.description, EXCLUDED.ordinal_position, EXCLUDED.opponent_id,
            EXCLUDED.spread, EXCLUDED.spread2, EXCLUDED.hidden, EXCLUDED.price)
       ${outcomeGuard}`,
    [JSON.stringify(outcomeRows)],
  );
}
