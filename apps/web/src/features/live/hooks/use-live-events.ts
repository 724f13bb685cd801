'use client';

import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { attachLiveSource, liveSourceOf } from '../../../shared/live/live-prices';
import { nextTickAt, tickedClock } from '../store/clock-ticking';
import {
  LiveEventsStore,
  type LiveEventShape,
  type LiveEventsSnapshot,
  type Membership,
} from '../store/live-events-store';
import { useLiveConnection, useLivePollInterval } from './live-client';
import { usePageRefresh } from './use-page-refresh';
import { useTickNow } from './use-tick-now';

export interface UseLiveEventsOptions {
  /** How the list keeps events that go live, finish or are cancelled (default `fixed`). */
  readonly membership?: Membership;
  /** Subscribe to the events' own ids (default true; a live page subscribes `live` instead). */
  readonly byEventIds?: boolean;
  /** Sports to follow whole. */
  readonly sports?: readonly number[];
  /** Follow every in-play event (the live page). */
  readonly live?: boolean;
  /**
   * Fetches the page's events again: called when the feed cannot replay what was missed
   * (`resync`) and, on a live list, when an event it does not hold goes live. By default the
   * page's server components are fetched again (`router.refresh()`, at most once per 5 s).
   */
  readonly refetch?: () => void;
  /** Running clocks move a minute at a time between updates (default true). */
  readonly tickClocks?: boolean;
}

const NO_SPORTS: readonly number[] = [];

function useTicked<E extends LiveEventShape>(snapshot: LiveEventsSnapshot<E>, enabled: boolean) {
  let nextAt: number | null = null;
  const probe = Date.now();
  if (enabled) {
    for (const event of snapshot.events) {
      const setAt = snapshot.clockSetAt.get(event.id);
      if (!event.clock || setAt === undefined) continue;
      const at = nextTickAt(event.clock, setAt, probe);
      if (at !== null && (nextAt === null || at < nextAt)) nextAt = at;
    }
  }
  const now = useTickNow(nextAt);
  // The ticked copy of each event, kept while its clock reads the same minute: an update of one
  // event leaves every other row's object (and so its memoised row) as it was.
  const [ticked] = useState(() => new WeakMap<E, E>());
  // The ticked clock of each received clock, kept while it reads the same: an event whose prices
  // changed keeps its clock object, so its row can tell the change is in prices only.
  const [tickedClocks] = useState(() => new WeakMap<object, NonNullable<E['clock']>>());
  return useMemo(() => {
    if (!enabled) return snapshot.events;
    let moved = false;
    const events = snapshot.events.map((event) => {
      const setAt = snapshot.clockSetAt.get(event.id);
      if (!event.clock || setAt === undefined) return event;
      let clock = tickedClock(event.clock, setAt, now);
      if (clock === event.clock) return event;
      moved = true;
      const held = ticked.get(event);
      if (held?.clock?.minutes === clock.minutes) return held;
      const heldClock = tickedClocks.get(event.clock);
      if (heldClock?.minutes === clock.minutes && heldClock.status === clock.status) {
        clock = heldClock;
      } else {
        tickedClocks.set(event.clock, clock);
      }
      const copy = { ...event, clock };
      ticked.set(event, copy);
      const source = liveSourceOf(event);
      if (source) attachLiveSource(copy, source);
      return copy;
    });
    return moved ? events : snapshot.events;
  }, [snapshot, now, enabled, ticked, tickedClocks]);
}

/**
 * The events a page shows, live (spec betting-domain §3/§4): subscribes to them on the tab's one
 * connection while mounted, applies every market change and live event message since they were
 * fetched (one repaint per animation frame) and ticks running clocks between updates. Give it
 * the fetched events; a new fetch (a new array) starts again from it.
 */
export function useLiveEvents<E extends LiveEventShape>(
  initial: readonly E[],
  options: UseLiveEventsOptions = {},
): readonly E[] {
  const {
    membership = 'fixed',
    byEventIds = true,
    sports = NO_SPORTS,
    live = false,
    tickClocks = true,
  } = options;
  const connection = useLiveConnection();
  useLivePollInterval(connection);
  const store = useMemo(
    () => new LiveEventsStore(initial, membership, Date.now()),
    [initial, membership],
  );
  const pageRefresh = usePageRefresh();
  const refetch = useRef(options.refetch ?? pageRefresh);
  useEffect(() => {
    refetch.current = options.refetch ?? pageRefresh;
  });

  useEffect(
    () =>
      connection().listen((batch) => {
        if (store.apply(batch, Date.now()).refetch) refetch.current();
      }),
    [connection, store],
  );

  const eventIds = byEventIds ? initial.map((e) => e.id).join(',') : '';
  const sportIds = sports.join(',');
  useEffect(() => {
    const ids = (text: string) => (text === '' ? [] : text.split(',').map(Number));
    return connection().retain({ events: ids(eventIds), sports: ids(sportIds), live });
  }, [connection, eventIds, sportIds, live]);

  // The page repaints for what its rows draw: a batch of price changes only leaves it the
  // snapshot it has (its price cells repaint themselves from the store, shared/live/live-prices).
  const shown = useMemo(() => {
    let held = store.getSnapshot();
    return () => {
      const now = store.getSnapshot();
      if (
        now !== held &&
        !(now.clockSetAt === held.clockSetAt && now.structure === held.structure)
      ) {
        held = now;
      }
      return held;
    };
  }, [store]);
  const snapshot = useSyncExternalStore(store.subscribe, shown, shown);
  return useTicked(snapshot, tickClocks);
}

/** One event, live (an event page): see `useLiveEvents`. */
export function useLiveEvent<E extends LiveEventShape>(
  initial: E,
  options: Omit<UseLiveEventsOptions, 'membership' | 'byEventIds'> = {},
): E {
  const list = useMemo(() => [initial], [initial]);
  const [event] = useLiveEvents(list, { ...options, membership: 'fixed' });
  return event ?? initial;
}
