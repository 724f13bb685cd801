/**
 * Player profile, details, account info and preferences, currencies, geo data, the chat token
 * and responsible gambling (spec shell-and-session §3 Profile, Player details, Account
 * preferences; §7; betting-domain §3, §7 Bets and account).
 */
import { z } from 'zod';
import { ODDS_TYPES } from '@touchline/betting';
import { REALITY_CHECK_INTERVALS, SELF_EXCLUSION_PERIODS, TIME_OUT_PERIODS } from '@touchline/site';

export const ACCOUNT_STATUSES = ['active', 'suspended', 'locked', 'pending_activation'] as const;
export const AccountStatus = z.enum(ACCOUNT_STATUSES);

/** A default stake in the currency's display units (betting-domain §9), or none. */
const DefaultStake = z.number().min(0).max(1e12).nullable();

/** spec shell §3 Profile (GET /accounts/me/profile). */
export const Profile = z.object({
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  lastLoginDate: z.string().nullable(),
  registerDate: z.string(),
  residence: z.object({ countryCode: z.string() }),
  accountCode: z.string(),
  selfExcluded: z.boolean(),
  accountStatus: AccountStatus,
  defaultStake: DefaultStake,
  realityCheckMinutes: z.number().int(),
});
export type Profile = z.infer<typeof Profile>;

/** betting-domain §7: priceFormat travels as the odds type in upper case. */
export const UPPER_ODDS_TYPES = ODDS_TYPES.map((t) => t.toUpperCase()) as [string, ...string[]];
export const UpperOddsType = z.enum(UPPER_ODDS_TYPES);

/** spec shell §3 Player details (GET /xapi/icore/players/{id}/details). */
export const PlayerDetails = z.object({
  alsId: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  priceFormat: UpperOddsType,
  holdWithdraw: z.boolean(),
  vipLevel: z.number().int(),
  enableStreamFullScreen: z.boolean(),
  accountNumber: z.string(),
  defaultStake: DefaultStake,
  registrationDateTime: z.string(),
  locale: z.string(),
  currency: z.string(),
  countryCode: z.string(),
  playerCreatedByAgent: z.boolean(),
  isRememberStake: z.boolean(),
  avayaSToken: z.string(),
  excludedFromPromotions: z.boolean(),
});
export type PlayerDetails = z.infer<typeof PlayerDetails>;

/**
 * PUT /xapi/icore/players/{username}/details: the details without username (shell §7); the
 * betting spec's body also names username, so one is accepted when it matches the path. Only
 * the player-editable fields; anything else is refused by name.
 */
export const PlayerDetailsUpdate = z
  .strictObject({
    username: z.string().trim().min(1).max(64).optional(),
    priceFormat: UpperOddsType.optional(),
    defaultStake: DefaultStake.optional(),
    isRememberStake: z.boolean().optional(),
    enableStreamFullScreen: z.boolean().optional(),
    locale: z
      .string()
      .regex(/^[a-z]{2}$/, 'locale must be two lower-case letters')
      .optional(),
  })
  .refine((b) => Object.keys(b).some((k) => k !== 'username'), 'nothing to update');
export type PlayerDetailsUpdate = z.infer<typeof PlayerDetailsUpdate>;

/** GET /xapi/rest/accounts/{accountId}/info (spec shows no fields; designed from the entities). */
export const AccountInfo = z.object({
  accountId: z.number().int(),
  accountCode: z.string(),
  username: z.string(),
  currency: z.string(),
  accountStatus: AccountStatus,
  vipLevel: z.number().int(),
  /** spec shell §5/§6 advert audiences: depositor and bettor flags, first login time. */
  nonDepositor: z.boolean(),
  nonBettor: z.boolean(),
  firstLoginDate: z.string().nullable(),
  lastLoginDate: z.string().nullable(),
  registrationDate: z.string(),
  countryCode: z.string(),
  locale: z.string(),
  priceFormat: z.enum(ODDS_TYPES),
  excludedFromPromotions: z.boolean(),
  holdWithdraw: z.boolean(),
  realMoneyBonuses: z.boolean(),
  wasSetRealMoneyBonuses: z.boolean(),
  selfExcluded: z.boolean(),
  realityCheckMinutes: z.number().int(),
});
export type AccountInfo = z.infer<typeof AccountInfo>;

