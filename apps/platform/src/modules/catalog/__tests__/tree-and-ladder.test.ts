import { describe, expect, it } from 'vitest';
import { DEFAULT_ODDS_LADDER } from '@touchline/betting';
import {
  EventPathTree,
  EventPathTreeLight,
  OddsLadderAndMargins,
  type EventPathTreeSport,
  ENDPOINTS,
  buildPath,
} from '@touchline/contract';
import { dbTargets } from '../../../test/targets';
import { E, LIVE_FILLERS, M, PATHS, PRE_MATCH_FILLERS } from './card-fixtures';
import { expectBadRequest, expectNotFound, useCatalogPlatform } from './catalog-harness';

/** The odds-ladder path of a version (a bad version is sent as given). */
const ladderPath = (version: number | string): string =>
  buildPath(ENDPOINTS.catalog.oddsLadderAndMargins.path, { version });

describe.each(dbTargets())('event path tree and odds ladder on $name', (target) => {
  const h = useCatalogPlatform(target);

  const tree = async (query = '') => {
    const res = await h.get(`${ENDPOINTS.catalog.eventPathTree.path}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return EventPathTree.parse(res.json());
  };
  const sport = (t: EventPathTree, code: string): EventPathTreeSport | undefined =>
    t.sports.find((s) => s.sportCode === code);

  describe('GET /xapi/rest/eventpathtree (betting-domain §7)', () => {
    it('answers sport → country → league with the events that have an open market', async () => {
      const t = await tree();
      expect(t.periodType).toBe('ALL');
      expect(t.sports.map((s) => s.sportCode)).toEqual(['FOOT', 'TENN', 'HORS', 'CSGO', 'ZZZZ']);
      const football = sport(t, 'FOOT');
      // Premier: rules, many, outright. Second: soon, the fillers and the live match (the
      // all-suspended and the closed-market live event have no open market).
      const second = 2 + PRE_MATCH_FILLERS.length;
      expect(football).toMatchObject({ id: 240, kind: 'SPORT', eventCount: 3 + second });
      expect(football?.children).toEqual([
        {
          id: PATHS.england,
          kind: 'COUNTRY',
          description: 'England',
          slug: 'england',
          eventCount: 3 + second,
          children: [
            {
              id: PATHS.premier,
              kind: 'LEAGUE',
              description: 'Test Premier League',
              slug: 'test-premier-league',
              eventCount: 3,
              children: [],
            },
            {
              id: PATHS.second,
              kind: 'LEAGUE',
              description: 'Test Second League',
              slug: 'test-second-league',
              eventCount: second,
              children: [],
            },
          ],
        },
      ]);
      // League-grouped: tennis leagues hang from the sport; racing has tournaments.
      expect(sport(t, 'TENN')?.children.map((c) => [c.kind, c.id])).toEqual([
        ['LEAGUE', PATHS.tennisOpen],
      ]);
      expect(sport(t, 'HORS')?.children[0]?.children[0]).toMatchObject({
        id: PATHS.ascot,
        kind: 'TOURNAMENT',
      });
      expect(sport(t, 'CSGO')).toMatchObject({
        sportGroup: 'ESPORTS',
        eventCount: 1 + LIVE_FILLERS.length,
      });
    });

    it('is cached 3600 s (spec §7)', async () => {
      const res = await h.get(ENDPOINTS.catalog.eventPathTree.path);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
    });

    it('PRE_MATCH leaves out events in play; includeUnpricedMarkets counts every event', async () => {
      const pre = await tree('periodType=PRE_MATCH');
      expect(pre.periodType).toBe('PRE_MATCH');
      expect(sport(pre, 'TENN')).toBeUndefined();
      expect(sport(pre, 'CSGO')?.eventCount).toBe(1);
      expect(sport(pre, 'FOOT')?.eventCount).toBe(4 + PRE_MATCH_FILLERS.length);
      const unpriced = await tree('includeUnpricedMarkets=true');
      expect(sport(unpriced, 'FOOT')?.eventCount).toBe(
        (sport(await tree(), 'FOOT')?.eventCount ?? 0) + 2,
      );
    });

    it('filters by event type, sport group and sport code', async () => {
      const rank = await tree('eventTypeFilter=RANKEVENT');
      expect(rank.sports.map((s) => [s.sportCode, s.eventCount])).toEqual([
        ['FOOT', 1],
        ['HORS', 1],
      ]);
      const both = await tree('eventTypeFilter=GAMEEVENT,RANKEVENT');
      expect(both).toEqual(await tree());
      const regular = await tree('sportGroups=REGULAR');
      expect(sport(regular, 'CSGO')).toBeUndefined();
      const regularAndEsports = await tree('sportGroups=REGULAR,ESPORTS');
      expect(sport(regularAndEsports, 'CSGO')).toBeDefined();
      const tennis = await tree('sportCode=TENN');
      expect(tennis.sports.map((s) => s.sportCode)).toEqual(['TENN']);
      const basketball = await tree('sportCode=BASK');
      expect(basketball.sports).toEqual([]);
    });

    it('lists market types with includeMarketTypes, and answers a light-weight tree', async () => {
      const withTypes = await tree('includeMarketTypes=true&sportCode=FOOT');
      const types = sport(withTypes, 'FOOT')?.marketTypes ?? [];
      expect(types.find((m) => m.marketTypeId === 1)?.eventCount).toBeGreaterThan(30);
      expect(types.find((m) => m.marketTypeId === 350)).toMatchObject({
        description: 'Both Teams To Score',
        eventCount: 1,
      });
      expect(sport(await tree(), 'FOOT')).not.toHaveProperty('marketTypes');

      const res = await h.get(`${ENDPOINTS.catalog.eventPathTree.path}?lightWeightResponse=true`);
      const light = EventPathTreeLight.parse(res.json());
      expect(light.sports[0]).not.toHaveProperty('slug');
    });

    it('serves the cached tree until the feed says the card changed', async () => {
      const before = sport(await tree(), 'FOOT')?.eventCount ?? 0;
      // The match kicking off soon has one market: suspended, it has no open market left.
      await h.db.query(`UPDATE markets SET status = 'suspended' WHERE id = $1`, [E.soon * 10]);
      expect(sport(await tree(), 'FOOT')?.eventCount).toBe(before);
      h.invalidate();
      expect(sport(await tree(), 'FOOT')?.eventCount).toBe(before - 1);
      await h.db.query(`UPDATE markets SET status = 'open' WHERE id = $1`, [E.soon * 10]);
      h.invalidate();
      expect(sport(await tree(), 'FOOT')?.eventCount).toBe(before);
    });

    it.each([
      ['periodType=IN_RUNNING', 'periodType'],
      ['eventTypeFilter=MATCH', 'eventTypeFilter'],
      ['sportGroups=REGULAR,LOTTERY', 'sportGroups'],
      ['sportCode=FOOTBALL', 'sportCode'],
      ['sportCode=XXXX', 'sportCode'],
      ['includeUnpricedMarkets=nope', 'includeUnpricedMarkets'],
    ])('%s is a 400 naming %s', async (query, field) => {
      expectBadRequest(await h.get(`${ENDPOINTS.catalog.eventPathTree.path}?${query}`), field);
    });
  });

  describe('GET /xapi/rest/oddsLadderAndMargins/{version} (shell §7)', () => {
    const ladder = async (query = '', headers: Record<string, string> = {}) => {
      const res = await h.get(`${ladderPath(1)}?${query}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      return OddsLadderAndMargins.parse(res.json());
    };

    it('answers the odds ladder and the brand margins (BRAND, overrideBrand, X-SB-Brand)', async () => {
      const own = await ladder();
      expect(own.odds).toEqual([...DEFAULT_ODDS_LADDER]);
      expect(own.odds[0]).toBe(1.01);
      expect(own.margins).toEqual([
        {
          brandMarginType: 'PPB',
          leagueId: null,
          marketTypeId: 605,
          outcomeId: null,
          eventId: null,
          marketId: null,
          margin: 0.01,
        },
      ]);
      const asia = await ladder('overrideBrand=touchline-asia');
      expect(asia.margins.map((m) => m.marketTypeId)).toEqual([1, 350]);
      const africa = await ladder('', { 'x-sb-brand': 'touchline-africa' });
      expect(africa.margins.map((m) => m.margin)).toEqual([0.03]);
      // overrideBrand wins over the header.
      const both = await ladder('overrideBrand=touchline-asia', {
        'x-sb-brand': 'touchline-africa',
      });
      expect(both.margins).toEqual(asia.margins);
      const res = await h.get(ladderPath(7));
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
    });

    it("answers an event's power odds with type=POWER_ODDS and eventId", async () => {
      const power = await ladder(`type=POWER_ODDS&eventId=${E.rules}`);
      expect(power.margins).toEqual([
        {
          brandMarginType: 'POWER_ODDS',
          leagueId: PATHS.premier,
          marketTypeId: 1,
          outcomeId: null,
          eventId: E.rules,
          marketId: M.wdw,
          margin: -0.05,
        },
      ]);
      const none = await ladder(`type=POWER_ODDS&eventId=${E.esports}`);
      expect(none.margins).toEqual([]);
      expectNotFound(await h.get(`${ladderPath(1)}?type=POWER_ODDS&eventId=77`));
    });

    it.each([
      [ladderPath('v1'), 'version'],
      [`${ladderPath(1)}?overrideBrand=nobody`, 'overrideBrand'],
      [`${ladderPath(1)}?overrideBrand=Bad%20Brand`, 'overrideBrand'],
      [`${ladderPath(1)}?type=POWER_ODDS`, 'eventId'],
      [`${ladderPath(1)}?type=BOOSTED&eventId=1`, 'type'],
      [`${ladderPath(1)}?eventId=12`, 'eventId'],
    ])('%s is a 400 naming %s', async (url, field) => {
      expectBadRequest(await h.get(url), field);
    });

    it('a brand header naming no configured brand is a 400 naming X-SB-Brand', async () => {
      expectBadRequest(
        await h.get(ladderPath(1), {
          'x-sb-brand': 'elsewhere',
        }),
        'X-SB-Brand',
      );
    });
  });
});
