import { eventId, marketId, outcomeId } from '@touchline/betting';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { SessionShell } from '../../app/[locale]/_components/session-shell';
import { SiteHeader } from '../../app/[locale]/_components/site-header';
import { resetAuthSyncForTesting, resetLogoutForTesting } from '../features/auth';
import { useBetslipStore } from '../features/betslip';
import { useShellStore } from '../shared/session/shell-store';
import { pageNavigation } from '../shared/session/page-reload';
import { rememberSessionFingerprint } from '../shared/session/session-cookies';
import { useSessionStore } from '../shared/session/session-store';
import { AUTH, setTestCookie, stubPlatform, type Route } from '../shared/testing/fetch-routes';
import { makeSession, makeSessionResponse } from '../shared/testing/fixtures';
import { jsonResponse, renderWithClient } from '../shared/testing/render-with-client';
import { resetSharedSessionState } from '../shared/testing/reset-session';

const WALLET = { name: 'sportsbook', currency: 'EUR', balance: 1000, totalBalance: 1000 };
const HEADER_ROUTES: Route[] = [
  {
    method: 'GET',
    path: '/xapi/icore/players/alice/balance/sportsbook',
    reply: () => jsonResponse(WALLET),
  },
  {
    method: 'GET',
    path: '/xapi/bet/account/77/betcount',
    reply: () => jsonResponse({ betCount: 0, balance: 1000, currency: 'EUR' }),
  },
];
const LOGOUT_OK: Route = {
  method: 'GET',
  path: `${AUTH}/header_login/logout`,
  reply: () => jsonResponse({ success: true, status: 'SUCCESS' }),
};

function renderShell() {
  return renderWithClient(
    <>
      <SiteHeader locale="en" />
      <SessionShell />
    </>,
  );
}

let reload: Mock<() => void>;

beforeEach(() => {
  resetSharedSessionState();
  resetLogoutForTesting();
  resetAuthSyncForTesting();
  reload = vi.fn<() => void>();
  vi.spyOn(pageNavigation, 'reload').mockImplementation(reload);
});

/** A logged-in player whose cookie matches the stored session. */
function logIn(overrides: Parameters<typeof makeSession>[0] = {}) {
  setTestCookie('tl_fp', 'fp-1');
  rememberSessionFingerprint('fp-1');
  useSessionStore.getState().login(makeSession({ fingerprint: 'fp-1', ...overrides }));
}

