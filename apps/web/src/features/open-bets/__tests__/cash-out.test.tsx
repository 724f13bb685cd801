import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonOf } from '../../../shared/testing/fetch-routes';
import { jsonResponse, renderWithClient } from '../../../shared/testing/render-with-client';
import { testSite } from '../../../shared/testing/test-site';
import { Toaster } from '../../../shared/ui/toaster';
import { OpenBetsPanel } from '../index';
import {
  autoCashOutPath,
  cashOutPath,
  HeaderBalance,
  loginPlayer,
  makeLeg,
  makeOpenBet,
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
      <Toaster />
    </>,
  );
}

const UUID = /uuid=[0-9a-f-]{36}/;

describe('full cash out', () => {
  it('asks for confirmation, posts the offer and shows the new balance at once', async () => {
    const platform = stubBetsPlatform({
      open: [
        makeOpenBet({ betId: 5, reference: 'TL-5', cashOut: { status: 'available', amount: 12 } }),
      ],
      balance: 100,
    });
    const { user } = renderMyBets();
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('€100.00'));
    const bet = await screen.findByRole('article', { name: /TL-5/ });
    expect(within(bet).getByText('€12.00')).toBeInTheDocument();

    await user.click(within(bet).getByRole('button', { name: 'Cash out €12.00' }));
    const confirm = within(bet).getByRole('group', { name: 'Confirm cash out' });
    expect(confirm).toHaveTextContent('Cash out this bet for €12.00?');
    expect(platform.callsTo(cashOutPath(5), 'POST')).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Confirm cash out' }));
    await waitFor(() => expect(platform.callsTo(cashOutPath(5), 'POST')).toHaveLength(1));
    const call = platform.callsTo(cashOutPath(5), 'POST')[0];
    expect(call?.url).toMatch(UUID);
    expect(call?.headers.Authorization).toBe('Bearer token-abc');
    expect(jsonOf(call)).toEqual({ amount: 12 });

    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('€112.00'));
    expect(
      await screen.findByText('Cashed out €12.00. Your balance is now €112.00.', {
        selector: '[role="status"] *, [role="status"]',
      }),
    ).toBeInTheDocument();
    // The bet has left the open bets.
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: /TL-5/ })).not.toBeInTheDocument(),
    );
  });

  it('can be cancelled without a call', async () => {
    const platform = stubBetsPlatform({ open: [makeOpenBet({ betId: 5, reference: 'TL-5' })] });
    const { user } = renderMyBets();
    const bet = await screen.findByRole('article', { name: /TL-5/ });
    await user.click(within(bet).getByRole('button', { name: 'Cash out €12.00' }));
    await user.click(within(bet).getByRole('button', { name: 'Cancel' }));
    expect(within(bet).queryByRole('group', { name: 'Confirm cash out' })).not.toBeInTheDocument();
    expect(platform.callsTo(cashOutPath(5), 'POST')).toHaveLength(0);
  });

  it('shows the new offer when the price moved during the cash out and cashes out on a second confirmation', async () => {
    const platform = stubBetsPlatform({
      open: [
        makeOpenBet({ betId: 6, reference: 'TL-6', cashOut: { status: 'available', amount: 12 } }),
      ],
      cashOutReplies: [
        () =>
          jsonResponse(
            {
              code: 'CASHOUT_OFFER_CHANGED',
              message: 'The cash-out offer has changed',
              cashOut: { status: 'available', amount: 11.5 },
            },
            409,
          ),
      ],
    });
    platform.state.open = platform.state.open.map((b) => ({
      ...b,
      cashOut: { status: 'available', amount: 12 },
    }));
    const { user } = renderMyBets();
    const bet = await screen.findByRole('article', { name: /TL-6/ });
    await user.click(within(bet).getByRole('button', { name: 'Cash out €12.00' }));
    await user.click(within(bet).getByRole('button', { name: 'Confirm cash out' }));

    const reoffer = await within(bet).findByRole('group', { name: 'New cash out offer' });
    expect(reoffer).toHaveTextContent(
      'The offer changed from €12.00 to €11.50 while we were cashing out. Cash out for €11.50?',
    );
    expect(within(bet).getByText('€11.50', { selector: 'strong' })).toBeInTheDocument();

    await user.click(within(reoffer).getByRole('button', { name: 'Cash out €11.50' }));
    await waitFor(() => expect(platform.callsTo(cashOutPath(6), 'POST')).toHaveLength(2));
    const [first, second] = platform.callsTo(cashOutPath(6), 'POST');
    expect(jsonOf(second)).toEqual({ amount: 11.5 });
    // A new request, not a replay of the refused one.
    expect(second?.url).not.toBe(first?.url);
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('€111.50'));
  });

  it('says why in words when the bet closed meanwhile', async () => {
    stubBetsPlatform({
      open: [makeOpenBet({ betId: 7, reference: 'TL-7' })],
      cashOutReplies: [
        () => jsonResponse({ code: 'BET_NOT_OPEN', message: 'The bet is not open' }, 409),
      ],
    });
    const { user } = renderMyBets();
    const bet = await screen.findByRole('article', { name: /TL-7/ });
    await user.click(within(bet).getByRole('button', { name: 'Cash out €12.00' }));
    await user.click(within(bet).getByRole('button', { name: 'Confirm cash out' }));
    expect(await within(bet).findByRole('alert')).toHaveTextContent(
      'This bet is no longer open, so it cannot be cashed out.',
    );
  });
});

