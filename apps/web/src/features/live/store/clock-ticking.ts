import type { LiveClock } from '@touchline/betting';

const MINUTE_MS = 60_000;
/**
 * A running clock moves on locally a minute at a time between the feed's updates, by at most
 * this many minutes past the last one (a feed that went quiet does not run a clock away).
 */
export const MAX_LOCAL_TICK_MINUTES = 5;

/** A running clock as it reads `now`, set at `setAt` (other statuses stand still). */
export function tickedClock<C extends LiveClock>(clock: C, setAt: number, now: number): C {
  if (clock.status !== 'RUNNING') return clock;
  const extra = Math.min(MAX_LOCAL_TICK_MINUTES, Math.floor(Math.max(0, now - setAt) / MINUTE_MS));
  return extra > 0 ? { ...clock, minutes: clock.minutes + extra } : clock;
}

/** When a clock set at `setAt` next moves locally; null when it no longer will. */
export function nextTickAt(clock: LiveClock, setAt: number, now: number): number | null {
  if (clock.status !== 'RUNNING') return null;
  const elapsed = Math.floor(Math.max(0, now - setAt) / MINUTE_MS);
  if (elapsed >= MAX_LOCAL_TICK_MINUTES) return null;
  return setAt + (elapsed + 1) * MINUTE_MS;
}
