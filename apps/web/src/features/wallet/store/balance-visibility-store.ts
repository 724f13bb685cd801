import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { withRehydrationTimeout } from '../../../shared/session/rehydration-timeout';
import { storageKey } from '../../../shared/storage/storage-key';

interface BalanceVisibilityState {
  hidden: boolean;
  toggle: () => void;
}

/** spec shell §9: persisted player settings are at version 1. */
export const BALANCE_VISIBILITY_PERSIST_VERSION = 1;

/** What a stored setting may say: only a boolean `hidden` is read, anything else is the default. */
function storedHidden(persisted: unknown): boolean | null {
  if (typeof persisted !== 'object' || persisted === null) return null;
  const { hidden } = persisted as { hidden?: unknown };
  return typeof hidden === 'boolean' ? hidden : null;
}

/**
 * spec shell §2: the header balance can be toggled between shown and hidden (kept per browser).
 * One boolean and a toggle: no package reducer, as there is no rule behind it.
 */
export const useBalanceVisibilityStore = create<BalanceVisibilityState>()(
  persist(
    (set, get) => ({
      hidden: false,
      toggle: () => set({ hidden: !get().hidden }),
    }),
    {
      name: storageKey('balance-visibility'),
      // spec shell §4, §9: a storage that does not answer within 5000 ms leaves the balance shown.
      storage: withRehydrationTimeout(createJSONStorage(() => window.localStorage)),
      partialize: (state) => ({ hidden: state.hidden }),
      version: BALANCE_VISIBILITY_PERSIST_VERSION,
      // Only called for a stored version other than 1 (none was ever written): dropped.
      migrate: () => ({}),
      merge: (persisted, current) => ({
        ...current,
        hidden: storedHidden(persisted) ?? current.hidden,
      }),
    },
  ),
);