describe('cash out while a selection is suspended', () => {
  it('shows cash out as unavailable, with no button', async () => {
    stubBetsPlatform({
      open: [
        makeOpenBet({
          betId: 8,
          reference: 'TL-8',
          legs: [makeLeg({ marketState: 'SUSPENDED' })],
          cashOut: { status: 'unavailable', reason: 'SUSPENDED' },
        }),
      ],
    });
    renderMyBets();
    const bet = await screen.findByRole('article', { name: /TL-8/ });
    expect(
      within(bet).getByText('Cash out is unavailable while a selection is suspended.'),
    ).toBeInTheDocument();
    expect(within(bet).queryByRole('button', { name: /^Cash out/ })).not.toBeInTheDocument();
    expect(within(bet).queryByRole('button', { name: 'Partial cash out' })).not.toBeInTheDocument();
  });
});

describe('partial cash out', () => {
  const bet = () =>
    makeOpenBet({
      betId: 9,
      reference: 'TL-9',
      unitStake: 10,
      totalStake: 10,
      remainingStake: 10,
      cashOut: { status: 'available', amount: 12 },
    });

  it('takes the part chosen with the slider and leaves the rest of the stake running', async () => {
    const platform = stubBetsPlatform({ open: [bet()] });
    const { user } = renderMyBets();
    const card = await screen.findByRole('article', { name: /TL-9/ });
    await user.click(within(card).getByRole('button', { name: 'Partial cash out' }));
    const slider = within(card).getByRole('slider', { name: 'Part of the offer' });
    expect(slider).toHaveAttribute('min', '10');
    expect(slider).toHaveAttribute('max', '1200');
    fireEvent.change(slider, { target: { value: '300' } });
    expect(within(card).getByRole('textbox', { name: 'Amount to cash out' })).toHaveValue('3');
    expect(within(card).getByText('€7.50 of stake stays on the bet')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Cash out €3.00 now' }));
    await waitFor(() => expect(platform.callsTo(cashOutPath(9), 'POST')).toHaveLength(1));
    expect(jsonOf(platform.callsTo(cashOutPath(9), 'POST')[0])).toEqual({
      amount: 12,
      partialAmount: 3,
    });
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('€103.00'));
    const after = await screen.findByRole('article', { name: /TL-9/ });
    await waitFor(() =>
      expect(within(after).getByText('Stake still running').nextSibling).toHaveTextContent('€7.50'),
    );
    expect(within(after).getByText('Partially cashed out')).toBeInTheDocument();
  });

  it('takes a typed part, and refuses one out of range in words without a call', async () => {
    const platform = stubBetsPlatform({ open: [bet()] });
    const { user } = renderMyBets();
    const card = await screen.findByRole('article', { name: /TL-9/ });
    await user.click(within(card).getByRole('button', { name: 'Partial cash out' }));
    const amount = within(card).getByRole('textbox', { name: 'Amount to cash out' });
    expect(within(card).getByText('Between €0.10 and €12.00')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '15');
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'You can cash out at most the full offer of €12.00.',
    );
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(card).getByRole('button', { name: 'Cash out part' }));

    await user.clear(amount);
    await user.type(amount, '0.05');
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'The smallest part you can cash out is €0.10.',
    );
    await user.clear(amount);
    await user.type(amount, 'abc');
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Enter the amount to cash out, for example 5 or 5.50.',
    );
    expect(platform.callsTo(cashOutPath(9), 'POST')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '4.80');
    expect(within(card).getByRole('slider', { name: 'Part of the offer' })).toHaveValue('480');
    await user.click(within(card).getByRole('button', { name: 'Cash out €4.80 now' }));
    await waitFor(() => expect(platform.callsTo(cashOutPath(9), 'POST')).toHaveLength(1));
    expect(jsonOf(platform.callsTo(cashOutPath(9), 'POST')[0])).toEqual({
      amount: 12,
      partialAmount: 4.8,
    });
  });
});

