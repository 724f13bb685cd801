/**
 * The login flow and session bodies (spec shell-and-session §3 Session, Login result, Login
 * request, Local account session; §4 login flow; §7 the auth calls). Forms arrive as
 * `application/x-www-form-urlencoded` (every value a string) or JSON.
 */
import { z } from 'zod';
import { LOGOUT_REASONS } from '@touchline/site';

/** A boolean sent by a form ("true"/"false") or JSON (true/false). */
export const FormBoolean = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((v) => v === 'true'),
]);

const Username = z.string().trim().min(1, 'username is required').max(64);
const Password = z.string().min(1, 'password is required').max(256);

/** The `?authenticated=` marker the spec puts on the auth calls; also `embedded`. */
export const AuthCallQuery = z.object({
  authenticated: z.enum(['true', 'false']).optional(),
  embedded: FormBoolean.optional(),
});
export type AuthCallQuery = z.infer<typeof AuthCallQuery>;

/** The `{locale}` segment of the auth paths: two lower-case letters. */
export const AuthLocaleParams = z.object({
  locale: z.string().regex(/^[a-z]{2}$/, 'locale must be two lower-case letters'),
});

/** spec shell §7: POST {auth}/{locale}/…/header_login/authenticate — form username, password, product. */
export const AuthenticateRequest = z.object({
  username: Username,
  password: Password,
  product: z.string().max(64).optional(),
  /** Touchline: the web sets it when it runs embedded in a host page (cookie attributes). */
  embedded: FormBoolean.optional(),
});
export type AuthenticateRequest = z.infer<typeof AuthenticateRequest>;

