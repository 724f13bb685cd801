/**
 * The session calls (spec shell §7): the franco-type session service (`{sessionBase}` is the
 * site root), the session call, and checkplayer.
 */
import {
  ENDPOINTS,
  type CheckPlayerResponse,
  type FrancoSessionResponse,
  type OkResponse,
  type SessionResponse,
} from '@touchline/contract';
import type { AppContext } from '../../app-context';
import { COOKIES } from './cookies';
import type { IdentityRoute } from './identity-route';
import { loginFranco } from './login-service';
import { clientIp } from './request-info';
import { clearSessionCookies, noStore, requestToken, setSessionCookies } from './session-cookies';
import {
  acceptTerms,
  checkPlayer,
  francoSessionResponse,
  logout,
  refreshSession,
  sessionView,
} from './session-service';

/** Reads of the player's own session: a withdraw-only (excluded) session may make them. */
const READ = { allowWithdrawOnly: true } as const;

const { session: SESSION } = ENDPOINTS;

export function sessionRoutes(route: IdentityRoute, ctx: AppContext): void {
  // spec shell §7: POST {sessionBase}/accounts/sessions?l={lang}&mc=mobile — username, password, device
  route(
    SESSION.francoLogin,
    {},
    async ({ body }, request, reply): Promise<FrancoSessionResponse> => {
      const { issued, response } = await loginFranco(ctx, {
        ...body,
        clientIp: clientIp(request, ctx.config.identity.trustProxy),
      });
      setSessionCookies(reply, request, ctx, issued);
      noStore(reply);
      return response;
    },
  );

  // A withdraw-only session may answer the terms too (the web asks whenever they are pending).
  route(SESSION.acceptTerms, READ, async ({ auth }, request, reply) => {
    const issued = await acceptTerms(ctx, auth);
    setSessionCookies(reply, request, ctx, issued);
    noStore(reply);
    return francoSessionResponse(ctx, issued);
  });

  route(SESSION.refresh, {}, async ({ auth }, request, reply) => {
    const issued = await refreshSession(ctx, auth);
    setSessionCookies(reply, request, ctx, issued);
    noStore(reply);
    return francoSessionResponse(ctx, issued);
  });

  // spec shell §7: logout; like the header logout it always answers 200, so a client can always
  // leave.
  route(SESSION.francoLogout, {}, async ({ query }, request, reply): Promise<OkResponse> => {
    const ended = await logout(ctx, {
      token: requestToken(request),
      pendingId: null,
      reason: query.reason,
    });
    clearSessionCookies(reply, request, ctx, ended.embedded ?? false);
    noStore(reply);
    return { success: true, status: 'SUCCESS' };
  });

  // spec shell §7: the session call (cache-busting query, X-UUIDToken header ignored) — the
  // web's cookie or a bearer.
  route(
    SESSION.session,
    { ...READ, tokenCookies: [COOKIES.session] },
    async ({ auth }, _request, reply): Promise<SessionResponse> => {
      noStore(reply);
      return sessionView(ctx, auth);
    },
  );

  // spec shell §7: checkplayer (bearer from an extToken cookie, or Authorization)
  route(
    SESSION.checkPlayer,
    { ...READ, tokenCookies: [COOKIES.extToken, COOKIES.session] },
    ({ auth }, _request, reply): CheckPlayerResponse => {
      noStore(reply);
      return checkPlayer(auth);
    },
  );
}
