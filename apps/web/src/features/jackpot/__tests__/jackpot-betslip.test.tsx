import { initialJackpotPicksState } from '@touchline/betting';
import {
  ENDPOINTS,
  type ActiveJackpot,
  type JackpotBet,
  type JackpotSlipModel,
  type PlacedJackpotBet,
  type Wallet,
} from '@touchline/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../../../shared/api/query-keys';
import { useSessionStore } from '../../../shared/session/session-store';
import { useShellStore } from '../../../shared/session/shell-store';
import {
  jsonOf,
  pathOf,
  stubPlatform,
  type RecordedCall,
  type Route,
} from '../../../shared/testing/fetch-routes';
import { makeSession } from '../../../shared/testing/fixtures';
import { jsonResponse, renderWithClient } from '../../../shared/testing/render-with-client';
import { resetSharedSessionState } from '../../../shared/testing/reset-session';
import { testSiteIn } from '../../../shared/testing/test-site';
import { JackpotBetslip } from '../components/jackpot-betslip';
import { JackpotPicker } from '../components/jackpot-picker';
import { MyJackpotBets } from '../components/my-jackpot-bets';
import { useJackpotPicksStore } from '../store/jackpot-picks-store';

const TEAMS = [
  ['Northbridge United', 'Eastport Rovers'],
  ['Kingsmoor', 'Harbour City'],
  ['Ashford Town', 'Millbrook'],
] as const;

/** Three matches; match o has outcomes o*10+1 (home), o*10+2 (draw), o*10+3 (away). */
const JACKPOT: ActiveJackpot = {
  jackpotId: 12,
  name: 'Midweek Jackpot',
  kind: 'midweek',
  closesAt: '2030-05-04T12:00:00.000Z',
  eventCount: 3,
  currency: 'EUR',
  stakePerLine: 1,
  prizePool: 25_000,
  rollover: 5_000,
  tiers: [{ correct: 3, amount: 25_000 }],
  events: TEAMS.map(([home, away], i) => {
    const ordinal = i + 1;
    return {
      ordinal,
      eventId: 100 + ordinal,
      description: `${home} v ${away}`,
      startTime: '2030-05-04T12:00:00.000Z',
      marketId: 1000 + ordinal,
      outcomes: [
        { outcomeId: ordinal * 10 + 1, description: home },
        { outcomeId: ordinal * 10 + 2, description: 'Draw' },
        { outcomeId: ordinal * 10 + 3, description: away },
      ],
    };
  }),
};

function costModel(lines: number, overrides: Partial<JackpotSlipModel> = {}): JackpotSlipModel {
  return {
    jackpotId: 12,
    jackpotPrize: 25_000,
    currency: 'EUR',
    globalStake: 1,
    noOfBets: lines,
    jackpotTotalStake: lines,
    totalCost: lines,
    originId: '11',
    complete: true,
    singles: [],
    errors: [],
    ...overrides,
  };
}

const PLACED: PlacedJackpotBet = {
  betId: 900,
  reference: 'JP7K2M9QXA4B',
  jackpotId: 12,
  jackpotName: 'Midweek Jackpot',
  accountId: 77,
  originId: '11',
  status: 'open',
  placedAt: '2030-05-01T10:00:00.000Z',
  currency: 'EUR',
  globalStake: 1,
  noOfBets: 2,
  totalCost: 2,
  returns: null,
  bestCorrect: null,
  settledAt: null,
  singles: [],
  availableBalance: 98,
};

const ACTIVE_PATH = pathOf(ENDPOINTS.jackpot.active);
const COST_PATH = pathOf(ENDPOINTS.jackpot.cost);
const PLACE_PATH = pathOf(ENDPOINTS.jackpot.place, { accountId: 77 });