/** spec shell §7: PUT /xapi/rest/accounts/{accountId} — wasSetRealMoneyBonuses, realMoneyBonuses. */
export const AccountUpdate = z
  .strictObject({
    wasSetRealMoneyBonuses: z.boolean().optional(),
    realMoneyBonuses: z.boolean().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'nothing to update');
export type AccountUpdate = z.infer<typeof AccountUpdate>;

export const LAYOUTS = ['asian', 'euro', 'thai'] as const;
export const SORT_BY = ['competition', 'time'] as const;
export const THEMES = ['light', 'dark', 'system'] as const;

/** spec shell §3 / betting-domain §3 Account preferences (server); theme only when enabled. */
export const AccountPrefs = z.object({
  price_format: z.enum(ODDS_TYPES),
  layout: z.enum([...LAYOUTS, 'not_selected']),
  default_stake: DefaultStake,
  sort_by: z.enum(SORT_BY),
  accept_higher_odds: z.boolean(),
  theme: z.enum(THEMES).optional(),
});
export type AccountPrefs = z.infer<typeof AccountPrefs>;

/** PATCH …/accountPrefs: any subset of the fields. */
export const AccountPrefsPatch = z
  .strictObject({
    price_format: z.enum(ODDS_TYPES).optional(),
    layout: z.enum([...LAYOUTS, 'not_selected']).optional(),
    default_stake: DefaultStake.optional(),
    sort_by: z.enum(SORT_BY).optional(),
    accept_higher_odds: z.boolean().optional(),
    theme: z.enum(THEMES).optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'nothing to update');
export type AccountPrefsPatch = z.infer<typeof AccountPrefsPatch>;

/** GET /xapi/rest/currencies entries (betting-domain §3 Currency). */
export const CurrencyListEntry = z.object({
  id: z.number().int(),
  isoCode: z.string(),
  symbol: z.string(),
  precision: z.number().int(),
});
export type CurrencyListEntry = z.infer<typeof CurrencyListEntry>;

/**
 * GET /api/v2/geo_data (and /api/geo_data): the spec shows no fields. Designed: the request's
 * country guess, the country list, and the timestamp the web caches it with (betting §7).
 */
export const GeoData = z.object({
  countryCode: z.string().nullable(),
  source: z.enum(['header', 'accept-language', 'none']),
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
  timestamp: z.number().int(),
  ttlSeconds: z.number().int(),
});
export type GeoData = z.infer<typeof GeoData>;

/**
 * GET /api/avaya_tokens: the player's chat token (opaque), and the bearer the browser presents
 * to the external chat-token service (null when the platform has none configured: the chat
 * configuration is then missing, spec shell §8).
 */
export const AvayaToken = z.object({ token: z.string(), chatTokenBearer: z.string().nullable() });
export type AvayaToken = z.infer<typeof AvayaToken>;

// Responsible gambling (Touchline; beyond the spec) ---------------------------------------------

export const ResponsibleGamblingState = z.object({
  selfExcluded: z.boolean(),
  timeOut: z.object({ until: z.string() }).nullable(),
  selfExclusion: z.object({ until: z.string().nullable(), permanent: z.boolean() }).nullable(),
  realityCheckMinutes: z.number().int(),
});
export type ResponsibleGamblingState = z.infer<typeof ResponsibleGamblingState>;

export const TimeOutRequest = z.object({ period: z.enum(TIME_OUT_PERIODS) });
export type TimeOutRequest = z.infer<typeof TimeOutRequest>;

export const SelfExclusionRequest = z.object({ period: z.enum(SELF_EXCLUSION_PERIODS) });
export type SelfExclusionRequest = z.infer<typeof SelfExclusionRequest>;

export const RealityCheckRequest = z.object({
  minutes: z.union(
    REALITY_CHECK_INTERVALS.map((m) => z.literal(m)) as [
      z.ZodLiteral<0>,
      z.ZodLiteral<15>,
      z.ZodLiteral<30>,
      z.ZodLiteral<60>,
    ],
  ),
});
export type RealityCheckRequest = z.infer<typeof RealityCheckRequest>;
