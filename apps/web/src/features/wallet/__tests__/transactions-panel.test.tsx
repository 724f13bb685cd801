import { screen, waitFor, within } from '@testing-library/react';
import { ENDPOINTS, type WalletTransaction } from '@touchline/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/session-store';
import { pathOf, stubPlatform, type RecordedCall } from '../../../shared/testing/fetch-routes';
import { makeSession } from '../../../shared/testing/fixtures';
import { jsonResponse, renderWithClient } from '../../../shared/testing/render-with-client';
import { resetSharedSessionState } from '../../../shared/testing/reset-session';
import { TransactionsPanel } from '../components/transactions-panel';

// Next keeps useSearchParams in step with window.history.replaceState; so does this stand-in.
vi.mock('next/navigation', async () => {
  const { useSyncExternalStore } = await import('react');
  const listeners = new Set<() => void>();
  const replace = window.history.replaceState.bind(window.history);
  window.history.replaceState = (...args: Parameters<History['replaceState']>) => {
    replace(...args);
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    useSearchParams: () =>
      new URLSearchParams(useSyncExternalStore(subscribe, () => window.location.search)),
  };
});

const NOW = new Date('2030-06-15T12:00:00.000Z');
const PATH = pathOf(ENDPOINTS.wallet.transactions);

function line(id: number, kind: string, amount: number, balanceAfter: number): WalletTransaction {
  return {
    id,
    kind,
    reference: `R-${id}`,
    createdAt: '2030-06-14T10:00:00.000Z',
    currency: 'EUR',
    amount,
    real: amount,
    bonus: 0,
    promoCash: 0,
    balanceAfter,
  };
}

const queryOf = (call: RecordedCall | undefined) =>
  Object.fromEntries(new URL(call?.url ?? '/', 'http://test').searchParams);

/** The platform's statement: every call answered by `answer` from its query. */
function stubStatement(
  answer: (query: Record<string, string>) => {
    transactions: WalletTransaction[];
    nextBefore: number | null;
  },
) {
  return stubPlatform([
    { method: 'GET', path: PATH, reply: (call) => jsonResponse(answer(queryOf(call))) },
  ]);
}

function at(address: string) {
  window.history.replaceState(null, '', address);
}

