/**
 * Profile, player details, account info and preferences (spec shell §3 Profile, Player details,
 * Account preferences; §7; betting-domain §3, §7 Bets and account), currencies, geo data, the
 * chat token, and the password change.
 */
import {
  BUILT_IN_CURRENCIES,
  DEFAULT_CURRENCY_PRECISION,
  currencyPrecision,
  displayAmountToMinor,
  minorToDisplayAmount,
  stakeLimitsMinor,
  type OddsType,
} from '@touchline/betting';
import { normaliseUsername, validateNewPassword } from '@touchline/site';
import type {
  AccountInfo,
  AccountPrefs,
  AccountPrefsPatch,
  AccountUpdate,
  ChangePasswordRequest,
  CurrencyListEntry,
  GeoData,
  PlayerDetails,
  PlayerDetailsUpdate,
  Profile,
} from '@touchline/contract';
import { AppError } from '../../http/errors';
import type { AppContext } from '../../app-context';
import { identityDeps } from './deps';
import { forbidden, IDENTITY_CODES, invalidRequest, unauthorized } from './errors';
import { countryList, GEO_DATA_TTL_SECONDS, guessCountry } from './geo';
import { guardedPasswordCheck } from './login-service';
import { findPlayerById, updatePasswordHash, updatePlayer, type PlayerRow } from './repository';
import { currentExclusion } from './rg-service';
import { rotateAndRevokeOthers, type Authenticated, type IssuedSession } from './session-service';
import { chatToken } from './third-party-tokens';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

async function loadPlayer(ctx: AppContext, auth: Authenticated): Promise<PlayerRow> {
  const player = await findPlayerById(ctx.db, auth.player.id);
  if (!player) throw unauthorized('The session has ended');
  return player;
}

/** A default stake in display units (betting-domain §9: ×1000 for thousand-scaled currencies). */
function defaultStakeOut(player: PlayerRow): number | null {
  return player.default_stake_minor === null
    ? null
    : minorToDisplayAmount(player.default_stake_minor, player.currency);
}

/** A default stake from the wire: within the currency's decimals and the maximum stake. */
function defaultStakeIn(
  ctx: AppContext,
  value: number | null,
  currency: string,
  field: string,
): number | null {
  if (value === null) return null;
  const minor = displayAmountToMinor(value, currency);
  if (minor === null) {
    throw invalidRequest(
      `${field}: not a valid ${currency} amount (at most ${currencyPrecision(currency)} decimals)`,
    );
  }
  // The brand's stake limit for the currency through the package's rule (thousand-scaled
  // currencies ×1000), the same the betslip is priced with.
  const limits = ctx.site.settingsFor('web', currency);
  const { maxMinor } = stakeLimitsMinor(currency, {
    betStakeMinAmount: limits.bet_stake_min_amount,
    betStakeMaxAmount: limits.bet_stake_max_amount,
  });
  if (minor > maxMinor) {
    throw invalidRequest(
      `${field}: above the maximum stake of ${minorToDisplayAmount(maxMinor, currency)}`,
    );
  }
  return minor;
}

/** GET /accounts/me/profile (spec shell §3 Profile). */
export async function profile(ctx: AppContext, auth: Authenticated): Promise<Profile> {
  const player = await loadPlayer(ctx, auth);
  const exclusion = await currentExclusion(ctx.db, player.id, ctx.clock());
  return {
    email: player.email,
    firstName: player.first_name,
    lastName: player.last_name,
    lastLoginDate: iso(player.previous_login_at),
    registerDate: player.created_at.toISOString(),
    residence: { countryCode: player.country_code },
    accountCode: player.account_code,
    selfExcluded: exclusion?.kind === 'self_exclusion',
    accountStatus: player.status,
    defaultStake: defaultStakeOut(player),
    realityCheckMinutes: player.reality_check_minutes,
  };
}

