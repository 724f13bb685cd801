import type { LiveEvent } from '@touchline/contract';
import { browserClient } from '../../../shared/api/browser-client';

/**
 * Which list a page belongs to, as the page's first read asked for it: pre-match events under
 * event paths (optionally in a time window) or the live events (optionally of one sport).
 */
export type EventPagesSource =
  | {
      readonly kind: 'prematch';
      readonly pathIds: readonly number[];
      readonly window: { readonly from: string; readonly to: string } | null;
      readonly eventsPerPage: number;
    }
  | { readonly kind: 'live'; readonly sportId: number | null };

/** One page of a list and how many events the list holds in all. */
export interface EventsPageAnswer {
  readonly page: number;
  readonly eventsPerPage: number;
  readonly totalEvents: number;
  readonly events: readonly LiveEvent[];
}

// The full forms (with markets): the table's answers also cover the light ones.
const catalog = browserClient(({ ENDPOINTS, EventsPage, LiveEventsPage }) => ({
  catalog: {
    events: { ...ENDPOINTS.catalog.events, response: EventsPage },
    liveEvents: { ...ENDPOINTS.catalog.liveEvents, response: LiveEventsPage },
  },
})).catalog;

/**
 * Browser-side: page `page` of a list ("Show more"), with the same parameters as the server's
 * first page (getEventsUnder / getLiveEvents) and the platform's `page` (spec betting-domain §7
 * events call; the live call pages by 50, §9).
 */
export async function getEventsPage(
  source: EventPagesSource,
  page: number,
  signal?: AbortSignal,
): Promise<EventsPageAnswer> {
  if (source.kind === 'live') {
    return catalog.liveEvents({
      query: {
        allBettableEvents: true,
        ...(source.sportId !== null ? { sportIds: [source.sportId] } : {}),
        page,
      },
      signal,
    });
  }
  return catalog.events({
    query: {
      periodType: 'PRE_MATCH',
      ...(source.pathIds.length > 0 ? { eventPathIds: [...source.pathIds] } : {}),
      includeMarkets: true,
      eventsPerPage: source.eventsPerPage,
      page,
      ...(source.window ? { dateFrom: source.window.from, dateTo: source.window.to } : {}),
    },
    signal,
  });
}
