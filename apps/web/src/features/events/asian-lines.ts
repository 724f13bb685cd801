import { compareMarkets, marketPriceDifference } from '@touchline/betting';
import type { Event, Market, Outcome } from '@touchline/contract';
import { defaultMarket, isShownMarket, visibleOutcomes, wholeMatch } from './default-market';
import { inPeriod, type PeriodKey } from './period-tabs';

/** The two line kinds of the Asian and Thai layouts (marketTypeInfo.style of the provider). */
export type LineKind = 'handicap' | 'total';

export function lineKindOf(market: Pick<Market, 'marketTypeInfo'>): LineKind | null {
  switch (market.marketTypeInfo.style) {
    case 'HANDICAP':
    case 'ASIAN_HANDICAP':
      return 'handicap';
    case 'OVER_UNDER':
      return 'total';
    default:
      return null;
  }
}

/** One line of a handicap or total: its two sides in the order the table shows them. */
export interface LineMarket {
  readonly market: Market;
  /** Handicap: home then away. Total: over then under. */
  readonly sides: readonly [Outcome, Outcome];
}

export interface AsianRow {
  /** The result market (1 X 2 or the two-way winner) beside the lines; null when none. */
  readonly result: Market | null;
  readonly handicap: readonly LineMarket[];
  readonly total: readonly LineMarket[];
}

/** spec betting-domain §7: at most 3 lines per market type reach the list. */
export const THAI_LINES_PER_KIND = 3;

function sidesOf(market: Market, kind: LineKind, event: Event): LineMarket | null {
  const outcomes = visibleOutcomes(market);
  if (outcomes.length !== 2) return null;
  const [first, second] = outcomes as [Outcome, Outcome];
  if (kind === 'handicap') {
    // Home on top, whatever order the provider lists the sides in.
    const away = event.opponents.find((o) => o.position === 'AWAY');
    if (away && first.opponentId === away.id) return { market, sides: [second, first] };
  }
  // Decision: a total lists over first, as the provider does (its ordinal positions 1 and 2).
  return { market, sides: [first, second] };
}

/**
 * The lines of one kind in a period: the markets of the kind's first market type and instance
 * (§9 order),
 * the `limit` most balanced (spec betting-domain §7 price difference: the main line and its
 * neighbours). Several lines read in the order of their line (-1.5, -0.5, +0.5), as books list
 * them.
 */
function linesOf(event: Event, markets: readonly Market[], kind: LineKind, limit: number) {
  const ofKind = markets.filter((m) => lineKindOf(m) === kind);
  const first = [...ofKind].sort((a, b) => compareMarkets(a, b))[0];
  if (!first) return [];
  // One question's lines: a period's numbered instances (1st, 2nd quarter) are not lines.
  return ofKind
    .filter((m) => m.marketTypeId === first.marketTypeId && m.instance === first.instance)
    .sort((a, b) => marketPriceDifference(a) - marketPriceDifference(b) || compareMarkets(a, b))
    .slice(0, limit)
    .map((m) => sidesOf(m, kind, event))
    .filter((line) => line !== null)
    .sort((a, b) => (outcomeLine(a.sides[0]) ?? 0) - (outcomeLine(b.sides[0]) ?? 0));
}

/**
 * What an Asian (one main line) or Thai (up to three lines) row shows for an event in a period
 * (null: the whole match): the handicap and total lines with the result market beside them.
 */
export function asianRow(event: Event, period: PeriodKey | null, linesPerKind: number): AsianRow {
  const base = defaultMarket(event, period);
  const shown = event.markets.filter(isShownMarket);
  const markets = period !== null ? inPeriod(shown, period) : wholeMatch(shown);
  const result =
    base && lineKindOf(base) === null && visibleOutcomes(base).length <= 3 ? base : null;
  return {
    result,
    handicap: linesOf(event, markets, 'handicap', linesPerKind),
    total: linesOf(event, markets, 'total', linesPerKind),
  };
}

/** The number behind a line: the outcome's spread (the handicap or total it is priced for). */
export function outcomeLine(outcome: Outcome): number | null {
  return outcome.consolidatedPrice.currentPrice.spread;
}

function plain(value: number): string {
  return String(Number(value.toFixed(2)));
}

function isQuarter(value: number): boolean {
  return Math.abs(((Math.abs(value) * 4) % 2) - 1) < 1e-9;
}

/**
 * A total's line as Asian books show it: 2.5; a quarter line is the two half stakes it splits
 * into, 2.25 → 2/2.5.
 */
export function formatTotalLine(line: number): string {
  if (!isQuarter(line)) return plain(line);
  return `${plain(line - 0.25)}/${plain(line + 0.25)}`;
}

/**
 * A handicap's line with its sign: +0.5, -1.5, 0; a quarter line split into its two halves,
 * -0.25 → 0/-0.5, +0.75 → +0.5/+1.
 */
export function formatHandicapLine(line: number): string {
  const signed = (v: number) => (v > 0 ? `+${plain(v)}` : plain(v === 0 ? 0 : v));
  if (!isQuarter(line)) return signed(line);
  const toward0 = line > 0 ? line - 0.25 : line + 0.25;
  const away0 = line > 0 ? line + 0.25 : line - 0.25;
  return `${signed(toward0)}/${signed(away0)}`;
}
