import { isBotsEvent } from '@touchline/betting';
import type { Event } from '@touchline/contract';

export interface LeagueGroup<E extends Event = Event> {
  readonly key: string;
  /** e.g. "England · Premier League"; the bots group is named by its category ("E-Football Bots"). */
  readonly title: string;
  readonly events: readonly E[];
  /** A sport's bots events, whatever their league (spec betting-domain §2): no one league to link. */
  readonly bots: boolean;
}

/** eventPaths are [sport, country, league] (betting-domain §3). */
export function leagueTitle(event: Event): string {
  const [, country, league] = event.eventPaths;
  if (country && league) return `${country.description} · ${league.description}`;
  return (league ?? country)?.description ?? 'Other';
}

/**
 * Groups events by league in the order the platform sent the leagues, each league's events
 * by kick-off time (spec betting-domain §3 sort by competition). A sport's bots events (the
 * package's rule: the second path's slug holds the sport's name and `---bots`) form one group
 * of their own, whatever their league (spec betting-domain §2).
 */
export function groupByLeague<E extends Event>(events: readonly E[]): LeagueGroup<E>[] {
  const groups = new Map<string, { title: string; bots: boolean; events: E[] }>();
  for (const event of events) {
    const [sport, category] = event.eventPaths;
    const bots = sport !== undefined && isBotsEvent(event, sport.description);
    const league = event.eventPaths[2] ?? event.eventPaths[event.eventPaths.length - 1];
    const key = bots ? `bots-${String(event.sportId)}` : league ? String(league.id) : 'other';
    const group = groups.get(key) ?? {
      title: bots ? (category?.description ?? leagueTitle(event)) : leagueTitle(event),
      bots,
      events: [],
    };
    group.events.push(event);
    groups.set(key, group);
  }
  return Array.from(groups, ([key, group]) => ({
    key,
    title: group.title,
    bots: group.bots,
    events: [...group.events].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime)),
  }));
}
