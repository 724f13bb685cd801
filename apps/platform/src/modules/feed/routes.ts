import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@touchline/contract';
import type { AppContext } from '../../app-context';
import { endpointRegistrar } from '../../http/register-endpoint';
import { pollChanges } from './service';
import { readTrackerAnswer } from './tracker-service';

export function feedRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = endpointRegistrar(app);
  // The market change feed and live event messages after a cursor, answered as prepared JSON.
  route(ENDPOINTS.feed.changes, { preparedBody: true }, async ({ query }, _request, reply) => {
    const body = await pollChanges(ctx.db, query);
    return reply.type('application/json; charset=utf-8').send(body);
  });
  // The match tracker of an event (docs/decisions.md "Match tracker").
  route(ENDPOINTS.tracker.incidents, {}, ({ params, query }) =>
    readTrackerAnswer(ctx.db, params.eventId, query),
  );
}
