/**
 * Market rules of spec betting-domain §4 "Market and live data", §7 "Markets and events"
 * (market query rules) and §9 "Market sorting". Pure functions over structural market shapes,
 * so the contract's `Market`, the platform's rows and the web's live state all fit.
 */
import { BETTING_LIMITS } from '../site-settings';

// ---------------------------------------------------------------------------------------------
// Status
// ---------------------------------------------------------------------------------------------

/** spec betting-domain §4: market status values. */
export const MARKET_STATUS_VALUES = ['open', 'suspended', 'lts', 'closed'] as const;
export type MarketStatusValue = (typeof MARKET_STATUS_VALUES)[number];

/**
 * Statuses a feed may announce for a market: the four market statuses plus the settlement
 * statuses. spec betting-domain §4: in feeds, lts, settled, resulted and closed remove the market.
 */
export const FEED_MARKET_STATUSES = [...MARKET_STATUS_VALUES, 'settled', 'resulted'] as const;
export type FeedMarketStatus = (typeof FEED_MARKET_STATUSES)[number];

/** spec betting-domain §4: lts, settled, resulted and closed remove the market from a feed. */
export const FEED_REMOVAL_STATUSES = ['lts', 'settled', 'resulted', 'closed'] as const;
export type FeedRemovalStatus = (typeof FEED_REMOVAL_STATUSES)[number];

export function isMarketStatusValue(value: unknown): value is MarketStatusValue {
  return typeof value === 'string' && (MARKET_STATUS_VALUES as readonly string[]).includes(value);
}

/**
 * A feed status as sent (the platform's query parameters use upper case, e.g. OPEN,SUSPENDED):
 * matched case-insensitively; undefined when it is not a known status.
 */
export function parseFeedMarketStatus(raw: string): FeedMarketStatus | undefined {
  const lower = raw.trim().toLowerCase();
  return (FEED_MARKET_STATUSES as readonly string[]).includes(lower)
    ? (lower as FeedMarketStatus)
    : undefined;
}

/** spec betting-domain §4: only open counts as open; suspended, lts and closed do not. */
export function isMarketOpen(status: MarketStatusValue): boolean {
  return status === 'open';
}

/** spec betting-domain §4: in feeds, statuses lts, settled, resulted and closed remove the market. */
export function isFeedRemovalStatus(status: FeedMarketStatus): status is FeedRemovalStatus {
  return (FEED_REMOVAL_STATUSES as readonly string[]).includes(status);
}

// ---------------------------------------------------------------------------------------------
// Market state: removal and feed alerts
// ---------------------------------------------------------------------------------------------

/** The least a market needs for the status, removal and feed-alert rules. */
export interface StatusMarket {
  readonly id: number;
  readonly status: MarketStatusValue;
  readonly feedId?: string | null;
  readonly outcomes: readonly { readonly hidden: boolean }[];
}

/** Markets held by a live view, keyed by market id (market ids are unique across events). */
export type MarketsState<M extends StatusMarket = StatusMarket> = Readonly<Record<number, M>>;

/** Builds a markets state from a list; a later market with the same id replaces an earlier one. */
export function marketsStateFrom<M extends StatusMarket>(markets: readonly M[]): MarketsState<M> {
  const state: Record<number, M> = {};
  for (const market of markets) state[market.id] = market;
  return state;
}

/**
 * spec betting-domain §4: a market is removed when all its outcomes become hidden. A market with
 * no outcomes at all is not "all hidden" (nothing became hidden), so it is kept.
 */
export function allOutcomesHidden(market: { readonly outcomes: readonly { hidden: boolean }[] }) {
  return market.outcomes.length > 0 && market.outcomes.every((outcome) => outcome.hidden);
}

/** The state without one market; the same object when the market is not there. */
export function removeMarket<M extends StatusMarket>(
  state: MarketsState<M>,
  marketId: number,
): MarketsState<M> {
  if (!(marketId in state)) return state;
  const next: Record<number, M> = { ...state };
  delete next[marketId];
  return next;
}

/** A feed alert starts (every market of the feed is suspended) or ends (they reopen). */
export type FeedAlertChange = 'suspend' | 'reopen';

/**
 * spec betting-domain §4: a feed alert suspends or reopens all markets of a feed.
 * Suspending touches open markets only; reopening touches suspended markets only, so lts and
 * closed markets never come back through a feed alert (decision recorded).
 */
export function applyFeedAlert<M extends StatusMarket>(
  state: MarketsState<M>,
  feedId: string,
  change: FeedAlertChange,
): MarketsState<M> {
  const from: MarketStatusValue = change === 'suspend' ? 'open' : 'suspended';
  const to: MarketStatusValue = change === 'suspend' ? 'suspended' : 'open';
  let next: Record<number, M> | undefined;
  for (const market of Object.values(state)) {
    if (market.feedId !== feedId || market.status !== from) continue;
    next ??= { ...state };
    next[market.id] = { ...market, status: to };
  }
  return next ?? state;
}

