import { focusManager } from '@tanstack/react-query';
import { ENDPOINTS } from '@touchline/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from '../../app/[locale]/_components/site-header';
import { useBalanceVisibilityStore } from '../features/wallet';
import { useSessionStore } from '../shared/session/session-store';
import { pathOf, type Route, stubPlatform } from '../shared/testing/fetch-routes';
import { makeSession } from '../shared/testing/fixtures';
import { jsonResponse, renderWithClient } from '../shared/testing/render-with-client';
import { resetSharedSessionState } from '../shared/testing/reset-session';

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
const wallet = (balance: number) => ({
  name: 'sportsbook',
  currency: 'EUR',
  balance,
  totalBalance: balance,
});

function routes(balances: number[], betCount = 0): Route[] {
  let i = 0;
  return [
    {
      method: 'GET',
      path: BALANCE_PATH,
      reply: () => jsonResponse(wallet(balances[Math.min(i++, balances.length - 1)] ?? 0)),
    },
    {
      method: 'GET',
      path: pathOf(ENDPOINTS.wallet.betCount, { accountId: 77 }),
      reply: () => jsonResponse({ betCount, balance: 0, currency: 'EUR' }),
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

/** The balance visibility as the next page would read it (storage-key helper's prefix). */
function storedBalanceHidden(): unknown {
  const raw = window.localStorage.getItem('touchline:balance-visibility');
  return raw === null ? null : (JSON.parse(raw) as { state: { hidden: unknown } }).state.hidden;
}

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

  it('offers Login to a logged-out visitor', () => {
    stubPlatform([]);
    renderWithClient(<SiteHeader locale="en" />);
    expect(screen.getByRole('link', { name: 'Touchline home' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Balance')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /My Bets/ })).not.toBeInTheDocument();
  });

  it('shows the balance (short form), My Bets with its count and the player menus', async () => {
    useSessionStore.getState().login(makeSession());
    const platform = stubPlatform(routes([1000], 3));
    const { user } = renderWithClient(<SiteHeader locale="en" />);

    await vi.waitFor(() =>
      expect(screen.getByLabelText('Balance')).toHaveTextContent(/^1,000 EUR$/),
    );
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
    expect(screen.getByRole('link', { name: 'Responsible gambling' })).toHaveAttribute(
      'href',
      '/en/account/responsible-gambling',
    );
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();

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

    // The account dropdown (spec shell §2).
    await user.click(screen.getByRole('button', { name: /account menu/ }));
    const links = ['My profile', 'My bets', 'Balances', 'Transactions'].map((name) =>
      screen.getByRole('link', { name }).getAttribute('href'),
    );
    expect(links).toEqual([
      '/en/account',
      '/en/account/bets',
      '/en/account/balances',
      '/en/account/transactions',
    ]);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it("marks the self-exclusion icon from the profile's selfExcluded flag", async () => {
    useSessionStore.getState().login(makeSession());
    stubPlatform([...routes([1000]), profile(false)]);
    const first = renderWithClient(<SiteHeader locale="en" />);
    const plain = await screen.findByRole('link', { name: 'Responsible gambling' });
    expect(plain).not.toHaveAttribute('data-self-excluded');
    first.unmount();

    stubPlatform([...routes([1000]), profile(true)]);
    renderWithClient(<SiteHeader locale="en" />);
    const marked = await screen.findByRole('link', { name: 'Self-excluded: responsible gambling' });
    expect(marked).toHaveAttribute('href', '/en/account/responsible-gambling');
    expect(marked).toHaveAttribute('data-self-excluded', 'true');
  });

  it('offers an excluded player (withdraw-only session) the withdrawal alone', async () => {
    useSessionStore.getState().login(makeSession({ withdrawOnly: true }));
    stubPlatform([...routes([250]), profile(true)]);
    const { user } = renderWithClient(<SiteHeader locale="en" />);
    await vi.waitFor(() => expect(screen.getByLabelText('Balance')).toHaveTextContent(/^250 EUR$/));
    await user.click(screen.getByRole('button', { name: 'Cashier' }));
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/en/account/withdraw',
    );
    expect(screen.queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
  });

  it('hides and shows the balance', async () => {
    useSessionStore.getState().login(makeSession());
    stubPlatform(routes([1000]));
    const { user } = renderWithClient(<SiteHeader locale="en" />);
    const balance = screen.getByLabelText('Balance');
    await vi.waitFor(() => expect(balance).toHaveTextContent('1,000 EUR'));
    const toggle = screen.getByRole('button', { name: 'Hide balance' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(balance).not.toHaveTextContent('1,000');
    expect(balance).toHaveTextContent('hidden');
    // Kept per browser: the next page starts hidden.
    expect(storedBalanceHidden()).toBe(true);
    await user.click(toggle);
    expect(balance).toHaveTextContent('1,000 EUR');
    expect(storedBalanceHidden()).toBe(false);
  });

  // The currency code stands in for the symbol: "EUR" + the amount's characters.
  it.each([
    [123_456.78, '123,456.78', 'regular'], // 13
    [1_234_567.8, '1,234,567.8', 'small'], // 14
    [123_456_789.12, '123,456,789.12', 'small'], // 17
    [1_234_567_890.1, '1,234,567,890.1', 'smaller'], // 18
  ])(
    'sizes the balance %s by its length (spec shell §2: shrinks at 14 and 18)',
    async (amount, text, size) => {
      useSessionStore.getState().login(makeSession());
      stubPlatform(routes([amount]));
      renderWithClient(<SiteHeader locale="en" />);
      const balance = screen.getByLabelText('Balance');
      await vi.waitFor(() => expect(balance).toHaveTextContent(`${text} EUR`));
      expect(balance).toHaveAttribute('data-size', size);
    },
  );

  it('refreshes the balance when its query is invalidated (after a bet or a deposit)', async () => {
    useSessionStore.getState().login(makeSession());
    stubPlatform(routes([1000, 990]));
    const { queryClient } = renderWithClient(<SiteHeader locale="en" />);
    const balance = screen.getByTestId('balance');
    await vi.waitFor(() => expect(balance).toHaveTextContent('1,000 EUR'));
    await queryClient.invalidateQueries({ queryKey: ['wallet'] });
    await vi.waitFor(() => expect(balance).toHaveTextContent(/^990 EUR$/));
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
    expect(within(document.body).getByLabelText('Balance')).toHaveTextContent('1,002 EUR');
  });
});

describe('site header on desktop: logout (spec shell §6)', () => {
  beforeEach(() => {
    viewport.desktop = true;
    resetSharedSessionState();
  });

  it.each([
    [undefined, true],
    [null, true],
    [true, true],
    [false, false],
  ])('display_logout_button %s → Log out shown: %s', async (displayLogoutButton, shown) => {
    useSessionStore.getState().login(makeSession());
    stubPlatform(routes([1000]));
    const { user } = renderWithClient(
      <SiteHeader locale="en" displayLogoutButton={displayLogoutButton} />,
    );
    await user.click(screen.getByRole('button', { name: /account menu/ }));
    expect(screen.getByRole('link', { name: 'Transactions' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' }) !== null).toBe(shown);
  });

  it('shows no menu button: the desktop has its side menu', () => {
    stubPlatform([]);
    renderWithClient(
      <SiteHeader
        locale="en"
        menuButton={<button type="button">Menu</button>}
        controls={<button type="button">Language</button>}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    // The desktop header carries its controls (the language selector) instead.
    expect(screen.getByRole('button', { name: 'Language' })).toBeInTheDocument();
  });
});

describe('site header on a phone, below 1024 px (spec shell §2, §6, §9)', () => {
  beforeEach(() => {
    viewport.desktop = false;
    resetSharedSessionState();
    useBalanceVisibilityStore.setState({ hidden: false });
  });

  const menuButton = <button type="button">Menu</button>;

  it('keeps a visitor to the menu button, the logo and Login', () => {
    stubPlatform([]);
    renderWithClient(<SiteHeader locale="en" menuButton={menuButton} />);
    const bar = screen.getByRole('banner');
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Menu', 'Login']);
    expect(within(bar).getByRole('link', { name: 'Touchline home' })).toHaveAttribute(
      'href',
      '/en',
    );
    expect(screen.queryByLabelText('Balance')).not.toBeInTheDocument();
  });

  it('keeps a player to the menu button, the logo, the compact balance and one account button', async () => {
    useSessionStore.getState().login(makeSession());
    stubPlatform([...routes([1000], 3), profile(false)]);
    renderWithClient(<SiteHeader locale="en" menuButton={menuButton} />);
    const bar = screen.getByRole('banner');
    await vi.waitFor(() =>
      expect(within(bar).getByLabelText('Balance')).toHaveTextContent('1,000 EUR'),
    );
    await screen.findByRole('link', { name: 'Touchline home' });

    // The bar's buttons, in order: the menu first, then the cashier and the account.
    const names = within(bar)
      .getAllByRole('button')
      .map((button) => button.textContent?.trim());
    expect(names).toEqual(['Menu', 'Cashier', 'alice account menu']);
    // Everything else waits in the dropdowns (or the footer bar: My Bets).
    for (const name of [/My Bets/, /Responsible gambling/, 'My account']) {
      expect(within(bar).queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(within(bar).queryByRole('button', { name: 'Hide balance' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('puts deposit, withdraw and the show/hide toggle in the balance dropdown', async () => {
    useSessionStore.getState().login(makeSession());
    stubPlatform(routes([1000]));
    const { user } = renderWithClient(<SiteHeader locale="en" menuButton={menuButton} />);
    const balance = screen.getByLabelText('Balance');
    await vi.waitFor(() => expect(balance).toHaveTextContent('1,000 EUR'));

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
    const toggle = screen.getByRole('button', { name: 'Hide balance' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(balance).toHaveTextContent('hidden');
    expect(balance).not.toHaveTextContent('1,000');
    expect(storedBalanceHidden()).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(cashier).toHaveFocus();
  });

  it('puts the account pages, responsible gambling and Log out in the account menu', async () => {
    useSessionStore.getState().login(makeSession());
    stubPlatform([...routes([1000]), profile(true)]);
    // Off on desktop, but the phone always offers logout (spec shell §6).
    const { user } = renderWithClient(
      <SiteHeader locale="en" menuButton={menuButton} displayLogoutButton={false} />,
    );
    const account = screen.getByRole('button', { name: 'alice account menu' });
    expect(account).toHaveAttribute('aria-expanded', 'false');
    await user.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(account.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    const links = within(panel!)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links.slice(0, 4)).toEqual([
      ['My profile', '/en/account'],
      ['My bets', '/en/account/bets'],
      ['Balances', '/en/account/balances'],
      ['Transactions', '/en/account/transactions'],
    ]);
    // A self-excluded player's entry says so (the profile's flag).
    const responsible = await within(panel!).findByRole('link', {
      name: 'Self-excluded: responsible gambling',
    });
    expect(responsible).toHaveAttribute('href', '/en/account/responsible-gambling');
    expect(responsible).toHaveAttribute('data-self-excluded', 'true');
    expect(within(panel!).getByRole('button', { name: 'Log out' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(account).toHaveFocus();
  });
});
