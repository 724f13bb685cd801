import { focusManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from '../../app/[locale]/_components/site-header';
import { useBalanceVisibilityStore } from '../features/wallet';
import { useSessionStore } from '../shared/session/session-store';
import { stubPlatform, type Route } from '../shared/testing/fetch-routes';
import { makeSession } from '../shared/testing/fixtures';
import { jsonResponse, renderWithClient } from '../shared/testing/render-with-client';
import { resetSharedSessionState } from '../shared/testing/reset-session';

const BALANCE_PATH = '/xapi/icore/players/alice/balance/sportsbook';
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
      path: '/xapi/bet/account/77/betcount',
      reply: () => jsonResponse({ betCount, balance: 0, currency: 'EUR' }),
    },
  ];
}

describe('site header (spec shell §2 Header, §4 Wallet polling, §6)', () => {
  beforeEach(() => {
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
    expect(screen.getByRole('link', { name: 'Touchline' })).toHaveAttribute('href', '/en');
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
      `${BALANCE_PATH}?includeFullBalanceDetails=false`,
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

  const profile = (selfExcluded: boolean): Route => ({
    method: 'GET',
    path: '/accounts/me/profile',
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
    await user.click(toggle);
    expect(balance).toHaveTextContent('1,000 EUR');
  });

  it('shrinks the balance font at 14 and 18 characters', async () => {
    useSessionStore.getState().login(makeSession());
    stubPlatform(routes([123_456_789.5]));
    renderWithClient(<SiteHeader locale="en" />);
    const balance = screen.getByLabelText('Balance');
    // "EUR" + "123,456,789.5" = 16 characters.
    await vi.waitFor(() => expect(balance).toHaveAttribute('data-size', 'small'));
  });

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
