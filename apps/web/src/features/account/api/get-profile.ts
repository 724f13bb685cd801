import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** spec shell §7: the profile (`player.profile`; its accounts-base is the site root). */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return api.player.profile({ signal });
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
