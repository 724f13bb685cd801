import {
  PSEUDO_SPORTS,
  SPORTS,
  sportByCode,
  sportFromSlug as catalogueSportFromSlug,
  sportSlug,
  type PseudoSport,
  type Sport,
} from '@touchline/betting';

export type { Sport };

function catalogueSport(code: string): Sport {
  const sport = sportByCode(code);
  // The catalogue is fixed data; a missing code is a typo here, not a runtime condition.
  if (!sport) throw new Error(`Sport ${code} is not in the sports catalogue`);
  return sport;
}

/** spec shell §3: FOOT 240 Football, as the package's sports catalogue defines it. */
export const FOOTBALL: Sport = catalogueSport('FOOT');

/** The catalogue sport a route slug names (spec shell §2: sportId-CODE, e.g. 227-BASK), or null. */
export function sportFromSlug(slug: string): Sport | null {
  const found = catalogueSportFromSlug(slug);
  return found !== undefined && SPORTS.some((s) => s.id === found.id) ? (found as Sport) : null;
}

/** The pseudo-category a slug names (10000-FAVOURITES, 10001-HOMEPAGE, jackpotbet), or null. */
export function pseudoCategoryFromSlug(slug: string): PseudoSport | null {
  const found = catalogueSportFromSlug(slug);
  return Object.values(PSEUDO_SPORTS).find((p) => p.id === found?.id) ?? null;
}

/** The sport page's path without the locale: /sports/{id}-{CODE}. */
export function sportPath(sport: { readonly id: number; readonly code: string }): string {
  return `/sports/${sportSlug(sport)}`;
}

/** spec betting-domain §3: the football win-draw-win market ("Match Result"). */
export const MATCH_RESULT_MARKET_TYPE_ID = 1;
