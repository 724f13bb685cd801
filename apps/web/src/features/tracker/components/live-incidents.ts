import { useQueryClient } from '@tanstack/react-query';
import type { TrackerIncident } from '@touchline/contract';
import { useEffect, useMemo } from 'react';
import { applyPushed, useTrackerIncidents } from '../api/get-tracker';

/**
 * Where pushed incidents come from (the live feature's `useTrackerFeed`, handed in by the route
 * composition: features do not import each other).
 */
export interface TrackerFeed {
  subscribe(listener: (incidents: readonly TrackerIncident[]) => void): () => void;
  onResume(listener: () => void): () => void;
}

/** What a sport's tracker is given: the event, the sides' names and the pushes. */
export interface SportTrackerProps {
  readonly eventId: number;
  readonly home: string;
  readonly away: string;
  readonly feed: TrackerFeed;
}

/**
 * An event's incidents: the tracker call once, then what the socket pushes; after a reconnect
 * the call again (with what was pushed meanwhile kept).
 */
export function useLiveIncidents(
  eventId: number,
  feed: TrackerFeed,
): { incidents: readonly TrackerIncident[]; failed: boolean } {
  const client = useQueryClient();
  const query = useTrackerIncidents(eventId, client);
  const { refetch } = query;
  useEffect(
    () => feed.subscribe((incidents) => applyPushed(client, eventId, incidents)),
    [feed, client, eventId],
  );
  useEffect(() => feed.onResume(() => void refetch()), [feed, refetch]);
  const incidents = useMemo(() => query.data ?? [], [query.data]);
  return { incidents, failed: query.isError && incidents.length === 0 };
}
