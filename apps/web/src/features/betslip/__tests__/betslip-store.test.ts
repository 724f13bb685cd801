import { act } from '@testing-library/react';
import { eventId, initialBetslipState, marketId, outcomeId } from '@touchline/betting';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKey } from '../../../shared/storage/storage-key';
import { BETSLIP_PERSIST_VERSION, useBetslipStore } from '../store/betslip-store';

const KEY = storageKey('betslip');

const HOME = {
  outcomeId: outcomeId(1001),
  eventId: eventId(1),
  marketId: marketId(100),
  decimal: 2.1,
  eventDescription: 'Northbridge United v Eastport Rovers',
  marketDescription: 'Match Result',
  outcomeDescription: 'Northbridge United',
};

/** The slip a reload would store with one bet on it (written by the store itself). */
function storedSlipWithOneBet(): { state: Record<string, unknown>; version: number } {
  useBetslipStore.setState({ state: initialBetslipState });
  useBetslipStore.getState().dispatch({ type: 'betAdded', selection: HOME });
  const stored = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as {
    state: Record<string, unknown>;
    version: number;
  };
  useBetslipStore.setState({ state: initialBetslipState });
  return stored;
}

async function rehydrateFrom(stored: unknown): Promise<void> {
  window.localStorage.setItem(KEY, JSON.stringify(stored));
  await act(() => useBetslipStore.persist.rehydrate());
}

const betsOnSlip = () => Object.keys(useBetslipStore.getState().state.bets);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  useBetslipStore.setState({ state: initialBetslipState });
});

describe('persisted betslip (spec betting-domain §4 Persistence, shell §9)', () => {
  it('brings back a slip stored by this version', async () => {
    const stored = storedSlipWithOneBet();
    expect(stored.version).toBe(BETSLIP_PERSIST_VERSION);
    await rehydrateFrom(stored);
    expect(betsOnSlip()).toEqual(['1001']);
  });

  it.each([1, 3, 99])('drops a slip stored at version %i and starts empty', async (version) => {
    const stored = storedSlipWithOneBet();
    await rehydrateFrom({ ...stored, version });
    expect(useBetslipStore.getState().state).toEqual(initialBetslipState);
  });

  it.each<[string, (state: Record<string, unknown>) => Record<string, unknown>]>([
    ['bets that are not a map', (state) => ({ ...state, bets: 'lots' })],
    ['a bet without its price', (state) => ({ ...state, bets: { 1001: { outcomeId: 1001 } } })],
    ['multiples that are not a list', (state) => ({ ...state, multiples: {} })],
    ['a flag that is not a boolean', (state) => ({ ...state, open: 'yes' })],
  ])('drops a current-version slip with %s instead of crashing', async (_, spoil) => {
    const stored = storedSlipWithOneBet();
    await rehydrateFrom({ ...stored, state: spoil(stored.state) });
    expect(useBetslipStore.getState().state).toEqual(initialBetslipState);
    // The slip still works afterwards.
    act(() => useBetslipStore.getState().dispatch({ type: 'betAdded', selection: HOME }));
    expect(betsOnSlip()).toEqual(['1001']);
  });

  it('starts empty when the stored text is not JSON', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem(KEY, '{not json');
    await act(async () => {
      await useBetslipStore.persist.rehydrate().catch(() => undefined);
    });
    expect(useBetslipStore.getState().state).toEqual(initialBetslipState);
    error.mockRestore();
  });

  it('gives up on a storage that does not answer within 5000 ms and keeps the empty slip', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The browser's storage hangs (an async storage that never answers).
    vi.spyOn(Storage.prototype, 'getItem').mockReturnValue(
      new Promise<never>(() => {}) as unknown as string,
    );
    let settled = false;
    void useBetslipStore.persist.rehydrate().then(() => (settled = true));
    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(settled).toBe(false);
    expect(useBetslipStore.persist.hasHydrated()).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(settled).toBe(true);
    expect(useBetslipStore.persist.hasHydrated()).toBe(true);
    expect(warn).toHaveBeenCalledWith(`persist timed out for ${KEY}`);
    expect(useBetslipStore.getState().state).toEqual(initialBetslipState);
  });
});
