/**
 * Abuse resistance: rate limits before hashing, per account and per address,
 * counted in the database; the INT008 lockout after consecutive failures, surviving a restart;
 * unknown users cost a hash and lock out alike (no enumeration). Hash checks are counted with a
 * wrapped hasher.
 */
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@touchline/contract';
import { TEST_NOW } from '../../../test/harness';
import { dbTargets } from '../../../test/targets';
import { identityDeps, overrideIdentityDeps } from '../deps';
import type { PasswordHasher } from '../passwords';
import {
  LOGIN,
  PASSWORD,
  authenticate,
  cookieJar,
  createPlayer,
  form,
  later,
  useIdentityPlatform,
  type IdentityHarness,
} from './support';

/** Wraps the platform's hasher so a test can count the checks that reach argon2. */
function countVerifies(h: IdentityHarness): { readonly count: () => number } {
  let count = 0;
  const ctx = h.platform.ctx;
  const real = identityDeps(ctx).hasher;
  const counting: PasswordHasher = {
    hash: (s) => real.hash(s),
    verify: (hashed, s) => {
      count += 1;
      return real.verify(hashed, s);
    },
    dummyHash: () => real.dummyHash(),
  };
  overrideIdentityDeps(ctx, { hasher: counting });
  return { count: () => count };
}

const icoreLogin = (h: IdentityHarness, username: string, password: string, ip: string) =>
  h.app.inject({
    method: 'POST',
    url: ENDPOINTS.auth.playerLogin.path,
    payload: { username, password },
    headers: { 'x-forwarded-for': ip },
  });

