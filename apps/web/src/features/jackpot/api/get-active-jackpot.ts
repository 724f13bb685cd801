import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActiveJackpot } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import { useSession } from '../../../shared/session/session-store';
import { jackpotKeys } from './jackpot-keys';

/**
 * In the browser: one open jackpot in a currency (GET /xapi/rest/jackpotbetweb/active,
 * betting-domain §7), so the slip prices a player in their own currency (the stake per line is
 * the jackpot's in each currency). Null when it is no longer open.
 */
export function activeJackpotQueryOptions(jackpotId: number, currency: string) {
  return queryOptions({
    queryKey: jackpotKeys.active(jackpotId, currency),
    queryFn: async ({ signal }): Promise<ActiveJackpot | null> => {
      const answer = await api.jackpot.active({ query: { currency }, signal });
      return answer.jackpots.find((j) => j.jackpotId === jackpotId) ?? null;
    },
    staleTime: 30_000,
  });
}

export function useActiveJackpot(jackpotId: number | null, currency: string) {
  return useQuery({
    ...activeJackpotQueryOptions(jackpotId ?? 0, currency),
    enabled: jackpotId !== null,
  });
}

/**
 * A jackpot as the page drew it (the brand's default currency, on the server), then as the
 * player's currency has it: a KRW player reads the pool, the stake per line and the prizes in
 * won, as the slip prices them. Kept current by the query (placing refreshes it). `pending`:
 * the player's figures are on their way (the drawn ones are in another currency).
 */
export function useJackpotForPlayer(jackpot: ActiveJackpot): {
  readonly jackpot: ActiveJackpot;
  readonly pending: boolean;
} {
  const session = useSession();
  const currency = session?.currency ?? jackpot.currency;
  const same = currency === jackpot.currency;
  const query = useQuery({
    ...activeJackpotQueryOptions(jackpot.jackpotId, currency),
    ...(same ? { initialData: jackpot } : {}),
  });
  return { jackpot: query.data ?? jackpot, pending: !same && query.data === undefined };
}
