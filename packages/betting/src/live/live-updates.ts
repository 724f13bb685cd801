import { assertNever } from '../assert';
import {
  allOutcomesHidden,
  isFeedRemovalStatus,
  removeMarket,
  type FeedMarketStatus,
  type MarketsState,
  type StatusMarket,
} from '../markets/markets';
import type { PeriodAbbreviation } from '../markets/market-ids';

/**
 * Live updates (spec betting-domain §3 "Market change feed" and "Live event", §4 "Market and
 * live data"): the market changes and live event messages, and the pure reducers that apply them.
 * The platform's feed produces these messages, the web's live page applies them with the same
 * reducers. Their wire form (the change feed's short keys) is parsed and encoded at the boundary,
 * by the schemas of packages/contract (feed.ts); code here trusts what those schemas give it.
 */

// =============================================================================================
// Market change feed
// =============================================================================================

/** spec betting-domain §3: kinds of the market change feed, market status, price, outcome hidden. */
export const MARKET_CHANGE_KINDS = { marketStatus: 'm', price: 'p', outcomeHidden: 'oh' } as const;
export type MarketChangeKind = (typeof MARKET_CHANGE_KINDS)[keyof typeof MARKET_CHANGE_KINDS];

/** A price as the feed carries it (spec betting-domain §3 Outcome consolidatedPrice). */
export interface FeedPrice {
  readonly decimal: number;
  readonly spread: number | null;
  readonly spread2: number | null;
  /** The provider's price format text, e.g. "FRACTIONAL" (passed through as it is). */
  readonly format: string;
}

/** The market every change names. */
export interface MarketChangeRef {
  readonly eventId: number;
  readonly marketId: number;
  readonly marketTypeId: number;
  readonly periodTypeId: number;
}

/**
 * An outcome's consolidated price in a price change. `currentPrice` is always sent. The two
 * previous slots are optional: when the provider sends them they are used as they are, when
 * left out the reducer shifts the slots itself (current → penultimate → antepenultimate).
 */
export interface ConsolidatedPriceChange {
  readonly currentPrice: FeedPrice;
  readonly penultimatePrice?: FeedPrice | null;
  readonly antepenultimatePrice?: FeedPrice | null;
}

/**
 * spec betting-domain §3 market change feed, in long names: kind m (market status), p (price) and
 * oh (outcome hidden). The short-key wire form is packages/contract's `MarketChangeMessage`.
 * `status` is one of open, suspended, lts, closed, settled, resulted (lower case).
 */
export type MarketChange =
  | (MarketChangeRef & { readonly kind: 'm'; readonly status: FeedMarketStatus })
  | (MarketChangeRef & {
      readonly kind: 'p';
      readonly outcomeId: number;
      readonly consolidatedPrice: ConsolidatedPriceChange;
    })
  | (MarketChangeRef & {
      readonly kind: 'oh';
      readonly outcomeId: number;
      readonly hidden: boolean;
    });

// ---------------------------------------------------------------------------------------------
// Applying market changes
// ---------------------------------------------------------------------------------------------

/** A price slot as held in state: the feed fields plus whatever else the holder keeps. */
export type LivePrice = FeedPrice;

/** The three price slots of an outcome (spec betting-domain §3 market change feed). */
export interface LiveConsolidatedPrice {
  readonly currentPrice: LivePrice;
  readonly penultimatePrice?: LivePrice | null;
  readonly antepenultimatePrice?: LivePrice | null;
}

export interface LiveOutcome {
  readonly id: number;
  readonly hidden: boolean;
  readonly consolidatedPrice: LiveConsolidatedPrice;
}

/** What the market change reducer needs of a market; the contract's Market fits. */
export interface LiveMarket extends StatusMarket {
  readonly outcomes: readonly LiveOutcome[];
}

type OutcomeOf<M extends LiveMarket> = M['outcomes'][number];

function samePrice(a: FeedPrice, b: FeedPrice): boolean {
  return (
    a.decimal === b.decimal &&
    a.spread === b.spread &&
    a.spread2 === b.spread2 &&
    a.format === b.format
  );
}

/**
 * Applies a price change to an outcome's three slots. The new price becomes current; the old
 * current moves to penultimate and the old penultimate to antepenultimate (the old
 * antepenultimate is dropped), unless the message brings those slots itself. A change that
 * repeats the current price and brings no slots is a replay (e.g. after a reconnect) and
 * leaves the outcome as it is, so history is not wiped by duplicates.
 */
