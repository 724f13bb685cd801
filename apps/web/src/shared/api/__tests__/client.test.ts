import { buildPath, ENDPOINTS } from '@touchline/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_BASE } from '../../config/site';
import { useSettingsStore } from '../../preferences';
import { useSessionStore } from '../../session/session-store';
import { setTestCookie } from '../../testing/fetch-routes';
import { makeLoginResponse, makeSession } from '../../testing/fixtures';
import { resetSharedSessionState } from '../../testing/reset-session';
import { jsonResponse } from '../../testing/render-with-client';
import { ApiRequestError } from '../api-error';
import { api } from '../browser-client';
import { createWebClient } from '../client';
import type { DecorationContext } from '../request-decoration';

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

/** A withAuth /xapi/ call: the sportsbook balance. */
const BALANCE = ENDPOINTS.wallet.sportsbookBalance;
const ALICE = { params: { username: 'alice' } } as const;

function requestOf(fetchMock: ReturnType<typeof vi.fn>, call = 0) {
  const [url, init] = fetchMock.mock.calls[call] as unknown as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
}

function okFetch(body: unknown = WALLET) {
  const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(body)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the web client (browser)', () => {
  beforeEach(() => {
    resetSharedSessionState();
  });

  it('sends the bearer token and parses the answer', async () => {
    useSessionStore.getState().login(makeLoginResponse());
    const fetchMock = okFetch();
    await expect(api.wallet.sportsbookBalance(ALICE)).resolves.toEqual(WALLET);
    expect(requestOf(fetchMock).headers).toMatchObject({ Authorization: 'Bearer token-abc' });
  });

  it('logs out (jwe_token_expired) without calling when the token is within 30 s of expiry', async () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    useSessionStore
      .getState()
      .login(makeLoginResponse({ expirationTimeInSeconds: nowSeconds + 20 }));
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.wallet.sportsbookBalance(ALICE)).rejects.toBeInstanceOf(ApiRequestError);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useSessionStore.getState().logoutReason).toBe('jwe_token_expired');
  });

  it('lets a token 31 s from expiry through (the margin is 30 s)', async () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    useSessionStore
      .getState()
      .login(makeLoginResponse({ expirationTimeInSeconds: nowSeconds + 31 }));
    const fetchMock = okFetch();
    await expect(api.wallet.sportsbookBalance(ALICE)).resolves.toEqual(WALLET);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().session).not.toBeNull();
  });

  it('logs out (unauthorized) on a 403 from /xapi/ while logged in', async () => {
    useSessionStore.getState().login(makeLoginResponse());
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ code: 'FORBIDDEN', message: 'Nope' }, 403))),
    );
    await expect(api.wallet.sportsbookBalance(ALICE)).rejects.toMatchObject({
      status: 403,
      message: 'Nope',
    });
    expect(useSessionStore.getState().session).toBeNull();
    expect(useSessionStore.getState().logoutReason).toBe('unauthorized');
  });

  it('logs out (unauthorized) on a 401 from /api/ while logged in', async () => {
    useSessionStore.getState().login(makeSession());
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ code: 'UNAUTHORIZED', message: 'no' }, 401))),
    );
    await expect(api.session.session()).rejects.toBeInstanceOf(ApiRequestError);
    expect(useSessionStore.getState().logoutReason).toBe('unauthorized');
  });

  it('turns a network failure and a malformed answer into readable errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.player.currencies()).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
    });
    okFetch({ nope: true });
    await expect(api.player.currencies()).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
  });

  it('posts the auth forms url-encoded', async () => {
    const fetchMock = okFetch({});
    await api.auth
      .authenticate({
        params: { locale: 'en' },
        body: { username: 'a b', password: 'p&q' },
      })
      .catch(() => undefined);
    const { init, headers } = requestOf(fetchMock);
    expect(headers).toMatchObject({ 'content-type': 'application/x-www-form-urlencoded' });
    expect(init.body).toBe('username=a+b&password=p%26q');
  });

  it('an expired token whose cookie names another session is left to the auth sync', async () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    setTestCookie('tl_fp', 'fp-new');
    useSessionStore
      .getState()
      .login(makeSession({ fingerprint: 'fp-old', expirationTimeInSeconds: nowSeconds + 10 }));
    okFetch();
    await expect(api.wallet.sportsbookBalance(ALICE)).resolves.toEqual(WALLET);
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
    await expect(api.wallet.cashier()).rejects.toMatchObject({
      code: 'TOKEN_EXPIRED',
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useSessionStore.getState().logoutReason).toBe('jwe_token_expired');
  });

  it('sends the betslip pricing call with the bearer when logged in and without it otherwise', async () => {
    const priced = { singles: [] };
    const body = { singles: [], userAcceptOdds: 'D' as const, originId: '11' as const };
    const anonymous = okFetch(priced);
    await api.betslip.refresh({ body }).catch(() => undefined);
    expect(requestOf(anonymous).headers.Authorization).toBeUndefined();
    useSessionStore.getState().login(makeLoginResponse());
    const player = okFetch(priced);
    await api.betslip.refresh({ body }).catch(() => undefined);
    expect(requestOf(player).headers).toMatchObject({ Authorization: 'Bearer token-abc' });
  });

  it("sends the player's saved odds type as X-LVS-PriceFormat (the site default before one is saved)", async () => {
    useSessionStore.getState().login(makeLoginResponse());
    const prefs = { params: { accountId: 1 } } as const;
    const before = okFetch({});
    await api.player.accountPrefs(prefs).catch(() => undefined);
    expect(requestOf(before).headers['X-LVS-PriceFormat']).toBe('euro');

    const { dispatch } = useSettingsStore.getState();
    dispatch({ type: 'oddsTypeChosen', oddsType: 'hk' });
    const drafted = okFetch({});
    await api.player.accountPrefs(prefs).catch(() => undefined);
    // A draft is not applied: only a saved choice travels.
    expect(requestOf(drafted).headers['X-LVS-PriceFormat']).toBe('euro');

    dispatch({ type: 'settingsSaved' });
    const saved = okFetch({});
    await api.player.accountPrefs(prefs).catch(() => undefined);
    expect(requestOf(saved).headers['X-LVS-PriceFormat']).toBe('hk');
    dispatch({ type: 'settingsReset' });
  });

  it('aborts a withAuth call without a session', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.wallet.sportsbookBalance(ALICE)).rejects.toMatchObject({
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
    await expect(api.player.avayaToken({ query: { 7: null } })).rejects.toBeInstanceOf(
      ApiRequestError,
    );
    await expect(api.auth.securityQuestion({ params: { locale: 'en' } })).rejects.toBeInstanceOf(
      ApiRequestError,
    );
    await expect(api.wallet.cashier()).rejects.toBeInstanceOf(ApiRequestError);
    expect(useSessionStore.getState().session).not.toBeNull();
    await expect(api.session.session()).rejects.toBeInstanceOf(ApiRequestError);
    expect(useSessionStore.getState().logoutReason).toBe('unauthorized');
  });
});

