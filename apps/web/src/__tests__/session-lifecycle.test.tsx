import { eventId, initialBetslipState, marketId, outcomeId } from '@touchline/betting';
import { act, screen, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { ENDPOINTS } from '@touchline/contract';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createJSONStorage } from 'zustand/middleware';
import { SessionShell } from '../../app/[locale]/_components/session-shell';
import { LogoutButton, resetAuthSyncForTesting, resetLogoutForTesting } from '../features/auth';
import { Betslip, useBetslipStore } from '../features/betslip';
import { useBetCount } from '../features/open-bets';
import { BalanceMenu, CashierForm } from '../features/wallet';
import { pageNavigation } from '../shared/session/page-reload';
import { useShellStore } from '../shared/session/shell-store';
import { withRehydrationTimeout } from '../shared/session/rehydration-timeout';
import { rememberSessionFingerprint } from '../shared/session/session-cookies';
import { useSession, useSessionStore } from '../shared/session/session-store';
import { useTermsPopupStore } from '../shared/session/terms-gate';
import { pathOf, type Route, setTestCookie, stubPlatform } from '../shared/testing/fetch-routes';
import { makeSession, makeSessionResponse } from '../shared/testing/fixtures';
import { jsonResponse, renderWithClient } from '../shared/testing/render-with-client';
import { resetSharedSessionState } from '../shared/testing/reset-session';
import { testSite } from '../shared/testing/test-site';
import type { ClientSite } from '../shared/site/site-context';

const WALLET = { name: 'sportsbook', currency: 'EUR', balance: 1000, totalBalance: 1000 };
const BALANCE_PATH = pathOf(ENDPOINTS.wallet.sportsbookBalance, { username: 'alice' });
const HEADER_ROUTES: Route[] = [
  { method: 'GET', path: BALANCE_PATH, reply: () => jsonResponse(WALLET) },
  {
    method: 'GET',
    path: pathOf(ENDPOINTS.wallet.betCount, { accountId: 77 }),
    reply: () => jsonResponse({ betCount: 0, balance: 1000, currency: 'EUR' }),
  },
];
const LOGOUT_OK: Route = {
  method: 'GET',
  path: pathOf(ENDPOINTS.auth.logout),
  reply: () => jsonResponse({ success: true, status: 'SUCCESS' }),
};

/** Who the page thinks is logged in, and their balance (the wallet's poll) when someone is. */
function Who() {
  const session = useSession();
  return (
    <>
      <p role="status" aria-label="Who">
        {session ? session.username : 'nobody'}
      </p>
      {session ? <BalanceMenu username={session.username} locale="en" /> : null}
    </>
  );
}

function renderShell(site: ClientSite = testSite()) {
  return renderWithClient(
    <>
      <Who />
      <LogoutButton />
      <SessionShell />
    </>,
    site,
  );
}

let reload: Mock<() => void>;

beforeEach(() => {
  resetSharedSessionState();
  resetLogoutForTesting();
  resetAuthSyncForTesting();
  useTermsPopupStore.setState({ dismissed: false });
  reload = vi.fn<() => void>();
  vi.spyOn(pageNavigation, 'reload').mockImplementation(reload);
});

