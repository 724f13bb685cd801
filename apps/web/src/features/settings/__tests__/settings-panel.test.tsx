/**
 * The settings panel from the header's gear (betting-domain §2 Settings panel, §4, §6, §7): what
 * it offers for the site's settings and flags, edits local until Save, Save applied everywhere
 * and stored on the platform for a logged-in player, the player's preferences restored on login,
 * the page's theme, and the dialog's keyboard behaviour.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { formatOdds } from '@touchline/betting';
import {
  ENDPOINTS,
  type AccountPrefs,
  type ChannelSettings,
  type PlayerDetails,
} from '@touchline/contract';
import { initialSettingsPanelState } from '@touchline/site';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useOddsType, useSettingsStore, useSortBy } from '../../../shared/preferences';
import { useSessionStore } from '../../../shared/session/session-store';
import type { ClientSite } from '../../../shared/site/site-context';
import { THEME_STORAGE_KEY } from '../../../shared/site/theme';
import { ThemeSwitch } from '../../../shared/site/theme-switch';
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
import { SettingsButton, useSettingsDialog } from '../index';

const PREFS_PATH = pathOf(ENDPOINTS.player.accountPrefs, { accountId: 77 });
const DETAILS_PATH = pathOf(ENDPOINTS.player.updateDetails, { username: 'alice' });

const STORED_PREFS: AccountPrefs = {
  price_format: 'euro',
  layout: 'euro',
  default_stake: null,
  sort_by: 'competition',
  accept_higher_odds: true,
  theme: 'light',
};

function details(overrides: Partial<PlayerDetails> = {}): PlayerDetails {
  return {
    alsId: 7,
    username: 'alice',
    firstName: 'Alice',
    lastName: 'Bettor',
    email: null,
    priceFormat: 'EURO',
    holdWithdraw: false,
    vipLevel: 0,
    enableStreamFullScreen: false,
    accountNumber: 'A-7',
    defaultStake: null,
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

interface PlatformOptions {
  readonly prefs?: Partial<AccountPrefs>;
  /** Answers for the PATCH …/accountPrefs call instead of storing. */
  readonly refusePrefs?: { status: number; body: unknown };
  readonly refuseDetails?: { status: number; body: unknown };
}

/** A platform that stores preferences and details the way the real one does (same columns). */
function stubAccount(options: PlatformOptions = {}) {
  let prefs: AccountPrefs = { ...STORED_PREFS, ...options.prefs };
  const routes: Route[] = [
    { method: 'GET', path: PREFS_PATH, reply: () => jsonResponse(prefs) },
    {
      method: 'PATCH',
      path: PREFS_PATH,
      reply: (call: RecordedCall) => {
        if (options.refusePrefs) {
          return jsonResponse(options.refusePrefs.body, options.refusePrefs.status);
        }
        prefs = { ...prefs, ...(jsonOf(call) as Partial<AccountPrefs>) };
        return jsonResponse(prefs);
      },
    },
    {
      method: 'PUT',
      path: DETAILS_PATH,
      reply: (call: RecordedCall) => {
        if (options.refuseDetails) {
          return jsonResponse(options.refuseDetails.body, options.refuseDetails.status);
        }
        const body = jsonOf(call) as { priceFormat?: string; defaultStake?: number | null };
        if (body.priceFormat !== undefined) {
          prefs = { ...prefs, price_format: body.priceFormat.toLowerCase() as 'euro' };
        }
        if (body.defaultStake !== undefined) prefs = { ...prefs, default_stake: body.defaultStake };
        return jsonResponse(
          details({
            priceFormat: prefs.price_format.toUpperCase(),
            defaultStake: prefs.default_stake,
          }),
        );
      },
    },
  ];
  return stubPlatform(routes);
}

/** A price somewhere on the page, shown the way every price is: in the saved odds format. */
function Price() {
  const oddsType = useOddsType();
  const sortBy = useSortBy();
  return (
    <p>
      <output aria-label="Sample price">{formatOdds(2.5, oddsType)}</output>
      <output aria-label="Sort order">{sortBy}</output>
    </p>
  );
}

function siteWith(web: Partial<ChannelSettings> = {}, brand: Partial<ClientSite['brand']> = {}) {
  const base = testSite();
  return testSite({
    brand: { ...base.brand, ...brand },
    settings: { web: { ...base.settings.web, ...web }, mobile: base.settings.mobile },
  });
}

