import { trackerPitchOf, type LiveEvent } from '@touchline/contract';
import type { Metadata } from 'next';
import { EventRoute, eventTitle, type EventRouteProps } from '../../_components/event-route';
import { LiveMatchTracker } from './live-match-tracker';

export const dynamic = 'force-dynamic';

export function generateMetadata(props: EventRouteProps): Promise<Metadata> {
  return eventTitle(props);
}

/**
 * The match tracker of a sport that has one (football, basketball, tennis, ice hockey,
 * volleyball, American football), with the sides' names.
 */
function liveTracker(event: LiveEvent) {
  const pitch = trackerPitchOf(event.sportCode);
  if (pitch === null) return null;
  const home = event.opponents.find((o) => o.position === 'HOME');
  const away = event.opponents.find((o) => o.position === 'AWAY');
  return (
    <LiveMatchTracker
      eventId={event.id}
      pitch={pitch}
      home={home?.description ?? ''}
      away={away?.description ?? ''}
    />
  );
}

export default function EventPage(props: EventRouteProps) {
  return <EventRoute {...props} kind="live" tracker={liveTracker} />;
}
