'use client';

import { askHostToLogIn } from './host-login';
import { useSession, type Session } from './session-store';
import { useShellStore } from './shell-store';
import { reopenTermsPopup, useTermsPending } from './terms-gate';

/**
 * What a Place Bet press goes through before it bets (the betslip's and the jackpot slip's): a
 * visitor is asked to log in — by the host when embedded (spec shell §7), else the login modal —
 * and a player who still owes the current terms of use gets the terms popup again. Returns the
 * press handler: `bet` runs only for a logged-in player with nothing pending.
 */
export function useBetGate(bet: (session: Session) => void): () => void {
  const session = useSession();
  const dispatchShell = useShellStore((store) => store.dispatch);
  const termsPending = useTermsPending();
  return () => {
    if (!session) {
      if (!askHostToLogIn('betslip')) dispatchShell({ type: 'modalOpened', modal: 'login' });
      return;
    }
    if (termsPending) {
      reopenTermsPopup();
      return;
    }
    bet(session);
  };
}
