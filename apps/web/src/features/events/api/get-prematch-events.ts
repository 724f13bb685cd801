import type { Result } from '@touchline/betting';
import { ENDPOINTS, EventsPage } from '@touchline/contract';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/config/locales';
import { serverClient } from '../../../shared/api/server-client';
import type { Sport } from '../sports';

export const EVENTS_LOAD_ERROR = 'Events could not be loaded right now. Please try again shortly.';

/** spec betting-domain §9: pre-match page size 20 (the contract's default; max 200). */
const EVENTS_PER_PAGE = 20;

/**
 * Server-side: a sport's pre-match list from the catalogue's events call (betting-domain §7),
 * never cached. A failed or malformed answer is a value the page shows, not a crash.
 */
export async function getPrematchEvents(
  sport: Sport,
  locale: Locale = DEFAULT_LOCALE,
  pageNumber = 1,
): Promise<Result<EventsPage, string>> {
  try {
    // The table's answer also covers the light form; this list asks for full pages.
    const events = serverClient(
      { catalog: { events: { ...ENDPOINTS.catalog.events, response: EventsPage } } },
      locale,
    ).catalog.events;
    const page = await events({
      query: {
        periodType: 'PRE_MATCH',
        eventPathIds: sport.id,
        includeMarkets: true,
        eventsPerPage: EVENTS_PER_PAGE,
        page: pageNumber,
      },
    });
    return { ok: true, value: page };
  } catch {
    return { ok: false, error: EVENTS_LOAD_ERROR };
  }
}
