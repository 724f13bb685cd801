'use client';

import { useSessionStore, type Session } from '../../../shared/session/session-store';
import { usePlayerNews } from './use-player-news';

/**
 * The player's news, mounted once in the shell (decision "My Bets in the web"): while a player is
 * logged in, whatever page they are on, settled, accepted, rejected and cashed-out bets are told
 * in a toast and the balance moves at once.
 */
export function PlayerNews() {
  const session = useSessionStore((store) => store.session);
  return session ? <PlayerNewsOf key={session.accountId} session={session} /> : null;
}

function PlayerNewsOf({ session }: { readonly session: Session }) {
  usePlayerNews(session);
  return null;
}
