/**
 * The platform tests' way to call the platform: the contract's typed client over `app.inject`
 * (answers parsed by their schemas), raw calls of the same table for tests that assert statuses,
 * headers and error bodies, and the player and bet helpers several suites share.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  buildRequest,
  createApiClient,
  ENDPOINTS,
  FullWallet,
  injectTransport,
  withQuery,
  type ApiClient,
  type CallArgs,
  type EndpointSpec,
} from '@touchline/contract';

/** The `Authorization` header of a session token. */
export const bearer = (token: string): { authorization: string } => ({
  authorization: `Bearer ${token}`,
});

/** The typed client over `app.inject`; with a token, every call carries its bearer. */
export function apiClient(app: FastifyInstance, token?: string): ApiClient {
  return createApiClient({
    transport: injectTransport(app),
    ...(token !== undefined && {
      decorate: (request) => ({ ...request, headers: { ...bearer(token), ...request.headers } }),
    }),
  });
}

/** One call of the table as a raw inject: the response as it is, whatever its status. */
export function injectCall<E extends EndpointSpec>(
  app: FastifyInstance,
  endpoint: E,
  args: CallArgs<E>,
): Promise<LightMyRequestResponse> {
  const request = buildRequest(endpoint, args);
  return app.inject({
    method: request.method,
    url: withQuery(request.path, request.query),
    headers: { ...request.headers },
    ...(request.body !== undefined && { payload: request.body }),
  });
}

/** A player logged in through the icore password login (shell §7). */
export interface LoggedIn {
  readonly token: string;
  readonly accountId: number;
  readonly username: string;
}

export async function loginPlayer(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<LoggedIn> {
  const res = await injectCall(app, ENDPOINTS.auth.playerLogin, { body: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login of ${username} failed: ${res.body}`);
  const body = res.json<{ alsToken: string; accountId: number; username: string }>();
  return { token: body.alsToken, accountId: body.accountId, username: body.username };
}

/** The seeded demo player (SIM seed), logged in. */
export const loginDemo = (app: FastifyInstance): Promise<LoggedIn> =>
  loginPlayer(app, 'demo', 'demo-pass-1');

export interface Selection {
  readonly outcomeId: number;
  readonly marketId: number;
  readonly eventId: number;
}

/** Places a single through HTTP; decimal 1.01 with 'D' accepts whatever price is on offer. */
export function placeSingle(
  app: FastifyInstance,
  p: { readonly token: string; readonly accountId: number },
  selection: Selection,
  stake: number | string,
  extra: { usePromoCash?: boolean } = {},
): Promise<LightMyRequestResponse> {
  return injectCall(app, ENDPOINTS.bets.place, {
    params: { accountId: p.accountId },
    query: { uuid: randomUUID() },
    headers: bearer(p.token),
    body: {
      singles: [{ ...selection, decimal: 1.01, ref: 'sel1', unitStake: stake }],
      userAcceptOdds: 'D',
      ...extra,
    },
  });
}

/** The sportsbook balance (shell §7 balance/sportsbook) in major units. */
export async function sportsbookBalance(
  app: FastifyInstance,
  p: { readonly token: string; readonly username: string },
): Promise<number> {
  const wallet = await apiClient(app, p.token).wallet.sportsbookBalance({
    params: { username: p.username },
  });
  return wallet.balance;
}

/** The sportsbook wallet with every part (includeFullBalanceDetails=true). */
export async function sportsbookFullWallet(
  app: FastifyInstance,
  p: { readonly token: string; readonly username: string },
): Promise<FullWallet> {
  const wallet = await apiClient(app, p.token).wallet.sportsbookBalance({
    params: { username: p.username },
    query: { includeFullBalanceDetails: 'true' },
  });
  return FullWallet.parse(wallet);
}

/** The player's one wallet with every part (`/accounts/me/balance`). */
export async function fullWallet(app: FastifyInstance, token: string): Promise<FullWallet> {
  const { wallets } = await apiClient(app, token).wallet.balances();
  return FullWallet.parse(wallets[0]);
}
