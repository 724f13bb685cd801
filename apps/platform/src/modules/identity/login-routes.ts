/**
 * The auth calls (spec shell §7, auth base AUTH_BASE — `/auth` by default — and `{locale}` two
 * letters): authenticate,
 * one-time code, security question, als integration, logout; and the icore password login.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { assertNever } from '@touchline/betting';
import { OTP_CODE_VALIDITY_SECONDS } from '@touchline/site';
import {
  AuthCallQuery,
  AuthenticateRequest,
  AuthLocaleParams,
  CheckAnswerRequest,
  LogoutQuery,
  OtpValidateRequest,
  PlayerLoginRequest,
  type AuthenticateResponse,
  type IntegrateResponse,
  type LoginSuccess,
  type OkResponse,
  type OtpGenerateResponse,
  type PlayerLoginResponse,
  type SecurityQuestionResponse,
} from '@touchline/contract';
import { parseInput } from '../../http/errors';
import type { AppContext } from '../../app-context';
import { COOKIES } from './cookies';
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
  authenticateToken,
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

export function loginRoutes(app: FastifyInstance, ctx: AppContext): void {
  // spec shell §7: `{auth}` is configurable (AUTH_BASE).
  const base = ctx.config.identity.authBase;
  const COMPONENT = `${base}/:locale/api/plugins/component/route`;
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

  // spec shell §7: POST {auth}/{locale}/…/header_login/authenticate (one variant: {auth}/api/login)
  const authenticate = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<AuthenticateResponse> => {
    const query = parseInput(AuthCallQuery, request.query, 'query');
    const body = parseInput(AuthenticateRequest, request.body, 'body');
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
  app.post(`${COMPONENT}/header_login/authenticate`, async (request, reply) => {
    parseInput(AuthLocaleParams, request.params, 'params');
    return authenticate(request, reply);
  });
  app.post(`${base}/api/login`, authenticate);

  // spec shell §7: POST …/otp/generate?authenticated=true → a new code (resend lockout §9)
  app.post(`${COMPONENT}/otp/generate`, async (request, reply): Promise<OtpGenerateResponse> => {
    parseInput(AuthLocaleParams, request.params, 'params');
    parseInput(AuthCallQuery, request.query, 'query');
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

  // spec shell §7: POST …/otp/validate?authenticated=true — form code
  app.post(`${COMPONENT}/otp/validate`, async (request, reply) => {
    parseInput(AuthLocaleParams, request.params, 'params');
    parseInput(AuthCallQuery, request.query, 'query');
    const body = parseInput(OtpValidateRequest, request.body, 'body');
    const issued = await validateOtp(ctx, pendingLoginId(request), body.code, ip(request));
    return complete(request, reply, issued);
  });

  // spec shell §7: GET …/security_question/getquestion?authenticated=true → Login result `result`
  app.get(
    `${COMPONENT}/security_question/getquestion`,
    async (request, reply): Promise<SecurityQuestionResponse> => {
      parseInput(AuthLocaleParams, request.params, 'params');
      parseInput(AuthCallQuery, request.query, 'query');
      const question = await securityQuestion(ctx, pendingLoginId(request));
      noStore(reply);
      return { otp: null, success: true, status: 'SUCCESS', result: question };
    },
  );

  // spec shell §7: POST …/security_question/checkAnswer?authenticated=true — form answer
  app.post(`${COMPONENT}/security_question/checkAnswer`, async (request, reply) => {
    parseInput(AuthLocaleParams, request.params, 'params');
    parseInput(AuthCallQuery, request.query, 'query');
    const body = parseInput(CheckAnswerRequest, request.body, 'body');
    const issued = await checkSecurityAnswer(
      ctx,
      pendingLoginId(request),
      body.answer,
      ip(request),
    );
    return complete(request, reply, issued);
  });

  // spec shell §7: POST {auth}/{locale}/…/als_integration/integrate?authenticated=true (empty form)
  app.post(
    `${base}/:locale/api/plugins/module/route/als_integration/integrate`,
    async (request, reply): Promise<IntegrateResponse> => {
      parseInput(AuthLocaleParams, request.params, 'params');
      parseInput(AuthCallQuery, request.query, 'query');
      const auth = await authenticateToken(ctx, requestToken(request, [COOKIES.session]));
      noStore(reply);
      return integrateSession(ctx, auth);
    },
  );

  // spec shell §4/§7: GET {base}/{locale}/…/header_login/logout?authenticated=false&reason=
  app.get(`${COMPONENT}/header_login/logout`, async (request, reply): Promise<OkResponse> => {
    parseInput(AuthLocaleParams, request.params, 'params');
    const query = parseInput(LogoutQuery, request.query, 'query');
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

  // spec shell §7: POST /xapi/icore/players/login → alsToken (copied to jweToken by the client)
  app.post('/xapi/icore/players/login', async (request, reply): Promise<PlayerLoginResponse> => {
    const body = parseInput(PlayerLoginRequest, request.body, 'body');
    noStore(reply);
    return loginWithPassword(ctx, { ...body, clientIp: ip(request) });
  });
}
