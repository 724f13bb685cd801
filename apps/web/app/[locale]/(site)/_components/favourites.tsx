'use client';

import type { LiveEvent } from '@touchline/contract';
import { PSEUDO_SPORTS } from '@touchline/betting';
import { favouritesCount } from '@touchline/contract/browser';
import { localiseHref } from '@touchline/site';
import Link from '../../../../src/shared/ui/link';
import { useCallback, useEffect, useMemo } from 'react';
import { EventList, LiveList } from '../../../../src/features/events';
import {
  isFavouriteEvent,
  useFavouriteEvents,
  useFavourites,
} from '../../../../src/features/favourites';
import { LiveConnectionNotice, useLiveEvents } from '../../../../src/features/live';
import { useHydrated } from '../../../../src/shared/hydration/use-hydrated';
import { useLocale } from '../../../../src/shared/routing/use-locale';
import { useT } from '../../../../src/shared/site/site-context';
import buttonStyles from '../../../../src/shared/ui/button.module.css';
import { cx } from '../../../../src/shared/ui/cx';
import panelStyles from '../../../../src/shared/ui/panel.module.css';
import { favouriteSlots } from '../../_components/favourite-slots';
import { renderPrice } from '../../_components/render-price';

/**
 * spec betting-domain §2: the favourites live page is /live/sport/{token}; the token (decision)
 * is the pseudo-category's slug.
 */
export const FAVOURITES_LIVE_PATH = `/live/sport/${PSEUDO_SPORTS.favourites.slug}`;
const FAVOURITES_PATH = `/sports/${PSEUDO_SPORTS.favourites.slug}`;

const inPlay = (event: LiveEvent) => event.isLive && !event.isFinished;

type Read =
  | { readonly status: 'empty' | 'loading' | 'failed' }
  | { readonly status: 'ready'; readonly events: readonly LiveEvent[] };

/**
 * The favourites' events, read in the browser (a logged-out player's favourites live there): the
 * starred events and the events of the starred leagues, without one unstarred a moment ago.
 */
function useFavouritesRead(): { read: Read; refetch: () => void } {
  const hydrated = useHydrated();
  const { list } = useFavourites();
  const query = useFavouriteEvents(list);
  const { refetch: refetchQuery } = query;
  const refetch = useCallback(() => void refetchQuery(), [refetchQuery]);
  const data = query.data;
  const events = useMemo(
    () => (data ?? []).filter((event) => isFavouriteEvent(list, event)),
    [data, list],
  );
  if (!hydrated) return { read: { status: 'loading' }, refetch };
  if (favouritesCount(list) === 0) return { read: { status: 'empty' }, refetch };
  if (data === undefined) {
    return { read: { status: query.isError ? 'failed' : 'loading' }, refetch };
  }
  return { read: { status: 'ready', events }, refetch };
}

function Notice({ read, retry }: { readonly read: Read; readonly retry: () => void }) {
  const t = useT();
  switch (read.status) {
    case 'empty':
      return (
        <div className={panelStyles.emptyState}>
          <p className={panelStyles.emptyStateTitle}>{t('sports.favourites.none')}</p>
          <p className={panelStyles.emptyStateHint}>{t('events.favourite.empty')}</p>
        </div>
      );
    case 'loading':
      return (
        <p className={panelStyles.muted} role="status">
          {t('common.loading')}
        </p>
      );
    case 'failed':
      return (
        <div className={panelStyles.emptyState} role="alert">
          <p className={panelStyles.emptyStateTitle}>{t('favourites.loadFailed')}</p>
          <button
            type="button"
            className={cx(buttonStyles.root, buttonStyles.primary)}
            onClick={retry}
          >
            {t('common.tryAgain')}
          </button>
        </div>
      );
    case 'ready':
      return null;
  }
}

/** The live favourites kept live: a finished one leaves, a favourite that goes live is read in. */
function LiveFavourites({
  events,
  refetch,
}: {
  readonly events: readonly LiveEvent[];
  readonly refetch: () => void;
}) {
  const initial = useMemo(() => events.filter(inPlay), [events]);
  const live = useLiveEvents(initial, { membership: 'live', refetch });
  return <LiveList events={live} renderOutcome={renderPrice} slots={favouriteSlots} />;
}

