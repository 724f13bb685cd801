/**
 * Per-session tokens for third-party products (spec shell §3 Session icore_*_token fields,
 * Login details thirdPartyTokens) and the per-player chat token (§7 /api/avaya_tokens).
 * They are opaque HMACs of the session (or player) under a key derived from the token key —
 * never the JWE itself, so a partner never holds a credential for the player's account.
 */
import { createHmac, hkdfSync } from 'node:crypto';
import { THIRD_PARTY_KINDS, type ThirdPartyKind } from '@touchline/contract';
import type { TokenKeys } from '../../token-keys';

/** The provider tokens the session call names (shell §3 Session). */
export const SESSION_PROVIDERS = [
  'betradar_virtuals',
  'esports_bull',
  'kiron',
  'scout',
  'powerball',
] as const;
export type SessionProvider = (typeof SESSION_PROVIDERS)[number];

export type ThirdPartyProvider = SessionProvider | ThirdPartyKind;
export const ALL_PROVIDERS: readonly ThirdPartyProvider[] = [
  ...SESSION_PROVIDERS,
  ...THIRD_PARTY_KINDS,
];

export interface SessionRef {
  readonly sessionId: string;
  readonly tokenGen: number;
}

/**
 * Issues provider tokens for a session. The local issuer cannot fail; an issuer that fetches
 * tokens from partners can, and its failure is the spec's INT001 (shell §8).
 */
export interface ThirdPartyTokenIssuer {
  issue(session: SessionRef): Promise<Record<ThirdPartyProvider, string>>;
}

function subkey(keys: TokenKeys, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', keys.jwe, 'touchline', purpose, 32));
}

export function localThirdPartyIssuer(keys: TokenKeys): ThirdPartyTokenIssuer {
  const key = subkey(keys, 'third-party-tokens');
  return {
    issue(session) {
      const tokens = {} as Record<ThirdPartyProvider, string>;
      for (const provider of ALL_PROVIDERS) {
        tokens[provider] = createHmac('sha256', key)
          .update(`${provider}|${session.sessionId}|${session.tokenGen}`)
          .digest('base64url');
      }
      return Promise.resolve(tokens);
    },
  };
}

/** The player's live-chat token: stable per player, opaque, unforgeable without the key. */
export function chatToken(keys: TokenKeys, playerId: number): string {
  return createHmac('sha256', subkey(keys, 'avaya-chat-token'))
    .update(`avaya|${playerId}`)
    .digest('base64url');
}
