import type { Event } from '@touchline/contract';

export interface LeagueGroup<E extends Event = Event> {
  readonly key: string;
  /** e.g. "England · Premier League". */
  readonly title: string;
  readonly events: readonly E[];
}

/** eventPaths are [sport, country, league] (betting-domain §3). */
export function leagueTitle(event: Event): string {
  const [, country, league] = event.eventPaths;
  if (country && league) return `${country.description} · ${league.description}`;
  return (league ?? country)?.description ?? 'Other';
}

/**
 * Groups events by league in the order the platform sent the leagues, each league's events
 * by kick-off time (spec betting-domain §3 sort by competition).
 */
export function groupByLeague<E extends Event>(events: readonly E[]): LeagueGroup<E>[] {
  const groups = new Map<string, { title: string; events: E[] }>();
  for (const event of events) {
    const league = event.eventPaths[2] ?? event.eventPaths[event.eventPaths.length - 1];
    const key = league ? String(league.id) : 'other';
    const group = groups.get(key) ?? { title: leagueTitle(event), events: [] };
    group.events.push(event);
    groups.set(key, group);
  }
  return Array.from(groups, ([key, group]) => ({
    key,
    title: group.title,
    events: [...group.events].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime)),
  }));
}
