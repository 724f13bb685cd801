import {
  eventId,
  initialBetslipState,
  marketId,
  outcomeId,
  type BetslipNewSelection,
} from '@touchline/betting';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../shared/api/query-keys';
import { useSessionStore } from '../../../shared/session/session-store';
import { makeSession } from '../../../shared/testing/fixtures';
import { ENDPOINTS, type BetslipModelInput, type Wallet } from '@touchline/contract';
import { pathOf, stubPlatform, type RecordedCall } from '../../../shared/testing/fetch-routes';
import { jsonResponse, renderWithClient } from '../../../shared/testing/render-with-client';
import { testSiteIn } from '../../../shared/testing/test-site';
import { Betslip } from '../components/betslip';
import { useBetslipStore } from '../store/betslip-store';
import { usePricingStore } from '../store/pricing-store';
import { fakeBetslipPlatform, pricingAnswer, type BookEntry } from './fake-betslip-platform';

/** Four selections of four events (a multiple and the systems need different events). */
const BOOK: BookEntry[] = [
  { outcomeId: 11, eventId: 1, marketId: 101, decimal: '2.1' },
  { outcomeId: 21, eventId: 2, marketId: 201, decimal: '1.8' },
  { outcomeId: 31, eventId: 3, marketId: 301, decimal: '3' },
  { outcomeId: 41, eventId: 4, marketId: 401, decimal: '2.5' },
];

const NAMES = ['Northbridge United', 'Eastport Rovers', 'Kingsmoor City', 'Harbour Athletic'];

function selection(index: number, book: readonly BookEntry[] = BOOK): BetslipNewSelection {
  const entry = book[index];
  if (!entry) throw new Error(`no selection ${String(index)}`);
  return {
    outcomeId: outcomeId(entry.outcomeId),
    eventId: eventId(entry.eventId),
    marketId: marketId(entry.marketId),
    decimal: Number(entry.decimal),
    eventDescription: `Event ${String(entry.eventId)}`,
    marketDescription: 'Match Result',
    outcomeDescription: NAMES[index] ?? `Outcome ${String(index)}`,
  };
}

function addSelections(count: number, book: readonly BookEntry[] = BOOK) {
  for (let i = 0; i < count; i += 1) {
    useBetslipStore.getState().dispatch({ type: 'betAdded', selection: selection(i, book) });
  }
}

const body = (call: { body: string | null } | undefined) =>
  JSON.parse(call?.body ?? '{}') as Record<string, unknown> & {
    singles: Record<string, unknown>[];
    multiples?: Record<string, unknown>[];
    systems?: Record<string, unknown>[];
  };

const totalRow = (label: string) =>
  within(screen.getByText(label).parentElement as HTMLElement).getByRole('definition');

