import { ENDPOINTS } from '@touchline/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { pageNavigation } from '../../../shared/session/page-reload';
import {
  readSessionFingerprint,
  rememberSessionFingerprint,
} from '../../../shared/session/session-cookies';
import { useSession, useSessionStore } from '../../../shared/session/session-store';
import {
  pathOf,
  type Route,
  setTestCookie,
  stubPlatform,
} from '../../../shared/testing/fetch-routes';
import { makeSession, makeSessionResponse } from '../../../shared/testing/fixtures';
import { jsonResponse, renderWithClient } from '../../../shared/testing/render-with-client';
import { resetSharedSessionState } from '../../../shared/testing/reset-session';
import {
  LoginButton,
  LogoutButton,
  resetAuthSyncForTesting,
  resetLogoutForTesting,
  useAuthSync,
  useLogoutEffects,
} from '..';

const LOGOUT_PATH = pathOf(ENDPOINTS.auth.logout);
const SESSION_PATH = pathOf(ENDPOINTS.session.session);

const logoutAnswers = (status: 200 | 500): Route => ({
  method: 'GET',
  path: LOGOUT_PATH,
  reply: () =>
    status === 200
      ? jsonResponse({ success: true, status: 'SUCCESS' })
      : jsonResponse({ code: 'INTERNAL_ERROR', message: 'down' }, 500),
});

/** The platform still holds the session (its logout failed): the session call answers it. */
const sessionStillOpen: Route = {
  method: 'GET',
  path: SESSION_PATH,
  reply: () => jsonResponse(makeSessionResponse()),
};

/** The page's session parts as the shell wires them: logout effects, auth sync, the buttons. */
function Page({ onLoggedOut }: { readonly onLoggedOut?: () => void }) {
  useLogoutEffects(onLoggedOut);
  useAuthSync();
  const session = useSession();
  return session ? <LogoutButton /> : <LoginButton />;
}

let reload: Mock<() => void>;

beforeEach(() => {
  resetSharedSessionState();
  resetLogoutForTesting();
  resetAuthSyncForTesting();
  reload = vi.fn<() => void>();
  vi.spyOn(pageNavigation, 'reload').mockImplementation(reload);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

/** A player logged in on this page, the cookie matching the stored session. */
function logIn() {
  setTestCookie('tl_fp', 'fp-1');
  rememberSessionFingerprint('fp-1');
  useSessionStore.getState().login(makeSession({ fingerprint: 'fp-1' }));
}

/**
 * What a reload keeps: cookies and localStorage. What it loses: every in-memory store and
 * module flag. The new page then restores whatever the cookies say.
 */
function reloadThePage(): void {
  resetLogoutForTesting();
  resetAuthSyncForTesting();
  useSessionStore.setState({
    session: null,
    logoutReason: null,
    logoutNotice: null,
    logoutPending: false,
    restoreSettled: false,
  });
  rememberSessionFingerprint(readSessionFingerprint());
}

async function clickLogoutAndWaitForReload() {
  const first = renderWithClient(<Page />);
  await first.user.click(screen.getByRole('button', { name: 'Log out' }));
  await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  first.unmount();
}

describe('logout ends the session in this browser whatever the call answers (spec shell §4, §8)', () => {
  it('a logout answered 500 is logged, the page reloads, and the reloaded page is logged out', async () => {
    logIn();
    const platform = stubPlatform([logoutAnswers(500), sessionStillOpen]);
    await clickLogoutAndWaitForReload();
    expect(console.error).toHaveBeenCalled();

    reloadThePage();
    renderWithClient(<Page />);
    await vi.waitFor(() => expect(useSessionStore.getState().restoreSettled).toBe(true));
    // The platform would still have answered the session: the page never asks for it.
    expect(platform.callsTo(SESSION_PATH)).toHaveLength(0);
    expect(useSessionStore.getState().session).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('clears the state it was given and the fingerprint cookie before the call answers', async () => {
    logIn();
    let answer: (response: Response) => void = () => {};
    stubPlatform([
      {
        method: 'GET',
        path: LOGOUT_PATH,
        reply: () => new Promise<Response>((resolve) => (answer = resolve)),
      },
    ]);
    const onLoggedOut = vi.fn();
    const { user } = renderWithClient(<Page onLoggedOut={onLoggedOut} />);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => expect(onLoggedOut).toHaveBeenCalledTimes(1));
    expect(readSessionFingerprint()).toBeNull();
    expect(useSessionStore.getState().session).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    answer(jsonResponse({ code: 'INTERNAL_ERROR', message: 'down' }, 500));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('does not restore a session cookie the page could not remove after a failed logout', async () => {
    logIn();
    const platform = stubPlatform([logoutAnswers(500), sessionStillOpen]);
    await clickLogoutAndWaitForReload();
    // e.g. a cookie set with attributes the page cannot match: it is still there.
    setTestCookie('tl_fp', 'fp-1');

    reloadThePage();
    renderWithClient(<Page />);
    await vi.waitFor(() => expect(useSessionStore.getState().restoreSettled).toBe(true));
    expect(platform.callsTo(SESSION_PATH)).toHaveLength(0);
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('asks the platform again on the next page, then forgets the logout once it is confirmed', async () => {
    logIn();
    stubPlatform([logoutAnswers(500), sessionStillOpen]);
    await clickLogoutAndWaitForReload();

    reloadThePage();
    const platform = stubPlatform([logoutAnswers(200), sessionStillOpen]);
    const second = renderWithClient(<Page />);
    await vi.waitFor(() => expect(platform.callsTo(LOGOUT_PATH)).toHaveLength(1));
    expect(platform.callsTo(LOGOUT_PATH)[0]?.url).toBe(
      `${LOGOUT_PATH}?authenticated=false&reason=clicked`,
    );
    second.unmount();

    // Confirmed: a third page neither calls logout again nor stays in the way of a login.
    reloadThePage();
    const third = stubPlatform([logoutAnswers(200), sessionStillOpen]);
    renderWithClient(<Page />);
    await vi.waitFor(() => expect(useSessionStore.getState().restoreSettled).toBe(true));
    expect(third.callsTo(LOGOUT_PATH)).toHaveLength(0);
  });

  it('restores a newer login (another cookie) and drops the unconfirmed logout without ending it', async () => {
    logIn();
    stubPlatform([logoutAnswers(500), sessionStillOpen]);
    await clickLogoutAndWaitForReload();
    // Another tab logged in since: the platform set a new fingerprint.
    setTestCookie('tl_fp', 'fp-2');

    reloadThePage();
    const platform = stubPlatform([logoutAnswers(200), sessionStillOpen]);
    renderWithClient(<Page />);
    await vi.waitFor(() =>
      expect(useSessionStore.getState().session).toMatchObject({ fingerprint: 'fp-2' }),
    );
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(platform.callsTo(SESSION_PATH)).toHaveLength(1);
    // The newer session is not the one to end.
    expect(platform.callsTo(LOGOUT_PATH)).toHaveLength(0);
  });
});
