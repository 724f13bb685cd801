import {
  initialShellState,
  shellTransition,
  type ShellAction,
  type ShellEffect,
  type ShellState,
} from '@touchline/site';
import { create } from 'zustand';

/**
 * The shell's modals, terms-of-use popup and logout guard: the package's shell state (spec shell
 * §4 Menu and shell, Logout). It lives in shared code because the header, the betslip (Place Bet
 * while logged out), My Bets and the account pages all open the login modal. Nothing of it
 * outlives the page, so it is not persisted.
 */
interface ShellStore {
  readonly state: ShellState;
  /** Applies a shell action and returns the effects the caller must carry out. */
  readonly dispatch: (action: ShellAction) => readonly ShellEffect[];
}

export const useShellStore = create<ShellStore>()((set, get) => ({
  state: initialShellState,
  dispatch: (action) => {
    const { state, effects } = shellTransition(get().state, action);
    set({ state });
    return effects;
  },
}));
