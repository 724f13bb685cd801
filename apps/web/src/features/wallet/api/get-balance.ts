import { queryOptions, useQuery } from '@tanstack/react-query';
import { FullWallet, Wallet } from '@touchline/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { queryKeys } from '../../../shared/api/query-keys';
import { WALLET_POLL_MS } from '../../../shared/config/site';

function balancePath(username: string, full: boolean): string {
  return `/xapi/icore/players/${encodeURIComponent(username)}/balance/sportsbook?includeFullBalanceDetails=${full}`;
}

/**
 * spec shell §7: GET /xapi/icore/players/{username}/balance/sportsbook?includeFullBalanceDetails=
 * (Bearer). The header's poll asks for the short form (one indexed read on the platform).
 */
export function getSportsbookBalance(username: string, signal?: AbortSignal): Promise<Wallet> {
  return apiRequest(balancePath(username, false), { auth: true, schema: Wallet, signal });
}

/** The same call with every wallet part (the balances page). */
export function getFullSportsbookBalance(
  username: string,
  signal?: AbortSignal,
): Promise<FullWallet> {
  return apiRequest(balancePath(username, true), { auth: true, schema: FullWallet, signal });
}

/**
 * spec shell §4 Wallet polling: every user_wallet_poll_time, skipped while the window is
 * unfocused (the app's focus tracking, shared/api/window-focus.ts) and refetched on focus.
 */
export function balanceQueryOptions(username: string) {
  return queryOptions({
    queryKey: queryKeys.balance(username),
    queryFn: ({ signal }) => getSportsbookBalance(username, signal),
    refetchInterval: WALLET_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

export function useBalance(username: string | null) {
  return useQuery({ ...balanceQueryOptions(username ?? ''), enabled: username !== null });
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
