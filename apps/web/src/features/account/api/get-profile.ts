import { queryOptions, useQuery } from '@tanstack/react-query';
import { Profile } from '@touchline/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** spec shell §7: GET {accounts-base}/accounts/me/profile (accounts-base = site root). */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest('/accounts/me/profile', { auth: true, schema: Profile, signal });
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.profile,
    queryFn: ({ signal }) => getProfile(signal),
  });
}

export function useProfile(enabled: boolean) {
  return useQuery({ ...profileQueryOptions(), enabled });
}
