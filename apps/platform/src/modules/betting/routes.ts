import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENDPOINTS, type Channel } from '@touchline/contract';
import type { AppContext } from '../../app-context';
import { endpointRegistrar } from '../../http/register-endpoint';
import { channelOf } from '../cms';
import { accessGuard } from '../identity';
import { cashOutBet } from './cash-out-service';
import { getAutoCashOut, removeAutoCashOut, setAutoCashOut } from './auto-cash-out';
import { placeBetslip } from './placement';
import { openBet, openBets, priceSelections, settledBets } from './service';
import { betslipStatus } from './in-play';
import { epwConfig } from './slip';

const { bets, betslip } = ENDPOINTS;

/** spec shell §7: the web's mobile channel sends X-SB-Origin: MOBILE (or `mc=mobile`). */
function channelOfRequest(request: FastifyRequest): Channel {
  const query = request.query as Record<string, unknown> | undefined;
  const mc = query?.mc === 'mobile' || query?.mc === 'web' ? query.mc : undefined;
  const origin = request.headers['x-sb-origin'];
  return channelOf(mc, typeof origin === 'string' ? origin : undefined);
}

/** spec betting-domain §7 Bets and account: placement, open and settled bets, cash out. */
export function bettingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = endpointRegistrar(app, { guard: accessGuard(ctx) });

  // A replayed uuid answers the first placement with 200 instead of 201.
  route(bets.place, {}, async ({ query, body, auth }, request, reply) => {
    const result = await placeBetslip(
      ctx,
      auth.player,
      query.uuid,
      body,
      channelOfRequest(request),
    );
    return reply.status(result.created ? 201 : 200).send(result.betslip);
  });

  // spec betting-domain §4 Refresh flow: POST adds the outcomeIds' selections, PUT re-prices.
  route(betslip.addSelections, {}, ({ body, auth }, request) =>
    priceSelections(ctx, auth?.player ?? null, body, true, channelOfRequest(request)),
  );
  route(betslip.refresh, {}, ({ body, auth }, request) =>
    priceSelections(ctx, auth?.player ?? null, body, false, channelOfRequest(request)),
  );
  route(betslip.epw, {}, () => epwConfig(ctx.site));
  route(betslip.status, {}, ({ params, auth }) =>
    betslipStatus(ctx, auth.player, params.betSlipId),
  );

  route(bets.openBets, {}, ({ auth }) => openBets(ctx, auth.player));

  route(bets.openBet, {}, ({ params, auth }) => openBet(ctx, auth.player, params.betId));

  route(bets.settledBets, {}, ({ query, auth }) =>
    settledBets(ctx.db, auth.player, query.numberOfBets),
  );

  route(bets.cashOut, {}, async ({ params, query, body, auth }, _request, reply) => {
    const result = await cashOutBet(ctx, auth.player, params.betId, query.uuid, body);
    return reply.status(result.created ? 201 : 200).send(result.confirmation);
  });

  route(bets.setAutoCashOut, {}, ({ params, body, auth }) =>
    setAutoCashOut(ctx, auth.player, params.betId, body),
  );
  route(bets.autoCashOut, {}, ({ params, auth }) => getAutoCashOut(ctx, auth.player, params.betId));
  route(bets.deleteAutoCashOut, {}, ({ params, auth }) =>
    removeAutoCashOut(ctx, auth.player, params.betId),
  );
}
