import {
  eventId,
  initialBetslipState,
  marketId,
  outcomeId,
  stakeTextToMinor,
  type BetslipAction,
} from '@touchline/betting';
import { ENDPOINTS, SITE_SETTINGS_DEFAULTS, type BetslipModelInput } from '@touchline/contract';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/session-store';
import { pathOf } from '../../../shared/testing/fetch-routes';
import { jsonResponse, renderWithClient } from '../../../shared/testing/render-with-client';
import { testSite } from '../../../shared/testing/test-site';
import {
  FEED_REPRICE_DELAY_MS,
  nextStakeIsQuickBet,
  useBetslipPricing,
} from '../hooks/use-betslip-pricing';
import { notifyOutcomes } from '../../../shared/live/live-prices';
import { useBetslipStore } from '../store/betslip-store';
import { usePricingStore } from '../store/pricing-store';
import { pricingAnswer, type BookEntry } from './fake-betslip-platform';

const BOOK: BookEntry[] = [
  { outcomeId: 11, eventId: 1, marketId: 101, decimal: '2' },
  { outcomeId: 21, eventId: 2, marketId: 201, decimal: '3' },
];

/** One request the hook sent, answered when the test says so. */
interface HeldCall {
  readonly method: string;
  readonly url: string;
  readonly body: BetslipModelInput & { outcomeIds?: number[] };
  readonly signal: AbortSignal | undefined;
  /** Answers with the platform's pricing of this request (over `book`). */
  readonly answer: (book?: readonly BookEntry[]) => void;
}

/**
 * fetch at the network edge: every call is held until the test answers it. Like fetch, an
 * aborted call rejects with an AbortError unless `ignoreAbort` (an answer already on its way).
 */
