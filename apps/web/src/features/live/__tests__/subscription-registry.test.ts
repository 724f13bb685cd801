import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WS_MAX_SUBSCRIPTIONS } from '@touchline/contract';
import { SubscriptionRegistry } from '../connection/subscription-registry';

describe('the subscription registry', () => {
  it('sends what is newly retained once, however many hold it', () => {
    const registry = new SubscriptionRegistry();
    registry.retain({ events: [1, 2] });
    registry.retain({ events: [2, 3], live: true });
    expect(registry.diff()).toEqual({
      subscribe: { events: [1, 2, 3], sports: [], live: true },
      unsubscribe: null,
    });
    expect(registry.diff()).toEqual({ subscribe: null, unsubscribe: null });
  });

  it('unsubscribes a key only when its last holder releases it', () => {
    const registry = new SubscriptionRegistry();
    registry.retain({ events: [7], sports: [240] });
    registry.retain({ events: [7] });
    registry.diff();
    registry.release({ events: [7] });
    expect(registry.diff()).toEqual({ subscribe: null, unsubscribe: null });
    registry.release({ events: [7], sports: [240] });
    expect(registry.diff()).toEqual({
      subscribe: null,
      unsubscribe: { events: [7], sports: [240], live: false },
    });
  });

  it('sends nothing for a key retained and released between two diffs', () => {
    const registry = new SubscriptionRegistry();
    registry.retain({ events: [1] });
    registry.diff();
    registry.release({ events: [1] });
    registry.retain({ events: [1] });
    expect(registry.diff()).toEqual({ subscribe: null, unsubscribe: null });
  });

  it(`holds at most ${WS_MAX_SUBSCRIPTIONS} ids on the server; the rest wait for room`, () => {
    const registry = new SubscriptionRegistry();
    const ids = Array.from({ length: WS_MAX_SUBSCRIPTIONS + 2 }, (_, i) => i + 1);
    registry.retain({ events: ids, live: true });
    const first = registry.diff().subscribe;
    expect(first?.events).toHaveLength(WS_MAX_SUBSCRIPTIONS);
    expect(first?.live).toBe(true); // the live page flag is not an id: it does not count
    registry.release({ events: [1, 2, 3] });
    expect(registry.diff()).toEqual({
      unsubscribe: { events: [1, 2, 3], sports: [], live: false },
      subscribe: {
        events: [WS_MAX_SUBSCRIPTIONS + 1, WS_MAX_SUBSCRIPTIONS + 2],
        sports: [],
        live: false,
      },
    });
  });

  it('sends everything again on a new socket, and retries what the server refused', () => {
    const registry = new SubscriptionRegistry();
    registry.retain({ events: [1], sports: [2] });
    registry.diff();
    registry.forgetSent();
    expect(registry.diff().subscribe).toEqual({ events: [1], sports: [2], live: false });
    registry.refused({ events: [1], sports: [], live: false });
    expect(registry.diff().subscribe).toEqual({ events: [1], sports: [], live: false });
  });

  it('keeps the server holding exactly what is retained, whatever the order of holders', () => {
    const op = fc.record({
      retain: fc.boolean(),
      holder: fc.integer({ min: 0, max: 4 }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 4 }), {
          minLength: 5,
          maxLength: 5,
        }),
        fc.array(op, { maxLength: 40 }),
        (holdings, ops) => {
          const registry = new SubscriptionRegistry();
          const held = holdings.map(() => 0);
          const server = new Set<number>();
          for (const { retain, holder } of ops) {
            const events = holdings[holder] ?? [];
            if (retain) {
              registry.retain({ events });
              held[holder] = (held[holder] ?? 0) + 1;
            } else if ((held[holder] ?? 0) > 0) {
              registry.release({ events });
              held[holder] = (held[holder] ?? 0) - 1;
            }
            const { subscribe, unsubscribe } = registry.diff();
            for (const id of unsubscribe?.events ?? []) {
              expect(server.has(id)).toBe(true);
              server.delete(id);
            }
            for (const id of subscribe?.events ?? []) {
              expect(server.has(id)).toBe(false);
              server.add(id);
            }
          }
          const wanted = new Set(holdings.flatMap((ids, i) => ((held[i] ?? 0) > 0 ? ids : [])));
          expect([...server].sort()).toEqual([...wanted].sort());
          expect(registry.wanted().events.sort()).toEqual([...wanted].sort());
        },
      ),
    );
  });
});
