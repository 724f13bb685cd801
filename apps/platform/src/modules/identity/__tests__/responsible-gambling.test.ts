/**
 * Responsible gambling: a time-out or self-exclusion blocks login and betting
 * at once (every session ends in the same transaction, and bet placement checks on its own),
 * the reality-check interval reaches the session and the profile.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { money } from '@touchline/betting';
import { exclusionEnd } from '@touchline/site';
import {
  buildPath,
  ENDPOINTS,
  EventsPage,
  ResponsibleGamblingState,
  withQuery,
} from '@touchline/contract';
import { AppError } from '../../../http/errors';
import { TEST_NOW } from '../../../test/harness';
import { injectCall } from '../../../test/kit';
import { dbTargets } from '../../../test/targets';
import { placeBetslip } from '../../betting';
import { deposit } from '../../wallet';
import {
  authenticate,
  bearer,
  bearerLogin,
  cookieJar,
  createPlayer,
  INTEGRATE,
  form,
  latestCode,
  later,
  LOGIN,
  useIdentityPlatform,
} from './support';

describe.each(dbTargets())('responsible gambling on $name', (target) => {
  const h = useIdentityPlatform(target, { SIM_ENABLED: 'true' });
  const { player } = ENDPOINTS;
  const RG = player.responsibleGambling.path;

  const funded = async (prefix: string) => {
    const p = await createPlayer(h.db, { prefix });
    await deposit(h.db, { id: p.id, currency: 'EUR' }, money(10_000, 'EUR'), `test:${p.username}`);
    return p;
  };
  const firstOutcome = async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: withQuery(ENDPOINTS.catalog.events.path, {
        periodType: 'PRE_MATCH',
        includeMarkets: 'true',
        eventsPerPage: 5,
      }),
    });
    const event = EventsPage.parse(res.json()).events[0];
    const market = event?.markets[0];
    const outcome = market?.outcomes[0];
    if (!event || !market || !outcome) throw new Error('no selection on the card');
    return {
      outcomeId: outcome.id,
      eventId: event.id,
      marketId: market.id,
      decimal: outcome.consolidatedPrice.currentPrice.decimal,
      ref: 'sel1',
      unitStake: 1,
    };
  };
  const slip = async () => ({
    singles: [await firstOutcome()],
    userAcceptOdds: 'D' as const,
    originId: '11' as const,
  });
  const place = async (token: string, accountId: number) =>
    injectCall(h.app, ENDPOINTS.bets.place, {
      params: { accountId },
      query: { uuid: randomUUID() },
      headers: bearer(token),
      body: await slip(),
    });
  const login = (username: string) =>
    h.app.inject({
      method: 'POST',
      url: ENDPOINTS.auth.playerLogin.path,
      payload: { username, password: 'demo-pass-1' },
    });

  it('a 24-hour time-out ends every session and blocks login and betting until it is over', async () => {
    const p = await funded('timeout');
    const a = await bearerLogin(h.app, p.username);
    const b = await bearerLogin(h.app, p.username);
    expect((await place(b.token, b.accountId)).statusCode).toBe(201);

    const res = await h.app.inject({
      method: 'POST',
      url: player.timeOut.path,
      headers: bearer(a.token),
      payload: { period: '24h' },
    });
    expect(res.statusCode).toBe(200);
    const state = ResponsibleGamblingState.parse(res.json());
    const until = later(24 * 3600).toISOString();
    expect(state).toMatchObject({ selfExcluded: false, timeOut: { until } });
    expect(res.headers['set-cookie']).toBeDefined();

    // At once: both sessions are gone, so is betting.
    for (const t of [a, b]) {
      const bal = await h.app.inject({ method: 'GET', url: RG, headers: bearer(t.token) });
      expect(bal.statusCode).toBe(401);
    }
    expect((await place(b.token, b.accountId)).statusCode).toBe(401);
    const reasons = await h.db.query<{ revoke_reason: string }>(
      'SELECT DISTINCT revoke_reason FROM sessions WHERE player_id = $1',
      [p.id],
    );
    expect(reasons).toEqual([{ revoke_reason: 'time_out' }]);

    for (const attempt of [await login(p.username), await authenticate(h.app, p.username)]) {
      expect(attempt.statusCode).toBe(403);
      expect(attempt.json()).toMatchObject({
        code: 'TIMED_OUT',
        until,
        permanent: false,
        reasonJson: { responseCode: 'TIMED_OUT' },
      });
    }
    // A wrong password still says only INT003 (the exclusion is not revealed without it).
    const wrong = await h.app.inject({
      method: 'POST',
      url: ENDPOINTS.auth.playerLogin.path,
      payload: { username: p.username, password: 'wrong-wrong' },
    });
    expect(wrong.statusCode).toBe(401);

    h.setNow(later(24 * 3600 + 1));
    try {
      expect((await login(p.username)).statusCode).toBe(200);
    } finally {
      h.setNow(TEST_NOW);
    }
  });

  it('bet placement refuses an excluded player even with a session that has not ended', async () => {
    const p = await funded('stale');
    const { token, accountId } = await bearerLogin(h.app, p.username);
    const session = await h.app.inject({
      method: 'GET',
      url: ENDPOINTS.session.session.path,
      headers: bearer(token),
    });
    expect(session.statusCode).toBe(200);
    // An exclusion written by someone else (support desk, another instance), sessions untouched.
    await h.db.query(
      `INSERT INTO rg_exclusions (player_id, kind, period, starts_at, ends_at, created_at)
       VALUES ($1, 'self_exclusion', 'permanent', $2, NULL, $2)`,
      [p.id, TEST_NOW],
    );
    const viaHttp = await place(token, accountId);
    expect(viaHttp.statusCode).toBe(403);
    expect(viaHttp.json()).toMatchObject({ code: 'SELF_EXCLUDED', permanent: true, until: null });
    // The betting module checks on its own, for a caller that resolved the player earlier.
    const stale = {
      session_id: randomUUID(),
      token_gen: 0,
      session_created_at: TEST_NOW,
      expires_at: later(3600),
      channel: 'icore' as const,
      embedded: false,
      scope: 'full' as const,
      id: p.id,
      account_id: accountId,
      username: p.username,
      currency: 'EUR',
      locale: 'en',
      status: 'active' as const,
      price_format: 'euro' as const,
      excluded_from_promotions: false,
      partner_matrix_affiliate: false,
      exclusion_kind: null,
      exclusion_ends_at: null,
    };
    const direct = placeBetslip(h.platform.ctx, stale, randomUUID(), {
      ...(await slip()),
      userAcceptOdds: 'D',
      originId: '11',
    });
    await expect(direct).rejects.toMatchObject({ statusCode: 403, code: 'SELF_EXCLUDED' });
    await expect(direct).rejects.toBeInstanceOf(AppError);
    const bets = await h.db.query('SELECT 1 FROM bets WHERE player_id = $1', [p.id]);
    expect(bets).toHaveLength(0);
  });

  it.each([
    ['6m', false],
    ['1y', false],
    ['5y', false],
    ['permanent', true],
  ] as const)('self-exclusion for %s blocks login with its end', async (period, permanent) => {
    const p = await funded(`self${period}`);
    const { token } = await bearerLogin(h.app, p.username);
    const res = await h.app.inject({
      method: 'POST',
      url: player.selfExclusion.path,
      headers: bearer(token),
      payload: { period },
    });
    expect(res.statusCode).toBe(200);
    const end = exclusionEnd(period, TEST_NOW.getTime());
    const until = end === null ? null : new Date(end).toISOString();
    expect(ResponsibleGamblingState.parse(res.json())).toMatchObject({
      selfExcluded: true,
      selfExclusion: { until, permanent },
    });
    const attempt = await login(p.username);
    expect(attempt.statusCode).toBe(403);
    expect(attempt.json()).toMatchObject({ code: 'SELF_EXCLUDED', until, permanent });
  });

  /** The withdraw-only session an excluded player's refused login carries. */
  const withdrawOnlyToken = (res: { json: () => unknown }): string => {
    const body = res.json() as { withdrawOnly?: { token?: unknown } };
    const token = body.withdrawOnly?.token;
    if (typeof token !== 'string') throw new Error('no withdraw-only session in the refusal');
    return token;
  };
  const withdraw = (token: string, amount: string) =>
    h.app.inject({
      method: 'POST',
      url: ENDPOINTS.wallet.withdraw.path,
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
      payload: { amount, method: 'demo-card' },
    });

  it('a self-excluded player still reaches their money: a withdraw-only session, nothing more', async () => {
    // 100.00 deposited and never staked: normally held back from withdrawal (turnover rule).
    const p = await funded('selfcash');
    const first = await bearerLogin(h.app, p.username);
    const ex = await h.app.inject({
      method: 'POST',
      url: player.selfExclusion.path,
      headers: bearer(first.token),
      payload: { period: '6m' },
    });
    expect(ex.statusCode).toBe(200);

    // The login is refused as before, and carries the withdraw-only session.
    const refused = await login(p.username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'SELF_EXCLUDED',
      withdrawOnly: { expirationTimeInSeconds: expect.any(Number) as number },
    });
    const token = withdrawOnlyToken(refused);
    const get = (url: string) => h.app.inject({ method: 'GET', url, headers: bearer(token) });

    // It reads the account: the profile says selfExcluded, the session says withdrawOnly.
    const profile = await get(player.profile.path);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ selfExcluded: true });
    const session = await get(ENDPOINTS.session.session.path);
    expect(session.json()).toMatchObject({ withdrawOnly: true, icore_kiron_token: '' });
    expect((await get(RG)).json()).toMatchObject({ selfExcluded: true });
    const wallet = await get(
      withQuery(buildPath(ENDPOINTS.wallet.sportsbookBalance.path, { username: p.username }), {
        includeFullBalanceDetails: 'true',
      }),
    );
    expect(wallet.json()).toMatchObject({ realBalance: 100, withdrawableAmount: 100 });

    // Nothing else: no bet, no deposit, no settings, no new exclusion, no refresh, no games.
    const refusedCalls = [
      await place(token, p.accountId),
      await h.app.inject({
        method: 'POST',
        url: ENDPOINTS.wallet.deposit.path,
        headers: { ...bearer(token), 'idempotency-key': randomUUID() },
        payload: { amount: '10.00', method: 'demo-card' },
      }),
      await h.app.inject({
        method: 'PATCH',
        url: buildPath(player.patchAccountPrefs.path, { accountId: p.accountId }),
        headers: bearer(token),
        payload: { sort_by: 'time' },
      }),
      await h.app.inject({
        method: 'POST',
        url: player.timeOut.path,
        headers: bearer(token),
        payload: { period: '24h' },
      }),
      await h.app.inject({
        method: 'POST',
        url: ENDPOINTS.session.refresh.path,
        headers: bearer(token),
      }),
      await h.app.inject({
        method: 'POST',
        url: INTEGRATE,
        headers: bearer(token),
      }),
    ];
    for (const res of refusedCalls) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ code: 'WITHDRAW_ONLY_SESSION' });
    }

    // Every unit of real money goes out, the unstaked deposit included.
    const out = await withdraw(token, '100.00');
    expect(out.statusCode, out.body).toBe(201);
    expect(out.json()).toMatchObject({ wallet: { realBalance: 0 } });
    const [row] = await h.db.query<{ scope: string }>(
      'SELECT scope FROM sessions WHERE player_id = $1 AND revoked_at IS NULL',
      [p.id],
    );
    expect(row).toEqual({ scope: 'withdraw_only' });
  });

  it('a timed-out player with a one-time code gets the withdraw-only session only after the code', async () => {
    const p = await createPlayer(h.db, { prefix: 'otpbreak', secondFactor: 'otp' });
    await deposit(h.db, { id: p.id, currency: 'EUR' }, money(5_000, 'EUR'), `test:${p.username}`);
    await h.db.query(
      `INSERT INTO rg_exclusions (player_id, kind, period, starts_at, ends_at, created_at)
       VALUES ($1, 'time_out', '7d', $2, $3, $2)`,
      [p.id, TEST_NOW, later(7 * 24 * 3600)],
    );
    // The password alone reveals nothing and opens nothing: the second step comes first.
    const step = await authenticate(h.app, p.username);
    expect(step.statusCode).toBe(200);
    expect(step.json()).toMatchObject({ otp: true });
    expect(await h.db.query('SELECT 1 FROM sessions WHERE player_id = $1', [p.id])).toEqual([]);

    const code = await latestCode(h.app, p.username);
    const done = await h.app.inject({
      method: 'POST',
      url: withQuery(LOGIN.otpValidate, { authenticated: 'true' }),
      ...form({ code: code ?? '' }),
      headers: { ...form({}).headers, cookie: cookieJar(step) },
    });
    expect(done.statusCode).toBe(403);
    expect(done.json()).toMatchObject({
      code: 'TIMED_OUT',
      until: later(7 * 24 * 3600).toISOString(),
    });
    // The web gets it as its cookies, like any login: the session call says what it may do.
    const session = await h.app.inject({
      method: 'GET',
      url: ENDPOINTS.session.session.path,
      headers: { cookie: cookieJar(step, done) },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ withdrawOnly: true, username: p.username });
    const token = withdrawOnlyToken(done);
    const profile = await h.app.inject({
      method: 'GET',
      url: player.profile.path,
      headers: bearer(token),
    });
    // A time-out is not a self-exclusion.
    expect(profile.json()).toMatchObject({ selfExcluded: false });
    // During a time-out the turnover hold stays: the unstaked deposit is not withdrawable yet.
    const held = await withdraw(token, '50.00');
    expect(held.statusCode).toBe(422);
    expect(held.json()).toMatchObject({
      code: 'WITHDRAWAL_EXCEEDS_WITHDRAWABLE',
      withdrawableAmount: 0,
    });
  });

  it('the reality-check interval is a player setting shown in the session and profile', async () => {
    const p = await createPlayer(h.db, { prefix: 'reality' });
    const { token } = await bearerLogin(h.app, p.username);
    const put = (minutes: unknown) =>
      h.app.inject({
        method: 'PUT',
        url: player.realityCheck.path,
        headers: bearer(token),
        payload: { minutes },
      });
    expect((await put(30)).json()).toMatchObject({ realityCheckMinutes: 30, selfExcluded: false });
    for (const bad of [20, '30', -15, null]) expect((await put(bad)).statusCode).toBe(400);
    const session = await h.app.inject({
      method: 'GET',
      url: ENDPOINTS.session.session.path,
      headers: bearer(token),
    });
    expect(session.json()).toMatchObject({ realityCheckMinutes: 30 });
    const profile = await h.app.inject({
      method: 'GET',
      url: player.profile.path,
      headers: bearer(token),
    });
    expect(profile.json()).toMatchObject({ realityCheckMinutes: 30, selfExcluded: false });
    const state = await h.app.inject({ method: 'GET', url: RG, headers: bearer(token) });
    expect(state.json()).toEqual({
      selfExcluded: false,
      timeOut: null,
      selfExclusion: null,
      realityCheckMinutes: 30,
    });
    for (const [url, payload] of [
      [player.timeOut.path, { period: '2h' }],
      [player.selfExclusion.path, { period: '3m' }],
    ] as const) {
      const res = await h.app.inject({ method: 'POST', url, headers: bearer(token), payload });
      expect(res.statusCode).toBe(400);
    }
  });
});