function holdCalls({ ignoreAbort = false } = {}): HeldCall[] {
  const calls: HeldCall[] = [];
  const fetchMock = vi.fn(
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const body = JSON.parse(init.body as string) as HeldCall['body'];
        const signal = init.signal ?? undefined;
        if (!ignoreAbort) {
          signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }
        calls.push({
          method: init.method ?? 'GET',
          url,
          body,
          signal,
          answer: (book = BOOK) => resolve(jsonResponse(pricingAnswer(body, book))),
        });
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function Pricing() {
  useBetslipPricing();
  return null;
}

/** Dispatches to the slip and lets the request it causes reach fetch. */
const dispatch = (action: BetslipAction) =>
  act(async () => {
    useBetslipStore.getState().dispatch(action);
    await Promise.resolve();
  });

const typeStake = (text: string) =>
  dispatch({ type: 'stakeChanged', key: 'sel1', stake: stakeTextToMinor(text, 'EUR'), text });

/** Lets the answered promises run (the client parses each answer before it lands). */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

const bet = () => useBetslipStore.getState().state.bets['11'];

const HOME = {
  outcomeId: outcomeId(11),
  eventId: eventId(1),
  marketId: marketId(101),
  decimal: 2,
  outcomeDescription: 'Home',
};

const AWAY = {
  outcomeId: outcomeId(21),
  eventId: eventId(2),
  marketId: marketId(201),
  decimal: 3,
  outcomeDescription: 'Away',
};

beforeEach(() => {
  vi.useFakeTimers();
  useBetslipStore.setState({ state: initialBetslipState });
  usePricingStore.getState().reset();
  useSessionStore.setState({ session: null, logoutReason: null, savedUsername: null });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('pricing the betslip through the platform (betting-domain §4 Refresh flow)', () => {
  it('adds a selection with a POST naming its outcome, then re-prices with PUT', async () => {
    const calls = holdCalls();
    renderWithClient(<Pricing />);
    expect(calls).toHaveLength(0);

    await dispatch({ type: 'betAdded', selection: HOME });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url).toMatch(new RegExp(`^${pathOf(ENDPOINTS.betslip.addSelections)}\\?`));
    expect(calls[0]?.body).toMatchObject({
      outcomeIds: [11],
      singles: [{ outcomeId: 11, ref: 'sel1', decimal: 2, unitStake: 0 }],
      userAcceptOdds: 'D',
      originId: '11',
    });
    calls[0]?.answer();
    await settle();
    expect(usePricingStore.getState().quote?.singles).toHaveLength(1);

    await typeStake('10');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.method).toBe('PUT');
    expect(calls[1]?.body.outcomeIds).toBeUndefined();
  });

  it('waits betslip_delay_before_update_stakes after a stake is typed, sending the last one', async () => {
    const calls = holdCalls();
    renderWithClient(<Pricing />);
    await dispatch({ type: 'betAdded', selection: HOME });
    calls[0]?.answer();
    await settle();

    await typeStake('1');
    await typeStake('12');
    await act(() =>
      vi.advanceTimersByTimeAsync(SITE_SETTINGS_DEFAULTS.betslip_delay_before_update_stakes - 1),
    );
    expect(calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body.singles[0]).toMatchObject({ unitStake: 12 });
  });

  it("uses the brand's delay, and sends at once for a trailing zero or dot (spec §4)", async () => {
    const calls = holdCalls();
    const site = testSite();
    const slow = testSite({
      settings: {
        ...site.settings,
        web: { ...site.settings.web, betslip_delay_before_update_stakes: 1500 },
      },
    });
    renderWithClient(<Pricing />, slow);
    await dispatch({ type: 'betAdded', selection: HOME });
    calls[0]?.answer();
    await settle();

    await typeStake('7');
    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls).toHaveLength(2);

    await typeStake('70');
    expect(calls).toHaveLength(3);
    await typeStake('70.');
    // "70." is the stake already asked for: nothing more to price.
    expect(calls).toHaveLength(3);
    await typeStake('70.5');
    expect(calls).toHaveLength(3);
  });

  it('prices a quick bet at once, and the next typed stake waits again (spec §4)', async () => {
    const calls = holdCalls();
    renderWithClient(<Pricing />);
    await dispatch({ type: 'betAdded', selection: HOME });
    calls[0]?.answer();
    await settle();

    // "25" would wait the debounce if typed; from a quick-bet button it goes now.
    nextStakeIsQuickBet();
    await typeStake('25');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body.singles[0]).toMatchObject({ unitStake: 25 });
    calls[1]?.answer();
    await settle();

    await typeStake('35');
    expect(calls).toHaveLength(2);
    await act(() =>
      vi.advanceTimersByTimeAsync(SITE_SETTINGS_DEFAULTS.betslip_delay_before_update_stakes),
    );
    expect(calls).toHaveLength(3);
  });

  it('prices the slip again when the feed moves one of its selections, not for others', async () => {
    const calls = holdCalls();
    renderWithClient(<Pricing />);
    await dispatch({ type: 'betAdded', selection: HOME });
    calls[0]?.answer();
    await settle();
    await typeStake('25');
    await act(() =>
      vi.advanceTimersByTimeAsync(SITE_SETTINGS_DEFAULTS.betslip_delay_before_update_stakes),
    );
    calls[1]?.answer();
    await settle();
    expect(calls).toHaveLength(2);

    // Another outcome moved: nothing to do.
    act(() => notifyOutcomes([999]));
    await act(() => vi.advanceTimersByTimeAsync(FEED_REPRICE_DELAY_MS));
    expect(calls).toHaveLength(2);

    // The slip's selection moved (a burst of three updates): one PUT, with its stake, at once.
    act(() => notifyOutcomes([11, 11, 11]));
    expect(calls).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(FEED_REPRICE_DELAY_MS));
    expect(calls).toHaveLength(3);
    expect(calls[2]?.method).toBe('PUT');
    expect(calls[2]?.body.singles[0]).toMatchObject({ outcomeId: 11, unitStake: 25 });

    // Removed from the slip, it is no longer watched.
    calls[2]?.answer();
    await settle();
    await dispatch({ type: 'betRemoved', outcomeId: HOME.outcomeId });
    const before = calls.length;
    act(() => notifyOutcomes([11]));
    await act(() => vi.advanceTimersByTimeAsync(FEED_REPRICE_DELAY_MS * 4));
    expect(calls).toHaveLength(before);
  });

  it('aborts the refresh in flight when a newer one is sent', async () => {
    const calls = holdCalls();
    renderWithClient(<Pricing />);
    await dispatch({ type: 'betAdded', selection: HOME });
    calls[0]?.answer();
    await settle();

    await typeStake('10');
    await typeStake('100');
    expect(calls).toHaveLength(3);
    expect(calls[1]?.signal?.aborted).toBe(true);
    expect(calls[2]?.signal?.aborted).toBe(false);
    calls[2]?.answer();
    await settle();
    expect(bet()?.potentialReturns).toBe(20_000);
    expect(usePricingStore.getState().pending).toBe(false);
  });

  it('drops an answer that arrives after a newer request was sent', async () => {
    const calls = holdCalls({ ignoreAbort: true });
    renderWithClient(<Pricing />);
    await dispatch({ type: 'betAdded', selection: HOME });
    calls[0]?.answer();
    await settle();

    await typeStake('10');
    // The player leaves the field and adds a second selection before the answer to the stake.
    await dispatch({ type: 'activeBetChanged', key: null });
    await dispatch({ type: 'betAdded', selection: AWAY });
    expect(calls).toHaveLength(3);
    calls[2]?.answer();
    await settle();
    expect(Object.keys(useBetslipStore.getState().state.bets)).toEqual(['11', '21']);
    expect(useBetslipStore.getState().state.multiples).toHaveLength(1);

    // The older answer (one selection, at a price that has since moved) lands last: not taken.
    calls[1]?.answer([{ ...BOOK[0], decimal: '5' } as BookEntry]);
    await settle();
    expect(Object.keys(useBetslipStore.getState().state.bets)).toEqual(['11', '21']);
    expect(bet()?.decimal).toBe(2);
    expect(bet()?.potentialReturns).toBe(2_000);
    expect(useBetslipStore.getState().state.multiples).toHaveLength(1);
    expect(usePricingStore.getState().quote?.singles).toHaveLength(2);
  });

  it('re-prices at once when a selection is removed, and stops with an empty slip', async () => {
    const calls = holdCalls();
    renderWithClient(<Pricing />);
    await dispatch({ type: 'betAdded', selection: HOME });
    await dispatch({
      type: 'betAdded',
      selection: AWAY,
    });
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body.outcomeIds).toEqual([21]);
    calls[1]?.answer();
    await settle();
    expect(useBetslipStore.getState().state.multiples).toHaveLength(1);

    await dispatch({ type: 'betRemoved', outcomeId: outcomeId(21) });
    expect(calls).toHaveLength(3);
    expect(calls[2]?.method).toBe('PUT');
    await dispatch({ type: 'betRemoved', outcomeId: outcomeId(11) });
    expect(calls[2]?.signal?.aborted).toBe(true);
    expect(calls).toHaveLength(3);
    expect(usePricingStore.getState().quote).toBeNull();
  });
});
