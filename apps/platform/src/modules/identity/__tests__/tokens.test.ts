/**
 * Session tokens: tampering, algorithm confusion, expiry, revocation,
 * rotation and inactive accounts are all refused; the 401/403 bodies tell the web what to do.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { EncryptJWT, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@touchline/contract';
import { TEST_NOW } from '../../../test/harness';
import { dbTargets } from '../../../test/targets';
import type { TokenKeys } from '../../../token-keys';
import { inspectSessionToken, sealSessionToken } from '../tokens';
import { bearer, bearerLogin, createPlayer, later, useIdentityPlatform } from './support';

describe.each(dbTargets())('session tokens on $name', (target) => {
  const h = useIdentityPlatform(target);
  const profile = (token: string) =>
    h.app.inject({ method: 'GET', url: ENDPOINTS.player.profile.path, headers: bearer(token) });
  const expect401 = async (token: string, logoutReason = 'unauthorized') => {
    const res = await profile(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', logoutReason });
  };

  it('accepts its own token and refuses any tampered part', async () => {
    const { token } = await bearerLogin(h.app, 'demo');
    expect((await profile(token)).statusCode).toBe(200);
    const parts = token.split('.');
    for (let i = 0; i < parts.length; i += 1) {
      const part = parts[i] ?? '';
      const flipped = `${part.slice(0, -2)}${part.endsWith('AA') ? 'BB' : 'AA'}`;
      const tampered = parts.map((p, j) => (j === i ? flipped : p)).join('.');
      if (tampered !== token) await expect401(tampered);
    }
    for (const auth of ['', 'Bearer', 'Bearer nonsense', `Basic ${token}`]) {
      const res = await h.app.inject({
        method: 'GET',
        url: ENDPOINTS.player.profile.path,
        headers: auth ? { authorization: auth } : {},
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('refuses algorithm confusion: JWS, alg none, other JWE algorithms, other keys', async () => {
    const { alsPlayerId } = await bearerLogin(h.app, 'demo');
    const key = h.platform.ctx.keys.jwe;
    const claims = { sid: randomUUID(), gen: 0 };
    const exp = Math.floor(TEST_NOW.getTime() / 1000) + 3600;
    const forged = [
      // An HMAC-signed JWT made with the same key bytes.
      await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(alsPlayerId))
        .setExpirationTime(exp)
        .sign(key),
      // An unsecured JWT.
      new UnsecuredJWT(claims).setSubject(String(alsPlayerId)).setExpirationTime(exp).encode(),
      // JWE with key wrapping instead of direct encryption, same key.
      await new EncryptJWT(claims)
        .setProtectedHeader({ alg: 'A256KW', enc: 'A256GCM' })
        .setSubject(String(alsPlayerId))
        .setExpirationTime(exp)
        .encrypt(key),
      // JWE with another content encryption (A128GCM over half the key).
      await new EncryptJWT(claims)
        .setProtectedHeader({ alg: 'dir', enc: 'A128GCM' })
        .setSubject(String(alsPlayerId))
        .setExpirationTime(exp)
        .encrypt(key.slice(0, 16)),
      // The right algorithms under another key.
      await new EncryptJWT(claims)
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setSubject(String(alsPlayerId))
        .setExpirationTime(exp)
        .encrypt(randomBytes(32)),
    ];
    for (const token of forged) await expect401(token);
  });

  it('refuses well-sealed tokens that name no live session, or carry odd claims, with 401 not 500', async () => {
    const { alsPlayerId } = await bearerLogin(h.app, 'demo');
    const keys = h.platform.ctx.keys;
    const unknownSession = await sealSessionToken(keys, {
      playerId: alsPlayerId,
      sessionId: randomUUID(),
      tokenGen: 0,
      expiresAt: later(3600),
    });
    await expect401(unknownSession);
    const notUuid = await new EncryptJWT({ sid: "x' OR 1=1 --", gen: 0 })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setSubject(String(alsPlayerId))
      .setExpirationTime(Math.floor(TEST_NOW.getTime() / 1000) + 3600)
      .encrypt(keys.jwe);
    await expect401(notUuid);
    const noExpiry = await new EncryptJWT({ sid: randomUUID(), gen: 0 })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setSubject(String(alsPlayerId))
      .encrypt(keys.jwe);
    await expect401(noExpiry);
  });

  it('refuses an expired token with logoutReason jwe_token_expired', async () => {
    const { token } = await bearerLogin(h.app, 'demo');
    h.setNow(later(28_800));
    try {
      await expect401(token, 'jwe_token_expired');
    } finally {
      h.setNow(TEST_NOW);
    }
  });

  it('refuses a revoked token and the previous generation of a rotated one', async () => {
    const { token } = await bearerLogin(h.app, 'demo');
    const refreshed = await h.app.inject({
      method: 'POST',
      url: ENDPOINTS.session.refresh.path,
      headers: bearer(token),
    });
    const next = refreshed.json<{ accessToken: string }>().accessToken;
    await expect401(token);
    expect((await profile(next)).statusCode).toBe(200);
    await h.app.inject({
      method: 'DELETE',
      url: ENDPOINTS.session.francoLogout.path,
      headers: bearer(next),
    });
    await expect401(next);
  });

  it('answers each of many calls made at once for its own token (the checks share a statement)', async () => {
    const live = await Promise.all([1, 2, 3].map(() => bearerLogin(h.app, 'demo')));
    const revoked = await bearerLogin(h.app, 'demo');
    await h.app.inject({
      method: 'DELETE',
      url: ENDPOINTS.session.francoLogout.path,
      headers: bearer(revoked.token),
    });
    const suspended = await createPlayer(h.db, { prefix: 'batch' });
    const { token: suspendedToken } = await bearerLogin(h.app, suspended.username);
    await h.db.query(`UPDATE players SET status = 'suspended' WHERE id = $1`, [suspended.id]);
    const unknown = await sealSessionToken(h.platform.ctx.keys, {
      playerId: live[0]?.alsPlayerId ?? 0,
      sessionId: randomUUID(),
      tokenGen: 0,
      expiresAt: later(3600),
    });
    const calls = [
      ...live.map((l) => ({ token: l.token, status: 200 })),
      { token: revoked.token, status: 401 },
      { token: suspendedToken, status: 403 },
      { token: unknown, status: 401 },
    ];
    // Twice over, interleaved, all in one turn of the event loop.
    const all = [...calls, ...calls.slice().reverse()];
    const answers = await Promise.all(all.map((c) => profile(c.token)));
    expect(answers.map((a) => a.statusCode)).toEqual(all.map((c) => c.status));
  });

  it('answers 403 ACCOUNT_INACTIVE when the account is suspended during a session', async () => {
    const p = await createPlayer(h.db, { prefix: 'susp' });
    const { token } = await bearerLogin(h.app, p.username);
    await h.db.query(`UPDATE players SET status = 'suspended' WHERE id = $1`, [p.id]);
    const res = await profile(token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_INACTIVE', accountStatus: 'suspended' });
  });

  it('revokes other sessions on a password change and rotates the caller', async () => {
    const p = await createPlayer(h.db, { prefix: 'pw' });
    const a = await bearerLogin(h.app, p.username);
    const b = await bearerLogin(h.app, p.username);
    const change = (token: string, body: object) =>
      h.app.inject({
        method: 'POST',
        url: ENDPOINTS.player.changePassword.path,
        headers: bearer(token),
        payload: body,
      });
    const wrong = await change(a.token, {
      currentPassword: 'nope-nope',
      newPassword: 'new-pass-22',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json<{ code: string }>().code).toBe('INVALID_CURRENT_PASSWORD');
    for (const newPassword of ['short', p.username, 'demo-pass-1']) {
      const weak = await change(a.token, { currentPassword: 'demo-pass-1', newPassword });
      expect(weak.statusCode).toBe(400);
    }
    const ok = await change(a.token, {
      currentPassword: 'demo-pass-1',
      newPassword: 'new-pass-22',
    });
    expect(ok.statusCode).toBe(200);
    const body = ok.json<{ accessToken: string; revokedSessions: number }>();
    expect(body.revokedSessions).toBe(1);
    await expect401(b.token);
    await expect401(a.token);
    expect((await profile(body.accessToken)).statusCode).toBe(200);
    const [row] = await h.db.query<{ revoke_reason: string }>(
      'SELECT revoke_reason FROM sessions WHERE player_id = $1 AND revoke_reason IS NOT NULL',
      [p.id],
    );
    expect(row?.revoke_reason).toBe('password_changed');
    const oldPass = await h.app.inject({
      method: 'POST',
      url: ENDPOINTS.auth.playerLogin.path,
      payload: { username: p.username, password: 'demo-pass-1' },
    });
    expect(oldPass.statusCode).toBe(401);
    const newPass = await h.app.inject({
      method: 'POST',
      url: ENDPOINTS.auth.playerLogin.path,
      payload: { username: p.username, password: 'new-pass-22' },
    });
    expect(newPass.statusCode).toBe(200);
  });
});

describe('an opened token, remembered', () => {
  const keysOf = (): TokenKeys => ({ jwe: new Uint8Array(randomBytes(32)) });
  it('is still refused once it expires, and only under the key it was opened with', async () => {
    const keys = keysOf();
    const claims = {
      playerId: 7,
      sessionId: randomUUID(),
      tokenGen: 2,
      expiresAt: new Date(TEST_NOW.getTime() + 60_000),
    };
    const token = await sealSessionToken(keys, claims);
    const opened = await inspectSessionToken(keys, token, TEST_NOW);
    expect(opened).toEqual({ ok: true, claims });
    // Second look (remembered): the same answer, and expiry still follows the clock.
    expect(await inspectSessionToken(keys, token, TEST_NOW)).toEqual(opened);
    const after = new Date(claims.expiresAt.getTime() + 1);
    expect(await inspectSessionToken(keys, token, after)).toEqual({ ok: false, reason: 'expired' });
    expect(await inspectSessionToken(keys, token, after, { ignoreExpiry: true })).toEqual(opened);
    // Another key never sees what this one opened.
    expect(await inspectSessionToken(keysOf(), token, TEST_NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
