/**
 * The search module's face: the header's search call over the catalogue's names (trigram
 * indexes of migration 0017). It reads the catalogue's tables and owns none.
 */
export { searchRoutes } from './routes';
