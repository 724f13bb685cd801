import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Submenu } from '@touchline/contract';
import { ApiRequestError } from '../../../shared/api/api-error';
import { api } from '../../../shared/api/browser-client';
import { useHydrated } from '../../../shared/hydration/use-hydrated';
import { HEADER_EXTRAS_MENU_ID } from '../../../shared/site/menu-ids';

/** The extras' sub-menu id (shared with the server's read of the page, load-site.ts). */
export const HEADER_EXTRAS_SUBMENU_ID = HEADER_EXTRAS_MENU_ID;

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

/**
 * The extras. `initial`: what the server read with the page (null: none), so they are drawn in
 * the first HTML and not asked for again; without it they are asked for once the page is
 * hydrated (nothing to flash).
 */
export function useHeaderExtras(initial?: Submenu | null) {
  const hydrated = useHydrated();
  return useQuery({
    ...headerExtrasQueryOptions(),
    enabled: hydrated,
    ...(initial === undefined ? {} : { initialData: initial }),
  });
}
