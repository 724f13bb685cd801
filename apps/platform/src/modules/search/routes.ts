import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@touchline/contract';
import type { AppContext } from '../../app-context';
import { endpointRegistrar } from '../../http/register-endpoint';
import { search } from './service';

/** GET /api/search: the header's search box (beyond the spec; docs/decisions.md "Search"). */
export function searchRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = endpointRegistrar(app);
  route(ENDPOINTS.search.search, {}, ({ query }) => search(ctx, query));
}
