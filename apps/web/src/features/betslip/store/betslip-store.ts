import type { BetslipError } from '@touchline/contract';
import { useMemo } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useHydrated } from '../../../shared/hydration/use-hydrated';
import { storageKey } from '../../../shared/session/storage-key';
import {
  orderedBets,
  removeBet,
  setStake,
  toggleBet,
  type BetSelection,
  type BetsByOutcome,
  type SingleBet,
} from './betslip-bets';

/** Where the last placement stands (STYLE habit 4: a discriminated union). */
export type Placement =
  | { readonly status: 'idle' }
  | { readonly status: 'placing' }
  | {
      readonly status: 'placed';
      readonly reference: string;
      readonly betSlipId: number;
      readonly totalCost: number;
      readonly currency: string;
    }
  | {
      readonly status: 'rejected';
      readonly message: string;
      readonly errors: readonly BetslipError[];
    };

interface BetslipState {
  bets: BetsByOutcome;
  placement: Placement;
  toggle: (selection: BetSelection) => void;
  remove: (outcomeId: number) => void;
  changeStake: (outcomeId: number, stake: string) => void;
  clear: () => void;
  startPlacing: () => void;
  placed: (placement: Omit<Extract<Placement, { status: 'placed' }>, 'status'>) => void;
  rejected: (message: string, errors: readonly BetslipError[]) => void;
}

const IDLE: Placement = { status: 'idle' };

export const useBetslipStore = create<BetslipState>()(
  persist(
    (set, get) => {
      // spec betting-domain §4: the slip cannot change while a bet is being placed.
      const editable = () => get().placement.status !== 'placing';
      return {
        bets: {},
        placement: IDLE,
        // Adding (or removing) a bet clears errors and any earlier confirmation.
        toggle: (selection) => {
          if (editable()) set({ bets: toggleBet(get().bets, selection), placement: IDLE });
        },
        remove: (outcomeId) => {
          if (editable()) set({ bets: removeBet(get().bets, outcomeId), placement: IDLE });
        },
        changeStake: (outcomeId, stake) => {
          if (!editable()) return;
          const placement = get().placement.status === 'rejected' ? IDLE : get().placement;
          set({ bets: setStake(get().bets, outcomeId, stake), placement });
        },
        clear: () => set({ bets: {}, placement: IDLE }),
        startPlacing: () => set({ placement: { status: 'placing' } }),
        placed: (result) => set({ bets: {}, placement: { status: 'placed', ...result } }),
        rejected: (message, errors) => set({ placement: { status: 'rejected', message, errors } }),
      };
    },
    {
      name: storageKey('betslip'),
      storage: createJSONStorage(() => window.localStorage),
      // spec betting-domain §4 Persistence: errors and placement flags are not persisted.
      partialize: (state) => ({ bets: state.bets }),
      version: 1,
    },
  ),
);

const NO_BETS: BetsByOutcome = {};

/** The bets keyed by outcome id, empty until the browser state is readable. */
export function useBetsByOutcome(): BetsByOutcome {
  const hydrated = useHydrated();
  const bets = useBetslipStore((state) => state.bets);
  return hydrated ? bets : NO_BETS;
}

/** The bets in ref order, empty until the browser state is readable. */
export function useOrderedBets(): SingleBet[] {
  const bets = useBetsByOutcome();
  return useMemo(() => orderedBets(bets), [bets]);
}
