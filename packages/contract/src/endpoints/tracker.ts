import { TrackerAnswer, TrackerParams, TrackerQuery } from '../tracker';
import { defineEndpoint, PUBLIC } from './define';

/** The match tracker: beyond the spec (issue 12), so the path is a decision (docs/decisions.md "Match tracker"). */
export const TRACKER = {
  incidents: defineEndpoint({
    key: 'tracker.incidents',
    method: 'GET',
    path: '/api/events/{eventId}/tracker',
    params: TrackerParams,
    query: TrackerQuery,
    response: TrackerAnswer,
    status: [200],
    access: PUBLIC,
  }),
} as const;
