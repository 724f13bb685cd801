import type { Metadata } from 'next';
import { PSEUDO_SPORTS } from '@touchline/betting';
import { NO_EVENTS_FOUND_KEY } from '@touchline/site';
import {
  getLiveEvents,
  pseudoCategoryFromSlug,
  sportFromSlug,
} from '../../../../../../src/features/events';
import { resolveLocale } from '../../../../../../src/shared/config/locales';
import { pageTitle, pageTitleText } from '../../../../../../src/shared/routing/page-title';
import { FavouritesLive } from '../../../_components/favourites';
import { LiveOverview } from '../../../_components/live-overview';
import { LoadFailed, NotAvailable } from '../../../_components/not-available';

export const dynamic = 'force-dynamic';

interface LiveRouteProps {
  readonly params: Promise<{ locale: string; slug?: string[] }>;
}

/** The sport a /live/sport/{slug} names: null for the overview, undefined for an unknown one. */
function sportOf(slug: readonly string[]) {
  if (slug.length === 0) return null;
  const [first] = slug;
  return slug.length === 1 && first ? (sportFromSlug(first) ?? undefined) : undefined;
}

/**
 * spec betting-domain §2: the favourites live page is /live/sport/{token}; the token (decision) is
 * the Favourites pseudo-category's slug, 10000-FAVOURITES, as on /sports/.
 */
function isFavouritesToken(slug: readonly string[]): boolean {
  const [first] = slug;
  return (
    slug.length === 1 &&
    first !== undefined &&
    pseudoCategoryFromSlug(first)?.id === PSEUDO_SPORTS.favourites.id
  );
}

export async function generateMetadata({ params }: LiveRouteProps): Promise<Metadata> {
  const { locale, slug = [] } = await params;
  if (isFavouritesToken(slug)) return { title: await pageTitle(locale, 'favourites.live.title') };
  const sport = sportOf(slug);
  if (!sport) return { title: await pageTitle(locale, 'live.title') };
  const live = await pageTitle(locale, 'live.title');
  return { title: await pageTitleText(locale, `${live} · ${sport.name}`) };
}

/**
 * /live/sport and /live/sport/{sportId-CODE} (spec shell §2 live overview): the events in play
 * now with their scores and clocks, all sports or one.
 */
export default async function LiveRoute({ params }: LiveRouteProps) {
  const { locale, slug = [] } = await params;
  // The favourites live under the browser's (or the account's) list: read on the page.
  if (isFavouritesToken(slug)) return <FavouritesLive />;
  const sport = sportOf(slug);
  if (sport === undefined) {
    return (
      <NotAvailable
        title="live.sportNotFound.title"
        hint="live.sportNotFound.hint"
        back={{ href: '/live/sport', label: 'live.sportNotFound.back' }}
      />
    );
  }
  const pageLocale = resolveLocale(locale);
  // The sport counts come with every answer; the overview's list is also the sports' tabs.
  const events = await getLiveEvents(pageLocale, sport?.id ?? null);
  if (!events.ok) return <LoadFailed level={1} notification={NO_EVENTS_FOUND_KEY} />;
  return (
    <LiveOverview
      sport={sport ? { id: sport.id, code: sport.code, name: sport.name } : null}
      sports={events.value.sports}
      events={events.value.events}
      paging={{
        source: { kind: 'live', sportId: sport?.id ?? null },
        eventsPerPage: events.value.eventsPerPage,
        totalEvents: events.value.totalEvents,
      }}
    />
  );
}
