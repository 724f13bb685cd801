/**
 * GET /api/demo/outbox?username= — the demo's view of the message outbox (one-time codes), so
 * the demo and the tests can read a code "sent" to a player. Registered only when DEMO_OUTBOX
 * is on (default for the embedded stack, off with DATABASE_URL): never expose it publicly.
 */
import type { FastifyInstance } from 'fastify';
import { DemoOutboxQuery, type DemoOutboxResponse } from '@touchline/contract';
import { parseInput } from '../../http/errors';
import type { AppContext } from '../../app-context';
import { recentOutboxMessages } from './repository';
import { noStore } from './session-cookies';

export function demoRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/demo/outbox', async (request, reply): Promise<DemoOutboxResponse> => {
    const { username } = parseInput(DemoOutboxQuery, request.query, 'query');
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
  });
}