describe('logout (spec shell §4 Logout, §8)', () => {
  it('ignores repeated clicks, clears the session and betslip, calls logout?reason=clicked and reloads', async () => {
    logIn();
    useBetslipStore.getState().dispatch({
      type: 'betAdded',
      selection: {
        outcomeId: outcomeId(1),
        eventId: eventId(2),
        marketId: marketId(3),
        decimal: 2,
        eventDescription: 'A v B',
        marketDescription: 'Match Result',
        outcomeDescription: 'A',
      },
    });
    let finishLogout: (r: Response) => void = () => {};
    const platform = stubPlatform([
      ...HEADER_ROUTES,
      {
        method: 'GET',
        path: `${AUTH}/header_login/logout`,
        reply: () => new Promise<Response>((resolve) => (finishLogout = resolve)),
      },
    ]);
    const { user } = renderShell();
    await user.click(screen.getByRole('button', { name: /account menu/ }));
    const logout = screen.getByRole('button', { name: 'Log out' });
    // Two clicks in a row: the second is ignored while the first is in progress.
    act(() => {
      logout.click();
      logout.click();
    });
    expect(useShellStore.getState().state.logoutInProgress).toBe(true);
    expect(useSessionStore.getState().session).toBeNull();
    expect(useSessionStore.getState().logoutReason).toBe('clicked');
    expect(Object.keys(useBetslipStore.getState().state.bets)).toHaveLength(0);
    await vi.waitFor(() => expect(platform.callsTo(`${AUTH}/header_login/logout`)).toHaveLength(1));
    expect(platform.callsTo(`${AUTH}/header_login/logout`)[0]?.url).toBe(
      `${AUTH}/header_login/logout?authenticated=false&reason=clicked`,
    );
    // The page reloads only once the call has answered.
    expect(reload).not.toHaveBeenCalled();
    finishLogout(jsonResponse({ success: true, status: 'SUCCESS' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // spec shell §9: the loading flag clears after 1 second.
    await vi.waitFor(() => expect(useShellStore.getState().state.logoutInProgress).toBe(false), {
      timeout: 1_500,
    });
  });

  it('reloads even when the logout call fails (the failure is only logged)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    logIn();
    stubPlatform([
      ...HEADER_ROUTES,
      {
        method: 'GET',
        path: `${AUTH}/header_login/logout`,
        reply: () => jsonResponse({ code: 'INTERNAL_ERROR', message: 'x' }, 500),
      },
    ]);
    const { user } = renderShell();
    await user.click(screen.getByRole('button', { name: /account menu/ }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(console.error).toHaveBeenCalled();
  });

  it('a 401 on a /xapi call while logged in logs out with reason unauthorized', async () => {
    logIn();
    const platform = stubPlatform([
      {
        method: 'GET',
        path: '/xapi/icore/players/alice/balance/sportsbook',
        reply: () => jsonResponse({ code: 'UNAUTHORIZED', message: 'The session has ended' }, 401),
      },
      HEADER_ROUTES[1]!,
      LOGOUT_OK,
    ]);
    renderShell();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(useSessionStore.getState().logoutReason).toBe('unauthorized');
    expect(platform.callsTo(`${AUTH}/header_login/logout`)[0]?.url).toContain(
      'reason=unauthorized',
    );
  });

  it('an expired token (30 s margin) aborts the call and logs out with reason jwe_token_expired', async () => {
    logIn({ expirationTimeInSeconds: Math.floor(Date.now() / 1000) + 20 });
    const platform = stubPlatform([...HEADER_ROUTES, LOGOUT_OK]);
    renderShell();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(platform.callsTo('/xapi/icore/players/alice/balance/sportsbook')).toHaveLength(0);
    expect(platform.callsTo(`${AUTH}/header_login/logout`)[0]?.url).toContain(
      'reason=jwe_token_expired',
    );
  });
});

describe('auth synchronisation (spec shell §4)', () => {
  it('fetches the session when the cookie differs from the stored one and keeps the new token', async () => {
    logIn();
    setTestCookie('tl_fp', 'fp-2');
    const platform = stubPlatform([
      ...HEADER_ROUTES,
      {
        method: 'GET',
        path: '/api/session',
        reply: () => jsonResponse(makeSessionResponse({ jwe_token: 'token-2' })),
      },
      {
        method: 'GET',
        path: '/xapi/icore/players/7/details',
        reply: () => jsonResponse({ code: 'X', message: 'later' }, 503),
      },
    ]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderShell();
    await vi.waitFor(() =>
      expect(useSessionStore.getState().session).toMatchObject({
        jweToken: 'token-2',
        fingerprint: 'fp-2',
      }),
    );
    expect(platform.callsTo('/api/session')).toHaveLength(1);
    // With alsPlayerId present the details load too.
    await vi.waitFor(() =>
      expect(platform.callsTo('/xapi/icore/players/7/details')).toHaveLength(1),
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it('logs out (unauthorized) when the session fetch fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    logIn();
    setTestCookie('tl_fp', 'fp-2');
    const platform = stubPlatform([
      ...HEADER_ROUTES,
      {
        method: 'GET',
        path: '/api/session',
        reply: () => jsonResponse({ code: 'UNAUTHORIZED', message: 'no' }, 401),
      },
      LOGOUT_OK,
    ]);
    renderShell();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(useSessionStore.getState().logoutReason).toBe('unauthorized');
    expect(platform.callsTo(`${AUTH}/header_login/logout`)[0]?.url).toContain(
      'reason=unauthorized',
    );
  });

  it('logs out (unauthorized) when the cookie is gone (logged out in another tab)', async () => {
    logIn();
    setTestCookie('tl_fp', null);
    stubPlatform([...HEADER_ROUTES, LOGOUT_OK]);
    renderShell();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(useSessionStore.getState().logoutReason).toBe('unauthorized');
  });

  it('picks up a login made in another tab', async () => {
    setTestCookie('tl_fp', 'fp-9');
    stubPlatform([
      ...HEADER_ROUTES,
      { method: 'GET', path: '/api/session', reply: () => jsonResponse(makeSessionResponse()) },
    ]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderShell();
    await vi.waitFor(() => expect(screen.getByLabelText('Balance')).toHaveTextContent('1,000 EUR'));
  });

  it('reloads when the tab becomes visible and the cookie changed', () => {
    logIn();
    stubPlatform([...HEADER_ROUTES]);
    renderShell();
    expect(reload).not.toHaveBeenCalled();
    setTestCookie('tl_fp', 'fp-other');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('the token stays out of storage (HttpOnly cookie + fingerprint)', () => {
  const storedText = () =>
    Array.from({ length: window.localStorage.length }, (_, i) => {
      const key = window.localStorage.key(i) ?? '';
      return `${key}=${window.localStorage.getItem(key) ?? ''}`;
    }).join('\n');

  it('keeps the session in memory only; a reload restores it from the cookie', async () => {
    logIn({ jweToken: 'secret-token-1' });
    useSessionStore.getState().rememberUsername('alice');
    expect(useSessionStore.getState().session?.jweToken).toBe('secret-token-1');
    expect(storedText()).not.toContain('secret-token-1');
    expect(storedText()).toContain('alice');

    // A reload: memory is gone, storage gives no session back …
    useSessionStore.setState({ session: null });
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState().session).toBeNull();
    expect(useSessionStore.getState().savedUsername).toBe('alice');
    // … and the auth sync fetches it with the cookie.
    const platform = stubPlatform([
      ...HEADER_ROUTES,
      {
        method: 'GET',
        path: '/api/session',
        reply: () => jsonResponse(makeSessionResponse({ jwe_token: 'secret-token-1' })),
      },
    ]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderShell();
    await vi.waitFor(() => expect(screen.getByLabelText('Balance')).toHaveTextContent('1,000 EUR'));
    expect(platform.callsTo('/api/session')).toHaveLength(1);
    expect(storedText()).not.toContain('secret-token-1');
  });

  it('drops a token an older version stored, keeping the remembered username', async () => {
    window.localStorage.setItem(
      'touchline:session',
      JSON.stringify({
        state: { session: makeSession({ jweToken: 'old-stored-token' }), savedUsername: 'bob' },
        version: 2,
      }),
    );
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState().session).toBeNull();
    expect(useSessionStore.getState().savedUsername).toBe('bob');
    expect(storedText()).not.toContain('old-stored-token');
  });
});

describe('terms of use (spec shell §4)', () => {
  it('Accept stores pToU=accept, records it on the server and keeps the re-issued token', async () => {
    logIn({ termsAccepted: false });
    const platform = stubPlatform([
      ...HEADER_ROUTES,
      {
        method: 'POST',
        path: '/accounts/me/sessions/accept-terms',
        reply: () => {
          setTestCookie('tl_fp', 'fp-3');
          return jsonResponse({
            accessToken: 'token-3',
            maxAge: 3600,
            expiresIn: 3600,
            expirationTimeInSeconds: 4_102_444_800,
            scopes: ['sportsbook'],
            fileName: null,
            termsVersion: '1',
            termsAccepted: true,
            accountId: 77,
            username: 'alice',
            currency: 'EUR',
            locale: 'en',
          });
        },
      },
    ]);
    const { user } = renderShell();
    const popup = await screen.findByRole('dialog', { name: 'Terms of use' });
    await user.click(within(popup).getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('dialog', { name: 'Terms of use' })).not.toBeInTheDocument();
    expect(document.cookie).toContain('pToU=accept');
    await vi.waitFor(() =>
      expect(useSessionStore.getState().session).toMatchObject({
        jweToken: 'token-3',
        termsAccepted: true,
        fingerprint: 'fp-3',
      }),
    );
    expect(platform.callsTo('/accounts/me/sessions/accept-terms')[0]?.headers.Authorization).toBe(
      'Bearer token-abc',
    );
  });

  it('Decline stores pToU=decline and logs out', async () => {
    logIn({ termsAccepted: false });
    const platform = stubPlatform([...HEADER_ROUTES, LOGOUT_OK]);
    const { user } = renderShell();
    const popup = await screen.findByRole('dialog', { name: 'Terms of use' });
    await user.click(within(popup).getByRole('button', { name: 'Decline' }));
    expect(document.cookie).toContain('pToU=decline');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(platform.callsTo(`${AUTH}/header_login/logout`)[0]?.url).toContain('reason=clicked');
    expect(window.sessionStorage.getItem('touchline:notice-after-reload')).toContain(
      'declined the terms of use',
    );
  });

  it('a failed accept is logged and the popup stays closed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    logIn({ termsAccepted: false });
    stubPlatform([
      ...HEADER_ROUTES,
      {
        method: 'POST',
        path: '/accounts/me/sessions/accept-terms',
        reply: () => jsonResponse({ code: 'X', message: 'down' }, 503),
      },
    ]);
    const { user } = renderShell();
    const popup = await screen.findByRole('dialog', { name: 'Terms of use' });
    await user.click(within(popup).getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.queryByRole('dialog', { name: 'Terms of use' })).not.toBeInTheDocument();
    expect(useSessionStore.getState().session).not.toBeNull();
  });
});
