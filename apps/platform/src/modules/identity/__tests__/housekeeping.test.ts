/**
 * Identity hardening from the issue-5 audit: one-time codes never reach the logs, expired login
 * data is purged, the argon2 wait queue is bounded, and the auth base is configurable.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildPath, ENDPOINTS, withQuery } from '@touchline/contract';
import { TEST_NOW } from '../../../test/harness';
import { dbTargets } from '../../../test/targets';
import { createLimiter } from '../passwords';
import { purgeLoginData } from '../purge';
import {
  authenticate,
  cookieJar,
  createPlayer,
  form,
  latestCode,
  later,
  LOGIN,
  PASSWORD,
  setCookies,
  useIdentityPlatform,
} from './support';

describe.each(dbTargets())('one-time codes and the logs on $name', (target) => {
  const lines: string[] = [];
  const h = useIdentityPlatform(
    target,
    { LOG_LEVEL: 'trace' },
    { logStream: { write: (line) => void lines.push(line) } },
  );

  it('never writes a code (or the password) to the log, at trace level', async () => {
    const p = await createPlayer(h.db, { prefix: 'logged', secondFactor: 'otp' });
    const step = await authenticate(h.app, p.username);
    const jar = cookieJar(step);
    const post = (path: string, fields: Record<string, string>) =>
      h.app.inject({
        method: 'POST',
        url: withQuery(path, { authenticated: 'true' }),
        ...form(fields),
        headers: { ...form(fields).headers, cookie: jar },
      });
    const first = (await latestCode(h.app, p.username)) ?? '';
    expect(first).toMatch(/^\d{6}$/);
    const wrong = first === '000000' ? '111111' : '000000';
    expect((await post(LOGIN.otpValidate, { code: wrong })).statusCode).toBe(401);
    h.setNow(later(60));
    try {
      expect((await post(LOGIN.otpGenerate, {})).statusCode).toBe(200);
      const second = (await latestCode(h.app, p.username)) ?? '';
      expect(second).toMatch(/^\d{6}$/);
      expect((await post(LOGIN.otpValidate, { code: second })).statusCode).toBe(200);

      const log = lines.join('');
      // The log is there and detailed: every request, at trace level …
      expect(log).toContain('otp/validate');
      expect(log).toContain('header_login/authenticate');
      // … and holds no code sent, and no password.
      expect(log).not.toContain(first);
      expect(log).not.toContain(second);
      expect(log).not.toContain(PASSWORD);
    } finally {
      h.setNow(TEST_NOW);
    }
  });
});

describe.each(dbTargets())('the purge of expired login data on $name', (target) => {
  const h = useIdentityPlatform(target);

  it('deletes what outlived its use and keeps what still counts', async () => {
    const p = await createPlayer(h.db, { prefix: 'purge', secondFactor: 'otp' });
    const now = TEST_NOW;
    const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
    const tag = randomUUID().slice(0, 8);
    const key = (name: string) => `${name}-${tag}`;
    await h.db.query(
      `INSERT INTO rate_limit_keys (scope, key) VALUES
         ('password:ip', $1), ('password:ip', $2), ('password:ip', $3)`,
      [key('old'), key('fresh'), key('idle')],
    );
    await h.db.query(
      `INSERT INTO rate_limit_hits (scope, key, at) VALUES
         ('password:ip', $1, $3), ('password:ip', $2, $4)`,
      [key('old'), key('fresh'), ago(3601), ago(600)],
    );
    await h.db.query(
      `INSERT INTO login_throttle (username_key, failed_count, locked_until, updated_at) VALUES
         ($1, 3, NULL, $4), ($2, 10, $5, $4), ($3, 2, NULL, $6)`,
      [key('quiet'), key('locked'), key('recent'), ago(2 * 86_400), later(600, now), ago(60)],
    );
    await h.db.query(
      `INSERT INTO pending_logins (id_hash, player_id, step, created_at, expires_at) VALUES
         ($1, $3, 'otp', $4, $5), ($2, $3, 'otp', $6, $7)`,
      [
        key('p-old'),
        key('p-new'),
        p.id,
        ago(3 * 86_400),
        ago(2 * 86_400),
        ago(60),
        later(1700, now),
      ],
    );
    await h.db.query(
      `INSERT INTO otp_codes (player_id, code_hash, salt, issued_at, expires_at) VALUES
         ($1, 'h1', 's1', $2, $3), ($1, 'h2', 's2', $4, $5)`,
      [p.id, ago(3 * 86_400), ago(2 * 86_400), ago(60), later(1700, now)],
    );
    await h.db.query(
      `INSERT INTO message_outbox (player_id, channel, recipient, kind, body, created_at) VALUES
         ($1, 'sms', '+44', 'otp', 'code 123456', $2), ($1, 'sms', '+44', 'otp', 'code 654321', $3)`,
      [p.id, ago(1801), ago(60)],
    );

    const report = await purgeLoginData(h.db, now);
    expect(report).toMatchObject({
      rateLimitHits: expect.any(Number) as number,
      outboxMessages: expect.any(Number) as number,
    });
    const keys = await h.db.query<{ key: string }>(
      'SELECT key FROM rate_limit_keys WHERE key LIKE $1 ORDER BY key',
      [`%-${tag}`],
    );
    expect(keys.map((r) => r.key)).toEqual([key('fresh')]);
    const hits = await h.db.query<{ key: string }>(
      'SELECT key FROM rate_limit_hits WHERE key LIKE $1',
      [`%-${tag}`],
    );
    expect(hits.map((r) => r.key)).toEqual([key('fresh')]);
    const throttle = await h.db.query<{ username_key: string }>(
      'SELECT username_key FROM login_throttle WHERE username_key LIKE $1 ORDER BY username_key',
      [`%-${tag}`],
    );
    expect(throttle.map((r) => r.username_key)).toEqual([key('locked'), key('recent')]);
    const pending = await h.db.query<{ id_hash: string }>(
      'SELECT id_hash FROM pending_logins WHERE player_id = $1',
      [p.id],
    );
    expect(pending.map((r) => r.id_hash)).toEqual([key('p-new')]);
    const codes = await h.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM otp_codes WHERE player_id = $1',
      [p.id],
    );
    expect(codes.map((r) => r.code_hash)).toEqual(['h2']);
    const outbox = await h.db.query<{ body: string }>(
      'SELECT body FROM message_outbox WHERE player_id = $1',
      [p.id],
    );
    expect(outbox.map((r) => r.body)).toEqual(['code 654321']);
    // Idempotent: nothing more the second time.
    expect(Object.values(await purgeLoginData(h.db, now)).every((n) => n === 0)).toBe(true);
  });

  it('keeps a login working across a purge (the rate-limit key comes back)', async () => {
    const p = await createPlayer(h.db, { prefix: 'afterpurge' });
    expect((await authenticate(h.app, p.username)).statusCode).toBe(200);
    await purgeLoginData(h.db, later(2 * 3600));
    expect((await authenticate(h.app, p.username)).statusCode).toBe(200);
  });
});

describe('the argon2 wait queue', () => {
  it('runs `limit` tasks at once, lets `maxWaiting` wait and refuses more with 503 LOGIN_BUSY', async () => {
    const limit = createLimiter(1, 2);
    const gates: (() => void)[] = [];
    const task = () =>
      limit(
        () =>
          new Promise<string>((resolve) => {
            gates.push(() => resolve('done'));
          }),
      );
    const running = task();
    const waiting = [task(), task()];
    await expect(task()).rejects.toMatchObject({
      statusCode: 503,
      code: 'LOGIN_BUSY',
      extra: { retryAfterSeconds: 1 },
    });
    // As the queue drains, room comes back: the next task waits instead of being refused.
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
    gates.shift()?.();
    await expect(running).resolves.toBe('done');
    await flush();
    const next = task();
    for (let i = 0; i < 3; i += 1) {
      await flush();
      gates.shift()?.();
    }
    await expect(Promise.all([...waiting, next])).resolves.toEqual(['done', 'done', 'done']);
  });
});

describe.each(dbTargets())('a flood beyond the argon2 queue on $name', (target) => {
  const h = useIdentityPlatform(target, {
    ARGON2_CONCURRENCY: '1',
    ARGON2_MAX_QUEUE: '0',
    LOGIN_RATE_IP_PER_HOUR: '100000',
  });

  it('answers 503 LOGIN_BUSY with Retry-After (never a 500), and logins work again after', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        h.app.inject({
          method: 'POST',
          url: ENDPOINTS.auth.playerLogin.path,
          payload: { username: `flood.${i}.${randomUUID().slice(0, 6)}`, password: 'wrong-pass' },
        }),
      ),
    );
    const busy = results.filter((r) => r.statusCode === 503);
    expect(results.every((r) => r.statusCode === 401 || r.statusCode === 503)).toBe(true);
    expect(busy.length).toBeGreaterThan(0);
    for (const r of busy) {
      expect(r.json()).toEqual({
        code: 'LOGIN_BUSY',
        message: 'Too many logins at this moment. Please try again shortly.',
        retryAfterSeconds: 1,
      });
      expect(r.headers['retry-after']).toBe('1');
    }
    const p = await createPlayer(h.db, { prefix: 'afterflood' });
    const ok = await h.app.inject({
      method: 'POST',
      url: ENDPOINTS.auth.playerLogin.path,
      payload: { username: p.username, password: PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe.each(dbTargets())('a configured auth base on $name', (target) => {
  const h = useIdentityPlatform(target, { AUTH_BASE: '/login-api' });
  const underBase = (endpoint: { readonly path: string }) =>
    buildPath(endpoint.path, { locale: 'en' }, { auth: '/login-api' });

  it('serves the auth calls under AUTH_BASE, scopes the pending cookie to it, and not /auth', async () => {
    const p = await createPlayer(h.db, { prefix: 'base', secondFactor: 'otp' });
    const fields = form({ username: p.username, password: PASSWORD });
    const moved = await h.app.inject({
      method: 'POST',
      url: underBase(ENDPOINTS.auth.authenticate),
      ...fields,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ otp: true });
    expect(setCookies(moved).get('tl_pending')?.get('Path')).toBe('/login-api');
    const code = (await latestCode(h.app, p.username)) ?? '';
    const done = await h.app.inject({
      method: 'POST',
      url: underBase(ENDPOINTS.auth.otpValidate),
      ...form({ code }),
      headers: { ...form({}).headers, cookie: cookieJar(moved) },
    });
    expect(done.statusCode).toBe(200);
    const old = await h.app.inject({
      method: 'POST',
      url: LOGIN.authenticate,
      ...fields,
    });
    expect(old.statusCode).toBe(404);
  });

  it('refuses an auth base that is no path or collides with the platform paths', async () => {
    const { loadConfig } = await import('../../../config');
    // AUTH_BASE values, not paths the platform serves
    for (const bad of ['auth', '/auth/', '/Auth', '/api/auth', '/xapi', '/a b']) {
      expect(() => loadConfig({ AUTH_BASE: bad })).toThrow(/AUTH_BASE=/);
    }
  });
});
