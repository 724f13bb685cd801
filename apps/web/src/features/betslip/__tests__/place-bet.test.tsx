import {
  eventId,
  initialBetslipState,
  marketId,
  outcomeId,
  type BetslipNewSelection,
} from '@touchline/betting';
import { screen, waitFor } from '@testing-library/react';
import { ENDPOINTS, type BetslipModelInput, type PlacedBetslip } from '@touchline/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialSettingsPanelState } from '@touchline/site';
import { useSettingsStore } from '../../../shared/preferences';
import { useSessionStore } from '../../../shared/session/session-store';
import {
  escapeRegExp,
  pathOf,
  stubPlatform,
  type RecordedCall,
  type RouteReply,
} from '../../../shared/testing/fetch-routes';
import { makeLoginResponse } from '../../../shared/testing/fixtures';
import { jsonResponse, renderWithClient } from '../../../shared/testing/render-with-client';
import { Toaster } from '../../../shared/ui/toaster';
import { Betslip } from '../components/betslip';
import { useBetslipStore } from '../store/betslip-store';
import { usePricingStore } from '../store/pricing-store';
import { pricingAnswer, type BookEntry } from './fake-betslip-platform';

const HOME: BetslipNewSelection = {
  outcomeId: outcomeId(1001),
  eventId: eventId(1),
  marketId: marketId(100),
  decimal: 2.1,
  eventDescription: 'Northbridge United v Eastport Rovers',
  marketDescription: 'Match Result',
  outcomeDescription: 'Northbridge United',
};
const AWAY: BetslipNewSelection = {
  ...HOME,
  outcomeId: outcomeId(1003),
  decimal: 3.25,
  outcomeDescription: 'Eastport Rovers',
};

const PLACED: PlacedBetslip = {
  betSlipId: 501,
  reference: 'TL-8F3K2Q',
  accountId: 77,
  originId: '11',
  userAcceptOdds: 'D',
  currency: 'EUR',
  totalCost: 10,
  totalOdds: 2.1,
  potentialReturns: 21,
  potentialPlaceWin: 0,
  availableBalance: 990,
  betMayBeReferred: false,
  delay: 0,
  status: 'ACCEPTED',
  acceptAt: null,
  singles: [
    {
      ref: 'sel1',
      betTypeId: 200001,
      outcomeId: 1001,
      eventId: 1,
      marketId: 100,
      decimal: 2.1,
      previousDecimal: null,
      unitStake: 10,
      freeMoneyUnitStake: 0,
      maxFreeMoneyStake: 0,
      maxBetStake: 10000,
      minBetStake: 0,
      totalStake: 10,
      stakeAfterTax: 10,
      potentialReturns: 21,
      potentialTaxDeduction: 0,
      potentialPlaceWin: 0,
      eachWay: false,
      showEachWay: false,
      placeTerms: null,
      outcomeState: 'O',
      message: null,
      inPlay: false,
      betId: 9001,
    },
  ],
  multiples: [],
  systems: [],
  errors: [],
};

const BOOK: BookEntry[] = [
  { outcomeId: 1001, eventId: 1, marketId: 100, decimal: '2.1' },
  { outcomeId: 1003, eventId: 1, marketId: 100, decimal: '3.25' },
];

/**
 * The platform at the fetch edge: the pricing calls priced by the package's engine over BOOK,
 * the placement answered by `place` (held until the test answers, when it returns a promise).
 */
function platform(place: RouteReply | ((call: RecordedCall) => RouteReply)) {
  const price = (call: RecordedCall) =>
    jsonResponse(pricingAnswer(JSON.parse(call.body ?? '{}') as BetslipModelInput, BOOK));
  const selections = pathOf(ENDPOINTS.betslip.refresh);
  const stub = stubPlatform([
    { method: 'POST', path: selections, reply: price },
    { method: 'PUT', path: selections, reply: price },
    { method: 'POST', path: pathOf(ENDPOINTS.bets.place, { accountId: 77 }), reply: place },
  ]);
  const placements = () => stub.callsTo(pathOf(ENDPOINTS.bets.place, { accountId: 77 }), 'POST');
  return {
    placements,
    pricing: () => stub.callsTo(selections),
    placement: (i = 0) => {
      const call = placements()[i];
      if (call === undefined) throw new Error(`no placement ${String(i)}`);
      return { ...call, json: JSON.parse(call.body ?? 'null') as unknown };
    },
  };
}

