import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveEvent, LiveEventLight } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import { eventStreamFeeds, type StreamFeed } from '../event-stream';

/** An event's stream slot: its feeds (empty when it does not stream). */
export interface EventStream {
  readonly eventId: number;
  readonly isLive: boolean;
  readonly feeds: readonly StreamFeed[];
}

/**
 * spec betting-domain §7 GET /xapi/rest/events (`ids`, no markets): the event's provider fields,
 * read in its full form (the light form leaves them out). An unknown event is null.
 */
/** The full event form (asked for here); the light one has no provider fields. */
const isFullEvent = (event: LiveEvent | LiveEventLight): event is LiveEvent =>
  'liveStreaming' in event;

export async function getEventStream(
  eventId: number,
  signal?: AbortSignal,
): Promise<EventStream | null> {
  const page = await api.catalog.events({
    query: { ids: [eventId], includeMarkets: false },
    signal,
  });
  const event = page.events.find((e) => e.id === eventId);
  if (!event) return null;
  const feeds = isFullEvent(event) ? eventStreamFeeds(event) : [];
  return { eventId, isLive: event.isLive, feeds };
}

export function eventStreamQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: ['content', 'event-stream', eventId] as const,
    queryFn: ({ signal }) => getEventStream(eventId, signal),
    // A stream is switched on by the trading side, not by the second: a minute is fresh enough.
    staleTime: 60_000,
  });
}

/** The stream slot of the event `eventId` names; nothing is asked for when it is null. */
export function useEventStream(eventId: number | null) {
  return useQuery({
    ...eventStreamQueryOptions(eventId ?? 0),
    enabled: eventId !== null,
  });
}
