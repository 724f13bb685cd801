/**
 * The catalog's face: its routes, and the write API of the feed (the catalog owns the sports,
 * paths, events, markets and outcomes tables; the feed decides what moves and writes it here).
 */
export { catalogRoutes } from './routes';
export { upsertCard } from './card-repository';
export {
  loadEvents,
  loadMarketsById,
  loadMarketsOfEvents,
  loadMarketsOfFeed,
  saveEvents,
  saveMarketStates,
  saveMarkets,
  saveOutcomeStates,
  type EventStateRow,
  type MarketStateRow,
  type OutcomeStateRow,
} from './feed-state-repository';
export { bookRecordsOf, readBook, type BookRecord, type BookStateRow } from './book-repository';
export { scoreboard, type Scoreboard, type ScoreboardSource } from './live-state';
