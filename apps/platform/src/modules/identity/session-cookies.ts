/** Setting and clearing the web's session cookies on a reply (see cookies.ts for the rules). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { clearCookie, COOKIES, parseCookies, serializeCookie } from './cookies';
import { bearerToken, cookieMode } from './request-info';
import { tokenFingerprint, type IssuedSession } from './session-service';

/** Pending second steps live 30 minutes (spec shell §9 code validity). */
const PENDING_MAX_AGE_SECONDS = 1800;

export function requestCookies(request: FastifyRequest): Map<string, string> {
  return parseCookies(request.headers.cookie);
}

/** The session token of a request: the bearer, else (where allowed) the named cookies. */
export function requestToken(
  request: FastifyRequest,
  cookieNames: readonly string[] = [],
): string | null {
  const bearer = bearerToken(request);
  if (bearer) return bearer;
  const cookies = requestCookies(request);
  for (const name of cookieNames) {
    const value = cookies.get(name);
    if (value) return value;
  }
  return null;
}

export function pendingLoginId(request: FastifyRequest): string | null {
  return requestCookies(request).get(COOKIES.pending) ?? null;
}

/** A completed login or a re-issued token: tl_session (HttpOnly) and tl_fp; the pending step goes. */
export function setSessionCookies(
  reply: FastifyReply,
  request: FastifyRequest,
  ctx: AppContext,
  issued: IssuedSession,
): void {
  const mode = cookieMode(request, ctx.config.identity.trustProxy, issued.embedded);
  const maxAgeSeconds = (issued.expiresAt.getTime() - ctx.clock().getTime()) / 1000;
  reply.header('set-cookie', [
    serializeCookie(COOKIES.session, issued.token, { maxAgeSeconds, httpOnly: true }, mode),
    serializeCookie(
      COOKIES.fingerprint,
      tokenFingerprint(issued.sessionId, issued.tokenGen),
      { maxAgeSeconds, httpOnly: false },
      mode,
    ),
    clearCookie(COOKIES.pending, mode, ctx.config.identity.authBase),
  ]);
}

/** A pending second step: the random id in an HttpOnly cookie scoped to the auth paths. */
export function setPendingCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  ctx: AppContext,
  pendingId: string,
  embedded: boolean,
): void {
  const mode = cookieMode(request, ctx.config.identity.trustProxy, embedded);
  reply.header('set-cookie', [
    serializeCookie(
      COOKIES.pending,
      pendingId,
      {
        maxAgeSeconds: PENDING_MAX_AGE_SECONDS,
        httpOnly: true,
        path: ctx.config.identity.authBase,
      },
      mode,
    ),
  ]);
}

/** Logout: every identity cookie removed, with the attributes it was set with. */
export function clearSessionCookies(
  reply: FastifyReply,
  request: FastifyRequest,
  ctx: AppContext,
  embedded: boolean,
): void {
  const mode = cookieMode(request, ctx.config.identity.trustProxy, embedded);
  reply.header('set-cookie', [
    clearCookie(COOKIES.session, mode),
    clearCookie(COOKIES.fingerprint, mode),
    clearCookie(COOKIES.pending, mode, ctx.config.identity.authBase),
  ]);
}

/** Responses that carry tokens or personal data are never cached. */
export function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}
