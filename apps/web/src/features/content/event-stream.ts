import type { LiveEvent } from '@touchline/contract';
import { layoutMatchPath } from '@touchline/site';
import { parseCatalogPathSegment } from '../../shared/routing/catalog-slugs';

/**
 * The stream feeds an event names (spec shell §3 / betting-domain §3 Event: streamingPMId,
 * streamingIMGId, liveStreaming). Perform's is the spec's `perform_desktop` Stream provider: the
 * layout columns that hold the stream slot are drawn on desktop only. IMG has no value in the
 * spec's provider list, so it keeps the event field's own name.
 */
export type StreamFeed =
  | { readonly provider: 'perform_desktop'; readonly streamId: string }
  | { readonly provider: 'img'; readonly streamId: string };

/** The provider fields an event carries (the light event form has none). */
export type StreamFields = Pick<LiveEvent, 'liveStreaming' | 'streamingPMId' | 'streamingIMGId'>;

/**
 * The feeds of an event that says it streams: none unless `liveStreaming` is on and a provider id
 * is set (a blank id is no id).
 */
export function eventStreamFeeds(event: StreamFields): readonly StreamFeed[] {
  if (!event.liveStreaming) return [];
  const feeds: StreamFeed[] = [];
  const perform = event.streamingPMId?.trim();
  if (perform) feeds.push({ provider: 'perform_desktop', streamId: perform });
  const img = event.streamingIMGId?.trim();
  if (img) feeds.push({ provider: 'img', streamId: img });
  return feeds;
}

/**
 * spec shell §2: the event id of an event page's path (`/events/{id}-{slug}`,
 * `/live/{id}-{slug}`, locale segment and query ignored); null on any other page, so
 * `/live/sport/…` and `/events` are not event pages.
 */
export function eventIdOfPagePath(href: string): number | null {
  const match = /^\/(?:events|live)\/([^/]+)$/.exec(layoutMatchPath(href));
  const segment = match?.[1];
  if (segment === undefined) return null;
  return parseCatalogPathSegment(segment)?.id ?? null;
}
