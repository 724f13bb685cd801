import type { FastifyInstance } from 'fastify';
import { ChangesQuery } from '@touchline/contract';
import type { AppContext } from '../../app-context';
import { parseInput } from '../../http/errors';
import { pollChanges } from './service';

export function feedRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Touchline path (the spec names only poll_changes_refresh_interval, 5,000 ms, betting-domain
  // §3 site settings): the market change feed and live event messages after a cursor.
  app.get('/xapi/rest/changes', async (request, reply) => {
    const query = parseInput(ChangesQuery, request.query, 'query');
    const body = await pollChanges(ctx.db, query);
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
