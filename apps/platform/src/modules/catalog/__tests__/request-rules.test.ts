import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EventsPage, ENDPOINTS, buildPath } from '@touchline/contract';
import { dbTargets } from '../../../test/targets';
import { encodeBatch } from '../../../bus/change-batch';
import { E, M, NOW } from './card-fixtures';
import { expectBadRequest, useCatalogPlatform } from './catalog-harness';

/** One URL of every catalogue call. */
const CALLS = [
  `${ENDPOINTS.catalog.events.path}?ids=${E.rules}&includeMarkets=true`,
  `${ENDPOINTS.catalog.nextEvents.path}?ids=${E.rules}`,
  buildPath(ENDPOINTS.catalog.event.path, { id: E.rules }),
  buildPath(ENDPOINTS.catalog.market.path, { id: M.wdw }),
  `${ENDPOINTS.catalog.liveEvents.path}?sportIds=240`,
  ENDPOINTS.catalog.livePage.path,
  buildPath(ENDPOINTS.catalog.livePageSport.path, { id: 240 }),
  buildPath(ENDPOINTS.catalog.livePageMarkets.path, { id: E.liveFootball }),
  ENDPOINTS.catalog.eventPathTree.path,
  buildPath(ENDPOINTS.catalog.oddsLadderAndMargins.path, { version: 1 }),
];

const DECORATION_HEADERS = {
  'x-accept-language': 'en-GB,en;q=0.9',
  'x-sb-brand': 'touchline',
  'x-sb-origin': 'MOBILE',
  'x-sb-portalid': 'portal-1',
  'x-lvs-priceformat': 'EURO',
};
const DECORATION_PARAMS = 'l=en&pub=1732262400&mc=mobile&cmsLocale=en_GB';

const withParams = (url: string, params: string) =>
  `${url}${url.includes('?') ? '&' : '?'}${params}`;

