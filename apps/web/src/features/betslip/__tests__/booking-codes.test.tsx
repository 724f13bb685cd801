/**
 * spec betting-domain §7 retailcodes and docs/decisions.md "Booking codes": a player shares the
 * slip by a code and a link, and a code (typed, or from a link) rebuilds a slip at today's
 * prices — replacing a slip with selections only when the player says so — and says what could
 * not be restored.
 */
import {
  eventId,
  initialBetslipState,
  marketId,
  outcomeId,
  type BetslipNewSelection,
} from '@touchline/betting';
import { ENDPOINTS, type BookingCode, type LoadedBetslipCode } from '@touchline/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../shared/session/session-store';
import { pathOf, type RecordedCall } from '../../../shared/testing/fetch-routes';
import { jsonResponse, renderWithClient } from '../../../shared/testing/render-with-client';
import { testSite } from '../../../shared/testing/test-site';
import { Betslip } from '../components/betslip';
import { useBetslipStore } from '../store/betslip-store';
import { usePricingStore } from '../store/pricing-store';
import { fakeBetslipPlatform, pricingAnswer, type BookEntry } from './fake-betslip-platform';

const BOOK: BookEntry[] = [
  { outcomeId: 11, eventId: 1, marketId: 101, decimal: '2.1' },
  { outcomeId: 21, eventId: 2, marketId: 201, decimal: '1.8' },
  { outcomeId: 31, eventId: 3, marketId: 301, decimal: '3' },
];
const NAMES: Record<number, [string, string]> = {
  11: ['Northbridge United v Eastport Rovers', 'Northbridge United'],
  21: ['Kingsmoor City v Harbour Athletic', 'Harbour Athletic'],
  31: ['Westholm Villa v Kingsport City', 'Draw'],
};

function selection(entry: BookEntry): BetslipNewSelection {
  const [event, outcome] = NAMES[entry.outcomeId] ?? ['?', '?'];
  return {
    outcomeId: outcomeId(entry.outcomeId),
    eventId: eventId(entry.eventId),
    marketId: marketId(entry.marketId),
    decimal: Number(entry.decimal),
    eventDescription: event,
    marketDescription: 'Match Result',
    outcomeDescription: outcome,
  };
}

const CODE = 'KX7P2QAB';
const BOOKED: BookingCode = {
  code: CODE,
  kind: 'betslip',
  expiresAt: '2026-12-11T09:00:00.000Z',
  selections: 2,
};

/** The platform's answer for the booked slip: two kept (stakes 2 each, a double of 1), one gone. */
function loadedAnswer(): LoadedBetslipCode {
  const priced = pricingAnswer(
    {
      singles: [
        { outcomeId: 11, unitStake: 2 },
        { outcomeId: 21, unitStake: 2 },
      ],
      multiples: [{ betTypeId: 200002, unitStake: 1 }],
      userAcceptOdds: 'D',
      originId: '11',
    },
    BOOK,
  );
  return {
    ...priced,
    code: CODE,
    dropped: [{ outcomeId: 31, message: 'Your selection is not available anymore' }],
    labels: [11, 21].map((id) => ({
      outcomeId: id,
      eventDescription: NAMES[id]?.[0] ?? '',
      marketDescription: 'Match Result',
      outcomeDescription: NAMES[id]?.[1] ?? '',
    })),
  };
}

const booking = {
  create: pathOf(ENDPOINTS.booking.createBetslipCode),
  load: (code: string) => pathOf(ENDPOINTS.booking.loadBetslipCode, { code }),
};

function platform() {
  const booked: RecordedCall[] = [];
  const fake = fakeBetslipPlatform(BOOK, {
    routes: [
      {
        method: 'POST',
        path: booking.create,
        reply: (call) => {
          booked.push(call);
          return jsonResponse(BOOKED, 201);
        },
      },
      { method: 'GET', path: booking.load(CODE), reply: () => jsonResponse(loadedAnswer()) },
      {
        method: 'GET',
        path: booking.load('ZZZZZZZZ'),
        reply: () => jsonResponse({ code: 'NOT_FOUND', message: 'Booking code not found' }, 404),
      },
      {
        method: 'GET',
        path: booking.load('NOPE'),
        reply: () => jsonResponse({ code: 'BAD_REQUEST', message: 'code must be 8' }, 400),
      },
    ],
  });
  return { ...fake, booked };
}

const singles = () => Object.values(useBetslipStore.getState().state.bets);

/** The brand offers booking codes (spec shell §1 betslip_generate_retail_code). */
function sharingSite() {
  const site = testSite();
  return testSite({
    settings: {
      ...site.settings,
      web: { ...site.settings.web, betslip_generate_retail_code: true },
    },
  });
}

