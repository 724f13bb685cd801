'use client';

import { usePathname } from 'next/navigation';
import { useId } from 'react';
import { assertNever } from '@touchline/betting';
import type { Translator } from '@touchline/site';
import { useEventStream } from '../api/get-event-stream';
import { eventIdOfPagePath, type StreamFeed } from '../event-stream';
import styles from './stream-player.module.css';

export interface StreamPlayerProps {
  readonly t: Translator['t'];
}

/** A provider's name as players know it (a trade name: the same in every language). */
function providerName(provider: StreamFeed['provider']): string {
  switch (provider) {
    case 'perform_desktop':
      return 'Perform';
    case 'img':
      return 'IMG';
    default:
      return assertNever(provider, 'stream provider');
  }
}

/**
 * spec shell §2 "a live-stream video player" of the layout columns, on an event page
 * (`/events/{id}-{slug}`, `/live/{id}-{slug}`). It shows only when the event says it streams
 * (`liveStreaming` and a provider id); anywhere else, while loading, or when the event cannot be
 * read, it draws nothing, so the column never holds an empty box. No provider's player is
 * configured on this platform, so the slot shows the provider fields (issue 12), not a video.
 */
export function StreamPlayer({ t }: StreamPlayerProps) {
  const pathname = usePathname() ?? '/';
  const eventId = eventIdOfPagePath(pathname);
  const { data } = useEventStream(eventId);
  const headingId = useId();
  // A stale answer for another page's event is never drawn.
  if (eventId === null || !data || data.eventId !== eventId || data.feeds.length === 0) {
    return null;
  }
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
          <path
            d="M4 5h16v11H4zM9 19h6M8 8.5v4l4-2z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        {t('live.stream.title')}
      </h2>
      {data.feeds.map((feed) => (
        <dl key={`${feed.provider}:${feed.streamId}`} className={styles.fields}>
          <div className={styles.field}>
            <dt>{t('live.stream.provider')}</dt>
            <dd>{providerName(feed.provider)}</dd>
          </div>
          <div className={styles.field}>
            <dt>{t('live.stream.streamId')}</dt>
            <dd className={styles.streamId}>{feed.streamId}</dd>
          </div>
        </dl>
      ))}
      <p className={styles.note}>
        {t(data.isLive ? 'live.stream.unavailable' : 'live.stream.startsWithEvent')}
      </p>
    </section>
  );
}
