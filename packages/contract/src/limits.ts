/**
 * Numbers and names of the contract that the web's first load needs without the schemas they
 * bound (no zod here: browser.ts gives them to the browser). The modules of the schemas
 * re-export each one where it was always read from.
 */

/** At most this many event ids + sport ids held by one socket's subscriptions (feed.ts). */
export const WS_MAX_SUBSCRIPTIONS = 500;

/** Shortest and longest search query, in characters after trimming (search.ts). */
export const SEARCH_QUERY_MIN_CHARS = 2;
export const SEARCH_QUERY_MAX_CHARS = 64;

/** The largest page of the events call (catalog.ts). */
export const MAX_EVENTS_PER_PAGE = 200;

/**
 * The statement's type filter (wallet.ts): groups of ledger kinds as a player names them.
 * `other` is every ledger kind outside the named groups.
 */
export const STATEMENT_KIND_FILTERS = [
  'deposits',
  'withdrawals',
  'bets',
  'winnings',
  'other',
] as const;

/** The metrics call's `event` for a render error a region's boundary swallowed (cms/calls.ts). */
export const RENDER_ERROR_EVENT = 'render-error';

/** How long a render error report's fields may be; the web clips to these before it sends. */
export const RENDER_ERROR_LIMITS = { region: 80, message: 200, path: 200 } as const;
