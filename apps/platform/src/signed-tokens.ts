/**
 * Signed tokens for one purpose each (operator sessions, third-party launch tokens): a compact JWS
 * (HS256) under a key derived by HKDF-SHA256 from the platform's token key for that purpose alone,
 * with the purpose as its audience. A player's session token (a JWE under the parent key), an
 * unsecured token, another algorithm or another purpose's token never opens as one.
 */
import { hkdfSync, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { z } from 'zod';
import type { TokenKeys } from './token-keys';

const ISSUER = 'touchline';
const derived = new WeakMap<TokenKeys, Map<string, Uint8Array>>();

/** The key of one audience: never the session key itself. */
export function purposeKey(keys: TokenKeys, audience: string): Uint8Array {
  let byAudience = derived.get(keys);
  if (!byAudience) {
    byAudience = new Map();
    derived.set(keys, byAudience);
  }
  let key = byAudience.get(audience);
  if (!key) {
    key = new Uint8Array(hkdfSync('sha256', keys.jwe, ISSUER, `${audience}/jws`, 32));
    byAudience.set(audience, key);
  }
  return key;
}

const epochSeconds = (d: Date): number => Math.floor(d.getTime() / 1000);

export interface SignedToken {
  readonly token: string;
  readonly tokenId: string;
  readonly expiresAt: Date;
}

/** Signs `claims` for `audience`, with a fresh token id, valid `ttlSeconds` from `now`. */
export async function signPurposeToken(
  keys: TokenKeys,
  audience: string,
  subject: string,
  claims: JWTPayload,
  now: Date,
  ttlSeconds: number,
): Promise<SignedToken> {
  const tokenId = randomUUID();
  const expiresAt = new Date((epochSeconds(now) + ttlSeconds) * 1000);
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setSubject(subject)
    .setJti(tokenId)
    .setIssuedAt(epochSeconds(now))
    .setExpirationTime(epochSeconds(expiresAt))
    .sign(purposeKey(keys, audience));
  return { token, tokenId, expiresAt };
}

export type Opened<T> =
  | { readonly ok: true; readonly payload: T }
  | { readonly ok: false; readonly reason: 'invalid' | 'expired' };

/** Opens a token of `audience` whose payload `schema` accepts (sub, jti and exp required). */
export async function openPurposeToken<S extends z.ZodType>(
  keys: TokenKeys,
  audience: string,
  token: string,
  now: Date,
  schema: S,
): Promise<Opened<z.output<S>>> {
  try {
    const { payload } = await jwtVerify(token, purposeKey(keys, audience), {
      algorithms: ['HS256'],
      audience,
      issuer: ISSUER,
      requiredClaims: ['exp', 'jti', 'sub'],
      currentDate: now,
    });
    const parsed = schema.safeParse(payload);
    return parsed.success ? { ok: true, payload: parsed.data } : { ok: false, reason: 'invalid' };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
