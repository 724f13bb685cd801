/**
 * Profile, details, account info and preferences, currencies, geo data, the chat token and
 * the password change (spec shell §7; betting-domain §7 Bets and account).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AccountPrefsPatch,
  AccountUpdate,
  ChangePasswordRequest,
  PlayerDetailsUpdate,
  type AccountInfo,
  type AccountPrefs,
  type AvayaToken,
  type ChangePasswordResponse,
  type CurrencyListEntry,
  type GeoData,
  type PlayerDetails,
  type Profile,
} from '@touchline/contract';
import { parseInput } from '../../http/errors';
import type { AppContext } from '../../app-context';
import {
  accountInfo,
  accountPrefs,
  avayaToken,
  changePassword,
  currencies,
  geoData,
  patchAccountPrefs,
  playerDetails,
  profile,
  updateAccount,
  updatePlayerDetails,
} from './account-service';
import { clientIp } from './request-info';
import { noStore, requestToken, setSessionCookies } from './session-cookies';
import { authenticateToken, type AuthenticateOptions, type Authenticated } from './session-service';
import { assertOwnAccount } from './service';

const AccountParams = z.object({
  accountId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 52),
});
const PlayerIdParams = z.object({ id: z.string().trim().min(1).max(64) });
const UsernameParams = z.object({ username: z.string().trim().min(1).max(64) });
const GeoQuery = z.object({ l: z.string().max(16).optional() });

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** The query of `/api/avaya_tokens?{player id}`: a bare numeric key, or playerId=. */
function avayaPlayerId(query: unknown): number | null {
  const q = (query ?? {}) as Record<string, unknown>;
  const named = q.playerId ?? q.id;
  const bare = Object.keys(q).find((k) => /^\d+$/.test(k));
  const raw = typeof named === 'string' ? named : bare;
  if (raw === undefined) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : -1;
}

export function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const bearer = (request: FastifyRequest, options?: AuthenticateOptions): Promise<Authenticated> =>
    authenticateToken(ctx, requestToken(request), options);
  /** Reads of the player's own account: a withdraw-only (excluded) session may make them. */
  const READ = { allowWithdrawOnly: true } as const;
  const ownAccount = async (
    request: FastifyRequest,
    options?: AuthenticateOptions,
  ): Promise<Authenticated> => {
    const { accountId } = parseInput(AccountParams, request.params, 'params');
    const auth = await bearer(request, options);
    assertOwnAccount(auth.player, accountId);
    return auth;
  };

  // spec shell §7: GET {accounts-base}/accounts/me/profile
  app.get('/accounts/me/profile', async (request, reply): Promise<Profile> => {
    const auth = await bearer(request, READ);
    noStore(reply);
    return profile(ctx, auth);
  });

  // spec shell §7: GET /xapi/icore/players/{id}/details (auth); defaultStake a number
  app.get('/xapi/icore/players/:id/details', async (request, reply): Promise<PlayerDetails> => {
    const { id } = parseInput(PlayerIdParams, request.params, 'params');
    const auth = await bearer(request, READ);
    noStore(reply);
    return playerDetails(ctx, auth, id);
  });

  // spec shell §7 / betting §7: PUT /xapi/icore/players/{username}/details (without username)
  app.put(
    '/xapi/icore/players/:username/details',
    async (request, reply): Promise<PlayerDetails> => {
      const { username } = parseInput(UsernameParams, request.params, 'params');
      const auth = await bearer(request);
      const body = parseInput(PlayerDetailsUpdate, request.body, 'body');
      noStore(reply);
      return updatePlayerDetails(ctx, auth, username, body);
    },
  );

  // spec shell §7: GET /xapi/rest/accounts/{accountId}/info (withAuth)
  app.get('/xapi/rest/accounts/:accountId/info', async (request, reply): Promise<AccountInfo> => {
    const auth = await ownAccount(request, READ);
    noStore(reply);
    return accountInfo(ctx, auth);
  });

  // spec shell §7: PUT /xapi/rest/accounts/{accountId} — wasSetRealMoneyBonuses, realMoneyBonuses
  app.put('/xapi/rest/accounts/:accountId', async (request, reply): Promise<AccountInfo> => {
    const auth = await ownAccount(request);
    const body = parseInput(AccountUpdate, request.body, 'body');
    noStore(reply);
    return updateAccount(ctx, auth, body);
  });

  // spec shell §7 / betting §7: GET and PATCH /xapi/rest/accounts/{accountId}/accountPrefs
  app.get(
    '/xapi/rest/accounts/:accountId/accountPrefs',
    async (request, reply): Promise<AccountPrefs> => {
      const auth = await ownAccount(request, READ);
      noStore(reply);
      return accountPrefs(ctx, auth);
    },
  );
  app.patch(
    '/xapi/rest/accounts/:accountId/accountPrefs',
    async (request, reply): Promise<AccountPrefs> => {
      const auth = await ownAccount(request);
      const body = parseInput(AccountPrefsPatch, request.body, 'body');
      noStore(reply);
      return patchAccountPrefs(ctx, auth, body);
    },
  );

  // betting §7: GET /xapi/rest/currencies — isoCode, symbol, precision (public, cacheable)
  app.get('/xapi/rest/currencies', async (_request, reply): Promise<CurrencyListEntry[]> => {
    reply.header('cache-control', 'public, max-age=900');
    return currencies();
  });

  // spec shell §7 / betting §7: GET /api/v2/geo_data (or /api/geo_data when a disable flag is set)
  const geo = (request: FastifyRequest): GeoData => {
    const query = parseInput(GeoQuery, request.query, 'query');
    return geoData(ctx.clock(), {
      cfIpCountry: header(request, 'cf-ipcountry'),
      xCountry: header(request, 'x-country'),
      acceptLanguage: header(request, 'accept-language'),
      language: query.l,
    });
  };
  app.get('/api/v2/geo_data', geo);
  app.get('/api/geo_data', geo);

  // spec shell §7: GET /api/avaya_tokens?{player id} (withAuth)
  app.get('/api/avaya_tokens', async (request, reply): Promise<AvayaToken> => {
    const auth = await bearer(request);
    noStore(reply);
    return { token: avayaToken(ctx, auth, avayaPlayerId(request.query)) };
  });

  // Touchline (no spec path): POST /accounts/me/password {currentPassword, newPassword}
  app.post('/accounts/me/password', async (request, reply): Promise<ChangePasswordResponse> => {
    const auth = await bearer(request);
    const body = parseInput(ChangePasswordRequest, request.body, 'body');
    const { issued, revoked } = await changePassword(
      ctx,
      auth,
      body,
      clientIp(request, ctx.config.identity.trustProxy),
    );
    setSessionCookies(reply, request, ctx, issued);
    noStore(reply);
    return {
      success: true,
      accessToken: issued.token,
      expirationTimeInSeconds: Math.floor(issued.expiresAt.getTime() / 1000),
      revokedSessions: revoked,
    };
  });
}
