import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShellStore } from '../../../shared/session/shell-store';
import { renderWithClient } from '../../../shared/testing/render-with-client';
import { OpenBetsPanel } from '../index';
import {
  loggedOutVisitor,
  loginPlayer,
  makeLeg,
  makeOpenBet,
  makeSettledBet,
  stubBetsPlatform,
  TestPlayerSocket,
} from './my-bets-kit';

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

beforeEach(() => {
  TestPlayerSocket.sockets = [];
  vi.stubGlobal('WebSocket', TestPlayerSocket);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The bet cards in the open tab panel, by their accessible names. */
function betCards() {
  return within(screen.getByRole('tabpanel')).queryAllByRole('article');
}

describe('My Bets for a logged-out visitor', () => {
  it('shows the login prompt, which opens the login modal', async () => {
    loggedOutVisitor();
    const { calls, fetchMock } = stubBetsPlatform({});
    const { user } = renderWithClient(<OpenBetsPanel />);
    expect(await screen.findByText('Log in to see your open bets.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useShellStore.getState().state.openModal).toBe('login');
    expect(calls).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('My Bets tabs and filters', () => {
  beforeEach(loginPlayer);

  it('opens on the open tab and switches to settled by click and by arrow key', async () => {
    stubBetsPlatform({
      open: [makeOpenBet({ reference: 'TL-OPEN' })],
      settled: [makeSettledBet({ reference: 'TL-DONE' })],
    });
    const { user } = renderWithClient(<OpenBetsPanel />);
    const openTab = await screen.findByRole('tab', { name: 'Open' });
    expect(openTab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: /TL-OPEN/ })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Settled' }));
    expect(screen.getByRole('tab', { name: 'Settled' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: /TL-DONE/ })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /TL-OPEN/ })).not.toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Open' })).toHaveFocus();
    expect(await screen.findByRole('article', { name: /TL-OPEN/ })).toBeInTheDocument();
  });

  it('says of a settled bet only what is left of it: no stake running once cashed out', async () => {
    stubBetsPlatform({
      open: [],
      settled: [
        makeSettledBet({
          betId: 1,
          reference: 'TL-FULL',
          status: 'cashed_out',
          totalStake: 10,
          remainingStake: 6.84,
          cashedOut: 3,
          returns: 9.5,
        }),
        makeSettledBet({
          betId: 2,
          reference: 'TL-PART',
          status: 'won',
          totalStake: 10,
          remainingStake: 6,
          cashedOut: 4,
          returns: 16,
        }),
      ],
    });
    const { user } = renderWithClient(<OpenBetsPanel />);
    await user.click(await screen.findByRole('tab', { name: 'Settled' }));
    const full = await screen.findByRole('article', { name: /TL-FULL/ });
    expect(full).not.toHaveTextContent('still running');
    expect(full).not.toHaveTextContent('ran to the result');
    const part = screen.getByRole('article', { name: /TL-PART/ });
    expect(part).toHaveTextContent('Stake that ran to the result€6.00');
  });

  it('filters open bets: all, live, cash out available', async () => {
    stubBetsPlatform({
      open: [
        makeOpenBet({ betId: 1, reference: 'TL-PRE' }),
        makeOpenBet({
          betId: 2,
          reference: 'TL-LIVE',
          legs: [makeLeg({ live: { status: 'IN_PLAY', clock: null, scores: [] } })],
          cashOut: { status: 'unavailable', reason: 'SUSPENDED' },
        }),
      ],
    });
    const { user } = renderWithClient(<OpenBetsPanel />);
    await screen.findByRole('article', { name: /TL-PRE/ });
    expect(betCards()).toHaveLength(2);

    await user.click(screen.getByRole('radio', { name: 'Live' }));
    expect(betCards().map((c) => c.getAttribute('aria-labelledby'))).toHaveLength(1);
    expect(screen.getByRole('article', { name: /TL-LIVE/ })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Cash out available' }));
    expect(screen.getByRole('article', { name: /TL-PRE/ })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /TL-LIVE/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(betCards()).toHaveLength(2);
  });

  it('filters settled bets by how they closed and by period', async () => {
    const { calls } = stubBetsPlatform({
      settled: [
        makeSettledBet({ betId: 1, reference: 'TL-WON', status: 'won', settledAt: ago(2 * HOUR) }),
        makeSettledBet({
          betId: 2,
          reference: 'TL-LOST',
          status: 'lost',
          returns: 0,
          settledAt: ago(3 * 24 * HOUR),
        }),
        makeSettledBet({
          betId: 3,
          reference: 'TL-CASHED',
          status: 'cashed_out',
          returns: 7.5,
          cashedOut: 7.5,
          settledAt: ago(4 * HOUR),
        }),
        makeSettledBet({
          betId: 4,
          reference: 'TL-VOID',
          status: 'void',
          returns: 5,
          settledAt: ago(20 * 24 * HOUR),
        }),
      ],
    });
    const { user } = renderWithClient(<OpenBetsPanel />);
    await user.click(await screen.findByRole('tab', { name: 'Settled' }));
    // The spec's settled call: the latest 50 by settlement.
    await screen.findByRole('article', { name: /TL-WON/ });
    expect(calls.find((c) => c.url.includes('dailySettledBets'))?.url).toContain('numberOfBets=50');

    // Last 24 hours by default.
    const names = () => betCards().map((card) => within(card).getByText(/^TL-/).textContent ?? '');
    expect(names()).toEqual(['TL-WON', 'TL-CASHED']);

    const period = screen.getByRole('combobox', { name: 'Period' });
    await user.selectOptions(period, 'Last 7 days');
    expect(names()).toEqual(['TL-WON', 'TL-LOST', 'TL-CASHED']);
    await user.selectOptions(period, 'Last 30 days');
    expect(names()).toEqual(['TL-WON', 'TL-LOST', 'TL-CASHED', 'TL-VOID']);

    await user.click(screen.getByRole('radio', { name: 'Won' }));
    expect(names()).toEqual(['TL-WON']);
    await user.click(screen.getByRole('radio', { name: 'Lost' }));
    expect(names()).toEqual(['TL-LOST']);
    await user.click(screen.getByRole('radio', { name: 'Cashed out' }));
    expect(names()).toEqual(['TL-CASHED']);
    const cashed = screen.getByRole('article', { name: /TL-CASHED/ });
    expect(within(cashed).getAllByText('Cashed out').length).toBeGreaterThan(0);
    expect(within(cashed).getByText('Returns').nextSibling).toHaveTextContent('€7.50');
    await user.click(screen.getByRole('radio', { name: 'Void' }));
    expect(names()).toEqual(['TL-VOID']);

    await user.selectOptions(period, 'Last 24 hours');
    expect(screen.getByText('No bets match this filter')).toBeInTheDocument();
  });

  it('offers older settled bets when the latest 50 do not reach back over the period', async () => {
    const fifty = Array.from({ length: 50 }, (_, i) =>
      makeSettledBet({ betId: 100 + i, reference: `TL-${100 + i}`, settledAt: ago(i * 60_000) }),
    );
    const { calls } = stubBetsPlatform({ settled: fifty });
    const { user } = renderWithClient(<OpenBetsPanel />);
    await user.click(await screen.findByRole('tab', { name: 'Settled' }));
    await user.click(await screen.findByRole('button', { name: 'Show older bets' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('numberOfBets=200'))).toBe(true));
  });
});

describe('a bet in My Bets', () => {
  beforeEach(loginPlayer);

  it("shows a multiple's type, legs with live scores and each leg's state", async () => {
    stubBetsPlatform({
      open: [
        makeOpenBet({
          betTypeId: 200_002,
          description: 'Treble',
          reference: 'TL-ACC',
          totalStake: 10,
          potentialReturns: 80,
          cashOut: { status: 'unavailable', reason: 'SUSPENDED' },
          legs: [
            makeLeg({ outcomeDescription: 'Arsenal', result: 'won', marketState: 'RESULTED' }),
            makeLeg({
              outcomeDescription: 'Lyon',
              live: {
                status: 'IN_PLAY',
                clock: { minutes: 63, status: 'RUNNING' },
                scores: [
                  { opponentId: 1, description: 'Lyon', score: 2 },
                  { opponentId: 2, description: 'Nice', score: 1 },
                ],
              },
            }),
            makeLeg({ outcomeDescription: 'Roma', marketState: 'SUSPENDED' }),
          ],
        }),
      ],
    });
    renderWithClient(<OpenBetsPanel />);
    const bet = await screen.findByRole('article', { name: /Treble.*TL-ACC/ });
    const legs = within(within(bet).getByRole('list', { name: 'Selections' })).getAllByRole(
      'listitem',
    );
    expect(legs).toHaveLength(3);
    expect(legs[0]).toHaveTextContent('Arsenal');
    expect(legs[0]).toHaveTextContent('Won');
    expect(legs[1]).toHaveTextContent('Lyon 2 – 1 Nice');
    expect(legs[1]).toHaveTextContent("63'");
    expect(legs[1]).toHaveTextContent('Live');
    expect(legs[2]).toHaveTextContent('Roma');
    expect(legs[2]).toHaveTextContent('Suspended');
    expect(within(bet).getByText('Stake').nextSibling).toHaveTextContent('€10.00');
    expect(within(bet).getByText('Potential returns').nextSibling).toHaveTextContent('€80.00');
  });

  it('names system bets and shows each-way parts, the cashed-out amount and the stake left', async () => {
    stubBetsPlatform({
      open: [
        makeOpenBet({
          betTypeId: 201_019,
          description: 'Yankee',
          reference: 'TL-YANKEE',
          noOfBets: 11,
          unitStake: 1,
          totalStake: 22,
          remainingStake: 11,
          cashedOut: 9.4,
          eachWay: true,
          potentialReturns: 300,
          potentialPlaceWin: 40,
          eachWayParts: {
            win: { stake: 11, potentialReturns: 300 },
            place: { stake: 11, potentialReturns: 40 },
          },
          legs: [1, 2, 3, 4].map((n) =>
            makeLeg({ outcomeDescription: `Horse ${n}`, placeTerms: '1/4' }),
          ),
        }),
      ],
    });
    renderWithClient(<OpenBetsPanel />);
    const bet = await screen.findByRole('article', { name: /Yankee.*TL-YANKEE/ });
    expect(within(bet).getByRole('heading')).toHaveTextContent('Yankee · Each way · 11 bets');
    expect(within(bet).getByText('Partially cashed out')).toBeInTheDocument();
    expect(within(bet).getByText('Cashed out').nextSibling).toHaveTextContent('€9.40');
    expect(within(bet).getByText('Stake still running').nextSibling).toHaveTextContent('€11.00');
    expect(within(bet).getByText('Win part').nextSibling).toHaveTextContent(
      '€11.00 stake, €300.00 returns',
    );
    expect(within(bet).getByText('Place part').nextSibling).toHaveTextContent(
      '€11.00 stake, €40.00 returns',
    );
    expect(within(bet).getByText('Potential returns').nextSibling).toHaveTextContent('€340.00');
    expect(within(bet).getAllByText(/Each way 1\/4/)).toHaveLength(4);
  });
});
