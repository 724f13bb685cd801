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
import { storageKey } from '../../../shared/storage/storage-key';

interface BetslipStore {
  /** The package's betslip state (spec betting-domain §3), as its reducer leaves it. */
  readonly state: BetslipState;
  readonly dispatch: (action: BetslipAction) => void;
}

/** Version 1 stored the web's own bet shape (typed stake text per bet); it is not readable now. */
const PERSIST_VERSION = 2;

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
      storage: createJSONStorage(() => window.localStorage),
      partialize: (store) => storedSlip(store.state),
      version: PERSIST_VERSION,
      migrate: (persisted, version) => (version < PERSIST_VERSION ? {} : persisted),
      // The package decides what comes back: stored fields over the initial state, the
      // non-persisted ones always from their defaults.
      merge: (persisted, current) => ({
        ...current,
        state: rehydrateBetslipState(persisted as Partial<PersistedBetslipState> | undefined),
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