afterEach(() => {
  vi.useRealTimers();
  focusManager.setFocused(undefined);
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
        path: pathOf(ENDPOINTS.auth.logout),
        reply: () => new Promise<Response>((resolve) => (finishLogout = resolve)),
      },
    ]);
    renderShell();
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
    await vi.waitFor(() => expect(platform.callsTo(pathOf(ENDPOINTS.auth.logout))).toHaveLength(1));
    expect(platform.callsTo(pathOf(ENDPOINTS.auth.logout))[0]?.url).toBe(
      `${pathOf(ENDPOINTS.auth.logout)}?authenticated=false&reason=clicked`,
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
        path: pathOf(ENDPOINTS.auth.logout),
        reply: () => jsonResponse({ code: 'INTERNAL_ERROR', message: 'x' }, 500),
      },
    ]);
    const { user } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(console.error).toHaveBeenCalled();
  });

  it('a 401 on a /xapi call while logged in logs out with reason unauthorized', async () => {
    logIn();
    const platform = stubPlatform([
      {
        method: 'GET',
        path: pathOf(ENDPOINTS.wallet.sportsbookBalance, { username: 'alice' }),
        reply: () => jsonResponse({ code: 'UNAUTHORIZED', message: 'The session has ended' }, 401),
      },
      HEADER_ROUTES[1]!,
      LOGOUT_OK,
    ]);
    renderShell();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(useSessionStore.getState().logoutReason).toBe('unauthorized');
    expect(platform.callsTo(pathOf(ENDPOINTS.auth.logout))[0]?.url).toContain(
      'reason=unauthorized',
    );
  });

  it('an expired token (30 s margin) aborts the call and logs out with reason jwe_token_expired', async () => {
    logIn({ expirationTimeInSeconds: Math.floor(Date.now() / 1000) + 20 });
    const platform = stubPlatform([...HEADER_ROUTES, LOGOUT_OK]);
    renderShell();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(
      platform.callsTo(pathOf(ENDPOINTS.wallet.sportsbookBalance, { username: 'alice' })),
    ).toHaveLength(0);
    expect(platform.callsTo(pathOf(ENDPOINTS.auth.logout))[0]?.url).toContain(
      'reason=jwe_token_expired',
    );
  });

  it('a 403 on an /api call while logged in logs out with reason unauthorized', async () => {
    logIn();
    const platform = stubPlatform([
      {
        method: 'GET',
        path: BALANCE_PATH,
        reply: () => jsonResponse({ code: 'FORBIDDEN', message: 'no' }, 403),
      },
      LOGOUT_OK,
    ]);
    renderShell();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(useSessionStore.getState().logoutReason).toBe('unauthorized');
    expect(platform.callsTo(pathOf(ENDPOINTS.auth.logout))[0]?.url).toContain(
      'reason=unauthorized',
    );
  });

  it('logs out (jwe_token_expired) 30 s before the token expires, without waiting for a call', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2030-01-01T12:00:00Z'));
    const nowSeconds = Math.floor(Date.now() / 1000);
    logIn({ expirationTimeInSeconds: nowSeconds + 120 });
    const platform = stubPlatform([LOGOUT_OK]);
    renderWithClient(
      <>
        <LogoutButton />
        <SessionShell />
      </>,
    );
    // 89 s later the token still has 31 s: nothing happens.
    await act(() => vi.advanceTimersByTimeAsync(89_000));
    expect(useSessionStore.getState().session).not.toBeNull();
    // At 90 s it counts as expired (the 30-second margin).
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(useSessionStore.getState().session).toBeNull();
    expect(useSessionStore.getState().logoutReason).toBe('jwe_token_expired');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(platform.callsTo(pathOf(ENDPOINTS.auth.logout))[0]?.url).toContain(
      'reason=jwe_token_expired',
    );
  });

  it('logs out only once when a click follows a click (the loading flag clears after 1 s)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    logIn();
    const platform = stubPlatform([LOGOUT_OK]);
    renderWithClient(
      <>
        <LogoutButton />
        <SessionShell />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Log out' });
    act(() => button.click());
    expect(button).toHaveAttribute('aria-busy', 'true');
    act(() => button.click());
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(platform.callsTo(pathOf(ENDPOINTS.auth.logout))).toHaveLength(1);
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
        path: pathOf(ENDPOINTS.session.session),
        reply: () => jsonResponse(makeSessionResponse({ jwe_token: 'token-2' })),
      },
      {
        method: 'GET',
        path: pathOf(ENDPOINTS.player.details, { id: 7 }),
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
    expect(platform.callsTo(pathOf(ENDPOINTS.session.session))).toHaveLength(1);
    // With alsPlayerId present the details load too.
    await vi.waitFor(() =>
      expect(platform.callsTo(pathOf(ENDPOINTS.player.details, { id: 7 }))).toHaveLength(1),
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
        path: pathOf(ENDPOINTS.session.session),
        reply: () => jsonResponse({ code: 'UNAUTHORIZED', message: 'no' }, 401),
      },
      LOGOUT_OK,
    ]);
    renderShell();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(useSessionStore.getState().logoutReason).toBe('unauthorized');
    expect(platform.callsTo(pathOf(ENDPOINTS.auth.logout))[0]?.url).toContain(
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
      {
        method: 'GET',
        path: pathOf(ENDPOINTS.session.session),
        reply: () => jsonResponse(makeSessionResponse()),
      },
    ]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderShell();
    await vi.waitFor(() =>
      expect(screen.getByRole('status', { name: 'Who' })).toHaveTextContent('alice'),
    );
    expect(screen.getByRole('status', { name: 'Who' })).toHaveTextContent('alice');
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

  it('refetches when the cookie changed while the window was away, on focus', async () => {
    logIn();
    const platform = stubPlatform([
      ...HEADER_ROUTES,
      {
        method: 'GET',
        path: pathOf(ENDPOINTS.session.session),
        reply: () => jsonResponse(makeSessionResponse({ jwe_token: 'token-7' })),
      },
    ]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderShell();
    expect(platform.callsTo(pathOf(ENDPOINTS.session.session))).toHaveLength(0);
    setTestCookie('tl_fp', 'fp-7');
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await vi.waitFor(() =>
      expect(useSessionStore.getState().session).toMatchObject({
        jweToken: 'token-7',
        fingerprint: 'fp-7',
      }),
    );
    expect(reload).not.toHaveBeenCalled();
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
        path: pathOf(ENDPOINTS.session.session),
        reply: () => jsonResponse(makeSessionResponse({ jwe_token: 'secret-token-1' })),
      },
    ]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderShell();
    await vi.waitFor(() =>
      expect(screen.getByRole('status', { name: 'Who' })).toHaveTextContent('alice'),
    );
    expect(platform.callsTo(pathOf(ENDPOINTS.session.session))).toHaveLength(1);
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

describe('wallet polling (spec shell §4 Wallet polling)', () => {
  it('polls at the brand’s user_wallet_poll_time only while the window is focused, and refetches on focus', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    logIn();
    const base = testSite();
    const site = testSite({
      settings: {
        web: { ...base.settings.web, user_wallet_poll_time: 4_000 },
        mobile: base.settings.mobile,
      },
    });
    const platform = stubPlatform([...HEADER_ROUTES]);
    renderShell(site);
    await vi.waitFor(() => expect(platform.callsTo(BALANCE_PATH)).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(platform.callsTo(BALANCE_PATH)).toHaveLength(2);
    act(() => focusManager.setFocused(false));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(platform.callsTo(BALANCE_PATH)).toHaveLength(2);
    act(() => focusManager.setFocused(true));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(platform.callsTo(BALANCE_PATH)).toHaveLength(3);
  });
});

describe('bet-count polling (spec shell §4 Wallet polling)', () => {
  function BetCount() {
    const session = useSession();
    const count = useBetCount(session?.accountId ?? null);
    return <p>{count.data ? `${count.data.betCount} open bets` : 'no count'}</p>;
  }

  it('polls at the brand’s betcount_polling_interval only while the window is focused', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    logIn();
    const base = testSite();
    const site = testSite({
      settings: {
        web: { ...base.settings.web, betcount_polling_interval: 7_000 },
        mobile: base.settings.mobile,
      },
    });
    const countPath = pathOf(ENDPOINTS.wallet.betCount, { accountId: 77 });
    const platform = stubPlatform([...HEADER_ROUTES]);
    renderWithClient(<BetCount />, site);
    await vi.waitFor(() => expect(platform.callsTo(countPath)).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(7_000));
    expect(platform.callsTo(countPath)).toHaveLength(2);
    act(() => focusManager.setFocused(false));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(platform.callsTo(countPath)).toHaveLength(2);
    act(() => focusManager.setFocused(true));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(platform.callsTo(countPath)).toHaveLength(3);
  });
});