function UpcomingFavourites({
  events,
  refetch,
}: {
  readonly events: readonly LiveEvent[];
  readonly refetch: () => void;
}) {
  const t = useT();
  const initial = useMemo(() => events.filter((event) => !inPlay(event)), [events]);
  const upcoming = useLiveEvents(initial, { membership: 'prematch', refetch });
  // One that went in play (or ended) left the list: read again, so it shows among the live ones.
  const left = upcoming.length < initial.length;
  useEffect(() => {
    if (left) refetch();
  }, [left, refetch]);
  if (upcoming.length === 0) return null;
  return (
    <section aria-labelledby="favourites-upcoming">
      <h2 id="favourites-upcoming" className="visually-hidden">
        {t('favourites.upcoming')}
      </h2>
      <EventList events={upcoming} renderOutcome={renderPrice} slots={favouriteSlots} />
    </section>
  );
}

/**
 * spec betting-domain §2 Favourites (10000-FAVOURITES): the starred events and the events of the
 * starred leagues — those in play first with their scores, then the ones to come — grouped by
 * league like every list, prices live; a link to the favourites live page.
 */
export function Favourites() {
  const t = useT();
  const locale = useLocale();
  const { read, refetch } = useFavouritesRead();
  const liveCount = read.status === 'ready' ? read.events.filter(inPlay).length : 0;
  return (
    <>
      <div className="page-heading">
        <h1>{t('sports.favourites.title')}</h1>
        {read.status === 'ready' ? (
          <p className="page-heading__sub">
            <Link href={localiseHref(FAVOURITES_LIVE_PATH, locale)}>
              {t('favourites.live.link', { count: liveCount })}
            </Link>
          </p>
        ) : null}
      </div>
      <Notice read={read} retry={refetch} />
      {read.status === 'ready' ? (
        <>
          <LiveConnectionNotice />
          {read.events.length === 0 ? (
            <div className={panelStyles.emptyState}>
              <p className={panelStyles.emptyStateTitle}>{t('favourites.noEvents.title')}</p>
              <p className={panelStyles.emptyStateHint}>{t('favourites.noEvents.hint')}</p>
            </div>
          ) : null}
          {liveCount > 0 ? (
            <section aria-labelledby="favourites-in-play">
              <h2 id="favourites-in-play" className="visually-hidden">
                {t('favourites.inPlay')}
              </h2>
              <LiveFavourites events={read.events} refetch={refetch} />
            </section>
          ) : null}
          <UpcomingFavourites events={read.events} refetch={refetch} />
        </>
      ) : null}
    </>
  );
}

/**
 * The favourites live page (spec betting-domain §2 /live/sport/{token}): only the favourites in
 * play, with the live list's scores, clocks and filter.
 */
export function FavouritesLive() {
  const t = useT();
  const locale = useLocale();
  const { read, refetch } = useFavouritesRead();
  return (
    <>
      <div className="page-heading">
        <h1>{t('favourites.live.title')}</h1>
        <p className="page-heading__sub">
          <Link href={localiseHref(FAVOURITES_PATH, locale)}>{t('sports.favourites.title')}</Link>
          {' · '}
          <Link href={localiseHref('/live/sport', locale)}>{t('favourites.live.allLive')}</Link>
        </p>
      </div>
      <Notice read={read} retry={refetch} />
      {read.status === 'ready' ? (
        <>
          <LiveConnectionNotice />
          {read.events.some(inPlay) ? (
            <LiveFavourites events={read.events} refetch={refetch} />
          ) : (
            <div className={panelStyles.emptyState}>
              <p className={panelStyles.emptyStateTitle}>{t('favourites.live.none')}</p>
              <p className={panelStyles.emptyStateHint}>{t('favourites.live.noneHint')}</p>
            </div>
          )}
        </>
      ) : null}
    </>
  );
}
