import { act, screen, waitFor, within } from '@testing-library/react';
import { ENDPOINTS, type AccountPrefs, type PlayerDetails } from '@touchline/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { LoginRequired } from '../../../shared/session/login-required';
import { useSessionStore } from '../../../shared/session/session-store';
import {
  jsonOf,
  pathOf,
  stubPlatform,
  type RecordedCall,
  type Route,
} from '../../../shared/testing/fetch-routes';
import { makeSession } from '../../../shared/testing/fixtures';
import { jsonResponse, renderWithClient } from '../../../shared/testing/render-with-client';
import { resetSharedSessionState } from '../../../shared/testing/reset-session';
import { testSite } from '../../../shared/testing/test-site';
import { Toaster } from '../../../shared/ui/toaster';
import { PreferencesForm } from '../components/preferences-form';

const PREFS_PATH = pathOf(ENDPOINTS.player.accountPrefs, { accountId: 77 });
const DETAILS_PATH = pathOf(ENDPOINTS.player.details, { id: 7 });
const UPDATE_DETAILS_PATH = pathOf(ENDPOINTS.player.updateDetails, { username: 'alice' });

const PREFS: AccountPrefs = {
  price_format: 'euro',
  layout: 'euro',
  default_stake: 5,
  sort_by: 'competition',
  accept_higher_odds: true,
};

function details(overrides: Partial<PlayerDetails> = {}): PlayerDetails {
  return {
    alsId: 7,
    username: 'alice',
    firstName: 'Alice',
    lastName: 'Bettor',
    email: 'alice@example.com',
    priceFormat: 'EURO',
    holdWithdraw: false,
    vipLevel: 0,
    enableStreamFullScreen: false,
    accountNumber: 'A-7',
    defaultStake: 5,
    registrationDateTime: '2030-01-01T00:00:00.000Z',
    locale: 'en',
    currency: 'EUR',
    countryCode: 'GB',
    playerCreatedByAgent: false,
    isRememberStake: false,
    avayaSToken: '',
    excludedFromPromotions: false,
    ...overrides,
  };
}

/** A small platform keeping the stored preferences and details, as the real one does. */
function stubAccount(options: { refusePatch?: { status: number; body: unknown } } = {}) {
  let prefs: AccountPrefs = { ...PREFS };
  let stored = details();
  const routes: Route[] = [
    { method: 'GET', path: PREFS_PATH, reply: () => jsonResponse(prefs) },
    { method: 'GET', path: DETAILS_PATH, reply: () => jsonResponse(stored) },
    {
      method: 'PATCH',
      path: PREFS_PATH,
      reply: (call: RecordedCall) => {
        if (options.refusePatch) {
          return jsonResponse(options.refusePatch.body, options.refusePatch.status);
        }
        prefs = { ...prefs, ...(jsonOf(call) as Partial<AccountPrefs>) };
        return jsonResponse(prefs);
      },
    },
    {
      method: 'PUT',
      path: UPDATE_DETAILS_PATH,
      reply: (call: RecordedCall) => {
        stored = { ...stored, ...(jsonOf(call) as Partial<PlayerDetails>) };
        return jsonResponse(stored);
      },
    },
  ];
  return stubPlatform(routes);
}

function renderForm(site = testSite()) {
  return renderWithClient(
    <>
      <PreferencesForm />
      <Toaster />
    </>,
    site,
  );
}

const save = () => screen.getByRole('button', { name: 'Save' });

