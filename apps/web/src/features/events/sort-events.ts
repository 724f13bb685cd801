import type { Event } from '@touchline/contract';

/**
 * spec betting-domain §2 sort by time: one flat list by start time (the event id breaks ties so
 * the order never depends on the order the platform sent).
 */
export function sortByStartTime<E extends Event>(events: readonly E[]): E[] {
  return [...events].sort(
    (a, b) => Date.parse(a.startTime) - Date.parse(b.startTime) || a.id - b.id,
  );
}
