'use client';

import type { TrackerIncident } from '@touchline/contract';
import { useEffect, useMemo } from 'react';
import { useLiveConnection } from './live-client';

/**
 * One event's match tracker pushes on the tab's connection (the `/ws` `tracker` frames), for a
 * component outside this feature: `subscribe` hands each batch of new incidents; `onResume`
 * says the socket is back after being down (pushes meanwhile were missed: read the call again).
 */
export interface TrackerFeed {
  subscribe(listener: (incidents: readonly TrackerIncident[]) => void): () => void;
  onResume(listener: () => void): () => void;
}

/** Follows `eventId` on the connection while mounted and gives its tracker pushes. */
export function useTrackerFeed(eventId: number): TrackerFeed {
  const connection = useLiveConnection();
  useEffect(() => connection().retain({ events: [eventId] }), [connection, eventId]);
  return useMemo<TrackerFeed>(
    () => ({
      subscribe: (listener) =>
        connection().listenTracker((frame) => {
          if (frame.eventId === eventId) listener(frame.incidents);
        }),
      onResume: (listener) => {
        const live = connection();
        let wasDown = live.status === 'down';
        return live.onStatus(() => {
          if (live.status === 'down') wasDown = true;
          else if (live.status === 'open' && wasDown) {
            wasDown = false;
            listener();
          }
        });
      },
    }),
    [connection, eventId],
  );
}
