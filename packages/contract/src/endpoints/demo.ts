import { DemoOutboxQuery, DemoOutboxResponse } from '../auth';
import { defineEndpoint, PUBLIC } from './define';

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
} as const;
