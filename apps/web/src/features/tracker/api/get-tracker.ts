import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { TrackerAnswer, TrackerIncident } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import { mergeIncidents } from '../match-rules';

/** GET /api/events/{eventId}/tracker (the contract's `tracker.incidents`; beyond the spec, issue 12). */
export function getTracker(eventId: number, signal?: AbortSignal): Promise<TrackerAnswer> {
  return api.tracker.incidents({ params: { eventId: String(eventId) }, query: {}, signal });
}

export const trackerQueryKey = (eventId: number) => ['tracker', eventId] as const;

/**
 * The event's incidents: the call's answer merged with what the socket pushed meanwhile (the
 * cache holds both; a refetch after a reconnect fills what was missed and drops nothing).
 */
export function trackerQueryOptions(eventId: number, client: QueryClient) {
  return queryOptions({
    queryKey: trackerQueryKey(eventId),
    queryFn: async ({ signal }): Promise<readonly TrackerIncident[]> => {
      const answer = await getTracker(eventId, signal);
      const held = client.getQueryData<readonly TrackerIncident[]>(trackerQueryKey(eventId));
      return mergeIncidents(held ?? [], answer.incidents);
    },
    // The socket keeps it current: no refetch on focus or remount.
    staleTime: Infinity,
  });
}

export function useTrackerIncidents(eventId: number, client: QueryClient) {
  return useQuery(trackerQueryOptions(eventId, client));
}

/** Applies pushed incidents to the cached ones. */
export function applyPushed(
  client: QueryClient,
  eventId: number,
  incidents: readonly TrackerIncident[],
): void {
  client.setQueryData<readonly TrackerIncident[]>(trackerQueryKey(eventId), (held) =>
    mergeIncidents(held ?? [], incidents),
  );
}
