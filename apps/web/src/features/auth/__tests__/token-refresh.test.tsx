import { act } from '@testing-library/react';
import { ENDPOINTS } from '@touchline/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionShell } from '../../../../app/[locale]/_components/session-shell';
import { pageNavigation } from '../../../shared/session/page-reload';
import { rememberSessionFingerprint } from '../../../shared/session/session-cookies';
import { useSessionStore } from '../../../shared/session/session-store';
import {
  pathOf,
  setTestCookie,
  stubPlatform,
  type Route,
} from '../../../shared/testing/fetch-routes';
import { makeFrancoSession, makeSession } from '../../../shared/testing/fixtures';
import { jsonResponse, renderWithClient } from '../../../shared/testing/render-with-client';
import { resetSharedSessionState } from '../../../shared/testing/reset-session';
import { testSite } from '../../../shared/testing/test-site';
import { resetAuthSyncForTesting, resetLogoutForTesting } from '../index';

/** A nightjar-like site: its sessions are franco-type. */
function francoSite() {
  const base = testSite();
  return testSite({
    brand: {
      ...base.brand,
      name: 'nightjar',
      login: { kind: 'franco', terms_acceptance: false, single_session_dialog: false },
    },
  });
}

const REFRESH_PATH = pathOf(ENDPOINTS.session.refresh);
const LOGOUT_PATH = pathOf(ENDPOINTS.auth.logout);
const LOGOUT_OK: Route = {
  method: 'GET',
  path: LOGOUT_PATH,
  reply: () => jsonResponse({ success: true, status: 'SUCCESS' }),
};

let nowSeconds = 0;

beforeEach(() => {
  resetSharedSessionState();
  resetLogoutForTesting();
  resetAuthSyncForTesting();
  vi.spyOn(pageNavigation, 'reload').mockImplementation(() => {});
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2030-01-01T12:00:00Z'));
  nowSeconds = Math.floor(Date.now() / 1000);
  setTestCookie('tl_fp', 'fp-1');
  rememberSessionFingerprint('fp-1');
  useSessionStore
    .getState()
    .login(makeSession({ fingerprint: 'fp-1', expirationTimeInSeconds: nowSeconds + 120 }));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('franco token refresh (spec shell §4, §7 sessions/refresh)', () => {
  it('refreshes 30 s before expiry and keeps the player logged in with the new token', async () => {
    const platform = stubPlatform([
      {
        method: 'POST',
        path: REFRESH_PATH,
        reply: () => {
          // The platform's Set-Cookie gives the renewed session a new fingerprint.
          setTestCookie('tl_fp', 'fp-2');
          return jsonResponse(
            makeFrancoSession({
              accessToken: 'token-renewed',
              expirationTimeInSeconds: nowSeconds + 3_690,
            }),
          );
        },
      },
      LOGOUT_OK,
    ]);
    renderWithClient(<SessionShell />, francoSite());

    await act(() => vi.advanceTimersByTimeAsync(89_000));
    expect(platform.callsTo(REFRESH_PATH)).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await vi.waitFor(() => expect(platform.callsTo(REFRESH_PATH, 'POST')).toHaveLength(1));
    expect(platform.callsTo(REFRESH_PATH)[0]?.headers.Authorization).toBe('Bearer token-abc');
    await vi.waitFor(() =>
      expect(useSessionStore.getState().session?.jweToken).toBe('token-renewed'),
    );
    const session = useSessionStore.getState().session;
    expect(session?.expirationTimeInSeconds).toBe(nowSeconds + 3_690);
    expect(session?.fingerprint).toBe('fp-2');

    // Past the first token's expiry the player is still logged in; nobody was logged out.
    await act(() => vi.advanceTimersByTimeAsync(600_000));
    expect(useSessionStore.getState().session?.username).toBe('alice');
    expect(platform.callsTo(LOGOUT_PATH)).toHaveLength(0);
    expect(platform.callsTo(REFRESH_PATH)).toHaveLength(1);
  });

  it('logs out with jwe_token_expired when the refresh is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const platform = stubPlatform([
      {
        method: 'POST',
        path: REFRESH_PATH,
        reply: () => jsonResponse({ code: 'UNAUTHORIZED', message: 'The session has ended.' }, 401),
      },
      LOGOUT_OK,
    ]);
    renderWithClient(<SessionShell />, francoSite());

    await act(() => vi.advanceTimersByTimeAsync(90_000));
    await vi.waitFor(() => expect(useSessionStore.getState().session).toBeNull());
    expect(useSessionStore.getState().logoutReason).toBe('jwe_token_expired');
    expect(platform.callsTo(REFRESH_PATH)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(0));
    await vi.waitFor(() =>
      expect(platform.callsTo(LOGOUT_PATH)[0]?.url).toContain('reason=jwe_token_expired'),
    );
  });

  it('does not refresh a session that is not franco-type: it ends 30 s early', async () => {
    const platform = stubPlatform([LOGOUT_OK]);
    renderWithClient(<SessionShell />, testSite());
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(useSessionStore.getState().logoutReason).toBe('jwe_token_expired');
    expect(platform.callsTo(REFRESH_PATH)).toHaveLength(0);
  });
});
