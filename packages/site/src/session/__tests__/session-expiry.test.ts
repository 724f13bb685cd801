import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  authSyncAction,
  authSyncFailed,
  formatSessionClock,
  gateAuthenticatedRequest,
  isTokenExpired,
  isTokenExpiredAfterLogin,
  LOGOUT_REASONS,
  logoutReasonForResponse,
  sessionJweToken,
  shouldReloadOnVisible,
  TOKEN_EXPIRY_MARGIN_SECONDS,
  tokenExpiryAction,
  tokenExpiryFromLifetime,
} from '../session-expiry';

const EXP = 1_750_000_000; // epoch seconds
const at = (seconds: number): number => seconds * 1000;

describe('token expiry (spec shell §4, §9)', () => {
  it('counts a token as expired 30 seconds before expirationTimeInSeconds', () => {
    expect(TOKEN_EXPIRY_MARGIN_SECONDS).toBe(30);
    expect(isTokenExpired(EXP, at(EXP - 31))).toBe(false);
    expect(isTokenExpired(EXP, at(EXP - 30) - 1)).toBe(false);
    expect(isTokenExpired(EXP, at(EXP - 30))).toBe(true);
    expect(isTokenExpired(EXP, at(EXP + 100))).toBe(true);
  });

  it('treats an unknown expiry as not expired', () => {
    expect(isTokenExpired(null, at(EXP))).toBe(false);
    expect(isTokenExpired(undefined, at(EXP))).toBe(false);
    expect(isTokenExpired(Number.NaN, at(EXP))).toBe(false);
  });

  it('supports the lifetime reading: expiry = login time + lifetime, 30 s early', () => {
    const loginAtMs = at(EXP);
    expect(tokenExpiryFromLifetime(loginAtMs, 3600)).toBe(EXP + 3600);
    expect(
      isTokenExpiredAfterLogin({ loginAtMs, lifetimeSeconds: 3600, nowMs: at(EXP + 3569) }),
    ).toBe(false);
    expect(
      isTokenExpiredAfterLogin({ loginAtMs, lifetimeSeconds: 3600, nowMs: at(EXP + 3570) }),
    ).toBe(true);
  });

  it('expires exactly from 30 s before the expiry on (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (offsetMs) => {
        expect(isTokenExpired(EXP, at(EXP) + offsetMs)).toBe(offsetMs >= -30_000);
      }),
    );
  });
});

describe('authenticated request gate (spec shell §4, §6)', () => {
  const base = { token: 'jwe-1', externalToken: 'jwe-1', expirationTimeInSeconds: EXP };

  it('proceeds with a valid token', () => {
    expect(gateAuthenticatedRequest({ ...base, nowMs: at(EXP - 60) })).toEqual({
      action: 'proceed',
      bearer: 'jwe-1',
    });
  });

  it('aborts without a token', () => {
    expect(gateAuthenticatedRequest({ ...base, token: null, nowMs: at(EXP - 60) })).toEqual({
      action: 'abort',
      logout: null,
    });
  });

  it('logs out with jwe_token_expired and aborts when expired and matching the external token', () => {
    expect(gateAuthenticatedRequest({ ...base, nowMs: at(EXP - 10) })).toEqual({
      action: 'abort',
      logout: 'jwe_token_expired',
    });
  });

  it('leaves an expired token that no longer matches the cookie to the auth sync', () => {
    expect(
      gateAuthenticatedRequest({ ...base, externalToken: 'jwe-2', nowMs: at(EXP - 10) }),
    ).toEqual({ action: 'proceed', bearer: 'jwe-1' });
  });
});

describe('an expiring token (spec shell §4, §7 sessions/refresh)', () => {
  it('refreshes a franco-type session and logs any other out with jwe_token_expired', () => {
    expect(tokenExpiryAction({ francoSession: true, refreshFailed: false })).toEqual({
      action: 'refresh',
    });
    expect(tokenExpiryAction({ francoSession: false, refreshFailed: false })).toEqual({
      action: 'logout',
      reason: 'jwe_token_expired',
    });
  });

  it('logs a franco-type session out when its refresh was refused', () => {
    expect(tokenExpiryAction({ francoSession: true, refreshFailed: true })).toEqual({
      action: 'logout',
      reason: 'jwe_token_expired',
    });
  });

  it('lets calls go on with a token whose refresh is under way', () => {
    const gate = gateAuthenticatedRequest({
      token: 'jwe-1',
      externalToken: 'jwe-1',
      expirationTimeInSeconds: EXP,
      nowMs: at(EXP - 10),
      refreshing: true,
    });
    expect(gate).toEqual({ action: 'proceed', bearer: 'jwe-1' });
  });
});

