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
  const known = openedTokens.get(keys)?.get(token);
  if (known) {
    return options.ignoreExpiry || known.expiresAt.getTime() > now.getTime()
      ? { ok: true, claims: known }
      : { ok: false, reason: 'expired' };
  }
  const opened = await decryptSessionToken(keys, token, now, options);
  if (opened.ok) remember(keys, token, opened.claims);
  return opened;
}

/**
 * Tokens already opened under a key, with their claims: a player's token is sent with every
 * call, and decrypting it (AES-GCM through WebCrypto) was the largest single cost of a bet
 * placement's authentication. Only what decrypted and validated is kept, keyed by the whole
 * token text, so a hit is the same answer the decryption would give (expiry is still checked
 * against the clock on every use; the session itself is still looked up by the caller).
 * Bounded: the oldest entry goes first.
 */
const openedTokens = new WeakMap<TokenKeys, Map<string, SessionClaims>>();
const OPENED_TOKENS_MAX = 10_000;

function remember(keys: TokenKeys, token: string, claims: SessionClaims): void {
  let cache = openedTokens.get(keys);
  if (!cache) {
    cache = new Map();
    openedTokens.set(keys, cache);
  }
  if (cache.size >= OPENED_TOKENS_MAX) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(token, claims);
}

async function decryptSessionToken(
  keys: TokenKeys,
  token: string,
  now: Date,
  options: { readonly ignoreExpiry?: boolean },
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
