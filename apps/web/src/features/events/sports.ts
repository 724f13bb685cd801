import {
  sportByCode,
  sportFromSlug as catalogueSportFromSlug,
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

/**
 * The catalogue's sports this app has pages for so far. Every sport's id, code and name come
 * from the catalogue; this list only says which of them the web lists yet.
 */
const LISTED_SPORTS: readonly Sport[] = [FOOTBALL];

/**
 * The listed sport a slug (spec shell §2: sportId-CODE, e.g. 240-FOOT) names, or null when it is
 * malformed, unknown, or a catalogue sport the web has no page for yet.
 */
export function sportFromSlug(slug: string): Sport | null {
  const found = catalogueSportFromSlug(slug);
  return LISTED_SPORTS.find((sport) => sport.id === found?.id) ?? null;
}

/** spec betting-domain §3: the football win-draw-win market ("Match Result"). */
export const MATCH_RESULT_MARKET_TYPE_ID = 1;
