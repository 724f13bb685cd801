import { SearchAnswer, SearchQuery } from '../search';
import { defineEndpoint, PUBLIC } from './define';

/** Search: beyond the spec (issue 12), so the path is a decision (docs/decisions.md "Search"). */
export const SEARCH = {
  search: defineEndpoint({
    key: 'search.search',
    method: 'GET',
    path: '/api/search',
    query: SearchQuery,
    response: SearchAnswer,
    status: [200],
    access: PUBLIC,
  }),
} as const;
