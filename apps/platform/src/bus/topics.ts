/**
 * Every bus topic and what its payload is. Publishers and subscribers live in different modules
 * (the feed publishes, catalog and settlement listen; betting and settlement publish closed
 * bets), so the names live here, beside the bus, rather than in either side.
 */

export const FEED_TOPICS = {
  /** Batches of logged changes (payload: `encodeBatch`, bus/change-batch.ts). */
  changes: 'feed.changes',
  /** Events whose markets were resulted (payload: JSON `{"eventIds":[…]}`), for settlement. */
  results: 'feed.results',
  /**
   * The card upsert ran (a card, or fixture messages): new events may exist that no change
   * names (payload: JSON `{"events":n}`). The catalogue's caches listen.
   */
  cardIngested: 'feed.card-ingested',
  /** New match tracker incidents (payload: `encodeTrackerUpdate`, modules/feed/tracker-service.ts). */
  tracker: 'feed.tracker',
  /** A trader's word on markets (payload: JSON list of feed messages, feed/trader-desk.ts). */
  trading: 'feed.trading',
} as const;

export const SETTLEMENT_TOPICS = {
  /**
   * Bets that closed (settled or cashed out), payload JSON `{"bets":[ClosedBet…]}`: for the
   * player's devices (open bets, balance) and any instance that caches bets.
   */
  betsClosed: 'settlement.bets-closed',
} as const;

/** Something changed the catalogue outside the feed (payload ignored): its caches listen. */
export const CATALOG_TOPICS = {
  changed: 'catalog.changed',
} as const;

/**
 * The player channel's topics (modules/notifications, docs/decisions.md "Player channel on /ws").
 * `balanceChanged`: a player's wallet moved and committed, payload JSON `{"playerId":n}`; every
 * instance with a socket of that player reads the wallet and pushes it. `notices`: one event of
 * one player, payload `encodePlayerNotice` (bus/player-notices.ts).
 */
export const PLAYER_TOPICS = {
  balanceChanged: 'player.balance-changed',
  notices: 'player.notices',
} as const;

/**
 * Site configuration (modules/cms): an operator published a brand document, payload the brand's
 * name; every instance of that brand reloads its site from the database and its files.
 */
export const CMS_TOPICS = {
  published: 'cms.published',
} as const;
