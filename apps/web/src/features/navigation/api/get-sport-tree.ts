import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventPathTree, EventPathTreeNode } from '@touchline/contract';
import { SHELL_TIMINGS } from '@touchline/site';
import { api } from '../../../shared/api/browser-client';

/** One sport's branch of the event path tree: its countries (or categories) and their leagues. */
export type SportTreeBranch = readonly EventPathTreeNode[];

const TREE_CACHE_MS = SHELL_TIMINGS.eventPathTreeCacheSeconds * 1000;

/**
 * spec betting-domain §7 / shell §9: one sport's branch of the event path tree
 * (`catalog.eventPathTree`, `sportCode`), with slugs (not the light response: the menu links by
 * them). A sport without events has no branch: empty.
 */
export async function getSportTree(
  sportCode: string,
  signal?: AbortSignal,
): Promise<SportTreeBranch> {
  const answer = await api.catalog.eventPathTree({ query: { sportCode }, signal });
  // The full response (no lightWeightResponse) always carries slugs.
  const tree = answer as EventPathTree;
  return tree.sports.find((sport) => sport.sportCode === sportCode)?.children ?? [];
}

/** spec shell §9: the event path tree is cached 3600 seconds (kept as long, fetched once). */
export function sportTreeQueryOptions(sportCode: string) {
  return queryOptions({
    queryKey: ['navigation', 'event-path-tree', sportCode] as const,
    queryFn: ({ signal }) => getSportTree(sportCode, signal),
    staleTime: TREE_CACHE_MS,
    gcTime: TREE_CACHE_MS,
  });
}

/** A sport's branch, fetched when `enabled` (the sport is opened in the menu). */
export function useSportTree(sportCode: string, enabled: boolean) {
  return useQuery({ ...sportTreeQueryOptions(sportCode), enabled });
}
