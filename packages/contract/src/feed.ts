import { z } from 'zod';
import {
  CLOCK_STATUSES,
  FEED_MARKET_STATUSES,
  PERIOD_ABBREVIATIONS,
  type LiveEventMessage,
  type MarketChangeWire,
} from '@touchline/betting';
import { IdList } from './common';

/**
 * The live feed as browsers see it (spec betting-domain §3 "Market change feed" and "Live event",
 * §4 "Market and live data"): the same messages by polling (`GET /xapi/rest/changes`, a
 * Touchline path: the spec names only the 5,000 ms poll interval) and pushed over `/ws`.
 * Messages are the betting package's wire forms (`encodeMarketChange`, `LiveEventMessage`),
 * plus one platform message, `eventStatus`, telling a live page when an event goes live or ends.
 */

const Id = z.number().int().nonnegative();

// ---------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------

/** A price in short keys (spec §3 market change feed: decimal, spread, spread2, format). */
export const FeedPriceWire = z.object({
  d: z.number().gt(1),
  sp: z.number().nullable(),
  sp2: z.number().nullable(),
  f: z.string(),
});

const MarketRefWire = { e: Id, m: Id, mt: z.number().int(), pt: z.number().int() };

/** spec betting-domain §3 market change feed, kinds m (status), p (price), oh (outcome hidden). */
export const MarketChangeMessage = z.discriminatedUnion('k', [
  z.object({ k: z.literal('m'), ...MarketRefWire, s: z.enum(FEED_MARKET_STATUSES) }),
  z.object({
    k: z.literal('p'),
    ...MarketRefWire,
    o: Id,
    cp: z.object({
      c: FeedPriceWire,
      pp: FeedPriceWire.nullable().optional(),
      ap: FeedPriceWire.nullable().optional(),
    }),
  }),
  z.object({ k: z.literal('oh'), ...MarketRefWire, o: Id, h: z.boolean() }),
]);
export type MarketChangeMessage = z.infer<typeof MarketChangeMessage>;

const PeriodScore = z.object({
  opponentId: z.number().int(),
  periodInstance: z.number().int().nonnegative(),
  periodKey: z.string().min(1),
  score: z.number().int().nonnegative(),
});

const CricketOutcome = z.object({
  over: z.number().int().nonnegative(),
  ball: z.number().int().nonnegative(),
  outcome: z.string(),
});

/** spec betting-domain §4: the live event message kinds, discriminated by `kind`. */
export const LiveEventMessageWire = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('clockMinute'), eventId: Id, minutes: z.number().int().min(0) }),
  z.object({
    kind: z.literal('openMarketCount'),
    eventId: Id,
    liveOpenMarketCount: z.number().int().min(0),
  }),
  z.object({
    kind: z.literal('clock'),
    eventId: Id,
    clock: z.object({ minutes: z.number().int().min(0), status: z.enum(CLOCK_STATUSES) }),
  }),
  z.object({
    kind: z.literal('score'),
    eventId: Id,
    scoresPerPeriod: z.array(PeriodScore).readonly(),
  }),
  z.object({
    kind: z.literal('cricketOutcomes'),
    eventId: Id,
    cricketOutcomes: z.array(CricketOutcome).readonly(),
  }),
  z.object({
    kind: z.literal('currentPeriod'),
    eventId: Id,
    currentPeriod: z.string(),
    currentPeriodAbbreviation: z.enum(PERIOD_ABBREVIATIONS),
    currentPeriodNumber: z.number().int().min(0),
  }),
]);

/**
 * Touchline's own feed message (not in the spec): an event went live, finished or was
 * cancelled. A live page adds or drops the event; other clients may ignore it.
 */
export const EventStatusMessage = z.object({
  kind: z.literal('eventStatus'),
  eventId: Id,
  status: z.enum(['live', 'finished', 'cancelled']),
});
export type EventStatusMessage = z.infer<typeof EventStatusMessage>;

/** Any message of the live feed. */
export const FeedMessage = z.union([MarketChangeMessage, LiveEventMessageWire, EventStatusMessage]);
export type FeedMessage = z.infer<typeof FeedMessage>;