/** The platform's answers the jackpot page needs, plus any given first. */
function platform(extra: readonly Route[] = []) {
  return stubPlatform([
    ...extra,
    { method: 'GET', path: ACTIVE_PATH, reply: () => jsonResponse({ jackpots: [JACKPOT] }) },
    {
      method: 'GET',
      path: COST_PATH,
      reply: (call: RecordedCall) => {
        const ids = new URL(call.url, 'http://x').searchParams.get('outcomeIds') ?? '';
        const perMatch = new Map<string, number>();
        for (const id of ids.split(',')) {
          const match = id.slice(0, -1);
          perMatch.set(match, (perMatch.get(match) ?? 0) + 1);
        }
        const lines = [...perMatch.values()].reduce((a, b) => a * b, 1);
        return jsonResponse({ model: costModel(lines) });
      },
    },
    {
      method: 'GET',
      path: pathOf(ENDPOINTS.jackpot.bets, { accountId: 77 }),
      reply: () => jsonResponse({ bets: [] }),
    },
  ]);
}

/** The jackpot page as the shell composes it: the matches, and the jackpot slip beside them. */
function renderJackpotPage(site = testSiteIn('en')) {
  return renderWithClient(
    <>
      <JackpotPicker jackpot={JACKPOT} />
      <JackpotBetslip jackpotEvent="12-midweek" />
    </>,
    site,
  );
}

const slip = () => screen.getByRole('complementary', { name: 'Jackpot betslip' });
const pick = (match: number, outcome: string) =>
  screen.getByRole('button', { name: `Match ${match}: ${outcome}` });

