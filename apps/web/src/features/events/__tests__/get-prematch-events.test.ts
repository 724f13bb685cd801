import { ENDPOINTS } from '@touchline/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverEnv } from '../../../shared/config/server-env';
import { jsonResponse } from '../../../shared/testing/render-with-client';
import { EVENTS_LOAD_ERROR, getPrematchEvents } from '../api/get-prematch-events';
import { FOOTBALL } from '../sports';

const EMPTY_PAGE = { page: 1, eventsPerPage: 20, totalEvents: 0, events: [] };

function requestOf(fetchMock: ReturnType<typeof vi.fn>) {
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return { url, headers: init.headers as Record<string, string> };
}

describe('the pre-match list (server component call)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('calls the platform itself with the events query and the /xapi/ decoration', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(EMPTY_PAGE)));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getPrematchEvents(FOOTBALL, 'en')).resolves.toEqual({
      ok: true,
      value: EMPTY_PAGE,
    });
    const { url, headers } = requestOf(fetchMock);
    expect(url).toBe(
      `${serverEnv().platformUrl}${ENDPOINTS.catalog.events.path}` +
        '?periodType=PRE_MATCH&eventPathIds=240&includeMarkets=true&eventsPerPage=20&page=1&l=en',
    );
    expect(headers).toMatchObject({
      'X-Accept-Language': 'en',
      'X-SB-Brand': 'touchline',
      'X-LVS-PriceFormat': 'euro',
    });
    expect(headers).not.toHaveProperty('Authorization');
  });

  it('answers a failed or malformed answer as the page’s error text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ code: 'INTERNAL', message: 'x' }, 500))),
    );
    await expect(getPrematchEvents(FOOTBALL, 'en')).resolves.toEqual({
      ok: false,
      error: EVENTS_LOAD_ERROR,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ events: 'nope' }))),
    );
    await expect(getPrematchEvents(FOOTBALL, 'en')).resolves.toEqual({
      ok: false,
      error: EVENTS_LOAD_ERROR,
    });
  });
});
