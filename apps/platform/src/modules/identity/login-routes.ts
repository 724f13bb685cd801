/**
 * The auth calls (spec shell §7, auth base AUTH_BASE — `/auth` by default — and `{locale}` two
 * letters): authenticate,
 * one-time code, security question, als integration, logout; and the icore password login.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { assertNever } from '@touchline/betting';
import { OTP_CODE_VALIDITY_SECONDS } from '@touchline/site';
import {
  ENDPOINTS,
  type AuthCallQuery,
  type AuthenticateRequest,
  type AuthenticateResponse,
  type IntegrateResponse,
  type LoginSuccess,
  type OkResponse,
  type OtpGenerateResponse,
  type PlayerLoginResponse,
  type SecurityQuestionResponse,
} from '@touchline/contract';
import type { AppContext } from '../../app-context';
import { COOKIES } from './cookies';
import type { IdentityRoute } from './identity-route';
import {
  checkSecurityAnswer,
  loginWeb,
  loginWithPassword,
  resendOtp,
  securityQuestion,
  validateOtp,
} from './login-service';
import { findPlayerById, hasAcceptedTerms } from './repository';
import { clientIp, embeddedHeader } from './request-info';
import {
  clearSessionCookies,
  noStore,
  pendingLoginId,
  requestToken,
  setPendingCookie,
  setSessionCookies,
} from './session-cookies';
import {
  integrateSession,
  logout,
  withdrawOnlyRefusal,
  type IssuedSession,
} from './session-service';

/** What a completed login answers (spec shell §3 Login result: otp other than true/null). */
async function loginSuccess(ctx: AppContext, issued: IssuedSession): Promise<LoginSuccess> {
  const player = await findPlayerById(ctx.db, issued.playerId);
  if (!player) throw new Error(`player ${issued.playerId} vanished during login`);
  const termsVersion = ctx.config.identity.termsVersion;
  return {
    otp: false,
    success: true,
    status: 'SUCCESS',
    username: player.username,
    currency: player.currency,
    locale: player.locale,
    alsPlayerId: player.id,
    accountId: player.account_id,
    expirationTimeInSeconds: Math.floor(issued.expiresAt.getTime() / 1000),
    lastLoginDate: player.previous_login_at ? player.previous_login_at.toISOString() : null,
    email: player.email,
    firstName: player.first_name,
    priceFormat: player.price_format,
    vipLevel: player.vip_level,
    isPartnerMatrixAffiliate: player.partner_matrix_affiliate,
    termsVersion,
    termsAccepted: await hasAcceptedTerms(ctx.db, player.id, termsVersion),
    realityCheckMinutes: player.reality_check_minutes,
  };
}

const { auth: AUTH } = ENDPOINTS;

export function loginRoutes(route: IdentityRoute, ctx: AppContext): void {
  const ip = (request: FastifyRequest) => clientIp(request, ctx.config.identity.trustProxy);

  const complete = async (
    request: FastifyRequest,
    reply: FastifyReply,
    issued: IssuedSession,
  ): Promise<LoginSuccess> => {
    setSessionCookies(reply, request, ctx, issued);
    noStore(reply);
    // An excluded player: the login is refused (403), the cookies carry the withdraw-only
    // session the web uses for the balance and the withdrawal (session-service).
    const refusal = withdrawOnlyRefusal(issued);
    if (refusal) throw refusal;
    return loginSuccess(ctx, issued);
  };

  // spec shell §7: the password step of the login (header_login/authenticate, or {auth}/api/login)
  const authenticate = async (
    { query, body }: { query: AuthCallQuery; body: AuthenticateRequest },
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<AuthenticateResponse> => {
    const embedded = body.embedded ?? query.embedded ?? embeddedHeader(request);
    const outcome = await loginWeb(ctx, { ...body, embedded, clientIp: ip(request) });
    noStore(reply);
    switch (outcome.kind) {
      case 'complete':
        return complete(request, reply, outcome.issued);
      case 'otp':
        setPendingCookie(reply, request, ctx, outcome.pendingId, outcome.embedded);
        return {
          otp: true,
          success: false,
          status: 'OTP_REQUIRED',
          otpResendInSeconds: outcome.resendInSeconds,
          otpValidForSeconds: OTP_CODE_VALIDITY_SECONDS,
          destination: outcome.destination,
        };
      case 'question':
        setPendingCookie(reply, request, ctx, outcome.pendingId, outcome.embedded);
        return { otp: null, success: false, status: 'SECURITY_QUESTION_REQUIRED' };
      default:
        return assertNever(outcome, 'login outcome');
    }
  };
  route(AUTH.authenticate, {}, authenticate);
  route(AUTH.apiLogin, {}, authenticate);

  // spec shell §7: a new code (resend lockout §9)
  route(AUTH.otpGenerate, {}, async (_input, request, reply): Promise<OtpGenerateResponse> => {
    const sent = await resendOtp(ctx, pendingLoginId(request));
    noStore(reply);
    return {
      success: true,
      status: 'SUCCESS',
      otpResendInSeconds: sent.resendInSeconds,
      otpValidForSeconds: OTP_CODE_VALIDITY_SECONDS,
      destination: sent.destination,
    };
  });

  route(AUTH.otpValidate, {}, async ({ body }, request, reply) => {
    const issued = await validateOtp(ctx, pendingLoginId(request), body.code, ip(request));
    return complete(request, reply, issued);
  });

  // spec shell §7: the question in Login result `result`
  route(
    AUTH.securityQuestion,
    {},
    async (_input, request, reply): Promise<SecurityQuestionResponse> => {
      const question = await securityQuestion(ctx, pendingLoginId(request));
      noStore(reply);
      return { otp: null, success: true, status: 'SUCCESS', result: question };
    },
  );

  route(AUTH.checkAnswer, {}, async ({ body }, request, reply) => {
    const issued = await checkSecurityAnswer(
      ctx,
      pendingLoginId(request),
      body.answer,
      ip(request),
    );
    return complete(request, reply, issued);
  });

  // spec shell §7: the als integration authenticates with the web's session cookie
  route(
    AUTH.integrate,
    { tokenCookies: [COOKIES.session] },
    async ({ auth }, _request, reply): Promise<IntegrateResponse> => {
      noStore(reply);
      return integrateSession(ctx, auth);
    },
  );

  // spec shell §4/§7: logout always answers 200, with or without a live session
  route(AUTH.logout, {}, async ({ query }, request, reply): Promise<OkResponse> => {
    const ended = await logout(ctx, {
      token: requestToken(request, [COOKIES.session]),
      pendingId: pendingLoginId(request),
      reason: query.reason,
    });
    const embedded = ended.embedded ?? query.embedded ?? embeddedHeader(request);
    clearSessionCookies(reply, request, ctx, embedded);
    noStore(reply);
    return { success: true, status: 'SUCCESS' };
  });

  // spec shell §7: the icore password login → alsToken (copied to jweToken by the client)
  route(AUTH.playerLogin, {}, async ({ body }, request, reply): Promise<PlayerLoginResponse> => {
    noStore(reply);
    return loginWithPassword(ctx, { ...body, clientIp: ip(request) });
  });
}