describe('the jackpot page and its slip', () => {
  beforeEach(() => {
    resetSharedSessionState();
    useJackpotPicksStore.setState({ state: initialJackpotPicksState });
  });

  it('picks per match as toggles; a second pick on a match doubles the lines', async () => {
    platform();
    const { user } = renderJackpotPage();
    await screen.findByText('Midweek Jackpot');

    await user.click(pick(1, 'Northbridge United'));
    await user.click(pick(2, 'Draw'));
    await user.click(pick(3, 'Millbrook'));
    expect(pick(2, 'Draw')).toHaveAttribute('aria-pressed', 'true');
    expect(pick(2, 'Kingsmoor')).toHaveAttribute('aria-pressed', 'false');
    expect(within(slip()).getByText('1 line')).toBeInTheDocument();

    await user.click(pick(2, 'Kingsmoor'));
    expect(pick(2, 'Kingsmoor')).toHaveAttribute('aria-pressed', 'true');
    expect(within(slip()).getByText('2 lines')).toBeInTheDocument();
    expect(within(slip()).getByText('Kingsmoor, Draw')).toBeInTheDocument();

    // Pressed again, a pick goes: back to one line.
    await user.click(pick(2, 'Kingsmoor'));
    expect(pick(2, 'Kingsmoor')).toHaveAttribute('aria-pressed', 'false');
    expect(within(slip()).getByText('1 line')).toBeInTheDocument();
  });

  it("asks the platform for the cost with the outcome ids comma-joined and shows the answer's total", async () => {
    const net = platform();
    const { user } = renderJackpotPage();
    await screen.findByText('Midweek Jackpot');

    await user.click(pick(1, 'Northbridge United'));
    await user.click(pick(2, 'Draw'));
    await user.click(pick(3, 'Millbrook'));
    await user.click(pick(3, 'Ashford Town'));

    await waitFor(() => expect(within(slip()).getByText('€2.00')).toBeInTheDocument());
    const costCalls = net.callsTo(COST_PATH, 'GET');
    // Debounced: the four quick picks make one call, for the complete slip.
    expect(costCalls).toHaveLength(1);
    const query = new URL(costCalls[0]?.url ?? '', 'http://x').searchParams;
    expect(query.get('outcomeIds')).toBe('11,22,31,33');
    expect(costCalls[0]?.url).toContain('outcomeIds=11,22,31,33');
    expect(query.get('jackpotId')).toBe('12');
    expect(query.get('globalStake')).toBe('1');
    expect(query.get('originId')).toBe('11');
    expect(within(slip()).getByText('€1.00')).toBeInTheDocument(); // the stake per line
  });

  it('aborts the cost request of the previous picks when the picks change', async () => {
    const pending: { signal: AbortSignal | null }[] = [];
    const net = platform([
      {
        method: 'GET',
        path: COST_PATH,
        reply: () => new Promise<Response>(() => {}), // never answers
      },
    ]);
    const { user } = renderJackpotPage();
    await screen.findByText('Midweek Jackpot');
    await user.click(pick(1, 'Draw'));
    await user.click(pick(2, 'Draw'));
    await user.click(pick(3, 'Draw'));
    await waitFor(() => expect(net.callsTo(COST_PATH)).toHaveLength(1));
    await user.click(pick(3, 'Millbrook'));
    await waitFor(() => expect(net.callsTo(COST_PATH)).toHaveLength(2));
    for (const [input, init] of net.fetchMock.mock.calls) {
      const url = typeof input === 'string' ? input : '';
      if (url.startsWith(COST_PATH)) pending.push({ signal: init?.signal ?? null });
    }
    expect(pending[0]?.signal?.aborted).toBe(true);
    expect(pending[1]?.signal?.aborted).toBe(false);
  });

  it('an incomplete slip says which matches still need a pick, and Place Bet waits', async () => {
    const net = platform();
    useSessionStore.getState().login(makeSession());
    const { user } = renderJackpotPage();
    await screen.findByText('Midweek Jackpot');
    expect(within(slip()).getByText('Pick an outcome for every match.')).toBeInTheDocument();

    await user.click(pick(2, 'Draw'));
    const place = within(slip()).getByRole('button', { name: 'Place jackpot bet' });
    expect(place).toBeDisabled();
    expect(place).toHaveAccessibleDescription('Matches 1 and 3 still need a pick.');
    expect(within(slip()).getByText('0 lines')).toBeInTheDocument();

    await user.click(pick(1, 'Draw'));
    expect(within(slip()).getByText('Match 3 still needs a pick.')).toBeInTheDocument();
    expect(place).toBeDisabled();
    expect(net.callsTo(COST_PATH)).toHaveLength(0);

    await user.click(pick(3, 'Draw'));
    expect(within(slip()).getByText('Your jackpot is complete.')).toBeInTheDocument();
    await waitFor(() => expect(place).toBeEnabled());
  });

  it('places the slip for the player, shows the receipt and the new balance at once', async () => {
    const net = platform([
      { method: 'POST', path: PLACE_PATH, reply: () => jsonResponse(PLACED, 201) },
    ]);
    useSessionStore.getState().login(makeSession());
    const { user, queryClient } = renderJackpotPage();
    const wallet: Wallet = { currency: 'EUR', balance: 100, totalBalance: 100, name: 'sportsbook' };
    queryClient.setQueryData(queryKeys.balance('alice'), wallet);
    await screen.findByText('Midweek Jackpot');

    await user.click(pick(1, 'Northbridge United'));
    await user.click(pick(1, 'Draw'));
    await user.click(pick(2, 'Harbour City'));
    await user.click(pick(3, 'Draw'));
    const place = within(slip()).getByRole('button', { name: 'Place jackpot bet' });
    await waitFor(() => expect(place).toBeEnabled());
    await user.click(place);

    const receipt = await within(slip()).findByRole('status');
    await waitFor(() => expect(receipt).toHaveTextContent('Jackpot bet placed'));
    expect(receipt).toHaveTextContent('Reference: JP7K2M9QXA4B');
    expect(receipt).toHaveTextContent('2 lines · Total cost: €2.00');
    expect(receipt).toHaveTextContent('Balance now: €98.00');

    const [call] = net.callsTo(PLACE_PATH, 'POST');
    expect(call?.url).toMatch(/\?uuid=[0-9a-f-]{36}&l=en$/);
    expect(call?.headers.Authorization).toBe('Bearer token-abc');
    expect(jsonOf(call)).toEqual({
      jackpotId: 12,
      jackpotPrize: 25_000,
      globalStake: 1,
      jackpotTotalStake: 2,
      noOfBets: 2,
      originId: '11',
      singles: [
        { ordinal: 1, outcomeId: 11 },
        { ordinal: 1, outcomeId: 12 },
        { ordinal: 2, outcomeId: 23 },
        { ordinal: 3, outcomeId: 32 },
      ],
    });
    // The header's balance (the wallet query) shows the answer's balance before any refetch.
    expect(queryClient.getQueryData<Wallet>(queryKeys.balance('alice'))?.balance).toBe(98);
    // The placed picks are gone from the slip.
    expect(pick(1, 'Draw')).toHaveAttribute('aria-pressed', 'false');

    await user.click(within(slip()).getByRole('button', { name: 'New jackpot slip' }));
    expect(within(slip()).getByText('Pick an outcome for every match.')).toBeInTheDocument();
  });

  it("words a refusal's RES code in the player's language and keeps the picks", async () => {
    platform([
      {
        method: 'POST',
        path: PLACE_PATH,
        reply: () =>
          jsonResponse(
            {
              code: 'RES-00246',
              message: 'another bet in progress',
              errors: [{ code: 'RES-00246', message: 'another bet in progress' }],
            },
            422,
          ),
      },
    ]);
    useSessionStore.getState().login(makeSession());
    const { user } = renderWithClient(
      <>
        <JackpotPicker jackpot={JACKPOT} />
        <JackpotBetslip jackpotEvent="12-midweek" />
      </>,
      testSiteIn('de'),
    );
    await screen.findByText('Midweek Jackpot');
    for (const ordinal of [1, 2, 3]) {
      await user.click(screen.getByRole('button', { name: `Spiel ${ordinal}: Draw` }));
    }
    const place = screen.getByRole('button', { name: 'Jackpot-Wette platzieren' });
    await waitFor(() => expect(place).toBeEnabled());
    await user.click(place);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Eine andere Wette wird gerade platziert. Bitte warten Sie einen Moment.',
    );
    expect(screen.getByRole('button', { name: 'Spiel 2: Draw' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('a visitor is asked to log in, and Place Bet opens the login', async () => {
    const net = platform();
    const { user } = renderJackpotPage();
    await screen.findByText('Midweek Jackpot');
    expect(within(slip()).getByText('Log in to place your jackpot bet.')).toBeInTheDocument();
    for (const ordinal of [1, 2, 3]) await user.click(pick(ordinal, 'Draw'));
    const place = within(slip()).getByRole('button', { name: 'Place jackpot bet' });
    await waitFor(() => expect(place).toBeEnabled());

    await user.click(place);
    expect(useShellStore.getState().state.openModal).toBe('login');
    expect(net.callsTo(PLACE_PATH)).toHaveLength(0);

    useShellStore.getState().dispatch({ type: 'modalClosed' });
    await user.click(within(slip()).getByRole('button', { name: 'Log in' }));
    expect(useShellStore.getState().state.openModal).toBe('login');
  });
});

describe('sharing a jackpot slip by booking code', () => {
  beforeEach(() => {
    resetSharedSessionState();
    useJackpotPicksStore.setState({ state: initialJackpotPicksState });
  });

  it('books the complete slip and shows its code', async () => {
    const net = platform([
      {
        method: 'POST',
        path: pathOf(ENDPOINTS.booking.createJackpotCode),
        reply: () =>
          jsonResponse(
            {
              code: 'QRST2345',
              kind: 'jackpot',
              expiresAt: '2030-05-04T12:00:00.000Z',
              selections: 3,
            },
            201,
          ),
      },
    ]);
    const { user } = renderJackpotPage();
    await screen.findByText('Midweek Jackpot');
    expect(
      within(slip()).queryByRole('button', { name: 'Share by booking code' }),
    ).not.toBeInTheDocument();
    for (const ordinal of [1, 2, 3]) await user.click(pick(ordinal, 'Draw'));
    await user.click(within(slip()).getByRole('button', { name: 'Share by booking code' }));

    expect(await within(slip()).findByText(/Booking code: QRST2345/)).toBeInTheDocument();
    const [call] = net.callsTo(pathOf(ENDPOINTS.booking.createJackpotCode), 'POST');
    expect(jsonOf(call)).toMatchObject({
      jackpotId: 12,
      singles: [
        { ordinal: 1, outcomeId: 12 },
        { ordinal: 2, outcomeId: 22 },
        { ordinal: 3, outcomeId: 32 },
      ],
    });
  });

  it('loads a code back into the picks; a code of another jackpot or an unknown one says so', async () => {
    const loaded = (jackpotId: number) =>
      jsonResponse({
        ...costModel(2, { jackpotId }),
        code: 'WXYZ2345',
        singles: [
          { ordinal: 1, outcomeId: 13 },
          { ordinal: 2, outcomeId: 21 },
          { ordinal: 2, outcomeId: 23 },
          { ordinal: 3, outcomeId: 31 },
        ],
      });
    const answers = [loaded(99), loaded(12)];
    platform([
      {
        method: 'GET',
        path: pathOf(ENDPOINTS.booking.loadJackpotCode, { code: 'WXYZ2345' }),
        reply: () => answers.shift() ?? loaded(12),
      },
      {
        method: 'GET',
        path: pathOf(ENDPOINTS.booking.loadJackpotCode, { code: 'NOPE2345' }),
        reply: () => jsonResponse({ code: 'NOT_FOUND', message: 'Booking code not found' }, 404),
      },
    ]);
    const { user } = renderJackpotPage();
    await screen.findByText('Midweek Jackpot');
    const field = within(slip()).getByLabelText('Booking code');
    const load = within(slip()).getByRole('button', { name: 'Load slip' });

    await user.type(field, 'nope2345');
    await user.click(load);
    expect(
      await within(slip()).findByText('We could not find this booking code, or it has expired.'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, 'wxyz2345');
    await user.click(load);
    expect(
      await within(slip()).findByText('This booking code belongs to another jackpot.'),
    ).toBeInTheDocument();
    expect(pick(1, 'Eastport Rovers')).toHaveAttribute('aria-pressed', 'false');

    await user.click(load);
    expect(
      await within(slip()).findByText('The booked picks are on your slip.'),
    ).toBeInTheDocument();
    expect(pick(1, 'Eastport Rovers')).toHaveAttribute('aria-pressed', 'true');
    expect(pick(2, 'Kingsmoor')).toHaveAttribute('aria-pressed', 'true');
    expect(pick(2, 'Harbour City')).toHaveAttribute('aria-pressed', 'true');
    expect(within(slip()).getByText('2 lines')).toBeInTheDocument();
  });
});

describe('my jackpot bets', () => {
  beforeEach(() => {
    resetSharedSessionState();
  });

  it("lists the player's jackpot bets with each pick's result, the returns and the prize tier", async () => {
    const won: JackpotBet = {
      ...PLACED,
      betId: 901,
      reference: 'JPWON0000001',
      jackpotName: 'Weekend Jackpot 18',
      status: 'won',
      noOfBets: 1,
      totalCost: 1,
      returns: 1250,
      bestCorrect: 2,
      settledAt: '2030-05-05T20:00:00.000Z',
      singles: [
        {
          ordinal: 1,
          outcomeId: 11,
          eventId: 101,
          eventDescription: 'Northbridge United v Eastport Rovers',
          outcomeDescription: 'Northbridge United',
          result: 'won',
        },
        {
          ordinal: 2,
          outcomeId: 22,
          eventId: 102,
          eventDescription: 'Kingsmoor v Harbour City',
          outcomeDescription: 'Draw',
          result: 'lost',
        },
        {
          ordinal: 3,
          outcomeId: 31,
          eventId: 103,
          eventDescription: 'Ashford Town v Millbrook',
          outcomeDescription: 'Ashford Town',
          result: 'won',
        },
      ],
    };
    stubPlatform([
      {
        method: 'GET',
        path: pathOf(ENDPOINTS.jackpot.bets, { accountId: 77 }),
        reply: () => jsonResponse({ bets: [won] }),
      },
    ]);
    useSessionStore.getState().login(makeSession());
    const { user } = renderWithClient(<MyJackpotBets />);
    const section = await screen.findByRole('region', { name: 'My jackpot bets' });
    const bet = await within(section).findByRole('listitem', { name: 'Weekend Jackpot 18' });
    expect(bet).toHaveTextContent('Won');
    expect(bet).toHaveTextContent('Best line: 2 of 3 correct');
    expect(bet).toHaveTextContent('Prize tier: 2 correct');
    expect(bet).toHaveTextContent('Returns: €1,250.00');
    await user.click(within(bet).getByText('Picks'));
    const picks = within(bet).getAllByRole('listitem');
    expect(picks[1]).toHaveTextContent('Match 2Kingsmoor v Harbour CityDrawWrong');
    expect(picks[2]).toHaveTextContent('Ashford TownRight');
  });

  it('shows nothing to a visitor', () => {
    const net = stubPlatform([]);
    const { container } = renderWithClient(<MyJackpotBets />);
    expect(container).toBeEmptyDOMElement();
    expect(net.calls).toHaveLength(0);
  });
});
