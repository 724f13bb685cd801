import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_FAVOURITES, type LiveEvent } from '@touchline/contract';
import { Favourites, FavouritesLive } from '../../app/[locale]/(site)/_components/favourites';
import { LiveConnectionProvider } from '../features/live';
import {
  harness,
  makeLiveEvent,
  settle,
  type Harness,
} from '../features/live/__tests__/live-test-kit';
import { useFavouritesStore } from '../shared/favourites';
import { stubPlatform, type RecordedCall } from '../shared/testing/fetch-routes';
import { jsonResponse, renderWithClient } from '../shared/testing/render-with-client';
import { resetSharedSessionState } from '../shared/testing/reset-session';

// The Favourites page and the favourites live page as a logged-out player sees them: the list
// is the browser's, the events come from the platform's events call, prices kept live.

const upcoming = (spec: Parameters<typeof makeLiveEvent>[0]): LiveEvent =>
  makeLiveEvent(spec, {
    isLive: false,
    clock: null,
    scores: [],
    match: { status: 'NOT_STARTED', wentLiveAt: null, finishedAt: null },
  });

const STARRED = upcoming({
  id: 1,
  home: 'Millbrook Athletic',
  away: 'Westholm Villa',
  prices: [2.1, 3.4, 3.25],
  league: 'Championship',
  leagueId: 11,
});
const LEAGUE_LIVE = makeLiveEvent({
  id: 2,
  home: 'Ashford',
  away: 'Milton',
  prices: [1.8, 3.5, 4.2],
  league: 'Premier League',
  leagueId: 20,
});
const LEAGUE_NEXT = upcoming({
  id: 3,
  home: 'Kingsmoor',
  away: 'Harbour City',
  prices: [1.95, 3.6, 3.9],
  league: 'Premier League',
  leagueId: 20,
  startTime: '2030-05-05T14:00:00.000Z',
});

const page = (events: readonly LiveEvent[]) =>
  jsonResponse({ page: 1, eventsPerPage: 200, totalEvents: events.length, events });

function eventsReply(call: RecordedCall) {
  const query = new URLSearchParams(call.url.split('?')[1] ?? '');
  if (query.get('ids') === '1') return page([STARRED]);
  if (query.get('eventPathIds') === '20') return page([LEAGUE_LIVE, LEAGUE_NEXT]);
  return page([]);
}

let h: Harness | undefined;
beforeEach(() => {
  resetSharedSessionState();
  window.localStorage.clear();
  useFavouritesStore.setState({ guest: EMPTY_FAVOURITES, account: null });
});
afterEach(() => {
  h?.connection.dispose();
  h = undefined;
});

async function renderPage(ui: React.ReactNode) {
  h = harness();
  const platform = stubPlatform([{ method: 'GET', path: '/xapi/rest/events', reply: eventsReply }]);
  const result = renderWithClient(
    <LiveConnectionProvider connection={h.connection}>{ui}</LiveConnectionProvider>,
  );
  await act(() => settle());
  return { ...result, platform };
}

const eventLink = (name: string) => screen.queryByRole('link', { name });

describe('the Favourites page', () => {
  it('says how it fills while there are no favourites, and reads nothing', async () => {
    const { platform } = await renderPage(<Favourites />);
    expect(await screen.findByText('No favourites yet')).toBeInTheDocument();
    expect(platform.calls).toHaveLength(0);
  });

  it('shows the starred events and the starred leagues’ events, live ones first', async () => {
    useFavouritesStore.setState({ guest: { events: [1], leagues: [20] } });
    const { platform } = await renderPage(<Favourites />);
    await waitFor(() => expect(eventLink('Millbrook Athletic v Westholm Villa')).not.toBeNull());
    expect(eventLink('Ashford v Milton')).not.toBeNull();
    expect(eventLink('Kingsmoor v Harbour City')).not.toBeNull();
    // The live one with its score, before the ones to come.
    const links = screen
      .getAllByRole('link')
      .map((a) => a.textContent)
      .filter((text) => text?.includes(' v '));
    expect(links[0]).toBe('Ashford v Milton');
    expect(screen.getByText('2 – 1', { exact: false })).toBeInTheDocument();
    // Prices are there to bet with.
    expect(screen.getAllByRole('button', { name: /Millbrook Athletic/ }).length).toBeGreaterThan(1);
    // The starred event's and league's stars are pressed; the others are not.
    expect(
      screen.getByRole('button', {
        name: 'Remove Millbrook Athletic v Westholm Villa from favourites',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByRole('button', { name: 'Add Kingsmoor v Harbour City to favourites' }),
    ).toHaveAttribute('aria-pressed', 'false');
    const leagueStars = screen.getAllByRole('button', {
      name: 'Remove England · Premier League from favourites',
    });
    expect(leagueStars.length).toBeGreaterThan(0);
    // One read for the starred events, one for the starred leagues.
    const reads = platform.calls.map((c) => new URLSearchParams(c.url.split('?')[1]));
    expect(reads.map((q) => q.get('ids') ?? q.get('eventPathIds')).sort()).toEqual(['1', '20']);
    expect(screen.getByRole('link', { name: 'Live favourites (1)' })).toHaveAttribute(
      'href',
      '/en/live/sport/10000-FAVOURITES',
    );
  });

  it('drops an event at once when its star is taken back', async () => {
    useFavouritesStore.setState({ guest: { events: [1], leagues: [20] } });
    const { user } = await renderPage(<Favourites />);
    const star = await screen.findByRole('button', {
      name: 'Remove Millbrook Athletic v Westholm Villa from favourites',
    });
    await user.click(star);
    await waitFor(() => expect(eventLink('Millbrook Athletic v Westholm Villa')).toBeNull());
    expect(eventLink('Kingsmoor v Harbour City')).not.toBeNull();
    expect(useFavouritesStore.getState().guest).toEqual({ events: [], leagues: [20] });
  });
});

describe('the favourites live page', () => {
  it('shows only the favourites in play', async () => {
    useFavouritesStore.setState({ guest: { events: [1], leagues: [20] } });
    await renderPage(<FavouritesLive />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Live favourites' })).toBeVisible();
    await waitFor(() => expect(eventLink('Ashford v Milton')).not.toBeNull());
    expect(eventLink('Millbrook Athletic v Westholm Villa')).toBeNull();
    expect(eventLink('Kingsmoor v Harbour City')).toBeNull();
  });

  it('says when none of them is live', async () => {
    useFavouritesStore.setState({ guest: { events: [1], leagues: [] } });
    await renderPage(<FavouritesLive />);
    const note = await screen.findByText('None of your favourites is live right now');
    expect(within(note.parentElement ?? document.body).getByText(/appear here/)).toBeVisible();
  });
});
