import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@touchline/contract';
import type { AppContext } from '../../app-context';
import { endpointRegistrar } from '../../http/register-endpoint';
import { accessGuard } from '../identity';
import { bookBetslip, bookJackpot, loadBetslip, loadJackpot } from './service';

const { booking } = ENDPOINTS;

/** spec betting-domain §7 retailcodes: book a slip under a code, load it again. */
export function bookingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = endpointRegistrar(app, { guard: accessGuard(ctx) });
  route(booking.createBetslipCode, {}, async ({ body, auth }, _request, reply) =>
    reply.status(201).send(await bookBetslip(ctx, auth?.player ?? null, body)),
  );
  route(booking.loadBetslipCode, {}, ({ params, auth }) =>
    loadBetslip(ctx, auth?.player ?? null, params.code),
  );
  route(booking.createJackpotCode, {}, async ({ body }, _request, reply) =>
    reply.status(201).send(await bookJackpot(ctx, body)),
  );
  route(booking.loadJackpotCode, {}, ({ params }) => loadJackpot(ctx, params.code));
}
