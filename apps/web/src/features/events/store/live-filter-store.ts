import {
  initialLiveFilterState,
  liveFilterReducer,
  type LiveFilterAction,
  type LiveFilterState,
} from '@touchline/betting';
import { create } from 'zustand';

/**
 * The live page's competition / league filter (spec betting-domain §2, §4): the package
 * reducer's state (the spec's desktop shape) and its actions. `replace` applies the mobile
 * sheet's choices, made on a draft of the same state.
 */
interface LiveFilterStore {
  state: LiveFilterState;
  dispatch: (action: LiveFilterAction) => void;
  replace: (state: LiveFilterState) => void;
}

export const useLiveFilterStore = create<LiveFilterStore>()((set) => ({
  state: initialLiveFilterState,
  dispatch: (action) => set(({ state }) => ({ state: liveFilterReducer(state, action) })),
  replace: (state) => set({ state }),
}));