// ---------------------------------------------------------------------------------------------
// Display sorting (spec betting-domain §9 "Market sorting")
// ---------------------------------------------------------------------------------------------

/** spec betting-domain §9: weight of the first, second and third sort key. */
export const MARKET_SORT_WEIGHTS = { first: 10_000_000, second: 10_000, third: 1 } as const;
/** spec betting-domain §9: offset given to one specific market type (it sorts ahead). */
export const PRIORITISED_MARKET_TYPE_OFFSET = -100_000_000;
/** spec betting-domain §9 sentinel: the whole weight of a market that has no first key. */
export const MARKET_SORT_NO_WEIGHT = -123456789e10;
/** spec betting-domain §9 sentinel: the value of a missing second or third key. */
export const MARKET_SORT_MISSING_KEY = -1;

/**
 * What sorting reads from a market (spec betting-domain §3 Market): the first key is the market
 * type's ordinal position (`marketTypeInfo.ordinalPosition`, or its short form `op`), the
 * second the period's `sequence`, the third the market's `instance` (the line number).
 */
export interface SortableMarket {
  readonly id: number;
  readonly marketTypeId: number;
  readonly description: string;
  readonly instance?: number | null;
  readonly marketTypeInfo?: {
    readonly ordinalPosition?: number | null;
    readonly op?: number | null;
  } | null;
  readonly period?: {
    readonly sequence?: number | null;
    readonly fullDescription?: string | null;
  } | null;
}

export interface MarketSortOptions {
  /**
   * The market type that gets the −100,000,000 offset, e.g. the sport's default market for the
   * European layout (spec betting-domain §3 per-sport market configuration). None by default.
   */
  readonly prioritisedMarketTypeId?: number | null;
}

