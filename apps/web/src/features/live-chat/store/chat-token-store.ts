import { create } from 'zustand';

/**
 * spec shell §4 Live chat token: the player's chat token once fetched and exchanged (or the
 * literal FAILED), kept in memory for that player; and whether chat was found misconfigured
 * (spec shell §8: then it is not offered again on this page).
 */
interface ChatTokenState {
  readonly username: string | null;
  readonly token: string | null;
  readonly misconfigured: boolean;
  readonly store: (username: string, token: string) => void;
  readonly markMisconfigured: () => void;
}

export const useChatTokenStore = create<ChatTokenState>()((set) => ({
  username: null,
  token: null,
  misconfigured: false,
  store: (username, token) => set({ username, token }),
  markMisconfigured: () => set({ misconfigured: true }),
}));

/** The stored chat token of this player, or null when they have none yet. */
export function chatTokenOf(username: string): string | null {
  const { username: owner, token } = useChatTokenStore.getState();
  return owner === username ? token : null;
}

/** Tests start each case on a fresh page. */
export function resetChatTokenForTesting(): void {
  useChatTokenStore.setState({ username: null, token: null, misconfigured: false });
}
