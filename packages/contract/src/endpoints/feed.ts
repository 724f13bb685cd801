import { ChangesAnswer, ChangesQuery } from '../feed';
import { defineEndpoint, PUBLIC } from './define';

export const FEED = {
  // Touchline path (the spec names only poll_changes_refresh_interval, betting-domain §3): the
  // market change feed and live event messages after a cursor.
  changes: defineEndpoint({
    key: 'feed.changes',
    method: 'GET',
    path: '/xapi/rest/changes',
    query: ChangesQuery,
    response: ChangesAnswer,
    status: [200],
    access: PUBLIC,
  }),
} as const;
