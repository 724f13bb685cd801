import { FOOTBALL } from '../../src/features/events';
import { SportPage } from './_components/sport-page';

// Prices change all the time and the platform may be down at build time: render per request.
export const dynamic = 'force-dynamic';

/** Home: the football pre-match list (root_page_configuration Prematch page). */
export default function HomePage() {
  return <SportPage sport={FOOTBALL} />;
}
