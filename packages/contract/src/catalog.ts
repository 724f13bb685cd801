import { z } from 'zod';
import { MAX_EVENTS_PER_PAGE } from './limits';
import {
  CLOCK_STATUSES,
  LIVE_EVENTS_PAGE_SIZE,
  PERIOD_ABBREVIATIONS,
  PRE_MATCH_DEFAULT_PAGE_SIZE,
} from '@touchline/betting';
import { IsoDateTime } from './common';
import {
  BoolParam,
  InstantParam,
  MAX_INT4,
  enumListParam,
  enumParam,
  fromParams,
  IdParam,
  idListParam,
} from './query-params';
import { DecorationParams } from './request-decoration';

// =============================================================================================
// Shapes (spec betting-domain §3)
// =============================================================================================

/** spec betting-domain §4: market status values. */
export const MarketStatus = z.enum(['open', 'suspended', 'lts', 'closed']);
export type MarketStatus = z.infer<typeof MarketStatus>;

export const PeriodType = z.enum(['IN_RUNNING', 'PRE_MATCH']);
export type PeriodType = z.infer<typeof PeriodType>;

export const CurrentPrice = z.object({
  /** The price's version: it grows by one at every price change of the outcome. */
  id: z.number().int(),
  decimal: z.number().gt(1),
  /** The handicap or total line the price is for (null for a plain win market). */
  spread: z.number().nullable(),
  spread2: z.number().nullable(),
  extraKey1: z.string().nullable(),
  extraKey2: z.string().nullable(),
  format: z.string(),
});
export type CurrentPrice = z.infer<typeof CurrentPrice>;

/** A previous price (spec §3 market change feed: penultimate and antepenultimate prices). */
export const PreviousPrice = z.object({
  decimal: z.number().gt(1),
  spread: z.number().nullable(),
  spread2: z.number().nullable(),
  format: z.string(),
});

/** spec betting-domain §3 Outcome. */
export const Outcome = z.object({
  id: z.number().int(),
  description: z.string(),
  ordinalPosition: z.number().int(),
  opponentId: z.number().int().nullable(),
  optionalOpponentId: z.number().int().nullable(),
  hidden: z.boolean(),
  teamId: z.number().int().nullable(),
  consolidatedPrice: z.object({
    currentPrice: CurrentPrice,
    /** The two previous prices, when the outcome has been re-priced (omitted otherwise). */
    penultimatePrice: PreviousPrice.optional(),
    antepenultimatePrice: PreviousPrice.optional(),
  }),
});
export type Outcome = z.infer<typeof Outcome>;

/**
 * spec betting-domain §3 Market period; ids of §9 (football 100/200 …), type 1 pre-match, 2 live.
 * The abbreviation is one of the §3 list, or null for a whole-match period (full time, match,
 * race, outright), which the list does not name (docs/decisions.md "Simulator").
 */
export const Period = z.object({
  id: z.number().int(),
  abbreviation: z.enum(PERIOD_ABBREVIATIONS).nullable(),
  fullAbbreviation: z.string(),
  description: z.string(),
  sequence: z.number().int(),
  fullDescription: z.string(),
  periodTypeId: z.number().int(),
  periodType: z.object({ id: z.number().int(), inRunning: z.boolean() }),
});
export type Period = z.infer<typeof Period>;

/** spec betting-domain §3 Market. */
export const Market = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  /** The feed the market comes from (its event's feed code): a feed alert suspends them all. */
  feedId: z.string(),
  marketTypeId: z.number().int(),
  description: z.string(),
  status: MarketStatus,
  period: Period,
  marketTypeInfo: z.object({ ordinalPosition: z.number().int(), style: z.string() }),
  instance: z.number().int().nullable(),
  opponentId: z.number().int().nullable(),
  periodId: z.number().int(),
  cutoffTime: IsoDateTime.nullable(),
  playerName: z.string().nullable(),
  teamName: z.string().nullable(),
  /** Each-way terms of a race market, e.g. '1/4' over `places` places (null otherwise). */
  placeTerms: z.string().nullable().optional(),
  places: z.number().int().nullable().optional(),
  outcomes: z.array(Outcome),
});
export type Market = z.infer<typeof Market>;

export const EventPath = z.object({
  id: z.number().int(),
  description: z.string(),
  slug: z.string(),
});
export type EventPath = z.infer<typeof EventPath>;

export const Opponent = z.object({
  id: z.number().int(),
  description: z.string(),
  position: z.enum(['HOME', 'AWAY']),
});

