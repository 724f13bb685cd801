/**
 * The demo outbox (`?username=`): the demo's view of the message outbox (one-time codes), so
 * the demo and the tests can read a code "sent" to a player. Registered only when DEMO_OUTBOX
 * is on (default for the embedded stack, off with DATABASE_URL): never expose it publicly.
 */
import { ENDPOINTS, type DemoOutboxResponse } from '@touchline/contract';
import type { AppContext } from '../../app-context';
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
}
