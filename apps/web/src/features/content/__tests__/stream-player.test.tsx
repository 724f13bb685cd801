import { screen, waitFor } from '@testing-library/react';
import { ENDPOINTS, type LiveEvent } from '@touchline/contract';
import type * as NextNavigation from 'next/navigation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useT } from '../../../shared/site/site-context';
import { makeFootballEvent } from '../../../shared/testing/fixtures';
import { pathOf, stubPlatform } from '../../../shared/testing/fetch-routes';
import { jsonResponse, renderWithClient } from '../../../shared/testing/render-with-client';
import { eventIdOfPagePath, eventStreamFeeds, StreamPlayer } from '../index';

const navigation = vi.hoisted(() => ({ pathname: '/en' }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof NextNavigation>()),
  usePathname: () => navigation.pathname,
}));

afterEach(() => {
  navigation.pathname = '/en';
});

const eventsPath = pathOf(ENDPOINTS.catalog.events);

function event(overrides: Partial<LiveEvent> = {}): LiveEvent {
  return {
    ...makeFootballEvent({ id: 123, home: 'Northbridge', away: 'Eastport', prices: [2, 3, 4] }),
    markets: [],
    eventType: 'GAMEEVENT',
    isOutright: false,
    sportGroup: 'REGULAR',
    clock: null,
    isFinished: false,
    scores: [],
    sets: null,
    scoresPerPeriod: [],
    match: { status: 'NOT_STARTED', wentLiveAt: null, finishedAt: null },
    cricketOutcomes: [],
    liveOpenMarketCount: 1,
    currentPeriod: null,
    currentPeriodAbbreviation: null,
    currentPeriodNumber: null,
    ...overrides,
  };
}

const page = (events: readonly LiveEvent[]) =>
  jsonResponse({ page: 1, eventsPerPage: 20, totalEvents: events.length, events });

function Slot() {
  return <StreamPlayer t={useT()} />;
}

describe('StreamPlayer (spec shell §2 live-stream player)', () => {
  it('shows a live event’s stream slot with its provider fields', async () => {
    navigation.pathname = '/en/live/123-northbridge-v-eastport';
    const platform = stubPlatform([
      {
        method: 'GET',
        path: eventsPath,
        reply: page([event({ isLive: true, liveStreaming: true, streamingPMId: 'PM-8812' })]),
      },
    ]);
    renderWithClient(<Slot />);

    const slot = await screen.findByRole('region', { name: 'Live stream' });
    expect(slot).toHaveTextContent('ProviderPerform');
    expect(slot).toHaveTextContent('Stream IDPM-8812');
    expect(slot).toHaveTextContent('The stream is not available.');
    // No player: no provider's player is configured.
    expect(slot.querySelector('video, iframe')).toBeNull();
    const url = new URL(platform.callsTo(eventsPath)[0]!.url, 'http://x');
    expect(url.searchParams.get('ids')).toBe('123');
    expect(url.searchParams.get('includeMarkets')).toBe('false');
  });

  it('shows every provider of a pre-match event, which streams once it goes live', async () => {
    navigation.pathname = '/es/events/123-northbridge-v-eastport';
    stubPlatform([
      {
        method: 'GET',
        path: eventsPath,
        reply: page([
          event({ liveStreaming: true, streamingPMId: 'PM-1', streamingIMGId: 'IMG-77' }),
        ]),
      },
    ]);
    renderWithClient(<Slot />);

    const slot = await screen.findByRole('region', { name: 'Live stream' });
    expect(slot).toHaveTextContent('ProviderPerform');
    expect(slot).toHaveTextContent('ProviderIMG');
    expect(slot).toHaveTextContent('Stream IDIMG-77');
    expect(slot).toHaveTextContent('The stream starts when the event goes live.');
  });

  it.each<[string, Partial<LiveEvent>]>([
    ['does not stream', { liveStreaming: false, streamingPMId: 'PM-1' }],
    ['streams with no provider id', { liveStreaming: true, streamingPMId: '  ' }],
  ])('draws nothing for an event that %s', async (_, overrides) => {
    navigation.pathname = '/en/live/123-northbridge-v-eastport';
    const platform = stubPlatform([
      { method: 'GET', path: eventsPath, reply: page([event({ isLive: true, ...overrides })]) },
    ]);
    const { container } = renderWithClient(<Slot />);
    await waitFor(() => expect(platform.callsTo(eventsPath)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container).toBeEmptyDOMElement();
  });

  it('draws nothing when the event is unknown or cannot be read', async () => {
    navigation.pathname = '/en/events/123-gone';
    const platform = stubPlatform([
      { method: 'GET', path: eventsPath, reply: jsonResponse({ code: 'X', message: 'x' }, 500) },
    ]);
    const { container } = renderWithClient(<Slot />);
    await waitFor(() => expect(platform.callsTo(eventsPath)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container).toBeEmptyDOMElement();
  });

  it('asks for nothing and draws nothing off an event page', () => {
    navigation.pathname = '/en/live/sport/240-FOOT';
    const platform = stubPlatform([]);
    const { container } = renderWithClient(<Slot />);
    expect(container).toBeEmptyDOMElement();
    expect(platform.calls).toHaveLength(0);
  });
});

describe('eventIdOfPagePath', () => {
  it.each<[string, number | null]>([
    ['/events/123-a-v-b', 123],
    ['/live/77-a-v-b?active-coupon=3', 77],
    ['/pt/live/77', 77],
    ['/en/events/123-a-v-b/', 123],
    ['/live/sport', null],
    ['/live/sport/240-FOOT', null],
    ['/events', null],
    ['/sports/240-FOOT', null],
    ['/events/abc', null],
  ])('%s → %s', (path, id) => {
    expect(eventIdOfPagePath(path)).toBe(id);
  });
});

describe('eventStreamFeeds', () => {
  const fields = { liveStreaming: true, streamingPMId: null, streamingIMGId: null };
  it('needs liveStreaming and a provider id', () => {
    expect(eventStreamFeeds(fields)).toEqual([]);
    expect(eventStreamFeeds({ ...fields, liveStreaming: false, streamingIMGId: 'I' })).toEqual([]);
    expect(eventStreamFeeds({ ...fields, streamingPMId: ' P ' })).toEqual([
      { provider: 'perform_desktop', streamId: 'P' },
    ]);
  });
});