function detailsOf(ctx: AppContext, player: PlayerRow): PlayerDetails {
  return {
    alsId: player.id,
    username: player.username,
    firstName: player.first_name,
    lastName: player.last_name,
    email: player.email,
    // betting-domain §7: the odds type in upper case.
    priceFormat: player.price_format.toUpperCase(),
    holdWithdraw: player.hold_withdraw,
    vipLevel: player.vip_level,
    enableStreamFullScreen: player.stream_full_screen,
    accountNumber: String(player.account_id),
    // spec shell §7: defaultStake as a number.
    defaultStake: defaultStakeOut(player),
    registrationDateTime: player.created_at.toISOString(),
    locale: player.locale,
    currency: player.currency,
    countryCode: player.country_code,
    playerCreatedByAgent: player.created_by_agent,
    isRememberStake: player.remember_stake,
    avayaSToken: chatToken(ctx.keys, player.id),
    excludedFromPromotions: player.excluded_from_promotions,
  };
}

/**
 * GET /xapi/icore/players/{id}/details: `id` is the player id (alsId) or, for clients that
 * hold only the username, the username. Anyone else's → 403 (existence is not revealed).
 */
export async function playerDetails(
  ctx: AppContext,
  auth: Authenticated,
  id: string,
): Promise<PlayerDetails> {
  const own =
    (/^\d+$/.test(id) && Number(id) === auth.player.id) ||
    normaliseUsername(id) === normaliseUsername(auth.player.username);
  if (!own) throw forbidden('These details do not belong to the session');
  return detailsOf(ctx, await loadPlayer(ctx, auth));
}

/** PUT /xapi/icore/players/{username}/details: the player-editable settings. */
export async function updatePlayerDetails(
  ctx: AppContext,
  auth: Authenticated,
  username: string,
  body: PlayerDetailsUpdate,
): Promise<PlayerDetails> {
  if (normaliseUsername(username) !== normaliseUsername(auth.player.username)) {
    throw forbidden('This player does not belong to the session');
  }
  if (
    body.username !== undefined &&
    normaliseUsername(body.username) !== normaliseUsername(username)
  ) {
    throw invalidRequest('username: must match the path');
  }
  const player = await loadPlayer(ctx, auth);
  await updatePlayer(ctx.db, player.id, {
    price_format: body.priceFormat?.toLowerCase() as OddsType | undefined,
    default_stake_minor:
      body.defaultStake === undefined
        ? undefined
        : defaultStakeIn(ctx, body.defaultStake, player.currency, 'defaultStake'),
    remember_stake: body.isRememberStake,
    stream_full_screen: body.enableStreamFullScreen,
    locale: body.locale,
  });
  return detailsOf(ctx, await loadPlayer(ctx, auth));
}

/** GET /xapi/rest/accounts/{accountId}/info (designed from the entities; shell §7). */
export async function accountInfo(ctx: AppContext, auth: Authenticated): Promise<AccountInfo> {
  const player = await loadPlayer(ctx, auth);
  const exclusion = await currentExclusion(ctx.db, player.id, ctx.clock());
  return {
    accountId: player.account_id,
    accountCode: player.account_code,
    username: player.username,
    currency: player.currency,
    accountStatus: player.status,
    vipLevel: player.vip_level,
    nonDepositor: !player.is_depositor,
    nonBettor: !player.is_bettor,
    firstLoginDate: iso(player.first_login_at),
    lastLoginDate: iso(player.previous_login_at),
    registrationDate: player.created_at.toISOString(),
    countryCode: player.country_code,
    locale: player.locale,
    priceFormat: player.price_format,
    excludedFromPromotions: player.excluded_from_promotions,
    holdWithdraw: player.hold_withdraw,
    realMoneyBonuses: player.real_money_bonuses,
    wasSetRealMoneyBonuses: player.was_set_real_money_bonuses,
    selfExcluded: exclusion?.kind === 'self_exclusion',
    realityCheckMinutes: player.reality_check_minutes,
  };
}

/** PUT /xapi/rest/accounts/{accountId}: the real-money-bonus choice. */
export async function updateAccount(
  ctx: AppContext,
  auth: Authenticated,
  body: AccountUpdate,
): Promise<AccountInfo> {
  await updatePlayer(ctx.db, auth.player.id, {
    real_money_bonuses: body.realMoneyBonuses,
    was_set_real_money_bonuses: body.wasSetRealMoneyBonuses,
  });
  return accountInfo(ctx, auth);
}

