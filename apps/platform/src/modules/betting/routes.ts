import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CashOutQuery,
  CashOutRequest,
  PlaceBetslipQuery,
  PlaceBetslipRequest,
  SettledBetsQuery,
} from '@touchline/contract';
import { parseInput } from '../../http/errors';
import type { AppContext } from '../../app-context';
import { assertOwnAccount, authenticate } from '../identity';
import { cashOutBet } from './cash-out-service';
import { openBet, openBets, placeBetslip, settledBets } from './service';

const Id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 52);
const AccountParams = z.object({ accountId: Id });
const BetParams = z.object({ accountId: Id, betId: Id });

export function bettingRoutes(app: FastifyInstance, ctx: AppContext): void {
  // spec betting-domain §7: POST /xapi/rest/accounts/{accountId}/betslips?uuid=… places the bet
  app.post('/xapi/rest/accounts/:accountId/betslips', async (request, reply) => {
    const { accountId } = parseInput(AccountParams, request.params, 'params');
    const query = parseInput(PlaceBetslipQuery, request.query, 'query');
    const player = await authenticate(ctx, request.headers.authorization);
    assertOwnAccount(player, accountId);
    const body = parseInput(PlaceBetslipRequest, request.body, 'body');
    const result = await placeBetslip(ctx, player, query.uuid, body);
    return reply.status(result.created ? 201 : 200).send(result.betslip);
  });

  // spec betting-domain §7: GET /xapi/bet/account/{accountId}/openbets
  app.get('/xapi/bet/account/:accountId/openbets', async (request) => {
    const { accountId } = parseInput(AccountParams, request.params, 'params');
    const player = await authenticate(ctx, request.headers.authorization);
    assertOwnAccount(player, accountId);
    return openBets(ctx, player);
  });

  // spec betting-domain §7: GET /xapi/bet/account/{accountId}/openbet/{betId}
  app.get('/xapi/bet/account/:accountId/openbet/:betId', async (request) => {
    const { accountId, betId } = parseInput(BetParams, request.params, 'params');
    const player = await authenticate(ctx, request.headers.authorization);
    assertOwnAccount(player, accountId);
    return openBet(ctx, player, betId);
  });

  // spec betting-domain §7: GET /xapi/rest/acchistory/dailySettledBets?numberOfBets=50 (withAuth)
  app.get('/xapi/rest/acchistory/dailySettledBets', async (request) => {
    const query = parseInput(SettledBetsQuery, request.query, 'query');
    const player = await authenticate(ctx, request.headers.authorization);
    return settledBets(ctx.db, player, query.numberOfBets);
  });

  // Cash out (decision: the spec names cashout_timeout but no path; docs/decisions.md)
  app.post('/xapi/bet/account/:accountId/cashout/:betId', async (request, reply) => {
    const { accountId, betId } = parseInput(BetParams, request.params, 'params');
    const query = parseInput(CashOutQuery, request.query, 'query');
    const player = await authenticate(ctx, request.headers.authorization);
    assertOwnAccount(player, accountId);
    const body = parseInput(CashOutRequest, request.body, 'body');
    const result = await cashOutBet(ctx, player, betId, query.uuid, body);
    return reply.status(result.created ? 201 : 200).send(result.confirmation);
  });
}