beforeEach(() => {
  useBetslipStore.setState({ state: initialBetslipState });
  usePricingStore.getState().reset();
  useSessionStore.setState({ session: null, logoutReason: null, savedUsername: null });
  useSessionStore.getState().login(makeSession());
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the multiple and the systems the platform prices', () => {
  it('shows a treble, the doubles, a Trixie and a Patent for three selections of three events', async () => {
    fakeBetslipPlatform(BOOK);
    addSelections(3);
    const { user } = renderWithClient(<Betslip />);

    const multiples = await screen.findByRole('region', { name: 'Multiples' });
    expect(within(multiples).getByText('Treble · 1 bet')).toBeInTheDocument();
    // 2.10 × 1.80 × 3.00
    expect(within(multiples).getByText('11.34')).toBeInTheDocument();

    const systems = screen.getByRole('region', { name: 'System bets' });
    const expander = within(systems).getByRole('button', { name: 'Show system bets' });
    expect(expander).toHaveAttribute('aria-expanded', 'false');
    expect(within(systems).getByText(/Expands to system bets/)).toBeInTheDocument();
    expect(within(systems).queryByText(/Trixie/)).not.toBeInTheDocument();

    await user.click(expander);
    expect(within(systems).getByRole('button', { name: 'Hide system bets' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(systems).getByText('Doubles · 3 bets')).toBeInTheDocument();
    expect(within(systems).getByText('Trixie · 4 bets')).toBeInTheDocument();
    expect(within(systems).getByText('Patent · 7 bets')).toBeInTheDocument();
    expect(within(systems).getByLabelText('Stake for Trixie')).toBeInTheDocument();
  });

  it("shows the Yankee's 11 lines and the Lucky 15 for four selections", async () => {
    fakeBetslipPlatform(BOOK);
    addSelections(4);
    useBetslipStore.getState().dispatch({ type: 'betslipExpanded' });
    renderWithClient(<Betslip />);

    expect(await screen.findByText('Yankee · 11 bets')).toBeInTheDocument();
    expect(screen.getByText('Lucky 15 · 15 bets')).toBeInTheDocument();
    expect(screen.getByText('4-Fold · 1 bet')).toBeInTheDocument();
  });

  it('sums every line into the total stake and shows the returns the platform priced', async () => {
    const platform = fakeBetslipPlatform(BOOK);
    addSelections(3);
    useBetslipStore.getState().dispatch({ type: 'betslipExpanded' });
    const { user } = renderWithClient(<Betslip />);

    await user.type(await screen.findByLabelText('Stake for Trixie'), '2');
    await user.type(screen.getByLabelText('Stake for Northbridge United'), '1');
    // A Trixie of 4 lines at €2 and a single at €1.
    expect(totalRow('Total stake')).toHaveTextContent('€9.00');
    expect(screen.getByText('4 × €2.00 = €8.00')).toBeInTheDocument();

    // Trixie: 2 × (2.1·1.8 + 2.1·3 + 1.8·3 + 2.1·1.8·3) = 2 × 26.82 = 53.64; single 2.10.
    await waitFor(() => expect(totalRow('Total returns')).toHaveTextContent('€55.74'));
    const last = body(platform.pricingCalls().at(-1));
    expect(last.systems).toEqual([
      expect.objectContaining({ betTypeId: 201058, ref: 'sys2', unitStake: 2 }),
    ]);

    // Collapsed, a staked system is still part of the slip: it stays in view and in the total.
    await user.click(screen.getByRole('button', { name: 'Hide system bets' }));
    expect(screen.queryByLabelText('Stake for Trixie')).not.toBeInTheDocument();
    expect(screen.getByText('Trixie · 4 bets: 4 × €2.00')).toBeInTheDocument();
    expect(totalRow('Total stake')).toHaveTextContent('€9.00');
  });

  it('plays a single each-way at twice the cost and shows its place returns', async () => {
    const eachWayBook = BOOK.map((entry) => ({ ...entry, placeTerms: '1/4' }));
    fakeBetslipPlatform(eachWayBook);
    addSelections(1, eachWayBook);
    const { user } = renderWithClient(<Betslip />);

    expect(await screen.findByText('Each way at 1/4 of the odds')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Stake for Northbridge United'), '5');
    expect(totalRow('Total stake')).toHaveTextContent('€5.00');

    await user.click(screen.getByRole('checkbox', { name: 'Each way' }));
    expect(totalRow('Total stake')).toHaveTextContent('€10.00');
    expect(screen.getByText('2 × €5.00')).toBeInTheDocument();
    // Place part: 5 × (1 + 1.1 / 4) = 6.375, rounded down.
    expect(await screen.findByText('Potential place returns: €6.37')).toBeInTheDocument();
    expect(screen.getByText('Potential returns: €10.50')).toBeInTheDocument();
  });
});

describe('price changes and closed selections', () => {
  it('shows the old and the new price and takes the new one only when accepted', async () => {
    const platform = fakeBetslipPlatform(BOOK);
    addSelections(1);
    const { user } = renderWithClient(<Betslip />);
    await waitFor(() => expect(platform.pricingCalls()).toHaveLength(1));

    // The price drifts against the player (accept-higher-odds does not cover it).
    platform.setBook([{ ...BOOK[0], decimal: '1.9' } as BookEntry, ...BOOK.slice(1)]);
    await user.type(screen.getByLabelText('Stake for Northbridge United'), '10');

    const accept = await screen.findByRole('button', { name: 'Accept price change' });
    expect(screen.getAllByText('The price has changed from 2.10 to 1.90.').length).toBeGreaterThan(
      0,
    );
    expect(screen.getByText('2.10')).toBeInTheDocument();
    expect(screen.getByText('1.90')).toBeInTheDocument();
    // Still asked at the price the player saw until they accept.
    expect(body(platform.pricingCalls().at(-1)).singles[0]).toMatchObject({ decimal: 2.1 });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'The price has changed from 2.10 to 1.90.',
      ),
    );

    await user.click(accept);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Accept price change' })).not.toBeInTheDocument(),
    );
    expect(body(platform.pricingCalls().at(-1)).singles[0]).toMatchObject({ decimal: 1.9 });
    expect(screen.getByText('1.90')).toBeInTheDocument();
    expect(screen.queryByText('2.10')).not.toBeInTheDocument();
    expect(screen.getByText('Potential returns: €19.00')).toBeInTheDocument();
  });

  it('takes a higher price at once when the player accepts higher odds, showing the move', async () => {
    const platform = fakeBetslipPlatform(BOOK);
    addSelections(1);
    const { user } = renderWithClient(<Betslip />);
    await waitFor(() => expect(platform.pricingCalls()).toHaveLength(1));

    platform.setBook([{ ...BOOK[0], decimal: '2.4' } as BookEntry, ...BOOK.slice(1)]);
    await user.type(screen.getByLabelText('Stake for Northbridge United'), '10');
    expect(await screen.findByText('Potential returns: €24.00')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Betslip' });
    expect(within(list).getByText('The price has changed from 2.10 to 2.40.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'The price has changed from 2.10 to 2.40.',
    );
    expect(screen.queryByRole('button', { name: 'Accept price change' })).not.toBeInTheDocument();
  });

  it('says a closed selection is not available, then removes it after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const platform = fakeBetslipPlatform([
      { ...BOOK[0], closed: true } as BookEntry,
      BOOK[1] as BookEntry,
    ]);
    addSelections(2);
    renderWithClient(<Betslip />);

    const list = screen.getByRole('list', { name: 'Betslip' });
    expect(
      await within(list).findByText('Your selection is not available anymore'),
    ).toBeInTheDocument();
    expect(within(list).getByText('Northbridge United')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(within(list).getByText('Northbridge United')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() =>
      expect(within(list).queryByText('Northbridge United')).not.toBeInTheDocument(),
    );
    expect(within(list).getByText('Eastport Rovers')).toBeInTheDocument();
    // spec betting-domain §4: the slip is priced again in expanded mode.
    await waitFor(() =>
      expect(body(platform.pricingCalls().at(-1))).toMatchObject({
        showSysBets: true,
        singles: [expect.objectContaining({ outcomeId: 21, ref: 'sel1' })],
      }),
    );
  });
});

