import { describe, expect, it } from 'vitest';
import {
  MAX_MARKETS_PER_EVENT,
  MAX_MARKETS_PER_MARKET_TYPE,
  allOutcomesHidden,
} from '@touchline/betting';
import {
  EventPathTree,
  EventsPage,
  LiveEvent,
  LiveEventsPage,
  LivePage,
  LivePageMarkets,
  Market,
  OddsLadderAndMargins,
  ENDPOINTS,
  buildPath,
} from '@touchline/contract';
import { dbTargets } from '../../../test/targets';
import { TEST_NOW, usePlatform } from '../../../test/harness';

describe.each(dbTargets())('GET /xapi/rest/events on $name', (target) => {
  const h = usePlatform(target);

  const get = (query: string) =>
    h.app.inject({ method: 'GET', url: `${ENDPOINTS.catalog.events.path}?${query}` });

  it('lists football pre-match events with win-draw-win prices, validated by the contract', async () => {
    const res = await get(
      'periodType=PRE_MATCH&eventPathIds=240&includeMarkets=true&eventsPerPage=50',
    );
    expect(res.statusCode).toBe(200);
    const page = EventsPage.parse(res.json());
    expect(page.eventsPerPage).toBe(50);
    expect(page.totalEvents).toBeGreaterThanOrEqual(40);
    expect(page.events).toHaveLength(50);
    for (const e of page.events) {
      expect(Date.parse(e.startTime)).toBeGreaterThan(TEST_NOW.getTime());
      expect(e.sportCode).toBe('FOOT');
      expect(e.eventPaths.map((p) => p.id)[0]).toBe(240);
      const [market] = e.markets;
      expect(market?.outcomes.map((o) => o.description)[1]).toBe('Draw');
      expect(market?.outcomes.every((o) => o.consolidatedPrice.currentPrice.decimal > 1)).toBe(
        true,
      );
    }
    const starts = page.events.map((e) => e.startTime);
    expect([...starts].sort()).toEqual(starts);
  });

  it('defaults to 20 events a page and pages through the rest', async () => {
    const first = EventsPage.parse((await get('periodType=PRE_MATCH')).json());
    const second = EventsPage.parse((await get('periodType=PRE_MATCH&page=2')).json());
    expect(first.eventsPerPage).toBe(20);
    expect(first.events).toHaveLength(20);
    expect(first.events[0]?.markets).toEqual([]);
    const ids = new Set(first.events.map((e) => e.id));
    expect(second.events.some((e) => ids.has(e.id))).toBe(false);
    expect(second.totalEvents).toBe(first.totalEvents);
  });

  it('filters by league event path and by date range', async () => {
    const all = EventsPage.parse((await get('eventsPerPage=200')).json());
    const leagueId = all.events[0]?.eventPaths[2]?.id ?? 0;
    const league = EventsPage.parse(
      (await get(`eventPathIds=${leagueId}&eventsPerPage=200`)).json(),
    );
    expect(league.events.length).toBeGreaterThan(0);
    expect(league.events.every((e) => e.eventPaths[2]?.id === leagueId)).toBe(true);

    const from = '2026-11-25T00:00:00Z';
    const to = '2026-11-25T23:59:59Z';
    const day = EventsPage.parse(
      (await get(`dateFrom=${from}&dateTo=${to}&eventsPerPage=200`)).json(),
    );
    expect(day.events.length).toBeGreaterThan(0);
    expect(day.events.every((e) => e.startTime.startsWith('2026-11-25'))).toBe(true);
  });

  it('lists in running only matches that have started and are not finished', async () => {
    const live = EventsPage.parse((await get('periodType=IN_RUNNING&eventsPerPage=200')).json());
    const pre = EventsPage.parse((await get('periodType=PRE_MATCH&eventsPerPage=200')).json());
    // The simulator keeps a rolling supply of matches in play at any hour.
    expect(live.totalEvents).toBeGreaterThan(0);
    for (const e of live.events) {
      expect(Date.parse(e.startTime)).toBeLessThanOrEqual(TEST_NOW.getTime());
      expect(e.isFinished).not.toBe(true);
    }
    const liveIds = new Set(live.events.map((e) => e.id));
    expect(pre.events.some((e) => liveIds.has(e.id))).toBe(false);
  });

  it.each([
    ['page=-1', 'page'],
    ['eventsPerPage=0', 'eventsPerPage'],
    ['eventsPerPage=abc', 'eventsPerPage'],
    ['periodType=SOMETIMES', 'periodType'],
    ['dateFrom=yesterday', 'dateFrom'],
    ['dateFrom=2026-11-25T00:00:00Z&dateTo=2026-11-24T00:00:00Z', 'dateFrom'],
    ['eventPathIds=240,abc', 'eventPathIds'],
    ['includeMarkets=maybe', 'includeMarkets'],
  ])('rejects %s with a 400 naming %s', async (query, field) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; message: string }>();
    expect(body.code).toBe('INVALID_REQUEST');
    expect(body.message).toContain(field);
  });

  describe("every catalogue call on the simulator's card", () => {
    /** spec betting-domain §7/§4 market query rules, as any answer must hold them. */
    const expectQueryRules = (markets: readonly Market[]) => {
      expect(markets.length).toBeLessThanOrEqual(MAX_MARKETS_PER_EVENT);
      const perGroup = new Map<string, number>();
      for (const m of markets) {
        expect(['open', 'suspended']).toContain(m.status);
        expect(allOutcomesHidden(m)).toBe(false);
        const key = `${m.marketTypeId}:${m.periodId}`;
        perGroup.set(key, (perGroup.get(key) ?? 0) + 1);
      }
      for (const n of perGroup.values()) expect(n).toBeLessThanOrEqual(MAX_MARKETS_PER_MARKET_TYPE);
    };

    it('answers events, one event and one market in the contract shapes', async () => {
      const page = EventsPage.parse((await get('includeMarkets=true&eventsPerPage=50')).json());
      expect(page.events.length).toBeGreaterThan(0);
      for (const e of page.events) expectQueryRules(e.markets);
      const [first] = page.events;
      const one = await h.app.inject({
        method: 'GET',
        url: buildPath(ENDPOINTS.catalog.event.path, { id: String(first?.id) }),
      });
      expect(one.statusCode).toBe(200);
      expectQueryRules(LiveEvent.parse(one.json()).markets);
      const marketId = first?.markets[0]?.id;
      const market = await h.app.inject({
        method: 'GET',
        url: buildPath(ENDPOINTS.catalog.market.path, { id: String(marketId) }),
      });
      expect(market.statusCode).toBe(200);
      expect(Market.parse(market.json()).id).toBe(marketId);
    });

    it('gives every market the §3 period of its sport: sets SETS, maps MAP, whole matches none', async () => {
      const periodsOf = async (sportId: number) => {
        const page = EventsPage.parse(
          (await get(`eventPathIds=${sportId}&includeMarkets=true&eventsPerPage=200`)).json(),
        );
        const byId = new Map<number, Market['period']>();
        for (const e of page.events) for (const m of e.markets) byId.set(m.periodId, m.period);
        return byId;
      };
      const volleyball = await periodsOf(241);
      expect(volleyball.get(151)).toMatchObject({
        abbreviation: 'SETS',
        description: 'Set',
        sequence: 2,
        periodType: { inRunning: false },
      });
      expect(volleyball.get(150)).toMatchObject({ abbreviation: null, sequence: 1 });
      for (const csgo of [3001, 3002, 3003]) {
        const esports = await periodsOf(csgo);
        expect(esports.get(181), String(csgo)).toMatchObject({
          abbreviation: 'MAP',
          description: 'Map',
        });
        expect(esports.get(180), String(csgo)).toMatchObject({ abbreviation: null, sequence: 1 });
      }
      const hockey = await periodsOf(2100);
      expect(hockey.get(121)).toMatchObject({
        abbreviation: null,
        description: 'Regulation Time',
      });
      const basketball = await periodsOf(227);
      expect(basketball.get(171)).toMatchObject({ abbreviation: 'QTR', sequence: 2 });
      expect(basketball.get(168)).toMatchObject({ abbreviation: null, description: 'Full Time' });
      const tennis = await periodsOf(239);
      expect(tennis.get(110)).toMatchObject({ abbreviation: 'SETS', description: 'Set' });
      expect(tennis.get(109)).toMatchObject({ abbreviation: null, description: 'Match' });
      const football = await periodsOf(240);
      expect(football.get(102)).toMatchObject({ abbreviation: 'HALF', sequence: 2 });
      expect(football.get(100)).toMatchObject({ abbreviation: null, fullAbbreviation: 'FT' });
      // No market of any simulated sport falls back to a generic period.
      for (const sport of [215, 201, 205, 364]) {
        for (const period of (await periodsOf(sport)).values()) {
          expect(period.description, String(sport)).not.toMatch(/^Period/);
        }
      }
    });

    it('serves categories, not countries, under league-grouped sports (shell §3, betting-domain §2)', async () => {
      const inject = (url: string) => h.app.inject({ method: 'GET', url });
      const tree = EventPathTree.parse((await inject(ENDPOINTS.catalog.eventPathTree.path)).json());
      const kindsOf = (code: string) => {
        const sport = tree.sports.find((s) => s.sportCode === code);
        return new Set(
          (sport?.children ?? []).flatMap((c) => c.children.map((l) => `${c.kind}/${l.kind}`)),
        );
      };
      for (const code of ['TENN', 'CSGO', 'LOLS', 'DOTA', 'EFOT', 'EBSK']) {
        expect(kindsOf(code), code).toEqual(new Set(['CATEGORY/LEAGUE']));
      }
      for (const code of ['FOOT', 'BASK', 'ICEH', 'CRIC', 'HORS']) {
        expect(kindsOf(code), code).toEqual(new Set(['COUNTRY/LEAGUE']));
      }
      const tennis = tree.sports.find((s) => s.sportCode === 'TENN');
      expect(tennis?.children.map((c) => c.description)).toContain("Men's Tour");
      // The live page's filter paths carry the same kinds.
      const livePage = LivePage.parse((await inject(ENDPOINTS.catalog.livePage.path)).json());
      const grouped = livePage.sports.filter((s) =>
        ['TENN', 'CSGO', 'LOLS', 'DOTA', 'EFOT', 'EBSK'].includes(s.sportCode),
      );
      expect(grouped.length).toBeGreaterThan(0);
      for (const sport of grouped) {
        const kinds = new Set(sport.eventPaths.map((p) => p.kind));
        expect(kinds, sport.sportCode).toEqual(new Set(['category', 'league']));
      }
      const football = livePage.sports.find((s) => s.sportCode === 'FOOT');
      for (const p of football?.eventPaths ?? []) expect(['country', 'league']).toContain(p.kind);
    });

    it('answers the live calls, the event path tree and the odds ladder', async () => {
      const inject = (url: string) => h.app.inject({ method: 'GET', url });
      const live = LiveEventsPage.parse((await inject(ENDPOINTS.catalog.liveEvents.path)).json());
      expect(live.eventsPerPage).toBe(50);
      for (const e of live.events) {
        expect(e.isLive || Date.parse(e.startTime) > TEST_NOW.getTime()).toBe(true);
        expectQueryRules(e.markets);
      }
      const livePage = LivePage.parse((await inject(ENDPOINTS.catalog.livePage.path)).json());
      for (const sport of livePage.sports) expect(sport.events.length).toBeLessThanOrEqual(50);
      const liveEvent = live.events[0];
      if (liveEvent) {
        const res = await inject(
          buildPath(ENDPOINTS.catalog.livePageMarkets.path, { id: liveEvent.id }),
        );
        expectQueryRules(LivePageMarkets.parse(res.json()).markets);
      }
      const tree = EventPathTree.parse((await inject(ENDPOINTS.catalog.eventPathTree.path)).json());
      const football = tree.sports.find((s) => s.id === 240);
      expect(football?.eventCount).toBeGreaterThanOrEqual(40);
      const ladder = OddsLadderAndMargins.parse(
        (
          await inject(buildPath(ENDPOINTS.catalog.oddsLadderAndMargins.path, { version: 1 }))
        ).json(),
      );
      expect(ladder.odds.length).toBeGreaterThan(100);
    });
  });
});
