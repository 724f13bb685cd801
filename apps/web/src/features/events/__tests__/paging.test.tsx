import { initialLiveFilterState } from '@touchline/betting';
import type { Event, LiveEvent } from '@touchline/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubPlatform, type RecordedCall } from '../../../shared/testing/fetch-routes';
import { makeFootballEvent } from '../../../shared/testing/fixtures';
import { jsonResponse, renderWithClient } from '../../../shared/testing/render-with-client';
import { EventList } from '../components/event-list';
import { LiveList } from '../components/live-list';
import { usePagedEvents, type EventPaging } from '../components/use-paged-events';
import { useLiveFilterStore } from '../store/live-filter-store';
import { asLive, chooseSettings, renderSlot, renderWithSite, repriced } from './market-fixtures';

/** Match n: kicks off n minutes after the first, so the list keeps the platform's order. */
function fixture(n: number): LiveEvent {
  const start = new Date(Date.UTC(2030, 4, 4, 12, n)).toISOString();
  return asLive(
    makeFootballEvent({
      id: n,
      home: `Home${n}`,
      away: `Away${n}`,
      prices: [2, 3, 4],
      startTime: start,
    }),
  );
}

const ALL = Array.from({ length: 60 }, (_, i) => fixture(i + 1));

const shownMatches = () => screen.queryAllByRole('link', { name: / v / });

/** What the live hook was last asked to follow (the pages' events are subscribed like the first). */
let followed: readonly number[] = [];

/**
 * The caller's live hook: follows the events it is given and, as the feed would, has moved the
 * first match's home price to 1.50 since the first page was read.
 */
function useFakeLive<E extends Event>(events: readonly E[]): readonly E[] {
  followed = events.map((e) => e.id);
  return events.map((e) => (e.id === 1 ? (repriced(e, 1001, 1.5) as E) : e));
}

function PagedPrematch({ first, paging }: { first: readonly Event[]; paging: EventPaging }) {
  const { events, more } = usePagedEvents(first, paging, useFakeLive);
  return <EventList events={events} renderOutcome={renderSlot} more={more} />;
}

function PagedLive({ first, paging }: { first: readonly LiveEvent[]; paging: EventPaging }) {
  const { events, more } = usePagedEvents(first, paging, useFakeLive);
  return <LiveList events={events} renderOutcome={renderSlot} more={more} />;
}

const queryOf = (call: RecordedCall | undefined) =>
  Object.fromEntries(new URL(call?.url ?? '', 'http://localhost').searchParams);

/** The platform's events call over `total` events, paged as asked. */
function prematchRoute(total: number) {
  return {
    method: 'GET',
    path: '/xapi/rest/events',
    reply: (call: RecordedCall) => {
      const q = queryOf(call);
      const page = Number(q.page);
      const size = Number(q.eventsPerPage);
      const events = ALL.slice(0, total).slice((page - 1) * size, page * size);
      return jsonResponse({ page, eventsPerPage: size, totalEvents: total, events });
    },
  };
}

const PREMATCH: EventPaging = {
  source: { kind: 'prematch', pathIds: [240], window: null, eventsPerPage: 20 },
  eventsPerPage: 20,
  totalEvents: 45,
};

