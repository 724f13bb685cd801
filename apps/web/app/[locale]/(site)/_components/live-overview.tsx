'use client';

import type { LiveEvent, LiveSportCount } from '@touchline/contract';
import { LiveSportLinks, useSportName, type EventPaging } from '../../../../src/features/events';
import { useT } from '../../../../src/shared/site/site-context';
import { PricedLiveList } from '../../_components/priced-live-list';

/** The live overview: the sports in play as links, then the events with scores and prices. */
export function LiveOverview({
  sport,
  sports,
  events,
  paging = null,
}: {
  readonly sport: { readonly id: number; readonly code: string; readonly name: string } | null;
  readonly sports: readonly LiveSportCount[];
  readonly events: readonly LiveEvent[];
  /** The live list's "Show more" paging (50 a page, spec betting-domain §9). */
  readonly paging?: EventPaging | null;
}) {
  const t = useT();
  const name = useSportName();
  return (
    <>
      <div className="page-heading">
        <h1>{sport ? `${t('live.title')} · ${name(sport)}` : t('live.title')}</h1>
        <p className="page-heading__sub">{t('live.liveNow')}</p>
      </div>
      <LiveSportLinks sports={sports} currentSportId={sport?.id ?? null} />
      <PricedLiveList events={events} paging={paging} />
    </>
  );
}
