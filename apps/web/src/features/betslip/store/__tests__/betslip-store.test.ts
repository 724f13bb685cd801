import {
  BETSLIP_DEFAULTS,
  BETSLIP_NON_PERSISTED_KEYS,
  eventId,
  initialBetslipState,
  marketId,
  outcomeId,
  stakeTextToMinor,
  type BetslipNewSelection,
} from '@touchline/betting';
import { beforeEach, describe, expect, it } from 'vitest';
import { storageKey } from '../../../../shared/storage/storage-key';
import { betslipRows } from '../betslip-bets';
import { dispatchBetslip, useBetslipStore } from '../betslip-store';

const selection = (id: number): BetslipNewSelection => ({
  outcomeId: outcomeId(id),
  eventId: eventId(1),
  marketId: marketId(10),
  decimal: 2,
  eventDescription: 'A v B',
  marketDescription: 'Match Result',
  outcomeDescription: `Outcome ${id}`,
});

const add = (id: number) => dispatchBetslip({ type: 'betAdded', selection: selection(id) });
const rows = () => betslipRows(useBetslipStore.getState().state, 'EUR');
const refs = () => rows().map((b) => `${b.ref}:${b.outcomeId}`);

describe('betslip store (betting-domain §4)', () => {
  beforeEach(() => {
    useBetslipStore.setState({ state: initialBetslipState });
  });

  it('numbers bets sel1, sel2, … in the order they are added', () => {
    [3, 1, 2].forEach(add);
    expect(refs()).toEqual(['sel1:3', 'sel2:1', 'sel3:2']);
  });

  it('renumbers the later refs when a bet is removed, keeping stakes', () => {
    [5, 6, 7].forEach(add);
    dispatchBetslip({
      type: 'stakeChanged',
      key: 'sel3',
      stake: stakeTextToMinor('12.5', 'EUR'),
      text: '12.5',
    });
    dispatchBetslip({ type: 'betRemoved', outcomeId: outcomeId(5) });
    expect(refs()).toEqual(['sel1:6', 'sel2:7']);
    expect(rows().find((b) => b.outcomeId === outcomeId(7))?.stake).toBe('12.5');
  });

  it('shows a stake field that is not being edited in display units', () => {
    [1, 2].forEach(add);
    dispatchBetslip({
      type: 'stakeChanged',
      key: 'sel1',
      stake: stakeTextToMinor('12.', 'EUR'),
      text: '12.',
    });
    expect(rows()[0]?.stake).toBe('12.');
    dispatchBetslip({ type: 'activeBetChanged', key: 'sel2' });
    expect(rows().map((b) => b.stake)).toEqual(['12', '']);
  });

  it('removes an outcome that is on the slip', () => {
    add(1);
    expect(refs()).toEqual(['sel1:1']);
    dispatchBetslip({ type: 'betRemoved', outcomeId: outcomeId(1) });
    expect(useBetslipStore.getState().state.bets).toEqual({});
  });

  it('holds at most max_bets_on_betslip bets', () => {
    for (let id = 1; id <= BETSLIP_DEFAULTS.maxBetsOnBetslip + 2; id += 1) add(id);
    expect(rows()).toHaveLength(BETSLIP_DEFAULTS.maxBetsOnBetslip);
  });
});

describe('betslip persistence (betting-domain §4 Persistence)', () => {
  const KEY = storageKey('betslip');
  const stored = () =>
    JSON.parse(window.localStorage.getItem(KEY) ?? '{}') as { state?: Record<string, unknown> };

  beforeEach(() => {
    window.localStorage.clear();
    useBetslipStore.setState({ state: initialBetslipState });
  });

  it('stores the slip without errors and placement flags', () => {
    add(1);
    dispatchBetslip({ type: 'placementStarted' });
    dispatchBetslip({
      type: 'placementFailed',
      durationMs: 5,
      errors: [{ code: 'RES-00056', message: 'Stake greater than balance' }],
    });
    const saved = stored().state ?? {};
    expect(Object.keys(saved.bets as object)).toEqual(['1']);
    for (const key of BETSLIP_NON_PERSISTED_KEYS) expect(saved).not.toHaveProperty(key);
  });

  const stake = (key: string, text: string) =>
    dispatchBetslip({ type: 'stakeChanged', key, stake: stakeTextToMinor(text, 'EUR'), text });
  const placed = () => {
    dispatchBetslip({ type: 'placementStarted' });
    dispatchBetslip({ type: 'placementSucceeded', durationMs: 5, response: null });
  };

  it('stores only the unplaced selections once a placement has succeeded', () => {
    [1, 2].forEach(add);
    stake('sel1', '5');
    placed();
    // The placed bet belongs to the receipt; the unstaked selection stays, as a fresh sel1.
    const bets = stored().state?.bets as Record<string, { ref: string; unitStake: number }>;
    expect(Object.keys(bets)).toEqual(['2']);
    expect(bets['2']).toMatchObject({ ref: 'sel1', unitStake: 0 });
  });

  it('stores an empty slip once every selection was placed', () => {
    add(1);
    stake('sel1', '5');
    placed();
    expect(stored().state?.bets).toEqual({});
  });

  it('restores the stored slip with the non-persisted fields at their defaults', async () => {
    add(1);
    const saved = window.localStorage.getItem(KEY) ?? '';
    // A new page: the store starts empty (which it also stores) and then reads the saved slip.
    useBetslipStore.setState({ state: initialBetslipState });
    window.localStorage.setItem(KEY, saved);
    await useBetslipStore.persist.rehydrate();
    expect(refs()).toEqual(['sel1:1']);
    expect(useBetslipStore.getState().state.errors).toEqual([]);
  });
});
