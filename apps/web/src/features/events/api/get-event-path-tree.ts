import { ENDPOINTS, EventPathTree } from '@touchline/contract';
import { serverClient } from '../../../shared/api/server-client';
import type { Locale } from '../../../shared/config/locales';
import { load, type LoadResult } from './load-result';

export type TreeKind = 'prematch' | 'outrights';

/**
 * How long the server keeps a tree. The spec caches the tree 3600 s (betting-domain §7) for its
 * names; its event counts move with every fixture, so the pages read it again after a minute.
 */
const TREE_FRESH_MS = 60_000;

const QUERIES = {
  prematch: { periodType: 'PRE_MATCH', sportGroups: ['REGULAR', 'ESPORTS'] },
  // Outrights are rank events (a winner among many): the tree names the competitions holding them.
  outrights: { periodType: 'PRE_MATCH', eventTypeFilter: ['RANKEVENT'] },
} as const;

const cache = new Map<string, { readonly at: number; readonly tree: Promise<EventPathTree> }>();

function readTree(kind: TreeKind, locale: Locale): Promise<EventPathTree> {
  const key = `${kind}:${locale}`;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < TREE_FRESH_MS) return hit.tree;
  // The full form (slugs included): the pages link by slug.
  const client = serverClient(
    { catalog: { eventPathTree: { ...ENDPOINTS.catalog.eventPathTree, response: EventPathTree } } },
    locale,
  );
  const tree = client.catalog.eventPathTree({ query: { ...QUERIES[kind] } });
  cache.set(key, { at: now, tree });
  tree.catch(() => cache.delete(key));
  return tree;
}

/** Server-side: the sport → country → league tree with event counts (betting-domain §7). */
export function getEventPathTree(
  kind: TreeKind,
  locale: Locale,
): Promise<LoadResult<EventPathTree>> {
  return load(() => readTree(kind, locale));
}

/** Tests start from an empty cache. */
export function resetEventPathTreeCache(): void {
  cache.clear();
}