export function applyPriceToOutcome<O extends LiveOutcome>(
  outcome: O,
  change: ConsolidatedPriceChange,
): O {
  const held = outcome.consolidatedPrice;
  const bringsSlots =
    change.penultimatePrice !== undefined || change.antepenultimatePrice !== undefined;
  if (!bringsSlots && samePrice(held.currentPrice, change.currentPrice)) return outcome;
  const currentPrice = { ...held.currentPrice, ...change.currentPrice };
  const penultimatePrice =
    change.penultimatePrice !== undefined ? change.penultimatePrice : held.currentPrice;
  const antepenultimatePrice =
    change.antepenultimatePrice !== undefined
      ? change.antepenultimatePrice
      : (held.penultimatePrice ?? null);
  return {
    ...outcome,
    consolidatedPrice: { ...held, currentPrice, penultimatePrice, antepenultimatePrice },
  };
}

function updateOutcome<M extends LiveMarket>(
  market: M,
  outcomeId: number,
  update: (outcome: OutcomeOf<M>) => OutcomeOf<M>,
): M {
  let changed = false;
  const outcomes = market.outcomes.map((outcome: OutcomeOf<M>) => {
    if (outcome.id !== outcomeId) return outcome;
    const next = update(outcome);
    if (next !== outcome) changed = true;
    return next;
  });
  return changed ? { ...market, outcomes } : market;
}

/**
 * spec betting-domain §3/§4: applies one market change to the markets held, keyed by market id.
 * - m: lts, settled, resulted and closed remove the market; open and suspended set its status.
 * - p: shifts the outcome's price slots (see `applyPriceToOutcome`).
 * - oh: hides or shows the outcome; when all outcomes become hidden the market is removed.
 * A change for a market or outcome not held is ignored (a removed market comes back only through
 * a fresh fetch). The state object is returned unchanged when nothing changes.
 */
export function applyMarketChange<M extends LiveMarket>(
  state: MarketsState<M>,
  change: MarketChange,
): MarketsState<M> {
  const market = state[change.marketId];
  if (!market) return state;
  let next: M;
  switch (change.kind) {
    case 'm':
      // spec betting-domain §4: in feeds, lts, settled, resulted and closed remove the market.
      if (isFeedRemovalStatus(change.status)) return removeMarket(state, change.marketId);
      if (market.status === change.status) return state;
      next = { ...market, status: change.status };
      break;
    case 'p':
      next = updateOutcome(market, change.outcomeId, (outcome) =>
        applyPriceToOutcome(outcome, change.consolidatedPrice),
      );
      break;
    case 'oh':
      next = updateOutcome(market, change.outcomeId, (outcome) =>
        outcome.hidden === change.hidden ? outcome : { ...outcome, hidden: change.hidden },
      );
      // spec betting-domain §4: a market is removed when all its outcomes become hidden.
      if (allOutcomesHidden(next)) return removeMarket(state, change.marketId);
      break;
    default:
      return assertNever(change, 'market change');
  }
  return next === market ? state : { ...state, [change.marketId]: next };
}

/** Applies changes in order (e.g. a polled batch since a cursor). */
export function applyMarketChanges<M extends LiveMarket>(
  state: MarketsState<M>,
  changes: readonly MarketChange[],
): MarketsState<M> {
  return changes.reduce(applyMarketChange, state);
}

// =============================================================================================
// Live event messages
// =============================================================================================

/**
 * Clock statuses. Only END_OF_EVENT is named by the spec (it marks the event finished); the
 * others are Touchline's.
 */
export const CLOCK_STATUSES = [
  'NOT_STARTED',
  'RUNNING',
  'STOPPED',
  'END_OF_PERIOD',
  'END_OF_EVENT',
] as const;
export type ClockStatus = (typeof CLOCK_STATUSES)[number];
/** spec betting-domain §4: END_OF_EVENT marks the event finished. */
export const END_OF_EVENT: ClockStatus = 'END_OF_EVENT';

/** spec betting-domain §3 Live event clock. */
export interface LiveClock {
  readonly minutes: number;
  readonly status: ClockStatus;
}

/**
 * spec betting-domain §3 scoresPerPeriod entry, identified by opponent, period instance (e.g.
 * set 2) and period key (e.g. GAMES, HALF).
 */
export interface PeriodScore {
  readonly opponentId: number;
  readonly periodInstance: number;
  readonly periodKey: string;
  readonly score: number;
}

/** One ball of the current over, e.g. {over: 12, ball: 3, outcome: "4"} ("W" wicket, "WD" wide). */
export interface CricketOutcome {
  readonly over: number;
  readonly ball: number;
  readonly outcome: string;
}

/**
 * spec betting-domain §4: live event messages. Wire shape = this shape as JSON, discriminated by
 * `kind` (market changes use `k`, so the two never mix up); packages/contract parses it:
 *
 *     {"kind":"clockMinute","eventId":9001,"minutes":57}
 *     {"kind":"openMarketCount","eventId":9001,"liveOpenMarketCount":41}
 *     {"kind":"clock","eventId":9001,"clock":{"minutes":90,"status":"END_OF_EVENT"}}
 *     {"kind":"score","eventId":9001,"scoresPerPeriod":[{"opponentId":1,"periodInstance":2,
 *       "periodKey":"HALF","score":1}]}
 *     {"kind":"cricketOutcomes","eventId":9001,"cricketOutcomes":[{"over":12,"ball":3,"outcome":"4"}]}
 *     {"kind":"currentPeriod","eventId":9001,"currentPeriod":"2nd Half",
 *       "currentPeriodAbbreviation":"HALF","currentPeriodNumber":2}
 */
