/**
 * The favourites module's face: a player's starred events and leagues (spec betting-domain §2
 * pseudo-category 10000 FAVOURITES), kept per player. It reads the catalogue's events and event
 * paths to check what is starred, and owns the favourites tables (migration 0018).
 */
export { favouritesRoutes } from './routes';
