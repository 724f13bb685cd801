/**
 * The demo outbox (`?username=`): the demo's view of the message outbox (one-time codes), so
 * the demo and the tests can read a code "sent" to a player; and the demo's simulated Avaya
 * chat-token service. Registered only when DEMO_OUTBOX is on (default for the embedded stack,
 * off with DATABASE_URL): never expose them publicly.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { ENDPOINTS, type ChatTokenExchange, type DemoOutboxResponse } from '@touchline/contract';
import type { AppContext } from '../../app-context';
import { AppError, ERROR_CODES } from '../../http/errors';
import type { IdentityRoute } from './identity-route';
import { recentOutboxMessages } from './repository';
import { noStore } from './session-cookies';

export function demoRoutes(route: IdentityRoute, ctx: AppContext): void {
  route(
    ENDPOINTS.demo.outbox,
    {},
    async ({ query }, _request, reply): Promise<DemoOutboxResponse> => {
      const { username } = query;
      const rows = await recentOutboxMessages(ctx.db, username, 20);
      noStore(reply);
      return {
        messages: rows.map((m) => ({
          id: m.id,
          channel: m.channel,
          recipient: m.recipient,
          kind: m.kind,
          body: m.body,
          createdAt: m.created_at.toISOString(),
        })),
      };
    },
  );

  // The simulated external chat-token service (spec shell §7): the bearer the platform hands to
  // players' browsers, a text body holding a chat token, and `s` back.
  route(ENDPOINTS.demo.chatToken, {}, (_input, request, reply): ChatTokenExchange => {
    noStore(reply);
    const bearer = ctx.config.identity.avayaChatBearer;
    const presented = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (bearer === null || !sameSecret(presented, bearer)) {
      throw new AppError(401, ERROR_CODES.unauthorized, 'The chat-token bearer is not valid');
    }
    const token = typeof request.body === 'string' ? request.body.trim() : '';
    if (!/^[\w-]{20,200}$/.test(token)) {
      throw new AppError(400, ERROR_CODES.invalidRequest, 'The body must hold a chat token');
    }
    return { s: createHmac('sha256', bearer).update(`chat-session|${token}`).digest('base64url') };
  });
}

/** Compares two secrets in constant time (their digests, so the lengths leak nothing). */
function sameSecret(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}
