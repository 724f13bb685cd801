/**
 * Operator tokens: signed for the operator audience under its own derived key
 * (src/signed-tokens.ts), so neither a player's token nor any other token passes for one, and an
 * operator token is no player token either.
 */
import { z } from 'zod';
import { OperatorScopeGrant, OperatorUsername } from '@touchline/contract';
import { openPurposeToken, signPurposeToken } from '../../signed-tokens';
import type { TokenKeys } from '../../token-keys';

export const OPERATOR_AUDIENCE = 'touchline-operator';

export interface OperatorClaims {
  readonly username: string;
  readonly scopes: readonly OperatorScopeGrant[];
  readonly tokenId: string;
  readonly expiresAt: Date;
}

export async function signOperatorToken(
  keys: TokenKeys,
  grant: { readonly username: string; readonly scopes: readonly OperatorScopeGrant[] },
  now: Date,
  ttlSeconds: number,
): Promise<{ readonly token: string; readonly claims: OperatorClaims }> {
  const signed = await signPurposeToken(
    keys,
    OPERATOR_AUDIENCE,
    grant.username,
    { scopes: [...grant.scopes] },
    now,
    ttlSeconds,
  );
  return {
    token: signed.token,
    claims: {
      username: grant.username,
      scopes: grant.scopes,
      tokenId: signed.tokenId,
      expiresAt: signed.expiresAt,
    },
  };
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
  const opened = await openPurposeToken(keys, OPERATOR_AUDIENCE, token, now, Payload);
  if (!opened.ok) return opened;
  const { sub, jti, exp, scopes } = opened.payload;
  return {
    ok: true,
    claims: { username: sub, scopes, tokenId: jti, expiresAt: new Date(exp * 1000) },
  };
}
