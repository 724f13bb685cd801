import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PlaceBetslipQuery, PlaceBetslipRequest } from '@touchline/contract';
import { parseInput } from '../../http/errors';
import type { AppContext } from '../../app-context';
import { assertOwnAccount, authenticate } from '../identity/service';
import { openBets, placeBetslip } from './service';

const AccountParams = z.object({
  accountId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 52),
});

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
    return openBets(ctx.db, player);
  });
}
