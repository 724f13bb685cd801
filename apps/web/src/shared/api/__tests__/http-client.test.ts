import { Wallet } from '@touchline/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../session/session-store';
import { setTestCookie } from '../../testing/fetch-routes';
import { makeLoginResponse, makeSession } from '../../testing/fixtures';
import { resetSharedSessionState } from '../../testing/reset-session';
import { jsonResponse } from '../../testing/render-with-client';
import { ApiRequestError } from '../api-error';
import { apiRequest } from '../http-client';

const WALLET = {
  name: 'sportsbook',
  currency: 'EUR',
  balance: 1000,
  totalBalance: 1000,
  realBalance: 1000,
  bonusBalance: 0,
  promoCash: 0,
  totalLeftToWager: 0,
  withdrawableAmount: 1000,
};

describe('apiRequest', () => {
  beforeEach(() => {
    resetSharedSessionState();
  });

  it('sends the bearer token and parses the answer', async () => {
    useSessionStore.getState().login(makeLoginResponse());
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(WALLET)));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/xapi/w', { auth: true, schema: Wallet })).resolves.toEqual(WALLET);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({ Authorization: 'Bearer token-abc' });
  });

  it('logs out (jwe_token_expired) without calling when the token is within 30 s of expiry', async () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    useSessionStore
      .getState()
      .login(makeLoginResponse({ expirationTimeInSeconds: nowSeconds + 20 }));
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/xapi/w', { auth: true, schema: Wallet })).rejects.toBeInstanceOf(
      ApiRequestError,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useSessionStore.getState().logoutReason).toBe('jwe_token_expired');
  });

  it('logs out (unauthorized) on a 403 from /xapi/ while logged in', async () => {
    useSessionStore.getState().login(makeLoginResponse());
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ code: 'FORBIDDEN', message: 'Nope' }, 403))),
    );
    await expect(apiRequest('/xapi/w', { auth: true, schema: Wallet })).rejects.toMatchObject({
      status: 403,
      message: 'Nope',
    });
    expect(useSessionStore.getState().session).toBeNull();
    expect(useSessionStore.getState().logoutReason).toBe('unauthorized');
  });

  it('turns a network failure and a malformed answer into readable errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/xapi/w', { schema: Wallet })).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ nope: true }))),
    );
    await expect(apiRequest('/xapi/w', { schema: Wallet })).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
  });

  it('posts the auth forms url-encoded', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(WALLET)));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/auth/en/x', {
      method: 'POST',
      form: { username: 'a b', password: 'p&q' },
      schema: Wallet,
    });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(init.body).toBe('username=a+b&password=p%26q');
  });

  it('an expired token whose cookie names another session is left to the auth sync', async () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    setTestCookie('tl_fp', 'fp-new');
    useSessionStore
      .getState()
      .login(makeSession({ fingerprint: 'fp-old', expirationTimeInSeconds: nowSeconds + 10 }));
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(WALLET)));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/xapi/w', { auth: true, schema: Wallet })).resolves.toEqual(WALLET);
    expect(useSessionStore.getState().session).not.toBeNull();
  });

  it('an expired token matching the cookie aborts the call and logs out (jwe_token_expired)', async () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    setTestCookie('tl_fp', 'fp-1');
    useSessionStore
      .getState()
      .login(makeSession({ fingerprint: 'fp-1', expirationTimeInSeconds: nowSeconds + 29 }));
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      apiRequest('/accounts/me/cashier', { auth: true, schema: Wallet }),
    ).rejects.toMatchObject({
      code: 'TOKEN_EXPIRED',
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useSessionStore.getState().logoutReason).toBe('jwe_token_expired');
  });

  it('aborts a withAuth call without a session', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/xapi/w', { auth: true, schema: Wallet })).rejects.toMatchObject({
      code: 'NOT_LOGGED_IN',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not log out for the chat-token call or for paths outside /api and /xapi', async () => {
    useSessionStore.getState().login(makeSession());
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ code: 'UNAUTHORIZED', message: 'no' }, 401))),
    );
    await expect(
      apiRequest('/api/avaya_tokens?7', { auth: true, schema: Wallet }),
    ).rejects.toBeInstanceOf(ApiRequestError);
    await expect(apiRequest('/auth/en/x', { schema: Wallet })).rejects.toBeInstanceOf(
      ApiRequestError,
    );
    expect(useSessionStore.getState().session).not.toBeNull();
    await expect(apiRequest('/api/session', { schema: Wallet })).rejects.toBeInstanceOf(
      ApiRequestError,
    );
    expect(useSessionStore.getState().logoutReason).toBe('unauthorized');
  });
});
