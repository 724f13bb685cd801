import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FEED_MARKET_STATUSES,
  FEED_REMOVAL_STATUSES,
  MARKET_SORT_MISSING_KEY,
  MARKET_SORT_NO_WEIGHT,
  MARKET_STATUS_VALUES,
  MAX_MARKETS_PER_EVENT,
  MAX_MARKETS_PER_MARKET_TYPE,
  allOutcomesHidden,
  applyFeedAlert,
  compareMarkets,
  isFeedRemovalStatus,
  isMarketOpen,
  isMarketStatusValue,
  marketPriceDifference,
  marketSortWeight,
  marketsStateFrom,
  parseFeedMarketStatus,
  removeMarket,
  selectQueryMarkets,
  sortMarkets,
  type MarketStatusValue,
  type QueryMarket,
  type SortableMarket,
  type StatusMarket,
} from '../markets';

describe('market status (spec betting-domain §4)', () => {
  it('has the values open, suspended, lts, closed', () => {
    expect(MARKET_STATUS_VALUES).toEqual(['open', 'suspended', 'lts', 'closed']);
    expect(isMarketStatusValue('lts')).toBe(true);
    expect(isMarketStatusValue('settled')).toBe(false);
  });

  it('counts only open as open', () => {
    expect(MARKET_STATUS_VALUES.filter(isMarketOpen)).toEqual(['open']);
  });

  it('removes the market in feeds for lts, settled, resulted and closed', () => {
    expect(FEED_MARKET_STATUSES.filter(isFeedRemovalStatus).sort()).toEqual(
      ['closed', 'lts', 'resulted', 'settled'].sort(),
    );
    expect(FEED_REMOVAL_STATUSES).toHaveLength(4);
    expect(isFeedRemovalStatus('open')).toBe(false);
    expect(isFeedRemovalStatus('suspended')).toBe(false);
  });

  it('reads feed statuses case-insensitively', () => {
    expect(parseFeedMarketStatus('OPEN')).toBe('open');
    expect(parseFeedMarketStatus(' Resulted ')).toBe('resulted');
    expect(parseFeedMarketStatus('void')).toBeUndefined();
  });
});

function statusMarket(
  id: number,
  status: MarketStatusValue,
  feedId: string,
  hidden: boolean[] = [false, false],
): StatusMarket {
  return { id, status, feedId, outcomes: hidden.map((h) => ({ hidden: h })) };
}

describe('market removal and feed alerts (spec betting-domain §4)', () => {
  it('treats a market as all hidden only when every outcome is hidden', () => {
    expect(allOutcomesHidden({ outcomes: [{ hidden: true }, { hidden: true }] })).toBe(true);
    expect(allOutcomesHidden({ outcomes: [{ hidden: true }, { hidden: false }] })).toBe(false);
    expect(allOutcomesHidden({ outcomes: [] })).toBe(false);
  });

  it('removes a market by id and keeps the state when it is absent', () => {
    const state = marketsStateFrom([statusMarket(1, 'open', 'F'), statusMarket(2, 'open', 'F')]);
    expect(Object.keys(removeMarket(state, 1))).toEqual(['2']);
    expect(removeMarket(state, 9)).toBe(state);
  });

  it('suspends every open market of the feed on an alert, and reopens them after', () => {
    const state = marketsStateFrom([
      statusMarket(1, 'open', 'BU1'),
      statusMarket(2, 'open', 'BU1'),
      statusMarket(3, 'open', 'RS7'),
      statusMarket(4, 'lts', 'BU1'),
    ]);
    const alerted = applyFeedAlert(state, 'BU1', 'suspend');
    expect([1, 2, 3, 4].map((id) => alerted[id]?.status)).toEqual([
      'suspended',
      'suspended',
      'open',
      'lts',
    ]);
    const reopened = applyFeedAlert(alerted, 'BU1', 'reopen');
    expect([1, 2, 3, 4].map((id) => reopened[id]?.status)).toEqual(['open', 'open', 'open', 'lts']);
    expect(applyFeedAlert(state, 'NONE', 'suspend')).toBe(state);
  });
});

function sortable(
  id: number,
  op: number | null,
  sequence: number | null,
  instance: number | null,
  extra: Partial<SortableMarket> = {},
): SortableMarket {
  return {
    id,
    marketTypeId: 100 + id,
    description: 'Market',
    instance,
    marketTypeInfo: op === null ? null : { ordinalPosition: op },
    period: { sequence, fullDescription: 'Full Time' },
    ...extra,
  };
}

