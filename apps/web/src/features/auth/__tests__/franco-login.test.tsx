import { screen, within } from '@testing-library/react';
import { ENDPOINTS } from '@touchline/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionShell } from '../../../../app/[locale]/_components/session-shell';
import { useSessionStore } from '../../../shared/session/session-store';
import {
  jsonOf,
  pathOf,
  setTestCookie,
  stubPlatform,
  type Route,
} from '../../../shared/testing/fetch-routes';
import { makeFrancoSession, makeSessionResponse } from '../../../shared/testing/fixtures';
import { jsonResponse, renderWithClient } from '../../../shared/testing/render-with-client';
import { resetSharedSessionState } from '../../../shared/testing/reset-session';
import { testSite } from '../../../shared/testing/test-site';
import {
  LoginButton,
  resetAuthSyncForTesting,
  resetLogoutForTesting,
  useLoginFlowStore,
} from '../index';

/** A nightjar-like site: franco-type login, terms acceptance, the single-session dialog. */
function francoSite(options: { singleSession?: boolean; dialog?: boolean } = {}) {
  const base = testSite();
  return testSite({
    brand: {
      ...base.brand,
      name: 'nightjar',
      display_name: 'Nightjar',
      login: {
        kind: 'franco',
        terms_acceptance: true,
        single_session_dialog: options.dialog ?? true,
      },
    },
    settings: {
      web: { ...base.settings.web, single_allowed_session: options.singleSession ?? false },
      mobile: { ...base.settings.mobile, single_allowed_session: options.singleSession ?? false },
    },
  });
}

const FRANCO_SESSION = makeFrancoSession();

const FRANCO_PATH = pathOf(ENDPOINTS.session.francoLogin);
const SESSION_PATH = pathOf(ENDPOINTS.session.session);

function francoReplies(body: unknown, status = 200): Route {
  return { method: 'POST', path: FRANCO_PATH, reply: () => jsonResponse(body, status) };
}

function sessionRoute(overrides = {}): Route {
  return {
    method: 'GET',
    path: SESSION_PATH,
    reply: () => {
      setTestCookie('tl_fp', 'fp-1');
      return jsonResponse(makeSessionResponse(overrides));
    },
  };
}

function renderApp(site = francoSite()) {
  return renderWithClient(
    <>
      <LoginButton />
      <SessionShell />
    </>,
    site,
  );
}

async function fillLogin(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Login' }));
  const dialog = screen.getByRole('dialog', { name: 'Login' });
  await user.type(within(dialog).getByLabelText('Username'), 'alice');
  await user.type(within(dialog).getByLabelText('Password'), 'correct horse');
  return dialog;
}

