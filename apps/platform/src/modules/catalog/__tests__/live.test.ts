import { describe, expect, it } from 'vitest';
import {
  LiveEventsPage,
  LiveEventsPageLight,
  LivePage,
  LivePageMarkets,
  LivePageMarketsLight,
  LivePageSport,
  ENDPOINTS,
  buildPath,
} from '@touchline/contract';
import { dbTargets } from '../../../test/targets';
import { E, LIVE_FILLERS, M, PATHS } from './card-fixtures';
import { expectBadRequest, expectNotFound, useCatalogPlatform } from './catalog-harness';

/** Live events with a market open or suspended: football, tennis, the unknown sport, CS:GO. */
const LISTED_LIVE = 3 + LIVE_FILLERS.length;

describe.each(dbTargets())('live catalogue on $name', (target) => {
  const h = useCatalogPlatform(target);

  const live = async (query = '') => {
    const res = await h.get(`${ENDPOINTS.catalog.liveEvents.path}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return LiveEventsPage.parse(res.json());
  };

  describe('GET /xapi/rest/live/events (betting-domain §7)', () => {
    it('pages live events 50 at a time (spec §9), with the live sports and their counts', async () => {
      const first = await live();
      expect(first.eventsPerPage).toBe(50);
      expect(first.events).toHaveLength(50);
      expect(first.totalEvents).toBe(LISTED_LIVE);
      expect(first.events.every((e) => e.isLive)).toBe(true);
      expect(first.sports).toEqual([
        { id: 240, sportCode: 'FOOT', description: 'Football', eventCount: 1 },
        { id: 239, sportCode: 'TENN', description: 'Tennis', eventCount: 1 },
        { id: 3001, sportCode: 'CSGO', description: 'Counter-Strike', eventCount: 52 },
        { id: PATHS.unknownSport, sportCode: 'ZZZZ', description: 'Mystery Sport', eventCount: 1 },
      ]);
      // In sport and league order: football first.
      expect(first.events[0]?.id).toBe(E.liveFootball);
      const second = await live('page=2');
      expect(second.events).toHaveLength(LISTED_LIVE - 50);
      expect(res(second).has(E.unknownSport)).toBe(true);
    });

    it('answers the §3 Live event: clock, scores, periods, open-market count', async () => {
      const football = (await live()).events.find((e) => e.id === E.liveFootball);
      expect(football).toMatchObject({
        clock: { minutes: 57, status: 'RUNNING' },
        isFinished: false,
        currentPeriod: '2nd Half',
        currentPeriodAbbreviation: 'HALF',
        currentPeriodNumber: 2,
        cricketOutcomes: [],
        sets: null,
        liveOpenMarketCount: 3,
        match: { status: 'IN_PLAY' },
      });
      // Halves summed: 2-1.
      expect(football?.scores).toEqual([
        { opponentId: E.liveFootball * 10 + 1, score: 2 },
        { opponentId: E.liveFootball * 10 + 2, score: 1 },
      ]);
      expect(football?.scoresPerPeriod).toHaveLength(4);
      // Live markets only, lts left out, in display order.
      expect(football?.markets.map((m) => m.id)).toEqual([
        M.liveWdw,
        M.liveFirstHalf,
        M.liveNextGoal,
      ]);
      expect(football?.markets[0]?.period).toMatchObject({ id: 200, periodTypeId: 2 });
    });

    it('includes lts markets only when asked not to exclude them and asked for LTS', async () => {
      const withLts = await live(
        'excludeLongTermSuspended=false&marketStatuses=OPEN,SUSPENDED,LTS',
      );
      const football = withLts.events.find((e) => e.id === E.liveFootball);
      expect(football?.markets.map((m) => m.id)).toContain(M.liveLts);
      const excluded = await live('marketStatuses=OPEN,SUSPENDED,LTS');
      expect(
        excluded.events.find((e) => e.id === E.liveFootball)?.markets.map((m) => m.id),
      ).not.toContain(M.liveLts);
    });

    it('allBettableEvents adds live events with no listed market; includeAboutToStart the next 10 minutes', async () => {
      const all = await live('allBettableEvents=true&page=2');
      expect(all.totalEvents).toBe(LISTED_LIVE + 1);
      expect(res(await live('allBettableEvents=true')).has(E.liveClosed)).toBe(true);
      expect(res(await live()).has(E.liveClosed)).toBe(false);

      const soon = await live('includeAboutToStart=true&sportGroups=REGULAR');
      const ids = res(soon);
      expect(ids.has(E.soon)).toBe(true);
      expect(ids.has(E.stale)).toBe(false);
      expect(soon.events.find((e) => e.id === E.soon)?.isLive).toBe(false);
    });

    it('filters by sport group and sport, answers only the sports on onlySports', async () => {
      const regular = await live('sportGroups=REGULAR');
      expect(regular.totalEvents).toBe(3);
      expect(regular.events.every((e) => e.sportGroup === 'REGULAR')).toBe(true);
      const esports = await live('sportGroups=ESPORTS');
      expect(esports.totalEvents).toBe(52);
      const both = await live('sportGroups=REGULAR,ESPORTS');
      expect(both.totalEvents).toBe(LISTED_LIVE);
      const tennis = await live('sportIds=239');
      expect(tennis.events.map((e) => e.id)).toEqual([E.liveTennis]);

      const onlySports = await live('onlySports=true');
      expect(onlySports.events).toEqual([]);
      expect(onlySports.sports.map((s) => s.sportCode)).toEqual(['FOOT', 'TENN', 'CSGO', 'ZZZZ']);
      expect(onlySports.totalEvents).toBe(LISTED_LIVE);
    });

    it('answers a light-weight response', async () => {
      const res = await h.get(
        `${ENDPOINTS.catalog.liveEvents.path}?lightWeightResponse=true&sportIds=240`,
      );
      const light = LiveEventsPageLight.parse(res.json());
      expect(light.events[0]?.markets[0]).not.toHaveProperty('period');
      expect(res.headers['cache-control']).toBe('public, max-age=1');
    });

    it.each([
      ['marketStatuses=OPEN,CLOSED', 'marketStatuses'],
      ['sportGroups=REGULAR,VIRTUAL', 'sportGroups'],
      ['allBettableEvents=1', 'allBettableEvents'],
      ['page=0', 'page'],
      ['sportIds=240,x', 'sportIds'],
    ])('%s is a 400 naming %s', async (query, field) => {
      expectBadRequest(await h.get(`${ENDPOINTS.catalog.liveEvents.path}?${query}`), field);
    });
  });

  describe('GET /xapi/marketdata/v1/livepage (betting-domain §7, §3 Live page sport)', () => {
    it('answers the live sports with their events, main markets and event paths; unknown codes skipped', async () => {
      const res = await h.get(ENDPOINTS.catalog.livePage.path);
      expect(res.statusCode).toBe(200);
      const { sports } = LivePage.parse(res.json());
      expect(sports.map((s) => s.sportCode)).toEqual(['FOOT', 'TENN', 'CSGO']);
      const football = sports[0];
      expect(football).toMatchObject({ id: 240, name: 'Football', description: 'Football' });
      expect(football?.eventPaths).toEqual([
        {
          id: PATHS.england,
          parentId: 240,
          kind: 'country',
          description: 'England',
          slug: 'england',
        },
        {
          id: PATHS.second,
          parentId: PATHS.england,
          kind: 'league',
          description: 'Test Second League',
          slug: 'test-second-league',
        },
      ]);
      expect(football?.events.map((e) => e.id)).toEqual([E.liveFootball]);
      // The live page carries each event's main market (its first type and period).
      expect(football?.events[0]?.markets.map((m) => m.id)).toEqual([M.liveWdw]);
      // At most 50 events a sport.
      expect(sports[2]?.events).toHaveLength(50);
    });

    it('answers one sport, an empty page for a sport with nothing live, 404 for no sport', async () => {
      const tennis = LivePageSport.parse(
        (await h.get(buildPath(ENDPOINTS.catalog.livePageSport.path, { id: 239 }))).json(),
      );
      expect(tennis.events.map((e) => e.id)).toEqual([E.liveTennis]);
      expect(tennis.eventPaths.map((p) => p.id)).toEqual([PATHS.tennisOpen]);
      const basketball = LivePageSport.parse(
        (await h.get(buildPath(ENDPOINTS.catalog.livePageSport.path, { id: 227 }))).json(),
      );
      expect(basketball).toMatchObject({ id: 227, sportCode: 'BASK', events: [] });
      expectNotFound(await h.get(buildPath(ENDPOINTS.catalog.livePageSport.path, { id: 424242 })));
      expectNotFound(
        await h.get(buildPath(ENDPOINTS.catalog.livePageSport.path, { id: PATHS.unknownSport })),
      );
      expectBadRequest(
        await h.get(buildPath(ENDPOINTS.catalog.livePageSport.path, { id: 'abc' })),
        'id',
      );
    });

    it("answers an event's live markets under the query rules, with cmsSettingId", async () => {
      const res = await h.get(
        `${buildPath(ENDPOINTS.catalog.livePageMarkets.path, { id: E.liveFootball })}?cmsSettingId=7`,
      );
      expect(res.statusCode).toBe(200);
      const markets = LivePageMarkets.parse(res.json());
      expect(markets).toMatchObject({ eventId: E.liveFootball, liveOpenMarketCount: 3 });
      expect(markets.markets.map((m) => m.id)).toEqual([
        M.liveWdw,
        M.liveFirstHalf,
        M.liveNextGoal,
      ]);
      const light = LivePageMarketsLight.parse(
        (
          await h.get(
            `${buildPath(ENDPOINTS.catalog.livePageMarkets.path, { id: E.liveFootball })}?lightWeightResponse=true`,
          )
        ).json(),
      );
      expect(light.markets[0]).not.toHaveProperty('period');
      expectNotFound(
        await h.get(buildPath(ENDPOINTS.catalog.livePageMarkets.path, { id: 987654 })),
      );
      expectBadRequest(
        await h.get(
          `${buildPath(ENDPOINTS.catalog.livePageMarkets.path, { id: E.liveFootball })}?cmsSettingId=x`,
        ),
        'cmsSettingId',
      );
    });
  });
});

function res(page: { events: readonly { id: number }[] }): Set<number> {
  return new Set(page.events.map((e) => e.id));
}
