import { readFileSync } from 'node:fs';
import { act, screen, within } from '@testing-library/react';
import { ENDPOINTS } from '@touchline/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionShell } from '../../app/[locale]/_components/session-shell';
import {
  LoginButton,
  resetAuthSyncForTesting,
  resetLogoutForTesting,
  useLoginFlowStore,
} from '../features/auth';
import { useShellStore } from '../shared/session/shell-store';
import { useSessionStore } from '../shared/session/session-store';
import {
  escapeRegExp,
  formOf,
  pathOf,
  type Route,
  setTestCookie,
  stubPlatform,
} from '../shared/testing/fetch-routes';
import { makeLoginSuccess, makeSessionResponse } from '../shared/testing/fixtures';
import { jsonResponse, renderWithClient } from '../shared/testing/render-with-client';
import { resetSharedSessionState } from '../shared/testing/reset-session';
import { testSite } from '../shared/testing/test-site';

const DETAILS = {
  alsId: 7,
  username: 'alice',
  firstName: 'Alice',
  lastName: 'Liddell',
  email: 'alice@example.test',
  priceFormat: 'EURO',
  holdWithdraw: false,
  vipLevel: 0,
  enableStreamFullScreen: false,
  accountNumber: '77',
  defaultStake: null,
  registrationDateTime: '2024-01-01T00:00:00.000Z',
  locale: 'en',
  currency: 'EUR',
  countryCode: 'GB',
  playerCreatedByAgent: false,
  isRememberStake: false,
  avayaSToken: 'chat',
  excludedFromPromotions: false,
};
const PREFS = {
  price_format: 'euro',
  layout: 'not_selected',
  default_stake: null,
  sort_by: 'time',
  accept_higher_odds: true,
};

/** The platform after a correct password or second step: cookies set, session readable. */
function sessionRoute(overrides = {}): Route {
  return {
    method: 'GET',
    path: pathOf(ENDPOINTS.session.session),
    reply: () => {
      setTestCookie('tl_fp', 'fp-1');
      return jsonResponse(makeSessionResponse(overrides));
    },
  };
}

const FOLLOW_UPS: Route[] = [
  {
    method: 'GET',
    path: pathOf(ENDPOINTS.player.details, { id: 7 }),
    reply: () => jsonResponse(DETAILS),
  },
  {
    method: 'GET',
    path: pathOf(ENDPOINTS.player.accountPrefs, { accountId: 77 }),
    reply: () => jsonResponse(PREFS),
  },
];

function authenticateReplies(body: unknown, status = 200): Route {
  return {
    method: 'POST',
    path: pathOf(ENDPOINTS.auth.authenticate),
    reply: () => jsonResponse(body, status),
  };
}

function renderApp() {
  return renderWithClient(
    <>
      <LoginButton />
      <SessionShell />
    </>,
  );
}

