import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductsAnswer } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import { useHydrated } from '../../../shared/hydration/use-hydrated';
import { useSession } from '../../../shared/session/session-store';

/**
 * The third-party products this caller may see (`cms.products`, issue 10 item 9): the platform
 * applies the gates (settings flag, currency, tokens), so a product it leaves out is never shown.
 */
export function getProducts(signal?: AbortSignal): Promise<ProductsAnswer> {
  return api.cms.products({ signal });
}

/** Keyed by the viewer: a login or logout asks again. */
export function productsQueryOptions(viewer: string | null) {
  return queryOptions({
    queryKey: ['navigation', 'products', viewer] as const,
    queryFn: ({ signal }) => getProducts(signal),
    staleTime: 60_000,
  });
}

export function useProducts() {
  const hydrated = useHydrated();
  const session = useSession();
  return useQuery({
    ...productsQueryOptions(session?.username.toLowerCase() ?? null),
    enabled: hydrated,
  });
}