describe('logout rules (spec shell §4, §8)', () => {
  it('knows the logout reasons', () => {
    expect(LOGOUT_REASONS).toEqual(['clicked', 'unauthorized', 'jwe_token_expired']);
  });

  it('logs out on 401 or 403 from /api/ or /xapi/ while logged in', () => {
    for (const status of [401, 403]) {
      expect(
        logoutReasonForResponse({ status, path: '/xapi/rest/accounts/1/info', loggedIn: true }),
      ).toBe('unauthorized');
      expect(logoutReasonForResponse({ status, path: '/api/tabs?l=en', loggedIn: true })).toBe(
        'unauthorized',
      );
      expect(
        logoutReasonForResponse({
          status,
          path: 'https://site.example/xapi/bet/x',
          loggedIn: true,
        }),
      ).toBe('unauthorized');
    }
  });

  it('does not log out for the chat-token call, other paths, other statuses or when logged out', () => {
    expect(
      logoutReasonForResponse({ status: 401, path: '/api/avaya_tokens?1', loggedIn: true }),
    ).toBeNull();
    expect(
      logoutReasonForResponse({ status: 401, path: '/auth/en/api/x', loggedIn: true }),
    ).toBeNull();
    expect(logoutReasonForResponse({ status: 500, path: '/xapi/x', loggedIn: true })).toBeNull();
    expect(logoutReasonForResponse({ status: 404, path: '/api/x', loggedIn: true })).toBeNull();
    expect(logoutReasonForResponse({ status: 401, path: '/xapi/x', loggedIn: false })).toBeNull();
  });
});

describe('auth synchronisation (spec shell §4)', () => {
  it('fetches the session when the cookie token differs from the stored one', () => {
    expect(authSyncAction({ storedToken: 'a', cookieToken: 'b' })).toEqual({
      action: 'fetchSession',
      token: 'b',
    });
    expect(authSyncAction({ storedToken: null, cookieToken: 'b' })).toEqual({
      action: 'fetchSession',
      token: 'b',
    });
  });

  it('does nothing when they match', () => {
    expect(authSyncAction({ storedToken: 'a', cookieToken: 'a' })).toEqual({ action: 'none' });
    expect(authSyncAction({ storedToken: null, cookieToken: '' })).toEqual({ action: 'none' });
  });

  it('logs out (unauthorized) when the token is missing or the fetch fails', () => {
    expect(authSyncAction({ storedToken: 'a', cookieToken: undefined })).toEqual({
      action: 'logout',
      reason: 'unauthorized',
    });
    expect(authSyncFailed).toEqual({ action: 'logout', reason: 'unauthorized' });
  });

  it('reloads on becoming visible only if the token cookie changed', () => {
    expect(shouldReloadOnVisible('a', 'a')).toBe(false);
    expect(shouldReloadOnVisible('a', 'b')).toBe(true);
    expect(shouldReloadOnVisible(null, '')).toBe(false);
    expect(shouldReloadOnVisible(null, 'b')).toBe(true);
  });

  it('rejects a session response without jwe_token with error-500', () => {
    expect(sessionJweToken({ jwe_token: 'x' })).toEqual({ ok: true, value: 'x' });
    expect(sessionJweToken({})).toEqual({ ok: false, error: 'error-500' });
    expect(sessionJweToken({ jwe_token: '' })).toEqual({ ok: false, error: 'error-500' });
  });
});

describe('session clock (spec shell §4)', () => {
  it('counts hh:mm:ss from the stored login time', () => {
    const login = at(EXP);
    expect(formatSessionClock(login, login)).toBe('00:00:00');
    expect(formatSessionClock(login, login + 59_999)).toBe('00:00:59');
    expect(formatSessionClock(login, login + at(3600 + 62))).toBe('01:01:02');
    expect(formatSessionClock(login, login + at(100 * 3600))).toBe('100:00:00');
    expect(formatSessionClock(login, login - 5000)).toBe('00:00:00');
  });
});
