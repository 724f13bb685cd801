/** The sports this app lists so far (shell §3: e.g. FOOT 240 Football). */
export interface Sport {
  readonly id: number;
  readonly code: string;
  readonly name: string;
}

export const FOOTBALL: Sport = { id: 240, code: 'FOOT', name: 'Football' };

const SPORTS: readonly Sport[] = [FOOTBALL];

/** spec shell §2: a sport slug is sportId-CODE, e.g. 240-FOOT. */
export function sportSlug(sport: Sport): string {
  return `${sport.id}-${sport.code}`;
}

/** The sport a slug names, or null when it is malformed or unknown. */
export function sportFromSlug(slug: string): Sport | null {
  const match = /^(\d{1,6})-([A-Z]{4})$/.exec(slug);
  if (!match) return null;
  const id = Number(match[1]);
  return SPORTS.find((sport) => sport.id === id && sport.code === match[2]) ?? null;
}

/** spec betting-domain §3: the football win-draw-win market ("Match Result"). */
export const MATCH_RESULT_MARKET_TYPE_ID = 1;
