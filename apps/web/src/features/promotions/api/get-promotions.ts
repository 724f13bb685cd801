import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromotionsAnswer } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import { useHydrated } from '../../../shared/hydration/use-hydrated';
import { useSession } from '../../../shared/session/session-store';

/**
 * The brand's promotions this caller is in the audience of (GET /api/promotions): read in the
 * browser, where the player's bearer goes along, keyed by the viewer.
 */
export function promotionsQueryOptions(viewer: string | null) {
  return queryOptions({
    queryKey: ['promotions', viewer] as const,
    queryFn: ({ signal }): Promise<PromotionsAnswer> => api.cms.promotions({ signal }),
    staleTime: 60_000,
  });
}

export function usePromotions() {
  const hydrated = useHydrated();
  const session = useSession();
  return useQuery({
    ...promotionsQueryOptions(session?.username.toLowerCase() ?? null),
    enabled: hydrated,
  });
}
