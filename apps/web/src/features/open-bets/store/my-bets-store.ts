import {
  initialMyBetsState,
  myBetsReducer,
  type MyBetsAction,
  type MyBetsState,
} from '@touchline/betting';
import { create } from 'zustand';

interface MyBetsStore {
  readonly state: MyBetsState;
  readonly dispatch: (action: MyBetsAction) => void;
}

/**
 * My Bets' client state (spec betting-domain §3 My bets state): the package's reducer holds the
 * tab, the modal state and the countdown and confirmation lists; this store only keeps it.
 * Not persisted: it is the page's, and starts afresh on every load.
 */
export const useMyBetsStore = create<MyBetsStore>((set) => ({
  state: initialMyBetsState,
  dispatch: (action) => set((store) => ({ state: myBetsReducer(store.state, action) })),
}));
