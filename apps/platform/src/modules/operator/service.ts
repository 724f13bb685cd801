/**
 * The operator door's calls: login (argon2id, rate-limited before any hashing, every attempt
 * audited without its password), logout (the token revoked) and the audit log's pages.
 */
import type {
  OperatorAuditPage,
  OperatorAuditQuery,
  OperatorLoginRequest,
  OperatorLoginResponse,
} from '@touchline/contract';
import type { AppContext } from '../../app-context';
import { operatorDirectory } from './directory';
import type { OperatorPrincipal } from './guard';
import { checkOperatorPassword, oneLoginAtATime } from './login-gate';
import {
  forgetExpiredRevocations,
  limitingFailureAt,
  listOperatorActions,
  LOGIN_FAILED_ACTION,
  recordOperatorAction,
  revokeOperatorToken,
} from './repository';
import { signOperatorToken } from './tokens';

/**
 * Failed logins allowed in a rolling window, per username and per client address (an address
 * may try several usernames: a mistyped name is a failure too). Beyond: 429 until the oldest
 * counted failure leaves the window.
 */
export const OPERATOR_LOGIN_LIMITS = {
  windowSeconds: 15 * 60,
  failuresPerUsername: 10,
  failuresPerAddress: 30,
} as const;

export const AUDIT_ACTIONS = {
  login: 'operator.login',
  loginFailed: LOGIN_FAILED_ACTION,
  logout: 'operator.logout',
} as const;

const operatorTarget = (username: string): string => `operator:${username}`;

export type LoginOutcome =
  | { readonly kind: 'signedIn'; readonly answer: OperatorLoginResponse }
  | { readonly kind: 'refused' }
  | { readonly kind: 'limited'; readonly retryAfterSeconds: number };

/** Seconds until a failure at `at` leaves the window (at least one). */
function secondsLeft(at: Date, now: Date): number {
  const ends = at.getTime() + OPERATOR_LOGIN_LIMITS.windowSeconds * 1000;
  return Math.max(1, Math.ceil((ends - now.getTime()) / 1000));
}

/** A 429 with its wait when the username or the address is over its limit, else null. */
async function limited(
  ctx: AppContext,
  username: string,
  ip: string,
  now: Date,
): Promise<LoginOutcome | null> {
  const since = new Date(now.getTime() - OPERATOR_LOGIN_LIMITS.windowSeconds * 1000);
  const [byName, byAddress] = await Promise.all([
    limitingFailureAt(
      ctx.db,
      { operator: username },
      since,
      OPERATOR_LOGIN_LIMITS.failuresPerUsername,
    ),
    limitingFailureAt(ctx.db, { ip }, since, OPERATOR_LOGIN_LIMITS.failuresPerAddress),
  ]);
  const waits = [byName, byAddress].filter((at) => at !== null).map((at) => secondsLeft(at, now));
  return waits.length > 0 ? { kind: 'limited', retryAfterSeconds: Math.max(...waits) } : null;
}

/**
 * One operator login. A username or address over its limit is answered at once, before any
 * hashing and without a place in the login queue; otherwise the attempt waits its turn (see
 * login-gate.ts) and checks the limits again, since the logins before it may have failed.
 */
export async function loginOperator(
  ctx: AppContext,
  credentials: OperatorLoginRequest,
  ip: string,
): Promise<LoginOutcome> {
  const refused = await limited(ctx, credentials.username, ip, ctx.clock());
  return refused ?? oneLoginAtATime(() => attemptLogin(ctx, credentials, ip));
}

async function attemptLogin(
  ctx: AppContext,
  credentials: OperatorLoginRequest,
  ip: string,
): Promise<LoginOutcome> {
  const now = ctx.clock();
  const { username, password } = credentials;
  const refused = await limited(ctx, username, ip, now);
  if (refused) return refused;

  const account = (await operatorDirectory(ctx)).find(username);
  const matches = await checkOperatorPassword(account?.passwordHash ?? null, password);
  if (!account || !matches) {
    await recordOperatorAction(ctx.db, {
      operator: username,
      action: AUDIT_ACTIONS.loginFailed,
      target: operatorTarget(username),
      detail: { ip, reason: account ? 'wrong_password' : 'unknown_operator' },
      at: now,
    });
    return { kind: 'refused' };
  }
  const { token, claims } = await signOperatorToken(
    ctx.keys,
    account,
    now,
    ctx.config.operator.tokenTtlSeconds,
  );
  const expiresAt = claims.expiresAt.toISOString();
  await recordOperatorAction(ctx.db, {
    operator: account.username,
    action: AUDIT_ACTIONS.login,
    target: operatorTarget(account.username),
    detail: { ip, tokenId: claims.tokenId, expiresAt },
    at: now,
  });
  return { kind: 'signedIn', answer: { token, expiresAt, scopes: [...account.scopes] } };
}

/** Revokes the caller's token (every later call with it is a 401) and audits it. */
export async function logoutOperator(ctx: AppContext, operator: OperatorPrincipal): Promise<void> {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    await revokeOperatorToken(tx, operator, now);
    await recordOperatorAction(tx, {
      operator: operator.username,
      action: AUDIT_ACTIONS.logout,
      target: operatorTarget(operator.username),
      detail: { tokenId: operator.tokenId },
      at: now,
    });
    await forgetExpiredRevocations(tx, now);
  });
}

/** A page of the audit log, newest first; `nextBefore` continues with older lines. */
export async function readAuditLog(
  ctx: AppContext,
  query: OperatorAuditQuery,
): Promise<OperatorAuditPage> {
  const rows = await listOperatorActions(ctx.db, {
    limit: query.limit + 1,
    before: query.before ?? null,
    action: query.action ?? null,
  });
  const entries = rows.slice(0, query.limit);
  const last = entries.at(-1);
  return { entries, nextBefore: rows.length > query.limit && last ? last.id : null };
}
