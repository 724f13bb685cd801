import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@touchline/contract';
import type { AppContext } from '../../app-context';
import { endpointRegistrar } from '../../http/register-endpoint';
import { assertScope, operatorGuard } from '../operator';
import { pollChanges } from './service';
import { readTrackerAnswer } from './tracker-service';
import { setMarketStatus, setOutcomePrice } from './trader-desk';

export function feedRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = endpointRegistrar(app, { operatorGuard: operatorGuard(ctx) });
  // The market change feed and live event messages after a cursor, answered as prepared JSON.
  route(ENDPOINTS.feed.changes, { preparedBody: true }, async ({ query }, _request, reply) => {
    const body = await pollChanges(ctx.db, query);
    return reply.type('application/json; charset=utf-8').send(body);
  });
  // The match tracker of an event (docs/decisions.md "Match tracker").
  route(ENDPOINTS.tracker.incidents, {}, ({ params, query }) =>
    readTrackerAnswer(ctx.db, params.eventId, query),
  );
  // The trader's desk (docs/decisions.md "The trader's desk"): scope trading.
  const noStore = { headers: { 'cache-control': 'no-store' } };
  route(ENDPOINTS.operator.setMarketStatus, noStore, async ({ params, body, auth }, _r, reply) => {
    assertScope(auth, 'trading');
    return reply.status(202).send(await setMarketStatus(ctx, auth, params.marketId, body));
  });
  route(ENDPOINTS.operator.setOutcomePrice, noStore, async ({ params, body, auth }, _r, reply) => {
    assertScope(auth, 'trading');
    return reply.status(202).send(await setOutcomePrice(ctx, auth, params.outcomeId, body.decimal));
  });
}