describe('the errors of a pricing answer', () => {
  it("words every RES code in the player's language, each beside its line or at the foot", async () => {
    const errors = [
      { code: 'RES-00034', message: 'Stake above the maximum', ref: 'sel1', limit: 10_000 },
      { code: 'RES-00108', message: 'Single bet or event suspended', ref: 'sel2' },
      { code: 'RES-00249', message: 'Feed alert active', ref: 'sel3' },
      { code: 'RES-00218', message: 'Combining outcomes not allowed', ref: 'mul1' },
      // The systems are not shown: their error sits at the foot of the slip.
      { code: 'RES-00233', message: 'Critical combination limit reached', ref: 'sys1' },
      { code: 'RES-00056', message: 'Stake greater than balance' },
    ];
    const reply = (call: RecordedCall) =>
      jsonResponse({
        ...pricingAnswer(JSON.parse(call.body ?? '{}') as BetslipModelInput, BOOK),
        errors,
      });
    const path = pathOf(ENDPOINTS.betslip.refresh);
    stubPlatform([
      { method: 'POST', path, reply },
      { method: 'PUT', path, reply },
    ]);
    addSelections(3);
    renderWithClient(<Betslip />, testSiteIn('es'));

    const slip = screen.getByRole('list', { name: 'Boleto de apuestas' });
    const [first, second, third] = within(slip).getAllByRole('listitem');
    expect(
      await within(first as HTMLElement).findByText('Tu importe supera el máximo permitido.'),
    ).toBeInTheDocument();
    expect(
      within(second as HTMLElement).getByText(
        'Esta selección o su evento están suspendidos en este momento.',
      ),
    ).toBeInTheDocument();
    expect(
      within(third as HTMLElement).getByText(
        'Las apuestas en este evento están en pausa por un momento.',
      ),
    ).toBeInTheDocument();
    const multiples = screen.getByRole('region', { name: 'Combinadas' });
    expect(
      within(multiples).getByText('Estas selecciones no se pueden combinar.'),
    ).toBeInTheDocument();
    const foot = screen.getByRole('alert');
    expect(foot).toHaveTextContent('Esta combinación ha alcanzado su límite de apuestas.');
    expect(foot).toHaveTextContent('Tu importe es superior a tu saldo.');
    // Announced too, in words, never as codes.
    expect(screen.getByRole('status')).toHaveTextContent('Tu importe es superior a tu saldo.');
    expect(document.body).not.toHaveTextContent(/RES-\d{5}/);
  });
});

