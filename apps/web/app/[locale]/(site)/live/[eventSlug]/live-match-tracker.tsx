'use client';

import type { TrackerPitch } from '@touchline/contract';
import { useTrackerFeed } from '../../../../../src/features/live';
import { MatchTracker } from '../../../../../src/features/tracker';

/**
 * The live event page's match tracker: the tracker feature drawn from the call, kept current by
 * the live feature's socket pushes (joined here so neither feature imports the other).
 */
export function LiveMatchTracker({
  eventId,
  pitch,
  home,
  away,
}: {
  readonly eventId: number;
  readonly pitch: TrackerPitch;
  readonly home: string;
  readonly away: string;
}) {
  const feed = useTrackerFeed(eventId);
  return <MatchTracker eventId={eventId} pitch={pitch} home={home} away={away} feed={feed} />;
}