async function submitLogin(
  user: ReturnType<typeof renderApp>['user'],
  username = 'alice',
  password = 'correct horse',
) {
  await user.click(screen.getByRole('button', { name: 'Login' }));
  const dialog = screen.getByRole('dialog', { name: 'Login' });
  await user.type(within(dialog).getByLabelText('Username'), username);
  await user.type(within(dialog).getByLabelText('Password'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
  return dialog;
}

beforeEach(() => {
  resetSharedSessionState();
  resetLogoutForTesting();
  resetAuthSyncForTesting();
  useLoginFlowStore.getState().reset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the login modal (spec shell §2, §4 login flow)', () => {
  it('opens from the Login button with focus inside, remember-me on, and Escape returns focus', async () => {
    stubPlatform([]);
    const { user } = renderApp();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    expect(within(dialog).getByLabelText('Username')).toHaveFocus();
    expect(within(dialog).getByLabelText('Remember me')).toBeChecked();
    expect(within(dialog).getByRole('link', { name: 'Forgotten password?' })).toHaveAttribute(
      'href',
      '/en/forgotten-password',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus();
  });

  it('locks the page’s scrolling while open and releases it on close (spec shell §4)', async () => {
    stubPlatform([]);
    document.body.style.overflow = 'auto';
    const { user } = renderApp();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('auto');
    // Escape closes it too, and gives the page its scrolling back.
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('shows and hides the password', async () => {
    stubPlatform([]);
    const { user } = renderApp();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('requires a username and a password: invalid-credentials toast and no call', async () => {
    const platform = stubPlatform([]);
    const { user } = renderApp();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    await user.type(within(dialog).getByLabelText('Username'), '   ');
    await user.type(within(dialog).getByLabelText('Password'), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your username and password.');
    expect(within(dialog).getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(platform.calls).toHaveLength(0);
  });

  it('logs in with a password: form post, then the session, details and preferences', async () => {
    const platform = stubPlatform([
      authenticateReplies(makeLoginSuccess()),
      sessionRoute({ jwe_token: 'jwe-from-session' }),
      ...FOLLOW_UPS,
    ]);
    const { user } = renderApp();
    await submitLogin(user, '  alice ');

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [auth, session, ...followUps] = platform.calls;
    // After the session: the details, then the preferences (the favourites' read runs beside).
    const detailsPath = pathOf(ENDPOINTS.player.details, { id: 7 });
    const prefsPath = pathOf(ENDPOINTS.player.accountPrefs, { accountId: 77 });
    const details = followUps.find((call) => call.path === detailsPath);
    const prefs = followUps.find((call) => call.path === prefsPath);
    expect(followUps.findIndex((call) => call.path === detailsPath)).toBeLessThan(
      followUps.findIndex((call) => call.path === prefsPath),
    );
    expect(auth?.method).toBe('POST');
    expect(auth?.path).toBe(pathOf(ENDPOINTS.auth.authenticate));
    expect(auth?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(formOf(auth)).toEqual({ username: 'alice', password: 'correct horse' });
    // A cache-busting query, then the /api/ decoration (pub, l, mc; shell §7).
    expect(session?.url).toMatch(
      new RegExp(`^${escapeRegExp(pathOf(ENDPOINTS.session.session))}\\?_=\\d+&pub=&l=en&mc=web$`),
    );
    expect(details?.path).toBe(pathOf(ENDPOINTS.player.details, { id: 7 }));
    expect(details?.headers.Authorization).toBe('Bearer jwe-from-session');
    expect(prefs?.path).toBe(pathOf(ENDPOINTS.player.accountPrefs, { accountId: 77 }));

    const state = useSessionStore.getState();
    expect(state.session).toMatchObject({
      username: 'alice',
      accountId: 77,
      alsPlayerId: 7,
      jweToken: 'jwe-from-session',
      fingerprint: 'fp-1',
    });
    // Remember me was on: the username is saved for next time.
    expect(state.savedUsername).toBe('alice');
  });

  it('does not save the username when Remember me is off', async () => {
    stubPlatform([authenticateReplies(makeLoginSuccess()), sessionRoute(), ...FOLLOW_UPS]);
    useSessionStore.setState({ savedUsername: 'someone-else' });
    const { user } = renderApp();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    const username = within(dialog).getByLabelText('Username');
    expect(username).toHaveValue('someone-else');
    // With a saved username the password field takes the focus.
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
    await user.clear(username);
    await user.type(username, 'alice');
    await user.type(within(dialog).getByLabelText('Password'), 'pw');
    await user.click(within(dialog).getByLabelText('Remember me'));
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(useSessionStore.getState().session).not.toBeNull());
    expect(useSessionStore.getState().savedUsername).toBeNull();
  });

  it('disables the login button with a loading indicator while logging in', async () => {
    stubPlatform([
      {
        method: 'POST',
        path: pathOf(ENDPOINTS.auth.authenticate),
        reply: () => new Promise<Response>(() => {}),
      },
    ]);
    const { user } = renderApp();
    const dialog = await submitLogin(user);
    const submit = within(dialog).getByRole('button', { name: 'Log in' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
  });

  it('gives the error-500 toast when the session has no jwe_token', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubPlatform([
      authenticateReplies(makeLoginSuccess()),
      {
        method: 'GET',
        path: pathOf(ENDPOINTS.session.session),
        reply: () => {
          const { jwe_token: _omitted, ...rest } = makeSessionResponse();
          return jsonResponse(rest);
        },
      },
    ]);
    const { user } = renderApp();
    const dialog = await submitLogin(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We are experiencing difficulties at present. Please try again later.',
    );
    expect(dialog).toBeInTheDocument();
    expect(useSessionStore.getState().session).toBeNull();
    expect(console.error).toHaveBeenCalled();
  });
});

describe('login errors as toasts (spec shell §8)', () => {
  const cases: readonly [string, number, unknown, string][] = [
    [
      '401 INT003',
      401,
      { code: 'INT003', message: 'x', reasonJson: { responseCode: 'INT003' } },
      'Invalid username or password.',
    ],
    [
      '402 INT009',
      402,
      { code: 'INT009', message: 'x', reasonJson: { responseCode: 'INT009' } },
      'Your account is suspended. Please contact support.',
    ],
    [
      '403 INT008',
      403,
      { code: 'INT008', message: 'x', reasonJson: { responseCode: 'INT008' } },
      'Your account is locked. Please contact support.',
    ],
    [
      '421 INT056',
      421,
      { code: 'INT056', message: 'x', reasonJson: { responseCode: 'INT056' } },
      'Your account is pending activation.',
    ],
    [
      '500 INT001',
      500,
      { code: 'INT001', message: 'x', reasonJson: { responseCode: 'INT001' } },
      'We could not reach a partner service. Please try again later.',
    ],
    [
      '403 INT051',
      403,
      { code: 'INT051', message: 'x', reasonJson: { responseCode: 'INT051' } },
      'Too many sessions are open for this account. Please try again later.',
    ],
    [
      '401 without a code',
      401,
      { code: 'UNAUTHORIZED', message: 'x' },
      'Invalid username or password.',
    ],
    [
      '402 without a code',
      402,
      { code: 'X', message: 'x' },
      'Your account is suspended. Please contact support.',
    ],
    [
      '403 without a code',
      403,
      { code: 'X', message: 'x' },
      'Your account is locked. Please contact support.',
    ],
    [
      '400',
      400,
      { code: 'INVALID_REQUEST', message: 'x' },
      'Please check your internet connection and try again.',
    ],
    [
      '404',
      404,
      { code: 'NOT_FOUND', message: 'x' },
      'We are having connectivity issues. Please try again later.',
    ],
    ['503', 503, null, 'We are experiencing difficulties at present. Please try again later.'],
    [
      'a time-out (Touchline)',
      403,
      {
        code: 'TIMED_OUT',
        message: 'You have taken a break from betting until the time shown.',
        reasonJson: { responseCode: 'TIMED_OUT' },
        until: '2030-01-01T00:00:00.000Z',
        permanent: false,
      },
      'You are taking a break and cannot log in until it ends.',
    ],
    [
      'the rate limit (Touchline)',
      429,
      { code: 'RATE_LIMITED', message: 'Too many attempts' },
      'Too many login attempts. Please wait a moment and try again.',
    ],
    [
      '401 with a code outside the catalogue (read as 401)',
      401,
      { code: 'INT999', message: 'x', reasonJson: { responseCode: 'INT999' } },
      'Invalid username or password.',
    ],
  ];

  it.each(cases)('%s', async (_name, status, body, text) => {
    stubPlatform([authenticateReplies(body, status)]);
    const { user } = renderApp();
    const dialog = await submitLogin(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    // The modal stays open for another try, with the button usable again.
    expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('a self-excluded player is refused, told so, and gets the withdraw-only session', async () => {
    const refusal = {
      code: 'SELF_EXCLUDED',
      message: 'You have excluded yourself from betting.',
      reasonJson: { responseCode: 'SELF_EXCLUDED' },
      until: null,
      permanent: true,
      withdrawOnly: { token: 'restricted-token', expirationTimeInSeconds: 2_000_000_000 },
    };
    const platform = stubPlatform([
      authenticateReplies(refusal, 403),
      sessionRoute({ jwe_token: 'restricted-token', withdrawOnly: true }),
      ...FOLLOW_UPS,
    ]);
    const { user } = renderApp();
    await submitLogin(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are self-excluded and cannot log in. You can still see your balance and withdraw it.',
    );
    await vi.waitFor(() =>
      expect(useSessionStore.getState().session).toMatchObject({
        jweToken: 'restricted-token',
        withdrawOnly: true,
      }),
    );
    expect(platform.callsTo(pathOf(ENDPOINTS.session.session))).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('a network failure is logged and says something went wrong', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { user } = renderApp();
    await submitLogin(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expect(console.error).toHaveBeenCalled();
  });
});

const OTP_REQUIRED = {
  otp: true,
  success: false,
  status: 'OTP_REQUIRED',
  otpResendInSeconds: 59,
  otpValidForSeconds: 1800,
  destination: '•••• •••• •••23',
};

describe('the one-time-code step (spec shell §2, §4, §5)', () => {
  it('opens "Mobile Number Verification", checks the code as typed and completes the login', async () => {
    const platform = stubPlatform([
      authenticateReplies(OTP_REQUIRED),
      {
        method: 'POST',
        path: pathOf(ENDPOINTS.auth.otpValidate),
        reply: () => jsonResponse(makeLoginSuccess()),
      },
      sessionRoute(),
      ...FOLLOW_UPS,
    ]);
    const { user } = renderApp();
    await submitLogin(user);

    const dialog = await screen.findByRole('dialog', { name: 'Mobile Number Verification' });
    expect(dialog).toHaveTextContent('•••• •••• •••23');
    expect(dialog).toHaveTextContent('valid for 30 minutes');
    const code = within(dialog).getByLabelText('Verification code');
    expect(code).toHaveFocus();
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();

    await user.type(code, '12a');
    expect(dialog).toHaveTextContent('Field should be numeric');
    await user.clear(code);
    expect(dialog).toHaveTextContent('Field should be required');
    await user.type(code, '123');
    expect(dialog).toHaveTextContent('Minimum requirement not met');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await user.type(code, '4567');
    expect(dialog).toHaveTextContent('Maximum requirement not met');
    expect(submit).toBeDisabled();
    await user.type(code, '{Backspace}');
    expect(dialog).not.toHaveTextContent(/requirement|Field should/);
    expect(submit).toBeEnabled();

    await user.click(submit);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const validate = platform.callsTo(pathOf(ENDPOINTS.auth.otpValidate))[0];
    expect(validate?.url).toBe(`${pathOf(ENDPOINTS.auth.otpValidate)}?authenticated=true`);
    expect(formOf(validate)).toEqual({ code: '123456' });
    expect(useSessionStore.getState().session?.username).toBe('alice');
  });

  it('keeps the form open with the returned message when the code is wrong', async () => {
    stubPlatform([
      authenticateReplies(OTP_REQUIRED),
      {
        method: 'POST',
        path: pathOf(ENDPOINTS.auth.otpValidate),
        reply: () =>
          jsonResponse(
            { code: 'OTP_INVALID', message: 'The code is not correct.', attemptsLeft: 4 },
            401,
          ),
      },
    ]);
    const { user } = renderApp();
    await submitLogin(user);
    const dialog = await screen.findByRole('dialog', { name: 'Mobile Number Verification' });
    await user.type(within(dialog).getByLabelText('Verification code'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That code is not correct. Please check it and try again.',
    );
    expect(screen.getByRole('dialog', { name: 'Mobile Number Verification' })).toBeInTheDocument();
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('starts the request-new-code countdown at 59 seconds and enables it only at 0', async () => {
    stubPlatform([authenticateReplies(OTP_REQUIRED)]);
    const { user } = renderApp();
    await submitLogin(user);
    const dialog = await screen.findByRole('dialog', { name: 'Mobile Number Verification' });
    const resend = within(dialog).getByRole('button', { name: 'Request new code' });
    expect(resend).toBeDisabled();
    expect(resend).toHaveAccessibleDescription('Available in 0:59');
    // The start is stored per user (spec shell §4).
    expect(
      Number(window.localStorage.getItem('touchline:otp-countdown-start:alice')),
    ).toBeGreaterThan(0);
  });

  it('counts down every second', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    stubPlatform([]);
    useLoginFlowStore.getState().startStep('alice', {
      kind: 'otp',
      destination: '•••23',
      resendInSeconds: 59,
    });
    useShellStore.getState().dispatch({ type: 'modalOpened', modal: 'otpVerification' });
    renderApp();
    const resend = screen.getByRole('button', { name: 'Request new code' });
    expect(resend).toHaveAccessibleDescription('Available in 0:59');
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(resend).toHaveAccessibleDescription('Available in 0:56');
    act(() => {
      vi.advanceTimersByTime(56_000);
    });
    expect(resend).toBeEnabled();
  });

  it('resumes the stored countdown after the form is reopened', async () => {
    window.localStorage.setItem('touchline:otp-countdown-start:alice', String(Date.now() - 50_000));
    stubPlatform([authenticateReplies(OTP_REQUIRED)]);
    const { user } = renderApp();
    await submitLogin(user);
    const dialog = await screen.findByRole('dialog', { name: 'Mobile Number Verification' });
    expect(
      within(dialog).getByRole('button', { name: 'Request new code' }),
    ).toHaveAccessibleDescription(/Available in 0:(09|10)/);
  });

  it('survives closing the modal and a page reload within the 59 seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T12:00:00Z'));
    stubPlatform([authenticateReplies(OTP_REQUIRED)]);
    const first = renderApp();
    await submitLogin(first.user);
    let dialog = await screen.findByRole('dialog', { name: 'Mobile Number Verification' });
    expect(
      within(dialog).getByRole('button', { name: 'Request new code' }),
    ).toHaveAccessibleDescription('Available in 0:59');
    await first.user.keyboard('{Escape}');
    first.unmount();

    // A reload 20 s later: nothing in memory, the start time in storage.
    vi.setSystemTime(new Date('2030-01-01T12:00:20Z'));
    resetSharedSessionState();
    useLoginFlowStore.getState().reset();
    stubPlatform([authenticateReplies({ ...OTP_REQUIRED, otpResendInSeconds: 39 })]);
    const second = renderApp();
    await submitLogin(second.user);
    dialog = await screen.findByRole('dialog', { name: 'Mobile Number Verification' });
    expect(
      within(dialog).getByRole('button', { name: 'Request new code' }),
    ).toHaveAccessibleDescription('Available in 0:39');
  });

  it('requests a new code at 0 and restarts the countdown', async () => {
    window.localStorage.setItem(
      'touchline:otp-countdown-start:alice',
      String(Date.now() - 120_000),
    );
    const platform = stubPlatform([
      authenticateReplies({ ...OTP_REQUIRED, otpResendInSeconds: 0 }),
      {
        method: 'POST',
        path: pathOf(ENDPOINTS.auth.otpGenerate),
        reply: () =>
          jsonResponse({
            success: true,
            status: 'SUCCESS',
            otpResendInSeconds: 118,
            otpValidForSeconds: 1800,
            destination: '•••• •••• •••23',
          }),
      },
    ]);
    const { user } = renderApp();
    await submitLogin(user);
    const dialog = await screen.findByRole('dialog', { name: 'Mobile Number Verification' });
    const resend = within(dialog).getByRole('button', { name: 'Request new code' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'We sent a new code to •••• •••• •••23.',
    );
    expect(platform.callsTo(pathOf(ENDPOINTS.auth.otpGenerate))[0]?.url).toBe(
      `${pathOf(ENDPOINTS.auth.otpGenerate)}?authenticated=true`,
    );
    expect(resend).toBeDisabled();
    expect(resend).toHaveAccessibleDescription('Available in 0:59');
  });

  it('shows the resend lockout message from the platform', async () => {
    window.localStorage.setItem('touchline:otp-countdown-start:alice', '1');
    stubPlatform([
      authenticateReplies({ ...OTP_REQUIRED, otpResendInSeconds: 0 }),
      {
        method: 'POST',
        path: pathOf(ENDPOINTS.auth.otpGenerate),
        reply: () =>
          jsonResponse(
            {
              code: 'OTP_RESEND_LOCKED',
              message: 'A new code can be requested in 59 seconds',
              retryAfterSeconds: 59,
            },
            429,
          ),
      },
    ]);
    const { user } = renderApp();
    await submitLogin(user);
    const dialog = await screen.findByRole('dialog', { name: 'Mobile Number Verification' });
    await user.click(within(dialog).getByRole('button', { name: 'Request new code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A new code can be requested in 59 seconds',
    );
  });
});

describe('the security-question step (spec shell §2, §4, §5)', () => {
  const QUESTION = 'What was the name of your first football club?';
  const routes = (answerReply: () => Response): Route[] => [
    authenticateReplies({ otp: null, success: false, status: 'SECURITY_QUESTION_REQUIRED' }),
    {
      method: 'GET',
      path: pathOf(ENDPOINTS.auth.securityQuestion),
      reply: () => jsonResponse({ otp: null, success: true, status: 'SUCCESS', result: QUESTION }),
    },
    { method: 'POST', path: pathOf(ENDPOINTS.auth.checkAnswer), reply: answerReply },
    sessionRoute(),
    ...FOLLOW_UPS,
  ];

  it('fetches the question, masks the answer, enables Submit only while valid and logs in', async () => {
    const platform = stubPlatform(routes(() => jsonResponse(makeLoginSuccess())));
    const { user } = renderApp();
    await submitLogin(user);
    const dialog = await screen.findByRole('dialog', { name: 'Security question' });
    expect(platform.callsTo(pathOf(ENDPOINTS.auth.securityQuestion))[0]?.url).toBe(
      `${pathOf(ENDPOINTS.auth.securityQuestion)}?authenticated=true`,
    );
    expect(dialog).toHaveTextContent(QUESTION);
    const answer = within(dialog).getByLabelText('Your answer');
    expect(answer).toHaveAttribute('type', 'password');
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.type(answer, 'x');
    await user.clear(answer);
    expect(dialog).toHaveTextContent('Field should be required');
    expect(submit).toBeDisabled();
    await user.type(answer, 'Touchline Rovers');
    expect(submit).toBeEnabled();
    await user.click(submit);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(formOf(platform.callsTo(pathOf(ENDPOINTS.auth.checkAnswer))[0])).toEqual({
      answer: 'Touchline Rovers',
    });
    expect(useSessionStore.getState().session?.username).toBe('alice');
  });

  it("shows the server's message for a wrong answer and keeps the form", async () => {
    stubPlatform(
      routes(() =>
        jsonResponse(
          {
            code: 'SECURITY_ANSWER_INVALID',
            message: 'The answer is not correct.',
            attemptsLeft: 4,
          },
          401,
        ),
      ),
    );
    const { user } = renderApp();
    await submitLogin(user);
    const dialog = await screen.findByRole('dialog', { name: 'Security question' });
    await user.type(within(dialog).getByLabelText('Your answer'), 'Wrong FC');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That answer is not correct. Please try again.',
    );
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('Cancel closes the question', async () => {
    stubPlatform(routes(() => jsonResponse(makeLoginSuccess())));
    const { user } = renderApp();
    await submitLogin(user);
    const dialog = await screen.findByRole('dialog', { name: 'Security question' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the modals keep the keyboard inside and give focus back (spec shell §2)', () => {
  async function tabStaysIn(user: ReturnType<typeof renderApp>['user'], dialog: HTMLElement) {
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i < 3; i += 1) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  }

  it('the login modal', async () => {
    stubPlatform([]);
    const { user } = renderApp();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await tabStaysIn(user, screen.getByRole('dialog', { name: 'Login' }));
  });

  it('the one-time-code modal: Tab stays inside, Escape closes it and focus returns', async () => {
    stubPlatform([authenticateReplies(OTP_REQUIRED)]);
    const { user } = renderApp();
    await submitLogin(user);
    const dialog = await screen.findByRole('dialog', { name: 'Mobile Number Verification' });
    await tabStaysIn(user, dialog);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus();
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('the security-question modal: Tab stays inside, Escape closes it and focus returns', async () => {
    stubPlatform([
      authenticateReplies({ otp: null, success: false, status: 'SECURITY_QUESTION_REQUIRED' }),
      {
        method: 'GET',
        path: pathOf(ENDPOINTS.auth.securityQuestion),
        reply: () => jsonResponse({ otp: null, success: true, status: 'SUCCESS', result: 'Q?' }),
      },
    ]);
    const { user } = renderApp();
    await submitLogin(user);
    const dialog = await screen.findByRole('dialog', { name: 'Security question' });
    expect(within(dialog).getByLabelText('Your answer')).toHaveFocus();
    await tabStaysIn(user, dialog);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus();
  });

  it('a session that fails after a correct code gives the error toast and keeps the code form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubPlatform([
      authenticateReplies(OTP_REQUIRED),
      {
        method: 'POST',
        path: pathOf(ENDPOINTS.auth.otpValidate),
        reply: () => jsonResponse(makeLoginSuccess()),
      },
      {
        method: 'GET',
        path: pathOf(ENDPOINTS.session.session),
        reply: () => jsonResponse(makeSessionResponse({ jwe_token: undefined })),
      },
    ]);
    const { user } = renderApp();
    await submitLogin(user);
    const dialog = await screen.findByRole('dialog', { name: 'Mobile Number Verification' });
    await user.type(within(dialog).getByLabelText('Verification code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We are experiencing difficulties at present. Please try again later.',
    );
    expect(screen.getByRole('dialog', { name: 'Mobile Number Verification' })).toBeInTheDocument();
  });
});

describe('login toasts speak the page’s language (spec shell §8)', () => {
  it('shows the Spanish text of login-error-INT003', async () => {
    const es = JSON.parse(
      readFileSync(`${import.meta.dirname}/../../../../config/i18n/es.json`, 'utf8'),
    ) as Record<string, string>;
    stubPlatform([
      authenticateReplies(
        { code: 'INT003', message: 'x', reasonJson: { responseCode: 'INT003' } },
        401,
      ),
    ]);
    const { user } = renderWithClient(
      <>
        <LoginButton />
        <SessionShell />
      </>,
      testSite({ messages: es, messagesLocale: 'es' }),
    );
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    const dialog = screen.getByRole('dialog', { name: 'Iniciar sesión' });
    await user.type(within(dialog).getByLabelText('Usuario'), 'alice');
    await user.type(within(dialog).getByLabelText('Contraseña'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos.');
    expect(screen.getByRole('region', { name: 'Notificaciones' })).toBeInTheDocument();
  });
});