describe('placing every staked line', () => {
  it('sends the singles, the multiple and a system in one request and shows the receipt', async () => {
    const platform = fakeBetslipPlatform(BOOK, { balance: 500 });
    addSelections(3);
    useBetslipStore.getState().dispatch({ type: 'betslipExpanded' });
    const { user, queryClient } = renderWithClient(<Betslip />);
    queryClient.setQueryData<Wallet>(queryKeys.balance('alice'), {
      name: 'sportsbook',
      currency: 'EUR',
      balance: 500,
      totalBalance: 500,
    });

    await user.type(screen.getByLabelText('Stake for Northbridge United'), '5');
    await user.type(await screen.findByLabelText('Stake for Treble'), '2');
    await user.type(screen.getByLabelText('Stake for Trixie'), '1');
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));

    await waitFor(() => expect(platform.placements()).toHaveLength(1));
    const sent = body(platform.placements()[0]);
    expect(sent.singles).toEqual([
      expect.objectContaining({ outcomeId: 11, ref: 'sel1', unitStake: 5, decimal: 2.1 }),
      expect.objectContaining({ outcomeId: 21, ref: 'sel2', unitStake: 0, decimal: 1.8 }),
      expect.objectContaining({ outcomeId: 31, ref: 'sel3', unitStake: 0, decimal: 3 }),
    ]);
    expect(sent.multiples).toEqual([
      expect.objectContaining({ betTypeId: 200002, ref: 'mul1', unitStake: 2 }),
    ]);
    expect(sent.systems).toEqual([expect.objectContaining({ betTypeId: 201058, unitStake: 1 })]);

    const receipt = await screen.findByRole('region', { name: 'Bet placed' });
    expect(receipt).toHaveTextContent('Reference: TL-8F3K2Q');
    // €5 single + €2 treble + 4 × €1 Trixie.
    expect(receipt).toHaveTextContent('Total stake: €11.00');
    expect(screen.getByRole('status')).toHaveTextContent('Bet placed. Reference: TL-8F3K2Q');
    // The header's balance takes the answer's availableBalance at once.
    expect(queryClient.getQueryData<Wallet>(queryKeys.balance('alice'))?.balance).toBe(489);

    await user.click(within(receipt).getByRole('button', { name: 'Keep selections' }));
    expect(screen.getByLabelText('Stake for Northbridge United')).toHaveValue('');
    expect(screen.getByLabelText('Stake for Kingsmoor City')).toBeInTheDocument();
  });

  it('keeps the selections a placement left unstaked', async () => {
    fakeBetslipPlatform(BOOK, { balance: 500 });
    addSelections(2);
    const { user } = renderWithClient(<Betslip />);

    await user.type(screen.getByLabelText('Stake for Northbridge United'), '5');
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    const receipt = await screen.findByRole('region', { name: 'Bet placed' });
    expect(receipt).toHaveTextContent('1 selection without a stake stays in your betslip.');

    await user.click(within(receipt).getByRole('button', { name: 'Done' }));
    expect(screen.getByLabelText('Stake for Eastport Rovers')).toBeInTheDocument();
    expect(screen.queryByLabelText('Stake for Northbridge United')).not.toBeInTheDocument();
  });

  it('waits for approval of an in-play bet with a countdown, then shows the receipt', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const live = [{ ...BOOK[0], live: true } as BookEntry];
    const platform = fakeBetslipPlatform(live, { balance: 500 });
    platform.statuses.push('PENDING', 'ACCEPTED');
    addSelections(1, live);
    const { user } = renderWithClient(<Betslip />);

    await user.type(screen.getByLabelText('Stake for Northbridge United'), '5');
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Waiting for approval…'),
    );
    expect(
      screen.getByText(/Your live bet is being checked\. This takes up to [45] seconds\./),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Stake for Northbridge United')).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(5200));
    await act(() => vi.advanceTimersByTimeAsync(1200));
    const receipt = await screen.findByRole('region', { name: 'Bet placed' });
    expect(receipt).toHaveTextContent('TL-8F3K2Q');
  });
});

