import { act, screen, within } from '@testing-library/react';
import { ENDPOINTS } from '@touchline/contract';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { SessionShell } from '../../app/[locale]/_components/session-shell';
import { resetAuthSyncForTesting, resetLogoutForTesting } from '../features/auth';
import { ResponsibleGamblingPanel } from '../features/responsible-gambling';
import { pageNavigation } from '../shared/session/page-reload';
import { useSessionStore } from '../shared/session/session-store';
import { jsonOf, pathOf, type Route, stubPlatform } from '../shared/testing/fetch-routes';
import { makeSession } from '../shared/testing/fixtures';
import { jsonResponse, renderWithClient } from '../shared/testing/render-with-client';
import { resetSharedSessionState } from '../shared/testing/reset-session';

const RG_STATE = {
  selfExcluded: false,
  timeOut: null,
  selfExclusion: null,
  realityCheckMinutes: 0,
};

function limit(
  period: 'daily' | 'weekly' | 'monthly',
  value: number | null,
  used = 0,
  pending: { limit: number | null; effectiveAt: string } | null = null,
) {
  const windowHours = { daily: 24, weekly: 168, monthly: 720 }[period];
  return {
    period,
    windowHours,
    limit: value,
    used,
    remaining: value === null ? null : Math.max(0, value - used),
    pending,
  };
}

const LIMITS = {
  currency: 'EUR',
  limits: [
    limit('daily', 100, 60),
    limit('weekly', null, 60, { limit: 500, effectiveAt: '2030-01-02T10:00:00.000Z' }),
    limit('monthly', null, 60),
  ],
};

function baseRoutes(extra: Route[] = []): Route[] {
  return [
    {
      method: 'GET',
      path: pathOf(ENDPOINTS.player.responsibleGambling),
      reply: () => jsonResponse(RG_STATE),
    },
    {
      method: 'GET',
      path: pathOf(ENDPOINTS.wallet.depositLimits),
      reply: () => jsonResponse(LIMITS),
    },
    {
      method: 'GET',
      path: pathOf(ENDPOINTS.auth.logout),
      reply: () => jsonResponse({ success: true, status: 'SUCCESS' }),
    },
    ...extra,
  ];
}

function renderPage() {
  return renderWithClient(
    <>
      <ResponsibleGamblingPanel />
      <SessionShell />
    </>,
  );
}

let reload: Mock<() => void>;

beforeEach(() => {
  resetSharedSessionState();
  resetLogoutForTesting();
  resetAuthSyncForTesting();
  useSessionStore.getState().login(makeSession());
  reload = vi.fn<() => void>();
  vi.spyOn(pageNavigation, 'reload').mockImplementation(reload);
});

describe('deposit limits', () => {
  it('shows each limit with what is used and left, and a pending increase', async () => {
    stubPlatform(baseRoutes());
    renderPage();
    const daily = await screen.findByLabelText('Daily limit (EUR)');
    expect(daily).toHaveValue('100');
    expect(daily).toHaveAccessibleDescription(
      /€100\.00 in any 24 hours: €60\.00 used, €40\.00 left\./,
    );
    const weekly = screen.getByLabelText('Weekly limit (EUR)');
    expect(weekly).toHaveValue('');
    expect(weekly).toHaveAccessibleDescription(
      /No limit set\. Going up to €500\.00 from \d\d\/\d\d\/\d{4}, \d\d:\d\d\./,
    );
  });

  it('sends only the changed limit; a decrease applies at once', async () => {
    const platform = stubPlatform(
      baseRoutes([
        {
          method: 'PUT',
          path: pathOf(ENDPOINTS.wallet.depositLimits),
          reply: () =>
            jsonResponse({
              ...LIMITS,
              limits: [limit('daily', 50, 60), ...LIMITS.limits.slice(1)],
            }),
        },
      ]),
    );
    const { user } = renderPage();
    const daily = await screen.findByLabelText('Daily limit (EUR)');
    await user.clear(daily);
    await user.type(daily, '50');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('Your daily limit is now €50.00.')).toBeInTheDocument();
    expect(jsonOf(platform.callsTo(pathOf(ENDPOINTS.wallet.depositLimits), 'PUT')[0])).toEqual({
      daily: 50,
    });
  });

  it('an increase waits 24 hours; an empty field removes a limit', async () => {
    const platform = stubPlatform(
      baseRoutes([
        {
          method: 'PUT',
          path: pathOf(ENDPOINTS.wallet.depositLimits),
          reply: () =>
            jsonResponse({
              ...LIMITS,
              limits: [
                limit('daily', 100, 60, { limit: null, effectiveAt: '2030-01-02T10:00:00.000Z' }),
                ...LIMITS.limits.slice(1),
              ],
            }),
        },
      ]),
    );
    const { user } = renderPage();
    await user.clear(await screen.findByLabelText('Daily limit (EUR)'));
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(
      await screen.findByText('Your daily limit will be removed in 24 hours.'),
    ).toBeInTheDocument();
    expect(jsonOf(platform.callsTo(pathOf(ENDPOINTS.wallet.depositLimits), 'PUT')[0])).toEqual({
      daily: null,
    });
  });

  it('refuses an unreadable amount without calling', async () => {
    const platform = stubPlatform(baseRoutes());
    const { user } = renderPage();
    const monthly = await screen.findByLabelText('Monthly limit (EUR)');
    await user.type(monthly, '12.345');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(monthly).toHaveAccessibleDescription(/at most 2 decimal places/);
    expect(platform.callsTo(pathOf(ENDPOINTS.wallet.depositLimits), 'PUT')).toHaveLength(0);
  });
});

