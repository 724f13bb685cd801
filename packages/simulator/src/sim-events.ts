import {
  SPORTS,
  assertNever,
  isEsportOrVirtualSport,
  type SportGrouping,
} from '@touchline/betting';
import { toSimMarket } from './book-pricing';
import { COMPETITIONS } from './competition-data';
import type { MarketSpec, MatchContext } from './match-script';
import type { SimEvent, SimEventPath, SimEventPathKind, SimOpponent } from './model';
import { raceField } from './models/horse-racing-model';
import { competitionPaths, requireSport, type EventPlan } from './schedule';
import { slugify } from './slug';

/**
 * The kinds of an event's second and third paths, from its sport's grouping (spec shell §3,
 * betting-domain §2: country-grouped sports, league-grouped ones such as tennis and e-sports,
 * tournament-grouped golf). Only a country-grouped sport's second path is a country.
 */
export function pathKindsOf(grouping: SportGrouping): {
  readonly region: SimEventPathKind;
  readonly competition: SimEventPathKind;
} {
  switch (grouping) {
    case 'country':
      return { region: 'country', competition: 'league' };
    case 'league':
      return { region: 'category', competition: 'league' };
    case 'tournament':
      return { region: 'category', competition: 'tournament' };
    default:
      return assertNever(grouping, 'sport grouping');
  }
}

/** The event path tree of every simulated competition: sport → country/category → league. */
export function simPaths(): SimEventPath[] {
  const paths = new Map<number, SimEventPath>();
  const order = new Map(SPORTS.map((s, i) => [s.code, i]));
  const competitions = [...COMPETITIONS].sort(
    (a, b) => (order.get(a.sportCode) ?? 0) - (order.get(b.sportCode) ?? 0),
  );
  for (const c of competitions) {
    const sport = requireSport(c.sportCode);
    const ids = competitionPaths(c);
    const kinds = pathKindsOf(sport.grouping);
    if (!paths.has(ids.sport)) {
      paths.set(ids.sport, {
        id: ids.sport,
        parentId: null,
        kind: 'sport',
        description: sport.name,
        slug: slugify(sport.name),
        code: sport.code,
        sportGroup: sport.sportGroup,
      });
    }
    if (!paths.has(ids.region)) {
      paths.set(ids.region, {
        id: ids.region,
        parentId: ids.sport,
        kind: kinds.region,
        description: c.region,
        slug: c.regionSlug ?? slugify(c.region),
        code: null,
        sportGroup: sport.sportGroup,
      });
    }
    paths.set(ids.league, {
      id: ids.league,
      parentId: ids.region,
      kind: kinds.competition,
      description: c.name,
      slug: slugify(c.name),
      code: null,
      sportGroup: sport.sportGroup,
    });
  }
  return [...paths.values()];
}

function opponent(side: EventPlan['home'], position: SimOpponent['position']): SimOpponent {
  return { id: side?.id ?? 0, description: side?.name ?? position, position };
}

export function contextOf(seed: number, plan: EventPlan): MatchContext {
  return {
    seed,
    eventId: plan.id,
    sportCode: plan.sport.code,
    home: opponent(plan.home, 'HOME'),
    away: opponent(plan.away, 'AWAY'),
    homeRating: plan.home?.rating ?? 1,
    awayRating: plan.away?.rating ?? 1,
    runners: plan.kind === 'race' ? raceField(seed, plan.id).runners : [],
  };
}

function hhmm(ms: number): string {
  return new Date(ms).toISOString().slice(11, 16);
}

export function eventDescription(plan: EventPlan): string {
  if (plan.kind === 'race') return `${plan.competition.name} ${hhmm(plan.startMs)}`;
  return `${plan.home?.name ?? 'Home'} v ${plan.away?.name ?? 'Away'}`;
}

/**
 * spec betting-domain §3: the feed source comes from the feed-code prefix, BU one provider and RS
 * another. The simulator plays both: RS for e-sports and virtual sports, BU for the rest. The
 * feed code is per event, so a feed alert suspends one event's markets.
 */
export function feedCodeOf(plan: EventPlan): string {
  return `${isEsportOrVirtualSport(plan.sport.code) ? 'RS' : 'BU'}${plan.id}`;
}

export function toSimEvent(
  plan: EventPlan,
  markets: readonly MarketSpec[],
  margin: number,
): SimEvent {
  const description = eventDescription(plan);
  const ctxOpponents: SimOpponent[] =
    plan.kind === 'race' ? [] : [opponent(plan.home, 'HOME'), opponent(plan.away, 'AWAY')];
  return {
    id: plan.id,
    description,
    slug: slugify(description),
    startTime: new Date(plan.startMs).toISOString(),
    sportPathId: plan.paths.sport,
    sportCode: plan.sport.code,
    pathIds: [plan.paths.sport, plan.paths.region, plan.paths.league],
    feedCode: feedCodeOf(plan),
    eventType: plan.kind === 'race' ? 'RANKEVENT' : 'GAMEEVENT',
    isOutright: false,
    sportGroup: plan.sport.sportGroup,
    opponents: ctxOpponents,
    markets: markets.map((m) => toSimMarket(plan.id, m, margin, 'open')),
  };
}
