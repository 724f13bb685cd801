import type { Event, Market, Outcome } from '@touchline/contract';
import { MATCH_RESULT_MARKET_TYPE_ID } from './sports';

/**
 * The market a list row shows for an event. spec betting-domain §3: one market per sport is the
 * default of the European layout; the per-sport id lists are not shown, so (decision) the default
 * is the provider's first market type of the event (marketTypeInfo.ordinalPosition, the §9 first
 * sort key) over the whole match (lowest period sequence), football's Match Result first.
 */
export function defaultMarket(event: Event): Market | null {
  const bettable = event.markets.filter((m) => m.status === 'open' || m.status === 'suspended');
  const matchResult = bettable.find((m) => m.marketTypeId === MATCH_RESULT_MARKET_TYPE_ID);
  if (matchResult) return matchResult;
  const ranked = [...bettable].sort(
    (a, b) =>
      a.marketTypeInfo.ordinalPosition - b.marketTypeInfo.ordinalPosition ||
      a.period.sequence - b.period.sequence ||
      (a.instance ?? 0) - (b.instance ?? 0) ||
      a.id - b.id,
  );
  return ranked[0] ?? null;
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
