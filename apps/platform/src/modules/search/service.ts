import {
  SEARCH_DEFAULT_LIMIT,
  SEARCH_TEAM_EVENTS,
  type SearchAnswer,
  type SearchEvent,
  type SearchQuery,
  type SearchSport,
} from '@touchline/contract';
import { sportSlug } from '@touchline/betting';
import type { AppContext } from '../../app-context';
import {
  searchCatalogue,
  type SearchEventRow,
  type SearchLeagueRow,
  type SearchPathRow,
  type SearchSportRow,
} from './repository';

/**
 * Search (docs/decisions.md "Search"): teams, leagues and events for the header's search box.
 * The catalogue is served in one language, so the page's language only decides how the query's
 * letters are lower-cased (Turkish İ/I); the names are then folded the same way as the indexes.
 */
export async function search(ctx: AppContext, query: SearchQuery): Promise<SearchAnswer> {
  const rows = await searchCatalogue(ctx.db, {
    text: lowerFor(query.q, query.lang ?? query.l),
    limit: query.limit ?? SEARCH_DEFAULT_LIMIT,
    teamEvents: SEARCH_TEAM_EVENTS,
    now: ctx.clock(),
  });
  return {
    query: query.q,
    teams: rows.teams.map((t) => ({
      name: t.name,
      sport: sportOf(t.sport),
      events: t.events.map(eventOf),
    })),
    leagues: rows.leagues.map(leagueOf),
    events: rows.events.map(eventOf),
  };
}

function lowerFor(text: string, lang: string | undefined): string {
  if (!lang) return text.toLowerCase();
  try {
    return text.toLocaleLowerCase(lang.replace('_', '-'));
  } catch {
    // A well-formed tag the runtime does not know: the language-neutral rule.
    return text.toLowerCase();
  }
}

const sportOf = (s: SearchSportRow): SearchSport => ({
  id: Number(s.id),
  code: s.code ?? '',
  description: s.description,
});

const refOf = (p: SearchPathRow | null) =>
  p ? { id: Number(p.id), description: p.description } : null;

/** One route segment: `{id}-{slug}`, or the bare id (web: shared/routing/catalog-slugs.ts). */
const segment = (p: { id: number; slug: string }): string =>
  p.slug.trim() === '' ? String(p.id) : `${String(p.id)}-${p.slug.trim()}`;

/** The event's page (web: features/events eventPath): `/live/…` while in play, else `/events/…`. */
export function eventPathOf(e: {
  readonly id: number;
  readonly slug: string;
  readonly isLive: boolean;
}): string {
  return `/${e.isLive ? 'live' : 'events'}/${encodeURIComponent(segment(e))}`;
}

/** spec shell §2 /sports/competitions/{sport}/{country}/{league} (web: leagueHref). */
function leaguePathOf(l: SearchLeagueRow): string {
  const sport = sportSlug({ id: Number(l.sport.id), code: l.sport.code ?? '' });
  const country = l.country ? `/${segment(l.country)}` : '';
  return `/sports/competitions/${sport}${country}/${segment(l)}`;
}

function eventOf(e: SearchEventRow): SearchEvent {
  const isLive = e.status === 'live';
  const id = Number(e.id);
  return {
    id,
    description: e.description,
    startTime: new Date(e.start_time).toISOString(),
    isLive,
    sport: sportOf(e.sport),
    country: refOf(e.country),
    league: refOf(e.league),
    path: eventPathOf({ id, slug: e.slug, isLive }),
  };
}

function leagueOf(l: SearchLeagueRow) {
  return {
    id: Number(l.id),
    description: l.description,
    sport: sportOf(l.sport),
    country: refOf(l.country),
    eventCount: l.event_count,
    path: leaguePathOf(l),
  };
}