describe('placing a bet', () => {
  beforeEach(() => {
    useBetslipStore.setState({ state: initialBetslipState });
    usePricingStore.getState().reset();
    useSessionStore.setState({ session: null, logoutReason: null, savedUsername: null });
    useSessionStore.getState().login(makeLoginResponse());
    useBetslipStore.getState().dispatch({ type: 'betAdded', selection: HOME });
    useBetslipStore.getState().dispatch({ type: 'betAdded', selection: AWAY });
  });

  it('posts the staked singles and confirms with the reference', async () => {
    let answer: (response: Response) => void = () => {};
    const stub = platform(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const { user } = renderWithClient(<Betslip />);

    await user.type(screen.getByLabelText('Stake for Northbridge United'), '10');
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));

    const placing = screen.getByRole('button', { name: 'Placing…' });
    expect(placing).toBeDisabled();
    expect(placing).toHaveAttribute('aria-busy', 'true');

    expect(stub.placements()).toHaveLength(1);
    const request = stub.placement();
    // The request uuid, then the /xapi/ decoration's language (shell §7).
    expect(request.url).toMatch(
      new RegExp(
        `^${escapeRegExp(pathOf(ENDPOINTS.bets.place, { accountId: 77 }))}\\?uuid=[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}&l=en$`,
      ),
    );
    expect(request.method).toBe('POST');
    expect(request.headers.Authorization).toBe('Bearer token-abc');
    // Every selection goes with its ref (the platform names errors by them); only the first
    // carries a stake, so only it is placed.
    expect(request.json).toEqual({
      singles: [
        { outcomeId: 1001, eventId: 1, marketId: 100, decimal: 2.1, ref: 'sel1', unitStake: 10 },
        { outcomeId: 1003, eventId: 1, marketId: 100, decimal: 3.25, ref: 'sel2', unitStake: 0 },
      ],
      userAcceptOdds: 'D',
      originId: '11',
    });

    answer(jsonResponse(PLACED, 201));

    const confirmation = await screen.findByRole('status');
    await waitFor(() => expect(confirmation).toHaveTextContent('Bet placed'));
    expect(confirmation).toHaveTextContent('TL-8F3K2Q');
    const receipt = screen.getByRole('region', { name: 'Bet placed' });
    expect(receipt).toHaveTextContent('Total stake: €10.00');
    expect(receipt).toHaveTextContent('Potential returns: €21.00');
    expect(screen.queryByLabelText('Stake for Northbridge United')).not.toBeInTheDocument();
    expect(screen.queryByText('Eastport Rovers')).not.toBeInTheDocument();
    // The unstaked selection is not lost: it stays for the next slip.
    expect(receipt).toHaveTextContent('1 selection without a stake stays in your betslip.');
  });

  it("sends the player's odds-change setting and shows the slip's prices in their odds type", async () => {
    const saved = {
      ...initialSettingsPanelState.saved,
      userAcceptOdds: 'A' as const,
      oddsType: 'us' as const,
    };
    useSettingsStore.setState({ state: { ...initialSettingsPanelState, saved, draft: saved } });
    const stub = platform(() => jsonResponse(PLACED, 201));
    try {
      const { user } = renderWithClient(<Betslip />);
      // 2.10 in American odds is +110.
      expect(screen.getAllByText('+110').length).toBeGreaterThan(0);
      await user.type(screen.getByLabelText('Stake for Northbridge United'), '10');
      await user.click(screen.getByRole('button', { name: 'Place Bet' }));
      await waitFor(() => expect(stub.placements()).toHaveLength(1));
      expect(stub.placement().json).toMatchObject({ userAcceptOdds: 'A' });
    } finally {
      useSettingsStore.setState({ state: initialSettingsPanelState });
    }
  });

  it('shows a rejection and keeps the selections', async () => {
    platform(() =>
      jsonResponse(
        {
          code: 'RES-00056',
          message: 'Stake greater than balance',
          errors: [{ code: 'RES-00056', message: 'Stake greater than balance', ref: 'sel1' }],
        },
        400,
      ),
    );
    const { user } = renderWithClient(<Betslip />);

    await user.type(screen.getByLabelText('Stake for Northbridge United'), '5000');
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));

    // The response code in the catalogue's words (betting-domain §8: res.RES-00056), not the
    // platform's English message.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your stake is greater than your balance.',
    );
    expect(screen.getByLabelText('Stake for Northbridge United')).toHaveValue('5000');
    expect(screen.getByLabelText('Stake for Eastport Rovers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Bet' })).toBeEnabled();
    expect(screen.getByRole('status')).not.toHaveTextContent('Bet placed');
    expect(screen.queryByRole('region', { name: 'Bet placed' })).not.toBeInTheDocument();
  });

  it("sends a native app's forced origin with the pricing and the placement (betslip-origin)", async () => {
    const stub = platform(() => jsonResponse(PLACED, 201));
    const { user } = renderWithClient(<Betslip originId="21" />);
    await user.type(screen.getByLabelText('Stake for Northbridge United'), '10');
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    await waitFor(() => expect(stub.placements()).toHaveLength(1));
    expect(stub.placement().json).toMatchObject({ originId: '21' });
    const priced = stub.pricing();
    expect(priced.length).toBeGreaterThan(0);
    for (const call of priced) {
      expect(JSON.parse(call.body ?? '{}')).toMatchObject({ originId: '21' });
    }
  });

  it('tells a failed placement (HTTP 500) in a 10 s toast with the request reference, and keeps the slip', async () => {
    const stub = platform(() =>
      jsonResponse({ code: 'INTERNAL', message: 'Something went wrong' }, 500),
    );
    const { user } = renderWithClient(
      <>
        <Betslip />
        <Toaster />
      </>,
    );
    await user.type(screen.getByLabelText('Stake for Northbridge United'), '5');
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));

    const uuid = new URL(stub.placement().url, 'http://x').searchParams.get('uuid') ?? '';
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    const toast = await screen.findByText(`Betslip: Something went wrong. Req. ref ${uuid}`);
    expect(toast.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText('Stake for Northbridge United')).toHaveValue('5');
    expect(screen.getByRole('button', { name: 'Place Bet' })).toBeEnabled();
  });

  it('words a refusal in the slip only, with no failure toast', async () => {
    platform(() =>
      jsonResponse(
        {
          code: 'RES-00056',
          message: 'Stake greater than balance',
          errors: [{ code: 'RES-00056', message: 'Stake greater than balance', ref: 'sel1' }],
        },
        400,
      ),
    );
    const { user } = renderWithClient(
      <>
        <Betslip />
        <Toaster />
      </>,
    );
    await user.type(screen.getByLabelText('Stake for Northbridge United'), '5000');
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your stake is greater than your balance.',
    );
    expect(screen.queryByText(/Req\. ref/)).toBeNull();
  });

  it('logs the player out when the platform no longer accepts the token', async () => {
    platform(() => jsonResponse({ code: 'UNAUTHORIZED', message: 'The session has ended' }, 401));
    const { user } = renderWithClient(<Betslip />);
    await user.type(screen.getByLabelText('Stake for Northbridge United'), '1');
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));

    // Told in words (the live region keeps it once the slip, priced again for a visitor, no
    // longer holds the refusal).
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('The session has ended'),
    );
    expect(useSessionStore.getState().session).toBeNull();
    expect(useSessionStore.getState().logoutReason).toBe('unauthorized');
  });
});
