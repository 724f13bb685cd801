import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FullWallet, Wallet } from '@touchline/contract';
import { browserClient } from '../../../shared/api/browser-client';
import { queryKeys } from '../../../shared/api/query-keys';
import { WALLET_POLL_MS } from '../../../shared/config/site';
import { useSiteSettings } from '../../../shared/site/site-context';

/** One call, two readings: the short wallet (the table's) or, with every part, the full one. */
const balanceCalls = browserClient(({ ENDPOINTS, FullWallet }) => ({
  wallet: {
    short: ENDPOINTS.wallet.sportsbookBalance,
    full: { ...ENDPOINTS.wallet.sportsbookBalance, response: FullWallet },
  },
})).wallet;

/**
 * spec shell §7: the sportsbook balance (`wallet.sportsbookBalance`, withAuth). The header's
 * poll asks for the short form (one indexed read on the platform).
 */
export function getSportsbookBalance(username: string, signal?: AbortSignal): Promise<Wallet> {
  return balanceCalls.short({
    params: { username },
    query: { includeFullBalanceDetails: 'false' },
    signal,
  });
}

/** The same call with every wallet part (the balances page). */
export function getFullSportsbookBalance(
  username: string,
  signal?: AbortSignal,
): Promise<FullWallet> {
  return balanceCalls.full({
    params: { username },
    query: { includeFullBalanceDetails: 'true' },
    signal,
  });
}

/**
 * spec shell §4 Wallet polling: every user_wallet_poll_time, skipped while the window is
 * unfocused (the app's focus tracking, shared/api/window-focus.ts) and refetched on focus.
 */
export function balanceQueryOptions(username: string, pollMs: number = WALLET_POLL_MS) {
  return queryOptions({
    queryKey: queryKeys.balance(username),
    queryFn: ({ signal }) => getSportsbookBalance(username, signal),
    refetchInterval: pollMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

/** The header's balance, polled at the brand's user_wallet_poll_time (spec shell §3, §4). */
export function useBalance(username: string | null) {
  const pollMs = useSiteSettings().user_wallet_poll_time;
  return useQuery({ ...balanceQueryOptions(username ?? '', pollMs), enabled: username !== null });
}

export function fullBalanceQueryOptions(username: string) {
  return queryOptions({
    queryKey: queryKeys.fullBalance(username),
    queryFn: ({ signal }) => getFullSportsbookBalance(username, signal),
  });
}

export function useFullBalance(username: string | null) {
  return useQuery({ ...fullBalanceQueryOptions(username ?? ''), enabled: username !== null });
}
