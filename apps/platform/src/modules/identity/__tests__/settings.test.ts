/**
 * Identity settings (README "Configuration"): the single-session rule (spec shell §2/§4
 * single_allowed_session), the token quota (INT051), theme switching (betting-domain §3) and the
 * demo outbox switch.
 */
import { describe, expect, it } from 'vitest';
import { LOGIN_RESPONSE_CODES } from '@touchline/site';
import { buildPath, ENDPOINTS, withQuery } from '@touchline/contract';
import { loadConfig } from '../../../config';
import { dbTargets } from '../../../test/targets';
import {
  authenticate,
  bearer,
  bearerLogin,
  cookieJar,
  createPlayer,
  useIdentityPlatform,
} from './support';

describe('identity configuration', () => {
  it('has safe defaults and refuses bad values by name', () => {
    const c = loadConfig({}).identity;
    expect(c).toMatchObject({
      singleAllowedSession: false,
      maxSessionsPerPlayer: 100,
      lockoutThreshold: 10,
      lockoutMinutes: 30,
      rateAccountPerHour: 100,
      rateIpPerHour: 300,
      trustProxy: 'loopback',
      demoOutbox: true,
      termsVersion: '2026-01',
      themeSwitching: true,
      argon2MaxQueue: 256,
      authBase: '/auth',
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db' }).identity.demoOutbox).toBe(
      false,
    );
    expect(
      loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db', DEMO_OUTBOX: 'true' }).identity
        .demoOutbox,
    ).toBe(true);
    for (const [name, value] of [
      ['SINGLE_ALLOWED_SESSION', 'yes'],
      ['LOGIN_LOCKOUT_THRESHOLD', '0'],
      ['TRUST_PROXY', 'sometimes'],
      ['TERMS_VERSION', 'v 1'],
    ]) {
      expect(() => loadConfig({ [name as string]: value })).toThrow(new RegExp(`${name}=`));
    }
  });
});

describe.each(dbTargets())('single session, theme off, outbox off on $name', (target) => {
  const h = useIdentityPlatform(target, {
    SINGLE_ALLOWED_SESSION: 'true',
    THEME_SWITCHING: 'false',
    DEMO_OUTBOX: 'false',
  });

  it('a new login ends the player’s other sessions (single_allowed_session)', async () => {
    const p = await createPlayer(h.db, { prefix: 'single' });
    const first = await bearerLogin(h.app, p.username);
    const web = await authenticate(h.app, p.username);
    expect(web.statusCode).toBe(200);
    const gone = await h.app.inject({
      method: 'GET',
      url: ENDPOINTS.player.profile.path,
      headers: bearer(first.token),
    });
    expect(gone.statusCode).toBe(401);
    const session = await h.app.inject({
      method: 'GET',
      url: ENDPOINTS.session.session.path,
      headers: { cookie: cookieJar(web) },
    });
    expect(session.statusCode).toBe(200);
    const [row] = await h.db.query<{ revoke_reason: string }>(
      'SELECT revoke_reason FROM sessions WHERE player_id = $1 AND revoked_at IS NOT NULL',
      [p.id],
    );
    expect(row?.revoke_reason).toBe('single_session');
  });

  it('preferences carry no theme and refuse one while theme switching is off', async () => {
    const demo = await bearerLogin(h.app, 'demo');
    const url = buildPath(ENDPOINTS.player.accountPrefs.path, { accountId: demo.accountId });
    const prefs = await h.app.inject({ method: 'GET', url, headers: bearer(demo.token) });
    expect(prefs.json()).not.toHaveProperty('theme');
    const patch = await h.app.inject({
      method: 'PATCH',
      url,
      headers: bearer(demo.token),
      payload: { theme: 'dark' },
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json<{ code: string }>().code).toBe('THEME_SWITCHING_DISABLED');
  });

  it('the demo outbox is not served when DEMO_OUTBOX is off', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: withQuery(ENDPOINTS.demo.outbox.path, { username: 'otp.demo' }),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe.each(dbTargets())('token quota on $name', (target) => {
  const h = useIdentityPlatform(target, { MAX_SESSIONS_PER_PLAYER: '2' });

  it('refuses a third live session with 403 INT051; a logout frees a place', async () => {
    const p = await createPlayer(h.db, { prefix: 'quota' });
    const a = await bearerLogin(h.app, p.username);
    await bearerLogin(h.app, p.username);
    const third = await authenticate(h.app, p.username);
    expect(third.statusCode).toBe(403);
    expect(third.json()).toEqual({
      code: 'INT051',
      message: LOGIN_RESPONSE_CODES.INT051.text,
      reasonJson: { responseCode: 'INT051' },
    });
    await h.app.inject({
      method: 'DELETE',
      url: ENDPOINTS.session.francoLogout.path,
      headers: bearer(a.token),
    });
    expect((await authenticate(h.app, p.username)).statusCode).toBe(200);
  });
});
