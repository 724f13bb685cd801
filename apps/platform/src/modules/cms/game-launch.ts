/**
 * Launching a third-party product (spec shell §7 POST {accounts-base}/accounts/me/game-launch-url;
 * §3 thirdPartyTokens by provider kind): a short-lived token for the product's provider kind and
 * the launch URL built from the product's template. The token is a JWS (HS256) under a key derived
 * from the platform key for that one provider kind, with the kind's own audience: a token issued
 * for the virtuals provider passes nowhere else, and it is never a session credential (a partner
 * holding it cannot call the player's account).
 */
import { z } from 'zod';
import { assertNever } from '@touchline/betting';
import {
  fillLaunchTemplate,
  THIRD_PARTY_KINDS,
  type Channel,
  type GameLaunchAnswer,
  type GameLaunchRequest,
  type ThirdPartyKind,
} from '@touchline/contract';
import { THIRD_PARTY_PRODUCTS, type ThirdPartyProduct } from '@touchline/site';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/errors';
import { openPurposeToken, purposeKey, signPurposeToken } from '../../signed-tokens';
import type { TokenKeys } from '../../token-keys';
import { assertMayBet, type Authenticated } from '../identity';
import type { BrandSite } from './brand-site';
import { channelOf } from './content-service';
import { callLocale, productCallerOf, productState } from './products-registry';

/**
 * How long a launch token is accepted: long enough for the provider's page to load and redeem
 * it, short enough that a leaked launch URL (history, referrer, logs) is soon worthless.
 */
export const THIRD_PARTY_TOKEN_TTL_SECONDS = 120;

/** The audience (and key purpose) of a provider kind's launch tokens. */
export const thirdPartyAudience = (kind: ThirdPartyKind): string => `touchline-third-party:${kind}`;

/** The key a provider kind's partner verifies its launch tokens with. */
export const thirdPartySigningKey = (keys: TokenKeys, kind: ThirdPartyKind): Uint8Array =>
  purposeKey(keys, thirdPartyAudience(kind));

export interface ThirdPartyClaims {
  readonly playerId: number;
  readonly kind: ThirdPartyKind;
  readonly product: ThirdPartyProduct;
  readonly gameCode: string;
  readonly currency: string;
  readonly tokenId: string;
  readonly expiresAt: Date;
}

export async function signThirdPartyToken(
  keys: TokenKeys,
  grant: Omit<ThirdPartyClaims, 'tokenId' | 'expiresAt'>,
  now: Date,
): Promise<{ readonly token: string; readonly claims: ThirdPartyClaims }> {
  const signed = await signPurposeToken(
    keys,
    thirdPartyAudience(grant.kind),
    String(grant.playerId),
    { kind: grant.kind, product: grant.product, game: grant.gameCode, cur: grant.currency },
    now,
    THIRD_PARTY_TOKEN_TTL_SECONDS,
  );
  return {
    token: signed.token,
    claims: { ...grant, tokenId: signed.tokenId, expiresAt: signed.expiresAt },
  };
}

const Payload = z.object({
  sub: z.string().regex(/^\d{1,15}$/),
  jti: z.uuid(),
  exp: z.number().int(),
  kind: z.enum(THIRD_PARTY_KINDS),
  product: z.enum(THIRD_PARTY_PRODUCTS),
  game: z.string(),
  cur: z.string(),
});

export type OpenedThirdPartyToken =
  | { readonly ok: true; readonly claims: ThirdPartyClaims }
  | { readonly ok: false; readonly reason: 'invalid' | 'expired' };

/**
 * What a provider of `kind` does with a launch token: only a compact HS256 JWS under that kind's
 * key, for that kind's audience and unexpired, opens.
 */
export async function openThirdPartyToken(
  keys: TokenKeys,
  kind: ThirdPartyKind,
  token: string,
  now: Date,
): Promise<OpenedThirdPartyToken> {
  const opened = await openPurposeToken(keys, thirdPartyAudience(kind), token, now, Payload);
  if (!opened.ok) return opened;
  if (opened.payload.kind !== kind) return { ok: false, reason: 'invalid' };
  const { sub, jti, exp, product, game, cur } = opened.payload;
  return {
    ok: true,
    claims: {
      playerId: Number(sub),
      kind,
      product,
      gameCode: game,
      currency: cur,
      tokenId: jti,
      expiresAt: new Date(exp * 1000),
    },
  };
}

/** The channel a call is made for (`mc`, else X-SB-Origin: MOBILE, else web). */
export function callChannel(mc: Channel | undefined, origin: unknown): Channel {
  return channelOf(mc, typeof origin === 'string' ? origin : undefined);
}

/**
 * POST /accounts/me/game-launch-url. Refused, in this order: an excluded or inactive player
 * (403 SELF_EXCLUDED, TIMED_OUT, ACCOUNT_INACTIVE: responsible gambling comes first), a product
 * whose provider is not configured (404), a product hidden for this player (403
 * PRODUCT_NOT_AVAILABLE, with the gate's reason), a game outside the product's list (400).
 */
export async function launchGame(
  ctx: AppContext,
  site: BrandSite,
  auth: Authenticated,
  request: GameLaunchRequest,
  where: { readonly channel: Channel; readonly l: string | undefined },
): Promise<GameLaunchAnswer> {
  const now = ctx.clock();
  await assertMayBet(ctx.db, auth.player.id, now);
  const product = request.integrationChannelCode;
  const caller = productCallerOf(auth);
  const state = productState(site, product, caller, where.channel);
  switch (state.status) {
    case 'notConfigured':
      throw new AppError(
        404,
        'PRODUCT_NOT_CONFIGURED',
        `${product} has no provider configured on this site`,
      );
    case 'hidden':
      throw new AppError(403, 'PRODUCT_NOT_AVAILABLE', `${product} is not available to you`, {
        reason: state.reason,
      });
    case 'shown':
      break;
    default:
      return assertNever(state, 'product state');
  }
  const { entry } = state;
  if (caller.kind === 'player' && !caller.holdsTokens) {
    // A withdraw-only session holds no third-party tokens and launches nothing, link or not.
    throw new AppError(403, 'PRODUCT_NOT_AVAILABLE', `${product} is not available to you`, {
      reason: 'noToken',
    });
  }
  if (!entry.game_codes.includes(request.gameCode)) {
    throw new AppError(400, 'UNKNOWN_GAME', `${product} has no game ${request.gameCode}`);
  }
  const { token, claims } = await signThirdPartyToken(
    ctx.keys,
    {
      playerId: auth.player.id,
      kind: entry.provider,
      product,
      gameCode: request.gameCode,
      currency: auth.player.currency,
    },
    now,
  );
  const launchUrl = fillLaunchTemplate(entry.launch_url_template, {
    token,
    gameCode: request.gameCode,
    locale: callLocale(site, caller, where.l),
    currency: auth.player.currency,
    brand: site.name,
    channel: where.channel,
  });
  return { tokenSession: token, launchUrl, expiresAt: claims.expiresAt.toISOString() };
}
