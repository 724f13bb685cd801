import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LiveEventMessage, MarketChange } from '@touchline/betting';
import {
  equalButPrices,
  liveSourceOf,
  sameRowButPrices,
  subscribeOutcome,
} from '../../../shared/live/live-prices';
import type { LiveBatchItem } from '../connection/live-connection';
import type { LiveMessage } from '../connection/wire';
import { LiveEventsStore } from '../store/live-events-store';
import { makeLiveEvent } from './live-test-kit';

// A row may skip repainting when its event changed in prices only, since its price cells read
// their outcome from the store; these are the rules that decide it.

const EVENT = makeLiveEvent({
  id: 1,
  home: 'Northbridge',
  away: 'Eastport',
  prices: [2.1, 3.4, 3.25],
});
const OUTCOMES = [1001, 1002, 1003] as const;
const ref = { eventId: 1, marketId: 100, marketTypeId: 1, periodTypeId: 2 } as const;

let cursor = 0;
const batch = (...messages: LiveMessage[]): LiveBatchItem[] =>
  messages.map((message) => ({ type: 'message', cursor: ++cursor, message }));
const price = (outcomeId: number, decimal: number, spread: number | null = null): MarketChange => ({
  ...ref,
  kind: 'p',
  outcomeId,
  consolidatedPrice: { currentPrice: { decimal, spread, spread2: null, format: 'DECIMAL' } },
});

const decimal = fc.integer({ min: 101, max: 5000 }).map((n) => n / 100);
const priceChange = fc
  .tuple(fc.constantFrom(...OUTCOMES), decimal)
  .map(([outcomeId, d]) => price(outcomeId, d));
const otherChange = fc.constantFrom<LiveMessage>(
  { ...ref, kind: 'm', status: 'suspended' },
  { ...ref, kind: 'oh', outcomeId: 1002, hidden: true },
  price(1001, 2.5, 1.5),
  { kind: 'clockMinute', eventId: 1, minutes: 80 } satisfies LiveEventMessage,
  { kind: 'openMarketCount', eventId: 1, liveOpenMarketCount: 12 } satisfies LiveEventMessage,
  {
    kind: 'score',
    eventId: 1,
    scoresPerPeriod: [{ opponentId: 3, periodInstance: 2, periodKey: 'HALF', score: 1 }],
  } satisfies LiveEventMessage,
);

describe('live prices: rows repaint for what they draw', () => {
  it('tells a price-only change from any other (examples)', () => {
    const store = new LiveEventsStore([EVENT], 'fixed', 0);
    store.apply(batch(price(1001, 2.2)), 1);
    const moved = store.getSnapshot().events[0];
    expect(moved).not.toBe(EVENT);
    expect(moved && equalButPrices(EVENT, moved)).toBe(true);
    expect(equalButPrices(EVENT, { ...EVENT, clock: { minutes: 68, status: 'RUNNING' } })).toBe(
      false,
    );
    expect(equalButPrices(EVENT, { ...EVENT, markets: [] })).toBe(false);
    expect(equalButPrices(EVENT, { ...EVENT, description: 'Other v Other' })).toBe(false);
  });

  it('any run of price changes leaves the event equal but for prices; the store has each outcome', () => {
    fc.assert(
      fc.property(fc.array(priceChange, { minLength: 1, maxLength: 12 }), (changes) => {
        const store = new LiveEventsStore([EVENT], 'fixed', 0);
        const heard = new Map<number, number>();
        const stops = OUTCOMES.map((id) =>
          subscribeOutcome(id, () => heard.set(id, (heard.get(id) ?? 0) + 1)),
        );
        store.apply(batch(...changes), 1);
        for (const stop of stops) stop();
        const after = store.getSnapshot().events[0];
        if (!after) return false;
        expect(equalButPrices(EVENT, after)).toBe(true);
        expect(liveSourceOf(after)).toBe(store);
        // The source holds the event's own latest object of every outcome the batch changed
        // (a change to the price held already changes nothing), and its listeners heard once.
        for (const outcome of after.markets[0]?.outcomes ?? []) {
          const original = EVENT.markets[0]?.outcomes.find((o) => o.id === outcome.id);
          if (outcome !== original) {
            expect(changes.some((c) => c.kind === 'p' && c.outcomeId === outcome.id)).toBe(true);
            expect(store.outcome(outcome.id)).toBe(outcome);
            expect(heard.get(outcome.id)).toBe(1);
          } else {
            expect(store.outcome(outcome.id)).toBeUndefined();
            expect(heard.get(outcome.id)).toBeUndefined();
          }
        }
        return true;
      }),
    );
  });

  it('any other change among price changes makes the row repaint', () => {
    fc.assert(
      fc.property(fc.array(priceChange, { maxLength: 6 }), otherChange, (changes, other) => {
        const store = new LiveEventsStore([EVENT], 'fixed', 0);
        store.apply(batch(...changes, other), 1);
        const after = store.getSnapshot().events[0];
        return after !== undefined && !equalButPrices(EVENT, after);
      }),
    );
  });

  it('a row skips only when one live source keeps both versions current and the rest is the same', () => {
    const store = new LiveEventsStore([EVENT], 'fixed', 0);
    store.apply(batch(price(1001, 2.2)), 1);
    const moved = store.getSnapshot().events[0];
    if (!moved) throw new Error('no event');
    const layout = 'euro';
    expect(sameRowButPrices({ event: EVENT, layout }, { event: moved, layout })).toBe(true);
    expect(sameRowButPrices({ event: EVENT, layout }, { event: moved, layout: 'asian' })).toBe(
      false,
    );
    // Data no store keeps (a fetched copy) repaints its row: nothing else would show the price.
    const fetched = structuredClone(moved);
    expect(sameRowButPrices({ event: EVENT, layout }, { event: fetched, layout })).toBe(false);
    const unkept = structuredClone(EVENT);
    expect(
      sameRowButPrices({ event: unkept, layout }, { event: structuredClone(moved), layout }),
    ).toBe(false);
  });
});

describe('live prices: a market that moves tells its outcomes’ listeners (the betslip)', () => {
  const heardOf = (apply: (store: LiveEventsStore<typeof EVENT>) => void): number[] => {
    const store = new LiveEventsStore([EVENT], 'fixed', 0);
    const heard: number[] = [];
    const stops = OUTCOMES.map((id) => subscribeOutcome(id, () => heard.push(id)));
    apply(store);
    for (const stop of stops) stop();
    return heard;
  };

  it('a suspension or a reopening tells every outcome of the market', () => {
    expect(
      heardOf((store) => store.apply(batch({ ...ref, kind: 'm', status: 'suspended' }), 1)).sort(),
    ).toEqual([...OUTCOMES]);
  });

  it('a market closed off the event tells its outcomes', () => {
    expect(
      heardOf((store) => store.apply(batch({ ...ref, kind: 'm', status: 'closed' }), 1)).sort(),
    ).toEqual([...OUTCOMES]);
  });

  it('a price tells only its outcome, and a clock tells none', () => {
    expect(heardOf((store) => store.apply(batch(price(1002, 3.9)), 1))).toEqual([1002]);
    expect(
      heardOf((store) => store.apply(batch({ kind: 'clockMinute', eventId: 1, minutes: 80 }), 1)),
    ).toEqual([]);
  });
});