function prefsOf(ctx: AppContext, player: PlayerRow): AccountPrefs {
  return {
    price_format: player.price_format,
    layout: player.pref_layout ?? 'not_selected',
    default_stake: defaultStakeOut(player),
    sort_by: player.pref_sort_by,
    accept_higher_odds: player.pref_accept_higher_odds,
    // betting-domain §3: theme only when theme switching is enabled.
    ...(ctx.config.identity.themeSwitching ? { theme: player.pref_theme } : {}),
  };
}

/** GET /xapi/rest/accounts/{accountId}/accountPrefs. */
export async function accountPrefs(ctx: AppContext, auth: Authenticated): Promise<AccountPrefs> {
  return prefsOf(ctx, await loadPlayer(ctx, auth));
}

/** PATCH …/accountPrefs: the fields sent; a theme while switching is off is refused. */
export async function patchAccountPrefs(
  ctx: AppContext,
  auth: Authenticated,
  body: AccountPrefsPatch,
): Promise<AccountPrefs> {
  if (body.theme !== undefined && !ctx.config.identity.themeSwitching) {
    throw new AppError(400, IDENTITY_CODES.themeDisabled, 'theme: theme switching is not enabled');
  }
  const player = await loadPlayer(ctx, auth);
  await updatePlayer(ctx.db, player.id, {
    price_format: body.price_format,
    pref_layout:
      body.layout === undefined ? undefined : body.layout === 'not_selected' ? null : body.layout,
    default_stake_minor:
      body.default_stake === undefined
        ? undefined
        : defaultStakeIn(ctx, body.default_stake, player.currency, 'default_stake'),
    pref_sort_by: body.sort_by,
    pref_accept_higher_odds: body.accept_higher_odds,
    pref_theme: body.theme,
  });
  return prefsOf(ctx, await loadPlayer(ctx, auth));
}

/** GET /xapi/rest/currencies: the currency table of packages/betting (betting-domain §3). */
export function currencies(): CurrencyListEntry[] {
  return BUILT_IN_CURRENCIES.map((c, i) => ({
    id: i + 1,
    isoCode: c.isoCode,
    symbol: c.symbol,
    precision: c.precision ?? DEFAULT_CURRENCY_PRECISION,
  }));
}

/** GET /api/v2/geo_data and /api/geo_data. */
export function geoData(
  now: Date,
  request: {
    cfIpCountry?: string | undefined;
    xCountry?: string | undefined;
    acceptLanguage?: string | undefined;
    language?: string | undefined;
  },
): GeoData {
  const guess = guessCountry(request);
  return {
    countryCode: guess.countryCode,
    source: guess.source,
    countries: countryList(request.language),
    timestamp: now.getTime(),
    ttlSeconds: GEO_DATA_TTL_SECONDS,
  };
}

/** GET /api/avaya_tokens: the caller's chat token; a player id in the query must be theirs. */
export function avayaToken(ctx: AppContext, auth: Authenticated, playerId: number | null): string {
  if (playerId !== null && playerId !== auth.player.id) {
    throw forbidden('This player does not belong to the session');
  }
  return chatToken(ctx.keys, auth.player.id);
}

/**
 * POST /accounts/me/password: the current password is checked like a login (lockout, rate
 * limits); the new one must pass the policy. The player's other sessions end
 * (`password_changed`) and the caller's token is re-issued.
 */
export async function changePassword(
  ctx: AppContext,
  auth: Authenticated,
  body: ChangePasswordRequest,
  clientIp: string,
): Promise<{ issued: IssuedSession; revoked: number }> {
  const player = await loadPlayer(ctx, auth);
  const ok = await guardedPasswordCheck(
    ctx,
    normaliseUsername(player.username),
    player.password_hash,
    body.currentPassword,
    clientIp,
  );
  if (!ok) {
    throw new AppError(
      403,
      IDENTITY_CODES.invalidCurrentPassword,
      'The current password is not correct',
    );
  }
  const policy = validateNewPassword({
    username: player.username,
    currentPassword: body.currentPassword,
    newPassword: body.newPassword,
  });
  if (!policy.ok) throw invalidRequest(`newPassword: ${policy.error}`);
  const hash = await identityDeps(ctx).hasher.hash(policy.value);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    await updatePasswordHash(tx, player.id, hash, now);
    return rotateAndRevokeOthers(ctx, tx, auth, now);
  });
}
