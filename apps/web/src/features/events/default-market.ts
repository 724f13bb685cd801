import type { Event, Market, Outcome } from '@touchline/contract';
import { compareMarkets } from '@touchline/betting';
import { MATCH_RESULT_MARKET_TYPE_ID } from './sports';
import { inPeriod, type PeriodKey } from './period-tabs';

/** spec betting-domain §4: open and suspended markets are shown (suspended ones locked). */
export function isShownMarket(market: Market): boolean {
  return market.status === 'open' || market.status === 'suspended';
}

/**
 * The market a list row shows for an event in the European layout. spec betting-domain §3: one
 * market per sport is the default of the European layout; the per-sport id lists are not shown,
 * so (decision) the default is the provider's first market type of the event
 * (marketTypeInfo.ordinalPosition, the §9 first sort key), football's Match Result first, over
 * the chosen period (a period tab) or else the whole match (the lowest period sequence).
 */
export function defaultMarket(event: Event, period: PeriodKey | null = null): Market | null {
  const shown = event.markets.filter(isShownMarket);
  const candidates = period === null ? wholeMatch(shown) : inPeriod(shown, period);
  const ranked = [...candidates].sort(
    (a, b) =>
      Number(b.marketTypeId === MATCH_RESULT_MARKET_TYPE_ID) -
        Number(a.marketTypeId === MATCH_RESULT_MARKET_TYPE_ID) || compareMarkets(a, b),
  );
  return ranked[0] ?? null;
}

/** The markets of the event's lowest period sequence (full time, match, race …). */
export function wholeMatch(markets: readonly Market[]): Market[] {
  const lowest = Math.min(...markets.map((m) => m.period.sequence));
  return markets.filter((m) => m.period.sequence === lowest);
}

/** The market type the European layout shows for these events (the §9 prioritised type). */
export function defaultMarketTypeId(event: Event): number | null {
  return defaultMarket(event)?.marketTypeId ?? null;
}

/** A list row shows a market's prices inline up to three outcomes (1 X 2); more go to the event. */
export const INLINE_OUTCOME_LIMIT = 3;

/** The outcomes a price row shows: not hidden, in the provider's order. */
export function visibleOutcomes(market: Market): Outcome[] {
  return market.outcomes
    .filter((outcome) => !outcome.hidden)
    .sort((a, b) => a.ordinalPosition - b.ordinalPosition);
}

const THREE_WAY_STYLES: ReadonlySet<string> = new Set(['WIN_DRAW_WIN', 'WDW']);

function isThreeWay(market: Market): boolean {
  return (
    visibleOutcomes(market).length === 3 &&
    (market.marketTypeId === MATCH_RESULT_MARKET_TYPE_ID ||
      THREE_WAY_STYLES.has(market.marketTypeInfo.style))
  );
}

/**
 * The column labels of a league's prices: 1 X 2 when every row is a three-way result, 1 2 when
 * every row is two-way, none otherwise (the buttons then carry the selection names).
 */
export function priceColumns(markets: readonly (Market | null)[]): readonly string[] {
  const shown = markets.filter((m) => m !== null);
  if (shown.length === 0) return [];
  if (shown.every(isThreeWay)) return ['1', 'X', '2'];
  if (shown.every((m) => visibleOutcomes(m).length === 2)) return ['1', '2'];
  return [];
}