function finiteOr(value: number | null | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function firstSortKey(market: SortableMarket): number | undefined {
  const info = market.marketTypeInfo;
  const op = info?.ordinalPosition ?? info?.op;
  return typeof op === 'number' && Number.isFinite(op) ? op : undefined;
}

/**
 * spec betting-domain §9: weight = ordinal position × 10,000,000 + period sequence × 10,000 +
 * instance × 1, minus 100,000,000 for the prioritised market type. A missing second or third
 * key counts as −1 (so the main line without an instance sorts before numbered lines); a market
 * without an ordinal position weighs −123456789e10, ahead of everything (trader specials that
 * carry no market-type info are pinned to the top). Smaller weights sort first.
 */
export function marketSortWeight(market: SortableMarket, options: MarketSortOptions = {}): number {
  const first = firstSortKey(market);
  if (first === undefined) return MARKET_SORT_NO_WEIGHT;
  const second = finiteOr(market.period?.sequence, MARKET_SORT_MISSING_KEY);
  const third = finiteOr(market.instance, MARKET_SORT_MISSING_KEY);
  const offset =
    options.prioritisedMarketTypeId != null &&
    market.marketTypeId === options.prioritisedMarketTypeId
      ? PRIORITISED_MARKET_TYPE_OFFSET
      : 0;
  return (
    first * MARKET_SORT_WEIGHTS.first +
    second * MARKET_SORT_WEIGHTS.second +
    third * MARKET_SORT_WEIGHTS.third +
    offset
  );
}

/** Code-unit comparison: deterministic whatever the runtime's locale data. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * spec betting-domain §9: by weight, then description, full period description, instance.
 * The market id breaks any remaining tie so the order is total and independent of input order.
 */
export function compareMarkets(
  a: SortableMarket,
  b: SortableMarket,
  options: MarketSortOptions = {},
): number {
  return (
    Math.sign(marketSortWeight(a, options) - marketSortWeight(b, options)) ||
    compareText(a.description, b.description) ||
    compareText(a.period?.fullDescription ?? '', b.period?.fullDescription ?? '') ||
    Math.sign(
      finiteOr(a.instance, MARKET_SORT_MISSING_KEY) - finiteOr(b.instance, MARKET_SORT_MISSING_KEY),
    ) ||
    Math.sign(a.id - b.id)
  );
}

/** A sorted copy (spec betting-domain §9 market sorting); the input is left as it was. */
export function sortMarkets<M extends SortableMarket>(
  markets: readonly M[],
  options: MarketSortOptions = {},
): M[] {
  return [...markets].sort((a, b) => compareMarkets(a, b, options));
}

// ---------------------------------------------------------------------------------------------
// Market query rules (spec betting-domain §7 "Markets and events")
// ---------------------------------------------------------------------------------------------

/** spec betting-domain §7/§9: at most 3 markets per market type. */
export const MAX_MARKETS_PER_MARKET_TYPE = BETTING_LIMITS.maxMarketsPerMarketType;
/** spec betting-domain §7/§9: at most 50 markets per event. */
export const MAX_MARKETS_PER_EVENT = BETTING_LIMITS.maxMarketsPerEvent;

/** What the query rules read from a market and its outcomes. */
export interface QueryMarket extends SortableMarket {
  readonly eventId: number;
  readonly status: MarketStatusValue;
  readonly periodId?: number | null;
  readonly outcomes: readonly QueryOutcome[];
}

export interface QueryOutcome {
  readonly hidden: boolean;
  readonly consolidatedPrice?: { readonly currentPrice?: { readonly decimal: number } | null };
}

/**
 * "Price difference" of a market (spec betting-domain §7 "sorted by price difference"): the
 * absolute difference between the prices of its two most likely outcomes (the two shortest
 * prices; for a two-way market, its two prices). The smallest difference is the most balanced
 * line, i.e. the main line. Hidden outcomes count too (they are part of the line); a market with
 * fewer than two priced outcomes has difference Infinity and sorts after every priced line.
 */
export function marketPriceDifference(market: {
  readonly outcomes: readonly QueryOutcome[];
}): number {
  const prices = market.outcomes
    .map((outcome) => outcome.consolidatedPrice?.currentPrice?.decimal)
    .filter((price): price is number => typeof price === 'number' && Number.isFinite(price))
    .sort((a, b) => a - b);
  const [shortest, next] = prices;
  if (shortest === undefined || next === undefined) return Number.POSITIVE_INFINITY;
  return Math.abs(next - shortest);
}

/** Price difference ascending; ties fall back to the display order of §9. */
export function compareByPriceDifference(
  a: QueryMarket,
  b: QueryMarket,
  options: MarketSortOptions = {},
): number {
  const da = marketPriceDifference(a);
  const db = marketPriceDifference(b);
  if (da !== db) return da < db ? -1 : 1;
  return compareMarkets(a, b, options);
}

export interface MarketQueryOptions extends MarketSortOptions {
  /** spec betting-domain §7: include hidden outcomes (default true). */
  readonly includeHiddenOutcomes?: boolean;
  /** spec betting-domain §7: exclude long-term suspended markets, status lts (default true). */
  readonly excludeLongTermSuspended?: boolean;
  /** spec betting-domain §7: maxMarketsPerMarketType (default 3). */
  readonly maxMarketsPerMarketType?: number;
  /** spec betting-domain §7: maxMarketPerEvent (default 50). */
  readonly maxMarketsPerEvent?: number;
}

function requireCap(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be an integer ≥ 0`);
  return value;
}

function withoutHiddenOutcomes<M extends QueryMarket>(market: M): M {
  if (!market.outcomes.some((outcome) => outcome.hidden)) return market;
  return { ...market, outcomes: market.outcomes.filter((outcome) => !outcome.hidden) };
}

/**
 * spec betting-domain §7 market query rules, as the platform applies them to one query answer:
 * long-term suspended (lts) markets are left out; per event, the markets of one market type
 * (and period: a first-half line set is not crowded out by full-time lines) are ordered by price
 * difference and the first 3 kept (the main lines); the kept groups are ordered by the display
 * order of their main line and the event is capped at 50 markets. Events keep their order of
 * first appearance. Hidden outcomes are included unless `includeHiddenOutcomes` is false.
 */
export function selectQueryMarkets<M extends QueryMarket>(
  markets: readonly M[],
  options: MarketQueryOptions = {},
): M[] {
  const perType = requireCap(
    'maxMarketsPerMarketType',
    options.maxMarketsPerMarketType ?? MAX_MARKETS_PER_MARKET_TYPE,
  );
  const perEvent = requireCap(
    'maxMarketsPerEvent',
    options.maxMarketsPerEvent ?? MAX_MARKETS_PER_EVENT,
  );
  const excludeLts = options.excludeLongTermSuspended ?? true;
  const includeHidden = options.includeHiddenOutcomes ?? true;

  const events = new Map<number, Map<string, M[]>>();
  for (const market of markets) {
    if (excludeLts && market.status === 'lts') continue;
    let groups = events.get(market.eventId);
    if (!groups) {
      groups = new Map();
      events.set(market.eventId, groups);
    }
    const key = `${market.marketTypeId}:${market.periodId ?? ''}`;
    const group = groups.get(key);
    if (group) group.push(market);
    else groups.set(key, [market]);
  }

  const selected: M[] = [];
  for (const groups of events.values()) {
    const kept = [...groups.values()]
      .map((group) =>
        [...group].sort((a, b) => compareByPriceDifference(a, b, options)).slice(0, perType),
      )
      .filter((group): group is [M, ...M[]] => group.length > 0)
      .sort((a, b) => compareMarkets(a[0], b[0], options))
      .flat()
      .slice(0, perEvent);
    for (const market of kept)
      selected.push(includeHidden ? market : withoutHiddenOutcomes(market));
  }
  return selected;
}
