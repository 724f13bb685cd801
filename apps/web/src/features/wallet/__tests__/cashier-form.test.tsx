import { screen } from '@testing-library/react';
import { ENDPOINTS } from '@touchline/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/session-store';
import { jsonOf, pathOf, type Route, stubPlatform } from '../../../shared/testing/fetch-routes';
import { makeSession } from '../../../shared/testing/fixtures';
import { jsonResponse, renderWithClient } from '../../../shared/testing/render-with-client';
import { resetSharedSessionState } from '../../../shared/testing/reset-session';
import { BalanceMenu } from '../components/balance-menu';
import { CashierForm } from '../components/cashier-form';

function fullWallet(balance: number, withdrawable = balance) {
  return {
    name: 'sportsbook',
    currency: 'EUR',
    balance,
    totalBalance: balance,
    realBalance: balance,
    bonusBalance: 0,
    promoCash: 0,
    totalLeftToWager: 0,
    withdrawableAmount: withdrawable,
  };
}

function options(
  overrides: { allowed?: number | null; withdrawable?: number; currency?: string } = {},
) {
  const currency = overrides.currency ?? 'EUR';
  return {
    currency,
    methods: ['demo-card'],
    deposit: { min: 10, max: 10000, allowed: overrides.allowed ?? null },
    withdrawal: { min: 10, max: 10000 },
    wallet: { ...fullWallet(1000, overrides.withdrawable ?? 1000), currency },
  };
}

function transaction(kind: 'deposit' | 'withdrawal', amount: number, balance: number) {
  return {
    id: 9,
    kind,
    status: 'completed',
    method: 'demo-card',
    amount,
    currency: 'EUR',
    createdAt: '2030-01-01T10:00:00.000Z',
    transactionId: 99,
    wallet: fullWallet(balance),
  };
}

const OPTIONS_ROUTE = (body = options()): Route => ({
  method: 'GET',
  path: pathOf(ENDPOINTS.wallet.cashier),
  reply: () => jsonResponse(body),
});

async function typeAmountAndSubmit(
  user: ReturnType<typeof renderWithClient>['user'],
  amount: string,
  button: 'Deposit' | 'Withdraw' = 'Deposit',
) {
  const field = await screen.findByLabelText('Amount (EUR)');
  await user.clear(field);
  if (amount !== '') await user.type(field, amount);
  await user.click(screen.getByRole('button', { name: button }));
  return field;
}