describe('the transactions page: filters, paging and empty states', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    resetSharedSessionState();
    useSessionStore.getState().login(makeSession());
    at('/en/account/transactions');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the filters from the address (a reload keeps them) and asks the platform for them', async () => {
    at('/en/account/transactions?kind=deposits&period=7d');
    const platform = stubStatement(() => ({
      transactions: [line(3, 'deposit', 100, 180)],
      nextBefore: null,
    }));
    renderWithClient(<TransactionsPanel />);
    expect(await screen.findByRole('cell', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveDisplayValue('Deposits');
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveDisplayValue('Last 7 days');
    expect(queryOf(platform.callsTo(PATH)[0])).toEqual({
      limit: '20',
      kind: 'deposits',
      since: '2030-06-08T12:00:00.000Z',
    });
    expect(screen.getByRole('cell', { name: '+€100.00' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '€180.00' })).toBeInTheDocument();
  });

  it('writes a new choice into the address, keeping other parameters, and asks again', async () => {
    at('/en/account/transactions?utm=mail');
    const platform = stubStatement(() => ({
      transactions: [line(1, 'bet-stake', -10, 90)],
      nextBefore: null,
    }));
    const { user } = renderWithClient(<TransactionsPanel />);
    await screen.findByRole('cell', { name: 'Bet placed' });
    expect(queryOf(platform.callsTo(PATH)[0])).toEqual({ limit: '20' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Bets');
    expect(window.location.search).toBe('?utm=mail&kind=bets');
    await waitFor(() => expect(platform.callsTo(PATH)).toHaveLength(2));
    expect(queryOf(platform.callsTo(PATH)[1])).toEqual({ limit: '20', kind: 'bets' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 24 hours');
    expect(window.location.search).toBe('?utm=mail&kind=bets&period=24h');
    await waitFor(() => expect(platform.callsTo(PATH)).toHaveLength(3));
    expect(queryOf(platform.callsTo(PATH)[2])).toEqual({
      limit: '20',
      kind: 'bets',
      since: '2030-06-14T12:00:00.000Z',
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'All types');
    expect(window.location.search).toBe('?utm=mail&period=24h');
    expect(await screen.findByRole('cell', { name: 'Bet placed' })).toBeInTheDocument();
  });

  it('treats an unknown value in the address as the default', async () => {
    at('/en/account/transactions?kind=jackpots&period=1y');
    const platform = stubStatement(() => ({ transactions: [], nextBefore: null }));
    renderWithClient(<TransactionsPanel />);
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveDisplayValue('All types');
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveDisplayValue('All time');
    expect(queryOf(platform.callsTo(PATH)[0])).toEqual({ limit: '20' });
  });

  it('loads older lines with the cursor under the same filter and period', async () => {
    at('/en/account/transactions?kind=winnings&period=30d');
    const platform = stubStatement((q) =>
      q.before === undefined
        ? { transactions: [line(9, 'bet-return', 25, 195)], nextBefore: 9 }
        : { transactions: [line(4, 'bet-cash-out', 12.5, 80)], nextBefore: null },
    );
    const { user } = renderWithClient(<TransactionsPanel />);
    await screen.findByRole('cell', { name: 'Bet return' });
    // The clock moves on between pages; the second page keeps the first page's window.
    vi.setSystemTime(new Date(NOW.getTime() + 60_000));
    await user.click(screen.getByRole('button', { name: 'Show older transactions' }));
    expect(await screen.findByRole('cell', { name: 'Cash out' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Bet return' })).toBeInTheDocument();
    expect(platform.callsTo(PATH).map(queryOf)).toEqual([
      { limit: '20', kind: 'winnings', since: '2030-05-16T12:00:00.000Z' },
      { limit: '20', kind: 'winnings', since: '2030-05-16T12:00:00.000Z', before: '9' },
    ]);
    expect(screen.queryByRole('button', { name: 'Show older transactions' })).toBeNull();
  });

  it('keeps the lines shown when an older page fails, and lets the player ask again', async () => {
    let olderFails = true;
    stubPlatform([
      {
        method: 'GET',
        path: PATH,
        reply: (call) => {
          if (queryOf(call).before === undefined) {
            return jsonResponse({ transactions: [line(9, 'deposit', 20, 20)], nextBefore: 9 });
          }
          return olderFails
            ? jsonResponse({ code: 'INTERNAL_ERROR', message: 'Something went wrong' }, 500)
            : jsonResponse({ transactions: [line(3, 'withdrawal', -5, 0)], nextBefore: null });
        },
      },
    ]);
    const { user } = renderWithClient(<TransactionsPanel />);
    await screen.findByRole('cell', { name: 'Deposit' });
    await user.click(screen.getByRole('button', { name: 'Show older transactions' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Deposit' })).toBeInTheDocument();
    olderFails = false;
    await user.click(screen.getByRole('button', { name: 'Show older transactions' }));
    expect(await screen.findByRole('cell', { name: 'Withdrawal' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what is missing for the chosen filter and leads back to everything', async () => {
    at('/en/account/transactions?kind=withdrawals&period=24h');
    stubStatement((q) =>
      q.kind === undefined
        ? { transactions: [line(2, 'deposit', 50, 50)], nextBefore: null }
        : { transactions: [], nextBefore: null },
    );
    const { user } = renderWithClient(<TransactionsPanel />);
    expect(await screen.findByText('No withdrawals found')).toBeInTheDocument();
    expect(
      screen.getByText('Nothing in the last 24 hours. Try a longer period.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'All time');
    expect(
      await screen.findByText('Nothing of this type on your account yet.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show all transactions' }));
    expect(window.location.search).toBe('');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveFocus();
    const table = await screen.findByRole('table', { name: 'Your transactions, newest first' });
    expect(within(table).getByRole('cell', { name: 'Deposit' })).toBeInTheDocument();
  });

  it('shows the platform’s refusal and tries again on request', async () => {
    let fail = true;
    stubPlatform([
      {
        method: 'GET',
        path: PATH,
        reply: () =>
          fail
            ? jsonResponse(
                { code: 'INVALID_REQUEST', message: 'since: must not be in the future' },
                400,
              )
            : jsonResponse({ transactions: [line(1, 'deposit', 10, 10)], nextBefore: null }),
      },
    ]);
    const { user } = renderWithClient(<TransactionsPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('since: must not be in the future');
    expect(screen.getByRole('combobox', { name: 'Type' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'Deposit' })).toBeInTheDocument();
  });
});
