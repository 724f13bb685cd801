import {
  AuthCallQuery,
  AuthenticateRequest,
  AuthenticateResponse,
  AuthLocaleParams,
  CheckAnswerRequest,
  IntegrateResponse,
  LoginSuccess,
  LogoutQuery,
  OkResponse,
  OtpGenerateResponse,
  OtpValidateRequest,
  SecurityQuestionResponse,
} from '../auth';
import { PlayerLoginRequest, PlayerLoginResponse } from '../account';
import { defineEndpoint, PLAYER, PUBLIC } from './define';

/** spec shell §7: the login component's routes under `{auth}/{locale}`. */
const COMPONENT = '{auth}/{locale}/api/plugins/component/route';

/** spec shell §7 auth calls: the login flow's steps, the als integration and logout. */
export const AUTH = {
  // spec shell §7: POST {auth}/{locale}/…/header_login/authenticate — form username, password
  authenticate: defineEndpoint({
    key: 'auth.authenticate',
    method: 'POST',
    path: `${COMPONENT}/header_login/authenticate`,
    params: AuthLocaleParams,
    query: AuthCallQuery,
    body: { kind: 'form', schema: AuthenticateRequest },
    response: AuthenticateResponse,
    status: [200],
    access: PUBLIC,
  }),
  // spec shell §7: the same login at {auth}/api/login (one deployment's variant)
  apiLogin: defineEndpoint({
    key: 'auth.apiLogin',
    method: 'POST',
    path: '{auth}/api/login',
    query: AuthCallQuery,
    body: { kind: 'form', schema: AuthenticateRequest },
    response: AuthenticateResponse,
    status: [200],
    access: PUBLIC,
  }),
  // spec shell §7: POST …/otp/generate?authenticated=true → a new code
  otpGenerate: defineEndpoint({
    key: 'auth.otpGenerate',
    method: 'POST',
    path: `${COMPONENT}/otp/generate`,
    params: AuthLocaleParams,
    query: AuthCallQuery,
    response: OtpGenerateResponse,
    status: [200],
    access: PUBLIC,
  }),
  // spec shell §7: POST …/otp/validate?authenticated=true — form code
  otpValidate: defineEndpoint({
    key: 'auth.otpValidate',
    method: 'POST',
    path: `${COMPONENT}/otp/validate`,
    params: AuthLocaleParams,
    query: AuthCallQuery,
    body: { kind: 'form', schema: OtpValidateRequest },
    response: LoginSuccess,
    status: [200],
    access: PUBLIC,
  }),
  // spec shell §7: GET …/security_question/getquestion?authenticated=true
  securityQuestion: defineEndpoint({
    key: 'auth.securityQuestion',
    method: 'GET',
    path: `${COMPONENT}/security_question/getquestion`,
    params: AuthLocaleParams,
    query: AuthCallQuery,
    response: SecurityQuestionResponse,
    status: [200],
    access: PUBLIC,
  }),
  // spec shell §7: POST …/security_question/checkAnswer?authenticated=true — form answer
  checkAnswer: defineEndpoint({
    key: 'auth.checkAnswer',
    method: 'POST',
    path: `${COMPONENT}/security_question/checkAnswer`,
    params: AuthLocaleParams,
    query: AuthCallQuery,
    body: { kind: 'form', schema: CheckAnswerRequest },
    response: LoginSuccess,
    status: [200],
    access: PUBLIC,
  }),
  // spec shell §7: POST {auth}/{locale}/…/als_integration/integrate?authenticated=true (empty form)
  integrate: defineEndpoint({
    key: 'auth.integrate',
    method: 'POST',
    path: '{auth}/{locale}/api/plugins/module/route/als_integration/integrate',
    params: AuthLocaleParams,
    query: AuthCallQuery,
    response: IntegrateResponse,
    status: [200],
    access: PLAYER,
  }),
  // spec shell §4/§7: GET …/header_login/logout?authenticated=false&reason= — always 200
  logout: defineEndpoint({
    key: 'auth.logout',
    method: 'GET',
    path: `${COMPONENT}/header_login/logout`,
    params: AuthLocaleParams,
    query: LogoutQuery,
    response: OkResponse,
    status: [200],
    access: PUBLIC,
  }),
  // spec shell §7: POST /xapi/icore/players/login → alsToken
  playerLogin: defineEndpoint({
    key: 'auth.playerLogin',
    method: 'POST',
    path: '/xapi/icore/players/login',
    body: { kind: 'json', schema: PlayerLoginRequest },
    response: PlayerLoginResponse,
    status: [200],
    access: PUBLIC,
  }),
} as const;
