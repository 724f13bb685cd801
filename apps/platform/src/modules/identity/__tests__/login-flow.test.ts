/**
 * The login flow through HTTP (spec shell §4 Login flow, OTP timer, Logout; §7 auth and session
 * calls; §8 login codes): every branch of authenticate, the one-time code (expiry, reuse, the
 * 5-try burn, the resend lockout), the security question, cookies, logout reasons, the
 * franco-type session calls, integrate, checkplayer and the session call.
 */
import { describe, expect, it } from 'vitest';
import { LOGIN_RESPONSE_CODES, otpResendWaitSeconds } from '@touchline/site';
import {
  buildPath,
  ENDPOINTS,
  FrancoSessionResponse,
  IntegrateResponse,
  LoginOtpRequired,
  LoginQuestionRequired,
  LoginSuccess,
  SessionResponse,
  withQuery,
} from '@touchline/contract';
import { TEST_NOW } from '../../../test/harness';
import { dbTargets } from '../../../test/targets';
import { overrideIdentityDeps } from '../deps';
import { localThirdPartyIssuer } from '../third-party-tokens';
import {
  INTEGRATE,
  LOGIN,
  PASSWORD,
  authenticate,
  bearer,
  bearerLogin,
  cookieJar,
  createPlayer,
  form,
  later,
  latestCode,
  setCookies,
  useIdentityPlatform,
} from './support';

const loginCode = (code: keyof typeof LOGIN_RESPONSE_CODES) => ({
  code,
  message: LOGIN_RESPONSE_CODES[code].text,
  reasonJson: { responseCode: code },
});

const { session: SESSION } = ENDPOINTS;
/** The franco-type login as the mobile web sends it. */
const FRANCO_LOGIN = withQuery(SESSION.francoLogin.path, { l: 'en', mc: 'mobile' });

