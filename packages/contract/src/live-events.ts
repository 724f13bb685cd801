import { z } from 'zod';
import { LIVE_EVENTS_PAGE_SIZE } from '@touchline/betting';
import {
  LiveEvent,
  LiveEventLight,
  Market,
  MarketLight,
  SportGroup,
  countParam,
  MAX_PAGE,
} from './catalog';
import { BoolParam, enumListParam, fromParams, idListParam, MAX_INT4 } from './query-params';
import { DecorationParams } from './request-decoration';

// =============================================================================================
// GET /xapi/rest/live/events (spec betting-domain §7)
// =============================================================================================

/** Statuses a live query may ask for (OPEN,SUSPENDED by default; LTS only when not excluded). */
export const LiveMarketStatus = z.enum(['open', 'suspended', 'lts']);

export const LiveEventsQuery = fromParams(
  z.object({
    /** true: every live event, also those with no market in `marketStatuses` right now. */
    allBettableEvents: BoolParam.optional(),
    /** Default true: long-term suspended (lts) markets are left out (spec §7 market queries). */
    excludeLongTermSuspended: BoolParam.optional(),
    /** true: also events starting within the next 10 minutes (spec §9 time constant 600 s). */
    includeAboutToStart: BoolParam.optional(),
    lightWeightResponse: BoolParam.optional(),
    marketStatuses: enumListParam(LiveMarketStatus.options).optional(),
    sportGroups: enumListParam(SportGroup.options).optional(),
    /** true: only the sports with their live event counts, no events. */
    onlySports: BoolParam.optional(),
    /** Touchline extensions: narrow to sports, page through more than 50 events. */
    sportIds: idListParam({ maxItems: 200, maxValue: MAX_INT4 }).optional(),
    page: countParam(1, MAX_PAGE).optional(),
    ...DecorationParams,
  }),
);
export type LiveEventsQuery = z.infer<typeof LiveEventsQuery>;

/** A sport with live events, and how many (the live menu). */
export const LiveSportCount = z.object({
  id: z.number().int(),
  sportCode: z.string(),
  description: z.string(),
  eventCount: z.number().int().min(1),
});
export type LiveSportCount = z.infer<typeof LiveSportCount>;

/** GET /xapi/rest/live/events answer: a page of at most 50 events (spec §9) and sport counts. */
export const LiveEventsPage = z.object({
  page: z.number().int(),
  eventsPerPage: z.literal(LIVE_EVENTS_PAGE_SIZE),
  totalEvents: z.number().int(),
  sports: z.array(LiveSportCount),
  events: z.array(LiveEvent),
});
export type LiveEventsPage = z.infer<typeof LiveEventsPage>;

export const LiveEventsPageLight = LiveEventsPage.extend({ events: z.array(LiveEventLight) });
export type LiveEventsPageLight = z.infer<typeof LiveEventsPageLight>;

// =============================================================================================
// GET /xapi/marketdata/v1/livepage, /livepage/{id}, /livepage/markets/{id}
// =============================================================================================

/** An event path under a live sport (country/category or league), for the live filter. */
export const LiveEventPath = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  kind: z.enum(['country', 'category', 'league', 'tournament']),
  description: z.string(),
  slug: z.string(),
});

/** spec betting-domain §3 Live page sport: id, name, description, events (with markets), eventPaths, sportCode. */
export const LivePageSport = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  sportCode: z.string(),
  eventPaths: z.array(LiveEventPath),
  events: z.array(LiveEvent),
});
export type LivePageSport = z.infer<typeof LivePageSport>;

/** GET /xapi/marketdata/v1/livepage answer (sports with no known code are skipped, spec §7). */
export const LivePage = z.object({ sports: z.array(LivePageSport) });
export type LivePage = z.infer<typeof LivePage>;

export const LivePageQuery = fromParams(z.object({ ...DecorationParams }));

/** /livepage/markets/{id} query: `cmsSettingId`, the CMS setting that picks the market layout. */
export const LivePageMarketsQuery = fromParams(
  z.object({
    cmsSettingId: countParam(1, 999_999_999).optional(),
    lightWeightResponse: BoolParam.optional(),
    ...DecorationParams,
  }),
);
export type LivePageMarketsQuery = z.infer<typeof LivePageMarketsQuery>;

/** /livepage/markets/{id} answer: the event's live markets under the §7 market query rules. */
export const LivePageMarkets = z.object({
  eventId: z.number().int(),
  liveOpenMarketCount: z.number().int().min(0),
  markets: z.array(Market),
});
export type LivePageMarkets = z.infer<typeof LivePageMarkets>;

export const LivePageMarketsLight = LivePageMarkets.extend({ markets: z.array(MarketLight) });
