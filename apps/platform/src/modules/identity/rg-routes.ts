/**
 * Responsible gambling (Touchline; the spec shows no paths): under
 * /accounts/me/responsible-gambling, bearer-authenticated.
 */
import { ENDPOINTS, type ResponsibleGamblingState } from '@touchline/contract';
import type { AppContext } from '../../app-context';
import type { IdentityRoute } from './identity-route';
import { responsibleGamblingState, selfExclude, setRealityCheck, takeTimeOut } from './rg-service';
import { clearSessionCookies, noStore } from './session-cookies';

const { player: PLAYER } = ENDPOINTS;

export function responsibleGamblingRoutes(route: IdentityRoute, ctx: AppContext): void {
  // An excluded player's withdraw-only session may read the state (when the break ends).
  route(
    PLAYER.responsibleGambling,
    { allowWithdrawOnly: true },
    async ({ auth }, _request, reply): Promise<ResponsibleGamblingState> => {
      noStore(reply);
      return responsibleGamblingState(ctx.db, auth.player.id, ctx.clock());
    },
  );

  // A time-out (24h, 7d, 30d) ends every session of the player at once, this one included.
  route(
    PLAYER.timeOut,
    {},
    async ({ auth, body }, request, reply): Promise<ResponsibleGamblingState> => {
      const state = await takeTimeOut(ctx, auth.player.id, body.period);
      clearSessionCookies(reply, request, ctx, auth.player.embedded);
      noStore(reply);
      return state;
    },
  );

  // Self-exclusion (6m, 1y, 5y, permanent): the same, and it cannot be shortened or lifted here.
  route(
    PLAYER.selfExclusion,
    {},
    async ({ auth, body }, request, reply): Promise<ResponsibleGamblingState> => {
      const state = await selfExclude(ctx, auth.player.id, body.period);
      clearSessionCookies(reply, request, ctx, auth.player.embedded);
      noStore(reply);
      return state;
    },
  );

  route(
    PLAYER.realityCheck,
    {},
    async ({ auth, body }, _request, reply): Promise<ResponsibleGamblingState> => {
      noStore(reply);
      return setRealityCheck(ctx, auth.player.id, body.minutes);
    },
  );
}
