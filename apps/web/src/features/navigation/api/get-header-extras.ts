import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Submenu } from '@touchline/contract';
import { ApiRequestError } from '../../../shared/api/api-error';
import { api } from '../../../shared/api/browser-client';
import { useHydrated } from '../../../shared/hydration/use-hydrated';

/**
 * The sub-menu of the brand's menus document that configures the header's extra destinations
 * (VIP, services, store locator, chat, a promotions URL): decision, see `header-extras.ts`.
 */
export const HEADER_EXTRAS_SUBMENU_ID = 'header-extras';

/** `cms.submenu` for the extras; a brand without that sub-menu (404) has none: null. */
export async function getHeaderExtras(signal?: AbortSignal): Promise<Submenu | null> {
  try {
    return await api.cms.submenu({ params: { id: HEADER_EXTRAS_SUBMENU_ID }, signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export function headerExtrasQueryOptions() {
  return queryOptions({
    queryKey: ['navigation', 'submenu', HEADER_EXTRAS_SUBMENU_ID] as const,
    queryFn: ({ signal }) => getHeaderExtras(signal),
    staleTime: 5 * 60_000,
  });
}

/** Asked once the page is hydrated (the server render has no extras: nothing to flash). */
export function useHeaderExtras() {
  const hydrated = useHydrated();
  return useQuery({ ...headerExtrasQueryOptions(), enabled: hydrated });
}