/** spec betting-domain §3 Event (with the fields the front end reads). */
export const Event = z.object({
  id: z.number().int(),
  description: z.string(),
  slug: z.string(),
  startTime: IsoDateTime,
  sportId: z.number().int(),
  sportCode: z.string(),
  isLive: z.boolean(),
  eventPaths: z.array(EventPath),
  opponents: z.array(Opponent),
  feedCode: z.string(),
  betRadarId: z.number().int().nullable(),
  streamingIMGId: z.string().nullable(),
  streamingPMId: z.string().nullable(),
  trackerPMId: z.string().nullable(),
  liveStreaming: z.boolean(),
  /** Markets the event offers (open or suspended), whether or not they are in `markets`. */
  marketCount: z.number().int(),
  markets: z.array(Market),
});
export type Event = z.infer<typeof Event>;

// ---------------------------------------------------------------------------------------------
// Live event (spec betting-domain §3 Live event)
// ---------------------------------------------------------------------------------------------

export const LiveClock = z.object({
  minutes: z.number().int().min(0),
  status: z.enum(CLOCK_STATUSES),
});

/** One per-period score, keyed by opponent, period instance and period key (§4 score merge). */
export const PeriodScore = z.object({
  opponentId: z.number().int(),
  periodInstance: z.number().int().min(0),
  periodKey: z.string(),
  score: z.number().int().min(0),
});

export const CricketOutcome = z.object({
  over: z.number().int().min(0),
  ball: z.number().int().min(0),
  outcome: z.string(),
});

/** An opponent's match score, derived from scoresPerPeriod (see docs/decisions.md). */
export const OpponentScore = z.object({
  opponentId: z.number().int(),
  score: z.number().int().min(0),
});

export const MatchStatus = z.enum(['NOT_STARTED', 'IN_PLAY', 'FINISHED', 'CANCELLED']);

/**
 * The live fields of spec betting-domain §3 Live event. Every catalogue answer carries them; before
 * kick-off the clock is null, the lists are empty and the match is NOT_STARTED.
 */
export const LiveState = z.object({
  clock: LiveClock.nullable(),
  isFinished: z.boolean(),
  scores: z.array(OpponentScore),
  /** Set-based sports (tennis, volleyball …): the most sets a match can have; null otherwise. */
  sets: z.object({ maxSets: z.number().int().min(1) }).nullable(),
  scoresPerPeriod: z.array(PeriodScore),
  match: z.object({
    status: MatchStatus,
    wentLiveAt: IsoDateTime.nullable(),
    finishedAt: IsoDateTime.nullable(),
  }),
  cricketOutcomes: z.array(CricketOutcome),
  /** Open markets of the event now (spec §4 open-market count). */
  liveOpenMarketCount: z.number().int().min(0),
  currentPeriod: z.string().nullable(),
  currentPeriodAbbreviation: z.enum(PERIOD_ABBREVIATIONS).nullable(),
  currentPeriodNumber: z.number().int().min(0).nullable(),
});
export type LiveState = z.infer<typeof LiveState>;

export const EventType = z.enum(['GAMEEVENT', 'RANKEVENT']);
export const SportGroup = z.enum(['REGULAR', 'ESPORTS']);

/**
 * What every catalogue call answers for an event: spec §3 Event, the catalogue facts (event type,
 * outright, sport group) and the §3 Live event fields.
 */
export const LiveEvent = Event.extend({
  eventType: EventType,
  isOutright: z.boolean(),
  sportGroup: SportGroup,
  ...LiveState.shape,
});
export type LiveEvent = z.infer<typeof LiveEvent>;

// ---------------------------------------------------------------------------------------------
// Light-weight variants (lightWeightResponse=true)
// ---------------------------------------------------------------------------------------------

/** lightWeightResponse: outcomes without teamId/optionalOpponentId, prices without extra keys. */
export const OutcomeLight = Outcome.omit({ optionalOpponentId: true, teamId: true }).extend({
  consolidatedPrice: z.object({
    currentPrice: CurrentPrice.omit({ extraKey1: true, extraKey2: true }),
  }),
});
/** lightWeightResponse: markets without the period object, feed id, cut-off and names. */
export const MarketLight = Market.omit({
  period: true,
  feedId: true,
  cutoffTime: true,
  playerName: true,
  teamName: true,
  placeTerms: true,
  places: true,
}).extend({ outcomes: z.array(OutcomeLight) });
export type MarketLight = z.infer<typeof MarketLight>;
/** lightWeightResponse: events without streaming and tracker ids. */
export const LiveEventLight = LiveEvent.omit({
  betRadarId: true,
  streamingIMGId: true,
  streamingPMId: true,
  trackerPMId: true,
  liveStreaming: true,
}).extend({ markets: z.array(MarketLight) });
export type LiveEventLight = z.infer<typeof LiveEventLight>;

