import type { Metadata } from 'next';
import { getLiveEvents, sportFromSlug } from '../../../../../../src/features/events';
import { resolveLocale } from '../../../../../../src/shared/config/locales';
import { pageTitle, pageTitleText } from '../../../../../../src/shared/routing/page-title';
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

export async function generateMetadata({ params }: LiveRouteProps): Promise<Metadata> {
  const { locale, slug = [] } = await params;
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
  if (!events.ok) return <LoadFailed level={1} />;
  return (
    <LiveOverview
      sport={sport ? { id: sport.id, code: sport.code, name: sport.name } : null}
      sports={events.value.sports}
      events={events.value.events}
    />
  );
}