describe('market sorting (spec betting-domain §9)', () => {
  it('weighs the keys 10,000,000 / 10,000 / 1', () => {
    expect(marketSortWeight(sortable(1, 1, 2, 3))).toBe(10_020_003);
    expect(marketSortWeight(sortable(1, 4, 0, 0))).toBe(40_000_000);
  });

  it('reads the short form op as the first key', () => {
    expect(marketSortWeight({ ...sortable(1, null, 1, 1), marketTypeInfo: { op: 2 } })).toBe(
      20_010_001,
    );
  });

  it('gives the prioritised market type an offset of -100,000,000', () => {
    const market = sortable(1, 1, 2, 3, { marketTypeId: 7 });
    expect(marketSortWeight(market, { prioritisedMarketTypeId: 7 })).toBe(10_020_003 - 100_000_000);
    expect(marketSortWeight(market, { prioritisedMarketTypeId: 8 })).toBe(10_020_003);
    const later = sortable(2, 0, 0, 0, { marketTypeId: 8 });
    expect(sortMarkets([later, market], { prioritisedMarketTypeId: 7 }).map((m) => m.id)).toEqual([
      1, 2,
    ]);
  });

  it('uses -1 for a missing second or third key and -123456789e10 without a first key', () => {
    expect(MARKET_SORT_MISSING_KEY).toBe(-1);
    expect(MARKET_SORT_NO_WEIGHT).toBe(-123456789e10);
    expect(marketSortWeight(sortable(1, 1, null, null))).toBe(10_000_000 - 10_000 - 1);
    expect(marketSortWeight(sortable(1, null, 3, 3))).toBe(-123456789e10);
    expect(marketSortWeight({ id: 1, marketTypeId: 1, description: 'x' })).toBe(-123456789e10);
  });

  it('breaks ties by description, then full period description, then instance', () => {
    const base = { marketTypeInfo: { ordinalPosition: 1 } };
    const a: SortableMarket = {
      ...base,
      id: 4,
      marketTypeId: 1,
      description: 'B',
      period: { sequence: 1, fullDescription: 'A' },
    };
    const b: SortableMarket = { ...a, id: 3, description: 'A' };
    const c: SortableMarket = { ...b, id: 2, period: { sequence: 1, fullDescription: 'B' } };
    expect(sortMarkets([a, c, b]).map((m) => m.id)).toEqual([3, 2, 4]);
    // Equal weights from different keys (no first key) fall back to the instance.
    const x = sortable(5, null, 1, 2);
    const y = sortable(6, null, 1, 1);
    expect(sortMarkets([x, y]).map((m) => m.id)).toEqual([6, 5]);
  });

  const arbMarket = fc.record({
    id: fc.integer({ min: 1, max: 40 }),
    marketTypeId: fc.integer({ min: 1, max: 5 }),
    description: fc.constantFrom('Match Result', 'Total Goals', 'Handicap', ''),
    instance: fc.option(fc.integer({ min: 0, max: 3 })),
    marketTypeInfo: fc.option(
      fc.record({ ordinalPosition: fc.option(fc.integer({ min: 0, max: 4 })) }),
    ),
    period: fc.option(
      fc.record({
        sequence: fc.option(fc.integer({ min: 0, max: 3 })),
        fullDescription: fc.constantFrom('Full Time', '1st Half'),
      }),
    ),
  });

  it('is a total order independent of input order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(arbMarket, { selector: (m) => m.id, maxLength: 25 }),
        fc.option(fc.integer({ min: 1, max: 5 })),
        fc.nat(),
        (markets, prioritised, seed) => {
          const options = { prioritisedMarketTypeId: prioritised };
          const sorted = sortMarkets(markets, options);
          const shuffled = [...markets].sort(
            (p, q) => ((p.id * 7919 + seed) % 101) - ((q.id * 7919 + seed) % 101),
          );
          expect(sortMarkets(shuffled, options)).toEqual(sorted);
          for (const p of markets) {
            expect(compareMarkets(p, p, options)).toBe(0);
            for (const q of markets) {
              const pq = compareMarkets(p, q, options);
              expect(pq).toBe(-compareMarkets(q, p, options) || 0);
              if (p.id !== q.id) expect(pq).not.toBe(0);
            }
          }
          for (let i = 1; i < sorted.length; i += 1) {
            const prev = sorted[i - 1];
            const next = sorted[i];
            if (prev && next) expect(compareMarkets(prev, next, options)).toBeLessThan(0);
          }
        },
      ),
    );
  });
});

let nextId = 1;
function queryMarket(
  eventId: number,
  marketTypeId: number,
  prices: number[],
  extra: Partial<QueryMarket> = {},
): QueryMarket {
  const id = nextId++;
  return {
    id,
    eventId,
    marketTypeId,
    description: `Market ${marketTypeId}`,
    status: 'open',
    periodId: 100,
    instance: id,
    marketTypeInfo: { ordinalPosition: marketTypeId },
    period: { sequence: 1, fullDescription: 'Full Time' },
    outcomes: prices.map((decimal, index) => ({
      hidden: index === 2,
      consolidatedPrice: { currentPrice: { decimal } },
    })),
    ...extra,
  };
}