beforeEach(() => {
  resetSharedSessionState();
  resetLogoutForTesting();
  resetAuthSyncForTesting();
  useLoginFlowStore.getState().reset();
  window.localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('franco-type login (spec shell §3 Login request, §7)', () => {
  it('posts username, password and a stored device id, then loads the session', async () => {
    const platform = stubPlatform([francoReplies(FRANCO_SESSION), sessionRoute()]);
    const { user } = renderApp();
    const dialog = await fillLogin(user);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(useSessionStore.getState().session?.username).toBe('alice'));
    expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument();

    const [call] = platform.callsTo(FRANCO_PATH, 'POST');
    expect(call?.url).toBe(`${FRANCO_PATH}?l=en&mc=mobile`);
    const body = jsonOf(call) as {
      username: string;
      password: string;
      device: { clientType: string; deviceId: string; deviceType: string };
    };
    expect(body).toMatchObject({ username: 'alice', password: 'correct horse' });
    expect(body.device.clientType).toBe('web');
    expect(body.device.deviceId).toMatch(/\S{8,}/);
    // spec shell §3: generated once and stored.
    expect(window.localStorage.getItem('touchline:device-id')).toBe(body.device.deviceId);
    expect(platform.callsTo(pathOf(ENDPOINTS.auth.authenticate))).toHaveLength(0);
    expect(platform.callsTo(SESSION_PATH)).toHaveLength(1);
  });

  it('reuses the stored device id on the next login', async () => {
    window.localStorage.setItem('touchline:device-id', 'device-from-before');
    const platform = stubPlatform([francoReplies(FRANCO_SESSION), sessionRoute()]);
    const { user } = renderApp();
    const dialog = await fillLogin(user);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(platform.callsTo(FRANCO_PATH)).toHaveLength(1));
    expect(jsonOf(platform.callsTo(FRANCO_PATH)[0])).toMatchObject({
      device: { deviceId: 'device-from-before' },
    });
  });

  it('shows the refusal as the catalogue toast and keeps the form', async () => {
    stubPlatform([
      francoReplies({ code: 'INT009', message: 'x', reasonJson: { responseCode: 'INT009' } }, 402),
    ]);
    const { user } = renderApp();
    const dialog = await fillLogin(user);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account is suspended. Please contact support.',
    );
    expect(within(dialog).getByLabelText('Username')).toHaveValue('alice');
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('carries on with the login form’s call for an account with a second step', async () => {
    const platform = stubPlatform([
      francoReplies(
        {
          code: 'TWO_FACTOR_REQUIRED',
          message: 'This account logs in with a second step: use the login form.',
          reasonJson: { responseCode: 'TWO_FACTOR_REQUIRED' },
        },
        403,
      ),
      {
        method: 'POST',
        path: pathOf(ENDPOINTS.auth.authenticate),
        reply: () =>
          jsonResponse({
            otp: true,
            success: false,
            status: 'OTP_REQUIRED',
            otpResendInSeconds: 59,
            otpValidForSeconds: 1800,
            destination: '•••• 23',
          }),
      },
    ]);
    const { user } = renderApp();
    const dialog = await fillLogin(user);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByRole('dialog', { name: 'Mobile Number Verification' }),
    ).toBeInTheDocument();
    expect(platform.callsTo(pathOf(ENDPOINTS.auth.authenticate))).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the terms-of-use popup when the session says new terms are pending', async () => {
    stubPlatform([
      francoReplies({ ...FRANCO_SESSION, termsAccepted: false }),
      sessionRoute({ termsAccepted: false }),
    ]);
    const { user } = renderApp();
    const dialog = await fillLogin(user);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const popup = await screen.findByRole('dialog', { name: 'Terms of use' });
    expect(within(popup).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(popup).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
  });
});

describe('the single-session confirmation (spec shell §2, §4 login step 1)', () => {
  it('asks before the login is sent; confirming sends it', async () => {
    const platform = stubPlatform([francoReplies(FRANCO_SESSION), sessionRoute()]);
    const { user } = renderApp(francoSite({ singleSession: true }));
    const form = await fillLogin(user);
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    const confirm = screen.getByRole('dialog', { name: 'One session at a time' });
    expect(confirm).toHaveTextContent('Logging in here will end your session on any other device.');
    expect(platform.callsTo(FRANCO_PATH)).toHaveLength(0);
    const go = within(confirm).getByRole('button', { name: 'Log in here' });
    expect(go).toHaveFocus();
    await user.click(go);
    await vi.waitFor(() => expect(useSessionStore.getState().session?.username).toBe('alice'));
    expect(platform.callsTo(FRANCO_PATH)).toHaveLength(1);
  });

  it('Back returns to the form with what was typed, focus on the login button, no call made', async () => {
    const platform = stubPlatform([francoReplies(FRANCO_SESSION)]);
    const { user } = renderApp(francoSite({ singleSession: true }));
    const form = await fillLogin(user);
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    const confirm = screen.getByRole('dialog', { name: 'One session at a time' });
    await user.click(within(confirm).getByRole('button', { name: 'Back' }));
    const back = screen.getByRole('dialog', { name: 'Login' });
    expect(within(back).getByLabelText('Username')).toHaveValue('alice');
    expect(within(back).getByLabelText('Password')).toHaveValue('correct horse');
    expect(within(back).getByRole('button', { name: 'Log in' })).toHaveFocus();
    expect(platform.callsTo(FRANCO_PATH)).toHaveLength(0);
  });

  it('Escape also returns to the form; a second Escape closes the login', async () => {
    stubPlatform([]);
    const { user } = renderApp(francoSite({ singleSession: true }));
    const form = await fillLogin(user);
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('dialog', { name: 'One session at a time' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus();
  });

  it('keeps focus inside while it shows', async () => {
    stubPlatform([]);
    const { user } = renderApp(francoSite({ singleSession: true }));
    const form = await fillLogin(user);
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    const confirm = screen.getByRole('dialog', { name: 'One session at a time' });
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(confirm).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('is not shown for empty credentials (the toast says why, nothing is sent)', async () => {
    const platform = stubPlatform([]);
    const { user } = renderApp(francoSite({ singleSession: true }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your username and password.');
    expect(screen.queryByRole('dialog', { name: 'One session at a time' })).not.toBeInTheDocument();
    expect(platform.calls).toHaveLength(0);
  });

  it.each([
    ['the setting is off', francoSite({ singleSession: false })],
    ['the brand has no such dialog', francoSite({ singleSession: true, dialog: false })],
  ])('is not shown when %s', async (_name, site) => {
    const platform = stubPlatform([francoReplies(FRANCO_SESSION), sessionRoute()]);
    const { user } = renderApp(site);
    const form = await fillLogin(user);
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(platform.callsTo(FRANCO_PATH)).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'One session at a time' })).not.toBeInTheDocument();
  });
});
