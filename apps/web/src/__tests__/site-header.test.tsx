import { focusManager } from '@tanstack/react-query';
import { ENDPOINTS, type ChannelSettings, type Language } from '@touchline/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from '../../app/[locale]/_components/site-header';
import { JoinInfo } from '../../app/[locale]/(site)/join/join-info';
import { useBalanceVisibilityStore } from '../features/wallet';
import { useSessionStore } from '../shared/session/session-store';
import type { ClientSite } from '../shared/site/site-context';
import { pathOf, type Route, stubPlatform } from '../shared/testing/fetch-routes';
import { makeSession } from '../shared/testing/fixtures';
import { jsonResponse, renderWithClient } from '../shared/testing/render-with-client';
import { resetSharedSessionState } from '../shared/testing/reset-session';
import { testSite } from '../shared/testing/test-site';

/** The viewport the header sees through its media-query hook (jsdom has no layout). */
const viewport = vi.hoisted(() => ({ desktop: true }));
vi.mock('../shared/hydration/use-media-query', () => ({
  // The header asks one question: is the viewport at least 1024 px wide (spec shell §9).
  useMediaQuery: (query: string) => {
    if (query !== '(min-width: 1024px)') throw new Error(`unexpected media query ${query}`);
    return viewport.desktop;
  },
}));

const BALANCE_PATH = pathOf(ENDPOINTS.wallet.sportsbookBalance, { username: 'alice' });
const EXTERNAL_HEADER_PATH = pathOf(ENDPOINTS.cms.externalHeader);
const EXTRAS_PATH = pathOf(ENDPOINTS.cms.submenu, { id: 'header-extras' });

const wallet = (balance: number, currency = 'EUR') => ({
  name: 'sportsbook',
  currency,
  balance,
  totalBalance: balance,
});

function routes(balances: number[], betCount = 0, currency = 'EUR'): Route[] {
  let i = 0;
  return [
    {
      method: 'GET',
      path: BALANCE_PATH,
      reply: () =>
        jsonResponse(wallet(balances[Math.min(i++, balances.length - 1)] ?? 0, currency)),
    },
    {
      method: 'GET',
      path: pathOf(ENDPOINTS.wallet.betCount, { accountId: 77 }),
      reply: () => jsonResponse({ betCount, balance: 0, currency }),
    },
  ];
}

const profile = (selfExcluded: boolean): Route => ({
  method: 'GET',
  path: pathOf(ENDPOINTS.player.profile),
  reply: () =>
    jsonResponse({
      email: null,
      firstName: 'Alice',
      lastName: null,
      lastLoginDate: null,
      registerDate: '2024-01-01T00:00:00.000Z',
      residence: { countryCode: 'GB' },
      accountCode: 'TL77',
      selfExcluded,
      accountStatus: 'active',
      defaultStake: null,
      realityCheckMinutes: 0,
    }),
});

/** The test site with some web settings (and other parts) changed. */
function siteWith(
  web: Partial<ChannelSettings>,
  other: Partial<Omit<ClientSite, 'settings'>> = {},
): ClientSite {
  const base = testSite();
  return testSite({
    ...other,
    settings: { web: { ...base.settings.web, ...web }, mobile: base.settings.mobile },
  });
}

const languages = (count: number): Language[] =>
  ['en', 'es', 'pt', 'de', 'tr', 'fr', 'it', 'nl', 'pl'].slice(0, count).map((code, i) => ({
    id: i + 1,
    name: `Language ${code}`,
    external_locale: code,
    locale: code,
  }));

/** The balance visibility as the next page would read it (storage-key helper's prefix). */
function storedBalanceHidden(): unknown {
  const raw = window.localStorage.getItem('touchline:balance-visibility');
  return raw === null ? null : (JSON.parse(raw) as { state: { hidden: unknown } }).state.hidden;
}

