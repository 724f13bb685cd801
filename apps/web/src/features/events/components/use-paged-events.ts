'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  getEventsPage,
  type EventPagesSource,
  type EventsPageAnswer,
} from '../api/get-events-page';
import { withLatestPrices } from '../../../shared/live/live-prices';
import type { ShowMoreProps } from './show-more';

/** A list's paging as its first page (read on the server) left it. */
export interface EventPaging {
  readonly source: EventPagesSource;
  readonly eventsPerPage: number;
  readonly totalEvents: number;
}

/** Reads one more page; `getEventsPage` unless a test hands its own. */
export type PageReader = (
  source: EventPagesSource,
  page: number,
  signal?: AbortSignal,
) => Promise<EventsPageAnswer>;

interface PagingState<E> {
  /** The first page this state was built from (a new one from the server rebuilds it). */
  readonly first: readonly E[];
  /** What the live hook follows: the first page and the pages shown since. */
  readonly events: readonly E[];
  /** Ids that came with later pages (kept when the first page is read again). */
  readonly laterIds: ReadonlySet<number>;
  readonly pagesShown: number;
  readonly totalEvents: number;
  readonly loading: boolean;
  readonly failed: boolean;
}

/** `current` then the events of `incoming` it does not hold yet. */
function appended<E extends { readonly id: number }>(
  current: readonly E[],
  incoming: readonly E[],
): E[] {
  const held = new Set(current.map((e) => e.id));
  return [...current, ...incoming.filter((e) => !held.has(e.id))];
}

/**
 * A list's "Show more" paging with live pages (spec betting-domain §7 events calls, §9 page
 * sizes): the first page comes from the server; each next page is read with the same parameters
 * and the platform's `page`, then joined to what is on screen. `useLive` makes the list live (the
 * caller's live hook, e.g. useLiveEvents with its options): it is given the first page and every
 * page shown since, so the new events are subscribed like the first ones. A page is joined to the
 * list as it is *now* (with the changes applied since), so nothing on screen goes back to an older
 * price; the same when the server sends a new first page (a refresh), which keeps the later pages.
 */
export function usePagedEvents<E extends { readonly id: number }>(
  first: readonly E[],
  paging: EventPaging | null,
  useLive: (events: readonly E[]) => readonly E[],
  readPage: PageReader = getEventsPage,
): { readonly events: readonly E[]; readonly more: ShowMoreProps | null } {
  const [state, setState] = useState<PagingState<E>>(() => ({
    first,
    events: first,
    laterIds: new Set(),
    pagesShown: 1,
    totalEvents: paging?.totalEvents ?? first.length,
    loading: false,
    failed: false,
  }));
  const latest = useRef<readonly E[]>(first);
  let current = state;
  if (state.first !== first) {
    // A new first page (the page was read again): keep the later pages' events, as now.
    const later = latest.current.filter((e) => state.laterIds.has(e.id)).map(withLatestPrices);
    current = {
      ...state,
      first,
      events: appended(first, later),
      totalEvents: paging?.totalEvents ?? state.totalEvents,
    };
    setState(current);
  }
  const live = useLive(current.events);
  useEffect(() => {
    latest.current = live;
  }, [live]);

  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const source = paging?.source ?? null;
  const perPage = paging?.eventsPerPage ?? 0;
  const nextPage = current.pagesShown + 1;
  const showMore = useCallback(() => {
    if (source === null) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState((s) => ({ ...s, loading: true, failed: false }));
    readPage(source, nextPage, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        // The platform answers LiveEvents; the list's events are of the same call's shape.
        const incoming = answer.events as unknown as readonly E[];
        setState((s) => ({
          ...s,
          events: appended(latest.current.map(withLatestPrices), incoming),
          laterIds: new Set([...s.laterIds, ...incoming.map((e) => e.id)]),
          pagesShown: Math.max(s.pagesShown, answer.page),
          totalEvents: answer.totalEvents,
          loading: false,
        }));
      },
      () => {
        if (controller.signal.aborted) return;
        setState((s) => ({ ...s, loading: false, failed: true }));
      },
    );
  }, [source, nextPage, readPage]);

  const remaining = paging === null ? 0 : current.totalEvents - current.pagesShown * perPage;
  const count = Math.min(perPage, remaining);
  const { loading, failed } = current;
  // The same object while nothing of it changed: the lists are memoised (a price change
  // repaints its price alone, shared/live/live-prices).
  const more = useMemo(
    () => (count > 0 ? { count, loading, failed, onShowMore: showMore } : null),
    [count, loading, failed, showMore],
  );
  return { events: live, more };
}
