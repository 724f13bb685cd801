import type { Metadata } from 'next';
import { EventRoute, eventTitle, type EventRouteProps } from '../../_components/event-route';

export const dynamic = 'force-dynamic';

export function generateMetadata(props: EventRouteProps): Promise<Metadata> {
  return eventTitle(props);
}

export default function EventPage(props: EventRouteProps) {
  return <EventRoute {...props} kind="live" />;
}