const tally = (responses: LightMyRequestResponse[]) => {
  const out: Record<string, number> = {};
  for (const r of responses) {
    const key = `${r.statusCode} ${r.json<{ code: string }>().code}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
};

describe.each(dbTargets())('rate limits before hashing on $name', (target) => {
  // A lockout threshold out of reach, so only the rate limits act here.
  const h = useIdentityPlatform(target, {
    LOGIN_LOCKOUT_THRESHOLD: '1000',
    LOGIN_RATE_IP_PER_HOUR: '30',
  });

  it('1,000 wrong passwords from 50 addresses reach argon2 at most 100 times; other accounts still log in', async () => {
    const counter = countVerifies(h);
    const attack = Array.from({ length: 1000 }, (_, i) =>
      icoreLogin(h, 'demo', `guess-${i}`, `10.0.0.${i % 50}`),
    );
    // A player on another account, from one of the same addresses, in the middle of it.
    const bystander = icoreLogin(h, 'krw.demo', PASSWORD, '10.0.0.7');
    const [results, other] = await Promise.all([Promise.all(attack), bystander]);
    expect(other.statusCode).toBe(200);
    expect(tally(results)).toEqual({ '401 INT003': 100, '429 RATE_LIMITED': 900 });
    expect(counter.count()).toBe(101);
    const limited = results.find((r) => r.statusCode === 429);
    expect(Number(limited?.headers['retry-after'])).toBe(3600);
    expect(limited?.json()).toMatchObject({ retryAfterSeconds: 3600 });

    // The account's window is full: even the right password waits, without a hash.
    const right = await icoreLogin(h, 'demo', PASSWORD, '10.0.1.1');
    expect(right.statusCode).toBe(429);
    expect(counter.count()).toBe(101);
    // The web form is limited the same way.
    expect((await authenticate(h.app, 'demo')).statusCode).toBe(429);
    h.setNow(later(3601));
    try {
      expect((await icoreLogin(h, 'demo', PASSWORD, '10.0.1.1')).statusCode).toBe(200);
    } finally {
      h.setNow(TEST_NOW);
    }
  });

  it('an address is limited across usernames; other addresses are not', async () => {
    const counter = countVerifies(h);
    const results = await Promise.all(
      Array.from({ length: 35 }, (_, i) => icoreLogin(h, `spray.${i}`, 'x-x-x-x', '10.9.9.9')),
    );
    expect(tally(results)).toEqual({ '401 INT003': 30, '429 RATE_LIMITED': 5 });
    expect(counter.count()).toBe(30);
    expect((await icoreLogin(h, 'usdt.demo', PASSWORD, '10.9.9.10')).statusCode).toBe(200);
  });

  it('trusts X-Forwarded-For only from a loopback peer (the web proxy)', async () => {
    const results = await Promise.all(
      Array.from({ length: 31 }, (_, i) =>
        h.app.inject({
          method: 'POST',
          url: ENDPOINTS.auth.playerLogin.path,
          payload: { username: `direct.${i}`, password: 'x-x-x-x' },
          remoteAddress: '203.0.113.5',
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        }),
      ),
    );
    // Each spoofed address would get its own budget; the peer's is what counts.
    expect(tally(results)).toEqual({ '401 INT003': 30, '429 RATE_LIMITED': 1 });
  });
});

describe.each(dbTargets())('lockout (INT008) on $name', (target) => {
  const h = useIdentityPlatform(target);

  it('locks after 10 consecutive failures, for 30 minutes, and says so only with INT008', async () => {
    const p = await createPlayer(h.db, { prefix: 'lock' });
    const counter = countVerifies(h);
    for (let i = 1; i <= 9; i += 1) {
      const res = await icoreLogin(h, p.username, `wrong-${i}`, '10.1.0.1');
      expect(res.statusCode).toBe(401);
    }
    const tenth = await icoreLogin(h, p.username, 'wrong-10', '10.1.0.1');
    expect(tenth.statusCode).toBe(403);
    const lockedUntil = later(30 * 60).toISOString();
    expect(tenth.json()).toMatchObject({
      code: 'INT008',
      reasonJson: { responseCode: 'INT008' },
      lockedUntil,
    });
    expect(tenth.headers['retry-after']).toBe('1800');
    expect(counter.count()).toBe(10);
    // Locked: refused before any hash, even with the right password, on every login path.
    for (const res of [
      await icoreLogin(h, p.username, PASSWORD, '10.1.0.2'),
      await authenticate(h.app, p.username),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'INT008', lockedUntil });
    }
    expect(counter.count()).toBe(10);
    const [row] = await h.db.query<{ locked_until: Date }>(
      'SELECT locked_until FROM login_throttle WHERE username_key = $1',
      [p.username],
    );
    expect(row?.locked_until.toISOString()).toBe(lockedUntil);
  });

  it('an unknown username pays for a hash and locks out exactly like a real one', async () => {
    const counter = countVerifies(h);
    const real = await createPlayer(h.db, { prefix: 'twin' });
    const ghost = `${real.username}.ghost`;
    const bodies: unknown[][] = [[], []];
    for (const [k, username] of [real.username, ghost].entries()) {
      for (let i = 1; i <= 11; i += 1) {
        const res = await icoreLogin(h, username, `bad-${i}`, '10.2.0.1');
        bodies[k]?.push([res.statusCode, res.json()]);
      }
    }
    expect(bodies[0]).toEqual(bodies[1]);
    expect(counter.count()).toBe(20);
  });

  it('wrong one-time codes and security answers count toward the lockout', async () => {
    const p = await createPlayer(h.db, { prefix: 'lockq', secondFactor: 'question' });
    const answer = (cookie: string, a: string) => {
      const body = form({ answer: a });
      return h.app.inject({
        method: 'POST',
        url: LOGIN.checkAnswer,
        payload: body.payload,
        headers: { ...body.headers, cookie },
      });
    };
    const statuses: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      const start = await authenticate(h.app, p.username);
      const cookie = cookieJar(start);
      for (let i = 0; i < 5; i += 1) statuses.push((await answer(cookie, `no ${i}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 403]);
    expect((await authenticate(h.app, p.username)).json()).toMatchObject({ code: 'INT008' });
  });

  it('survives a platform restart; a flood never starves another account', async () => {
    const p = await createPlayer(h.db, { prefix: 'restart' });
    const counter = countVerifies(h);
    const flood = Array.from({ length: 200 }, (_, i) =>
      icoreLogin(h, p.username, `flood-${i}`, `10.3.${i % 50}.1`),
    );
    const [results, other] = await Promise.all([
      Promise.all(flood),
      icoreLogin(h, 'usdt.demo', PASSWORD, '10.3.7.1'),
    ]);
    expect(other.statusCode).toBe(200);
    expect(counter.count()).toBeLessThanOrEqual(101);
    expect(results.every((r) => [401, 403, 429].includes(r.statusCode))).toBe(true);
    expect(results.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(100);

    await h.restart();
    const after = await icoreLogin(h, p.username, PASSWORD, '10.4.0.1');
    expect(after.statusCode).toBe(403);
    expect(after.json()).toMatchObject({ code: 'INT008' });
    // After the lockout and the account's rate-limit hour, the password works again.
    h.setNow(later(3601));
    try {
      expect((await icoreLogin(h, p.username, PASSWORD, '10.4.0.1')).statusCode).toBe(200);
    } finally {
      h.setNow(TEST_NOW);
    }
  });
});