describe('persisted state rehydration (spec shell §4, §9: 5000 ms)', () => {
  it('gives up on a stored state that does not come back within 5000 ms and keeps the defaults', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hanging = withRehydrationTimeout<{ savedUsername: string }>(
      createJSONStorage(() => ({
        getItem: () => new Promise<string | null>(() => {}),
        setItem: () => {},
        removeItem: () => {},
      })),
    );
    if (!hanging) throw new Error('no storage');
    let value: unknown = 'pending';
    void Promise.resolve(hanging.getItem('touchline:session')).then((v) => (value = v));
    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(value).toBe('pending');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(value).toBeNull();
    expect(warn).toHaveBeenCalledWith('persist timed out for touchline:session');
  });

  it('hands back a stored state that arrives in time, and a synchronous one at once', async () => {
    const stored = { state: { savedUsername: 'bob' }, version: 3 };
    const slow = withRehydrationTimeout<{ savedUsername: string }>({
      getItem: () => Promise.resolve(stored),
      setItem: () => {},
      removeItem: () => {},
    });
    await expect(Promise.resolve(slow?.getItem('k'))).resolves.toEqual(stored);
    const sync = withRehydrationTimeout<{ savedUsername: string }>({
      getItem: () => stored,
      setItem: () => {},
      removeItem: () => {},
    });
    expect(sync?.getItem('k')).toBe(stored);
  });
});

