import { z } from 'zod';
import {
  EventByIdQuery,
  EventsPage,
  EventsPageLight,
  EventsPostQuery,
  EventsQuery,
  IdPathParams,
  LiveEvent,
  LiveEventLight,
  Market,
  MarketByIdQuery,
  MarketLight,
} from '../catalog';
import { EventPathTree, EventPathTreeLight, EventPathTreeQuery } from '../event-path-tree';
import {
  LiveEventsPage,
  LiveEventsPageLight,
  LiveEventsQuery,
  LivePage,
  LivePageMarkets,
  LivePageMarketsLight,
  LivePageMarketsQuery,
  LivePageQuery,
  LivePageSport,
} from '../live-events';
import { OddsLadderAndMargins, OddsLadderParams, OddsLadderQuery } from '../odds-ladder';
import { defineEndpoint, PUBLIC } from './define';

// lightWeightResponse=true answers the light variant of the same page.
const EventsAnswer = z.union([EventsPage, EventsPageLight]);

/**
 * spec betting-domain §7 "Markets and events" and shell §7 oddsLadderAndMargins. A query over
 * 2000 encoded characters is sent as the POST form, the parameters in the body (JSON or form).
 */
export const CATALOG = {
  events: defineEndpoint({
    key: 'catalog.events',
    method: 'GET',
    path: '/xapi/rest/events',
    query: EventsQuery,
    response: EventsAnswer,
    status: [200],
    access: PUBLIC,
  }),
  eventsPost: defineEndpoint({
    key: 'catalog.eventsPost',
    method: 'POST',
    path: '/xapi/rest/events',
    query: EventsPostQuery,
    body: { kind: 'form', schema: EventsQuery },
    response: EventsAnswer,
    status: [200],
    access: PUBLIC,
  }),
  // spec §7: /nextapi/xapi/rest/events — the same call with the CMS locale
  nextEvents: defineEndpoint({
    key: 'catalog.nextEvents',
    method: 'GET',
    path: '/nextapi/xapi/rest/events',
    query: EventsQuery,
    response: EventsAnswer,
    status: [200],
    access: PUBLIC,
  }),
  nextEventsPost: defineEndpoint({
    key: 'catalog.nextEventsPost',
    method: 'POST',
    path: '/nextapi/xapi/rest/events',
    query: EventsPostQuery,
    body: { kind: 'form', schema: EventsQuery },
    response: EventsAnswer,
    status: [200],
    access: PUBLIC,
  }),
  event: defineEndpoint({
    key: 'catalog.event',
    method: 'GET',
    path: '/xapi/rest/events/{id}',
    params: IdPathParams,
    query: EventByIdQuery,
    response: z.union([LiveEvent, LiveEventLight]),
    status: [200],
    access: PUBLIC,
  }),
  market: defineEndpoint({
    key: 'catalog.market',
    method: 'GET',
    path: '/xapi/rest/markets/{id}',
    params: IdPathParams,
    query: MarketByIdQuery,
    response: z.union([Market, MarketLight]),
    status: [200],
    access: PUBLIC,
  }),
  liveEvents: defineEndpoint({
    key: 'catalog.liveEvents',
    method: 'GET',
    path: '/xapi/rest/live/events',
    query: LiveEventsQuery,
    response: z.union([LiveEventsPage, LiveEventsPageLight]),
    status: [200],
    access: PUBLIC,
  }),
  livePage: defineEndpoint({
    key: 'catalog.livePage',
    method: 'GET',
    path: '/xapi/marketdata/v1/livepage',
    query: LivePageQuery,
    response: LivePage,
    status: [200],
    access: PUBLIC,
  }),
  livePageSport: defineEndpoint({
    key: 'catalog.livePageSport',
    method: 'GET',
    path: '/xapi/marketdata/v1/livepage/{id}',
    params: IdPathParams,
    query: LivePageQuery,
    response: LivePageSport,
    status: [200],
    access: PUBLIC,
  }),
  livePageMarkets: defineEndpoint({
    key: 'catalog.livePageMarkets',
    method: 'GET',
    path: '/xapi/marketdata/v1/livepage/markets/{id}',
    params: IdPathParams,
    query: LivePageMarketsQuery,
    response: z.union([LivePageMarkets, LivePageMarketsLight]),
    status: [200],
    access: PUBLIC,
  }),
  eventPathTree: defineEndpoint({
    key: 'catalog.eventPathTree',
    method: 'GET',
    path: '/xapi/rest/eventpathtree',
    query: EventPathTreeQuery,
    response: z.union([EventPathTree, EventPathTreeLight]),
    status: [200],
    access: PUBLIC,
  }),
  // spec shell §7: GET /xapi/rest/oddsLadderAndMargins/{version}
  oddsLadderAndMargins: defineEndpoint({
    key: 'catalog.oddsLadderAndMargins',
    method: 'GET',
    path: '/xapi/rest/oddsLadderAndMargins/{version}',
    params: OddsLadderParams,
    query: OddsLadderQuery,
    response: OddsLadderAndMargins,
    status: [200],
    access: PUBLIC,
  }),
} as const;
