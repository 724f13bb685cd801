import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/session-store';
import { renderWithClient } from '../../../shared/testing/render-with-client';
import { Toaster } from '../../../shared/ui/toaster';
import { OpenBetsPanel, PlayerNews } from '../index';
import {
  ACCOUNT_ID,
  HeaderBalance,
  loginPlayer,
  makeOpenBet,
  makeSettledBet,
  stubBetsPlatform,
  TestPlayerSocket,
} from './my-bets-kit';

beforeEach(() => {
  loginPlayer();
  TestPlayerSocket.sockets = [];
  vi.stubGlobal('WebSocket', TestPlayerSocket);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderMyBets() {
  return renderWithClient(
    <>
      <HeaderBalance />
      <OpenBetsPanel />
      <PlayerNews />
      <Toaster />
    </>,
  );
}

/** The page's socket, opened by the server and signed in as the player. */
async function signedInSocket(): Promise<TestPlayerSocket> {
  await waitFor(() => expect(TestPlayerSocket.sockets).toHaveLength(1));
  const socket = TestPlayerSocket.latest();
  expect(socket.url).toMatch(/^ws:\/\/[^/]+\/ws$/);
  act(() => socket.open());
  expect(socket.sent).toEqual([{ op: 'auth', token: 'token-abc' }]);
  act(() =>
    socket.push({ op: 'authenticated', accountId: ACCOUNT_ID, expiresAt: '2031-01-01T00:00:00Z' }),
  );
  return socket;
}

describe('pushed player news in My Bets', () => {
  it('arrives on any page (the shell mounts it): the balance moves without My Bets on screen', async () => {
    stubBetsPlatform({ open: [], balance: 50 });
    renderWithClient(
      <>
        <HeaderBalance />
        <PlayerNews />
        <Toaster />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('€50.00'));
    const socket = await signedInSocket();
    act(() =>
      socket.push({
        op: 'balance',
        wallet: {
          name: 'sportsbook',
          currency: 'EUR',
          balance: 71.5,
          totalBalance: 71.5,
          realBalance: 71.5,
          bonusBalance: 0,
          promoCash: 0,
          totalLeftToWager: 0,
          withdrawableAmount: 71.5,
        },
      }),
    );
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('€71.50'));
  });

  it('moves a settled bet from open to settled at once, with a toast', async () => {
    const platform = stubBetsPlatform({
      open: [makeOpenBet({ betId: 21, reference: 'TL-21', potentialReturns: 20 })],
    });
    const { user } = renderMyBets();
    await screen.findByRole('article', { name: /TL-21/ });
    const socket = await signedInSocket();

    // The platform settles the bet, then tells the socket.
    const [bet] = platform.state.open;
    platform.state.open = [];
    platform.state.settled = [
      makeSettledBet({ ...bet, status: 'won', returns: 20, settledAt: new Date().toISOString() }),
    ];
    act(() =>
      socket.push({ op: 'betSettled', betId: 21, status: 'won', returns: 20, currency: 'EUR' }),
    );

    expect(await screen.findByText('Your bet TL-21 won €20.00.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /TL-21/ })).not.toBeInTheDocument();
    expect(screen.getByText('You have no open bets')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Settled' }));
    const settled = await screen.findByRole('article', { name: /TL-21/ });
    expect(within(settled).getAllByText('Won').length).toBeGreaterThan(0);
    expect(within(settled).getByText('Returns').nextSibling).toHaveTextContent('€20.00');
  });

  it('shows a bet accepted after the in-play delay as open, with a toast', async () => {
    const platform = stubBetsPlatform({
      open: [
        makeOpenBet({
          betId: 22,
          betSlipId: 220,
          reference: 'TL-22',
          status: 'pending',
          cashOut: { status: 'unavailable', reason: 'PENDING' },
        }),
      ],
    });
    renderMyBets();
    const card = await screen.findByRole('article', { name: /TL-22/ });
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(
      within(card).getByText('Cash out will be available once the bet is accepted.'),
    ).toBeInTheDocument();
    const socket = await signedInSocket();

    platform.state.open = platform.state.open.map((b) => ({
      ...b,
      status: 'open' as const,
      cashOut: { status: 'available' as const, amount: 9.5 },
    }));
    act(() => socket.push({ op: 'betAccepted', betSlipId: 220, betIds: [22] }));
    expect(await screen.findByText('Your bet TL-22 has been accepted.')).toBeInTheDocument();
    expect(within(card).queryByText('Pending')).not.toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: 'Cash out €9.50' })).toBeInTheDocument();
  });

  it('tells a cash out made elsewhere (an automatic rule) and updates the balance from the push', async () => {
    const platform = stubBetsPlatform({
      open: [makeOpenBet({ betId: 23, reference: 'TL-23' })],
      balance: 50,
    });
    renderMyBets();
    await screen.findByRole('article', { name: /TL-23/ });
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('€50.00'));
    const socket = await signedInSocket();

    platform.state.open = [];
    act(() => {
      socket.push({ op: 'cashedOut', betId: 23, amount: 14, currency: 'EUR', kind: 'full' });
      socket.push({
        op: 'balance',
        wallet: {
          name: 'sportsbook',
          currency: 'EUR',
          balance: 64,
          totalBalance: 64,
          realBalance: 64,
          bonusBalance: 0,
          promoCash: 0,
          totalLeftToWager: 0,
          withdrawableAmount: 64,
        },
      });
    });
    expect(
      await screen.findByText('Your bet TL-23 was cashed out for €14.00.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('header-balance')).toHaveTextContent('€64.00');
    expect(screen.queryByRole('article', { name: /TL-23/ })).not.toBeInTheDocument();
  });

  it('signs the socket in again with a refreshed token and closes it on logout', async () => {
    stubBetsPlatform({ open: [] });
    const { unmount } = renderMyBets();
    const socket = await signedInSocket();
    act(() => useSessionStore.getState().updateSession({ jweToken: 'token-refreshed' }));
    expect(socket.sent.at(-1)).toEqual({ op: 'auth', token: 'token-refreshed' });
    act(() => useSessionStore.getState().logout('clicked'));
    await waitFor(() => expect(socket.readyState).toBe(3));
    unmount();
  });
});

describe('a bet refused after the in-play delay', () => {
  it('leaves the open bets with a toast giving the reason in words', async () => {
    const platform = stubBetsPlatform({
      open: [
        makeOpenBet({
          betId: 24,
          betSlipId: 240,
          reference: 'TL-24',
          status: 'pending',
          cashOut: { status: 'unavailable', reason: 'PENDING' },
        }),
      ],
    });
    renderMyBets();
    await screen.findByRole('article', { name: /TL-24/ });
    const socket = await signedInSocket();
    platform.state.open = [];
    act(() =>
      socket.push({
        op: 'betRejected',
        betSlipId: 240,
        code: 'RES-00108',
        message: 'Single bet or event suspended',
      }),
    );
    expect(
      await screen.findByText(
        'Your bet TL-24 was not accepted. Your stake has been returned. This selection or its event is suspended at the moment.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /TL-24/ })).not.toBeInTheDocument();
  });
});
