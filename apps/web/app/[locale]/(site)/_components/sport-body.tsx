'use client';

import type { Event } from '@touchline/contract';
import { NO_EVENTS_FOUND_KEY } from '@touchline/site';
import { useSportName, type EventPaging, type LoadFailure } from '../../../../src/features/events';
import { useT } from '../../../../src/shared/site/site-context';
import panelStyles from '../../../../src/shared/ui/panel.module.css';
import { SportCoupon } from '../../_components/sport-coupon';
import { LoadFailed } from './not-available';

/** The active-coupon query's coupon, as the page found it (spec shell §2). */
export type ActiveCoupon =
  | { readonly status: 'none' }
  | { readonly status: 'found'; readonly name: string }
  | { readonly status: 'unknown' };

export interface SportBodyProps {
  readonly sport: { readonly code: string; readonly name: string };
  readonly coupon: ActiveCoupon;
  readonly events:
    | { readonly ok: true; readonly value: readonly Event[] }
    | { readonly ok: false; readonly error: LoadFailure };
  /** The list's "Show more" paging (its first page is `events`). */
  readonly paging?: EventPaging | null;
}

/**
 * A sport's pre-match page (spec shell §2 /sports/{sportSlug}): the sport's name (or the active
 * coupon's), its events by league with the default market's prices. An unknown coupon is a
 * note above the sport's full list.
 */
export function SportBody({ sport, coupon, events, paging = null }: SportBodyProps) {
  const t = useT();
  const sportName = useSportName()(sport);
  return (
    <>
      <div className="page-heading">
        <h1>{coupon.status === 'found' ? coupon.name : sportName}</h1>
        <p className="page-heading__sub">
          {coupon.status === 'found' ? sportName : t('sports.upcoming')}
        </p>
      </div>
      {coupon.status === 'unknown' ? (
        <p className={panelStyles.muted} role="status">
          {t('sports.coupon.unknown', { sport: sportName })}
        </p>
      ) : null}
      {events.ok ? (
        <SportCoupon events={events.value} paging={paging} />
      ) : (
        <LoadFailed notification={NO_EVENTS_FOUND_KEY} />
      )}
    </>
  );
}
