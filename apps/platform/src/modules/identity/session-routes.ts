/**
 * The session calls (spec shell §7): the franco-type session service (`{sessionBase}` is the
 * site root), the session call, and checkplayer.
 */
import type { FastifyInstance } from 'fastify';
import {
  FrancoLoginQuery,
  FrancoLoginRequest,
  FrancoLogoutQuery,
  type CheckPlayerResponse,
  type FrancoSessionResponse,
  type OkResponse,
  type SessionResponse,
} from '@touchline/contract';
import { parseInput } from '../../http/errors';
import type { AppContext } from '../../app-context';
import { COOKIES } from './cookies';
import { loginFranco } from './login-service';
import { clientIp } from './request-info';
import { clearSessionCookies, noStore, requestToken, setSessionCookies } from './session-cookies';
import {
  acceptTerms,
  authenticateToken,
  checkPlayer,
  francoSessionResponse,
  logout,
  refreshSession,
  sessionView,
} from './session-service';

/** Reads of the player's own session: a withdraw-only (excluded) session may make them. */
const READ = { allowWithdrawOnly: true } as const;

export function sessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  // spec shell §7: POST {sessionBase}/accounts/sessions?l={lang}&mc=mobile — username, password, device
  app.post('/accounts/sessions', async (request, reply): Promise<FrancoSessionResponse> => {
    parseInput(FrancoLoginQuery, request.query, 'query');
    const body = parseInput(FrancoLoginRequest, request.body, 'body');
    const { issued, response } = await loginFranco(ctx, {
      ...body,
      clientIp: clientIp(request, ctx.config.identity.trustProxy),
    });
    setSessionCookies(reply, request, ctx, issued);
    noStore(reply);
    return response;
  });

  // spec shell §7: POST {sessionBase}/accounts/me/sessions/accept-terms (empty)
  // A withdraw-only session may answer the terms too (the web asks whenever they are pending).
  app.post('/accounts/me/sessions/accept-terms', async (request, reply) => {
    const auth = await authenticateToken(ctx, requestToken(request), READ);
    const issued = await acceptTerms(ctx, auth);
    setSessionCookies(reply, request, ctx, issued);
    noStore(reply);
    return francoSessionResponse(ctx, issued);
  });

  // spec shell §7: POST {sessionBase}/accounts/me/sessions/refresh (empty)
  app.post('/accounts/me/sessions/refresh', async (request, reply) => {
    const auth = await authenticateToken(ctx, requestToken(request));
    const issued = await refreshSession(ctx, auth);
    setSessionCookies(reply, request, ctx, issued);
    noStore(reply);
    return francoSessionResponse(ctx, issued);
  });

  // spec shell §7: DELETE {sessionBase}/accounts/me/sessions — logout; like the header logout it
  // always answers 200, so a client can always leave.
  app.delete('/accounts/me/sessions', async (request, reply): Promise<OkResponse> => {
    const query = parseInput(FrancoLogoutQuery, request.query, 'query');
    const ended = await logout(ctx, {
      token: requestToken(request),
      pendingId: null,
      reason: query.reason,
    });
    clearSessionCookies(reply, request, ctx, ended.embedded ?? false);
    noStore(reply);
    return { success: true, status: 'SUCCESS' };
  });

  // spec shell §7: GET /api/session (cache-busting query, X-UUIDToken header ignored) — the
  // web's cookie or a bearer.
  app.get('/api/session', async (request, reply): Promise<SessionResponse> => {
    const auth = await authenticateToken(ctx, requestToken(request, [COOKIES.session]), READ);
    noStore(reply);
    return sessionView(ctx, auth);
  });

  // spec shell §7: GET /xapi/icore/checkplayer (bearer from an extToken cookie, or Authorization)
  app.get('/xapi/icore/checkplayer', async (request, reply): Promise<CheckPlayerResponse> => {
    const auth = await authenticateToken(
      ctx,
      requestToken(request, [COOKIES.extToken, COOKIES.session]),
      READ,
    );
    noStore(reply);
    return checkPlayer(auth);
  });
}
