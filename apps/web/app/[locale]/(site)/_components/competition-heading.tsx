'use client';

import { localiseHref } from '@touchline/site';
import Link from '../../../../src/shared/ui/link';
import { sportPath, useSportName } from '../../../../src/features/events';
import { countryHref } from '../../../../src/shared/routing/catalog-slugs';
import { useLocale } from '../../../../src/shared/routing/use-locale';
import { useT } from '../../../../src/shared/site/site-context';

/** A competition page's heading: the league (or country) and the way up to the country and sport. */
export function CompetitionHeading({
  sport,
  sportName,
  country,
  league,
}: {
  readonly sport: { readonly id: number; readonly code: string };
  readonly sportName: string;
  readonly country: { readonly id: number; readonly name: string; readonly slug: string };
  readonly league: string | null;
}) {
  const t = useT();
  const locale = useLocale();
  const name = useSportName()({ code: sport.code, name: sportName });
  return (
    <div className="page-heading">
      <h1>{league ?? country.name}</h1>
      <nav aria-label={t('events.breadcrumb')} className="page-heading__sub">
        <Link href={localiseHref(sportPath(sport), locale)}>{name}</Link>
        {league ? (
          <>
            {' · '}
            <Link href={localiseHref(countryHref(sport, country), locale)}>{country.name}</Link>
          </>
        ) : null}
      </nav>
    </div>
  );
}