describe('the deposit page (demo cashier)', () => {
  beforeEach(() => {
    resetSharedSessionState();
    useSessionStore.getState().login(makeSession());
  });

  it('checks the amount before calling: empty, precision, minimum and maximum', async () => {
    const platform = stubPlatform([OPTIONS_ROUTE()]);
    const { user } = renderWithClient(<CashierForm kind="deposit" />);
    expect(await screen.findByText('From €10.00 to €10,000.00 per deposit.')).toBeInTheDocument();

    const field = await typeAmountAndSubmit(user, '');
    expect(field).toHaveAccessibleDescription(/Enter an amount\./);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await typeAmountAndSubmit(user, '10.555');
    expect(field).toHaveAccessibleDescription(/at most 2 decimal places/);
    await typeAmountAndSubmit(user, '5');
    expect(field).toHaveAccessibleDescription(/The minimum deposit is €10\.00\./);
    await typeAmountAndSubmit(user, '20000');
    expect(field).toHaveAccessibleDescription(/The maximum deposit is €10,000\.00\./);
    expect(platform.callsTo(pathOf(ENDPOINTS.wallet.deposit))).toHaveLength(0);
  });

  it('deposits with an Idempotency-Key and shows the new balance; the header balance follows', async () => {
    let balance = 1000;
    const platform = stubPlatform([
      OPTIONS_ROUTE(),
      {
        method: 'GET',
        path: pathOf(ENDPOINTS.wallet.sportsbookBalance, { username: 'alice' }),
        reply: () =>
          jsonResponse({ name: 'sportsbook', currency: 'EUR', balance, totalBalance: balance }),
      },
      {
        method: 'POST',
        path: pathOf(ENDPOINTS.wallet.deposit),
        reply: () => {
          balance = 1050.5;
          return jsonResponse(transaction('deposit', 50.5, 1050.5), 201);
        },
      },
    ]);
    const { user } = renderWithClient(
      <>
        <BalanceMenu username="alice" locale="en" />
        <CashierForm kind="deposit" />
      </>,
    );
    await vi.waitFor(() => expect(screen.getByLabelText('Balance')).toHaveTextContent(/€1,000/));
    await typeAmountAndSubmit(user, '50.50');
    expect(await screen.findByText('Deposit of €50.50 completed.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Your balance is now €1,050.50',
    );

    const post = platform.callsTo(pathOf(ENDPOINTS.wallet.deposit))[0];
    expect(jsonOf(post)).toEqual({ amount: 50.5, method: 'demo-card' });
    expect(post?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(post?.headers.Authorization).toBe('Bearer token-abc');
    await vi.waitFor(() => expect(screen.getByLabelText('Balance')).toHaveTextContent(/€1,050\.5/));
  });

  it('reuses the Idempotency-Key when the same amount is retried after a failure, and not after a success', async () => {
    let attempt = 0;
    const platform = stubPlatform([
      OPTIONS_ROUTE(),
      {
        method: 'POST',
        path: pathOf(ENDPOINTS.wallet.deposit),
        reply: () =>
          ++attempt === 1
            ? jsonResponse(
                { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side' },
                500,
              )
            : jsonResponse(transaction('deposit', 20, 1020), 201),
      },
    ]);
    const { user } = renderWithClient(<CashierForm kind="deposit" />);
    await typeAmountAndSubmit(user, '20');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Deposit of €20.00 completed.')).toBeInTheDocument();
    await typeAmountAndSubmit(user, '20');
    await vi.waitFor(() =>
      expect(platform.callsTo(pathOf(ENDPOINTS.wallet.deposit))).toHaveLength(3),
    );
    const keys = platform
      .callsTo(pathOf(ENDPOINTS.wallet.deposit))
      .map((c) => c.headers['Idempotency-Key']);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('a deposit over the limit shows what the limit still allows', async () => {
    stubPlatform([
      OPTIONS_ROUTE(),
      {
        method: 'POST',
        path: pathOf(ENDPOINTS.wallet.deposit),
        reply: () =>
          jsonResponse(
            {
              code: 'DEPOSIT_LIMIT_EXCEEDED',
              message: 'This deposit exceeds your daily deposit limit',
              period: 'daily',
              limit: 100,
              remaining: 40,
            },
            422,
          ),
      },
    ]);
    const { user } = renderWithClient(<CashierForm kind="deposit" />);
    await typeAmountAndSubmit(user, '50');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This deposit is over your daily deposit limit of €100.00. You can deposit up to €40.00 more now.',
    );
  });

  it('knows the deposit-limit allowance before the call', async () => {
    const platform = stubPlatform([OPTIONS_ROUTE(options({ allowed: 40 }))]);
    const { user } = renderWithClient(<CashierForm kind="deposit" />);
    expect(await screen.findByText('Your deposit limits allow')).toBeInTheDocument();
    const field = await typeAmountAndSubmit(user, '50');
    expect(field).toHaveAccessibleDescription(/Your deposit limits allow €40\.00 more/);
    expect(platform.callsTo(pathOf(ENDPOINTS.wallet.deposit))).toHaveLength(0);
  });

  it('takes whole amounts only in a zero-decimal currency', async () => {
    useSessionStore.getState().login(makeSession({ currency: 'KRW' }));
    stubPlatform([OPTIONS_ROUTE(options({ currency: 'KRW' }))]);
    const { user } = renderWithClient(<CashierForm kind="deposit" />);
    const field = await screen.findByLabelText('Amount (KRW)');
    await user.type(field, '20000.5');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(field).toHaveAccessibleDescription(/Enter a whole amount in KRW/);
  });
});

describe('the withdrawal page (demo cashier)', () => {
  beforeEach(() => {
    resetSharedSessionState();
    useSessionStore.getState().login(makeSession());
  });

  it('shows the withdrawable amount and refuses more before calling', async () => {
    const platform = stubPlatform([OPTIONS_ROUTE(options({ withdrawable: 300 }))]);
    const { user } = renderWithClient(<CashierForm kind="withdrawal" />);
    expect(await screen.findByText('Withdrawable now')).toBeInTheDocument();
    const field = await typeAmountAndSubmit(user, '500', 'Withdraw');
    expect(field).toHaveAccessibleDescription(/You can withdraw up to €300\.00 now/);
    expect(platform.callsTo(pathOf(ENDPOINTS.wallet.withdraw))).toHaveLength(0);
  });

  it('withdraws and reports the platform refusal in words', async () => {
    let first = true;
    stubPlatform([
      OPTIONS_ROUTE(),
      {
        method: 'POST',
        path: pathOf(ENDPOINTS.wallet.withdraw),
        reply: () => {
          if (first) {
            first = false;
            return jsonResponse(
              {
                code: 'WITHDRAWAL_EXCEEDS_WITHDRAWABLE',
                message: 'At most 20 EUR can be withdrawn now',
                withdrawableAmount: 20,
              },
              422,
            );
          }
          return jsonResponse(transaction('withdrawal', 25, 975), 201);
        },
      },
    ]);
    const { user } = renderWithClient(<CashierForm kind="withdrawal" />);
    await typeAmountAndSubmit(user, '25', 'Withdraw');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can withdraw up to €20.00 now. Deposited money becomes withdrawable once it has been staked.',
    );
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal of €25.00 completed.')).toBeInTheDocument();
  });
});