describe('stake entry in currencies without decimals', () => {
  it('never turns a KRW "1234.5" into ₩12,345: the text is kept and stakes nothing', async () => {
    useSessionStore.getState().login(makeSession({ currency: 'KRW' }));
    const platform = fakeBetslipPlatform(BOOK, { currency: 'KRW' });
    addSelections(1);
    const { user } = renderWithClient(<Betslip />);
    const stake = screen.getByLabelText('Stake for Northbridge United');

    await user.type(stake, '1234.5');
    expect(stake).toHaveValue('1234.5');
    expect(stake).toHaveAccessibleDescription(
      'Stakes in KRW are whole amounts. Remove the decimal point to place this bet.',
    );
    expect(screen.getByRole('button', { name: 'Place Bet' })).toBeDisabled();
    // Past the stake debounce: whatever was priced, it was never 12,345 (nor 1234.5).
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    const stakes = platform.pricingCalls().map((c) => body(c).singles[0]?.unitStake);
    expect(stakes).not.toContain(12345);
    expect(stakes).not.toContain(1234.5);

    await user.type(stake, '{Backspace}{Backspace}');
    expect(stake).toHaveValue('1234');
    await waitFor(() =>
      expect(body(platform.pricingCalls().at(-1)).singles[0]).toMatchObject({ unitStake: 1234 }),
    );
    expect(screen.getByRole('button', { name: 'Place Bet' })).toBeEnabled();
  });

  it('reads a VND stake in thousands and refuses a decimal point', async () => {
    useSessionStore.getState().login(makeSession({ currency: 'VND' }));
    const platform = fakeBetslipPlatform(BOOK, { currency: 'VND' });
    addSelections(1);
    const { user } = renderWithClient(<Betslip />);
    const stake = screen.getByLabelText('Stake for Northbridge United');

    await user.type(stake, '100');
    await waitFor(() =>
      expect(body(platform.pricingCalls().at(-1)).singles[0]).toMatchObject({
        unitStake: 100_000,
      }),
    );
    expect(totalRow('Total stake')).toHaveTextContent('100');

    await user.type(stake, '.5');
    expect(stake).toHaveAccessibleDescription(
      'Stakes in VND are whole amounts. Remove the decimal point to place this bet.',
    );
  });
});
