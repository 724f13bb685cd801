/**
 * Writes a simulator card into the catalog tables. Owned by the catalog module (it owns those
 * tables and their columns): see modules/catalog/card-repository.ts, which also exports
 * `upsertPaths`, `upsertEvents` and `upsertMarkets` (a feed `market` message: `force: true`).
 */
export { upsertCard } from '../catalog/card-repository';
