import type { Metadata } from 'next';
import { NO_EVENTS_FOUND_KEY } from '@touchline/site';
import {
  findCompetition,
  getEventPathTree,
  getPrematchFirstPage,
  sportFromSlug,
  sportPath,
  type Competition,
} from '../../../../../../../../src/features/events';
import { resolveLocale, type Locale } from '../../../../../../../../src/shared/config/locales';
import { pageTitle, pageTitleText } from '../../../../../../../../src/shared/routing/page-title';
import { SportCoupon } from '../../../../../../_components/sport-coupon';
import { LoadFailed, NotAvailable } from '../../../../../_components/not-available';
import { CompetitionHeading } from '../../../../../_components/competition-heading';

export const dynamic = 'force-dynamic';

interface CompetitionRouteProps {
  readonly params: Promise<{
    locale: string;
    sportSlug: string;
    countrySlug: string;
    leagueSlug?: string[];
  }>;
}

type Lookup =
  | { readonly kind: 'found'; readonly competition: Competition }
  | { readonly kind: 'unknownSport' }
  | { readonly kind: 'unknown'; readonly sport: { id: number; code: string; name: string } }
  | { readonly kind: 'unavailable' };

/**
 * The competition the route's slugs name in the event path tree. A league route has exactly one
 * segment after the country (more is not a competition).
 */
async function lookUp(
  locale: Locale,
  sportSlug: string,
  countrySlug: string,
  leagueSlugs: readonly string[],
): Promise<Lookup> {
  const sport = sportFromSlug(sportSlug);
  if (!sport) return { kind: 'unknownSport' };
  if (leagueSlugs.length > 1) return { kind: 'unknown', sport };
  const tree = await getEventPathTree('prematch', locale);
  if (!tree.ok) return { kind: 'unavailable' };
  const competition = findCompetition(tree.value, sport, countrySlug, leagueSlugs[0] ?? null);
  return competition ? { kind: 'found', competition } : { kind: 'unknown', sport };
}

export async function generateMetadata({ params }: CompetitionRouteProps): Promise<Metadata> {
  const { locale, sportSlug, countrySlug, leagueSlug = [] } = await params;
  const found = await lookUp(resolveLocale(locale), sportSlug, countrySlug, leagueSlug);
  if (found.kind !== 'found') return { title: await pageTitle(locale, 'events.competitions') };
  const { country, league } = found.competition;
  const name = league ? `${league.description} · ${country.description}` : country.description;
  return { title: await pageTitleText(locale, name) };
}

/**
 * /sports/competitions/{sportSlug}/{countrySlug}[/{leagueSlug}] (spec shell §2): the events of a
 * country or a league, named by the event path tree. An unknown slug says so inside the shell,
 * with the way back to the sport.
 */
export default async function CompetitionRoute({ params }: CompetitionRouteProps) {
  const { locale, sportSlug, countrySlug, leagueSlug = [] } = await params;
  const pageLocale = resolveLocale(locale);
  const found = await lookUp(pageLocale, sportSlug, countrySlug, leagueSlug);
  switch (found.kind) {
    case 'unavailable':
      return <LoadFailed level={1} />;
    case 'unknownSport':
      return (
        <NotAvailable
          title="competitions.notFound.title"
          hint="competitions.notFound.hint"
          back={{ href: '/sports', label: 'competitions.allSports' }}
        />
      );
    case 'unknown':
      return (
        <NotAvailable
          title="competitions.notFound.title"
          hint="competitions.notFound.hint"
          back={{
            href: sportPath(found.sport),
            label: 'competitions.backTo',
            params: { sport: found.sport.name },
          }}
        />
      );
    case 'found': {
      const { competition } = found;
      // spec betting-domain §9: pages of 20, the next ones behind "Show more".
      const events = await getPrematchFirstPage(competition.pathIds, pageLocale);
      return (
        <>
          <CompetitionHeading
            sport={{ id: competition.sport.id, code: competition.sport.sportCode }}
            sportName={competition.sport.description}
            country={{
              id: competition.country.id,
              name: competition.country.description,
              slug: competition.country.slug,
            }}
            league={competition.league?.description ?? null}
          />
          {events.ok ? (
            <SportCoupon events={events.value.events} paging={events.value.paging} />
          ) : (
            <LoadFailed notification={NO_EVENTS_FOUND_KEY} />
          )}
        </>
      );
    }
  }
}
