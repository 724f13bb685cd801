import type { EventPathTree } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import { sportByCode, type Sport } from '@touchline/betting';
import { makeFootballEvent } from '../../../shared/testing/fixtures';
import { defaultMarket, priceColumns } from '../default-market';
import { eventIdFromSlug, eventPath, findCompetition } from '../route-slugs';
import { FOOTBALL } from '../sports';

const TENNIS = sportByCode('TENN') as Sport;

const TREE: EventPathTree = {
  periodType: 'PRE_MATCH',
  sports: [
    {
      id: 240,
      kind: 'SPORT',
      sportCode: 'FOOT',
      sportGroup: 'REGULAR',
      description: 'Football',
      slug: 'football',
      eventCount: 12,
      children: [
        {
          id: 1,
          kind: 'COUNTRY',
          description: 'England',
          slug: 'england',
          eventCount: 12,
          children: [
            {
              id: 10,
              kind: 'LEAGUE',
              description: 'Premier League',
              slug: 'premier-league',
              eventCount: 12,
              children: [],
            },
          ],
        },
      ],
    },
  ],
};

describe('event route slugs (spec shell §2 /events/{id}-{slug})', () => {
  it('reads the id in front of the words', () => {
    expect(eventIdFromSlug('1234-northbridge-v-eastport')).toBe(1234);
    expect(eventIdFromSlug('1234')).toBe(1234);
  });

  it('gives null for a non-numeric, zero or absurd id', () => {
    for (const slug of [
      'abc',
      'northbridge-1234',
      '',
      '-12',
      '0-x',
      '1234567890123456-x',
      '12abc',
    ]) {
      expect(eventIdFromSlug(slug)).toBeNull();
    }
  });

  it('links a live event under /live and others under /events (betting-domain §2)', () => {
    expect(eventPath({ id: 7, slug: 'a-v-b', isLive: false })).toBe('/events/7-a-v-b');
    expect(eventPath({ id: 7, slug: 'a-v-b', isLive: true })).toBe('/live/7-a-v-b');
    expect(eventPath({ id: 7, slug: '', isLive: false })).toBe('/events/7');
  });
});

describe('competitions by slug (spec shell §2 /sports/competitions/…)', () => {
  it('finds a country and a league by the id-slug segments the site links with', () => {
    expect(findCompetition(TREE, FOOTBALL, '1-england', '10-premier-league')).toMatchObject({
      league: { id: 10 },
      pathIds: [10],
    });
    // The id decides; a stale slug still finds the competition.
    expect(findCompetition(TREE, FOOTBALL, '1-old-name', null)).toMatchObject({ pathIds: [1] });
  });

  it('finds a country and a league by their slugs alone', () => {
    expect(findCompetition(TREE, FOOTBALL, 'england', null)).toMatchObject({
      country: { id: 1, description: 'England' },
      league: null,
      pathIds: [1],
    });
    expect(findCompetition(TREE, FOOTBALL, 'england', 'premier-league')).toMatchObject({
      league: { id: 10, description: 'Premier League' },
      pathIds: [10],
    });
  });

  it('is null for an unknown country, league, or a sport without events', () => {
    expect(findCompetition(TREE, FOOTBALL, 'narnia', null)).toBeNull();
    expect(findCompetition(TREE, FOOTBALL, 'england', 'la-liga')).toBeNull();
    expect(findCompetition(TREE, TENNIS, 'england', null)).toBeNull();
    expect(findCompetition(TREE, FOOTBALL, '99-england', null)).toBeNull();
    expect(findCompetition(TREE, FOOTBALL, '1-england', '11-premier-league')).toBeNull();
  });
});

describe('the default market of a list row (betting-domain §3)', () => {
  const event = makeFootballEvent({ id: 1, home: 'A', away: 'B', prices: [2, 3, 4] });
  const matchResult = event.markets[0];
  if (!matchResult) throw new Error('fixture without a market');
  const total = {
    ...matchResult,
    id: 2,
    marketTypeId: 2,
    description: 'Total goals',
    marketTypeInfo: { ordinalPosition: 2, style: 'OVER_UNDER' },
    outcomes: matchResult.outcomes.slice(0, 2),
  };

  it('is football’s Match Result, else the provider’s first market type', () => {
    expect(defaultMarket({ ...event, markets: [total, matchResult] })).toBe(matchResult);
    const moneyLine = {
      ...total,
      id: 3,
      marketTypeId: 10,
      marketTypeInfo: { ordinalPosition: 1, style: 'TWO_WAY' },
    };
    expect(defaultMarket({ ...event, markets: [total, moneyLine] })).toBe(moneyLine);
  });

  it('skips closed markets and is null when none is open or suspended', () => {
    expect(
      defaultMarket({ ...event, markets: [{ ...matchResult, status: 'closed' }, total] }),
    ).toBe(total);
    expect(defaultMarket({ ...event, markets: [{ ...matchResult, status: 'lts' }] })).toBeNull();
  });

  it('labels the columns 1 X 2, 1 2, or not at all for mixed rows', () => {
    expect(priceColumns([matchResult, matchResult])).toEqual(['1', 'X', '2']);
    expect(priceColumns([total, total, null])).toEqual(['1', '2']);
    expect(priceColumns([matchResult, total])).toEqual([]);
    expect(priceColumns([null])).toEqual([]);
  });
});