/** A nightjar-like site: franco-type login and the current terms to accept. */
function termsSite(): ClientSite {
  const base = testSite();
  return testSite({
    brand: {
      ...base.brand,
      name: 'nightjar',
      login: { kind: 'franco', terms_acceptance: true, single_session_dialog: true },
    },
  });
}

const ACCEPTED = {
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
};

const HOME = {
  outcomeId: outcomeId(1001),
  eventId: eventId(1),
  marketId: marketId(100),
  decimal: 2.1,
  eventDescription: 'Northbridge United v Eastport Rovers',
  marketDescription: 'Match Result',
  outcomeDescription: 'Northbridge United',
};

describe('terms of use (spec shell §2, §4, §8)', () => {
  it('Accept stores pToU=accept, records it on the server and keeps the re-issued token', async () => {
    logIn({ termsAccepted: false });
    const platform = stubPlatform([
      ...HEADER_ROUTES,
      {
        method: 'POST',
        path: pathOf(ENDPOINTS.session.acceptTerms),
        reply: () => {
          setTestCookie('tl_fp', 'fp-3');
          return jsonResponse(ACCEPTED);
        },
      },
    ]);
    const { user } = renderShell(termsSite());
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
    expect(platform.callsTo(pathOf(ENDPOINTS.session.acceptTerms))[0]?.headers.Authorization).toBe(
      'Bearer token-abc',
    );
  });

  it('Decline stores pToU=decline, logs out and says why after the reload', async () => {
    logIn({ termsAccepted: false });
    const platform = stubPlatform([...HEADER_ROUTES, LOGOUT_OK]);
    const { user } = renderShell(termsSite());
    const popup = await screen.findByRole('dialog', { name: 'Terms of use' });
    await user.click(within(popup).getByRole('button', { name: 'Decline' }));
    expect(document.cookie).toContain('pToU=decline');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(platform.callsTo(pathOf(ENDPOINTS.auth.logout))[0]?.url).toContain('reason=clicked');
    expect(window.sessionStorage.getItem('touchline:notice-after-reload')).toBe(
      'You declined the terms of use, so you have been logged out. Log in again to accept them.',
    );
  });

  it('traps focus, and Escape puts it aside; Review the terms brings it back', async () => {
    logIn({ termsAccepted: false });
    stubPlatform([...HEADER_ROUTES]);
    const { user } = renderWithClient(
      <>
        <CashierForm kind="deposit" />
        <SessionShell />
      </>,
      termsSite(),
    );
    const popup = await screen.findByRole('dialog', { name: 'Terms of use' });
    expect(popup).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(popup).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Terms of use' })).not.toBeInTheDocument();
    // The cashier says why it waits, and offers the popup again.
    expect(
      screen.getByText('Accept the updated terms of use to deposit or withdraw.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/Amount/)).not.toBeInTheDocument();
    const review = screen.getByRole('button', { name: 'Review the terms' });
    await user.click(review);
    const again = await screen.findByRole('dialog', { name: 'Terms of use' });
    await user.click(within(again).getByRole('button', { name: 'Close' }));
    expect(review).toHaveFocus();
  });

  it('a failed accept is logged and closes; Place Bet then says why and reopens the popup', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    logIn({ termsAccepted: false });
    useBetslipStore.setState({ state: initialBetslipState });
    useBetslipStore.getState().dispatch({ type: 'betAdded', selection: HOME });
    const platform = stubPlatform([
      ...HEADER_ROUTES,
      {
        method: 'POST',
        path: pathOf(ENDPOINTS.session.acceptTerms),
        reply: () => jsonResponse({ code: 'X', message: 'down' }, 503),
      },
    ]);
    const { user } = renderWithClient(
      <>
        <Betslip />
        <SessionShell />
      </>,
      termsSite(),
    );
    const popup = await screen.findByRole('dialog', { name: 'Terms of use' });
    await user.click(within(popup).getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        'accepting the terms of use failed',
        expect.anything(),
      ),
    );
    expect(screen.queryByRole('dialog', { name: 'Terms of use' })).not.toBeInTheDocument();
    expect(useSessionStore.getState().session).not.toBeNull();

    expect(screen.getByText('Accept the updated terms of use to place bets.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Stake for Northbridge United'), '5');
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(await screen.findByRole('dialog', { name: 'Terms of use' })).toBeInTheDocument();
    expect(platform.calls.filter((c) => c.method === 'POST' && /betslips/.test(c.path))).toEqual(
      [],
    );
  });

  it('a brand that does not ask for terms shows no popup and blocks nothing', async () => {
    logIn({ termsAccepted: false });
    useBetslipStore.setState({ state: initialBetslipState });
    useBetslipStore.getState().dispatch({ type: 'betAdded', selection: HOME });
    stubPlatform([...HEADER_ROUTES]);
    renderWithClient(
      <>
        <Betslip />
        <CashierForm kind="deposit" />
        <SessionShell />
      </>,
    );
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog', { name: 'Terms of use' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review the terms' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Bet' })).toBeInTheDocument();
  });

  describe('mock mode (the channel setting terms_of_use_mock_mode)', () => {
    /** The touchline brand (no terms to accept on the server) with the mock mode on or off. */
    const mockSite = (on: boolean) => {
      const base = testSite();
      return testSite({
        settings: {
          ...base.settings,
          web: { ...base.settings.web, terms_of_use_mock_mode: on },
        },
      });
    };

    it('shows the popup to a logged-in player until pToU says accept, without the server', async () => {
      logIn({ termsAccepted: true });
      const platform = stubPlatform([...HEADER_ROUTES, LOGOUT_OK]);
      const { user } = renderShell(mockSite(true));
      const popup = await screen.findByRole('dialog', { name: 'Terms of use' });
      await user.click(within(popup).getByRole('button', { name: 'Accept' }));
      expect(screen.queryByRole('dialog', { name: 'Terms of use' })).not.toBeInTheDocument();
      expect(document.cookie).toContain('pToU=accept');
      // Nothing awaited an acceptance on the server, and a password-login brand is not franco.
      expect(platform.callsTo(pathOf(ENDPOINTS.session.acceptTerms))).toHaveLength(0);
      expect(useSessionStore.getState().session).not.toBeNull();
    });

    it('a decline on a brand without franco sessions only stores pToU=decline', async () => {
      logIn({ termsAccepted: true });
      const platform = stubPlatform([...HEADER_ROUTES, LOGOUT_OK]);
      const { user } = renderShell(mockSite(true));
      const popup = await screen.findByRole('dialog', { name: 'Terms of use' });
      await user.click(within(popup).getByRole('button', { name: 'Decline' }));
      expect(document.cookie).toContain('pToU=decline');
      expect(screen.queryByRole('dialog', { name: 'Terms of use' })).not.toBeInTheDocument();
      expect(platform.callsTo(pathOf(ENDPOINTS.auth.logout))).toHaveLength(0);
      expect(reload).not.toHaveBeenCalled();
    });

    it('stays closed once pToU is accept, for visitors, and with the mode off', async () => {
      stubPlatform([...HEADER_ROUTES]);
      const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      // A visitor: nobody to ask.
      const visitor = renderShell(mockSite(true));
      await settle();
      expect(screen.queryByRole('dialog', { name: 'Terms of use' })).not.toBeInTheDocument();
      visitor.unmount();
      // The mode off: a player whose session awaits nothing is not asked.
      logIn({ termsAccepted: true });
      const off = renderShell(mockSite(false));
      await settle();
      expect(screen.queryByRole('dialog', { name: 'Terms of use' })).not.toBeInTheDocument();
      off.unmount();
      // Accepted before: the cookie says so.
      setTestCookie('pToU', 'accept');
      renderShell(mockSite(true));
      await settle();
      expect(screen.queryByRole('dialog', { name: 'Terms of use' })).not.toBeInTheDocument();
    });
  });
});
