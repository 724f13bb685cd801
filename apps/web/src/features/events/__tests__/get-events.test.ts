import { ENDPOINTS } from '@touchline/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverEnv } from '../../../shared/config/server-env';
import { jsonResponse } from '../../../shared/testing/render-with-client';
import { getEventPathTree, resetEventPathTreeCache } from '../api/get-event-path-tree';
import { getCoupon } from '../api/get-coupon';
import {
  getEvent,
  getEventsUnder,
  getLiveEvents,
  PREMATCH_EVENTS_PER_PAGE,
} from '../api/get-events';

const EMPTY_PAGE = { page: 1, eventsPerPage: 100, totalEvents: 0, events: [] };

function stubFetch(body: unknown, status = 200) {
  const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(body, status)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The query of the n-th call, as the platform reads it. */
function queryOf(fetchMock: ReturnType<typeof vi.fn>, call = 0): URLSearchParams {
  const [url] = fetchMock.mock.calls[call] as unknown as [string];
  return new URL(url).searchParams;
}

describe('the catalogue reads of the browsing pages (server side)', () => {
  beforeEach(() => {
    resetEventPathTreeCache();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('a competition asks for the pre-match events under its event paths', async () => {
    const fetchMock = stubFetch(EMPTY_PAGE);
    await expect(getEventsUnder([10, 11], 'en')).resolves.toEqual({ ok: true, value: EMPTY_PAGE });
    const query = queryOf(fetchMock);
    expect(query.get('periodType')).toBe('PRE_MATCH');
    expect(query.get('eventPathIds')).toBe('10,11');
    expect(query.get('includeMarkets')).toBe('true');
    expect(query.has('dateFrom')).toBe(false);
  });

  it('fixtures ask within a window and across every sport', async () => {
    const fetchMock = stubFetch(EMPTY_PAGE);
    const from = new Date('2030-05-04T12:00:00.000Z');
    await getEventsUnder([], 'en', { from, to: new Date('2030-05-05T12:00:00.000Z') });
    const query = queryOf(fetchMock);
    expect(query.has('eventPathIds')).toBe(false);
    expect(query.get('dateFrom')).toBe('2030-05-04T12:00:00.000Z');
    expect(query.get('dateTo')).toBe('2030-05-05T12:00:00.000Z');
  });

  it('the sport page asks for its first page of 20 (spec §9), other lists for 100', async () => {
    const fetchMock = stubFetch(EMPTY_PAGE);
    await getEventsUnder([240], 'en', null, PREMATCH_EVENTS_PER_PAGE);
    expect(queryOf(fetchMock).get('eventsPerPage')).toBe('20');
    expect(queryOf(fetchMock).get('page')).toBe('1');
    await getEventsUnder([240], 'en');
    expect(queryOf(fetchMock, 1).get('eventsPerPage')).toBe('100');
  });

  it('an event the platform does not know is notFound; other failures unavailable', async () => {
    const fetchMock = stubFetch({ code: 'NOT_FOUND', message: 'no event 9' }, 404);
    await expect(getEvent(9, 'en')).resolves.toEqual({ ok: false, error: 'notFound' });
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url.startsWith(`${serverEnv().platformUrl}/xapi/rest/events/9`)).toBe(true);
    stubFetch({ code: 'INTERNAL', message: 'x' }, 500);
    await expect(getEvent(9, 'en')).resolves.toEqual({ ok: false, error: 'unavailable' });
  });

  it('live events of one sport ask with its id', async () => {
    const fetchMock = stubFetch({
      page: 1,
      eventsPerPage: 50,
      totalEvents: 0,
      sports: [],
      events: [],
    });
    await expect(getLiveEvents('en', 227)).resolves.toMatchObject({ ok: true });
    expect(queryOf(fetchMock).get('sportIds')).toBe('227');
    expect(queryOf(fetchMock).get('allBettableEvents')).toBe('true');
  });

  it('the tree is read once a minute per language, and a failure is not kept', async () => {
    const tree = { periodType: 'PRE_MATCH', sports: [] };
    const fetchMock = stubFetch(tree);
    await expect(getEventPathTree('prematch', 'en')).resolves.toEqual({ ok: true, value: tree });
    await getEventPathTree('prematch', 'en');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(
      url.startsWith(`${serverEnv().platformUrl}${ENDPOINTS.catalog.eventPathTree.path}`),
    ).toBe(true);
    await getEventPathTree('outrights', 'en');
    expect(queryOf(fetchMock, 1).get('eventTypeFilter')).toBe('RANKEVENT');

    resetEventPathTreeCache();
    stubFetch({ code: 'INTERNAL', message: 'x' }, 500);
    await expect(getEventPathTree('prematch', 'es')).resolves.toEqual({
      ok: false,
      error: 'unavailable',
    });
    const again = stubFetch(tree);
    await getEventPathTree('prematch', 'es');
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('a malformed coupon id is unknown without asking', async () => {
    const fetchMock = stubFetch({});
    await expect(getCoupon('../../etc', 'en')).resolves.toEqual({ ok: false, error: 'notFound' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
  it('a coupon is asked for with its member coupons (coupon_info=true)', async () => {
    const fetchMock = stubFetch({}, 404);
    await getCoupon('football-today', 'en');
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(new URL(url).pathname).toBe('/api/coupons/football-today');
    expect(queryOf(fetchMock).get('coupon_info')).toBe('true');
  });
});
