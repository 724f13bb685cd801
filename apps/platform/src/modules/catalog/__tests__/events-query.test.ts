import { describe, expect, it } from 'vitest';
import {
  EventsPage,
  EventsPageLight,
  LiveEvent,
  LiveEventLight,
  Market,
  MarketLight,
  ENDPOINTS,
  buildPath,
} from '@touchline/contract';
import { dbTargets } from '../../../test/targets';
import { E, LIVE_EVENT_IDS, M, NOW, PATHS, PRE_MATCH_FILLERS } from './card-fixtures';
import { expectBadRequest, expectNotFound, useCatalogPlatform } from './catalog-harness';

/** Events of the card that are pre-match at NOW (scheduled, kick-off later, any market status). */
const PRE_MATCH_COUNT = 7 + PRE_MATCH_FILLERS.length;
/** Events in play at NOW (status live): the finished and the stale one are neither. */
const LIVE_COUNT = LIVE_EVENT_IDS.length;

describe.each(dbTargets())('catalogue events and markets on $name', (target) => {
  const h = useCatalogPlatform(target);

  const page = async (query: string) => {
    const res = await h.get(`${ENDPOINTS.catalog.events.path}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return EventsPage.parse(res.json());
  };
  const rulesMarkets = async (query = '') =>
    (await page(`ids=${E.rules}&includeMarkets=true${query}`)).events[0]?.markets ?? [];

  describe('GET /xapi/rest/events (betting-domain §7)', () => {
    it('lists pre-match and live events by default, pre-match only or in running only', async () => {
      const all = await page('eventsPerPage=200');
      expect(all.totalEvents).toBe(PRE_MATCH_COUNT + LIVE_COUNT);
      const pre = await page('periodType=PRE_MATCH&eventsPerPage=200');
      expect(pre.totalEvents).toBe(PRE_MATCH_COUNT);
      expect(pre.events.every((e) => !e.isLive && Date.parse(e.startTime) > NOW.getTime())).toBe(
        true,
      );
      const live = await page('periodType=IN_RUNNING&eventsPerPage=200');
      expect(live.totalEvents).toBe(LIVE_COUNT);
      expect(live.events.every((e) => e.isLive && e.clock !== null)).toBe(true);
      // Finished and "kick-off passed but not live yet" events are in neither.
      const ids = new Set(all.events.map((e) => e.id));
      expect(ids.has(E.finished)).toBe(false);
      expect(ids.has(E.stale)).toBe(false);
    });

    it('pages pre-match events 20 at a time by default (spec §9), ordered by kick-off', async () => {
      const first = await page('periodType=PRE_MATCH');
      expect(first.eventsPerPage).toBe(20);
      expect(first.page).toBe(1);
      expect(first.events).toHaveLength(20);
      expect(first.events[0]?.id).toBe(E.soon);
      const starts = first.events.map((e) => e.startTime);
      expect([...starts].sort()).toEqual(starts);
      const second = await page('periodType=PRE_MATCH&page=2');
      expect(second.events).toHaveLength(PRE_MATCH_COUNT - 20);
      expect(second.totalEvents).toBe(first.totalEvents);
      const firstIds = new Set(first.events.map((e) => e.id));
      expect(second.events.some((e) => firstIds.has(e.id))).toBe(false);
      const beyond = await page('periodType=PRE_MATCH&page=9');
      expect(beyond.events).toEqual([]);
      expect(beyond.totalEvents).toBe(PRE_MATCH_COUNT);
    });

    it('answers every event in the §3 shape: paths, opponents, feed code, live fields', async () => {
      const { events } = await page(`ids=${E.rules},${E.liveTennis},${E.race}&includeMarkets=true`);
      const rules = events.find((e) => e.id === E.rules);
      expect(rules).toMatchObject({
        sportId: 240,
        sportCode: 'FOOT',
        isLive: false,
        feedCode: `BU-${E.rules}`,
        eventType: 'GAMEEVENT',
        isOutright: false,
        sportGroup: 'REGULAR',
        clock: null,
        isFinished: false,
        scores: [],
        sets: null,
        match: { status: 'NOT_STARTED', wentLiveAt: null, finishedAt: null },
        // Ten open or suspended markets with a visible outcome; nine of them open.
        marketCount: 10,
        liveOpenMarketCount: 9,
      });
      expect(rules?.eventPaths.map((p) => p.id)).toEqual([240, PATHS.england, PATHS.premier]);
      expect(rules?.eventPaths[2]).toMatchObject({ description: 'Test Premier League' });
      expect(rules?.opponents.map((o) => o.position)).toEqual(['HOME', 'AWAY']);

      const tennis = events.find((e) => e.id === E.liveTennis);
      // A league-grouped sport: sport → league.
      expect(tennis?.eventPaths.map((p) => p.id)).toEqual([239, PATHS.tennisOpen]);
      expect(tennis).toMatchObject({
        isLive: true,
        sets: { maxSets: 3 },
        currentPeriod: 'Set 2',
        currentPeriodAbbreviation: 'SETS',
        currentPeriodNumber: 2,
        liveOpenMarketCount: 2,
        match: { status: 'IN_PLAY' },
      });
      // Sets won (period instance 0) are the match score, not the games.
      expect(tennis?.scores.map((s) => s.score)).toEqual([1, 0]);
      expect(tennis?.scoresPerPeriod).toHaveLength(6);

      const race = events.find((e) => e.id === E.race);
      expect(race).toMatchObject({ eventType: 'RANKEVENT', opponents: [] });
      expect(race?.markets[0]).toMatchObject({ placeTerms: '1/4', places: 3 });
    });

    it('filters by event path (sport, country, league), ids and dates', async () => {
      const league = await page(`eventPathIds=${PATHS.premier}&eventsPerPage=200`);
      expect(league.events.map((e) => e.id).sort()).toEqual([E.rules, E.many, E.outright].sort());
      const sports = await page(`eventPathIds=${PATHS.racing},${PATHS.tennis}&eventsPerPage=200`);
      expect(sports.events.map((e) => e.id).sort()).toEqual([E.liveTennis, E.race].sort());
      const country = await page(`eventPathIds=${PATHS.england}&eventsPerPage=200`);
      expect(country.events.every((e) => e.eventPaths[1]?.id === PATHS.england)).toBe(true);

      const ids = await page(`ids=${E.rules},${E.race},999999`);
      expect(ids.events.map((e) => e.id).sort()).toEqual([E.rules, E.race].sort());

      const from = new Date(NOW.getTime() + 24 * 3_600_000).toISOString();
      const to = new Date(NOW.getTime() + 26 * 3_600_000).toISOString();
      const window = await page(`dateFrom=${from}&dateTo=${to}&eventsPerPage=200`);
      expect(window.events.length).toBeGreaterThan(0);
      for (const e of window.events) {
        expect(e.startTime >= from && e.startTime <= to).toBe(true);
      }
    });

    it('bettable leaves out events with no open market; sortByEventpath orders by league', async () => {
      const bettable = await page('periodType=PRE_MATCH&bettable=true&eventsPerPage=200');
      expect(bettable.events.some((e) => e.id === E.suspended)).toBe(false);
      expect(bettable.totalEvents).toBe(PRE_MATCH_COUNT - 1);

      const byPath = await page(
        `eventPathIds=${PATHS.football}&periodType=PRE_MATCH&sortByEventpath=true&eventsPerPage=200`,
      );
      const leagues = byPath.events.map((e) => e.eventPaths[2]?.id);
      const firstSecond = leagues.indexOf(PATHS.second);
      expect(leagues.slice(0, firstSecond).every((id) => id === PATHS.premier)).toBe(true);
      expect(leagues.slice(firstSecond).every((id) => id === PATHS.second)).toBe(true);
    });
  });

  describe('market query rules (betting-domain §7, §4)', () => {
    it('keeps the 3 most balanced lines per market type and period, in display order', async () => {
      const markets = await rulesMarkets();
      expect(markets.map((m) => m.id)).toEqual([
        M.wdw,
        // Total goals, full time: by price difference 0.05, 1.5, 2.1 (0.5 and 4.5 dropped).
        M.ou25,
        M.ou35,
        M.ou15,
        // The first half's lines are their own group.
        M.ouHalf15,
        M.ouHalf05,
        M.bttsWithHidden,
        M.halfTimeSuspended,
      ]);
      for (const m of markets) Market.parse(m);
    });

    it('includes hidden outcomes, removes all-hidden markets, never lists lts, closed or settled', async () => {
      const markets = await rulesMarkets();
      const btts = markets.find((m) => m.id === M.bttsWithHidden);
      expect(btts?.outcomes.map((o) => o.hidden)).toEqual([false, true]);
      const ids = markets.map((m) => m.id);
      for (const gone of [M.doubleChanceAllHidden, M.correctScoreLts, M.closed, M.settled]) {
        expect(ids).not.toContain(gone);
      }
    });

    it('marks up the §3 Market: period from the period id, type info, lines and prices', async () => {
      const markets = await rulesMarkets();
      const ou = markets.find((m) => m.id === M.ou25);
      expect(ou).toMatchObject({
        marketTypeId: 18,
        feedId: `BU-${E.rules}`,
        periodId: 100,
        period: {
          id: 100,
          description: 'Full Time',
          periodTypeId: 1,
          periodType: { id: 1, inRunning: false },
        },
        marketTypeInfo: { ordinalPosition: 2, style: 'OVER_UNDER' },
        instance: 5,
        status: 'open',
      });
      expect(ou?.outcomes[0]?.consolidatedPrice.currentPrice).toMatchObject({
        decimal: 1.9,
        spread: 2.5,
        format: 'DECIMAL',
      });
      const half = markets.find((m) => m.id === M.ouHalf15);
      expect(half?.period).toMatchObject({ id: 102, abbreviation: 'HALF', sequence: 2 });
    });

    it('caps an event at 50 markets (spec §9)', async () => {
      const [many] = (await page(`ids=${E.many}&includeMarkets=true`)).events;
      expect(many?.markets).toHaveLength(50);
      expect(many?.marketCount).toBe(60);
      expect(many?.markets.map((m) => m.description).slice(0, 2)).toEqual([
        'Special 00',
        'Special 01',
      ]);
    });

    it('filters by marketStatus, marketTypeIds and periodTypeIds', async () => {
      const open = await rulesMarkets('&marketStatus=OPEN');
      expect(open.map((m) => m.id)).not.toContain(M.halfTimeSuspended);
      expect(open.every((m) => m.status === 'open')).toBe(true);
      const suspendedOnly = await rulesMarkets('&marketStatus=SUSPENDED');
      expect(suspendedOnly.map((m) => m.id)).toEqual([M.halfTimeSuspended]);

      const types = await rulesMarkets('&marketTypeIds=18,350');
      expect(new Set(types.map((m) => m.marketTypeId))).toEqual(new Set([18, 350]));

      const [live] = (await page(`ids=${E.liveFootball}&includeMarkets=true&periodTypeIds=2`))
        .events;
      expect(live?.markets.map((m) => m.id)).toEqual([M.liveWdw, M.liveFirstHalf, M.liveNextGoal]);
      expect(live?.markets.every((m) => m.period.periodType.inRunning)).toBe(true);
      const [none] = (await page(`ids=${E.liveFootball}&includeMarkets=true&periodTypeIds=1`))
        .events;
      expect(none?.markets).toEqual([]);
    });

    it('answers a light-weight response without the heavy fields', async () => {
      const res = await h.get(
        `${ENDPOINTS.catalog.events.path}?ids=${E.rules}&includeMarkets=true&lightWeightResponse=true`,
      );
      expect(res.statusCode).toBe(200);
      const light = EventsPageLight.parse(res.json());
      const [event] = light.events;
      LiveEventLight.parse(event);
      expect(event).not.toHaveProperty('streamingIMGId');
      const market = event?.markets[0];
      MarketLight.parse(market);
      expect(market).not.toHaveProperty('period');
      expect(market).not.toHaveProperty('feedId');
      expect(market?.outcomes[0]).not.toHaveProperty('teamId');
      expect(market?.outcomes[0]?.consolidatedPrice.currentPrice).not.toHaveProperty('extraKey1');
    });
  });

  describe('the long query: POST /xapi/rest/events?hash=… and /nextapi (spec §7, §9)', () => {
    const manyIds = [E.rules, E.race, ...Array.from({ length: 400 }, (_, i) => 800_000 + i)];

    it('refuses a GET whose encoded query exceeds 2000 characters, telling the client to POST', async () => {
      const res = await h.get(`${ENDPOINTS.catalog.events.path}?ids=${manyIds.join(',')}`);
      expectBadRequest(res, 'POST /xapi/rest/events?hash=');
      // Exactly at the threshold is still a GET.
      const filler = 'x'.repeat(2000 - 'ids=1&z='.length);
      expect((await h.get(`${ENDPOINTS.catalog.events.path}?ids=1&z=${filler}`)).statusCode).toBe(
        200,
      );
    });

    it('answers the same payload POSTed as JSON or as a form, on both paths', async () => {
      const get = await page(`ids=${E.rules},${E.race}&includeMarkets=true`);
      for (const path of [
        ENDPOINTS.catalog.eventsPost.path,
        ENDPOINTS.catalog.nextEventsPost.path,
      ]) {
        const json = await h.app.inject({
          method: 'POST',
          url: `${path}?hash=9f86d081884c7d65&pub=1732262400&cmsLocale=en`,
          payload: { ids: manyIds, includeMarkets: true, eventsPerPage: 50 },
        });
        expect(json.statusCode, json.body).toBe(200);
        const viaJson = EventsPage.parse(json.json());
        expect(viaJson.events.map((e) => e.id).sort()).toEqual(get.events.map((e) => e.id).sort());
        expect(viaJson.events.find((e) => e.id === E.rules)?.markets).toEqual(
          get.events.find((e) => e.id === E.rules)?.markets,
        );

        const form = await h.app.inject({
          method: 'POST',
          url: `${path}?hash=-1234567`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `ids=${manyIds.join(',')}&includeMarkets=true&eventsPerPage=50`,
        });
        expect(form.statusCode, form.body).toBe(200);
        expect(EventsPage.parse(form.json()).events).toHaveLength(2);
      }
    });

    it('needs a well-formed hash and checks the body like the query', async () => {
      const post = (url: string, payload: unknown) =>
        h.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
      expectBadRequest(await post(ENDPOINTS.catalog.eventsPost.path, { ids: [1] }), 'hash');
      expectBadRequest(
        await post(`${ENDPOINTS.catalog.eventsPost.path}?hash=a%20b`, { ids: [1] }),
        'hash',
      );
      expectBadRequest(
        await post(`${ENDPOINTS.catalog.eventsPost.path}?hash=abc`, { page: -1 }),
        'page',
      );
      expectBadRequest(
        await post(`${ENDPOINTS.catalog.eventsPost.path}?hash=abc`, { ids: [{ x: 1 }] }),
        'ids',
      );
      expectBadRequest(await post(`${ENDPOINTS.catalog.eventsPost.path}?hash=abc`, [1, 2]), 'body');
      const proto = await h.app.inject({
        method: 'POST',
        url: `${ENDPOINTS.catalog.eventsPost.path}?hash=abc`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `__proto__=1&constructor=2&ids=${E.rules}`,
      });
      expect(proto.statusCode, proto.body).toBe(200);
      const protoJson = await h.app.inject({
        method: 'POST',
        url: `${ENDPOINTS.catalog.eventsPost.path}?hash=abc`,
        headers: { 'content-type': 'application/json' },
        payload: `{"__proto__":{"ids":"1"},"ids":"${E.rules}"}`,
      });
      // Fastify refuses prototype poisoning in JSON: a 400 {code, message}, never a 500.
      expect(protoJson.statusCode).toBe(400);
      expect(protoJson.json()).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
      });
      const tooMany = Array.from({ length: 1001 }, (_, i) => i + 1);
      expectBadRequest(
        await post(`${ENDPOINTS.catalog.eventsPost.path}?hash=abc`, { ids: tooMany }),
        'ids',
      );
    });

    it('serves the GET form under /nextapi with pub and cmsLocale', async () => {
      const res = await h.get(
        `${ENDPOINTS.catalog.nextEvents.path}?ids=${E.rules}&pub=1732262400000&cmsLocale=en-GB`,
      );
      expect(res.statusCode).toBe(200);
      expect(EventsPage.parse(res.json()).events.map((e) => e.id)).toEqual([E.rules]);
      expectBadRequest(
        await h.get(`${ENDPOINTS.catalog.nextEvents.path}?cmsLocale=!!`),
        'cmsLocale',
      );
    });
  });

  describe('GET /xapi/rest/events/{id} and /xapi/rest/markets/{id}', () => {
    it('answers one event with its markets under the query rules', async () => {
      const res = await h.get(buildPath(ENDPOINTS.catalog.event.path, { id: E.rules }));
      expect(res.statusCode).toBe(200);
      const event = LiveEvent.parse(res.json());
      expect(event.markets.map((m) => m.id)).toContain(M.ou25);
      expect(event.markets.map((m) => m.id)).not.toContain(M.ou05);
      expect(res.headers['cache-control']).toBe('public, max-age=5');
    });

    it('answers a finished event as finished, with its final clock', async () => {
      const event = LiveEvent.parse(
        (await h.get(buildPath(ENDPOINTS.catalog.event.path, { id: E.finished }))).json(),
      );
      expect(event).toMatchObject({
        isLive: false,
        isFinished: true,
        clock: { status: 'END_OF_EVENT' },
        match: { status: 'FINISHED' },
      });
      expect(event.match.finishedAt).not.toBeNull();
    });

    it('answers one market with every outcome, hidden ones too, in any §4 status', async () => {
      const btts = Market.parse(
        (await h.get(buildPath(ENDPOINTS.catalog.market.path, { id: M.bttsWithHidden }))).json(),
      );
      expect(btts.outcomes.map((o) => o.hidden)).toEqual([false, true]);
      const lts = Market.parse(
        (await h.get(buildPath(ENDPOINTS.catalog.market.path, { id: M.correctScoreLts }))).json(),
      );
      expect(lts.status).toBe('lts');
      const closed = Market.parse(
        (await h.get(buildPath(ENDPOINTS.catalog.market.path, { id: M.closed }))).json(),
      );
      expect(closed.status).toBe('closed');
      const light = await h.get(
        `${buildPath(ENDPOINTS.catalog.market.path, { id: M.wdw })}?lightWeightResponse=true`,
      );
      expect(MarketLight.parse(light.json())).not.toHaveProperty('period');
    });

    it('404s unknown events and markets, and settled markets', async () => {
      expectNotFound(await h.get(buildPath(ENDPOINTS.catalog.event.path, { id: 123456789 })));
      expectNotFound(await h.get(buildPath(ENDPOINTS.catalog.market.path, { id: 123456789 })));
      expectNotFound(await h.get(buildPath(ENDPOINTS.catalog.market.path, { id: M.settled })));
    });

    it.each([
      [buildPath(ENDPOINTS.catalog.event.path, { id: 'abc' }), 'id'],
      [buildPath(ENDPOINTS.catalog.event.path, { id: '0' }), 'id'],
      [buildPath(ENDPOINTS.catalog.event.path, { id: '99999999999999999999' }), 'id'],
      [buildPath(ENDPOINTS.catalog.market.path, { id: '-4' }), 'id'],
      [
        `${buildPath(ENDPOINTS.catalog.event.path, { id: E.rules })}?marketStatus=CLOSED`,
        'marketStatus',
      ],
      [
        `${buildPath(ENDPOINTS.catalog.event.path, { id: E.rules })}?periodTypeIds=3`,
        'periodTypeIds',
      ],
      [
        `${buildPath(ENDPOINTS.catalog.market.path, { id: M.wdw })}?lightWeightResponse=yes`,
        'lightWeightResponse',
      ],
    ])('%s is a 400 naming %s', async (url, field) => {
      expectBadRequest(await h.get(url), field);
    });
  });
});