function renderPanel(site: ClientSite = testSite(), extra: ReactNode = null) {
  return renderWithClient(
    <>
      <header>
        <SettingsButton />
      </header>
      <main>
        <Price />
        {extra}
      </main>
      <Toaster />
    </>,
    site,
  );
}

// While the panel is open the page behind it is hidden from assistive technology: reading it
// then needs `hidden`.
const gear = () => screen.getByRole('button', { name: 'Settings', hidden: true });
const dialog = () => screen.getByRole('dialog', { name: 'Settings' });
const radios = (group: string) =>
  within(within(dialog()).getByRole('group', { name: group }))
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);
const price = () => screen.getByRole('status', { name: 'Sample price', hidden: true });
const sortOrder = () => screen.getByRole('status', { name: 'Sort order', hidden: true });

describe('the settings panel', () => {
  beforeEach(() => {
    resetSharedSessionState();
    useSettingsStore.setState({ state: initialSettingsPanelState });
    delete document.documentElement.dataset.theme;
    delete document.documentElement.dataset.themeChoice;
  });

  it('offers euro always and the other odds formats and layouts only as the site allows', async () => {
    stubPlatform([]);
    const { user } = renderPanel(siteWith({ odds_types: ['euro', 'us'], view_types: ['thai'] }));
    await user.click(gear());
    // Each format with a sample price in it.
    expect(radios('Odds format')).toEqual(['Decimal2.50', 'American+150']);
    expect(radios('Layout')).toEqual(['European', 'Thai']);
    expect(radios('Sort by')).toEqual(['Competition', 'Time']);
    // The site's default format is the one in force.
    expect(within(dialog()).getByRole('radio', { name: 'Decimal' })).toBeChecked();
  });

  it('sets a not-chosen odds format and layout to the site’s defaults (spec §4)', async () => {
    stubPlatform([]);
    const { user } = renderPanel(siteWith({ default_price_format: 'us', coupon_layout: 'list' }));
    await waitFor(() =>
      expect(useSettingsStore.getState().state.saved).toMatchObject({
        oddsType: 'us',
        layout: 'euro',
      }),
    );
    expect(price()).toHaveTextContent('+150');
    await user.click(gear());
    expect(within(dialog()).getByRole('radio', { name: 'American' })).toBeChecked();
  });

  it('moves a thai layout to asian where the brand offers no Thai, and back when it does', async () => {
    stubPlatform([]);
    const thai = { ...initialSettingsPanelState.saved, layout: 'thai' as const };
    useSettingsStore.setState({
      state: { ...initialSettingsPanelState, saved: thai, draft: thai },
    });
    const noThai = renderPanel(siteWith({ view_types: ['euro', 'asian'] }));
    await waitFor(() => expect(useSettingsStore.getState().state.saved.layout).toBe('asian'));
    noThai.unmount();
    renderPanel(siteWith({ view_types: ['euro', 'asian', 'thai'] }));
    await waitFor(() => expect(useSettingsStore.getState().state.saved.layout).toBe('thai'));
  });

  it('has no layout choice when the site offers only the European layout', async () => {
    stubPlatform([]);
    const { user } = renderPanel(siteWith({ odds_types: ['euro', 'hk'], view_types: ['euro'] }));
    await user.click(gear());
    expect(radios('Odds format')).toEqual(['Decimal2.50', 'Hong Kong1.50']);
    expect(within(dialog()).queryByRole('group', { name: 'Layout' })).not.toBeInTheDocument();
  });

  it('shows theme, the higher-odds switch and the default stake only when their flags allow', async () => {
    stubPlatform([]);
    const off = renderPanel(
      siteWith(
        { enable_switching_theme_modes: false, allow_higher_odds_and_cashout: false },
        { hide_default_stake_options: true },
      ),
    );
    await off.user.click(gear());
    expect(within(dialog()).queryByRole('group', { name: 'Theme' })).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('textbox')).not.toBeInTheDocument();
    off.unmount();

    const on = renderPanel(
      siteWith({ enable_switching_theme_modes: true, allow_higher_odds_and_cashout: true }),
    );
    await on.user.click(gear());
    expect(radios('Theme')).toEqual(['Light', 'Dark', 'Match browser']);
    expect(
      within(dialog()).getByRole('switch', { name: 'Accept higher odds and cash out' }),
    ).toBeChecked();
    expect(
      within(dialog()).getByRole('textbox', { name: 'Default stake (EUR)' }),
    ).toBeInTheDocument();
  });

  it('hides the default stake for the dafaspain brand whatever the flag', async () => {
    stubPlatform([]);
    const { user } = renderPanel(siteWith({}, { name: 'dafaspain' }));
    await user.click(gear());
    expect(within(dialog()).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('keeps edits local until Save, then applies them to every price at once', async () => {
    const platform = stubPlatform([]);
    const { user } = renderPanel();
    expect(price()).toHaveTextContent('2.50');
    await user.click(gear());
    const save = within(dialog()).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.click(within(dialog()).getByRole('radio', { name: 'American' }));
    await user.click(within(dialog()).getByRole('radio', { name: 'Time' }));
    expect(within(dialog()).getByText('You have unsaved changes.')).toBeInTheDocument();
    // Not applied yet: the page still shows decimal odds.
    expect(price()).toHaveTextContent('2.50');
    expect(sortOrder()).toHaveTextContent('competition');

    await user.click(save);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(price()).toHaveTextContent('+150');
    expect(sortOrder()).toHaveTextContent('time');
    expect(await screen.findByText('Your choice has been saved.')).toBeInTheDocument();
    expect(gear()).toHaveFocus();
    // A visitor's settings stay in this browser.
    expect(platform.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('discards the draft on Cancel, and opens again from the saved settings', async () => {
    stubPlatform([]);
    const { user } = renderPanel();
    await user.click(gear());
    await user.click(within(dialog()).getByRole('radio', { name: 'Malay' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(price()).toHaveTextContent('2.50');

    await user.click(gear());
    expect(within(dialog()).getByRole('radio', { name: 'Decimal' })).toBeChecked();
    expect(within(dialog()).getByRole('radio', { name: 'Malay' })).not.toBeChecked();
  });

  it('moves focus in, keeps Tab inside, closes on Escape and returns focus to the gear', async () => {
    stubPlatform([]);
    const { user } = renderPanel(siteWith({ odds_types: ['euro', 'us'] }));
    gear().focus();
    await user.keyboard('{Enter}');
    expect(gear()).toHaveAttribute('aria-expanded', 'true');
    // The first control is the close button; the page behind is out of reach.
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(screen.getByRole('main', { hidden: true }).closest('[inert]')).not.toBeNull();

    // Arrow keys move the choice within a group.
    await user.tab();
    expect(within(dialog()).getByRole('radio', { name: 'Decimal' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog()).getByRole('radio', { name: 'American' })).toBeChecked();

    // Shift+Tab from the first control wraps to the last (Save, enabled by the change).
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(within(dialog()).getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(gear()).toHaveFocus();
    expect(gear()).toHaveAttribute('aria-expanded', 'false');
    // Escape discarded the draft.
    expect(price()).toHaveTextContent('2.50');
  });

  it('refuses a default stake above the maximum stake and one that is not an amount', async () => {
    stubPlatform([]);
    const { user } = renderPanel(siteWith({ bet_stake_max_amount: 500 }));
    await user.click(gear());
    const stake = within(dialog()).getByRole('textbox', { name: 'Default stake (EUR)' });
    // Letters are not taken (numeric text only).
    await user.type(stake, '6x00');
    expect(stake).toHaveValue('600');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(stake).toHaveAccessibleDescription(
      expect.stringContaining('The default stake can be at most 500 EUR.'),
    );
    expect(stake).toHaveAttribute('aria-invalid', 'true');
    expect(dialog()).toBeInTheDocument();

    await user.clear(stake);
    await user.type(stake, '.');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(stake).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount such as 5 or 2.50'),
    );

    await user.clear(stake);
    await user.type(stake, '2.505');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSettingsStore.getState().state.saved.defaultStake).toBe('2.505');
  });

  it('applies a saved theme to the page and its key, and follows the footer switch', async () => {
    stubPlatform([]);
    document.documentElement.dataset.themeChoice = 'light';
    const { user } = renderPanel(testSite(), <ThemeSwitch />);
    const footerDark = () => within(screen.getByRole('main')).getByRole('radio', { name: 'Dark' });
    await user.click(gear());
    expect(within(dialog()).getByRole('radio', { name: 'Light' })).toBeChecked();
    await user.click(within(dialog()).getByRole('radio', { name: 'Dark' }));
    // Not before Save.
    expect(document.documentElement.dataset.theme).not.toBe('dark');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(footerDark()).toBeChecked();

    // The footer's switch changes the same choice the panel shows.
    await user.click(within(screen.getByRole('main')).getByRole('radio', { name: 'Light' }));
    await user.click(gear());
    expect(within(dialog()).getByRole('radio', { name: 'Light' })).toBeChecked();
  });
});

describe('the settings panel for a logged-in player', () => {
  beforeEach(() => {
    resetSharedSessionState();
    useSettingsStore.setState({ state: initialSettingsPanelState });
    document.documentElement.dataset.themeChoice = 'light';
  });

  it('restores the stored preferences when the player logs in', async () => {
    stubAccount({
      prefs: {
        price_format: 'hk',
        layout: 'asian',
        sort_by: 'time',
        accept_higher_odds: false,
        default_stake: 5,
        theme: 'dark',
      },
    });
    const { user } = renderPanel();
    expect(price()).toHaveTextContent('2.50');
    act(() => useSessionStore.getState().login(makeSession()));

    await waitFor(() => expect(price()).toHaveTextContent('1.50'));
    expect(document.documentElement.dataset.theme).toBe('dark');
    await user.click(gear());
    expect(within(dialog()).getByRole('radio', { name: 'Hong Kong' })).toBeChecked();
    expect(within(dialog()).getByRole('radio', { name: 'Asian' })).toBeChecked();
    expect(within(dialog()).getByRole('radio', { name: 'Time' })).toBeChecked();
    expect(within(dialog()).getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(within(dialog()).getByRole('switch')).not.toBeChecked();
    expect(within(dialog()).getByRole('textbox', { name: 'Default stake (EUR)' })).toHaveValue('5');
  });

  it('stores the odds format and default stake as details and the rest as preferences', async () => {
    useSessionStore.getState().login(makeSession());
    const platform = stubAccount();
    const { user } = renderPanel();
    await waitFor(() => expect(platform.callsTo(PREFS_PATH, 'GET')).toHaveLength(1));
    await user.click(gear());
    await user.click(within(dialog()).getByRole('radio', { name: 'American' }));
    await user.click(within(dialog()).getByRole('radio', { name: 'Time' }));
    await user.click(within(dialog()).getByRole('switch'));
    await user.type(within(dialog()).getByRole('textbox'), '2.505');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your choice has been saved.')).toBeInTheDocument();
    // spec §7: the details call carries the odds type in upper case and the default stake,
    // rounded to the currency's precision (§5).
    expect(platform.callsTo(DETAILS_PATH, 'PUT').map(jsonOf)).toEqual([
      { username: 'alice', priceFormat: 'US', defaultStake: 2.51 },
    ]);
    expect(platform.callsTo(PREFS_PATH, 'PATCH').map(jsonOf)).toEqual([
      { sort_by: 'time', accept_higher_odds: false },
    ]);
    expect(price()).toHaveTextContent('+150');
    // What the platform stored comes back as the saved settings.
    await waitFor(() =>
      expect(useSettingsStore.getState().state.saved).toMatchObject({
        oddsType: 'us',
        sortBy: 'time',
        userAcceptOdds: 'A',
        defaultStake: '2.51',
      }),
    );
  });

  it('sends a changed theme with the preferences', async () => {
    useSessionStore.getState().login(makeSession());
    const platform = stubAccount();
    const { user } = renderPanel();
    await waitFor(() => expect(platform.callsTo(PREFS_PATH, 'GET')).toHaveLength(1));
    await user.click(gear());
    await user.click(within(dialog()).getByRole('radio', { name: 'Match browser' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(platform.callsTo(PREFS_PATH, 'PATCH').map(jsonOf)).toEqual([{ theme: 'system' }]),
    );
    expect(platform.callsTo(DETAILS_PATH, 'PUT')).toEqual([]);
    expect(document.documentElement.dataset.themeChoice).toBe('system');
  });

  it('keeps the theme in this browser when the platform stores none (its switching off)', async () => {
    useSessionStore.getState().login(makeSession());
    const platform = stubAccount({ prefs: { theme: undefined } });
    const { user } = renderPanel();
    await waitFor(() => expect(platform.callsTo(PREFS_PATH, 'GET')).toHaveLength(1));
    await user.click(gear());
    await user.click(within(dialog()).getByRole('radio', { name: 'Dark' }));
    await user.click(within(dialog()).getByRole('radio', { name: 'Time' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(platform.callsTo(PREFS_PATH, 'PATCH').map(jsonOf)).toEqual([{ sort_by: 'time' }]),
    );
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('stores a theme chosen with the footer switch with the preferences', async () => {
    useSessionStore.getState().login(makeSession());
    const platform = stubAccount();
    const { user } = renderPanel(testSite(), <ThemeSwitch />);
    await waitFor(() => expect(platform.callsTo(PREFS_PATH, 'GET')).toHaveLength(1));
    await user.click(within(screen.getByRole('main')).getByRole('radio', { name: 'Dark' }));
    await waitFor(() =>
      expect(platform.callsTo(PREFS_PATH, 'PATCH').map(jsonOf)).toEqual([{ theme: 'dark' }]),
    );
  });

  it('shows a readable error and keeps the draft when the platform refuses', async () => {
    useSessionStore.getState().login(makeSession());
    const platform = stubAccount({
      refusePrefs: { status: 503, body: { code: 'UNAVAILABLE', message: 'Try again shortly' } },
    });
    const { user } = renderPanel();
    await waitFor(() => expect(platform.callsTo(PREFS_PATH, 'GET')).toHaveLength(1));
    await user.click(gear());
    await user.click(within(dialog()).getByRole('radio', { name: 'Time' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Your settings were not saved. Try again shortly',
    );
    // The draft is still there to retry; nothing was applied.
    expect(within(dialog()).getByRole('radio', { name: 'Time' })).toBeChecked();
    expect(within(dialog()).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(sortOrder()).toHaveTextContent('competition');
  });

  it('puts the platform’s refusal of the default stake next to the field', async () => {
    useSessionStore.getState().login(makeSession());
    const platform = stubAccount({
      refuseDetails: {
        status: 400,
        body: { code: 'INVALID_REQUEST', message: 'defaultStake: above the maximum stake of 50' },
      },
    });
    const { user } = renderPanel();
    await waitFor(() => expect(platform.callsTo(PREFS_PATH, 'GET')).toHaveLength(1));
    await user.click(gear());
    const stake = within(dialog()).getByRole('textbox', { name: 'Default stake (EUR)' });
    await user.type(stake, '60');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(stake).toHaveAccessibleDescription(
        expect.stringContaining('Above the maximum stake of 50'),
      ),
    );
    expect(stake).toHaveValue('60');
    expect(useSettingsStore.getState().state.saved.defaultStake).toBe('');
  });
});

describe('the settings panel on desktop and on a phone', () => {
  beforeEach(() => {
    resetSharedSessionState();
    useSettingsStore.setState({ state: initialSettingsPanelState });
  });

  const viewport = (desktop: boolean) =>
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: desktop && query === '(min-width: 1024px)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })),
    );

  it('is a sheet that stops the page scrolling on a phone, a popover on desktop', async () => {
    stubPlatform([]);
    viewport(false);
    const phone = renderPanel();
    await phone.user.click(gear());
    expect(document.body.style.overflow).toBe('hidden');
    await phone.user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
    phone.unmount();

    viewport(true);
    const desktop = renderPanel();
    await desktop.user.click(gear());
    expect(dialog()).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  /** A row of the desktop side menu opening the panel, as the shell wires it (spec shell §2). */
  function MenuRow() {
    const settings = useSettingsDialog('beside');
    return (
      <nav aria-label="Main">
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={settings.open}
          onClick={(event) => settings.openFrom(event.currentTarget)}
        >
          Settings
        </button>
        {settings.dialog}
      </nav>
    );
  }
  const menuRow = () =>
    within(screen.getByRole('navigation', { name: 'Main', hidden: true })).getByRole('button', {
      name: 'Settings',
      hidden: true,
    });

  it('opens the same panel from a side-menu row, beside the row and whole on the screen', async () => {
    stubPlatform([]);
    viewport(true);
    // jsdom lays nothing out: the row's place and the panel's height are given here.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(400);
    const { user } = renderPanel(testSite(), <MenuRow />);
    menuRow().getBoundingClientRect = () => new DOMRect(0, 600, 240, 44);

    await user.click(menuRow());
    expect(menuRow()).toHaveAttribute('aria-expanded', 'true');
    // Right of the row (the menu is on the left), raised so its 400 px fit above the bottom.
    expect(dialog()).toHaveStyle({ left: '248px', top: `${window.innerHeight - 400 - 16}px` });
    await user.click(within(dialog()).getByRole('radio', { name: 'American' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(price()).toHaveTextContent('+150');
    expect(menuRow()).toHaveFocus();
    expect(menuRow()).toHaveAttribute('aria-expanded', 'false');

    // A menu on the right: the panel opens to the row's left, level with it.
    menuRow().getBoundingClientRect = () => new DOMRect(window.innerWidth - 240, 100, 240, 44);
    await user.click(menuRow());
    expect(dialog()).toHaveStyle({ right: '248px', top: '100px' });
    await user.keyboard('{Escape}');
    expect(menuRow()).toHaveFocus();
  });
});
