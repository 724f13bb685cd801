/**
 * The registrar's operator door: who is behind an operator call's bearer, and what they may do.
 * Only an unexpired, unrevoked operator token of an operator still configured gets through;
 * anything else (no bearer, a player's token, a forged or expired one) is a 401 before the
 * handler runs.
 */
import type { OperatorScope, OperatorScopeGrant } from '@touchline/contract';
import { ALL_OPERATOR_SCOPES } from '@touchline/contract';
import type { AppContext } from '../../app-context';
import { AppError, ERROR_CODES } from '../../http/errors';
import type { OperatorGuard } from '../../http/register-endpoint';
import { operatorDirectory } from './directory';
import { isOperatorTokenRevoked } from './repository';
import { bearerOf } from './bearer';
import { openOperatorToken } from './tokens';

/** The operator making a call. */
export interface OperatorPrincipal {
  readonly username: string;
  /** What this token may do: its grants, narrowed to what the operator is configured with now. */
  readonly scopes: readonly OperatorScopeGrant[];
  /** The token's id (`jti`): logout revokes it. */
  readonly tokenId: string;
  readonly expiresAt: Date;
}

export const OPERATOR_CODES = {
  forbiddenScope: 'FORBIDDEN_SCOPE',
} as const;

const unauthorized = (message: string): AppError =>
  new AppError(401, ERROR_CODES.unauthorized, message);

const grants = (scopes: readonly OperatorScopeGrant[], scope: OperatorScope): boolean =>
  scopes.includes(ALL_OPERATOR_SCOPES) || scopes.includes(scope);

/** The operator may act on `scope`, or the call is refused with 403 FORBIDDEN_SCOPE. */
export function assertScope(principal: OperatorPrincipal, scope: OperatorScope): void {
  if (!grants(principal.scopes, scope)) {
    throw new AppError(
      403,
      OPERATOR_CODES.forbiddenScope,
      `This call needs the operator scope "${scope}"`,
    );
  }
}

/** A token's grants as far as the operator's current configuration still allows them. */
function narrow(
  token: readonly OperatorScopeGrant[],
  configured: readonly OperatorScopeGrant[],
): OperatorScopeGrant[] {
  if (token.includes(ALL_OPERATOR_SCOPES)) return [...configured];
  if (configured.includes(ALL_OPERATOR_SCOPES)) return [...token];
  return token.filter((scope) => configured.includes(scope));
}

export async function authenticateOperator(
  ctx: AppContext,
  token: string | null,
): Promise<OperatorPrincipal> {
  if (!token) throw unauthorized('An operator bearer token is required');
  const opened = await openOperatorToken(ctx.keys, token, ctx.clock());
  if (!opened.ok) {
    throw unauthorized(
      opened.reason === 'expired'
        ? 'The operator token has expired'
        : 'The token is not a valid operator token',
    );
  }
  const { claims } = opened;
  const account = (await operatorDirectory(ctx)).find(claims.username);
  if (!account) throw unauthorized('This operator is no longer configured');
  if (await isOperatorTokenRevoked(ctx.db, claims.tokenId)) {
    throw unauthorized('The operator token has been revoked');
  }
  return {
    username: claims.username,
    scopes: narrow(claims.scopes, account.scopes),
    tokenId: claims.tokenId,
    expiresAt: claims.expiresAt,
  };
}

/** For `endpointRegistrar(app, { operatorGuard: operatorGuard(ctx) })`. */
export function operatorGuard(ctx: AppContext): OperatorGuard<OperatorPrincipal> {
  return { authenticate: (request) => authenticateOperator(ctx, bearerOf(request)) };
}
