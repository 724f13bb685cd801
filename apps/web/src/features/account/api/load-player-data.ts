import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '../../../shared/session/session-store';
import { accountPrefsQueryOptions } from '../../../shared/api/player-preferences';
import { playerDetailsQueryOptions } from './get-player-details';

/**
 * spec shell §4 login step 4 / Auth synchronisation: once a session is stored, the player's
 * details load, then the preferences. They fill the query cache the account pages read;
 * a failure is logged and leaves the login in place.
 */
export async function loadPlayerData(queryClient: QueryClient, session: Session): Promise<void> {
  try {
    await queryClient.fetchQuery(playerDetailsQueryOptions(session.alsPlayerId));
    await queryClient.fetchQuery(accountPrefsQueryOptions(session.accountId));
  } catch (error) {
    console.error('loading player details and preferences failed', error);
  }
}
