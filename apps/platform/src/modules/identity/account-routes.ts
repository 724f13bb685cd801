/**
 * Profile, details, account info and preferences, currencies, geo data, the chat token and
 * the password change (spec shell §7; betting-domain §7 Bets and account).
 */
import type { FastifyRequest } from 'fastify';
import {
  ENDPOINTS,
  type AccountInfo,
  type AccountPrefs,
  type AvayaToken,
  type ChangePasswordResponse,
  type CurrencyListEntry,
  type GeoData,
  type PlayerDetails,
  type Profile,
} from '@touchline/contract';
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
import type { IdentityRoute } from './identity-route';
import { clientIp } from './request-info';
import { noStore, setSessionCookies } from './session-cookies';

const { player: PLAYER } = ENDPOINTS;

/** Reads of the player's own account: a withdraw-only (excluded) session may make them. */
const READ = { allowWithdrawOnly: true } as const;

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** The query of `/api/avaya_tokens?{player id}`: a bare numeric key, or playerId=. */
function avayaPlayerId(q: Readonly<Record<string, unknown>>): number | null {
  const named = q.playerId ?? q.id;
  const bare = Object.keys(q).find((k) => /^\d+$/.test(k));
  const raw = typeof named === 'string' ? named : bare;
  if (raw === undefined) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : -1;
}

export function accountRoutes(route: IdentityRoute, ctx: AppContext): void {
  route(PLAYER.profile, READ, ({ auth }, _request, reply): Promise<Profile> => {
    noStore(reply);
    return profile(ctx, auth);
  });

  // spec shell §7: defaultStake a number; `{id}` is the player's id or username
  route(PLAYER.details, READ, ({ params, auth }, _request, reply): Promise<PlayerDetails> => {
    noStore(reply);
    return playerDetails(ctx, auth, params.id);
  });

  // spec shell §7 / betting §7: the details without the username
  route(
    PLAYER.updateDetails,
    {},
    ({ params, body, auth }, _request, reply): Promise<PlayerDetails> => {
      noStore(reply);
      return updatePlayerDetails(ctx, auth, params.username, body);
    },
  );

  route(PLAYER.accountInfo, READ, ({ auth }, _request, reply): Promise<AccountInfo> => {
    noStore(reply);
    return accountInfo(ctx, auth);
  });

  route(PLAYER.updateAccount, {}, ({ body, auth }, _request, reply): Promise<AccountInfo> => {
    noStore(reply);
    return updateAccount(ctx, auth, body);
  });

  route(PLAYER.accountPrefs, READ, ({ auth }, _request, reply): Promise<AccountPrefs> => {
    noStore(reply);
    return accountPrefs(ctx, auth);
  });

  route(PLAYER.patchAccountPrefs, {}, ({ body, auth }, _request, reply): Promise<AccountPrefs> => {
    noStore(reply);
    return patchAccountPrefs(ctx, auth, body);
  });

  // betting §7: isoCode, symbol, precision (public, cacheable)
  route(PLAYER.currencies, {}, (_input, _request, reply): CurrencyListEntry[] => {
    reply.header('cache-control', 'public, max-age=900');
    return currencies();
  });

  // spec shell §7 / betting §7: /api/v2/geo_data, or /api/geo_data when a disable flag is set
  for (const endpoint of [PLAYER.geoData, PLAYER.geoDataV1]) {
    route(endpoint, {}, ({ query }, request): GeoData =>
      geoData(ctx.clock(), {
        cfIpCountry: header(request, 'cf-ipcountry'),
        xCountry: header(request, 'x-country'),
        acceptLanguage: header(request, 'accept-language'),
        language: query.l,
      }),
    );
  }

  route(PLAYER.avayaToken, {}, ({ query, auth }, _request, reply): AvayaToken => {
    noStore(reply);
    return {
      token: avayaToken(ctx, auth, avayaPlayerId(query)),
      chatTokenBearer: ctx.config.identity.avayaChatBearer,
    };
  });

  // Touchline (no spec path): the password change re-issues this session and ends the others.
  route(
    PLAYER.changePassword,
    {},
    async ({ body, auth }, request, reply): Promise<ChangePasswordResponse> => {
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
    },
  );
}