describe('market query rules (spec betting-domain §7)', () => {
  it('measures the price difference between the two most likely outcomes', () => {
    expect(marketPriceDifference(queryMarket(1, 1, [1.9, 1.95]))).toBeCloseTo(0.05);
    expect(marketPriceDifference(queryMarket(1, 1, [4.5, 2.1, 3.4]))).toBeCloseTo(1.3);
    expect(marketPriceDifference(queryMarket(1, 1, [2.0]))).toBe(Number.POSITIVE_INFINITY);
  });

  it('uses the spec caps: 3 markets per market type, 50 per event', () => {
    expect(MAX_MARKETS_PER_MARKET_TYPE).toBe(3);
    expect(MAX_MARKETS_PER_EVENT).toBe(50);
  });

  it('keeps the 3 most balanced lines of a market type, most balanced first', () => {
    const lines = [
      queryMarket(1, 18, [1.2, 4.2]),
      queryMarket(1, 18, [1.95, 1.87]),
      queryMarket(1, 18, [3.1, 1.35]),
      queryMarket(1, 18, [1.6, 2.3]),
      queryMarket(1, 18, [2.5, 1.5]),
    ];
    const kept = selectQueryMarkets(lines);
    expect(kept.map((m) => m.id)).toEqual([lines[1]?.id, lines[3]?.id, lines[4]?.id]);
  });

  it('excludes long-term suspended markets and includes hidden outcomes', () => {
    const open = queryMarket(1, 1, [1.5, 2.5, 9]);
    const lts = queryMarket(1, 2, [1.9, 1.9], { status: 'lts' });
    const suspended = queryMarket(1, 3, [1.9, 1.9], { status: 'suspended' });
    const kept = selectQueryMarkets([lts, open, suspended]);
    expect(kept.map((m) => m.id)).toEqual([open.id, suspended.id]);
    expect(kept[0]?.outcomes).toHaveLength(3);
    expect(selectQueryMarkets([open], { includeHiddenOutcomes: false })[0]?.outcomes).toHaveLength(
      2,
    );
    expect(selectQueryMarkets([lts], { excludeLongTermSuspended: false })).toHaveLength(1);
  });

  it('counts a market type separately per period', () => {
    const fullTime = [1, 2, 3, 4].map(() => queryMarket(1, 18, [1.9, 1.9]));
    const firstHalf = [1, 2].map(() => queryMarket(1, 18, [1.9, 1.9], { periodId: 102 }));
    expect(selectQueryMarkets([...fullTime, ...firstHalf])).toHaveLength(5);
  });

  it('caps an event at 50 markets, keeping the first in display order', () => {
    const markets = Array.from({ length: 60 }, (_, i) => queryMarket(7, 60 - i, [1.9, 1.9]));
    const kept = selectQueryMarkets(markets);
    expect(kept).toHaveLength(50);
    expect(kept.map((m) => m.marketTypeId)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('never breaks a cap, keeps no lts market and only returns input markets', () => {
    const arbQuery = fc
      .record({
        eventId: fc.integer({ min: 1, max: 3 }),
        marketTypeId: fc.integer({ min: 1, max: 30 }),
        status: fc.constantFrom<MarketStatusValue>('open', 'suspended', 'lts', 'closed'),
        prices: fc.array(fc.double({ min: 1.01, max: 50, noNaN: true }), { maxLength: 3 }),
      })
      .map((r) => queryMarket(r.eventId, r.marketTypeId, r.prices, { status: r.status }));
    fc.assert(
      fc.property(
        fc.array(arbQuery, { maxLength: 200 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 60 }),
        (markets, perType, perEvent) => {
          const kept = selectQueryMarkets(markets, {
            maxMarketsPerMarketType: perType,
            maxMarketsPerEvent: perEvent,
          });
          const byEvent = new Map<number, number>();
          const byType = new Map<string, number>();
          for (const market of kept) {
            expect(markets).toContain(market);
            expect(market.status).not.toBe('lts');
            byEvent.set(market.eventId, (byEvent.get(market.eventId) ?? 0) + 1);
            const key = `${market.eventId}:${market.marketTypeId}:${market.periodId}`;
            byType.set(key, (byType.get(key) ?? 0) + 1);
          }
          for (const count of byEvent.values()) expect(count).toBeLessThanOrEqual(perEvent);
          for (const count of byType.values()) expect(count).toBeLessThanOrEqual(perType);
        },
      ),
    );
  });

  it('rejects a negative cap as a caller bug', () => {
    expect(() => selectQueryMarkets([], { maxMarketsPerEvent: -1 })).toThrow();
  });
});
