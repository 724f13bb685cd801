import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_FAVOURITES } from '@touchline/contract';
import { useFavouritesStore } from '../../../shared/favourites';
import { useSessionStore } from '../../../shared/session/session-store';
import { jsonOf, stubPlatform } from '../../../shared/testing/fetch-routes';
import { makeSession } from '../../../shared/testing/fixtures';
import { jsonResponse, renderWithClient } from '../../../shared/testing/render-with-client';
import { resetSharedSessionState } from '../../../shared/testing/reset-session';
import { testSite } from '../../../shared/testing/test-site';
import { FavouriteStar } from '../index';

const EVENT = { id: 4101, name: 'Millbrook Athletic v Westholm Villa' };
const FAVOURITES_PATH = '/xapi/rest/accounts/77/favourites';

function star() {
  return <FavouriteStar kind="event" id={EVENT.id} name={EVENT.name} />;
}

function storedGuest(): unknown {
  const raw = window.localStorage.getItem('touchline:favourites');
  return raw === null ? null : JSON.parse(raw);
}

beforeEach(() => {
  resetSharedSessionState();
  window.localStorage.clear();
  useFavouritesStore.setState({ guest: EMPTY_FAVOURITES, account: null });
});
afterEach(() => {
  useSessionStore.setState({ session: null });
});

describe('the favourites star', () => {
  it('stars and unstars an event in the browser when logged out (kept at version 1)', async () => {
    const { user } = renderWithClient(star());
    const add = screen.getByRole('button', {
      name: 'Add Millbrook Athletic v Westholm Villa to favourites',
    });
    expect(add).toHaveAttribute('aria-pressed', 'false');

    await user.click(add);
    const remove = screen.getByRole('button', {
      name: 'Remove Millbrook Athletic v Westholm Villa from favourites',
    });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(storedGuest()).toEqual({
      state: { guest: { events: [EVENT.id], leagues: [] } },
      version: 1,
    });

    await user.click(remove);
    expect(
      screen.getByRole('button', { name: 'Add Millbrook Athletic v Westholm Villa to favourites' }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(storedGuest()).toEqual({ state: { guest: { events: [], leagues: [] } }, version: 1 });
  });

  it('is a keyboard control', async () => {
    const { user } = renderWithClient(star());
    await user.tab();
    expect(
      screen.getByRole('button', { name: /Add Millbrook Athletic v Westholm Villa/ }),
    ).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /Remove Millbrook/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('saves to the player’s account when logged in, and nothing in the browser', async () => {
    const platform = stubPlatform([
      {
        method: 'GET',
        path: FAVOURITES_PATH,
        reply: () => jsonResponse({ events: [], leagues: [] }),
      },
      {
        method: 'POST',
        path: FAVOURITES_PATH,
        reply: () => jsonResponse({ events: [EVENT.id], leagues: [] }),
      },
    ]);
    useSessionStore.setState({ session: makeSession() });
    const { user } = renderWithClient(star());
    await waitFor(() => expect(platform.calls.some((c) => c.method === 'GET')).toBe(true));
    await user.click(screen.getByRole('button', { name: /Add Millbrook/ }));
    expect(screen.getByRole('button', { name: /Remove Millbrook/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const post = platform.calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe(FAVOURITES_PATH);
    expect(post?.headers.Authorization).toBe('Bearer token-abc');
    expect(jsonOf(post)).toEqual({ kind: 'event', id: EVENT.id });
    expect(useFavouritesStore.getState().guest).toEqual({ events: [], leagues: [] });
  });

  it('takes the star back and says so when the platform refuses', async () => {
    stubPlatform([
      {
        method: 'GET',
        path: FAVOURITES_PATH,
        reply: () => jsonResponse({ events: [], leagues: [] }),
      },
      {
        method: 'POST',
        path: FAVOURITES_PATH,
        reply: () => jsonResponse({ code: 'FAVOURITES_LIMIT', message: 'At most 200' }, 409),
      },
    ]);
    useSessionStore.setState({ session: makeSession() });
    const { user } = renderWithClient(star());
    await user.click(screen.getByRole('button', { name: /Add Millbrook/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Add Millbrook/ })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
  });

  it('merges the logged-out favourites into the account on login and empties the browser’s', async () => {
    useFavouritesStore.setState({ guest: { events: [EVENT.id, 12], leagues: [30] } });
    const platform = stubPlatform([
      {
        method: 'GET',
        path: FAVOURITES_PATH,
        reply: () => jsonResponse({ events: [12, 9], leagues: [] }),
      },
      {
        method: 'PUT',
        path: FAVOURITES_PATH,
        reply: (call) => jsonResponse(jsonOf(call)),
      },
    ]);
    renderWithClient(star());
    expect(screen.getByRole('button', { name: /Remove Millbrook/ })).toBeInTheDocument();
    act(() => {
      useSessionStore.setState({ session: makeSession() });
    });
    await waitFor(() => expect(platform.calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = platform.calls.find((c) => c.method === 'PUT');
    expect(jsonOf(put)).toEqual({ events: [12, 9, EVENT.id], leagues: [30] });
    await waitFor(() =>
      expect(useFavouritesStore.getState().guest).toEqual({ events: [], leagues: [] }),
    );
    expect(useFavouritesStore.getState().account).toEqual({
      accountId: 77,
      list: { events: [12, 9, EVENT.id], leagues: [30] },
    });
    // Still starred: kept through the login.
    expect(screen.getByRole('button', { name: /Remove Millbrook/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('is not there when the brand has favourites off', () => {
    const site = testSite();
    renderWithClient(
      star(),
      testSite({
        settings: {
          ...site.settings,
          web: { ...site.settings.web, enable_favorites: false },
        },
      }),
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