describe('time-out and self-exclusion', () => {
  it('asks for confirmation, starts the break and logs the player out', async () => {
    const platform = stubPlatform(
      baseRoutes([
        {
          method: 'POST',
          path: pathOf(ENDPOINTS.player.timeOut),
          reply: () =>
            jsonResponse({ ...RG_STATE, timeOut: { until: '2030-01-08T10:00:00.000Z' } }),
        },
      ]),
    );
    const { user } = renderPage();
    const section = (await screen.findByRole('heading', { name: 'Take a break' })).closest(
      'section',
    )!;
    await user.click(within(section).getByRole('radio', { name: '7 days' }));
    await user.click(within(section).getByRole('button', { name: 'Take a break' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm your break' });
    // The end in the page's date and time formats: "until 08/01/2030 at 10:00".
    expect(confirm).toHaveTextContent(
      /You will be logged out now .* until \d\d\/\d\d\/\d{4} at \d\d:\d\d\./,
    );
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Start my break' }));

    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(jsonOf(platform.callsTo(pathOf(ENDPOINTS.player.timeOut))[0])).toEqual({
      period: '7d',
    });
    expect(useSessionStore.getState().session).toBeNull();
    expect(platform.callsTo(pathOf(ENDPOINTS.auth.logout))).toHaveLength(1);
    expect(window.sessionStorage.getItem('touchline:notice-after-reload')).toContain(
      'Your break has started',
    );
  });

  it('Cancel in the confirmation changes nothing', async () => {
    const platform = stubPlatform(baseRoutes());
    const { user } = renderPage();
    const section = (await screen.findByRole('heading', { name: 'Take a break' })).closest(
      'section',
    )!;
    await user.click(within(section).getByRole('radio', { name: '24 hours' }));
    await user.click(within(section).getByRole('button', { name: 'Take a break' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(platform.callsTo(pathOf(ENDPOINTS.player.timeOut))).toHaveLength(0);
    expect(useSessionStore.getState().session).not.toBeNull();
  });

  it('asks for a period first', async () => {
    stubPlatform(baseRoutes());
    const { user } = renderPage();
    const section = (await screen.findByRole('heading', { name: 'Self-exclusion' })).closest(
      'section',
    )!;
    await user.click(within(section).getByRole('button', { name: 'Exclude myself' }));
    expect(section).toHaveTextContent('Choose a period.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('self-excludes permanently after confirmation', async () => {
    const platform = stubPlatform(
      baseRoutes([
        {
          method: 'POST',
          path: pathOf(ENDPOINTS.player.selfExclusion),
          reply: () =>
            jsonResponse({
              ...RG_STATE,
              selfExcluded: true,
              selfExclusion: { until: null, permanent: true },
            }),
        },
      ]),
    );
    const { user } = renderPage();
    const section = (await screen.findByRole('heading', { name: 'Self-exclusion' })).closest(
      'section',
    )!;
    await user.click(within(section).getByRole('radio', { name: 'Permanently' }));
    await user.click(within(section).getByRole('button', { name: 'Exclude myself' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm self-exclusion' });
    expect(confirm).toHaveTextContent('will never again be able to log in');
    expect(confirm).toHaveTextContent('cannot be shortened or lifted');
    await user.click(within(confirm).getByRole('button', { name: 'Exclude me' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(jsonOf(platform.callsTo(pathOf(ENDPOINTS.player.selfExclusion))[0])).toEqual({
      period: 'permanent',
    });
  });

  it('keeps the confirmation open with the error when the platform refuses', async () => {
    stubPlatform(
      baseRoutes([
        {
          method: 'POST',
          path: pathOf(ENDPOINTS.player.timeOut),
          reply: () => jsonResponse({ code: 'X', message: 'Please try again.' }, 503),
        },
      ]),
    );
    const { user } = renderPage();
    const section = (await screen.findByRole('heading', { name: 'Take a break' })).closest(
      'section',
    )!;
    await user.click(within(section).getByRole('radio', { name: '30 days' }));
    await user.click(within(section).getByRole('button', { name: 'Take a break' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm your break' });
    await user.click(within(confirm).getByRole('button', { name: 'Start my break' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Please try again.');
    expect(useSessionStore.getState().session).not.toBeNull();
  });
});

describe('reality check', () => {
  it('saves the interval and keeps it in the session', async () => {
    const platform = stubPlatform(
      baseRoutes([
        {
          method: 'PUT',
          path: pathOf(ENDPOINTS.player.realityCheck),
          reply: () => jsonResponse({ ...RG_STATE, realityCheckMinutes: 30 }),
        },
      ]),
    );
    const { user } = renderPage();
    await user.selectOptions(await screen.findByLabelText('Remind me'), 'Every 30 minutes');
    await user.click(screen.getByRole('button', { name: 'Save reminder' }));
    expect(await screen.findByText('We will remind you every 30 minutes.')).toBeInTheDocument();
    expect(jsonOf(platform.callsTo(pathOf(ENDPOINTS.player.realityCheck))[0])).toEqual({
      minutes: 30,
    });
    expect(useSessionStore.getState().session?.realityCheckMinutes).toBe(30);
  });

  it('reminds the player how long they have been logged in', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const now = Date.now();
    useSessionStore
      .getState()
      .login(makeSession({ realityCheckMinutes: 15, loginTime: Math.floor(now / 1000) - 14 * 60 }));
    stubPlatform(baseRoutes());
    renderPage();
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    const dialog = screen.getByRole('dialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent(/You have been logged in for 00:15:0\d/);
    vi.useRealTimers();
  });
});
