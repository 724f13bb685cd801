import { z } from 'zod';
import { ChangePasswordRequest, ChangePasswordResponse } from '../auth';
import {
  AccountInfo,
  AccountPrefs,
  AccountPrefsPatch,
  AccountUpdate,
  AvayaToken,
  CurrencyListEntry,
  GeoData,
  PlayerDetails,
  PlayerDetailsUpdate,
  Profile,
  RealityCheckRequest,
  ResponsibleGamblingState,
  SelfExclusionRequest,
  TimeOutRequest,
} from '../player';
import { defineEndpoint, ownerOf, PLAYER, PUBLIC } from './define';
import { AccountIdParams, PlayerRefParams, UsernameParams } from './path-params';

export const GeoQuery = z.object({ l: z.string().max(16).optional() });
/** `/api/avaya_tokens?{player id}`: a bare numeric key or playerId= (read by the platform). */
export const AvayaTokenQuery = z.record(z.string(), z.unknown());

const RG = '/accounts/me/responsible-gambling';

/**
 * Profile, details, account info and preferences, currencies, geo data, the chat token, the
 * password change and responsible gambling (spec shell §7; betting-domain §7 Bets and account).
 */
export const PLAYER_ENDPOINTS = {
  // spec shell §7: GET {accounts-base}/accounts/me/profile
  profile: defineEndpoint({
    key: 'player.profile',
    method: 'GET',
    path: '/accounts/me/profile',
    response: Profile,
    status: [200],
    access: PLAYER,
  }),
  // spec shell §7: GET /xapi/icore/players/{id}/details — id or username of the session's player
  details: defineEndpoint({
    key: 'player.details',
    method: 'GET',
    path: '/xapi/icore/players/{id}/details',
    params: PlayerRefParams,
    response: PlayerDetails,
    status: [200],
    access: PLAYER,
  }),
  // spec shell §7 / betting §7: PUT /xapi/icore/players/{username}/details
  updateDetails: defineEndpoint({
    key: 'player.updateDetails',
    method: 'PUT',
    path: '/xapi/icore/players/{username}/details',
    params: UsernameParams,
    body: { kind: 'json', schema: PlayerDetailsUpdate },
    response: PlayerDetails,
    status: [200],
    access: ownerOf('username'),
  }),
  // spec shell §7: GET /xapi/rest/accounts/{accountId}/info (withAuth)
  accountInfo: defineEndpoint({
    key: 'player.accountInfo',
    method: 'GET',
    path: '/xapi/rest/accounts/{accountId}/info',
    params: AccountIdParams,
    response: AccountInfo,
    status: [200],
    access: ownerOf('accountId'),
  }),
  // spec shell §7: PUT /xapi/rest/accounts/{accountId} — wasSetRealMoneyBonuses, realMoneyBonuses
  updateAccount: defineEndpoint({
    key: 'player.updateAccount',
    method: 'PUT',
    path: '/xapi/rest/accounts/{accountId}',
    params: AccountIdParams,
    body: { kind: 'json', schema: AccountUpdate },
    response: AccountInfo,
    status: [200],
    access: ownerOf('accountId'),
  }),
  // spec shell §7 / betting §7: GET /xapi/rest/accounts/{accountId}/accountPrefs
  accountPrefs: defineEndpoint({
    key: 'player.accountPrefs',
    method: 'GET',
    path: '/xapi/rest/accounts/{accountId}/accountPrefs',
    params: AccountIdParams,
    response: AccountPrefs,
    status: [200],
    access: ownerOf('accountId'),
  }),
  // spec shell §7 / betting §7: PATCH /xapi/rest/accounts/{accountId}/accountPrefs
  patchAccountPrefs: defineEndpoint({
    key: 'player.patchAccountPrefs',
    method: 'PATCH',
    path: '/xapi/rest/accounts/{accountId}/accountPrefs',
    params: AccountIdParams,
    body: { kind: 'json', schema: AccountPrefsPatch },
    response: AccountPrefs,
    status: [200],
    access: ownerOf('accountId'),
  }),
  // betting §7: GET /xapi/rest/currencies — isoCode, symbol, precision (public, cacheable)
  currencies: defineEndpoint({
    key: 'player.currencies',
    method: 'GET',
    path: '/xapi/rest/currencies',
    response: z.array(CurrencyListEntry),
    status: [200],
    access: PUBLIC,
  }),
  // spec shell §7 / betting §7: GET /api/v2/geo_data
  geoData: defineEndpoint({
    key: 'player.geoData',
    method: 'GET',
    path: '/api/v2/geo_data',
    query: GeoQuery,
    response: GeoData,
    status: [200],
    access: PUBLIC,
  }),
  // spec shell §7: GET /api/geo_data (when the site's disable flag is set)
  geoDataV1: defineEndpoint({
    key: 'player.geoDataV1',
    method: 'GET',
    path: '/api/geo_data',
    query: GeoQuery,
    response: GeoData,
    status: [200],
    access: PUBLIC,
  }),
  // spec shell §7: GET /api/avaya_tokens?{player id} (withAuth)
  avayaToken: defineEndpoint({
    key: 'player.avayaToken',
    method: 'GET',
    path: '/api/avaya_tokens',
    query: AvayaTokenQuery,
    response: AvayaToken,
    status: [200],
    access: PLAYER,
  }),
  // Touchline (no spec path): POST /accounts/me/password {currentPassword, newPassword}
  changePassword: defineEndpoint({
    key: 'player.changePassword',
    method: 'POST',
    path: '/accounts/me/password',
    body: { kind: 'json', schema: ChangePasswordRequest },
    response: ChangePasswordResponse,
    status: [200],
    access: PLAYER,
  }),
  // Responsible gambling (Touchline; the spec shows no paths).
  responsibleGambling: defineEndpoint({
    key: 'player.responsibleGambling',
    method: 'GET',
    path: RG,
    response: ResponsibleGamblingState,
    status: [200],
    access: PLAYER,
  }),
  timeOut: defineEndpoint({
    key: 'player.timeOut',
    method: 'POST',
    path: `${RG}/time-out`,
    body: { kind: 'json', schema: TimeOutRequest },
    response: ResponsibleGamblingState,
    status: [200],
    access: PLAYER,
  }),
  selfExclusion: defineEndpoint({
    key: 'player.selfExclusion',
    method: 'POST',
    path: `${RG}/self-exclusion`,
    body: { kind: 'json', schema: SelfExclusionRequest },
    response: ResponsibleGamblingState,
    status: [200],
    access: PLAYER,
  }),
  realityCheck: defineEndpoint({
    key: 'player.realityCheck',
    method: 'PUT',
    path: `${RG}/reality-check`,
    body: { kind: 'json', schema: RealityCheckRequest },
    response: ResponsibleGamblingState,
    status: [200],
    access: PLAYER,
  }),
} as const;
