import { ENDPOINTS, EventsPage, LiveEvent, LiveEventsPage } from '@touchline/contract';
import { serverClient } from '../../../shared/api/server-client';
import type { Locale } from '../../../shared/config/locales';
import type { EventPaging } from '../components/use-paged-events';
import { load, type LoadResult } from './load-result';

/** A browsing page's size for the lists without "Show more" (the contract allows up to 200). */
export const BROWSE_EVENTS_PER_PAGE = 100;

/** spec betting-domain §9: the pre-match page size, the sport page's "Show more" step. */
export const PREMATCH_EVENTS_PER_PAGE = 20;

function client(locale: Locale) {
  // The table's answers also cover the light forms; these pages ask for the full ones.
  return serverClient(
    {
      catalog: {
        events: { ...ENDPOINTS.catalog.events, response: EventsPage },
        event: { ...ENDPOINTS.catalog.event, response: LiveEvent },
        liveEvents: { ...ENDPOINTS.catalog.liveEvents, response: LiveEventsPage },
      },
    },
    locale,
  ).catalog;
}

/**
 * Server-side: pre-match events under event paths (a sport, a country, leagues), with their
 * markets, optionally within a time window (fixtures).
 */
export function getEventsUnder(
  pathIds: readonly number[],
  locale: Locale,
  window: { readonly from: Date; readonly to: Date } | null = null,
  eventsPerPage: number = BROWSE_EVENTS_PER_PAGE,
): Promise<LoadResult<EventsPage>> {
  return load(() =>
    client(locale).events({
      query: {
        periodType: 'PRE_MATCH',
        ...(pathIds.length > 0 ? { eventPathIds: [...pathIds] } : {}),
        includeMarkets: true,
        eventsPerPage,
        page: 1,
        ...(window ? { dateFrom: window.from.toISOString(), dateTo: window.to.toISOString() } : {}),
      },
    }),
  );
}

/**
 * Server-side: a pre-match list's first page of PREMATCH_EVENTS_PER_PAGE (spec betting-domain §9)
 * and the "Show more" paging that reads the next ones with the same paths and window.
 */
export async function getPrematchFirstPage(
  pathIds: readonly number[],
  locale: Locale,
  window: { readonly from: Date; readonly to: Date } | null = null,
): Promise<LoadResult<{ readonly events: EventsPage['events']; readonly paging: EventPaging }>> {
  const first = await getEventsUnder(pathIds, locale, window, PREMATCH_EVENTS_PER_PAGE);
  if (!first.ok) return first;
  return {
    ok: true,
    value: {
      events: first.value.events,
      paging: {
        source: {
          kind: 'prematch',
          pathIds,
          window: window ? { from: window.from.toISOString(), to: window.to.toISOString() } : null,
          eventsPerPage: PREMATCH_EVENTS_PER_PAGE,
        },
        eventsPerPage: PREMATCH_EVENTS_PER_PAGE,
        totalEvents: first.value.totalEvents,
      },
    },
  };
}

/** Server-side: one event with its markets (GET /xapi/rest/events/{id}); 404 → notFound. */
export function getEvent(id: number, locale: Locale): Promise<LoadResult<LiveEvent>> {
  return load(() => client(locale).event({ params: { id }, query: {} }));
}

/** Server-side: the live events (GET /xapi/rest/live/events), optionally of one sport. */
export function getLiveEvents(
  locale: Locale,
  sportId: number | null = null,
): Promise<LoadResult<LiveEventsPage>> {
  return load(() =>
    client(locale).liveEvents({
      query: {
        // Every live event, also one whose markets are all suspended right now: it still has a score.
        allBettableEvents: true,
        ...(sportId !== null ? { sportIds: [sportId] } : {}),
      },
    }),
  );
}
