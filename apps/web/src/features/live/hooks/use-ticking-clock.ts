'use client';

import { useState } from 'react';
import type { LiveClock } from '@touchline/betting';
import { nextTickAt, tickedClock } from '../store/clock-ticking';
import { useTickNow } from './use-tick-now';

/**
 * A clock that keeps running between the feed's updates: give it the event's clock as it
 * changes, show what it returns. A RUNNING clock gains a minute for every minute since it was
 * last given (at most `MAX_LOCAL_TICK_MINUTES`); any other status stands still. Lists from
 * `useLiveEvents` already tick; this is for a clock shown on its own.
 */
export function useTickingClock<C extends LiveClock>(clock: C | null | undefined): C | null {
  const [seen, setSeen] = useState(() => ({ clock, at: Date.now() }));
  if (seen.clock !== clock) setSeen({ clock, at: Date.now() });
  const setAt = seen.clock === clock ? seen.at : Date.now();
  const now = useTickNow(clock ? nextTickAt(clock, setAt, Date.now()) : null);
  return clock ? tickedClock(clock, setAt, now) : null;
}
