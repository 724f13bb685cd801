import type { Market } from '@touchline/contract';

/**
 * A period of the markets. Every whole-match period (sequence 1: full time, match, regulation
 * time, a race, an outright) is one tab, WHOLE_MATCH; a part (1st half, quarter, set, map …) is
 * named by the provider's description, so a pre-match and an in-running period are one tab.
 */
export type PeriodKey = string;

/** The whole match's key (no description is empty). */
export const WHOLE_MATCH: PeriodKey = '';

/** spec betting-domain §3 period sequence: 1 the whole match, 2 its parts, 3 finer. */
const WHOLE_MATCH_SEQUENCE = 1;

export interface PeriodTab {
  readonly key: PeriodKey;
  /** The provider's text, like a market's description. */
  readonly label: string;
  readonly sequence: number;
}

export function periodKeyOf(market: Pick<Market, 'period'>): PeriodKey {
  return market.period.sequence <= WHOLE_MATCH_SEQUENCE ? WHOLE_MATCH : market.period.description;
}

/** The markets of one period. */
export function inPeriod<M extends Pick<Market, 'period'>>(
  markets: readonly M[],
  key: PeriodKey,
): M[] {
  return markets.filter((m) => periodKeyOf(m) === key);
}

/**
 * The period tabs of a set of markets (spec betting-domain §3 Market period): the whole match
 * first, named as most of its markets name it (Full Time), then each part by sequence and the
 * order the provider lists them. None when all markets are of one period: a tab bar with one tab
 * says nothing.
 */
export function periodTabs(markets: readonly Pick<Market, 'period'>[]): PeriodTab[] {
  const tabs = new Map<PeriodKey, PeriodTab>();
  const wholeNames = new Map<string, number>();
  for (const market of markets) {
    const key = periodKeyOf(market);
    if (key === WHOLE_MATCH) {
      const name = market.period.description;
      wholeNames.set(name, (wholeNames.get(name) ?? 0) + 1);
    }
    if (!tabs.has(key)) {
      tabs.set(key, { key, label: market.period.description, sequence: market.period.sequence });
    }
  }
  if (tabs.size < 2) return [];
  const whole = tabs.get(WHOLE_MATCH);
  if (whole) {
    // Map iteration keeps first-seen order, so a tie goes to the name seen first.
    const [label] = [...wholeNames].reduce((best, next) => (next[1] > best[1] ? next : best));
    tabs.set(WHOLE_MATCH, { ...whole, label });
  }
  // Array.prototype.sort is stable: equal sequences keep their first-appearance order.
  return [...tabs.values()].sort((a, b) => a.sequence - b.sequence);
}
