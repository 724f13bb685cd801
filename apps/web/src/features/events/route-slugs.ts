import type { EventPathTree, EventPathTreeNode, EventPathTreeSport } from '@touchline/contract';
import { parseCatalogPathSegment } from '../../shared/routing/catalog-slugs';
import type { Sport } from './sports';

/**
 * spec shell §2 /events/{id}-{slug} and /live/{id}-{slug}: the event id a route slug names, or
 * null when the slug does not start with a number (the page then says the event is unavailable).
 * The words after the id are only for people and search engines.
 */
export function eventIdFromSlug(slug: string): number | null {
  const match = /^(\d{1,15})(?:-|$)/.exec(slug);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** An event's canonical route (betting-domain §2: live events under /live, others /events). */
export function eventPath(event: {
  readonly id: number;
  readonly slug: string;
  readonly isLive: boolean;
}): string {
  const words = event.slug.trim();
  const slug = words === '' ? String(event.id) : `${event.id}-${words}`;
  return `/${event.isLive ? 'live' : 'events'}/${encodeURIComponent(slug)}`;
}

export interface Competition {
  readonly sport: EventPathTreeSport;
  readonly country: EventPathTreeNode;
  /** Null on a country page (all its leagues). */
  readonly league: EventPathTreeNode | null;
  /** The event path ids whose events the page lists. */
  readonly pathIds: readonly number[];
}

/**
 * The child a route segment names: by its event-path id (`1021-england`, the segment the site's
 * links carry: shared/routing/catalog-slugs), else by its slug alone (`england`).
 */
function childNamed(
  nodes: readonly EventPathTreeNode[],
  segment: string,
): EventPathTreeNode | undefined {
  const parsed = parseCatalogPathSegment(segment);
  return (
    (parsed ? nodes.find((n) => n.id === parsed.id) : undefined) ??
    nodes.find((n) => n.slug !== '' && n.slug === segment)
  );
}

/**
 * spec shell §2 /sports/competitions/{sportSlug}/{countrySlug}[/{leagueSlug}]: the competition
 * the segments name in the event path tree, or null when the tree has no such country or league
 * (or it has no events now: the tree lists only paths with events).
 */
export function findCompetition(
  tree: EventPathTree,
  sport: Sport,
  countrySegment: string,
  leagueSegment: string | null,
): Competition | null {
  const treeSport = tree.sports.find((s) => s.id === sport.id);
  const country = treeSport ? childNamed(treeSport.children, countrySegment) : undefined;
  if (!treeSport || !country) return null;
  if (leagueSegment === null) {
    return { sport: treeSport, country, league: null, pathIds: [country.id] };
  }
  const league = childNamed(country.children, leagueSegment);
  return league ? { sport: treeSport, country, league, pathIds: [league.id] } : null;
}
