import { z } from 'zod';
import { WS_MAX_SUBSCRIPTIONS } from './limits';
import {
  assertNever,
  CLOCK_STATUSES,
  FEED_MARKET_STATUSES,
  PERIOD_ABBREVIATIONS,
  type FeedPrice,
  type LiveEventMessage,
  type MarketChange,
} from '@touchline/betting';
import { IdList } from './common';
import { WsPlayerServerFrame } from './player-channel';

/**
 * The live feed as browsers see it (spec betting-domain §3 "Market change feed" and "Live event",
 * §4 "Market and live data"): the same messages by polling (`GET /xapi/rest/changes`, a
 * Touchline path: the spec names only the 5,000 ms poll interval) and pushed over `/ws`.
 * Messages are the betting package's `MarketChange` in short keys (`encodeMarketChange`) and its
 * `LiveEventMessage` as it is, plus one platform message, `eventStatus`, telling a live page when
 * an event goes live or ends. These schemas are the one parser of the feed's wire: readers parse
 * here (`MarketChangeFromWire`, `LiveEventMessageFromWire`) and hand the betting package's types
 * to its reducers.
 */

const Id = z.number().int().nonnegative();

// ---------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------

/**
 * spec betting-domain §3: the short keys of the market change feed. `k` (not in the spec's list)
 * carries the message kind.
 */
export const MARKET_CHANGE_SHORT_KEYS = {
  eventId: 'e',
  status: 's',
  marketTypeId: 'mt',
  periodTypeId: 'pt',
  marketId: 'm',
  hidden: 'h',
  consolidatedPrice: 'cp',
  outcomeId: 'o',
  antepenultimatePrice: 'ap',
  penultimatePrice: 'pp',
  currentPrice: 'c',
  decimal: 'd',
  spread: 'sp',
  spread2: 'sp2',
  format: 'f',
} as const;

/** A price in short keys (spec §3 market change feed: decimal, spread, spread2, format). */
export const FeedPriceWire = z.object({
  d: z.number().gt(1),
  sp: z.number().nullable(),
  sp2: z.number().nullable(),
  f: z.string(),
});
export type FeedPriceWire = z.infer<typeof FeedPriceWire>;

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

function priceToWire(price: FeedPrice): FeedPriceWire {
  return { d: price.decimal, sp: price.spread, sp2: price.spread2, f: price.format };
}

function priceFromWire(wire: FeedPriceWire): FeedPrice {
  return { decimal: wire.d, spread: wire.sp, spread2: wire.sp2, format: wire.f };
}

/**
 * Short-key wire form of a change (spec betting-domain §3). Wire shapes (JSON):
 *
 *     m   {"k":"m","e":9001,"m":77,"mt":1,"pt":2,"s":"suspended"}
 *     p   {"k":"p","e":9001,"m":77,"mt":1,"pt":2,"o":501,
 *          "cp":{"c":{"d":2.1,"sp":null,"sp2":null,"f":"DECIMAL"},
 *                "pp":{"d":2.05,…},"ap":{"d":2.0,…}}}        (pp and ap optional)
 *     oh  {"k":"oh","e":9001,"m":77,"mt":1,"pt":2,"o":501,"h":true}
 *
 * A previous price slot left out stays left out (the reducer then shifts the slots itself); one
 * sent as null is sent as null.
 */
export function encodeMarketChange(change: MarketChange): MarketChangeMessage {
  const ref = {
    e: change.eventId,
    m: change.marketId,
    mt: change.marketTypeId,
    pt: change.periodTypeId,
  };
  switch (change.kind) {
    case 'm':
      return { k: 'm', ...ref, s: change.status };
    case 'p': {
      const { currentPrice, penultimatePrice, antepenultimatePrice } = change.consolidatedPrice;
      return {
        k: 'p',
        ...ref,
        o: change.outcomeId,
        cp: {
          c: priceToWire(currentPrice),
          ...(penultimatePrice !== undefined && {
            pp: penultimatePrice && priceToWire(penultimatePrice),
          }),
          ...(antepenultimatePrice !== undefined && {
            ap: antepenultimatePrice && priceToWire(antepenultimatePrice),
          }),
        },
      };
    }
    case 'oh':
      return { k: 'oh', ...ref, o: change.outcomeId, h: change.hidden };
    default:
      return assertNever(change, 'market change');
  }
}

/** The change a parsed wire message names, in the betting package's long names. */
export function marketChangeFromWire(wire: MarketChangeMessage): MarketChange {
  const ref = { eventId: wire.e, marketId: wire.m, marketTypeId: wire.mt, periodTypeId: wire.pt };
  switch (wire.k) {
    case 'm':
      return { kind: 'm', ...ref, status: wire.s };
    case 'p': {
      const { c, pp, ap } = wire.cp;
      return {
        kind: 'p',
        ...ref,
        outcomeId: wire.o,
        consolidatedPrice: {
          currentPrice: priceFromWire(c),
          ...(pp !== undefined && { penultimatePrice: pp && priceFromWire(pp) }),
          ...(ap !== undefined && { antepenultimatePrice: ap && priceFromWire(ap) }),
        },
      };
    }
    case 'oh':
      return { kind: 'oh', ...ref, outcomeId: wire.o, hidden: wire.h };
    default:
      return assertNever(wire, 'market change message');
  }
}

/** Parses a short-key market change (already JSON-parsed) into a `MarketChange`. */
export const MarketChangeFromWire = MarketChangeMessage.transform(marketChangeFromWire);

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

/** Live event messages travel in their long form: what parses is the betting package's type. */
export const LiveEventMessageFromWire: z.ZodType<LiveEventMessage> = LiveEventMessageWire;

/**
 * A message of either spec feed in the betting package's types (`LiveFeedMessage`): market changes
 * carry `k`, live event messages `kind`.
 */
export const LiveFeedMessageFromWire = z.union([MarketChangeFromWire, LiveEventMessageWire]);

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

// Compile-time guard: every live event message the betting package builds is a feed message.
type Assignable<T extends U, U> = T;
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

export { WS_MAX_SUBSCRIPTIONS };
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

/** Every server frame: feed changes, feed control frames and the player channel's (player-channel.ts). */
export const WsServerFrame = z.union([WsChangeFrame, WsControlFrame, WsPlayerServerFrame]);
export type WsServerFrame = z.infer<typeof WsServerFrame>;
