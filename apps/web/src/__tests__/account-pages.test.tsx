import { act, screen, within } from '@testing-library/react';
import { ENDPOINTS } from '@touchline/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProfilePanel } from '../features/account';
import { BalancesPanel, TransactionsPanel } from '../features/wallet';
import { LoginRequired } from '../shared/session/login-required';
import { useShellStore } from '../shared/session/shell-store';
import { useSessionStore } from '../shared/session/session-store';
import { pathOf, setTestCookie, stubPlatform } from '../shared/testing/fetch-routes';
import { makeSession } from '../shared/testing/fixtures';
import { jsonResponse, renderWithClient } from '../shared/testing/render-with-client';
import { resetSharedSessionState } from '../shared/testing/reset-session';

beforeEach(() => {
  resetSharedSessionState();
});

describe('account pages', () => {
  it('ask a visitor to log in', async () => {
    stubPlatform([]);
    const { user } = renderWithClient(
      <LoginRequired prompt="Log in to see your account.">
        <p>secret</p>
      </LoginRequired>,
    );
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useShellStore.getState().state.openModal).toBe('login');
  });

  it('wait for a session that a cookie is restoring after a page load, then show the page', () => {
    setTestCookie('tl_fp', 'fp-1');
    stubPlatform([]);
    renderWithClient(
      <LoginRequired prompt="Log in to see your account.">
        <p>secret</p>
      </LoginRequired>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    act(() => {
      useSessionStore.getState().login(makeSession({ fingerprint: 'fp-1' }));
      useSessionStore.getState().settleRestore();
    });
    expect(screen.getByText('secret')).toBeInTheDocument();
  });

  it('ask for a login when the cookie restored nothing', () => {
    setTestCookie('tl_fp', 'fp-stale');
    stubPlatform([]);
    renderWithClient(
      <LoginRequired prompt="Log in to see your account.">
        <p>secret</p>
      </LoginRequired>,
    );
    act(() => useSessionStore.getState().settleRestore());
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('my profile shows the profile and the player details', async () => {
    useSessionStore.getState().login(makeSession());
    stubPlatform([
      {
        method: 'GET',
        path: pathOf(ENDPOINTS.player.profile),
        reply: () =>
          jsonResponse({
            email: 'alice@example.test',
            firstName: 'Alice',
            lastName: 'Liddell',
            lastLoginDate: null,
            registerDate: '2024-01-01T00:00:00.000Z',
            residence: { countryCode: 'GB' },
            accountCode: 'TL77',
            selfExcluded: false,
            accountStatus: 'active',
            defaultStake: 5,
            realityCheckMinutes: 0,
          }),
      },
      {
        method: 'GET',
        path: pathOf(ENDPOINTS.player.details, { id: 7 }),
        reply: () =>
          jsonResponse({
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
            defaultStake: 5,
            registrationDateTime: '2024-01-01T00:00:00.000Z',
            locale: 'en',
            currency: 'EUR',
            countryCode: 'GB',
            playerCreatedByAgent: false,
            isRememberStake: true,
            avayaSToken: 'chat',
            excludedFromPromotions: false,
          }),
      },
    ]);
    renderWithClient(<ProfilePanel />);
    expect(await screen.findByRole('heading', { name: 'Alice Liddell' })).toBeInTheDocument();
    expect(screen.getByText('TL77')).toBeInTheDocument();
    expect(screen.getByText('This is your first login')).toBeInTheDocument();
    expect(screen.getByText('Decimal')).toBeInTheDocument();
    expect(screen.getByText('€5.00')).toBeInTheDocument();
  });

  it('balances shows every part of the wallet', async () => {
    useSessionStore.getState().login(makeSession());
    const platform = stubPlatform([
      {
        method: 'GET',
        path: pathOf(ENDPOINTS.wallet.sportsbookBalance, { username: 'alice' }),
        reply: () =>
          jsonResponse({
            name: 'sportsbook',
            currency: 'EUR',
            balance: 120,
            totalBalance: 125,
            realBalance: 100,
            bonusBalance: 20,
            promoCash: 5,
            totalLeftToWager: 80,
            withdrawableAmount: 60,
          }),
      },
    ]);
    renderWithClient(<BalancesPanel />);
    expect(await screen.findByRole('heading', { name: 'Total €125.00' })).toBeInTheDocument();
    expect(platform.calls[0]?.url).toContain('includeFullBalanceDetails=true');
    const value = (term: string) =>
      within(screen.getByText(term).parentElement as HTMLElement).getByRole('definition')
        .textContent;
    expect(value('Real money')).toBe('€100.00');
    expect(value('Bonus')).toBe('€20.00');
    expect(value('Promo cash')).toBe('€5.00');
    expect(value('Withdrawable')).toBe('€60.00');
    expect(value('Left to wager')).toBe('€80.00');
    // Nothing owed: no such row.
    expect(screen.queryByText('Owed')).not.toBeInTheDocument();
  });

  it('balances shows what a corrected settlement left the player owing', async () => {
    useSessionStore.getState().login(makeSession());
    stubPlatform([
      {
        method: 'GET',
        path: pathOf(ENDPOINTS.wallet.sportsbookBalance, { username: 'alice' }),
        reply: () =>
          jsonResponse({
            name: 'sportsbook',
            currency: 'EUR',
            balance: 0,
            totalBalance: 0,
            realBalance: 0,
            bonusBalance: 0,
            promoCash: 0,
            totalLeftToWager: 0,
            withdrawableAmount: 0,
            resettlementDebt: 15,
          }),
      },
    ]);
    renderWithClient(<BalancesPanel />);
    const term = await screen.findByText('Owed');
    expect(within(term.parentElement as HTMLElement).getByRole('definition').textContent).toBe(
      '€15.00',
    );
    expect(screen.getByText(/paid back from your next deposits and winnings/)).toBeInTheDocument();
  });

  it('transactions lists the statement and loads older pages', async () => {
    useSessionStore.getState().login(makeSession());
    const row = (id: number, kind: string, amount: number, after: number) => ({
      id,
      kind,
      reference: kind === 'deposit' ? 'D-ABC' : null,
      createdAt: '2030-01-01T10:00:00.000Z',
      currency: 'EUR',
      amount,
      real: amount,
      bonus: 0,
      promoCash: 0,
      balanceAfter: after,
    });
    const platform = stubPlatform([
      {
        method: 'GET',
        path: pathOf(ENDPOINTS.wallet.transactions),
        reply: (call) =>
          jsonResponse(
            call.url.includes('before=')
              ? { transactions: [row(1, 'opening-deposit', 1000, 1000)], nextBefore: null }
              : {
                  transactions: [row(3, 'bet-stake', -10, 1040), row(2, 'deposit', 50, 1050)],
                  nextBefore: 2,
                },
          ),
      },
    ]);
    const { user } = renderWithClient(<TransactionsPanel />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Bet placed')).toBeInTheDocument();
    expect(within(table).getByText('−€10.00')).toBeInTheDocument();
    expect(within(table).getByText('+€50.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show older transactions' }));
    expect(await within(table).findByText('Opening balance')).toBeInTheDocument();
    expect(platform.calls[1]?.url).toBe(
      `${pathOf(ENDPOINTS.wallet.transactions)}?limit=20&before=2`,
    );
    expect(
      screen.queryByRole('button', { name: 'Show older transactions' }),
    ).not.toBeInTheDocument();
  });
});
