import { decodeBatch } from '../../bus/change-batch';
import { CATALOG_TOPICS, FEED_TOPICS } from '../../bus/topics';
import type { CacheScope } from './page-cache';

/**
 * Bus topics after which catalogue answers are stale: the feed publishes them when it has
 * written catalog tables (a tick's logged changes, a card), on whichever instance ingests; every
 * instance's catalogue hears them through the bus.
 */
export const CATALOG_INVALIDATING_TOPICS = [
  FEED_TOPICS.changes,
  FEED_TOPICS.cardIngested,
  CATALOG_TOPICS.changed,
] as const;

/**
 * Which answers a bus message makes stale. A `feed.changes` batch (bus/change-batch.ts) says per
 * change whether its event is (or was) in play: a tick of in-play changes leaves pre-match
 * answers cached, and the other way round. Anything else, or a batch that cannot be read, makes
 * every answer stale; an empty batch none.
 */
export function staleScope(topic: string, payload: string): CacheScope | null {
  if (topic !== FEED_TOPICS.changes) return 'all';
  const batch = decodeBatch(payload);
  if (!batch) return 'all';
  let live = false;
  let prematch = false;
  for (const change of batch.changes) {
    if (change.live) live = true;
    else prematch = true;
    if (live && prematch) return 'all';
  }
  return live ? 'live' : prematch ? 'prematch' : null;
}
