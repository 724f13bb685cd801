/**
 * What other modules use from identity: resolving a bearer token to its player, the
 * ownership checks, and the betting gate. The login flow lives in login-service.ts, sessions
 * in session-service.ts, profile and preferences in account-service.ts, responsible gambling
 * in rg-service.ts.
 */
import type { AppContext } from '../../app-context';
import { forbidden } from './errors';
import type { SessionPlayerRow } from './repository';
import { authenticateToken, type AuthenticateOptions } from './session-service';

export { assertMayBet } from './rg-service';
export { markDepositor } from './repository';

export type AuthenticatedPlayer = SessionPlayerRow;

/**
 * Resolves `Authorization: Bearer <token>` to a live session's player, or a 401/403. A
 * withdraw-only session (an excluded player's) passes only with `allowWithdrawOnly`: calls that
 * read the player's own wallet or withdraw.
 */
export async function authenticate(
  ctx: AppContext,
  authorization: string | undefined,
  options: AuthenticateOptions = {},
): Promise<AuthenticatedPlayer> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return (await authenticateToken(ctx, match?.[1] ?? null, options)).player;
}

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