/** What a completed login tells the web (Login details, shell §3); the token comes from /api/session. */
export const LoginSuccess = z.object({
  otp: z.literal(false),
  success: z.literal(true),
  status: z.literal('SUCCESS'),
  username: z.string(),
  currency: z.string(),
  locale: z.string(),
  alsPlayerId: z.number().int(),
  accountId: z.number().int(),
  expirationTimeInSeconds: z.number().int(),
  /** The login before this one (null on a first login). */
  lastLoginDate: z.string().nullable(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  priceFormat: z.string(),
  vipLevel: z.number().int(),
  isPartnerMatrixAffiliate: z.boolean(),
  termsVersion: z.string(),
  termsAccepted: z.boolean(),
  realityCheckMinutes: z.number().int(),
});
export type LoginSuccess = z.infer<typeof LoginSuccess>;

/** spec shell §4 step 2: otp: true opens the one-time-code form. */
export const LoginOtpRequired = z.object({
  otp: z.literal(true),
  success: z.literal(false),
  status: z.literal('OTP_REQUIRED'),
  /** Seconds until a new code may be requested (the resend lockout). */
  otpResendInSeconds: z.number().int().min(0),
  otpValidForSeconds: z.number().int(),
  /** Where the code went, masked (e.g. "•••• •••• 01"). */
  destination: z.string(),
});
export type LoginOtpRequired = z.infer<typeof LoginOtpRequired>;

/** spec shell §4 step 2: otp: null fetches the security question. */
export const LoginQuestionRequired = z.object({
  otp: z.null(),
  success: z.literal(false),
  status: z.literal('SECURITY_QUESTION_REQUIRED'),
});
export type LoginQuestionRequired = z.infer<typeof LoginQuestionRequired>;

/** spec shell §3 Login result. */
export const AuthenticateResponse = z.union([
  LoginSuccess,
  LoginOtpRequired,
  LoginQuestionRequired,
]);
export type AuthenticateResponse = z.infer<typeof AuthenticateResponse>;

/** spec shell §7: POST …/otp/validate — form code, optional product. */
export const OtpValidateRequest = z.object({
  code: z.string().max(64),
  product: z.string().max(64).optional(),
});

/** POST …/otp/generate: a new code is on its way. */
export const OtpGenerateResponse = z.object({
  success: z.literal(true),
  status: z.literal('SUCCESS'),
  otpResendInSeconds: z.number().int().min(0),
  otpValidForSeconds: z.number().int(),
  destination: z.string(),
});
export type OtpGenerateResponse = z.infer<typeof OtpGenerateResponse>;

/** GET …/security_question/getquestion: the question as the Login result's `result`. */
export const SecurityQuestionResponse = z.object({
  otp: z.null(),
  success: z.literal(true),
  status: z.literal('SUCCESS'),
  result: z.string(),
});
export type SecurityQuestionResponse = z.infer<typeof SecurityQuestionResponse>;

/** spec shell §7: POST …/security_question/checkAnswer — form answer. */
export const CheckAnswerRequest = z.object({
  answer: z.string().max(256),
});

/** Login details' thirdPartyTokens, keyed by provider kind (spec shell §3). */
export const THIRD_PARTY_KINDS = [
  'bettingData',
  'props',
  'gaming',
  'eSports',
  'highlights',
  'virtuals',
  'exchange',
  'parlay',
  'lottery',
  'scouting',
] as const;
export type ThirdPartyKind = (typeof THIRD_PARTY_KINDS)[number];

/** POST …/als_integration/integrate: the player-account (als/icore) side of the session. */
export const IntegrateResponse = z.object({
  success: z.literal(true),
  status: z.literal('SUCCESS'),
  alsPlayerId: z.number().int(),
  alsToken: z.string(),
  jweToken: z.string(),
  expirationTimeInSeconds: z.number().int(),
  externalSessionToken: z.string(),
  externalPlayerId: z.string(),
  thirdPartyTokens: z.record(z.enum(THIRD_PARTY_KINDS), z.string()),
});
export type IntegrateResponse = z.infer<typeof IntegrateResponse>;

/** spec shell §4/§7: GET …/header_login/logout?authenticated=false&reason=. */
export const LogoutQuery = z.object({
  authenticated: z.enum(['true', 'false']).optional(),
  reason: z.enum(LOGOUT_REASONS).default('clicked'),
  embedded: FormBoolean.optional(),
});

export const OkResponse = z.object({ success: z.literal(true), status: z.literal('SUCCESS') });
export type OkResponse = z.infer<typeof OkResponse>;

/** spec shell §3 Session (the session call), plus Touchline's expiry, account id and login time. */
export const SessionResponse = z.object({
  id: z.string(),
  jwe_token: z.string(),
  username: z.string(),
  currency: z.string(),
  locale: z.string(),
  icore_token: z.string(),
  icore_player_id: z.number().int(),
  icore_betradar_virtuals_token: z.string(),
  icore_esports_bull_token: z.string(),
  icore_kiron_token: z.string(),
  icore_scout_token: z.string(),
  icore_powerball_token: z.string(),
  is_partner_matrix_affiliate: z.boolean(),
  expirationTimeInSeconds: z.number().int(),
  accountId: z.number().int(),
  /** Epoch seconds the session started (the session clock, shell §4). */
  loginTime: z.number().int(),
  realityCheckMinutes: z.number().int(),
  termsAccepted: z.boolean(),
  /**
   * Touchline: the session of a timed-out or self-excluded player, which may only read the
   * account and withdraw (docs/decisions.md "Identity and wallet"). Absent means false.
   */
  withdrawOnly: z.boolean().optional(),
});
export type SessionResponse = z.infer<typeof SessionResponse>;

/** spec shell §3 Login request (franco-type): username, password, device. */
export const FrancoLoginRequest = z.object({
  username: Username,
  password: Password,
  device: z.object({
    clientType: z.string().trim().min(1).max(64),
    deviceId: z.string().trim().min(1).max(128),
    deviceType: z.string().trim().min(1).max(64),
  }),
});
export type FrancoLoginRequest = z.infer<typeof FrancoLoginRequest>;

export const FrancoLoginQuery = z.object({
  l: z.string().max(16).optional(),
  mc: z.enum(['mobile', 'web']).optional(),
});

/**
 * spec shell §3 Local account session: accessToken, maxAge, fileName; also expiresIn, scopes.
 * `fileName` names the terms-of-use document when the current version awaits acceptance (the
 * web then opens the terms modal, §4 step 5); null once accepted.
 */
export const FrancoSessionResponse = z.object({
  accessToken: z.string(),
  maxAge: z.number().int(),
  expiresIn: z.number().int(),
  expirationTimeInSeconds: z.number().int(),
  scopes: z.array(z.string()),
  fileName: z.string().nullable(),
  termsVersion: z.string(),
  termsAccepted: z.boolean(),
  accountId: z.number().int(),
  username: z.string(),
  currency: z.string(),
  locale: z.string(),
});
export type FrancoSessionResponse = z.infer<typeof FrancoSessionResponse>;

export const FrancoLogoutQuery = z.object({
  reason: z.enum(LOGOUT_REASONS).default('clicked'),
});

/** GET /xapi/icore/checkplayer: the player behind the bearer. */
export const CheckPlayerResponse = z.object({
  alsPlayerId: z.number().int(),
  accountId: z.number().int(),
  username: z.string(),
  currency: z.string(),
  locale: z.string(),
  accountStatus: z.string(),
  expirationTimeInSeconds: z.number().int(),
});
export type CheckPlayerResponse = z.infer<typeof CheckPlayerResponse>;

/** POST /accounts/me/password (Touchline; the spec shows no path). */
export const ChangePasswordRequest = z.object({
  currentPassword: Password,
  newPassword: z.string().max(1024),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const ChangePasswordResponse = z.object({
  success: z.literal(true),
  accessToken: z.string(),
  expirationTimeInSeconds: z.number().int(),
  revokedSessions: z.number().int(),
});
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponse>;

/** GET /api/demo/outbox?username= (demo only, DEMO_OUTBOX). */
export const DemoOutboxQuery = z.object({ username: Username });
export const DemoOutboxResponse = z.object({
  messages: z.array(
    z.object({
      id: z.number().int(),
      channel: z.enum(['sms', 'email']),
      recipient: z.string(),
      kind: z.string(),
      body: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type DemoOutboxResponse = z.infer<typeof DemoOutboxResponse>;
