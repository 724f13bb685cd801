import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { storageKey } from '../../../shared/storage/storage-key';

interface BalanceVisibilityState {
  hidden: boolean;
  toggle: () => void;
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
      storage: createJSONStorage(() => window.localStorage),
      version: 1,
    },
  ),
);