describe('the preferences page', () => {
  beforeEach(() => {
    resetSharedSessionState();
    useSessionStore.getState().login(makeSession());
  });

  it('shows the stored preferences, with Save disabled while nothing has changed', async () => {
    const platform = stubAccount();
    renderForm();
    expect(await screen.findByRole('combobox', { name: 'Odds format' })).toHaveDisplayValue(
      'Decimal',
    );
    expect(screen.getByRole('combobox', { name: 'Layout' })).toHaveDisplayValue('European');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Competition');
    expect(screen.getByRole('checkbox', { name: 'Accept higher odds' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Default stake (EUR)' })).toHaveValue('5');
    expect(screen.getByRole('checkbox', { name: 'Remember stake' })).not.toBeChecked();
    expect(save()).toBeDisabled();
    // Every odds format the brand offers (the spec's defaults allow all five).
    expect(
      within(screen.getByRole('combobox', { name: 'Odds format' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Decimal', 'Hong Kong', 'American', 'Malay', 'Indonesian']);
    expect(platform.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('sends only what changed, says so, and shows the saved values', async () => {
    const platform = stubAccount();
    const { user, queryClient } = renderForm();
    const odds = await screen.findByRole('combobox', { name: 'Odds format' });
    await user.selectOptions(odds, 'American');
    expect(save()).toBeEnabled();
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Accept higher odds' }));
    const stake = screen.getByRole('textbox', { name: 'Default stake (EUR)' });
    await user.clear(stake);
    await user.type(stake, '2.505');
    await user.click(save());

    expect(await screen.findByText('Your choice has been saved.')).toBeInTheDocument();
    const patches = platform.callsTo(PREFS_PATH, 'PATCH');
    expect(patches).toHaveLength(1);
    // spec betting-domain §5: a fractional default stake is rounded to the currency precision.
    expect(jsonOf(patches[0])).toEqual({
      price_format: 'us',
      accept_higher_odds: false,
      default_stake: 2.51,
    });
    expect(platform.callsTo(UPDATE_DETAILS_PATH, 'PUT')).toHaveLength(0);
    await waitFor(() => expect(save()).toBeDisabled());
    expect(screen.getByRole('textbox', { name: 'Default stake (EUR)' })).toHaveValue('2.51');
    // The rest of the app reads the stored preferences again.
    await waitFor(() => expect(platform.callsTo(PREFS_PATH, 'GET')).toHaveLength(2));
    expect(queryClient.getQueryData(['account', 'prefs', 77])).toMatchObject({
      price_format: 'us',
      default_stake: 2.51,
    });
  });

  it('keeps letters out of the default stake and clears it when emptied', async () => {
    const platform = stubAccount();
    const { user } = renderForm();
    const stake = await screen.findByRole('textbox', { name: 'Default stake (EUR)' });
    await user.type(stake, 'x0');
    expect(stake).toHaveValue('50');
    await user.clear(stake);
    await user.click(save());
    await screen.findByText('Your choice has been saved.');
    expect(jsonOf(platform.callsTo(PREFS_PATH, 'PATCH')[0])).toEqual({ default_stake: null });
  });

  it('saves remember stake in the player details', async () => {
    const platform = stubAccount();
    const { user } = renderForm();
    await user.click(await screen.findByRole('checkbox', { name: 'Remember stake' }));
    await user.click(save());
    await screen.findByText('Your choice has been saved.');
    expect(platform.callsTo(PREFS_PATH, 'PATCH')).toHaveLength(0);
    expect(jsonOf(platform.callsTo(UPDATE_DETAILS_PATH, 'PUT')[0])).toEqual({
      isRememberStake: true,
    });
    expect(screen.getByRole('checkbox', { name: 'Remember stake' })).toBeChecked();
    expect(save()).toBeDisabled();
  });

  it('shows the platform’s refusal of a default stake beside the field', async () => {
    stubAccount({
      refusePatch: {
        status: 400,
        body: {
          code: 'INVALID_REQUEST',
          message: 'default_stake: above the maximum stake of 10000',
        },
      },
    });
    const { user } = renderForm();
    const stake = await screen.findByRole('textbox', { name: 'Default stake (EUR)' });
    await user.clear(stake);
    await user.type(stake, '20000');
    await user.click(save());
    expect(await screen.findByText('Above the maximum stake of 10000')).toBeInTheDocument();
    expect(stake).toHaveAttribute('aria-invalid', 'true');
    expect(stake).toHaveAccessibleDescription(/Above the maximum stake of 10000/);
    expect(screen.queryByText('Your choice has been saved.')).toBeNull();
    // Still changed: the player can correct it and save again.
    expect(save()).toBeEnabled();
  });

  it('shows any other failure as an alert', async () => {
    stubAccount({
      refusePatch: { status: 409, body: { code: 'CONFLICT', message: 'Try again in a moment' } },
    });
    const { user } = renderForm();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'Time');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in a moment');
  });

  it('discards unsaved edits on request', async () => {
    stubAccount();
    const { user } = renderForm();
    const sortBy = await screen.findByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sortBy, 'Time');
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(sortBy).toHaveDisplayValue('Competition');
    expect(save()).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Odds format' })).toHaveFocus();
  });

  it('hides default stake and remember stake on a brand with hide_default_stake_options', async () => {
    stubAccount();
    const base = testSite();
    renderForm(testSite({ brand: { ...base.brand, hide_default_stake_options: true } }));
    await screen.findByRole('combobox', { name: 'Odds format' });
    expect(screen.queryByRole('textbox', { name: /Default stake/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Remember stake' })).toBeNull();
  });

  it('offers only what the site settings allow', async () => {
    stubAccount();
    const base = testSite();
    const web = {
      ...base.settings.web,
      odds_types: ['euro' as const, 'hk' as const],
      view_types: ['euro' as const],
      allow_higher_odds_and_cashout: false,
    };
    renderForm(testSite({ settings: { ...base.settings, web } }));
    const odds = await screen.findByRole('combobox', { name: 'Odds format' });
    expect(
      within(odds)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Decimal', 'Hong Kong']);
    expect(screen.queryByRole('combobox', { name: 'Layout' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Accept higher odds' })).toBeNull();
  });

  it('asks a logged-out visitor to log in, as every account page does', () => {
    resetSharedSessionState();
    act(() => useSessionStore.getState().settleRestore());
    const platform = stubAccount();
    renderWithClient(
      <LoginRequired prompt="Log in to see your account.">
        <PreferencesForm />
      </LoginRequired>,
    );
    expect(screen.getByText('Log in to see your account.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(platform.calls).toEqual([]);
  });
});
