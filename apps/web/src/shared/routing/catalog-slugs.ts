/**
 * The catalogue's route segments (spec shell §2 routes), written once for the links that build
 * them (the side menu's A–Z tree) and the pages that read them (/sports/…):
 *
 * - sport:   `/sports/{sportId}-{CODE}` — `240-FOOT` (packages/betting `sportSlug`)
 * - country: `/sports/competitions/{sportSlug}/{countryId}-{countrySlug}` — `…/240-FOOT/1021-england`
 * - league:  `/sports/competitions/{sportSlug}/{countryId}-{countrySlug}/{leagueId}-{leagueSlug}`
 *
 * A country or league segment is its event-path id, a dash and the path's slug (the event path
 * tree's `slug`, e.g. `premier-league`, `e-football---bots`). The id is what a page looks up; the
 * slug is for people and search engines, so a page reading a segment trusts the id and may
 * redirect a stale slug. A path without a slug is the bare id (`1021`).
 */
import { sportSlug } from '@touchline/betting';

/** An event path as the tree gives it (id and slug). */
export interface CatalogPathRef {
  readonly id: number;
  readonly slug: string;
}

/** A sport of the catalogue (id and 4-letter code). */
export interface CatalogSportRef {
  readonly id: number;
  readonly code: string;
}

/** Lower-case words joined by single dashes, accents folded; `---` (bots paths) is kept. */
function cleanSlug(slug: string): string {
  return slug
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** One path's segment: `{id}-{slug}`, or the bare id when the slug is empty. */
export function catalogPathSegment(path: CatalogPathRef): string {
  const slug = cleanSlug(path.slug);
  return slug === '' ? String(path.id) : `${path.id}-${slug}`;
}

/** The id and slug a segment names; null when it does not start with a numeric id. */
export function parseCatalogPathSegment(
  segment: string,
): { readonly id: number; readonly slug: string } | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null; // a malformed escape (`%E0%A4%A`): not a segment this site built
  }
  const match = /^(\d{1,12})(?:-(.*))?$/.exec(decoded);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id) || id < 1) return null;
  return { id, slug: match[2] ?? '' };
}

/** spec shell §2: a sport's page, `/sports/240-FOOT`. */
export function sportHref(sport: CatalogSportRef): string {
  return `/sports/${sportSlug(sport)}`;
}

/** spec shell §2: a country's (or category's) competitions, `/sports/competitions/240-FOOT/1021-england`. */
export function countryHref(sport: CatalogSportRef, country: CatalogPathRef): string {
  return `/sports/competitions/${sportSlug(sport)}/${catalogPathSegment(country)}`;
}

/** spec shell §2: a league's competition page, `…/240-FOOT/1021-england/1022-premier-league`. */
export function leagueHref(
  sport: CatalogSportRef,
  country: CatalogPathRef,
  league: CatalogPathRef,
): string {
  return `${countryHref(sport, country)}/${catalogPathSegment(league)}`;
}
