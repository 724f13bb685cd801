import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@touchline/contract';
import type { AppContext } from '../../app-context';
import { endpointRegistrar } from '../../http/register-endpoint';
import { accessGuard } from '../identity';
import { activeJackpots } from './rounds-service';
import { jackpotCost, placeJackpotSlip, playerJackpotBets, priceJackpotSlip } from './slip-service';

const { jackpot } = ENDPOINTS;

/** spec betting-domain §7 Betslip table: the jackpot calls. */
export function jackpotRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = endpointRegistrar(app, { guard: accessGuard(ctx) });

  route(jackpot.active, {}, ({ query }) => activeJackpots(ctx.db, ctx.clock(), query.currency));

  route(jackpot.selections, {}, ({ body }) => priceJackpotSlip(ctx, body));

  route(jackpot.cost, {}, ({ query }) => jackpotCost(ctx, query));

  // A replayed uuid answers the first placement with 200 instead of 201.
  route(jackpot.place, {}, async ({ query, body, auth }, _request, reply) => {
    const result = await placeJackpotSlip(ctx, auth.player, query.uuid, body);
    return reply.status(result.created ? 201 : 200).send(result.bet);
  });

  route(jackpot.bets, {}, ({ auth }) => playerJackpotBets(ctx, auth.player));
}
