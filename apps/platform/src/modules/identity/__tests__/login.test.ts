import { describe, expect, it } from 'vitest';
import { LOGIN_RESPONSE_CODES } from '@touchline/site';
import { buildPath, ENDPOINTS, PlayerLoginResponse } from '@touchline/contract';
import { dbTargets } from '../../../test/targets';
import { TEST_NOW, usePlatform } from '../../../test/harness';
import { hashPassword } from '../passwords';

const DEMO_BALANCE = buildPath(ENDPOINTS.wallet.sportsbookBalance.path, { username: 'demo' });

describe.each(dbTargets())('POST /xapi/icore/players/login on $name', (target) => {
  const h = usePlatform(target);
  const login = (payload: unknown) =>
    h.app.inject({
      method: 'POST',
      url: ENDPOINTS.auth.playerLogin.path,
      payload: payload as object,
    });

  it('logs the seeded demo player in and returns a session token and its expiry', async () => {
    const res = await login({ username: 'demo', password: 'demo-pass-1' });
    expect(res.statusCode).toBe(200);
    const body = PlayerLoginResponse.parse(res.json());
    expect(body.username).toBe('demo');
    expect(body.currency).toBe('EUR');
    expect(body.alsToken.split('.')).toHaveLength(5); // compact JWE
    expect(body.expirationTimeInSeconds).toBe(TEST_NOW.getTime() / 1000 + 28_800);
  });

  it('trims the username and ignores its case', async () => {
    const res = await login({ username: '  DEMO ', password: 'demo-pass-1' });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    [{ username: 'demo', password: 'wrong' }],
    [{ username: 'nobody', password: 'demo-pass-1' }],
  ])('answers wrong credentials %j with 401 INT003 and the same message', async (payload) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'INT003',
      message: LOGIN_RESPONSE_CODES.INT003.text,
      reasonJson: { responseCode: 'INT003' },
    });
  });

  it.each([
    ['suspended', 402, 'INT009'],
    ['locked', 403, 'INT008'],
    ['pending_activation', 421, 'INT056'],
  ])('answers a %s account with %i %s once the password is right', async (status, http, code) => {
    const username = `${status}.player`;
    await h.db.query(
      `INSERT INTO players (username, password_hash, currency, status) VALUES ($1, $2, 'EUR', $3)`,
      [username, await hashPassword('right-pass-1'), status],
    );
    const wrong = await login({ username, password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    const res = await login({ username, password: 'right-pass-1' });
    expect(res.statusCode).toBe(http);
    expect(res.json<{ reasonJson: { responseCode: string } }>().reasonJson.responseCode).toBe(code);
  });

  it.each([
    [{ username: '', password: 'x' }, 'username'],
    [{ username: 'demo' }, 'password'],
    [{ username: 42, password: 'x' }, 'username'],
  ])('rejects malformed body %j with 400', async (payload, field) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(field);
  });

  it('rejects a body that is not JSON with a 400, not a 500', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: ENDPOINTS.auth.playerLogin.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "demo", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('rejects tampered and foreign tokens on authenticated calls with 401', async () => {
    const good = PlayerLoginResponse.parse(
      (await login({ username: 'demo', password: 'demo-pass-1' })).json(),
    );
    const parts = good.alsToken.split('.');
    const tampered = [...parts.slice(0, 3), `${parts[3]?.slice(0, -2) ?? ''}AA`, parts[4]].join(
      '.',
    );
    for (const auth of [
      undefined,
      'Bearer nonsense',
      `Bearer ${tampered}`,
      `Basic ${good.alsToken}`,
    ]) {
      const res = await h.app.inject({
        method: 'GET',
        url: DEMO_BALANCE,
        headers: auth ? { authorization: auth } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json<{ code: string }>().code).toBe('UNAUTHORIZED');
    }
  });

  it('rejects a token once its session has expired', async () => {
    const good = PlayerLoginResponse.parse(
      (await login({ username: 'demo', password: 'demo-pass-1' })).json(),
    );
    h.setNow(new Date(TEST_NOW.getTime() + 28_801_000));
    try {
      const res = await h.app.inject({
        method: 'GET',
        url: DEMO_BALANCE,
        headers: { authorization: `Bearer ${good.alsToken}` },
      });
      expect(res.statusCode).toBe(401);
    } finally {
      h.setNow(TEST_NOW);
    }
  });
});
