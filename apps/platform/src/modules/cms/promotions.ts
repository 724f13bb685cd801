import type { PromotionsAnswer } from '@touchline/contract';
import { advertAudienceMatches, type AdvertViewer } from '@touchline/site';
import type { BrandSite } from './brand-site';
import { sanitiseHtml } from './html-sanitiser';

type ServedPromotion = PromotionsAnswer['promotions'][number];

interface StoredPromotion extends ServedPromotion {
  readonly audience: string;
}

/** Each brand site's active promotions with their bodies sanitised, made once per site version. */
const sanitised = new WeakMap<BrandSite, readonly StoredPromotion[]>();

function activePromotions(site: BrandSite): readonly StoredPromotion[] {
  let list = sanitised.get(site);
  if (!list) {
    list = site.documents.promotions.promotions
      .filter((p) => p.active)
      .map(({ active: _active, ...p }) => ({ ...p, body: sanitiseHtml(p.body) }));
    sanitised.set(site, list);
  }
  return list;
}

/**
 * GET /api/promotions (shell §2 /promotions): the brand's active promotions whose audience
 * (shell §5, as adverts') matches the caller, in the brand's order, bodies sanitised like
 * widgets. IMPORTED_LIST promotions carry no list of their own here: everyone sees them.
 */
export function promotionsFor(
  site: BrandSite,
  viewer: AdvertViewer,
  now: number,
): PromotionsAnswer {
  return {
    promotions: activePromotions(site)
      .filter((p) => advertAudienceMatches(p.audience, viewer, now))
      .map(({ audience: _audience, ...p }) => p),
  };
}
