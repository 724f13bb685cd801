import {
  initialJackpotPicksState,
  jackpotPicksOf,
  jackpotPicksReducer,
  type JackpotPicksAction,
  type JackpotPicksState,
  type JackpotSlipPick,
} from '@touchline/betting';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useHydrated } from '../../../shared/hydration/use-hydrated';
import { withRehydrationTimeout } from '../../../shared/session/rehydration-timeout';
import { storageKey } from '../../../shared/storage/storage-key';

interface JackpotPicksStore {
  /** The package's jackpot slips (betting-domain §3 jackpotBets), as its reducer leaves them. */
  readonly state: JackpotPicksState;
  readonly dispatch: (action: JackpotPicksAction) => void;
}

const isPick = (value: unknown): value is JackpotSlipPick =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as Record<string, unknown>).ordinal) &&
  Number.isInteger((value as Record<string, unknown>).outcomeId);

/** A stored state of this shape, or the empty one (hand-edited or corrupted storage). */
function readableStoredPicks(persisted: unknown): JackpotPicksState {
  const slips = (persisted as { state?: { slips?: unknown } } | null)?.state?.slips;
  if (!Array.isArray(slips)) return initialJackpotPicksState;
  const readable = slips.every(
    (s: unknown) =>
      typeof s === 'object' &&
      s !== null &&
      Number.isInteger((s as Record<string, unknown>).jackpotId) &&
      Array.isArray((s as Record<string, unknown>).singles) &&
      ((s as Record<string, unknown>).singles as unknown[]).every(isPick),
  );
  return readable ? { slips: slips as JackpotPicksState['slips'] } : initialJackpotPicksState;
}

/**
 * The jackpot slips, kept in local storage like the betslip (spec betting-domain §4
 * Persistence: the betslip state, jackpotBets included, is stored locally).
 */
export const useJackpotPicksStore = create<JackpotPicksStore>()(
  persist(
    (set) => ({
      state: initialJackpotPicksState,
      dispatch: (action) => set((store) => ({ state: jackpotPicksReducer(store.state, action) })),
    }),
    {
      name: storageKey('jackpot-slips'),
      storage: withRehydrationTimeout(createJSONStorage(() => window.localStorage)),
      partialize: (store) => ({ state: store.state }),
      version: 1,
      migrate: () => ({}),
      merge: (persisted, current) => ({ ...current, state: readableStoredPicks(persisted) }),
    },
  ),
);

const NO_PICKS: readonly JackpotSlipPick[] = [];

/** One jackpot's picks once the browser state is readable (none while rendering on the server). */
export function useJackpotPicks(jackpotId: number): readonly JackpotSlipPick[] {
  const hydrated = useHydrated();
  const picks = useJackpotPicksStore((store) => jackpotPicksOf(store.state, jackpotId));
  return hydrated ? picks : NO_PICKS;
}