describe.each(dbTargets())('login flow on $name', (target) => {
  const h = useIdentityPlatform(target);

  const post = (url: string, fields: Record<string, string>, cookie = '') => {
    const body = form(fields);
    return h.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    });
  };
  const getSession = (cookie: string) =>
    h.app.inject({
      method: 'GET',
      url: withQuery(SESSION.session.path, { _: 1 }),
      headers: { cookie },
    });
  const outboxCount = async (username: string) =>
    (
      await h.app.inject({
        method: 'GET',
        url: withQuery(ENDPOINTS.demo.outbox.path, { username }),
      })
    ).json<{ messages: unknown[] }>().messages.length;

  describe('password-only players', () => {
    it('completes login with otp: false, sets the session cookies and serves every Session field', async () => {
      const res = await authenticate(h.app, 'demo');
      expect(res.statusCode).toBe(200);
      const body = LoginSuccess.parse(res.json());
      expect(body).toMatchObject({
        otp: false,
        success: true,
        status: 'SUCCESS',
        username: 'demo',
      });
      expect(body.expirationTimeInSeconds).toBe(TEST_NOW.getTime() / 1000 + 28_800);
      expect(res.headers['cache-control']).toBe('no-store');

      const cookies = setCookies(res);
      const session = cookies.get('tl_session');
      const fp = cookies.get('tl_fp');
      expect(session?.has('HttpOnly')).toBe(true);
      expect(session?.get('SameSite')).toBe('Lax');
      expect(session?.get('Path')).toBe('/');
      expect(session?.get('Max-Age')).toBe('28800');
      // localhost: no Secure, so plain-HTTP development works.
      expect(session?.has('Secure')).toBe(false);
      expect(fp?.has('HttpOnly')).toBe(false);
      expect(fp?.value).toMatch(/^[0-9a-f]{16}$/);
      expect(cookies.get('tl_pending')?.get('Max-Age')).toBe('0');

      const s = await getSession(cookieJar(res));
      expect(s.statusCode).toBe(200);
      const view = SessionResponse.strict().parse(s.json());
      expect(view.jwe_token.split('.')).toHaveLength(5);
      expect(view.jwe_token).toBe(session?.value);
      expect(view.icore_token).toBe(view.jwe_token);
      expect(view).toMatchObject({
        username: 'demo',
        currency: 'EUR',
        locale: 'en',
        icore_player_id: body.alsPlayerId,
        accountId: body.accountId,
        is_partner_matrix_affiliate: false,
        expirationTimeInSeconds: body.expirationTimeInSeconds,
        loginTime: TEST_NOW.getTime() / 1000,
      });
      const partnerTokens = [
        view.icore_betradar_virtuals_token,
        view.icore_esports_bull_token,
        view.icore_kiron_token,
        view.icore_scout_token,
        view.icore_powerball_token,
      ];
      expect(new Set(partnerTokens).size).toBe(5);
      for (const t of partnerTokens) expect(t).not.toContain(view.jwe_token.slice(0, 20));
      // The same session is reachable with the bearer too.
      const viaBearer = await h.app.inject({
        method: 'GET',
        url: SESSION.session.path,
        headers: bearer(view.jwe_token),
      });
      expect(viaBearer.json<{ id: string }>().id).toBe(view.id);
    });

    it('accepts JSON as well as the form, and the one-variant path /auth/api/login', async () => {
      const json = await h.app.inject({
        method: 'POST',
        url: LOGIN.authenticate,
        payload: { username: ' DEMO ', password: PASSWORD },
      });
      expect(json.statusCode).toBe(200);
      const variant = await post(buildPath(ENDPOINTS.auth.apiLogin.path, {}), {
        username: 'demo',
        password: PASSWORD,
      });
      expect(variant.statusCode).toBe(200);
      expect(variant.json<{ otp: boolean }>().otp).toBe(false);
    });

    it('sets Secure outside localhost, and SameSite=None; Secure; Partitioned when embedded', async () => {
      const site = await authenticate(h.app, 'demo', PASSWORD, {
        headers: { host: 'touchline.example' },
      });
      expect(setCookies(site).get('tl_session')?.has('Secure')).toBe(true);
      expect(setCookies(site).get('tl_fp')?.has('Secure')).toBe(true);
      expect(setCookies(site).get('tl_session')?.get('SameSite')).toBe('Lax');

      const embeddedField = await authenticate(h.app, 'demo', PASSWORD, {
        fields: { embedded: 'true' },
      });
      const embeddedHeader = await authenticate(h.app, 'demo', PASSWORD, {
        headers: { 'x-tl-embedded': '1' },
      });
      for (const res of [embeddedField, embeddedHeader]) {
        for (const name of ['tl_session', 'tl_fp']) {
          const c = setCookies(res).get(name);
          expect(c?.has('Secure')).toBe(true);
          expect(c?.get('SameSite')).toBe('None');
          expect(c?.has('Partitioned')).toBe(true);
        }
      }
      // Logout clears the embedded cookies with the same attributes.
      const out = await h.app.inject({
        method: 'GET',
        url: withQuery(LOGIN.logout, { authenticated: 'false', reason: 'clicked' }),
        headers: { cookie: cookieJar(embeddedField) },
      });
      const cleared = setCookies(out).get('tl_session');
      expect(cleared?.get('Max-Age')).toBe('0');
      expect(cleared?.has('Partitioned')).toBe(true);
    });
  });

  describe('login errors (spec shell §8)', () => {
    it.each([
      ['demo', 'wrong-pass-9'],
      ['nobody.at.all', PASSWORD],
    ])('%s with a wrong password or unknown user → 401 INT003, the same body', async (u, p) => {
      const res = await authenticate(h.app, u, p);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(loginCode('INT003'));
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it.each([
      ['suspended.demo', 402, 'INT009'],
      ['locked.demo', 403, 'INT008'],
      ['pending.demo', 421, 'INT056'],
    ] as const)('%s → %i %s, but only with the right password', async (u, status, code) => {
      const wrong = await authenticate(h.app, u, 'not-the-pass');
      expect(wrong.statusCode).toBe(401);
      const res = await authenticate(h.app, u);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual(loginCode(code));
      // The icore and franco logins answer the same.
      const icore = await h.app.inject({
        method: 'POST',
        url: ENDPOINTS.auth.playerLogin.path,
        payload: { username: u, password: PASSWORD },
      });
      expect(icore.statusCode).toBe(status);
      expect(icore.json<{ code: string }>().code).toBe(code);
    });

    it('INT001: a third-party token provider that fails refuses the login and opens no session', async () => {
      const ctx = h.platform.ctx;
      const before = await h.db.query('SELECT 1 FROM sessions');
      overrideIdentityDeps(ctx, {
        thirdParty: { issue: () => Promise.reject(new Error('provider down')) },
      });
      try {
        const res = await authenticate(h.app, 'demo');
        expect(res.statusCode).toBe(500);
        expect(res.json()).toEqual(loginCode('INT001'));
        expect(await h.db.query('SELECT 1 FROM sessions')).toHaveLength(before.length);
      } finally {
        overrideIdentityDeps(ctx, { thirdParty: localThirdPartyIssuer(ctx.keys) });
      }
    });

    it.each([
      [{ username: '', password: 'x' }, 400],
      [{ username: 'demo' }, 400],
      [{ password: 'x' }, 400],
    ])('malformed form %j → 400, never a 500', async (fields, status) => {
      const res = await post(LOGIN.authenticate, fields);
      expect(res.statusCode).toBe(status);
      expect(res.json<{ code: string }>().code).toBe('INVALID_REQUEST');
    });

    it('a bad locale is 400, an unknown auth path 404, a foreign content type 415', async () => {
      const badLocale = await post(
        buildPath(ENDPOINTS.auth.authenticate.path, { locale: 'english' }),
        {
          username: 'demo',
          password: PASSWORD,
        },
      );
      expect(badLocale.statusCode).toBe(400);
      // not in the table: a header_login call the platform does not serve
      const unknown = await post('/auth/en/api/plugins/component/route/header_login/nope', {});
      expect(unknown.statusCode).toBe(404);
      const text = await h.app.inject({
        method: 'POST',
        url: LOGIN.authenticate,
        headers: { 'content-type': 'application/xml' },
        payload: '<username>demo</username>',
      });
      expect(text.statusCode).toBe(415);
    });
  });

  describe('one-time code (spec shell §4 OTP timer, §9)', () => {
    it('answers otp: true, delivers a 6-digit code through the outbox and completes with it once', async () => {
      const p = await createPlayer(h.db, { prefix: 'otp', secondFactor: 'otp' });
      const res = await authenticate(h.app, p.username);
      expect(res.statusCode).toBe(200);
      const body = LoginOtpRequired.parse(res.json());
      expect(body).toMatchObject({ otp: true, otpResendInSeconds: 59, otpValidForSeconds: 1800 });
      expect(body.destination).toMatch(/^[^0-9]*99$/);
      const pending = setCookies(res).get('tl_pending');
      expect(pending?.has('HttpOnly')).toBe(true);
      expect(pending?.get('Path')).toBe('/auth');
      expect(setCookies(res).has('tl_session')).toBe(false);
      const code = await latestCode(h.app, p.username);
      expect(code).toMatch(/^\d{6}$/);
      expect(res.body).not.toContain(code);
      // The stored code is a salted hash, not the code.
      const stored = await h.db.query<{ code_hash: string }>(
        'SELECT code_hash FROM otp_codes WHERE player_id = $1',
        [p.id],
      );
      expect(stored[0]?.code_hash).not.toContain(code);

      const jar = cookieJar(res);
      const ok = await post(
        withQuery(LOGIN.otpValidate, { authenticated: 'true' }),
        { code: code ?? '' },
        jar,
      );
      expect(ok.statusCode).toBe(200);
      expect(LoginSuccess.parse(ok.json()).username).toBe(p.username);
      expect(setCookies(ok).get('tl_session')?.value.split('.')).toHaveLength(5);
      expect(setCookies(ok).get('tl_pending')?.get('Max-Age')).toBe('0');
      expect((await getSession(cookieJar(ok))).statusCode).toBe(200);

      // Single use: the finished step cannot be replayed, and a new login needs a new code.
      const replay = await post(
        withQuery(LOGIN.otpValidate, { authenticated: 'true' }),
        { code: code ?? '' },
        jar,
      );
      expect(replay.statusCode).toBe(401);
      expect(replay.json<{ code: string }>().code).toBe('LOGIN_STEP_EXPIRED');
      const again = await authenticate(h.app, p.username);
      expect(LoginOtpRequired.parse(again.json()).otpResendInSeconds).toBe(59);
      const fresh = await latestCode(h.app, p.username);
      if (fresh !== code) {
        const old = await post(LOGIN.otpValidate, { code: code ?? '' }, cookieJar(again));
        expect(old.json<{ code: string }>().code).toBe('OTP_INVALID');
      }
    });

    it.each([
      ['', 'Field should be required'],
      ['12a456', 'Field should be numeric'],
      ['12345', 'Minimum requirement not met'],
      ['1234567', 'Maximum requirement not met'],
    ])('a malformed code %j is 400 with the spec message and costs no try', async (code, msg) => {
      const p = await createPlayer(h.db, { prefix: 'otpv', secondFactor: 'otp' });
      const jar = cookieJar(await authenticate(h.app, p.username));
      const res = await post(LOGIN.otpValidate, { code }, jar);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(msg);
      const tries = await h.db.query<{ wrong_tries: number }>(
        'SELECT wrong_tries FROM otp_codes WHERE player_id = $1',
        [p.id],
      );
      expect(tries[0]?.wrong_tries).toBe(0);
    });

    it('burns the code after 5 wrong tries; then only a new code (after the lockout) works', async () => {
      const p = await createPlayer(h.db, { prefix: 'burn', secondFactor: 'otp' });
      const auth = await authenticate(h.app, p.username);
      const jar = cookieJar(auth);
      const code = (await latestCode(h.app, p.username)) ?? '';
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 1; i <= 4; i += 1) {
        const res = await post(LOGIN.otpValidate, { code: wrong }, jar);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ code: 'OTP_INVALID', attemptsLeft: 5 - i });
      }
      const fifth = await post(LOGIN.otpValidate, { code: wrong }, jar);
      expect(fifth.json()).toMatchObject({ code: 'OTP_BURNED', attemptsLeft: 0 });
      const right = await post(LOGIN.otpValidate, { code }, jar);
      expect(right.statusCode).toBe(401);
      expect(right.json<{ code: string }>().code).toBe('OTP_BURNED');

      const early = await post(withQuery(LOGIN.otpGenerate, { authenticated: 'true' }), {}, jar);
      expect(early.statusCode).toBe(429);
      expect(early.json()).toMatchObject({ code: 'OTP_RESEND_LOCKED', retryAfterSeconds: 59 });
      expect(early.headers['retry-after']).toBe('59');
      h.setNow(later(59));
      try {
        const resend = await post(withQuery(LOGIN.otpGenerate, { authenticated: 'true' }), {}, jar);
        expect(resend.statusCode).toBe(200);
        expect(resend.json()).toMatchObject({ success: true, otpResendInSeconds: 118 });
        const next = (await latestCode(h.app, p.username)) ?? '';
        const ok = await post(LOGIN.otpValidate, { code: next }, jar);
        expect(ok.statusCode).toBe(200);
      } finally {
        h.setNow(TEST_NOW);
      }
    });

    it('expires a code after 30 minutes, even within a later pending login', async () => {
      const p = await createPlayer(h.db, { prefix: 'exp', secondFactor: 'otp' });
      await authenticate(h.app, p.username);
      const code = (await latestCode(h.app, p.username)) ?? '';
      try {
        // 20 minutes on, a new login keeps the live code (no new message).
        h.setNow(later(20 * 60));
        const second = await authenticate(h.app, p.username);
        expect(second.statusCode).toBe(200);
        expect(await outboxCount(p.username)).toBe(1);
        h.setNow(later(30 * 60 + 1));
        const res = await post(LOGIN.otpValidate, { code }, cookieJar(second));
        expect(res.statusCode).toBe(401);
        expect(res.json<{ code: string }>().code).toBe('OTP_EXPIRED');
        // And the pending login itself ends 30 minutes after it began.
        h.setNow(later(50 * 60 + 1));
        const gone = await post(LOGIN.otpGenerate, {}, cookieJar(second));
        expect(gone.json<{ code: string }>().code).toBe('LOGIN_STEP_EXPIRED');
      } finally {
        h.setNow(TEST_NOW);
      }
    });

    it('escalates the resend lockout in 59-second steps up to 295 seconds', async () => {
      const p = await createPlayer(h.db, { prefix: 'resend', secondFactor: 'otp' });
      const jar = cookieJar(await authenticate(h.app, p.username));
      let t = 0;
      try {
        for (let sent = 1; sent <= 6; sent += 1) {
          const wait = otpResendWaitSeconds(sent);
          expect(wait).toBe(Math.min(59 * sent, 295));
          h.setNow(later(t + wait - 1));
          const early = await post(LOGIN.otpGenerate, {}, jar);
          expect(early.statusCode).toBe(429);
          expect(early.json<{ retryAfterSeconds: number }>().retryAfterSeconds).toBe(1);
          t += wait;
          h.setNow(later(t));
          const res = await post(LOGIN.otpGenerate, {}, jar);
          expect(res.statusCode).toBe(200);
          expect(res.json<{ otpResendInSeconds: number }>().otpResendInSeconds).toBe(
            Math.min(59 * (sent + 1), 295),
          );
          expect(await outboxCount(p.username)).toBe(sent + 1);
        }
        // A new login during the lockout sends nothing and says how long to wait.
        h.setNow(later(t + 10));
        const again = await authenticate(h.app, p.username);
        expect(LoginOtpRequired.parse(again.json()).otpResendInSeconds).toBe(285);
        expect(await outboxCount(p.username)).toBe(7);
      } finally {
        h.setNow(TEST_NOW);
      }
    });
  });

  describe('security question', () => {
    it('asks the question only after a correct password and completes with a normalised answer', async () => {
      const noStep = await h.app.inject({
        method: 'GET',
        url: withQuery(LOGIN.securityQuestion, { authenticated: 'true' }),
      });
      expect(noStep.statusCode).toBe(401);
      expect(noStep.json<{ code: string }>().code).toBe('LOGIN_STEP_EXPIRED');
      const wrongPassword = await authenticate(h.app, 'question.demo', 'nope-nope-1');
      expect(wrongPassword.statusCode).toBe(401);
      expect(setCookies(wrongPassword).has('tl_pending')).toBe(false);
      // The answer never replaces the password.
      const answerOnly = await post(LOGIN.checkAnswer, {
        answer: 'Touchline Rovers',
      });
      expect(answerOnly.statusCode).toBe(401);

      const res = await authenticate(h.app, 'question.demo');
      expect(LoginQuestionRequired.parse(res.json())).toEqual({
        otp: null,
        success: false,
        status: 'SECURITY_QUESTION_REQUIRED',
      });
      const jar = cookieJar(res);
      const q = await h.app.inject({
        method: 'GET',
        url: withQuery(LOGIN.securityQuestion, { authenticated: 'true' }),
        headers: { cookie: jar },
      });
      expect(q.json()).toEqual({
        otp: null,
        success: true,
        status: 'SUCCESS',
        result: 'What was the name of your first football club?',
      });
      const empty = await post(LOGIN.checkAnswer, { answer: '   ' }, jar);
      expect(empty.statusCode).toBe(400);
      expect(empty.json<{ message: string }>().message).toBe('Field should be required');
      const wrong = await post(LOGIN.checkAnswer, { answer: 'Rovers' }, jar);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ code: 'SECURITY_ANSWER_INVALID', attemptsLeft: 4 });
      const right = await post(
        withQuery(LOGIN.checkAnswer, { authenticated: 'true' }),
        { answer: '  touchline   ROVERS ' },
        jar,
      );
      expect(right.statusCode).toBe(200);
      expect(LoginSuccess.parse(right.json()).username).toBe('question.demo');
      expect((await getSession(cookieJar(right))).statusCode).toBe(200);
    });

    it('ends the step after 5 wrong answers; the wrong step of another kind is a 409', async () => {
      const p = await createPlayer(h.db, { prefix: 'q', secondFactor: 'question' });
      const jar = cookieJar(await authenticate(h.app, p.username));
      const otpOnQuestion = await post(LOGIN.otpValidate, { code: '123456' }, jar);
      expect(otpOnQuestion.statusCode).toBe(409);
      expect(otpOnQuestion.json()).toMatchObject({ code: 'WRONG_LOGIN_STEP', step: 'question' });
      for (let i = 1; i <= 5; i += 1) {
        const res = await post(LOGIN.checkAnswer, { answer: `no ${i}` }, jar);
        expect(res.json()).toMatchObject({ attemptsLeft: 5 - i });
      }
      const right = await post(LOGIN.checkAnswer, { answer: 'Anfield Road' }, jar);
      expect(right.json<{ code: string }>().code).toBe('LOGIN_STEP_EXPIRED');
    });

    it('the password-only logins refuse players with a second step (TWO_FACTOR_REQUIRED)', async () => {
      for (const [u, factor] of [
        ['otp.demo', 'otp'],
        ['question.demo', 'question'],
      ]) {
        const icore = await h.app.inject({
          method: 'POST',
          url: ENDPOINTS.auth.playerLogin.path,
          payload: { username: u, password: PASSWORD },
        });
        expect(icore.statusCode).toBe(403);
        expect(icore.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', secondFactor: factor });
        const franco = await h.app.inject({
          method: 'POST',
          url: FRANCO_LOGIN,
          payload: {
            username: u,
            password: PASSWORD,
            device: { clientType: 'web', deviceId: 'd-1', deviceType: 'desktop' },
          },
        });
        expect(franco.statusCode).toBe(403);
      }
    });
  });

  describe('integrate, checkplayer, logout', () => {
    it('integrate returns the als side of the session with the ten third-party tokens', async () => {
      const login = await authenticate(h.app, 'demo');
      const res = await post(`${INTEGRATE}?authenticated=true`, {}, cookieJar(login));
      expect(res.statusCode).toBe(200);
      const body = IntegrateResponse.parse(res.json());
      expect(body.alsToken).toBe(setCookies(login).get('tl_session')?.value);
      expect(Object.keys(body.thirdPartyTokens)).toHaveLength(10);
      expect(body.externalPlayerId).toMatch(/^TL\d+$/);
      const none = await post(INTEGRATE, {});
      expect(none.statusCode).toBe(401);
    });

    it('checkplayer reads the bearer from the extToken cookie or Authorization', async () => {
      const { token, alsPlayerId } = await bearerLogin(h.app, 'demo');
      for (const headers of [{ cookie: `extToken=${token}` }, bearer(token)]) {
        const res = await h.app.inject({ method: 'GET', url: SESSION.checkPlayer.path, headers });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          alsPlayerId,
          username: 'demo',
          accountStatus: 'active',
        });
      }
      const none = await h.app.inject({ method: 'GET', url: SESSION.checkPlayer.path });
      expect(none.statusCode).toBe(401);
    });

    it.each(['clicked', 'unauthorized'] as const)(
      'logout with reason %s revokes the session, records the reason and clears the cookies',
      async (reason) => {
        const login = await authenticate(h.app, 'demo');
        const jar = cookieJar(login);
        const id = (await getSession(jar)).json<{ id: string }>().id;
        const res = await h.app.inject({
          method: 'GET',
          url: withQuery(LOGIN.logout, { authenticated: 'false', reason }),
          headers: { cookie: jar },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ success: true, status: 'SUCCESS' });
        for (const name of ['tl_session', 'tl_fp', 'tl_pending']) {
          expect(setCookies(res).get(name)?.get('Max-Age')).toBe('0');
        }
        const [row] = await h.db.query<{ revoke_reason: string }>(
          'SELECT revoke_reason FROM sessions WHERE id = $1',
          [id],
        );
        expect(row?.revoke_reason).toBe(reason);
        expect((await getSession(jar)).statusCode).toBe(401);
      },
    );

    it('logout of an expired token records jwe_token_expired; without a session it still answers 200', async () => {
      const { token } = await bearerLogin(h.app, 'demo');
      try {
        h.setNow(later(28_800 + 5));
        const expired = await h.app.inject({
          method: 'GET',
          url: SESSION.checkPlayer.path,
          headers: bearer(token),
        });
        expect(expired.statusCode).toBe(401);
        expect(expired.json()).toMatchObject({ logoutReason: 'jwe_token_expired' });
        const res = await h.app.inject({
          method: 'GET',
          url: withQuery(LOGIN.logout, { authenticated: 'false', reason: 'jwe_token_expired' }),
          headers: bearer(token),
        });
        expect(res.statusCode).toBe(200);
      } finally {
        h.setNow(TEST_NOW);
      }
      const rows = await h.db.query<{ revoke_reason: string }>(
        `SELECT revoke_reason FROM sessions WHERE revoke_reason = 'jwe_token_expired'`,
      );
      expect(rows.length).toBeGreaterThan(0);
      const anonymous = await h.app.inject({
        method: 'GET',
        url: withQuery(LOGIN.logout, { authenticated: 'false', reason: 'clicked' }),
      });
      expect(anonymous.statusCode).toBe(200);
      const bad = await h.app.inject({
        method: 'GET',
        url: withQuery(LOGIN.logout, { reason: 'bored' }),
      });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('franco-type session calls', () => {
    const device = { clientType: 'mobile-web', deviceId: 'dev-0f1e2d', deviceType: 'phone' };

    it('logs in with the device, accepts terms, refreshes (rotating the token) and logs out', async () => {
      const p = await createPlayer(h.db, { prefix: 'franco' });
      const res = await h.app.inject({
        method: 'POST',
        url: FRANCO_LOGIN,
        payload: { username: p.username, password: PASSWORD, device },
      });
      expect(res.statusCode).toBe(200);
      const s1 = FrancoSessionResponse.parse(res.json());
      expect(s1).toMatchObject({
        maxAge: 28_800,
        expiresIn: 28_800,
        scopes: ['sportsbook'],
        termsAccepted: false,
        termsVersion: '2026-01',
      });
      expect(s1.fileName).toBe('terms-of-use-2026-01.html');
      const [session] = await h.db.query<{ device_id: string; channel: string }>(
        'SELECT device_id, channel FROM sessions WHERE player_id = $1',
        [p.id],
      );
      expect(session).toEqual({ device_id: 'dev-0f1e2d', channel: 'franco' });

      const terms = await h.app.inject({
        method: 'POST',
        url: SESSION.acceptTerms.path,
        headers: bearer(s1.accessToken),
      });
      expect(terms.statusCode).toBe(200);
      const s2 = FrancoSessionResponse.parse(terms.json());
      expect(s2).toMatchObject({ termsAccepted: true, fileName: null });
      expect(s2.accessToken).not.toBe(s1.accessToken);
      const [accepted] = await h.db.query<{ version: string; accepted_at: Date }>(
        'SELECT version, accepted_at FROM terms_acceptances WHERE player_id = $1',
        [p.id],
      );
      expect(accepted?.version).toBe('2026-01');
      expect(accepted?.accepted_at.toISOString()).toBe(TEST_NOW.toISOString());
      const old = await h.app.inject({
        method: 'GET',
        url: ENDPOINTS.player.profile.path,
        headers: bearer(s1.accessToken),
      });
      expect(old.statusCode).toBe(401);

      h.setNow(later(3600));
      try {
        const refreshed = await h.app.inject({
          method: 'POST',
          url: SESSION.refresh.path,
          headers: bearer(s2.accessToken),
        });
        expect(refreshed.statusCode).toBe(200);
        const s3 = FrancoSessionResponse.parse(refreshed.json());
        expect(s3.expirationTimeInSeconds).toBe(later(3600).getTime() / 1000 + 28_800);
        expect(setCookies(refreshed).get('tl_session')?.value).toBe(s3.accessToken);
        const stale = await h.app.inject({
          method: 'POST',
          url: SESSION.refresh.path,
          headers: bearer(s2.accessToken),
        });
        expect(stale.statusCode).toBe(401);
        // Still valid past the original expiry.
        h.setNow(later(28_800 + 60));
        const profile = await h.app.inject({
          method: 'GET',
          url: ENDPOINTS.player.profile.path,
          headers: bearer(s3.accessToken),
        });
        expect(profile.statusCode).toBe(200);

        const out = await h.app.inject({
          method: 'DELETE',
          url: SESSION.francoLogout.path,
          headers: bearer(s3.accessToken),
        });
        expect(out.statusCode).toBe(200);
        const after = await h.app.inject({
          method: 'GET',
          url: ENDPOINTS.player.profile.path,
          headers: bearer(s3.accessToken),
        });
        expect(after.statusCode).toBe(401);
      } finally {
        h.setNow(TEST_NOW);
      }
      const none = await h.app.inject({ method: 'DELETE', url: SESSION.francoLogout.path });
      expect(none.statusCode).toBe(200);
    });

    it('refuses to refresh an expired token (401 jwe_token_expired) and the session stays ended', async () => {
      const p = await createPlayer(h.db, { prefix: 'frexp' });
      const res = await h.app.inject({
        method: 'POST',
        url: FRANCO_LOGIN,
        payload: { username: p.username, password: PASSWORD, device },
      });
      const { accessToken } = FrancoSessionResponse.parse(res.json());
      h.setNow(later(28_800));
      try {
        const refused = await h.app.inject({
          method: 'POST',
          url: SESSION.refresh.path,
          headers: bearer(accessToken),
        });
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toMatchObject({
          code: 'UNAUTHORIZED',
          message: expect.any(String),
          logoutReason: 'jwe_token_expired',
        });
        const profile = await h.app.inject({
          method: 'GET',
          url: ENDPOINTS.player.profile.path,
          headers: bearer(accessToken),
        });
        expect(profile.statusCode).toBe(401);
      } finally {
        h.setNow(TEST_NOW);
      }
    });

    it.each([
      [{ username: 'demo', password: PASSWORD }],
      [{ username: 'demo', password: PASSWORD, device: { clientType: 'x', deviceId: '' } }],
    ])('refuses a login request without a full device (%j) with 400', async (payload) => {
      const res = await h.app.inject({
        method: 'POST',
        url: FRANCO_LOGIN,
        payload,
      });
      expect(res.statusCode).toBe(400);
    });
  });
});
