import type { Event } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import { makeFootballEvent } from '../../../shared/testing/fixtures';
import { groupByLeague } from '../group-by-league';

/** An e-football event of a bots league (the simulator's bots category slug). */
function botsMatch(id: number, leagueId: number, league: string, startTime: string): Event {
  const event = makeFootballEvent({
    prices: [2, 3, 4],
    id,
    home: `Bot ${String(id)}`,
    away: 'Bot X',
    startTime,
  });
  return {
    ...event,
    sportId: 2001,
    sportCode: 'EFOT',
    eventPaths: [
      { id: 2001, description: 'E-Football', slug: 'e-football' },
      { id: 77, description: 'E-Football Bots', slug: 'e-football---bots' },
      { id: leagueId, description: league, slug: league.toLowerCase().replace(/ /g, '-') },
    ],
  };
}

describe('grouping a list by league', () => {
  it('keeps leagues in the order they came, each by kick-off time', () => {
    const groups = groupByLeague([
      makeFootballEvent({
        prices: [2, 3, 4],
        id: 1,
        home: 'A',
        away: 'B',
        startTime: '2030-05-04T16:00:00Z',
      }),
      makeFootballEvent({
        prices: [2, 3, 4],
        id: 2,
        home: 'C',
        away: 'D',
        leagueId: 11,
        league: 'Championship',
        startTime: '2030-05-04T12:00:00Z',
      }),
      makeFootballEvent({
        prices: [2, 3, 4],
        id: 3,
        home: 'E',
        away: 'F',
        startTime: '2030-05-04T13:00:00Z',
      }),
    ]);
    expect(groups.map((g) => [g.title, g.bots, g.events.map((e) => e.id)])).toEqual([
      ['England · Premier League', false, [3, 1]],
      ['England · Championship', false, [2]],
    ]);
  });

  it("puts a sport's bots events together, whatever their league, named by their category", () => {
    const groups = groupByLeague([
      botsMatch(1, 501, 'Bots Premier Cup', '2030-05-04T12:05:00Z'),
      makeFootballEvent({ prices: [2, 3, 4], id: 2, home: 'A', away: 'B' }),
      botsMatch(3, 502, 'Bots Super League', '2030-05-04T12:00:00Z'),
    ]);
    expect(groups.map((g) => [g.title, g.bots, g.events.map((e) => e.id)])).toEqual([
      ['E-Football Bots', true, [3, 1]],
      ['England · Premier League', false, [2]],
    ]);
  });
});
