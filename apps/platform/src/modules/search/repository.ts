import type { Queryable } from '../../db/database';

/**
 * Search reads (migration 0017): events, teams and leagues whose folded names match the folded
 * query, as ONE statement whose answer Postgres builds as one JSON text (as the catalogue's
 * pages are read). The catalogue's tables are read here directly, like the jackpot module does:
 * search owns no table, only the trigram indexes over the catalogue's names.
 *
 * A name matches when it contains the query (`LIKE`, served by the trigram index) or when the
 * query is like one of its words (pg_trgm's word similarity `<%`, default threshold 0.6: a typo
 * or a missing letter still finds it). Each group ranks by tier — 0 the name starts with the
 * query, 1 one of its words does, 2 it contains it elsewhere, 3 only similar — then by word
 * similarity, then (events) soonest first.
 */

/** The schema pg_trgm lives in, per database (it is found once: migration 0017 may reuse one). */
const trigramSchemas = new WeakMap<Queryable, Promise<string>>();

function trigramSchema(db: Queryable): Promise<string> {
  let schema = trigramSchemas.get(db);
  if (!schema) {
    schema = db
      .query<{ schema: string }>(
        `SELECT n.nspname AS schema FROM pg_extension e
           JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
      )
      .then(([row]) => {
        if (!row) throw new Error('pg_trgm is not installed (migration 0017 creates it)');
        return row.schema;
      });
    schema.catch(() => trigramSchemas.delete(db));
    trigramSchemas.set(db, schema);
  }
  return schema;
}

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

export interface SearchSportRow {
  id: number;
  code: string | null;
  description: string;
}

export interface SearchPathRow {
  id: number;
  description: string;
  slug: string;
}

export interface SearchEventRow {
  id: number;
  description: string;
  slug: string;
  start_time: string;
  status: 'scheduled' | 'live';
  sport: SearchSportRow;
  country: SearchPathRow | null;
  league: SearchPathRow | null;
}

export interface SearchTeamRow {
  name: string;
  sport: SearchSportRow;
  events: SearchEventRow[];
}

export interface SearchLeagueRow {
  id: number;
  description: string;
  slug: string;
  sport: SearchSportRow;
  country: SearchPathRow | null;
  event_count: number;
}

export interface SearchRows {
  teams: SearchTeamRow[];
  leagues: SearchLeagueRow[];
  events: SearchEventRow[];
}

export interface SearchRequest {
  /** The query, already trimmed and case-folded for its language (folded again in SQL). */
  readonly text: string;
  /** Results per group. */
  readonly limit: number;
  /** Upcoming events listed per team. */
  readonly teamEvents: number;
  /** The platform clock: a scheduled event whose kick-off has passed is not offered. */
  readonly now: Date;
}

function searchSql(ext: string): string {
  const similar = `OPERATOR(${ext}.<%)`;
  const wordSimilarity = `${ext}.word_similarity`;
  // The tier of folded text `t` for the query (see the file's comment).
  // The folded query is written into each predicate (not read from a CTE) so that the planner
  // folds it to a constant and the trigram indexes serve the LIKE and <% conditions.
  const f = 'search_fold($1::text)';
  const tier = (t: string) => `CASE WHEN ${t} LIKE ${f} || '%' THEN 0
                WHEN ' ' || ${t} LIKE '% ' || ${f} || '%' THEN 1
                WHEN ${t} LIKE '%' || ${f} || '%' THEN 2 ELSE 3 END`;
  // Two letters match the start of a word only: "ra" finds Racing, not Marisma (a pattern of
  // two letters has no whole trigram, so containment would fold and read every name).
  const contains = `CASE WHEN length(${f}) >= 3 THEN '%' || ${f} || '%' ELSE ${f} || '%' END`;
  const matches = (t: string) =>
    `(${t} LIKE ${contains} OR ${t} LIKE '% ' || ${f} || '%' OR ${f} ${similar} ${t})
     AND length(${f}) >= 2`;
  // Unfinished: in play, or still to be played (a kick-off that has passed is not offered).
  const open = `(e.status = 'live' OR (e.status = 'scheduled' AND e.start_time > $2))`;
  const sportJson = `json_build_object('id', sp.id, 'code', sp.code, 'description', sp.description)`;
  const pathJson = (a: string) =>
    `CASE WHEN ${a}.id IS NULL THEN NULL
          ELSE json_build_object('id', ${a}.id, 'description', ${a}.description, 'slug', ${a}.slug) END`;
  const eventJson = `json_build_object('id', ev.id, 'description', ev.description, 'slug', ev.slug,
       'start_time', ev.start_time, 'status', ev.status, 'sport', ${sportJson},
       'country', ${pathJson('co')}, 'league', ${pathJson('lg')})`;
  const eventPaths = `JOIN event_paths sp ON sp.id = ev.sport_id
       LEFT JOIN event_paths co ON co.id = ev.country_id
       LEFT JOIN event_paths lg ON lg.id = ev.league_id`;
  // The names matching come first and alone (MATERIALIZED), so that they are looked up in the
  // trigram index rather than found by folding every open event's name.
  return `WITH named AS MATERIALIZED (
       SELECT e.id FROM events e WHERE ${matches('search_fold(e.description)')}
     ), ev AS (
       SELECT e.id, e.description, e.slug, e.start_time, e.status, e.sport_id, e.country_id,
              e.league_id, e.opponents, search_fold(e.description) AS t
         FROM named JOIN events e ON e.id = named.id
        WHERE ${open}
     ), ranked_events AS (
       SELECT ev.*, ${tier('ev.t')} AS tier, ${wordSimilarity}(${f}, ev.t) AS sim FROM ev
     ), team_events AS (
       SELECT o.name, search_fold(o.name) AS tf, ev.*
         FROM ev CROSS JOIN LATERAL (
           SELECT DISTINCT x->>'description' AS name FROM jsonb_array_elements(ev.opponents) x
         ) o
     ), teams AS (
       SELECT te.tf, te.sport_id, min(te.name) AS name, min(${tier('te.tf')}) AS tier,
              max(${wordSimilarity}(${f}, te.tf)) AS sim, min(te.start_time) AS first_start,
              (array_agg(te.id ORDER BY te.start_time, te.id))[1:$4] AS event_ids
         FROM team_events te
        WHERE ${matches('te.tf')}
        GROUP BY te.tf, te.sport_id
        ORDER BY tier, sim DESC, first_start, name
        LIMIT $3
     ), path_hits AS MATERIALIZED (
       SELECT p.id, ${tier('search_fold(p.description)')} AS tier,
              ${wordSimilarity}(${f}, search_fold(p.description)) AS sim
         FROM event_paths p
        WHERE ${matches('search_fold(p.description)')}
     ), league_events AS (
       SELECT e.league_id, e.country_id, e.sport_id, count(*)::int AS n
         FROM events e
        WHERE e.league_id IS NOT NULL AND ${open}
          AND EXISTS (SELECT 1 FROM path_hits h
                       WHERE h.id IN (e.league_id, e.country_id, e.sport_id))
        GROUP BY e.league_id, e.country_id, e.sport_id
     ), leagues AS (
       -- A league's own name ranks first; then its country's or category's; then its sport's.
       SELECT le.n, LEAST(hl.tier, hc.tier + 4, hs.tier + 8) AS tier,
              COALESCE(hl.sim, hc.sim, hs.sim) AS sim,
              lg.id, lg.description, lg.slug, lg.sort_order,
              ${sportJson} AS sport, ${pathJson('co')} AS country,
              sp.sort_order AS sport_order, co.sort_order AS country_order
         FROM league_events le
         JOIN event_paths lg ON lg.id = le.league_id
         JOIN event_paths sp ON sp.id = le.sport_id
         LEFT JOIN event_paths co ON co.id = le.country_id
         LEFT JOIN path_hits hl ON hl.id = le.league_id
         LEFT JOIN path_hits hc ON hc.id = le.country_id
         LEFT JOIN path_hits hs ON hs.id = le.sport_id
        ORDER BY tier, sim DESC, sport_order, country_order, lg.sort_order, lg.id
        LIMIT $3
     )
     SELECT json_build_object(
       'events', (SELECT COALESCE(json_agg(${eventJson} ORDER BY ev.tier, ev.sim DESC, ev.start_time, ev.id), '[]'::json)
                    FROM (SELECT * FROM ranked_events
                           ORDER BY tier, sim DESC, start_time, id LIMIT $3) ev ${eventPaths}),
       'teams', (SELECT COALESCE(json_agg(json_build_object(
                   'name', tm.name,
                   'sport', (SELECT ${sportJson} FROM event_paths sp WHERE sp.id = tm.sport_id),
                   'events', (SELECT json_agg(${eventJson} ORDER BY ev.start_time, ev.id)
                                FROM ev ${eventPaths} WHERE ev.id = ANY(tm.event_ids)))
                   ORDER BY tm.tier, tm.sim DESC, tm.first_start, tm.name), '[]'::json)
                   FROM teams tm),
       'leagues', (SELECT COALESCE(json_agg(json_build_object(
                     'id', l.id, 'description', l.description, 'slug', l.slug,
                     'sport', l.sport, 'country', l.country, 'event_count', l.n)
                     ORDER BY l.tier, l.sim DESC, l.sport_order, l.country_order, l.sort_order, l.id),
                     '[]'::json)
                     FROM leagues l)
     )::text AS answer`;
}

/** The teams, leagues and events matching `request.text`, best first (see the file's comment). */
export async function searchCatalogue(db: Queryable, request: SearchRequest): Promise<SearchRows> {
  const ext = quoteIdent(await trigramSchema(db));
  const [row] = await db.query<{ answer: string }>(searchSql(ext), [
    request.text,
    request.now,
    request.limit,
    request.teamEvents,
  ]);
  return JSON.parse(row?.answer ?? '{"teams":[],"leagues":[],"events":[]}') as SearchRows;
}
