import { EncryptJWT, errors, jwtDecrypt } from 'jose';
import type { TokenKeys } from '../../token-keys';

export interface SessionClaims {
  readonly playerId: number;
  readonly sessionId: string;
  /** The session's token generation: refresh, terms acceptance and password change bump it. */
  readonly tokenGen: number;
  readonly expiresAt: Date;
}

export async function sealSessionToken(keys: TokenKeys, claims: SessionClaims): Promise<string> {
  return new EncryptJWT({ sid: claims.sessionId, gen: claims.tokenGen })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setSubject(String(claims.playerId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
    .encrypt(keys.jwe);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type OpenedToken =
  | { readonly ok: true; readonly claims: SessionClaims }
  | { readonly ok: false; readonly reason: 'invalid' | 'expired' };

/**
 * Opens a token: only compact JWE with `dir` + `A256GCM` under our key is accepted, so a JWS,
 * an unsecured (`alg: none`) token or a JWE of any other algorithm is invalid (no algorithm
 * confusion). `ignoreExpiry` is for logout, which must end a session whose token just expired.
 */
export async function inspectSessionToken(
  keys: TokenKeys,
  token: string,
  now: Date,
  options: { readonly ignoreExpiry?: boolean } = {},
): Promise<OpenedToken> {
  try {
    const { payload } = await jwtDecrypt(token, keys.jwe, {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
      // The epoch start makes every expiry lie ahead (jose has no switch for it).
      currentDate: options.ignoreExpiry ? new Date(0) : now,
    });
    const playerId = Number(payload.sub);
    const tokenGen = payload.gen ?? 0;
    if (
      !Number.isSafeInteger(playerId) ||
      typeof payload.sid !== 'string' ||
      !UUID.test(payload.sid) ||
      typeof tokenGen !== 'number' ||
      !Number.isSafeInteger(tokenGen) ||
      !payload.exp
    ) {
      return { ok: false, reason: 'invalid' };
    }
    return {
      ok: true,
      claims: {
        playerId,
        sessionId: payload.sid,
        tokenGen,
        expiresAt: new Date(payload.exp * 1000),
      },
    };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** Opens a token; null for anything forged, tampered, expired or of another algorithm. */
export async function openSessionToken(
  keys: TokenKeys,
  token: string,
  now: Date,
): Promise<SessionClaims | null> {
  const opened = await inspectSessionToken(keys, token, now);
  return opened.ok ? opened.claims : null;
}
