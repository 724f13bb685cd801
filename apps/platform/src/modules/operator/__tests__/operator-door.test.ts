/**
 * The operator door through HTTP: operators of OPERATOR_ACCOUNTS sign in (argon2id, rate-limited
 * per username and per address before any hashing), call operator routes with their token only
 * (a player's token never gets in, and theirs never gets into a player call), are held to their
 * scopes, log out, and read an append-only audit log of who did what and when.
 */
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  defineEndpoint,
  ENDPOINTS,
  OperatorAuditPage,
  OperatorLoginResponse,
  type OperatorAuditEntry,
} from '@touchline/contract';
import { registerErrorHandling } from '../../../http/errors';
import { endpointRegistrar, type AccessGuard } from '../../../http/register-endpoint';
import { TEST_NOW, usePlatform, type Harness } from '../../../test/harness';
import { bearer, injectCall, loginDemo } from '../../../test/kit';
import { dbTargets } from '../../../test/targets';
import { hashPassword } from '../../identity';
import { assertScope, operatorGuard, recordOperatorAction, type OperatorPrincipal } from '../index';
import { DEMO_OPERATOR } from '../demo-operator';
import { OPERATOR_LOGIN_LIMITS } from '../service';

const { operator: OP, player: PL } = ENDPOINTS;

const PASSWORDS = {
  root: 'root-pass-1',
  editor: 'editor-pass-1',
  limited: 'limited-pass-1',
} as const;

const OPERATOR_ACCOUNTS = JSON.stringify([
  { username: 'root', passwordHash: await hashPassword(PASSWORDS.root), scopes: ['*'] },
  { username: 'editor', passwordHash: await hashPassword(PASSWORDS.editor), scopes: ['content'] },
  { username: 'limited', passwordHash: await hashPassword(PASSWORDS.limited), scopes: ['menus'] },
]);
const TTL_SECONDS = 600;

/** A test-only operator call that needs the `menus` scope. */
const PROBE = defineEndpoint({
  key: 'probe.menus',
  method: 'POST',
  path: '/xapi/operator/probe',
  body: { kind: 'json', schema: z.object({ name: z.string().max(10) }) },
  response: z.object({ by: z.string(), name: z.string() }),
  status: [200],
  access: { kind: 'operator' },
});

/** A login from a client address (the inject peer is loopback: X-Forwarded-For is believed). */
const login = (h: Harness, body: unknown, ip = '198.51.100.1'): Promise<LightMyRequestResponse> =>
  h.app.inject({
    method: 'POST',
    url: OP.login.path,
    headers: { 'x-forwarded-for': ip },
    payload: body as object,
  });

async function tokenOf(h: Harness, username: keyof typeof PASSWORDS, ip?: string) {
  const res = await login(h, { username, password: PASSWORDS[username] }, ip);
  expect(res.statusCode, res.body).toBe(201);
  return OperatorLoginResponse.parse(res.json());
}

const audit = (h: Harness, token: string | null, query: Record<string, string> = {}) =>
  h.app.inject({
    method: 'GET',
    url: OP.audit.path,
    query,
    headers: token === null ? {} : bearer(token),
  });

const logout = (h: Harness, token: string) =>
  h.app.inject({ method: 'DELETE', url: OP.logout.path, headers: bearer(token) });

async function auditLines(h: Harness, token: string, action?: string) {
  const res = await audit(h, token, { limit: '500', ...(action && { action }) });
  expect(res.statusCode, res.body).toBe(200);
  return OperatorAuditPage.parse(res.json()).entries;
}

