/**
 * What other modules use from identity: the access guard their routes register with (the
 * session behind a request, the ownership checks), and the betting gate. The login flow lives in login-service.ts, sessions
 * in session-service.ts, profile and preferences in account-service.ts, responsible gambling
 * in rg-service.ts.
 */
import { assertNever } from '@touchline/betting';
import type { OwnerParam } from '@touchline/contract';
import type { AdvertViewer } from '@touchline/site';
import type { AppContext } from '../../app-context';
import type { AccessGuard } from '../../http/register-endpoint';
import { forbidden } from './errors';
import { findAudienceFacts, type SessionPlayerRow } from './repository';
import { requestToken } from './session-cookies';
import { authenticateToken, type Authenticated } from './session-service';
import { assertTermsAccepted } from './terms-gate';

export { assertMayBet, assertMayBetOn } from './rg-service';
export { markDepositor } from './repository';

export type AuthenticatedPlayer = SessionPlayerRow;
export type { Authenticated };

/** The caller may act only on its own account. */
export function assertOwnAccount(player: AuthenticatedPlayer, accountId: number): void {
  if (player.account_id !== accountId) {
    throw forbidden('This account does not belong to the session');
  }
}

export function assertOwnUsername(player: AuthenticatedPlayer, username: string): void {
  if (player.username.toLowerCase() !== username.trim().toLowerCase()) {
    throw forbidden('This player does not belong to the session');
  }
}

/**
 * The registrar's door into identity (http/register-endpoint): the session behind a request's
 * bearer (or, where a route allows, its cookies), and the ownership of a path's account or
 * username.
 */
export function accessGuard(ctx: AppContext): AccessGuard<Authenticated> {
  return {
    authenticate: async (request, options) => {
      const auth = await authenticateToken(ctx, requestToken(request, options.tokenCookies), {
        allowWithdrawOnly: options.allowWithdrawOnly ?? false,
      });
      await assertTermsAccepted(ctx, auth, request);
      return auth;
    },
    presents: (request, options) => requestToken(request, options.tokenCookies) !== null,
    assertOwner: (auth, param: OwnerParam, value) => {
      switch (param) {
        case 'accountId':
          return assertOwnAccount(auth.player, Number(value));
        case 'username':
          return assertOwnUsername(auth.player, typeof value === 'string' ? value : '');
        default:
          return assertNever(param, 'owner param');
      }
    },
  };
}

/**
 * spec shell §5/§6 advert audiences: how the audience rule sees a signed-in player (depositor,
 * bettor, first login), read from the player's row rather than from what a client claims.
 */
export async function advertViewerOf(
  ctx: AppContext,
  player: AuthenticatedPlayer,
): Promise<AdvertViewer> {
  const facts = await findAudienceFacts(ctx.db, player.id);
  return {
    kind: 'player',
    nonDepositor: !(facts?.isDepositor ?? false),
    nonBettor: !(facts?.isBettor ?? false),
    firstLoginAt: facts?.firstLoginAt ?? null,
  };
}
