import {
  betslipPlacementPhase,
  betslipReducer,
  effectiveUnitStake,
  orderedBetslipSingles,
  initialBetslipState,
  persistableBetslipState,
  rehydrateBetslipState,
  type BetStakeFields,
  type BetslipAction,
  type BetslipNewSelection,
  type BetslipSingleEntry,
  type BetslipState,
  type PersistedBetslipState,
} from '@touchline/betting';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useHydrated } from '../../../shared/hydration/use-hydrated';
import { withRehydrationTimeout } from '../../../shared/session/rehydration-timeout';
import { storageKey } from '../../../shared/storage/storage-key';

interface BetslipStore {
  /** The package's betslip state (spec betting-domain §3), as its reducer leaves it. */
  readonly state: BetslipState;
  readonly dispatch: (action: BetslipAction) => void;
}

/**
 * Version 1 stored the web's own bet shape (typed stake text per bet); it is not readable now,
 * nor is a version this build does not know (a newer build's slip, after a rollback).
 */
export const BETSLIP_PERSIST_VERSION = 2;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The kind of a value, as far as a stored slip's shape goes. */
const kindOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

const isStoredBet = (value: unknown): boolean =>
  isRecord(value) &&
  typeof value.outcomeId === 'number' &&
  typeof value.ref === 'string' &&
  typeof value.decimal === 'number' &&
  Number.isFinite(value.decimal);

/**
 * The stored slip if its shape is the one this version writes: every field it keeps has the kind
 * of its initial value (null where that may be null) and every bet carries its outcome, ref and
 * price. Anything else (hand-edited or corrupted storage) is dropped whole, so the player gets an
 * empty slip instead of a crash.
 */
function readableStoredSlip(persisted: unknown): Partial<PersistedBetslipState> {
  if (!isRecord(persisted)) return {};
  const initial: Record<string, unknown> = { ...persistableBetslipState(initialBetslipState) };
  const slip: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(persisted)) {
    if (!(key in initial)) continue; // a field this version no longer keeps
    const expected = kindOf(initial[key]);
    const kind = kindOf(value);
    // A field that starts as null (the active bet key, a refresh request) holds a string or an object.
    const fits =
      kind === expected || (expected === 'null' && (kind === 'string' || kind === 'object'));
    if (!fits) return {};
    slip[key] = value;
  }
  const { bets } = slip;
  if (bets !== undefined && !(isRecord(bets) && Object.values(bets).every(isStoredBet))) return {};
  return slip; // checked field by field above
}

/** A bet of the slip as the selection a price button would add. */
function selectionOf(bet: BetslipSingleEntry): BetslipNewSelection {
  return {
    outcomeId: bet.outcomeId,
    eventId: bet.eventId,
    marketId: bet.marketId,
    decimal: bet.decimal,
    ...(bet.eventDescription === undefined ? {} : { eventDescription: bet.eventDescription }),
    ...(bet.marketDescription === undefined ? {} : { marketDescription: bet.marketDescription }),
    ...(bet.outcomeDescription === undefined ? {} : { outcomeDescription: bet.outcomeDescription }),
    ...(bet.showEachWay === undefined ? {} : { showEachWay: bet.showEachWay }),
    ...(bet.placeTerms === undefined ? {} : { placeTerms: bet.placeTerms }),
  };
}

const staked = (bet: BetStakeFields) => effectiveUnitStake(bet) > 0;

/**
 * The selections a placement left unplaced: those without a stake of their own, when neither the
 * multiple nor a system was staked (a staked multiple or system used every selection). They stay
 * in the slip after the receipt rather than vanish with it.
 */
export function leftOverSelections(state: BetslipState): BetslipNewSelection[] {
  if (state.multiples.some(staked) || state.systems.some(staked)) return [];
  return orderedBetslipSingles(state)
    .filter((bet) => !staked(bet))
    .map(selectionOf);
}

/** Every selection of the slip, for "Keep selections" (their stakes are not kept). */
export function allSelections(state: BetslipState): BetslipNewSelection[] {
  return orderedBetslipSingles(state).map(selectionOf);
}

/** A fresh slip holding these selections, built by the package reducer (refs sel1…). */
function slipWith(selections: readonly BetslipNewSelection[]): BetslipState {
  return selections.reduce(
    (slip, selection) => betslipReducer(slip, { type: 'betAdded', selection }),
    initialBetslipState,
  );
}

/**
 * The slip a reload restores. After a successful placement the placed bets belong to the
 * receipt, which is not persisted (spec betting-domain §4 Persistence): the selections left
 * unplaced are stored as a fresh slip, so neither the placed bets come back looking unplaced nor
 * the unplaced ones vanish.
 */
function storedSlip(state: BetslipState): PersistedBetslipState {
  const placed = betslipPlacementPhase(state).phase === 'succeeded';
  return persistableBetslipState(placed ? slipWith(leftOverSelections(state)) : state);
}

export const useBetslipStore = create<BetslipStore>()(
  persist(
    (set) => ({
      state: initialBetslipState,
      dispatch: (action) => set((store) => ({ state: betslipReducer(store.state, action) })),
    }),
    {
      name: storageKey('betslip'),
      // spec shell §4, §9: a storage that does not answer within 5000 ms leaves the empty slip.
      storage: withRehydrationTimeout(createJSONStorage(() => window.localStorage)),
      partialize: (store) => storedSlip(store.state),
      version: BETSLIP_PERSIST_VERSION,
      // Only called for a stored version other than this one: such a slip is dropped.
      migrate: () => ({}),
      // The package decides what comes back: stored fields over the initial state, the
      // non-persisted ones always from their defaults.
      merge: (persisted, current) => ({
        ...current,
        state: rehydrateBetslipState(readableStoredSlip(persisted)),
      }),
    },
  ),
);

/** The betslip state once the browser state is readable; the initial state while rendering on the server. */
export function useBetslipState(): BetslipState {
  const hydrated = useHydrated();
  const state = useBetslipStore((store) => store.state);
  return hydrated ? state : initialBetslipState;
}

export function dispatchBetslip(action: BetslipAction): void {
  useBetslipStore.getState().dispatch(action);
}

/**
 * Leaves the receipt of a successful placement for a slip holding `which` selections: all of them
 * ("Keep selections", stakes cleared) or the ones the placement left unplaced (done, or a new
 * price pressed). A slip not showing a receipt is left as it is.
 */
export function leaveReceipt(which: 'all' | 'leftOver'): void {
  const { state } = useBetslipStore.getState();
  if (betslipPlacementPhase(state).phase !== 'succeeded') return;
  const selections = which === 'all' ? allSelections(state) : leftOverSelections(state);
  // One change: a fresh slip the reducer builds from the selections (or the empty slip).
  useBetslipStore.setState({ state: slipWith(selections) });
}