describe.each(dbTargets())('the operator door on $name', (target) => {
  const h = usePlatform(target, {
    env: { OPERATOR_ACCOUNTS, OPERATOR_TOKEN_TTL_SECONDS: String(TTL_SECONDS) },
  });

  describe('login', () => {
    it('signs a configured operator in with a token for its scopes and audits it', async () => {
      const answer = await tokenOf(h, 'editor', '198.51.100.10');
      expect(answer.scopes).toEqual(['content']);
      expect(answer.expiresAt).toBe(
        new Date(TEST_NOW.getTime() + TTL_SECONDS * 1000).toISOString(),
      );
      // A JWS for the operator audience, not a player's JWE.
      expect(answer.token.split('.')).toHaveLength(3);
      const [line] = await auditLines(h, answer.token, 'operator.login');
      expect(line).toMatchObject({
        operator: 'editor',
        action: 'operator.login',
        target: 'operator:editor',
        at: TEST_NOW.toISOString(),
        detail: { ip: '198.51.100.10', expiresAt: answer.expiresAt },
      });
    });

    it('reads the username in any case and around spaces', async () => {
      const res = await login(h, { username: '  ROOT ', password: PASSWORDS.root });
      expect(res.statusCode, res.body).toBe(201);
    });

    it('refuses a wrong password and an unknown username alike, and audits both', async () => {
      const wrong = await login(h, { username: 'root', password: 'nope' }, '198.51.100.20');
      const unknown = await login(h, { username: 'ghost', password: 'nope' }, '198.51.100.20');
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          code: 'INVALID_CREDENTIALS',
          message: 'Wrong operator username or password',
        });
      }
      const { token } = await tokenOf(h, 'root');
      const failures = await auditLines(h, token, 'operator.login_failed');
      expect(failures.filter((l) => l.detail.ip === '198.51.100.20')).toEqual([
        expect.objectContaining({
          operator: 'ghost',
          target: 'operator:ghost',
          detail: { ip: '198.51.100.20', reason: 'unknown_operator' },
        }),
        expect.objectContaining({
          operator: 'root',
          detail: { ip: '198.51.100.20', reason: 'wrong_password' },
        }),
      ]);
    });

    it('has no demo operator when OPERATOR_ACCOUNTS is set', async () => {
      const res = await login(h, DEMO_OPERATOR, '198.51.100.21');
      expect(res.statusCode).toBe(401);
    });

    it('never writes a password or a token into the audit log', async () => {
      const { token } = await tokenOf(h, 'root');
      const all = JSON.stringify(await auditLines(h, token));
      for (const secret of [...Object.values(PASSWORDS), 'nope', token]) {
        expect(all).not.toContain(secret);
      }
    });

    it.each([
      ['no body', undefined],
      ['no password', { username: 'root' }],
      ['an empty password', { username: 'root', password: '' }],
      ['a list', [{ username: 'root', password: 'x' }]],
      ['a number for a username', { username: 7, password: 'x' }],
      ['a username too long', { username: 'r'.repeat(65), password: 'x' }],
      ['a password too long', { username: 'root', password: 'x'.repeat(257) }],
    ])('answers %s with 400 { code, message }', async (_what, body) => {
      const res = await login(h, body, '198.51.100.30');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ code: 'INVALID_REQUEST', message: expect.any(String) });
    });

    it('answers malformed JSON with a 400, never a 500', async () => {
      const res = await h.app.inject({
        method: 'POST',
        url: OP.login.path,
        headers: { 'content-type': 'application/json' },
        payload: '{"username": "root", ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    });
  });

  describe('rate limits', () => {
    it('refuses a username after 10 failures in 15 minutes with 429 and Retry-After, even with the right password', async () => {
      const { failuresPerUsername: limit, windowSeconds } = OPERATOR_LOGIN_LIMITS;
      // Each from its own address: the username's limit, not an address's.
      for (let i = 0; i < limit; i += 1) {
        const res = await login(h, { username: 'limited', password: 'wrong' }, `192.0.2.${i + 1}`);
        expect(res.statusCode).toBe(401);
      }
      const limited = await login(
        h,
        { username: 'limited', password: PASSWORDS.limited },
        '192.0.2.200',
      );
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBe(String(windowSeconds));
      expect(limited.json()).toMatchObject({
        code: 'TOO_MANY_ATTEMPTS',
        message: expect.any(String),
      });
      // Other operators are not held up.
      await tokenOf(h, 'root', '192.0.2.201');

      // The window slides: once the failures are older than 15 minutes the operator gets in.
      h.setNow(new Date(TEST_NOW.getTime() + windowSeconds * 1000 - 60_000));
      const later = await login(h, { username: 'limited', password: 'wrong' }, '192.0.2.202');
      expect(later.statusCode).toBe(429);
      expect(later.headers['retry-after']).toBe('60');
      h.setNow(new Date(TEST_NOW.getTime() + windowSeconds * 1000 + 1000));
      try {
        await tokenOf(h, 'limited', '192.0.2.203');
      } finally {
        h.setNow(TEST_NOW);
      }
    });

    it('refuses an address after 30 failures in 15 minutes, whatever the usernames', async () => {
      const ip = '203.0.113.77';
      for (let i = 0; i < OPERATOR_LOGIN_LIMITS.failuresPerAddress; i += 1) {
        const res = await login(h, { username: `nobody-${String(i)}`, password: 'x' }, ip);
        expect(res.statusCode).toBe(401);
      }
      const limited = await login(h, { username: 'root', password: PASSWORDS.root }, ip);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBe(OPERATOR_LOGIN_LIMITS.windowSeconds);
      // The same operator from another address is let in.
      await tokenOf(h, 'root', '203.0.113.78');
    });
  });

  describe('tokens', () => {
    it('refuses a player token on an operator call (401), before the handler', async () => {
      const player = await loginDemo(h.app);
      const res = await audit(h, player.token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      expect((await logout(h, player.token)).statusCode).toBe(401);
    });

    it('refuses an operator token on a player call (401)', async () => {
      const player = await loginDemo(h.app);
      const { token } = await tokenOf(h, 'root');
      const mine = await injectCall(h.app, PL.accountInfo, {
        params: { accountId: player.accountId },
        headers: bearer(player.token),
      });
      expect(mine.statusCode, mine.body).toBe(200);
      const asOperator = await injectCall(h.app, PL.accountInfo, {
        params: { accountId: player.accountId },
        headers: bearer(token),
      });
      expect(asOperator.statusCode).toBe(401);
      const session = await injectCall(h.app, ENDPOINTS.session.session, {
        headers: bearer(token),
      });
      expect(session.statusCode).toBe(401);
    });

    it('refuses no token, a forged one, an unsigned one and one for another audience', async () => {
      const { token } = await tokenOf(h, 'root');
      const [head, body] = token.split('.');
      const claims = {
        sub: 'root',
        scopes: ['*'],
        jti: crypto.randomUUID(),
        aud: 'touchline-operator',
        iss: 'touchline',
      };
      const exp = Math.floor(TEST_NOW.getTime() / 1000) + 60;
      const forged = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime(exp)
        .sign(h.platform.ctx.keys.jwe);
      const unsigned = new UnsecuredJWT(claims).setExpirationTime(exp).encode();
      for (const bad of [
        null,
        'not-a-token',
        `${head ?? ''}.${body ?? ''}.`,
        `${head ?? ''}.${body ?? ''}.${'A'.repeat(43)}`,
        forged,
        unsigned,
      ]) {
        const res = await audit(h, bad);
        expect(res.statusCode, String(bad)).toBe(401);
      }
    });

    it('refuses an expired token', async () => {
      const { token } = await tokenOf(h, 'root');
      expect((await audit(h, token)).statusCode).toBe(200);
      h.setNow(new Date(TEST_NOW.getTime() + TTL_SECONDS * 1000 + 1000));
      try {
        const res = await audit(h, token);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          code: 'UNAUTHORIZED',
          message: 'The operator token has expired',
        });
      } finally {
        h.setNow(TEST_NOW);
      }
    });

    it('revokes a token at logout: that token is refused, others still work', async () => {
      const first = await tokenOf(h, 'editor');
      const second = await tokenOf(h, 'editor');
      const out = await logout(h, first.token);
      expect(out.statusCode, out.body).toBe(200);
      expect(out.json()).toEqual({ revoked: true });
      const after = await audit(h, first.token);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ message: 'The operator token has been revoked' });
      expect((await logout(h, first.token)).statusCode).toBe(401);
      expect((await audit(h, second.token)).statusCode).toBe(200);
      const [line] = await auditLines(h, second.token, 'operator.logout');
      expect(line).toMatchObject({
        operator: 'editor',
        target: 'operator:editor',
        at: TEST_NOW.toISOString(),
      });
    });
  });

  describe('scopes', () => {
    let probe: FastifyInstance;
    let playerGuardCalls = 0;
    beforeAll(async () => {
      probe = Fastify();
      registerErrorHandling(probe);
      // A player door that must never be asked about an operator call.
      const guard: AccessGuard<{ readonly id: number }> = {
        authenticate: () => {
          playerGuardCalls += 1;
          return Promise.resolve({ id: 1 });
        },
        presents: () => true,
        assertOwner: () => undefined,
      };
      const route = endpointRegistrar(probe, {
        guard,
        operatorGuard: operatorGuard(h.platform.ctx),
      });
      route(PROBE, {}, ({ auth, body }) => {
        expectTypeOf(auth).toEqualTypeOf<OperatorPrincipal>();
        assertScope(auth, 'menus');
        return { by: auth.username, name: body.name };
      });
      await probe.ready();
    });
    afterAll(() => probe.close());

    const call = (token: string | null, payload: unknown) =>
      probe.inject({
        method: 'POST',
        url: PROBE.path,
        headers: token === null ? {} : bearer(token),
        payload: payload as object,
      });

    it('lets an operator with the scope (or every scope) in', async () => {
      const root = await tokenOf(h, 'root');
      const res = await call(root.token, { name: 'main' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ by: 'root', name: 'main' });
    });

    it('refuses an operator without the scope with 403 FORBIDDEN_SCOPE', async () => {
      const editor = await tokenOf(h, 'editor');
      const res = await call(editor.token, { name: 'main' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'FORBIDDEN_SCOPE',
        message: 'This call needs the operator scope "menus"',
      });
    });

    it('authenticates before it parses the body, and never asks the player door', async () => {
      expect((await call(null, { name: 'far too long a name' })).statusCode).toBe(401);
      const root = await tokenOf(h, 'root');
      expect((await call(root.token, { name: 'far too long a name' })).statusCode).toBe(400);
      const player = await loginDemo(h.app);
      expect((await call(player.token, { name: 'main' })).statusCode).toBe(401);
      expect(playerGuardCalls).toBe(0);
    });

    it('cannot register an operator call without the operator door', () => {
      const bare = Fastify();
      expect(() => endpointRegistrar(bare)(PROBE, {}, () => ({ by: '', name: '' }))).toThrow(
        /operator guard/,
      );
      void bare.close();
    });
  });

  describe('the audit log', () => {
    it('pages newest first by id, filtered by action', async () => {
      const { token } = await tokenOf(h, 'root');
      for (const n of [1, 2, 3]) {
        await recordOperatorAction(h.db, {
          operator: 'root',
          action: 'test.paged',
          target: `item:${String(n)}`,
          detail: { n },
        });
      }
      const first = await audit(h, token, { limit: '2', action: 'test.paged' });
      expect(first.statusCode, first.body).toBe(200);
      const page1 = OperatorAuditPage.parse(first.json());
      expect(page1.entries.map((e) => e.target)).toEqual(['item:3', 'item:2']);
      expect(page1.nextBefore).toBe(page1.entries[1]?.id);
      const second = await audit(h, token, {
        limit: '2',
        action: 'test.paged',
        before: String(page1.nextBefore),
      });
      const page2 = OperatorAuditPage.parse(second.json());
      expect(page2.entries.map((e) => e.target)).toEqual(['item:1']);
      expect(page2.nextBefore).toBeNull();

      const all = await auditLines(h, token);
      const ids = all.map((e) => e.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });

    it('records an action in the transaction that makes the change', async () => {
      const { token } = await tokenOf(h, 'root');
      await expect(
        h.db.transaction(async (tx) => {
          await recordOperatorAction(tx, {
            operator: 'root',
            action: 'test.rolled_back',
            target: 't',
            detail: {},
          });
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      await h.db.transaction((tx) =>
        recordOperatorAction(tx, {
          operator: 'root',
          action: 'test.committed',
          target: 'settings:touchline',
          detail: { changed: ['color_theme'], nested: { a: [1, null, true] } },
        }),
      );
      expect(await auditLines(h, token, 'test.rolled_back')).toEqual([]);
      const [line] = await auditLines(h, token, 'test.committed');
      expect(line).toMatchObject<Partial<OperatorAuditEntry>>({
        operator: 'root',
        target: 'settings:touchline',
        detail: { changed: ['color_theme'], nested: { a: [1, null, true] } },
      });
      expect(Date.parse(line?.at ?? '')).not.toBeNaN();
    });

    it.each([
      ['limit=0', { limit: '0' }],
      ['limit=501', { limit: '501' }],
      ['limit=abc', { limit: 'abc' }],
      ['before=-1', { before: '-1' }],
      ['before=1.5', { before: '1.5' }],
      ['action=Not An Action', { action: 'Not An Action' }],
    ])('answers %s with 400 { code, message }', async (_what, query) => {
      const { token } = await tokenOf(h, 'root');
      const res = await audit(h, token, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'INVALID_REQUEST', message: expect.any(String) });
      // Without a token the caller learns nothing about the query.
      expect((await audit(h, null, query)).statusCode).toBe(401);
    });

    it('cannot be changed or removed, by the application or by the owner', async () => {
      const change = 'UPDATE operator_audit SET action = $1';
      const remove = 'DELETE FROM operator_audit';
      await expect(h.db.query(change, ['x.y'])).rejects.toThrow(/permission denied|append-only/);
      await expect(h.db.query(remove)).rejects.toThrow(/permission denied|append-only/);
      await expect(h.db.owner.query(change, ['x.y'])).rejects.toThrow(
        'operator_audit is append-only: UPDATE is refused',
      );
      await expect(h.db.owner.query(remove)).rejects.toThrow(
        'operator_audit is append-only: DELETE is refused',
      );
      await expect(h.db.owner.query('TRUNCATE operator_audit')).rejects.toThrow(
        'operator_audit is append-only: TRUNCATE is refused',
      );
      const [row] = await h.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM operator_audit',
      );
      expect(row?.n).toBeGreaterThan(0);
    });
  });
});

describe.each(dbTargets())('the embedded demo operator on $name', (target) => {
  const h = usePlatform(target);

  it('signs in with the documented password and every scope', async () => {
    const res = await login(h, DEMO_OPERATOR);
    expect(res.statusCode, res.body).toBe(201);
    const answer = OperatorLoginResponse.parse(res.json());
    expect(answer.scopes).toEqual(['*']);
    expect((await audit(h, answer.token)).statusCode).toBe(200);
    expect((await login(h, { ...DEMO_OPERATOR, password: 'wrong' })).statusCode).toBe(401);
  });
});