export type LiveEventMessage =
  | { readonly kind: 'clockMinute'; readonly eventId: number; readonly minutes: number }
  | {
      readonly kind: 'openMarketCount';
      readonly eventId: number;
      readonly liveOpenMarketCount: number;
    }
  | { readonly kind: 'clock'; readonly eventId: number; readonly clock: LiveClock }
  | {
      readonly kind: 'score';
      readonly eventId: number;
      readonly scoresPerPeriod: readonly PeriodScore[];
    }
  | {
      readonly kind: 'cricketOutcomes';
      readonly eventId: number;
      readonly cricketOutcomes: readonly CricketOutcome[];
    }
  | {
      readonly kind: 'currentPeriod';
      readonly eventId: number;
      readonly currentPeriod: string;
      readonly currentPeriodAbbreviation: PeriodAbbreviation;
      readonly currentPeriodNumber: number;
    };

export type LiveEventMessageKind = LiveEventMessage['kind'];
export const LIVE_EVENT_MESSAGE_KINDS: readonly LiveEventMessageKind[] = [
  'clockMinute',
  'openMarketCount',
  'clock',
  'score',
  'cricketOutcomes',
  'currentPeriod',
];

/** What the live event reducer reads and writes (spec betting-domain §3 Live event). */
export interface LiveEventCore {
  readonly id: number;
  readonly clock?: LiveClock | null;
  readonly isFinished?: boolean;
  readonly scoresPerPeriod?: readonly PeriodScore[];
  readonly cricketOutcomes?: readonly CricketOutcome[];
  readonly liveOpenMarketCount?: number;
  readonly currentPeriod?: string | null;
  readonly currentPeriodAbbreviation?: PeriodAbbreviation | null;
  readonly currentPeriodNumber?: number | null;
}

/** A message of either feed, as pushed over `/ws` or returned by the polling call. */
export type LiveFeedMessage = MarketChange | LiveEventMessage;

function scoreKey(score: PeriodScore): string {
  return `${score.opponentId}|${score.periodInstance}|${score.periodKey}`;
}

/**
 * spec betting-domain §4: a score update merges per-period scores by opponent, period instance
 * and period key. An incoming entry replaces the held entry with the same key in place; new keys
 * are appended in the order received (within one message, the last entry of a key wins).
 */
export function mergeScoresPerPeriod(
  held: readonly PeriodScore[],
  incoming: readonly PeriodScore[],
): PeriodScore[] {
  const updates = new Map<string, PeriodScore>();
  for (const score of incoming) updates.set(scoreKey(score), score);
  const merged: PeriodScore[] = [];
  const seen = new Set<string>();
  for (const score of held) {
    const key = scoreKey(score);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(updates.get(key) ?? score);
  }
  for (const [key, score] of updates) if (!seen.has(key)) merged.push(score);
  return merged;
}

/**
 * spec betting-domain §4: applies one live event message to a live event. A message for another
 * event leaves it unchanged. Clock: END_OF_EVENT marks the event finished, and a finished event
 * stays finished. A minute update on an event with no clock yet starts a RUNNING clock.
 * Cricket outcomes replace the held list (the message carries the current over in full).
 */
export function applyLiveEventMessage<E extends LiveEventCore>(
  event: E,
  message: LiveEventMessage,
): E {
  if (message.eventId !== event.id) return event;
  switch (message.kind) {
    case 'clockMinute':
      return {
        ...event,
        clock: { status: event.clock?.status ?? 'RUNNING', minutes: message.minutes },
      };
    case 'openMarketCount':
      return { ...event, liveOpenMarketCount: message.liveOpenMarketCount };
    case 'clock':
      return {
        ...event,
        clock: message.clock,
        isFinished: event.isFinished === true || message.clock.status === END_OF_EVENT,
      };
    case 'score':
      return {
        ...event,
        scoresPerPeriod: mergeScoresPerPeriod(event.scoresPerPeriod ?? [], message.scoresPerPeriod),
      };
    case 'cricketOutcomes':
      return { ...event, cricketOutcomes: message.cricketOutcomes };
    case 'currentPeriod':
      return {
        ...event,
        currentPeriod: message.currentPeriod,
        currentPeriodAbbreviation: message.currentPeriodAbbreviation,
        currentPeriodNumber: message.currentPeriodNumber,
      };
    default:
      return assertNever(message, 'live event message');
  }
}