beforeEach(() => {
  useBetslipStore.setState({ state: initialBetslipState });
  usePricingStore.getState().reset();
  useSessionStore.setState({ session: null, logoutReason: null, savedUsername: null });
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('booking codes on the betslip', () => {
  it('shares the slip: its selections and stakes are booked, and the code and link shown', async () => {
    const fake = platform();
    for (const entry of BOOK.slice(0, 2)) {
      useBetslipStore.getState().dispatch({ type: 'betAdded', selection: selection(entry) });
    }
    const { user } = renderWithClient(<Betslip />, sharingSite());
    await user.type(screen.getByRole('textbox', { name: 'Stake for Northbridge United' }), '5');
    await user.click(screen.getByRole('button', { name: 'Share bet' }));

    expect(await screen.findByText(CODE)).toBeInTheDocument();
    const link = screen.getByRole('textbox', { name: 'Link to this betslip' });
    expect(link).toHaveValue(`${window.location.origin}/en?bookingCode=${CODE}`);
    expect(fake.booked).toHaveLength(1);
    const body = JSON.parse(fake.booked[0]?.body ?? '{}') as {
      singles: { outcomeId: number; unitStake?: number }[];
      outcomeIds?: unknown;
    };
    expect(body.singles.map((s) => s.outcomeId)).toEqual([11, 21]);
    expect(body.singles[0]?.unitStake).toBe(5);
    expect(body.outcomeIds).toBeUndefined();
  });

  it('loads a typed code into an empty slip at today’s prices, with its stakes, and says what is gone', async () => {
    platform();
    const { user } = renderWithClient(<Betslip />);
    await user.type(screen.getByRole('textbox', { name: 'Have a booking code?' }), 'kx7p2qab');
    await user.click(screen.getByRole('button', { name: 'Load' }));

    expect(
      await screen.findByText(
        /2 selections loaded from KX7P2QAB at today's prices\. 1 selection could not be restored/,
      ),
    ).toBeInTheDocument();
    expect(singles().map((b) => b.outcomeId)).toEqual([11, 21]);
    expect(singles().map((b) => b.unitStake)).toEqual([200, 200]);
    expect(screen.getByText('Harbour Athletic')).toBeInTheDocument();
    await waitFor(() => expect(useBetslipStore.getState().state.multiples[0]?.unitStake).toBe(100));
    // Every booked stake is in its field, the double's too.
    expect(screen.getByRole('textbox', { name: 'Stake for Northbridge United' })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: 'Stake for Harbour Athletic' })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: /^Stake for Double/ })).toHaveValue('1');
  });

  it('asks before a code replaces a slip that has selections, and keeps it if told to', async () => {
    platform();
    useBetslipStore
      .getState()
      .dispatch({ type: 'betAdded', selection: selection(BOOK[2] as BookEntry) });
    const { user } = renderWithClient(<Betslip />);
    await user.type(screen.getByRole('textbox', { name: 'Have a booking code?' }), CODE);
    await user.click(screen.getByRole('button', { name: 'Load' }));

    const ask = await screen.findByRole('group', { name: 'Replace your betslip' });
    expect(ask).toHaveTextContent('Loading KX7P2QAB replaces the 1 selection on your betslip.');
    await user.click(within(ask).getByRole('button', { name: 'Keep my betslip' }));
    expect(singles().map((b) => b.outcomeId)).toEqual([31]);

    await user.click(screen.getByRole('button', { name: 'Load' }));
    await user.click(await screen.findByRole('button', { name: 'Replace' }));
    expect(singles().map((b) => b.outcomeId)).toEqual([11, 21]);
  });

  it('loads the code of a shared link once, and takes it out of the address', async () => {
    platform();
    window.history.replaceState(null, '', `/en/sports?bookingCode=${CODE}`);
    renderWithClient(<Betslip />);
    await waitFor(() => expect(singles().map((b) => b.outcomeId)).toEqual([11, 21]));
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/en/sports');
  });

  it('offers no Share bet where the brand does not book slips, but still loads a code', () => {
    platform();
    useBetslipStore
      .getState()
      .dispatch({ type: 'betAdded', selection: selection(BOOK[0] as BookEntry) });
    renderWithClient(<Betslip />);
    expect(screen.queryByRole('button', { name: 'Share bet' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Have a booking code?' })).toBeInTheDocument();
  });

  it('says in words when a code is malformed, unknown or expired', async () => {
    platform();
    const { user } = renderWithClient(<Betslip />);
    const field = screen.getByRole('textbox', { name: 'Have a booking code?' });
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(
      await screen.findByText('Enter a booking code of 8 letters and digits.'),
    ).toBeInTheDocument();
    await user.type(field, 'nope');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(
      await screen.findByText('Enter a booking code of 8 letters and digits.'),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'zzzzzzzz');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(
      await screen.findByText('We could not find this booking code, or it has expired.'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(singles()).toEqual([]);
  });
});