describe('automatic cash out', () => {
  it('sets a rule, shows it, and removes it', async () => {
    const platform = stubBetsPlatform({
      open: [
        makeOpenBet({
          betId: 10,
          reference: 'TL-10',
          potentialReturns: 20,
          cashOut: { status: 'available', amount: 12 },
        }),
      ],
    });
    const { user } = renderMyBets();
    const card = await screen.findByRole('article', { name: /TL-10/ });
    const threshold = within(card).getByRole('textbox', {
      name: 'Cash out automatically when the offer reaches',
    });

    // Already reached, and out of reach: refused in words, nothing sent.
    await user.type(threshold, '11');
    await user.click(within(card).getByRole('button', { name: 'Set automatic cash out' }));
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'The offer is already at or above this amount.',
    );
    await user.clear(threshold);
    await user.type(threshold, '25');
    await user.click(within(card).getByRole('button', { name: 'Set automatic cash out' }));
    expect(within(card).getByRole('alert')).toHaveTextContent(
      "The offer can never reach more than this bet's potential returns.",
    );
    expect(platform.callsTo(autoCashOutPath(10))).toHaveLength(0);

    await user.clear(threshold);
    await user.type(threshold, '15.50');
    await user.click(within(card).getByRole('button', { name: 'Set automatic cash out' }));
    await waitFor(() => expect(platform.callsTo(autoCashOutPath(10), 'PUT')).toHaveLength(1));
    expect(jsonOf(platform.callsTo(autoCashOutPath(10), 'PUT')[0])).toEqual({ threshold: 15.5 });
    expect(
      await within(card).findByText('Automatic cash out when the offer reaches €15.50'),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Remove automatic cash out' }));
    await waitFor(() => expect(platform.callsTo(autoCashOutPath(10), 'DELETE')).toHaveLength(1));
    expect(
      await within(card).findByRole('textbox', {
        name: 'Cash out automatically when the offer reaches',
      }),
    ).toBeInTheDocument();
    expect(
      within(card).queryByText('Automatic cash out when the offer reaches €15.50'),
    ).not.toBeInTheDocument();
  });
});

describe('a cash out with no answer within cashout_timeout', () => {
  it('says so and tries again with the same request', async () => {
    const late = { answer: () => {} };
    const platform = stubBetsPlatform({
      open: [makeOpenBet({ betId: 11, reference: 'TL-11' })],
      cashOutReplies: [
        () =>
          // Never answered in time (the platform is slow).
          new Promise<Response>((resolve) => {
            late.answer = () => resolve(jsonResponse({ code: 'X', message: 'late' }, 500));
          }),
      ],
    });
    const site = testSite();
    const settings = { ...site.settings.web, cashout_timeout: 100 };
    const { user } = renderWithClient(
      <>
        <HeaderBalance />
        <OpenBetsPanel />
      </>,
      { ...site, settings: { ...site.settings, web: settings } },
    );
    const bet = await screen.findByRole('article', { name: /TL-11/ });
    await user.click(within(bet).getByRole('button', { name: 'Cash out €12.00' }));
    await user.click(within(bet).getByRole('button', { name: 'Confirm cash out' }));
    expect(await within(bet).findByRole('alert')).toHaveTextContent(
      'We did not hear back in time. Your bet may not have been cashed out; try again to be sure.',
    );
    await user.click(within(bet).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(platform.callsTo(cashOutPath(11), 'POST')).toHaveLength(2));
    const [first, second] = platform.callsTo(cashOutPath(11), 'POST');
    // The same uuid: the platform pays a request once, however often it is sent.
    expect(second?.url).toBe(first?.url);
    expect(jsonOf(second)).toEqual(jsonOf(first));
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('€112.00'));
    late.answer();
  });
});

describe('a partial cash out re-offered', () => {
  it('keeps the part the player chose against the new offer', async () => {
    const platform = stubBetsPlatform({
      open: [makeOpenBet({ betId: 12, reference: 'TL-12' })],
      cashOutReplies: [
        () =>
          jsonResponse(
            {
              code: 'CASHOUT_OFFER_CHANGED',
              message: 'The cash-out offer has changed',
              cashOut: { status: 'available', amount: 11 },
            },
            409,
          ),
      ],
    });
    const { user } = renderMyBets();
    const card = await screen.findByRole('article', { name: /TL-12/ });
    await user.click(within(card).getByRole('button', { name: 'Partial cash out' }));
    const amount = within(card).getByRole('textbox', { name: 'Amount to cash out' });
    await user.clear(amount);
    await user.type(amount, '3');
    await user.click(within(card).getByRole('button', { name: 'Cash out €3.00 now' }));
    const reoffer = await within(card).findByRole('group', { name: 'New cash out offer' });
    expect(reoffer).toHaveTextContent(
      'The offer changed from €12.00 to €11.00 while we were cashing out. Cash out €3.00 of it?',
    );
    await user.click(within(reoffer).getByRole('button', { name: 'Cash out €3.00 now' }));
    await waitFor(() => expect(platform.callsTo(cashOutPath(12), 'POST')).toHaveLength(2));
    expect(jsonOf(platform.callsTo(cashOutPath(12), 'POST')[1])).toEqual({
      amount: 11,
      partialAmount: 3,
    });
  });
});

describe('a partial cash out the platform refuses', () => {
  it('says why in the player’s words', async () => {
    stubBetsPlatform({
      open: [makeOpenBet({ betId: 13, reference: 'TL-13' })],
      cashOutReplies: [
        () =>
          jsonResponse(
            { code: 'PARTIAL_CASHOUT_LEAVES_NO_STAKE', message: 'No stake would be left' },
            400,
          ),
      ],
    });
    const { user } = renderMyBets();
    const card = await screen.findByRole('article', { name: /TL-13/ });
    await user.click(within(card).getByRole('button', { name: 'Partial cash out' }));
    await user.click(within(card).getByRole('button', { name: 'Cash out €6.00 now' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'That would leave no stake on the bet. Cash out the whole bet instead.',
    );
  });
});
