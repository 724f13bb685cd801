import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BetCount } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import { queryKeys } from '../../../shared/api/query-keys';
import { BETCOUNT_POLL_MS } from '../../../shared/config/site';
import { useSiteSettings } from '../../../shared/site/site-context';

/** spec betting-domain §7 / shell §7: the bet count (`wallet.betCount`, withAuth). */
export function getBetCount(accountId: number, signal?: AbortSignal): Promise<BetCount> {
  return api.wallet.betCount({ params: { accountId }, signal });
}

/**
 * spec shell §4 Wallet polling / betting-domain §7: polled at betcount_polling_interval only
 * while the window is focused, refetched on focus. Its key sits under `wallet`, so placing a
 * bet refreshes it with the balance.
 */
export function betCountQueryOptions(accountId: number, pollMs: number = BETCOUNT_POLL_MS) {
  return queryOptions({
    queryKey: queryKeys.betCount(accountId),
    queryFn: ({ signal }) => getBetCount(accountId, signal),
    refetchInterval: pollMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

/** The bet count, polled at the brand's betcount_polling_interval (spec betting-domain §3). */
export function useBetCount(accountId: number | null) {
  const pollMs = useSiteSettings().betcount_polling_interval;
  return useQuery({
    ...betCountQueryOptions(accountId ?? 0, pollMs),
    enabled: accountId !== null,
  });
}
