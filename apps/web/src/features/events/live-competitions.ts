import type { LiveFilterCompetitionSource } from '@touchline/betting';
import type { Event } from '@touchline/contract';

/**
 * The live filter's competitions and leagues from the live events (spec betting-domain §2 live
 * filter): an event's paths are [sport, competition (country or category), league]. An event with
 * no league path counts as its own competition's only league.
 */
export interface LiveLeagueChoice {
  readonly id: number;
  readonly name: string;
  readonly eventCount: number;
}

export interface LiveCompetitionChoice {
  readonly id: number;
  /** The sport's name, for the all-sports overview (competitions of several sports). */
  readonly sportName: string;
  readonly name: string;
  readonly eventCount: number;
  readonly leagues: readonly LiveLeagueChoice[];
}

/** The competition and league an event is filtered by. */
export function eventCompetition(event: Event): { competitionId: number; leagueId: number } {
  const competition = event.eventPaths[1] ?? event.eventPaths[0];
  const league = event.eventPaths[2] ?? competition;
  return { competitionId: competition?.id ?? 0, leagueId: league?.id ?? 0 };
}

/** The competitions of the events, in the order they first appear (the platform's order). */
export function liveCompetitions(events: readonly Event[]): LiveCompetitionChoice[] {
  const competitions = new Map<
    number,
    { sportName: string; name: string; count: number; leagues: Map<number, LiveLeagueChoice> }
  >();
  for (const event of events) {
    const { competitionId, leagueId } = eventCompetition(event);
    const competitionPath = event.eventPaths[1] ?? event.eventPaths[0];
    const leaguePath = event.eventPaths[2] ?? competitionPath;
    const entry = competitions.get(competitionId) ?? {
      sportName: event.eventPaths[0]?.description ?? '',
      name: competitionPath?.description ?? '',
      count: 0,
      leagues: new Map<number, LiveLeagueChoice>(),
    };
    entry.count += 1;
    const league = entry.leagues.get(leagueId);
    entry.leagues.set(leagueId, {
      id: leagueId,
      name: leaguePath?.description ?? '',
      eventCount: (league?.eventCount ?? 0) + 1,
    });
    competitions.set(competitionId, entry);
  }
  return Array.from(competitions, ([id, c]) => ({
    id,
    sportName: c.sportName,
    name: c.name,
    eventCount: c.count,
    leagues: [...c.leagues.values()],
  }));
}

/** What the reducer keeps of the competitions: their ids and their leagues' ids. */
export function filterSources(
  competitions: readonly LiveCompetitionChoice[],
): LiveFilterCompetitionSource[] {
  return competitions.map((c) => ({ competitionId: c.id, leagueIds: c.leagues.map((l) => l.id) }));
}