describe.each(dbTargets())('catalogue request rules on $name', (target) => {
  const h = useCatalogPlatform(target);

  describe('request decoration (betting-domain §7, shell §7)', () => {
    it.each(CALLS)('%s accepts every decoration header and parameter', async (url) => {
      const plain = await h.get(url);
      expect(plain.statusCode, plain.body).toBe(200);
      const decorated = await h.get(withParams(url, DECORATION_PARAMS), DECORATION_HEADERS);
      expect(decorated.statusCode, decorated.body).toBe(200);
      expect(decorated.json()).toEqual(plain.json());
    });

    it.each([
      ['x-lvs-priceformat', 'FRACTIONS'],
      ['x-sb-origin', 'MO BILE'],
      ['x-sb-portalid', 'x'.repeat(65)],
      ['x-accept-language', 'en GB'],
    ])('a malformed %s header is a 400 naming it', async (header, value) => {
      for (const url of CALLS) expectBadRequest(await h.get(url, { [header]: value }), header);
    });

    it.each([
      ['l=12', 'l'],
      ['mc=tv', 'mc'],
      ['pub=yesterday', 'pub'],
      ['cmsLocale=english!', 'cmsLocale'],
    ])('%s is a 400 naming %s on every call', async (params, field) => {
      for (const url of CALLS) expectBadRequest(await h.get(withParams(url, params)), field);
    });

    it('reads empty values as absent and a repeated parameter as a comma list', async () => {
      const empty = await h.get(
        `${ENDPOINTS.catalog.events.path}?periodType=&dateFrom=&dateTo=&page=&eventsPerPage=&ids=${E.rules}&marketStatus=`,
      );
      expect(empty.statusCode, empty.body).toBe(200);
      expect(EventsPage.parse(empty.json()).eventsPerPage).toBe(20);
      const repeated = EventsPage.parse(
        (await h.get(`${ENDPOINTS.catalog.events.path}?ids=${E.rules}&ids=${E.race}`)).json(),
      );
      expect(repeated.events.map((e) => e.id).sort()).toEqual([E.rules, E.race].sort());
      const escaped = EventsPage.parse(
        (await h.get(`${ENDPOINTS.catalog.events.path}?ids=${E.rules}%2C${E.race}`)).json(),
      );
      expect(escaped.events).toHaveLength(2);
    });
  });

  describe('bad input is a 400 naming the parameter, never a 500', () => {
    it.each([
      ['dateFrom=2026-02-30T00:00:00Z', 'dateFrom'],
      ['dateTo=2026-11-22', 'dateTo'],
      ['dateFrom=2026-11-25T00:00:00Z&dateTo=2026-11-24T00:00:00Z', 'dateFrom'],
      ['eventsPerPage=0', 'eventsPerPage'],
      ['eventsPerPage=-20', 'eventsPerPage'],
      ['eventsPerPage=201', 'eventsPerPage'],
      ['eventsPerPage=1e3', 'eventsPerPage'],
      ['eventsPerPage=99999999999', 'eventsPerPage'],
      ['page=0', 'page'],
      ['page=10001', 'page'],
      ['periodType=LIVE', 'periodType'],
      ['periodType=PRE_MATCH&periodType=IN_RUNNING', 'periodType'],
      ['periodTypeIds=1,7', 'periodTypeIds'],
      ['ids=1,,2', 'ids'],
      ['ids=99999999999999999', 'ids'],
      ['eventPathIds=240;227', 'eventPathIds'],
      ['marketTypeIds=3000000000', 'marketTypeIds'],
      ['marketStatus=LTS', 'marketStatus'],
      ['bettable=TRUE', 'bettable'],
      ['sortByEventpath=1', 'sortByEventpath'],
    ])(`${ENDPOINTS.catalog.events.path}?%s names %s`, async (query, field) => {
      expectBadRequest(await h.get(`${ENDPOINTS.catalog.events.path}?${query}`), field);
    });

    it.each(CALLS)('%s refuses a query over 2000 encoded characters', async (url) => {
      const long = withParams(url, `z=${'9'.repeat(2001)}`);
      expectBadRequest(await h.get(long), 'more than 2000');
    });

    const names = fc.constantFrom(
      'bettable',
      'marketStatus',
      'marketStatuses',
      'periodType',
      'includeMarkets',
      'lightWeightResponse',
      'eventPathIds',
      'eventsPerPage',
      'page',
      'dateFrom',
      'dateTo',
      'ids',
      'sortByEventpath',
      'marketTypeIds',
      'periodTypeIds',
      'sportGroups',
      'eventTypeFilter',
      'sportCode',
      'allBettableEvents',
      'onlySports',
      'l',
      'pub',
    );
    const values = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('true', 'false', 'OPEN,SUSPENDED', 'REGULAR,ESPORTS', '-1', '0', '1e9'),
      fc.integer({ min: -1e12, max: 1e18 }).map(String),
      fc.array(fc.nat({ max: 2 ** 40 }), { maxLength: 5 }).map((a) => a.join(',')),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    );

    it('random parameters on every listing answer 200 or a 400 {code, message}', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(
            ENDPOINTS.catalog.events.path,
            ENDPOINTS.catalog.liveEvents.path,
            ENDPOINTS.catalog.eventPathTree.path,
            buildPath(ENDPOINTS.catalog.event.path, { id: E.rules }),
          ),
          fc.dictionary(names, values, { maxKeys: 5 }),
          async (path, params) => {
            const res = await h.get(`${path}?${new URLSearchParams(params).toString()}`);
            expect([200, 400]).toContain(res.statusCode);
            if (res.statusCode === 400) {
              expect(res.json()).toMatchObject({ code: 'INVALID_REQUEST' });
            }
          },
        ),
        { numRuns: 120 },
      );
    });
  });

  describe('cached pages (page-cache.ts)', () => {
    it('serve the same answer until the feed announces a change', async () => {
      const url = `${ENDPOINTS.catalog.events.path}?ids=${E.rules}&includeMarkets=true`;
      const price = async () =>
        EventsPage.parse((await h.get(url)).json()).events[0]?.markets[0]?.outcomes[0]
          ?.consolidatedPrice;
      expect((await price())?.currentPrice.decimal).toBe(2.1);
      const [first] = await h.db.query<{ id: number }>(
        'SELECT id FROM outcomes WHERE market_id = $1 ORDER BY ordinal_position LIMIT 1',
        [M.wdw],
      );
      await h.db.query(
        `UPDATE outcomes SET prev_price = price, price = 2.25, price_version = price_version + 1
          WHERE id = $1`,
        [first?.id],
      );
      expect((await price())?.currentPrice.decimal).toBe(2.1);
      h.invalidate();
      const after = await price();
      expect(after?.currentPrice).toMatchObject({ decimal: 2.25, id: 2 });
      expect(after?.penultimatePrice).toMatchObject({ decimal: 2.1 });
    });

    it('a tick of in-play changes leaves pre-match pages cached; a pre-match change does not', async () => {
      const url = `${ENDPOINTS.catalog.events.path}?ids=${E.race}&includeMarkets=true`;
      const price = async (u: string) =>
        EventsPage.parse((await h.get(u)).json()).events[0]?.markets[0]?.outcomes[0]
          ?.consolidatedPrice.currentPrice.decimal;
      const prematchUrl = `${url}&periodType=PRE_MATCH`;
      expect(await price(prematchUrl)).toBe(3.5);
      expect(await price(url)).toBe(3.5);
      await h.db.query(
        `UPDATE outcomes SET price = 3.75 WHERE market_id = $1 AND ordinal_position = 1`,
        [M.raceWin],
      );
      const batch = (live: boolean) =>
        encodeBatch({
          prev: 0,
          changes: [{ cursor: 1, eventId: E.race, sportId: 364, live, message: '{}' }],
        });
      h.platform.ctx.bus.publish('feed.changes', batch(true));
      // The pre-match page holds no event in play: still cached. The mixed page is recomputed.
      expect(await price(prematchUrl)).toBe(3.5);
      expect(await price(url)).toBe(3.75);
      h.platform.ctx.bus.publish('feed.changes', batch(false));
      expect(await price(prematchUrl)).toBe(3.75);
    });

    it('follow the platform clock: a match that kicked off is no longer pre-match', async () => {
      const url = `${ENDPOINTS.catalog.events.path}?periodType=PRE_MATCH&eventsPerPage=5`;
      expect(EventsPage.parse((await h.get(url)).json()).events[0]?.id).toBe(E.soon);
      h.setNow(new Date(NOW.getTime() + 10 * 60_000));
      try {
        expect(EventsPage.parse((await h.get(url)).json()).events[0]?.id).not.toBe(E.soon);
      } finally {
        h.setNow(NOW);
      }
    });
  });
});
