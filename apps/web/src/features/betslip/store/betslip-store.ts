import {
  betslipPlacementPhase,
  betslipReducer,
  initialBetslipState,
  persistableBetslipState,
  rehydrateBetslipState,
  type BetslipAction,
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

/**
 * The slip a reload restores. After a successful placement the slip's bets belong to the receipt,
 * which is not persisted (spec betting-domain §4 Persistence), so an empty slip is stored rather
 * than bets that would come back looking unplaced.
 */
function storedSlip(state: BetslipState): PersistedBetslipState {
  const placed = betslipPlacementPhase(state).phase === 'succeeded';
  return persistableBetslipState(placed ? initialBetslipState : state);
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
