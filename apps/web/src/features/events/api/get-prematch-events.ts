import type { Result } from '@touchline/betting';
import { EventsPage } from '@touchline/contract';
import { serverEnv } from '../../../shared/config/server-env';
import type { Sport } from '../sports';

export const EVENTS_LOAD_ERROR = 'Events could not be loaded right now. Please try again shortly.';

/** Pre-match page size for the walking skeleton (contract default is 20, max 200). */
const EVENTS_PER_PAGE = 50;

/**
 * Server-side: GET /xapi/rest/events for a sport's pre-match list (betting-domain §7), never
 * cached. A failed or malformed answer is a value the page shows, not a crash.
 */
export async function getPrematchEvents(sport: Sport): Promise<Result<EventsPage, string>> {
  const query = new URLSearchParams({
    periodType: 'PRE_MATCH',
    eventPathIds: String(sport.id),
    includeMarkets: 'true',
    eventsPerPage: String(EVENTS_PER_PAGE),
    page: '1',
  });
  try {
    const response = await fetch(`${serverEnv().platformUrl}/xapi/rest/events?${query}`, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return { ok: false, error: EVENTS_LOAD_ERROR };
    const parsed = EventsPage.safeParse(await response.json());
    return parsed.success
      ? { ok: true, value: parsed.data }
      : { ok: false, error: EVENTS_LOAD_ERROR };
  } catch {
    return { ok: false, error: EVENTS_LOAD_ERROR };
  }
}
