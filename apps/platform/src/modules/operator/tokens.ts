/**
 * Operator tokens: a JWS (HS256) under a key derived from the platform's token key for this one
 * purpose, with its own audience, so neither a player's token (a JWE under the parent key) nor
 * any other token can pass for one, and an operator token is no player token either.
 */
import { hkdfSync, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { OperatorScopeGrant, OperatorUsername } from '@touchline/contract';
import type { TokenKeys } from '../../token-keys';

export const OPERATOR_AUDIENCE = 'touchline-operator';
const ISSUER = 'touchline';

const signingKeys = new WeakMap<TokenKeys, Uint8Array>();

/** HKDF-SHA256 of the platform key with the operator purpose: never the session key itself. */
function signingKey(keys: TokenKeys): Uint8Array {
  let key = signingKeys.get(keys);
  if (!key) {
    key = new Uint8Array(hkdfSync('sha256', keys.jwe, ISSUER, `${OPERATOR_AUDIENCE}/jws`, 32));
    signingKeys.set(keys, key);
  }
  return key;
}

export interface OperatorClaims {
  readonly username: string;
  readonly scopes: readonly OperatorScopeGrant[];
  readonly tokenId: string;
  readonly expiresAt: Date;
}

const epochSeconds = (d: Date): number => Math.floor(d.getTime() / 1000);

export async function signOperatorToken(
  keys: TokenKeys,
  grant: { readonly username: string; readonly scopes: readonly OperatorScopeGrant[] },
  now: Date,
  ttlSeconds: number,
): Promise<{ readonly token: string; readonly claims: OperatorClaims }> {
  const claims: OperatorClaims = {
    username: grant.username,
    scopes: grant.scopes,
    tokenId: randomUUID(),
    expiresAt: new Date((epochSeconds(now) + ttlSeconds) * 1000),
  };
  const token = await new SignJWT({ scopes: [...claims.scopes] })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(OPERATOR_AUDIENCE)
    .setSubject(claims.username)
    .setJti(claims.tokenId)
    .setIssuedAt(epochSeconds(now))
    .setExpirationTime(epochSeconds(claims.expiresAt))
    .sign(signingKey(keys));
  return { token, claims };
}

const Payload = z.object({
  sub: OperatorUsername,
  jti: z.uuid(),
  exp: z.number().int(),
  scopes: z.array(OperatorScopeGrant),
});

export type OpenedOperatorToken =
  | { readonly ok: true; readonly claims: OperatorClaims }
  | { readonly ok: false; readonly reason: 'invalid' | 'expired' };

/**
 * Only a compact JWS with HS256 under the operator key, for the operator audience, is opened:
 * a JWE (a player's token), `alg: none`, another algorithm or audience is invalid.
 */
export async function openOperatorToken(
  keys: TokenKeys,
  token: string,
  now: Date,
): Promise<OpenedOperatorToken> {
  try {
    const { payload } = await jwtVerify(token, signingKey(keys), {
      algorithms: ['HS256'],
      audience: OPERATOR_AUDIENCE,
      issuer: ISSUER,
      requiredClaims: ['exp', 'jti', 'sub'],
      currentDate: now,
    });
    const parsed = Payload.safeParse(payload);
    if (!parsed.success) return { ok: false, reason: 'invalid' };
    const { sub, jti, exp, scopes } = parsed.data;
    return {
      ok: true,
      claims: { username: sub, scopes, tokenId: jti, expiresAt: new Date(exp * 1000) },
    };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
