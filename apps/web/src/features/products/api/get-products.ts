import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductsAnswer } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import { useHydrated } from '../../../shared/hydration/use-hydrated';
import { useSession } from '../../../shared/session/session-store';

/**
 * The third-party products this caller is shown (GET /api/products): the platform applies every
 * gate (settings flag, currency, tokens, provider configured), as for the menu, so a product it
 * leaves out is not available here.
 */
export function productsQueryOptions(viewer: string | null) {
  return queryOptions({
    queryKey: ['products', 'registry', viewer] as const,
    queryFn: ({ signal }): Promise<ProductsAnswer> => api.cms.products({ signal }),
    staleTime: 60_000,
  });
}

/** Keyed by the viewer: a login or logout asks again (the gates read the player's currency). */
export function useProductsRegistry() {
  const hydrated = useHydrated();
  const session = useSession();
  return useQuery({
    ...productsQueryOptions(session?.username.toLowerCase() ?? null),
    enabled: hydrated,
  });
}