// =============================================================================================
// GET/POST /xapi/rest/events (spec betting-domain §7)
// =============================================================================================

/** spec betting-domain §9: pre-match default page size 20. */
export const DEFAULT_EVENTS_PER_PAGE = PRE_MATCH_DEFAULT_PAGE_SIZE;
export { MAX_EVENTS_PER_PAGE };
export const MAX_PAGE = 10_000;
/** Most ids an `ids` / `eventPathIds` list may hold (a long list goes in the POST form). */
export const MAX_IDS_PER_QUERY = 1000;

/** GET /xapi/rest/events answer. */
export const EventsPage = z.object({
  page: z.number().int(),
  eventsPerPage: z.number().int(),
  totalEvents: z.number().int(),
  events: z.array(LiveEvent),
});
export type EventsPage = z.infer<typeof EventsPage>;

export const EventsPageLight = EventsPage.extend({ events: z.array(LiveEventLight) });
export type EventsPageLight = z.infer<typeof EventsPageLight>;

/** A whole number parameter in [min, max], written as digits. */
export function countParam(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
}

/** spec §7 market statuses a market query may ask for; lts, closed, settled are never listed. */
export const ListedMarketStatus = z.enum(['open', 'suspended']);

/** Period type ids (packages/betting PERIOD_TYPE_IDS: 1 pre-match, 2 in running). */
export const PeriodTypeIdsParam = enumListParam(['1', '2']).transform((ids) => ids.map(Number));

/** The market-selection parameters shared by every call that answers markets. */
export const MarketParams = {
  marketStatus: enumListParam(ListedMarketStatus.options).optional(),
  lightWeightResponse: BoolParam.optional(),
  marketTypeIds: idListParam({ maxItems: 200, maxValue: MAX_INT4 }).optional(),
  periodTypeIds: PeriodTypeIdsParam.optional(),
};

const eventsQueryShape = {
  bettable: BoolParam.optional(),
  periodType: enumParam(PeriodType.options).optional(),
  includeMarkets: BoolParam.optional(),
  eventPathIds: idListParam({ maxItems: MAX_IDS_PER_QUERY }).optional(),
  eventsPerPage: countParam(1, MAX_EVENTS_PER_PAGE).optional(),
  page: countParam(1, MAX_PAGE).optional(),
  dateFrom: InstantParam.optional(),
  dateTo: InstantParam.optional(),
  ids: idListParam({ maxItems: MAX_IDS_PER_QUERY }).optional(),
  sortByEventpath: BoolParam.optional(),
  ...MarketParams,
  ...DecorationParams,
};

/**
 * GET /xapi/rest/events query (spec betting-domain §7), and the body of its POST form. Unknown
 * parameters are ignored, known ones are parsed strictly: a malformed value is a 400.
 */
export const EventsQuery = fromParams(
  z
    .object(eventsQueryShape)
    .refine((q) => !q.dateFrom || !q.dateTo || Date.parse(q.dateFrom) <= Date.parse(q.dateTo), {
      message: 'dateFrom must not be after dateTo',
      path: ['dateFrom'],
    }),
);
export type EventsQuery = z.infer<typeof EventsQuery>;

/**
 * POST /xapi/rest/events?hash=… (and /nextapi/xapi/rest/events): the long query's form. `hash` is
 * the client's digest of the payload (hex, base64url or a signed hash code): it makes the URL of
 * each payload distinct for URL-keyed caches between client and platform. The platform checks its
 * form and does not trust it for anything; its own cache key is the normalised parameters.
 */
export const EventsPostQuery = fromParams(
  z.object({
    hash: z
      .string({ error: 'is required: the client digest of the POSTed payload' })
      .regex(/^-?[A-Za-z0-9_-]{1,128}$/, 'must be a digest: 1-128 letters, digits, _ or -'),
    ...DecorationParams,
  }),
);
export type EventsPostQuery = z.infer<typeof EventsPostQuery>;

/** GET /xapi/rest/events/{id} and /xapi/rest/markets/{id} query: market selection only. */
export const EventByIdQuery = fromParams(z.object({ ...MarketParams, ...DecorationParams }));
export type EventByIdQuery = z.infer<typeof EventByIdQuery>;

export const MarketByIdQuery = fromParams(
  z.object({ lightWeightResponse: BoolParam.optional(), ...DecorationParams }),
);
export type MarketByIdQuery = z.infer<typeof MarketByIdQuery>;

/** spec betting-domain §9: live events page size 50. */
export const LIVE_PAGE_SIZE = LIVE_EVENTS_PAGE_SIZE;

/** `{id}` of /events/{id}, /markets/{id}, /livepage/{id}, /livepage/markets/{id}. */
export const IdPathParams = z.object({ id: IdParam });