beforeEach(() => {
  chooseSettings({ layout: 'euro' });
  useLiveFilterStore.setState({ state: initialLiveFilterState });
  followed = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('"Show more" on a pre-match list (pages of 20)', () => {
  it('loads the next page with the same query, says how many more, and stops at the end', async () => {
    const platform = stubPlatform([prematchRoute(45)]);
    const { user } = renderWithClient(<PagedPrematch first={ALL.slice(0, 20)} paging={PREMATCH} />);
    expect(shownMatches()).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: 'Show 20 more events' }));
    await waitFor(() => expect(shownMatches()).toHaveLength(40));
    expect(queryOf(platform.callsTo('/xapi/rest/events')[0])).toMatchObject({
      periodType: 'PRE_MATCH',
      eventPathIds: '240',
      includeMarkets: 'true',
      eventsPerPage: '20',
      page: '2',
    });

    await user.click(screen.getByRole('button', { name: 'Show 5 more events' }));
    await waitFor(() => expect(shownMatches()).toHaveLength(45));
    expect(queryOf(platform.callsTo('/xapi/rest/events')[1])).toMatchObject({ page: '3' });
    expect(screen.queryByRole('button', { name: /more event/ })).not.toBeInTheDocument();
    expect(platform.callsTo('/xapi/rest/events')).toHaveLength(2);
  });

  it('hands the new page to the live hook and keeps the live prices of the first', async () => {
    stubPlatform([prematchRoute(45)]);
    const { user } = renderWithClient(<PagedPrematch first={ALL.slice(0, 20)} paging={PREMATCH} />);
    expect(screen.getByRole('button', { name: 'Home1 1.50' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show 20 more events' }));
    await waitFor(() => expect(followed).toHaveLength(40));
    expect(followed).toEqual(ALL.slice(0, 40).map((e) => e.id));
    expect(screen.getByRole('button', { name: 'Home1 1.50' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home40 v Away40' })).toBeInTheDocument();
  });

  it('keeps the pages shown when the server sends the first page again (a refresh)', async () => {
    stubPlatform([prematchRoute(45)]);
    const user = userEvent.setup();
    const { rerender } = renderWithSite(
      <PagedPrematch first={ALL.slice(0, 20)} paging={PREMATCH} />,
    );
    await user.click(screen.getByRole('button', { name: 'Show 20 more events' }));
    await waitFor(() => expect(shownMatches()).toHaveLength(40));
    // The refreshed first page: one match gone in play, a new one in its place.
    const refreshed = [...ALL.slice(1, 20), ALL[44] as LiveEvent];
    rerender(<PagedPrematch first={refreshed} paging={{ ...PREMATCH, totalEvents: 44 }} />);
    expect(shownMatches()).toHaveLength(40);
    expect(screen.queryByRole('link', { name: 'Home1 v Away1' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home45 v Away45' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show 4 more events' })).toBeInTheDocument();
  });

  it('offers no button when the first page holds every event', () => {
    stubPlatform([prematchRoute(12)]);
    renderWithClient(
      <PagedPrematch first={ALL.slice(0, 12)} paging={{ ...PREMATCH, totalEvents: 12 }} />,
    );
    expect(shownMatches()).toHaveLength(12);
    expect(screen.queryByRole('button', { name: /more event/ })).not.toBeInTheDocument();
  });

  it('says so when a page cannot be read, and reads it again on the next press', async () => {
    let fail = true;
    const ok = prematchRoute(45);
    stubPlatform([
      {
        method: 'GET',
        path: '/xapi/rest/events',
        reply: (call: RecordedCall) =>
          fail ? jsonResponse({ code: 'UNAVAILABLE', message: 'down' }, 503) : ok.reply(call),
      },
    ]);
    const { user } = renderWithClient(<PagedPrematch first={ALL.slice(0, 20)} paging={PREMATCH} />);
    await user.click(screen.getByRole('button', { name: 'Show 20 more events' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More events could not be loaded');
    expect(shownMatches()).toHaveLength(20);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Show 20 more events' }));
    await waitFor(() => expect(shownMatches()).toHaveLength(40));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('"Show more" on the live list (pages of 50)', () => {
  it('reads the live call’s next page and joins it to the list and its filter', async () => {
    const platform = stubPlatform([
      {
        method: 'GET',
        path: '/xapi/rest/live/events',
        reply: jsonResponse({
          page: 2,
          eventsPerPage: 50,
          totalEvents: 60,
          sports: [],
          events: ALL.slice(50, 60),
        }),
      },
    ]);
    const paging: EventPaging = {
      source: { kind: 'live', sportId: 240 },
      eventsPerPage: 50,
      totalEvents: 60,
    };
    const { user } = renderWithClient(<PagedLive first={ALL.slice(0, 50)} paging={paging} />);
    expect(shownMatches()).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Show 10 more events' }));
    await waitFor(() => expect(shownMatches()).toHaveLength(60));
    expect(queryOf(platform.callsTo('/xapi/rest/live/events')[0])).toMatchObject({
      allBettableEvents: 'true',
      sportIds: '240',
      page: '2',
    });
    expect(followed).toHaveLength(60);
    expect(screen.queryByRole('button', { name: /more event/ })).not.toBeInTheDocument();
  });
});