// Compile-time guard: the schemas accept exactly what the betting package encodes.
type Assignable<T extends U, U> = T;
export type _MarketChangeWireFits = Assignable<MarketChangeWire, MarketChangeMessage>;
export type _LiveEventMessageFits = Assignable<LiveEventMessage, FeedMessage>;

// ---------------------------------------------------------------------------------------------
// Polling: GET /xapi/rest/changes
// ---------------------------------------------------------------------------------------------

/** Largest page of changes one poll answers (a client with more pending polls again at once). */
export const MAX_CHANGES_PER_POLL = 1000;
export const DEFAULT_CHANGES_PER_POLL = 500;

const Cursor = z
  .string()
  .regex(/^\d{1,15}$/, 'must be a non-negative integer cursor')
  .transform(Number);

/**
 * Query of `GET /xapi/rest/changes`. Selectors combine as a union: a change is returned when its
 * event is in `eventIds`, or its sport in `sportIds`, or `live=true` and its event is in play.
 * No selector means every change. No cursor means "from now": an empty page with the latest
 * cursor to poll from next.
 */
export const ChangesQuery = z.object({
  cursor: Cursor.optional(),
  eventIds: IdList.optional(),
  sportIds: IdList.optional(),
  live: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  limit: z.coerce.number().int().min(1).max(MAX_CHANGES_PER_POLL).optional(),
  l: z.string().optional(),
});
export type ChangesQuery = z.infer<typeof ChangesQuery>;

export const FeedChange = z.object({ cursor: Id, message: FeedMessage });
export type FeedChange = z.infer<typeof FeedChange>;

/**
 * Answer of `GET /xapi/rest/changes`: the changes after the cursor in cursor order, the cursor to
 * poll from next, `more` when the page was full, and `resync` when the cursor is older than the
 * log still holds (or unknown to it): the client refetches its events and polls from `cursor`.
 */
export const ChangesAnswer = z.object({
  cursor: Id,
  resync: z.boolean(),
  more: z.boolean(),
  changes: z.array(FeedChange),
});
export type ChangesAnswer = z.infer<typeof ChangesAnswer>;

// ---------------------------------------------------------------------------------------------
// WebSocket /ws
// ---------------------------------------------------------------------------------------------

/** At most this many event ids + sport ids held by one socket's subscriptions. */
export const WS_MAX_SUBSCRIPTIONS = 500;
/** Largest client frame accepted, in bytes (a full subscription list fits easily). */
export const WS_MAX_CLIENT_FRAME_BYTES = 16 * 1024;

const Selectors = {
  events: z.array(Id).max(WS_MAX_SUBSCRIPTIONS).optional(),
  sports: z.array(Id).max(WS_MAX_SUBSCRIPTIONS).optional(),
  live: z.boolean().optional(),
};

/**
 * Client → server frames. `subscribe` adds selectors (events, sports, the live page) and, with
 * `cursor`, first replays every logged change after it that the new selectors match.
 */
export const WsClientFrame = z.discriminatedUnion('op', [
  z.object({ op: z.literal('subscribe'), ...Selectors, cursor: Id.optional() }).strict(),
  z.object({ op: z.literal('unsubscribe'), ...Selectors }).strict(),
  z.object({ op: z.literal('ping') }).strict(),
]);
export type WsClientFrame = z.infer<typeof WsClientFrame>;

/** A change pushed to a client: `c` its cursor, `m` the message. */
export const WsChangeFrame = z.object({ c: Id, m: FeedMessage });
export type WsChangeFrame = z.infer<typeof WsChangeFrame>;

/** Server → client control frames. */
export const WsControlFrame = z.discriminatedUnion('op', [
  /**
   * Answers a subscribe: `cursor` is the latest logged change. The replayed changes (cursor
   * given) follow this frame, then live changes; `resync` instead of a replay when the cursor is
   * older than the log holds or the replay would be too long: refetch, then go on from `cursor`.
   */
  z.object({ op: z.literal('subscribed'), cursor: Id, resync: z.boolean() }),
  z.object({ op: z.literal('unsubscribed') }),
  z.object({ op: z.literal('pong') }),
  z.object({ op: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type WsControlFrame = z.infer<typeof WsControlFrame>;

export const WsServerFrame = z.union([WsChangeFrame, WsControlFrame]);
export type WsServerFrame = z.infer<typeof WsServerFrame>;
