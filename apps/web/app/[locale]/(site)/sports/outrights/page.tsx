import type { Metadata } from 'next';
import type { EventPathTree } from '@touchline/contract';
import { getEventPathTree, getEventsUnder } from '../../../../../src/features/events';
import { resolveLocale } from '../../../../../src/shared/config/locales';
import { pageTitle } from '../../../../../src/shared/routing/page-title';
import { SportCoupon } from '../../../_components/sport-coupon';
import { LoadFailed, PageHeading } from '../../_components/not-available';

export const dynamic = 'force-dynamic';

interface OutrightsRouteProps {
  readonly params: Promise<{ locale: string }>;
  readonly searchParams: Promise<{ sport?: string | string[] }>;
}

/**
 * The competitions (leaves of the tree) that hold rank events now; only one sport's when the
 * `sport` query names a sport id (the menu's "Outrights" link for football: `?sport=240`). A
 * malformed `sport` is ignored (every sport).
 */
function competitionIds(tree: EventPathTree, sport: string | string[] | undefined): number[] {
  const sportId = typeof sport === 'string' && /^\d{1,9}$/.test(sport) ? Number(sport) : null;
  const sports = sportId === null ? tree.sports : tree.sports.filter((s) => s.id === sportId);
  return sports.flatMap((sport) =>
    sport.children.flatMap((country) =>
      country.children.length > 0 ? country.children.map((league) => league.id) : [country.id],
    ),
  );
}

export async function generateMetadata({ params }: OutrightsRouteProps): Promise<Metadata> {
  return { title: await pageTitle((await params).locale, 'events.outrights') };
}

/**
 * /sports/outrights (spec shell §2): long-term markets — who wins the league, the tournament.
 * The tree names the competitions with rank events; their events are read and the outrights kept
 * (a race is a rank event too, but not an outright).
 */
export default async function OutrightsRoute({ params, searchParams }: OutrightsRouteProps) {
  const locale = resolveLocale((await params).locale);
  const tree = await getEventPathTree('outrights', locale);
  const ids = tree.ok ? competitionIds(tree.value, (await searchParams).sport) : [];
  const events = !tree.ok
    ? tree
    : ids.length === 0
      ? ({ ok: true, value: [] } as const)
      : await getEventsUnder(ids, locale).then((r) =>
          r.ok ? ({ ok: true, value: r.value.events.filter((e) => e.isOutright) } as const) : r,
        );
  return (
    <>
      <PageHeading title="events.outrights" sub="sports.outrights.sub" />
      {events.ok ? (
        <SportCoupon
          events={events.value}
          empty={{ title: 'sports.outrights.none.title', hint: 'sports.outrights.none.hint' }}
        />
      ) : (
        <LoadFailed />
      )}
    </>
  );
}
