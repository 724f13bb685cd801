import { ENDPOINTS, type Coupon } from '@touchline/contract';
import { serverClient } from '../../../shared/api/server-client';
import type { Locale } from '../../../shared/config/locales';
import { load, type LoadResult } from './load-result';

/** A coupon id as the active-coupon query may carry it (a slug or a number). */
const COUPON_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/**
 * Server-side: the coupon an `active-coupon` query names (spec shell §2; GET /api/coupons/{id}).
 * A malformed id is not asked for: it is unknown. With `coupon_info=true` (shell §7) so a group
 * coupon comes with its member coupons.
 */
export function getCoupon(couponId: string, locale: Locale): Promise<LoadResult<Coupon>> {
  if (!COUPON_ID.test(couponId)) return Promise.resolve({ ok: false, error: 'notFound' });
  return load(() =>
    serverClient({ cms: { coupon: ENDPOINTS.cms.coupon } }, locale).cms.coupon({
      params: { id: couponId },
      query: { coupon_info: 'true' },
    }),
  );
}
