import { getCoupon, getPrematchFirstPage, type Sport } from '../../../../src/features/events';
import type { Locale } from '../../../../src/shared/config/locales';
import { SportBody, type ActiveCoupon } from './sport-body';

/**
 * Server-side: a sport's page read from the platform — the active coupon when the query names
 * one (its competitions narrow the list), then the events.
 */
export async function SportView({
  sport,
  locale,
  couponId = null,
}: {
  readonly sport: Sport;
  readonly locale: Locale;
  readonly couponId?: string | null;
}) {
  let coupon: ActiveCoupon = { status: 'none' };
  let pathIds: readonly number[] = [sport.id];
  if (couponId !== null) {
    const found = await getCoupon(couponId, locale);
    // A coupon of another sport is not this page's: shown as unknown, the sport's list below.
    if (found.ok && found.value.sport_id === sport.id) {
      coupon = { status: 'found', name: found.value.name };
      if (found.value.event_path_ids.length > 0) pathIds = found.value.event_path_ids;
    } else {
      coupon = { status: 'unknown' };
    }
  }
  // spec betting-domain §9: pages of 20, the next ones behind "Show more".
  const events = await getPrematchFirstPage(pathIds, locale);
  return (
    <SportBody
      sport={{ code: sport.code, name: sport.name }}
      coupon={coupon}
      events={events.ok ? { ok: true, value: events.value.events } : events}
      paging={events.ok ? events.value.paging : null}
    />
  );
}