const SUBHEADER = {
  submenu_links: [
    { id: 'sh-football', name: 'Football', url: '/sports/240-FOOT', icon: 'FOOT' },
    { id: 'sh-tennis', name: 'Tennis', url: '/sports/239-TENN', icon: 'TENN' },
  ],
};

describe('site header for a visitor (spec shell §2 Header, §6)', () => {
  beforeEach(() => {
    viewport.desktop = true;
    resetSharedSessionState();
  });

  it('offers Login and Join, and the logo links home', () => {
    stubPlatform([]);
    renderWithClient(<SiteHeader locale="en" />);
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('link', { name: 'Touchline home' })).toHaveAttribute(
      'href',
      '/en',
    );
    expect(within(bar).getByRole('button', { name: 'Login' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    // No registration flow: Join leads to the page that says how to get an account.
    expect(within(bar).getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/en/join');
    expect(screen.queryByLabelText('Balance')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /My Bets/ })).not.toBeInTheDocument();
  });

  it.each([
    [true, true],
    [false, true],
    [true, false],
    [false, false],
  ])(
    'display_login_button %s, display_registration_button %s gate the two buttons',
    (login, join) => {
      stubPlatform([]);
      renderWithClient(
        <SiteHeader locale="en" />,
        siteWith({ display_login_button: login, display_registration_button: join }),
      );
      expect(screen.queryByRole('button', { name: 'Login' }) !== null).toBe(login);
      expect(screen.queryByRole('link', { name: 'Join' }) !== null).toBe(join);
    },
  );
});

describe('the join page (spec shell §2 join button; no registration flow)', () => {
  beforeEach(() => {
    resetSharedSessionState();
  });

  it('says accounts cannot be opened online, how to get in on the demo, and offers Login', () => {
    renderWithClient(<JoinInfo />);
    expect(screen.getByRole('heading', { level: 1, name: 'Open an account' })).toBeInTheDocument();
    expect(
      screen.getByText('Accounts cannot be opened online on this site yet.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/demo players listed in the README/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });
});

describe('site header on desktop (spec shell §2 Header, §4 Wallet polling, §6)', () => {
  beforeEach(() => {
    viewport.desktop = true;
    resetSharedSessionState();
    useBalanceVisibilityStore.setState({ hidden: false });
  });
  afterEach(() => {
    focusManager.setFocused(undefined);
    vi.useRealTimers();
  });

  it('shows the balance with its symbol, My Bets with its count and the player menus', async () => {
    useSessionStore.getState().login(makeSession());
    const platform = stubPlatform(routes([1000], 3));
    const { user } = renderWithClient(<SiteHeader locale="en" />);

    await vi.waitFor(() => expect(screen.getByLabelText('Balance')).toHaveTextContent('€1,000.00'));
    expect(platform.callsTo(BALANCE_PATH)[0]?.url).toBe(
      `${BALANCE_PATH}?includeFullBalanceDetails=false&l=en`,
    );
    expect(platform.callsTo(BALANCE_PATH)[0]?.headers.Authorization).toBe('Bearer token-abc');
    await vi.waitFor(() =>
      expect(screen.getByRole('link', { name: 'My Bets, 3 open' })).toHaveAttribute(
        'href',
        '/en/open_bets',
      ),
    );
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/en/account');
    expect(screen.getByRole('link', { name: 'Self-exclusion' })).toHaveAttribute(
      'href',
      '/en/account/responsible-gambling',
    );
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join' })).not.toBeInTheDocument();

    // The balance dropdown: deposit and withdraw links to the cashier.
    const cashier = screen.getByRole('button', { name: 'Cashier' });
    expect(cashier).toHaveAttribute('aria-expanded', 'false');
    await user.click(cashier);
    expect(cashier).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/en/account/deposit',
    );
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/en/account/withdraw',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(cashier).toHaveFocus();

    // The account dropdown (spec shell §2), in the spec's order, ending in logout.
    const account = screen.getByRole('button', { name: "alice's account menu" });
    await user.click(account);
    const panel = document.getElementById(account.getAttribute('aria-controls') ?? '');
    if (!panel) throw new Error('the account menu is open');
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['My profile', '/en/account'],
      ['My Bets', '/en/account/bets'],
      ['Balances', '/en/account/balances'],
      ['Transactions', '/en/account/transactions'],
    ]);
    expect(within(panel).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it("marks the self-exclusion button from the profile's selfExcluded flag", async () => {
    useSessionStore.getState().login(makeSession());
    stubPlatform([...routes([1000]), profile(false)]);
    const first = renderWithClient(<SiteHeader locale="en" />);
    const plain = await screen.findByRole('link', { name: 'Self-exclusion' });
    expect(plain).not.toHaveAttribute('data-self-excluded');
    first.unmount();

    stubPlatform([...routes([1000]), profile(true)]);
    renderWithClient(<SiteHeader locale="en" />);
    const marked = await screen.findByRole('link', { name: 'Self-excluded: responsible gambling' });
    expect(marked).toHaveAttribute('href', '/en/account/responsible-gambling');
    expect(marked).toHaveAttribute('data-self-excluded', 'true');
  });

  it.each([
    // [local_account, enable_self_exclusion, shown] — spec shell §6
    [false, true, true],
    [false, false, false],
    [true, false, true],
  ])(
    'self-exclusion button: local_account %s, enable_self_exclusion %s → shown %s',
    async (localAccount, enabled, shown) => {
      useSessionStore.getState().login(makeSession());
      stubPlatform([...routes([1000]), profile(false)]);
      const site = siteWith({ enable_self_exclusion: enabled });
      renderWithClient(
        <SiteHeader locale="en" />,
        testSite({ ...site, brand: { ...site.brand, local_account: localAccount } }),
      );
      await vi.waitFor(() => expect(screen.getByLabelText('Balance')).toHaveTextContent('€1,000'));
      expect(screen.queryByRole('link', { name: 'Self-exclusion' }) !== null).toBe(shown);
    },
  );

  it('offers an excluded player (withdraw-only session) the withdrawal alone', async () => {
    useSessionStore.getState().login(makeSession({ withdrawOnly: true }));
    stubPlatform([...routes([250]), profile(true)]);
    const { user } = renderWithClient(<SiteHeader locale="en" />);
    await vi.waitFor(() => expect(screen.getByLabelText('Balance')).toHaveTextContent('€250.00'));
    await user.click(screen.getByRole('button', { name: 'Cashier' }));
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/en/account/withdraw',
    );
    expect(screen.queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
  });

  it('hides and shows the balance (clem_header_toggle_balance on)', async () => {
    useSessionStore.getState().login(makeSession());
    stubPlatform(routes([1000]));
    const { user } = renderWithClient(
      <SiteHeader locale="en" />,
      siteWith({ clem_header_toggle_balance: true }),
    );
    const balance = screen.getByLabelText('Balance');
    await vi.waitFor(() => expect(balance).toHaveTextContent('€1,000.00'));
    const toggle = screen.getByRole('button', { name: 'Hide balance' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(balance).not.toHaveTextContent('1,000');
    expect(balance).toHaveTextContent('hidden');
    // Kept per browser: the next page starts hidden.
    expect(storedBalanceHidden()).toBe(true);
    await user.click(toggle);
    expect(balance).toHaveTextContent('€1,000.00');
    expect(storedBalanceHidden()).toBe(false);
  });

  it('has no toggle and always shows the balance with clem_header_toggle_balance off', async () => {
    useBalanceVisibilityStore.setState({ hidden: true });
    useSessionStore.getState().login(makeSession());
    stubPlatform(routes([1000]));
    renderWithClient(<SiteHeader locale="en" />, siteWith({ clem_header_toggle_balance: false }));
    await vi.waitFor(() => expect(screen.getByLabelText('Balance')).toHaveTextContent('€1,000.00'));
    expect(screen.queryByRole('button', { name: 'Hide balance' })).not.toBeInTheDocument();
  });

  // spec shell §2: symbol plus amount — "€" and the digits with their separators.
  it.each([
    [1_234_567.8, 'EUR', '€1,234,567.80', 'regular'], // 1 + 12 = 13
    [12_345_678.9, 'EUR', '€12,345,678.90', 'small'], // 1 + 13 = 14
    [1_234_567_890.12, 'EUR', '€1,234,567,890.12', 'small'], // 1 + 16 = 17
    [12_345_678_901.23, 'EUR', '€12,345,678,901.23', 'smaller'], // 1 + 17 = 18
    [1_234_567.89, 'USDT', '1,234,567.89\u00a0USDT', 'small'], // 4 + 12 = 16
  ])(
    'sizes the balance %s %s by its symbol plus amount (shrinks at 14 and 18)',
    async (amount, currency, text, size) => {
      useSessionStore.getState().login(makeSession({ currency }));
      stubPlatform(routes([amount], 0, currency));
      renderWithClient(<SiteHeader locale="en" />);
      const balance = screen.getByLabelText('Balance');
      await vi.waitFor(() => expect(balance.textContent).toBe(text));
      expect(balance).toHaveAttribute('data-size', size);
    },
  );

  it('refreshes the balance when its query is invalidated (after a bet or a deposit)', async () => {
    useSessionStore.getState().login(makeSession());
    stubPlatform(routes([1000, 990]));
    const { queryClient } = renderWithClient(<SiteHeader locale="en" />);
    const balance = screen.getByTestId('balance');
    await vi.waitFor(() => expect(balance).toHaveTextContent('€1,000.00'));
    await queryClient.invalidateQueries({ queryKey: ['wallet'] });
    await vi.waitFor(() => expect(balance).toHaveTextContent(/^€990\.00$/));
  });

  it('polls the balance every 10 s only while the window is focused, and refetches on focus', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    useSessionStore.getState().login(makeSession());
    const platform = stubPlatform(routes([1000, 1001, 1002, 1003]));
    renderWithClient(<SiteHeader locale="en" />);
    await vi.waitFor(() => expect(platform.callsTo(BALANCE_PATH)).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(platform.callsTo(BALANCE_PATH)).toHaveLength(2);
    act(() => focusManager.setFocused(false));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(platform.callsTo(BALANCE_PATH)).toHaveLength(2);
    act(() => focusManager.setFocused(true));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(platform.callsTo(BALANCE_PATH)).toHaveLength(3);
    expect(within(document.body).getByLabelText('Balance')).toHaveTextContent('€1,002.00');
  });
});

describe('site header on desktop: logout (spec shell §6)', () => {
  beforeEach(() => {
    viewport.desktop = true;
    resetSharedSessionState();
  });

  it.each([
    [true, true],
    [false, false],
  ])('display_logout_button %s → Log out shown: %s', async (setting, shown) => {
    useSessionStore.getState().login(makeSession());
    stubPlatform(routes([1000]));
    const { user } = renderWithClient(
      <SiteHeader locale="en" />,
      siteWith({ display_logout_button: setting }),
    );
    await user.click(screen.getByRole('button', { name: "alice's account menu" }));
    expect(screen.getByRole('link', { name: 'Transactions' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' }) !== null).toBe(shown);
  });

  it('shows no menu button: the desktop has its side menu', () => {
    stubPlatform([]);
    renderWithClient(
      <SiteHeader
        locale="en"
        menuButton={<button type="button">Menu</button>}
        controls={<button type="button">Extra</button>}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Extra' })).toBeInTheDocument();
  });
});

describe('header language selector (spec shell §2 Language dropdown, §9)', () => {
  beforeEach(() => {
    viewport.desktop = true;
    resetSharedSessionState();
  });

  const trigger = () => screen.getByRole('button', { name: /^Current language/ });

  it('shows flags beside the languages, the current one on the button', async () => {
    stubPlatform([]);
    const { user } = renderWithClient(<SiteHeader locale="en" />);
    const button = trigger();
    expect(button).toHaveAccessibleName('Current language: English');
    expect(button.querySelector('img')).toHaveAttribute('src', '/flags/en.svg');
    await user.click(button);
    const list = screen.getByRole('list', { name: 'Choose your language' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['English', '/en'],
      ['Español', '/es'],
    ]);
    expect(links.map((link) => link.querySelector('img')?.getAttribute('src'))).toEqual([
      '/flags/en.svg',
      '/flags/es.svg',
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'true');
  });

  it('lists 7 languages in one column and 8 in a grid', async () => {
    stubPlatform([]);
    const seven = renderWithClient(
      <SiteHeader locale="en" />,
      testSite({ languages: languages(7) }),
    );
    await seven.user.click(trigger());
    expect(screen.getByRole('list', { name: 'Choose your language' })).toHaveAttribute(
      'data-layout',
      'singleColumn',
    );
    seven.unmount();

    const eight = renderWithClient(
      <SiteHeader locale="en" />,
      testSite({ languages: languages(8) }),
    );
    await eight.user.click(trigger());
    const grid = screen.getByRole('list', { name: 'Choose your language' });
    expect(grid).toHaveAttribute('data-layout', 'grid');
    expect(within(grid).getAllByRole('link')).toHaveLength(8);
  });

  it('is not shown with one language, with enable_flags off, or on a phone', () => {
    stubPlatform([]);
    const one = renderWithClient(<SiteHeader locale="en" />, testSite({ languages: languages(1) }));
    expect(screen.queryByRole('button', { name: /^Current language/ })).not.toBeInTheDocument();
    one.unmount();

    const noFlags = renderWithClient(<SiteHeader locale="en" />, siteWith({ enable_flags: false }));
    expect(screen.queryByRole('button', { name: /^Current language/ })).not.toBeInTheDocument();
    noFlags.unmount();

    viewport.desktop = false;
    renderWithClient(<SiteHeader locale="en" />);
    expect(screen.queryByRole('button', { name: /^Current language/ })).not.toBeInTheDocument();
  });
});

describe('external header (spec shell §2, clem_external_header_*)', () => {
  beforeEach(() => {
    viewport.desktop = true;
    resetSharedSessionState();
    document.head.querySelectorAll('script[data-external-header-script]').forEach((s) => {
      s.remove();
    });
  });

  const enabled = () =>
    siteWith({ clem_external_header_enabled: true, clem_external_header_path: '/group-header' });
  const host = () => document.querySelector<HTMLElement>('[data-external-header]');

  it('asks for nothing and shows nothing when switched off', async () => {
    const platform = stubPlatform([]);
    renderWithClient(<SiteHeader locale="en" />, siteWith({ clem_external_header_enabled: false }));
    await vi.waitFor(() => expect(platform.callsTo(EXTRAS_PATH)).toHaveLength(1));
    expect(platform.callsTo(EXTERNAL_HEADER_PATH)).toHaveLength(0);
    expect(screen.queryByRole('status', { name: '' })).not.toBeInTheDocument();
    expect(host()).toBeNull();
  });

  it('shows a skeleton while loading, then its html and css in their own shadow root', async () => {
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    stubPlatform([{ method: 'GET', path: EXTERNAL_HEADER_PATH, reply: () => pending }]);
    renderWithClient(<SiteHeader locale="en" />, enabled());

    const skeleton = await screen.findByText('Loading the header…');
    expect(skeleton.closest('[aria-busy="true"]')).not.toBeNull();

    answer(
      jsonResponse({
        css: '.group-bar { color: #123456; }',
        js: 'https://cdn.operator.example/header.js',
        html: '<div class="group-bar"><a href="https://operator.example/casino">Casino</a></div>',
      }),
    );
    await vi.waitFor(() => expect(host()?.shadowRoot?.querySelector('a') ?? null).not.toBeNull());
    expect(screen.queryByText('Loading the header…')).not.toBeInTheDocument();
    const root = host()?.shadowRoot;
    if (!root) throw new Error('the external header has its shadow root');
    expect(
      within(root as unknown as HTMLElement).getByRole('link', { name: 'Casino' }),
    ).toHaveAttribute('href', 'https://operator.example/casino');
    expect(root.querySelector('style')?.textContent).toContain('.group-bar { color: #123456; }');
    // The operator's css stays in the shadow root: none of it reaches the page.
    expect(document.head.innerHTML).not.toContain('group-bar');
    // The script the platform kept (one https URL on a declared origin) is loaded once.
    const scripts = document.head.querySelectorAll('script[data-external-header-script]');
    expect(Array.from(scripts, (s) => s.getAttribute('src'))).toEqual([
      'https://cdn.operator.example/header.js',
    ]);
  });

  it('loads no script that is not one https URL', async () => {
    stubPlatform([
      {
        method: 'GET',
        path: EXTERNAL_HEADER_PATH,
        reply: () =>
          jsonResponse({ css: '', js: 'http://operator.example/x.js', html: '<p>Hi</p>' }),
      },
    ]);
    renderWithClient(<SiteHeader locale="en" />, enabled());
    await vi.waitFor(() => expect(host()?.shadowRoot?.textContent).toContain('Hi'));
    expect(document.head.querySelector('script[data-external-header-script]')).toBeNull();
  });

  it.each([
    ['is not configured (404)', 404],
    ['cannot be read (500)', 500],
  ])('shows nothing when it %s', async (_case, status) => {
    const platform = stubPlatform([
      {
        method: 'GET',
        path: EXTERNAL_HEADER_PATH,
        reply: () => jsonResponse({ code: 'X', message: 'no' }, status),
      },
    ]);
    renderWithClient(<SiteHeader locale="en" />, enabled());
    await vi.waitFor(() => expect(platform.callsTo(EXTERNAL_HEADER_PATH)).toHaveLength(1));
    await vi.waitFor(() =>
      expect(screen.queryByText('Loading the header…')).not.toBeInTheDocument(),
    );
    expect(host()).toBeNull();
    // The sportsbook's own header is there all the same.
    expect(screen.getByRole('link', { name: 'Touchline home' })).toBeInTheDocument();
  });
});

describe('sub-header and live chat (spec shell §2 Sub-header bar, §5 live chat)', () => {
  beforeEach(() => {
    viewport.desktop = true;
    resetSharedSessionState();
  });

  const nav = () => screen.getByRole('navigation', { name: 'Shortcuts' });
  const extrasRoute = (links: { id: string; url: string }[]): Route => ({
    method: 'GET',
    path: EXTRAS_PATH,
    reply: () =>
      jsonResponse({
        id: 'header-extras',
        name: 'Header extras',
        submenu_links: links.map((l) => ({ ...l, name: l.id, icon: null })),
      }),
  });

  it.each([
    ['Prematch page', '/en/sports'],
    ['Live page', '/en/live/sport'],
  ] as const)('home target for root_page_configuration %s is %s', (root, href) => {
    stubPlatform([]);
    renderWithClient(
      <SiteHeader locale="en" subheader={SUBHEADER} />,
      siteWith({ root_page_configuration: root }),
    );
    expect(within(nav()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', href);
    expect(within(nav()).getByRole('link', { name: 'Football' })).toHaveAttribute(
      'href',
      '/en/sports/240-FOOT',
    );
  });

  it('is not drawn without a configured sub-menu', () => {
    stubPlatform([]);
    const { unmount } = renderWithClient(<SiteHeader locale="en" subheader={null} />);
    expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).not.toBeInTheDocument();
    unmount();
    renderWithClient(<SiteHeader locale="en" subheader={{ submenu_links: [] }} />);
    expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).not.toBeInTheDocument();
  });

  it('shows Promotions alone when nothing else is configured, and none when switched off', async () => {
    const platform = stubPlatform([]);
    const on = renderWithClient(
      <SiteHeader locale="en" subheader={SUBHEADER} />,
      siteWith({ display_promotions_link: true, live_chat_url: null }),
    );
    await vi.waitFor(() => expect(platform.callsTo(EXTRAS_PATH)).toHaveLength(1));
    expect(within(nav()).getByRole('link', { name: 'Promotions' })).toHaveAttribute(
      'href',
      '/en/promotions',
    );
    for (const name of ['VIP', 'Services', 'Store locator', 'Chat', /Live chat/]) {
      expect(within(nav()).queryByRole('link', { name })).not.toBeInTheDocument();
    }
    on.unmount();

    renderWithClient(
      <SiteHeader locale="en" subheader={SUBHEADER} />,
      siteWith({ display_promotions_link: false }),
    );
    expect(within(nav()).queryByRole('link', { name: 'Promotions' })).not.toBeInTheDocument();
  });

  it('draws the extras the server read with the page at once, and asks the platform for none', () => {
    const platform = stubPlatform([]);
    renderWithClient(
      <SiteHeader
        locale="en"
        subheader={SUBHEADER}
        serverExtras={{
          id: 'header-extras',
          name: 'Header extras',
          submenu_links: [{ id: 'vip', name: 'vip', url: '/promotions?vip=1', icon: null }],
        }}
      />,
      siteWith({ live_chat_url: null }),
    );
    expect(within(nav()).getByRole('link', { name: 'VIP' })).toHaveAttribute(
      'href',
      '/en/promotions?vip=1',
    );
    expect(platform.callsTo(EXTRAS_PATH)).toHaveLength(0);
  });

  it("shows the brand's configured right-hand items in the spec's order, live chat in a new window", async () => {
    stubPlatform([
      extrasRoute([
        { id: 'chat', url: 'https://wa.me/440000000' },
        { id: 'vip', url: '/promotions?vip=1' },
        { id: 'store-locator', url: 'https://shops.touchline.example' },
        { id: 'services', url: '/account' },
        { id: 'promotions', url: 'https://offers.touchline.example' },
        { id: 'unknown', url: '/elsewhere' },
      ]),
    ]);
    renderWithClient(
      <SiteHeader locale="en" subheader={SUBHEADER} />,
      siteWith({ live_chat_url: 'https://chat.touchline.example/start' }),
    );
    const end = await within(nav()).findByRole('link', { name: 'VIP' });
    const list = end.closest('ul');
    if (!list) throw new Error('the right-hand items are a list');
    const items = within(list)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')]);
    expect(items).toEqual([
      ['Promotions (opens in a new window)', 'https://offers.touchline.example', '_blank'],
      ['VIP', '/en/promotions?vip=1', null],
      ['Services', '/en/account', null],
      ['Store locator (opens in a new window)', 'https://shops.touchline.example', '_blank'],
      ['Chat (opens in a new window)', 'https://wa.me/440000000', '_blank'],
      ['Live chat (opens in a new window)', 'https://chat.touchline.example/start', '_blank'],
    ]);
    const chat = within(list).getByRole('link', { name: /^Live chat/ });
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    // The sub-header carries live chat: the header has no second entry.
    expect(
      within(screen.getByRole('banner')).queryByRole('link', { name: /Live chat/ }),
    ).toBeNull();
  });

  it('puts the live chat entry in the header when there is no sub-header, only if configured', () => {
    stubPlatform([]);
    const { unmount } = renderWithClient(
      <SiteHeader locale="en" subheader={null} />,
      siteWith({ live_chat_url: 'https://chat.touchline.example/start' }),
    );
    const chat = within(screen.getByRole('banner')).getByRole('link', {
      name: 'Live chat (opens in a new window)',
    });
    expect(chat).toHaveAttribute('href', 'https://chat.touchline.example/start');
    expect(chat).toHaveAttribute('target', '_blank');
    unmount();

    renderWithClient(<SiteHeader locale="en" />, siteWith({ live_chat_url: null }));
    expect(screen.queryByRole('link', { name: /Live chat/ })).not.toBeInTheDocument();
  });
});

describe('site header on a phone, below 1024 px (spec shell §2, §6, §9)', () => {
  beforeEach(() => {
    viewport.desktop = false;
    resetSharedSessionState();
    useBalanceVisibilityStore.setState({ hidden: false });
  });

  const menuButton = <button type="button">Menu</button>;

  it('keeps a visitor to the menu button, the logo, Login and Join', () => {
    stubPlatform([]);
    renderWithClient(
      <SiteHeader locale="en" menuButton={menuButton} subheader={SUBHEADER} />,
      siteWith({ live_chat_url: 'https://chat.touchline.example/start' }),
    );
    const bar = screen.getByRole('banner');
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual(['Menu', 'Search', 'Settings', 'Login']);
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en', '/en/join']);
    expect(screen.queryByLabelText('Balance')).not.toBeInTheDocument();
  });

  it('keeps a player to the menu button, the logo, the compact balance and one account button', async () => {
    // A balance hidden on desktop is shown here: the phone has no toggle to undo it.
    useBalanceVisibilityStore.setState({ hidden: true });
    useSessionStore.getState().login(makeSession());
    stubPlatform([...routes([1000], 3), profile(true)]);
    renderWithClient(<SiteHeader locale="en" menuButton={menuButton} />);
    const bar = screen.getByRole('banner');
    await vi.waitFor(() =>
      expect(within(bar).getByLabelText('Balance')).toHaveTextContent('€1,000.00'),
    );

    // The bar's buttons, in order: the menu first, then the cashier and the account.
    const names = within(bar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent?.trim());
    expect(names).toEqual(['Menu', 'Search', 'Settings', 'Cashier', "alice's account menu"]);
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en']);
    expect(within(bar).queryByRole('button', { name: 'Hide balance' })).not.toBeInTheDocument();
  });

  it('puts deposit and withdraw in the balance dropdown', async () => {
    useSessionStore.getState().login(makeSession());
    stubPlatform(routes([1000]));
    const { user } = renderWithClient(<SiteHeader locale="en" menuButton={menuButton} />);
    await vi.waitFor(() => expect(screen.getByLabelText('Balance')).toHaveTextContent('€1,000.00'));

    const cashier = screen.getByRole('button', { name: 'Cashier' });
    await user.click(cashier);
    expect(cashier).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/en/account/deposit',
    );
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/en/account/withdraw',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(cashier).toHaveFocus();
  });

  it('puts the account pages and Log out in the account menu, whatever the desktop setting', async () => {
    useSessionStore.getState().login(makeSession());
    stubPlatform(routes([1000]));
    // Off on desktop, but the phone always offers logout (spec shell §6).
    const { user } = renderWithClient(
      <SiteHeader locale="en" menuButton={menuButton} />,
      siteWith({ display_logout_button: false }),
    );
    const account = screen.getByRole('button', { name: "alice's account menu" });
    await user.click(account);
    const panel = document.getElementById(account.getAttribute('aria-controls') ?? '');
    if (!panel) throw new Error('the account menu is open');
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['My profile', '/en/account'],
      ['My Bets', '/en/account/bets'],
      ['Balances', '/en/account/balances'],
      ['Transactions', '/en/account/transactions'],
    ]);
    expect(within(panel).getByRole('button', { name: 'Log out' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(account).toHaveFocus();
  });
});