describe('the web client: request decoration on the wire (shell §7, betting-domain §7)', () => {
  beforeEach(() => {
    resetSharedSessionState();
    useSessionStore.getState().login(makeLoginResponse());
  });

  it('an /xapi/ call gets X-Accept-Language, the X-SB-* headers and l after its own query', async () => {
    const fetchMock = okFetch();
    await api.wallet.sportsbookBalance({ ...ALICE, query: { includeFullBalanceDetails: 'false' } });
    const { url, headers } = requestOf(fetchMock);
    expect(url).toBe(
      `${buildPath(BALANCE.path, ALICE.params)}?includeFullBalanceDetails=false&l=en`,
    );
    expect(headers).toMatchObject({
      Accept: 'application/json',
      'X-Accept-Language': 'en',
      'X-SB-Brand': 'touchline',
      'X-SB-Origin': 'WEB',
      'X-SB-PORTALID': 'touchline-web',
    });
    expect(headers).not.toHaveProperty('X-LVS-PriceFormat');
  });

  it('the locale is the page’s locale segment', async () => {
    window.history.pushState({}, '', '/de/sports/240-FOOT');
    try {
      const fetchMock = okFetch();
      await api.wallet.sportsbookBalance(ALICE);
      expect(requestOf(fetchMock).url).toContain('l=de');
      window.history.pushState({}, '', '/it/sports/240-FOOT');
      await api.wallet.sportsbookBalance(ALICE);
      // it is not a configured language: the default one is sent (shell §2).
      expect(requestOf(fetchMock, 1).url).toContain('l=en');
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('an /api/ call gets pub (empty until known), l and mc, and no X-SB-* headers', async () => {
    const fetchMock = okFetch({});
    await api.session.session().catch(() => undefined);
    const { url, headers } = requestOf(fetchMock);
    // The cache-busting parameter first (shell §7 session call), then the /api/ decoration.
    expect(url).toMatch(/^[^?]+\?_=\d+&pub=&l=en&mc=web$/);
    expect(url.split('?')[0]).toBe(ENDPOINTS.session.session.path);
    expect(headers).not.toHaveProperty('X-SB-Brand');
    expect(headers).not.toHaveProperty('Authorization');
  });

  it('sports, betslip, account and openbets calls carry X-LVS-PriceFormat', async () => {
    const fetchMock = okFetch({});
    await api.bets.openBets({ params: { accountId: 77 } }).catch(() => undefined);
    await api.player.accountPrefs({ params: { accountId: 77 } }).catch(() => undefined);
    await api.wallet.betCount({ params: { accountId: 77 } }).catch(() => undefined);
    expect(requestOf(fetchMock, 0).headers['X-LVS-PriceFormat']).toBe('euro');
    expect(requestOf(fetchMock, 1).headers['X-LVS-PriceFormat']).toBe('euro');
    expect(requestOf(fetchMock, 2).headers).not.toHaveProperty('X-LVS-PriceFormat');
  });

  it('auth and /accounts/ calls carry no decoration', async () => {
    const fetchMock = okFetch({});
    await api.auth
      .otpValidate({
        params: { locale: 'en' },
        query: { authenticated: 'true' },
        body: { code: '123456' },
      })
      .catch(() => undefined);
    await api.wallet.cashier().catch(() => undefined);
    const auth = requestOf(fetchMock, 0);
    expect(auth.url).toBe(
      `${buildPath(ENDPOINTS.auth.otpValidate.path, { locale: 'en' }, { auth: AUTH_BASE })}?authenticated=true`,
    );
    const cashier = requestOf(fetchMock, 1);
    expect(cashier.url).toBe(ENDPOINTS.wallet.cashier.path);
    for (const { headers } of [auth, cashier]) {
      expect(Object.keys(headers).filter((h) => /^X-/i.test(h))).toEqual([]);
    }
  });

  it('serialises the query with commas unescaped and nulls as empty values', async () => {
    const fetchMock = okFetch({});
    await api.catalog
      .events({
        query: { eventPathIds: [240, 227], marketStatus: 'OPEN,SUSPENDED', dateTo: null },
      })
      .catch(() => undefined);
    expect(requestOf(fetchMock).url).toBe(
      `${ENDPOINTS.catalog.events.path}?eventPathIds=240,227&marketStatus=OPEN,SUSPENDED&dateTo=&l=en`,
    );
  });

  it('fills path parameters percent-encoded', async () => {
    const fetchMock = okFetch();
    await api.wallet.sportsbookBalance({ params: { username: 'a b/c' } });
    expect(requestOf(fetchMock).url).toContain('/players/a%20b%2Fc/balance');
  });
});

describe('skipXSbHeader and the server client', () => {
  const CONTEXT: DecorationContext = {
    locale: 'en',
    channel: 'web',
    oddsType: 'us',
    publication: '1764000000',
    sb: { brand: 'touchline', origin: 'WEB', portalId: 'p' },
  };

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('an endpoint marked skipXSbHeader goes without the X-SB-* headers', async () => {
    const fetchMock = okFetch({});
    const plain = ENDPOINTS.catalog.livePage;
    const client = createWebClient(
      { catalog: { plain, skipped: { ...plain, client: { skipXSbHeader: true } } } },
      { baseUrl: '', authBase: '/auth', context: () => CONTEXT },
    );
    await client.catalog.plain().catch(() => undefined);
    await client.catalog.skipped().catch(() => undefined);
    expect(requestOf(fetchMock, 0).headers['X-SB-Brand']).toBe('touchline');
    const skipped = requestOf(fetchMock, 1).headers;
    expect(skipped).not.toHaveProperty('X-SB-Brand');
    expect(skipped).not.toHaveProperty('X-SB-Origin');
    expect(skipped).not.toHaveProperty('X-SB-PORTALID');
    expect(skipped['X-Accept-Language']).toBe('en');
    expect(skipped['X-LVS-PriceFormat']).toBe('us');
  });

  it('a client without a session (the server) aborts withAuth calls and reaches its base URL', async () => {
    const fetchMock = okFetch({});
    const client = createWebClient(ENDPOINTS, {
      baseUrl: 'http://platform:4000',
      authBase: '/auth',
      context: () => CONTEXT,
    });
    await expect(client.wallet.sportsbookBalance(ALICE)).rejects.toMatchObject({
      code: 'NOT_LOGGED_IN',
    });
    await client.player.currencies().catch(() => undefined);
    expect(requestOf(fetchMock).url).toBe(
      `http://platform:4000${ENDPOINTS.player.currencies.path}?l=en`,
    );
  });
});
