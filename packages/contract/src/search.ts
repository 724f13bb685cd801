import { z } from 'zod';
import { SEARCH_QUERY_MAX_CHARS, SEARCH_QUERY_MIN_CHARS } from './limits';
import { fromParams } from './query-params';
import { DecorationParams, LocaleParam } from './request-decoration';

/**
 * Search (issue 12, beyond the spec; docs/decisions.md "Search"): teams, leagues and events
 * whose names match what a player types, for the header's search box. Only events still to be
 * played or in play are found; every result carries the site path it links to.
 */

export { SEARCH_QUERY_MAX_CHARS, SEARCH_QUERY_MIN_CHARS };
/** Results per group: default and largest. */
export const SEARCH_DEFAULT_LIMIT = 5;
export const SEARCH_MAX_LIMIT = 20;
/** Upcoming events listed under each team found. */
export const SEARCH_TEAM_EVENTS = 3;

// C0 and C1 control characters (tabs and line breaks included): never part of a name.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

/** The query text: trimmed, 2 to 64 characters, no control characters. */
export const SearchText = z
  .string()
  .refine((s) => !CONTROL_CHARS.test(s), 'must not contain control characters')
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .min(SEARCH_QUERY_MIN_CHARS, `must be at least ${SEARCH_QUERY_MIN_CHARS} characters`)
      .max(SEARCH_QUERY_MAX_CHARS, `must be at most ${SEARCH_QUERY_MAX_CHARS} characters`),
  );

export const SearchLimit = z
  .string()
  .regex(/^\d{1,3}$/, 'must be a whole number')
  .transform(Number)
  .pipe(
    z
      .number()
      .min(1, 'must be at least 1')
      .max(SEARCH_MAX_LIMIT, `must be at most ${SEARCH_MAX_LIMIT}`),
  );

/** `GET /api/search?q=&lang=&limit=` (plus the /api request decoration). */
export const SearchQuery = fromParams(
  z.object({
    q: SearchText,
    /** The page's language: how the query's letters are folded (the catalogue has one language). */
    lang: LocaleParam.optional(),
    /** Results per group (teams, leagues, events), 1–20; 5 when absent. */
    limit: SearchLimit.optional(),
    ...DecorationParams,
  }),
);
export type SearchQuery = z.output<typeof SearchQuery>;

export const SearchSport = z.object({
  id: z.number(),
  /** The sport's 4-letter code (FOOT). */
  code: z.string(),
  description: z.string(),
});
export type SearchSport = z.infer<typeof SearchSport>;

export const SearchPathRef = z.object({ id: z.number(), description: z.string() });

/** An event found, or one of a team's upcoming events. */
export const SearchEvent = z.object({
  id: z.number(),
  description: z.string(),
  /** Kick-off (ISO instant). */
  startTime: z.string(),
  isLive: z.boolean(),
  sport: SearchSport,
  /** The country (or category) and league (or tournament) of its event path. */
  country: SearchPathRef.nullable(),
  league: SearchPathRef.nullable(),
  /** The site path of its page: `/events/{id}-{slug}`, `/live/{id}-{slug}` while in play. */
  path: z.string(),
});
export type SearchEvent = z.infer<typeof SearchEvent>;

export const SearchLeague = z.object({
  id: z.number(),
  description: z.string(),
  sport: SearchSport,
  country: SearchPathRef.nullable(),
  /** Its events still to be played or in play. */
  eventCount: z.number(),
  /** `/sports/competitions/{sportId}-{CODE}/{countryId}-{slug}/{leagueId}-{slug}`. */
  path: z.string(),
});
export type SearchLeague = z.infer<typeof SearchLeague>;

/** A team (an event's opponent) and its next events, soonest first. */
export const SearchTeam = z.object({
  name: z.string(),
  sport: SearchSport,
  events: z.array(SearchEvent),
});
export type SearchTeam = z.infer<typeof SearchTeam>;

/** Each group best match first: name starts with the query, a word does, contains it, is like it. */
export const SearchAnswer = z.object({
  /** The query as searched (trimmed). */
  query: z.string(),
  teams: z.array(SearchTeam),
  leagues: z.array(SearchLeague),
  events: z.array(SearchEvent),
});
export type SearchAnswer = z.infer<typeof SearchAnswer>;
