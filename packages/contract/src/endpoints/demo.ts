import { z } from 'zod';
import { DemoOutboxQuery, DemoOutboxResponse } from '../auth';
import { defineEndpoint, PUBLIC } from './define';

/** The chat-token service's answer: the chat session token `s` (spec shell §7). */
export const ChatTokenExchange = z.object({ s: z.string().min(1) });
export type ChatTokenExchange = z.infer<typeof ChatTokenExchange>;

export const DEMO = {
  // The demo's view of the message outbox (one-time codes). Served only with DEMO_OUTBOX on.
  outbox: defineEndpoint({
    key: 'demo.outbox',
    method: 'GET',
    path: '/api/demo/outbox',
    query: DemoOutboxQuery,
    response: DemoOutboxResponse,
    status: [200],
    access: PUBLIC,
  }),
  // The demo's simulated external chat-token service (spec shell §7 `POST external chat-token
  // URL (bearer, text body holding the token) → s`). Served only with DEMO_OUTBOX on.
  chatToken: defineEndpoint({
    key: 'demo.chatToken',
    method: 'POST',
    path: '/api/demo/chat-token',
    // The body is the token as text/plain (the service's own format); the route reads it.
    response: ChatTokenExchange,
    status: [200],
    access: PUBLIC,
  }),
} as const;
