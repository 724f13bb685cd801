/**
 * Responsible gambling (Touchline; the spec shows no paths): under
 * /accounts/me/responsible-gambling, bearer-authenticated.
 */
import type { FastifyInstance } from 'fastify';
import {
  RealityCheckRequest,
  SelfExclusionRequest,
  TimeOutRequest,
  type ResponsibleGamblingState,
} from '@touchline/contract';
import { parseInput } from '../../http/errors';
import type { AppContext } from '../../app-context';
import { clearSessionCookies, noStore, requestToken } from './session-cookies';
import { responsibleGamblingState, selfExclude, setRealityCheck, takeTimeOut } from './rg-service';
import { authenticateToken } from './session-service';

const BASE = '/accounts/me/responsible-gambling';

export function responsibleGamblingRoutes(app: FastifyInstance, ctx: AppContext): void {
  // An excluded player's withdraw-only session may read the state (when the break ends).
  app.get(BASE, async (request, reply): Promise<ResponsibleGamblingState> => {
    const auth = await authenticateToken(ctx, requestToken(request), { allowWithdrawOnly: true });
    noStore(reply);
    return responsibleGamblingState(ctx.db, auth.player.id, ctx.clock());
  });

  // A time-out (24h, 7d, 30d) ends every session of the player at once, this one included.
  app.post(`${BASE}/time-out`, async (request, reply): Promise<ResponsibleGamblingState> => {
    const auth = await authenticateToken(ctx, requestToken(request));
    const body = parseInput(TimeOutRequest, request.body, 'body');
    const state = await takeTimeOut(ctx, auth.player.id, body.period);
    clearSessionCookies(reply, request, ctx, auth.player.embedded);
    noStore(reply);
    return state;
  });

  // Self-exclusion (6m, 1y, 5y, permanent): the same, and it cannot be shortened or lifted here.
  app.post(`${BASE}/self-exclusion`, async (request, reply): Promise<ResponsibleGamblingState> => {
    const auth = await authenticateToken(ctx, requestToken(request));
    const body = parseInput(SelfExclusionRequest, request.body, 'body');
    const state = await selfExclude(ctx, auth.player.id, body.period);
    clearSessionCookies(reply, request, ctx, auth.player.embedded);
    noStore(reply);
    return state;
  });

  app.put(`${BASE}/reality-check`, async (request, reply): Promise<ResponsibleGamblingState> => {
    const auth = await authenticateToken(ctx, requestToken(request));
    const body = parseInput(RealityCheckRequest, request.body, 'body');
    noStore(reply);
    return setRealityCheck(ctx, auth.player.id, body.minutes);
  });
}
