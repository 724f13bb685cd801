import { describe, expect, it } from 'vitest';
import type { LiveEventMessage, MarketChange } from '@touchline/betting';
import type { LiveBatchItem } from '../connection/live-connection';
import type { LiveMessage } from '../connection/wire';
import { LiveEventsStore } from '../store/live-events-store';
import { makeLiveEvent } from './live-test-kit';

const EVENT = makeLiveEvent({
  id: 1,
  home: 'Northbridge',
  away: 'Eastport',
  prices: [2.1, 3.4, 3.25],
});
const OTHER = makeLiveEvent({ id: 2, home: 'Kingsmoor', away: 'Harbour', prices: [1.9, 3.6, 3.9] });
const ref = { eventId: 1, marketId: 100, marketTypeId: 1, periodTypeId: 2 } as const;

let cursor = 0;
const batch = (...messages: LiveMessage[]): LiveBatchItem[] =>
  messages.map((message) => ({ type: 'message', cursor: ++cursor, message }));
const price = (outcomeId: number, decimal: number): MarketChange => ({
  ...ref,
  kind: 'p',
  outcomeId,
  consolidatedPrice: { currentPrice: { decimal, spread: null, spread2: null, format: 'DECIMAL' } },
});

function outcome(store: LiveEventsStore<typeof EVENT>, id: number) {
  return store.getSnapshot().events[0]?.markets[0]?.outcomes.find((o) => o.id === id)
    ?.consolidatedPrice;
}

describe('the live events store', () => {
  it('moves a price with the package applier: new current, previous kept, version bumped', () => {
    const store = new LiveEventsStore([EVENT, OTHER], 'fixed', 0);
    let heard = 0;
    store.subscribe(() => heard++);
    store.apply(batch(price(1001, 2.2), price(1001, 2.3)), 1);
    expect(outcome(store, 1001)).toMatchObject({
      currentPrice: { decimal: 2.3, id: 10012 },
      penultimatePrice: { decimal: 2.2 },
      antepenultimatePrice: { decimal: 2.1 },
    });
    expect(heard).toBe(1);
    expect(store.getSnapshot().events[1]).toBe(OTHER);
  });

  it('counts the batches that change more than prices, so a page can skip price-only ones', () => {
    const store = new LiveEventsStore([EVENT], 'fixed', 0);
    const structure = () => store.getSnapshot().structure;
    store.apply(batch(price(1001, 2.2), price(1002, 3.3)), 1);
    expect(structure()).toBe(0);
    // A price change that moves its outcome's line is more than a price.
    const moved: MarketChange = {
      ...ref,
      kind: 'p',
      outcomeId: 1001,
      consolidatedPrice: {
        currentPrice: { decimal: 2.25, spread: -0.5, spread2: null, format: 'DECIMAL' },
      },
    };
    store.apply(batch(moved), 2);
    expect(structure()).toBe(1);
    store.apply(batch({ ...ref, kind: 'm', status: 'suspended' }), 3);
    expect(structure()).toBe(2);
    store.apply(batch(price(1003, 3.5)), 4);
    expect(structure()).toBe(2);
  });

  it('suspends, removes on lts and hides outcomes (spec §4)', () => {
    const store = new LiveEventsStore([EVENT], 'fixed', 0);
    store.apply(batch({ ...ref, kind: 'm', status: 'suspended' }), 1);
    expect(store.getSnapshot().events[0]?.markets[0]?.status).toBe('suspended');
    store.apply(batch({ ...ref, kind: 'oh', outcomeId: 1002, hidden: true }), 2);
    expect(store.getSnapshot().events[0]?.markets[0]?.outcomes[1]?.hidden).toBe(true);
    store.apply(batch({ ...ref, kind: 'm', status: 'lts' }), 3);
    expect(store.getSnapshot().events[0]?.markets).toEqual([]);
  });

  it('merges scores per period and derives the match score; END_OF_EVENT finishes', () => {
    const store = new LiveEventsStore([EVENT], 'fixed', 0);
    const messages: LiveEventMessage[] = [
      {
        kind: 'score',
        eventId: 1,
        scoresPerPeriod: [{ opponentId: 3, periodInstance: 2, periodKey: 'HALF', score: 2 }],
      },
      { kind: 'openMarketCount', eventId: 1, liveOpenMarketCount: 12 },
      { kind: 'clock', eventId: 1, clock: { minutes: 90, status: 'END_OF_EVENT' } },
    ];
    store.apply(batch(...messages), 5000);
    const event = store.getSnapshot().events[0];
    expect(event?.scores).toEqual([
      { opponentId: 2, score: 2 },
      { opponentId: 3, score: 3 },
    ]);
    expect(event?.scoresPerPeriod).toHaveLength(4);
    expect(event).toMatchObject({ isFinished: true, liveOpenMarketCount: 12 });
    expect(store.getSnapshot().clockSetAt.get(1)).toBe(5000);
  });

  it('keeps or drops events as they change state, by list', () => {
    const finished: LiveMessage = { kind: 'eventStatus', eventId: 1, status: 'finished' };
    const live = new LiveEventsStore([EVENT, OTHER], 'live', 0);
    expect(live.apply(batch(finished), 1)).toEqual({ refetch: false });
    expect(live.getSnapshot().events.map((e) => e.id)).toEqual([2]);
    // A live list does not hold an event that just went live: it fetches again.
    expect(live.apply(batch({ kind: 'eventStatus', eventId: 77, status: 'live' }), 2)).toEqual({
      refetch: true,
    });

    const prematch = new LiveEventsStore([EVENT, OTHER], 'prematch', 0);
    prematch.apply(batch({ kind: 'eventStatus', eventId: 2, status: 'live' }), 1);
    expect(prematch.getSnapshot().events.map((e) => e.id)).toEqual([1]);

    const page = new LiveEventsStore([EVENT], 'fixed', 0);
    page.apply(batch(finished), 1);
    expect(page.getSnapshot().events[0]).toMatchObject({
      isFinished: true,
      match: { status: 'FINISHED' },
    });
  });

  it('asks for a refetch on resync, and ignores what concerns other events', () => {
    const store = new LiveEventsStore([EVENT], 'fixed', 0);
    let heard = 0;
    store.subscribe(() => heard++);
    expect(store.apply(batch({ ...price(1001, 5), eventId: 9 }), 1)).toEqual({ refetch: false });
    expect(store.apply([{ type: 'resync' }], 2)).toEqual({ refetch: true });
    expect(heard).toBe(0);
    expect(store.getSnapshot().events[0]).toBe(EVENT);
  });
});
