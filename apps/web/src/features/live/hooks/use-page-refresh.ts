'use client';

import { useContext, useEffect, useMemo, useRef } from 'react';
// The App Router's context itself: `useRouter` throws where no router is mounted (component
// tests), while a page's live list only needs "refresh if there is a router".
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';

/** Refetches (a page's server data) at most once per this many ms; later asks wait for the slot. */
export const REFETCH_MIN_GAP_MS = 5_000;

/**
 * Fetches the page's server components again (`router.refresh()`: new props, client state kept),
 * throttled so a burst of resyncs or new live events costs one refresh.
 */
export function usePageRefresh(): () => void {
  const router = useContext(AppRouterContext);
  const last = useRef(Number.NEGATIVE_INFINITY);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useMemo(() => {
    const run = () => {
      timer.current = null;
      last.current = Date.now();
      router?.refresh();
    };
    return () => {
      if (!router || timer.current) return;
      const wait = last.current + REFETCH_MIN_GAP_MS - Date.now();
      if (wait <= 0) run();
      else timer.current = setTimeout(run, wait);
    };
  }, [router]);
}
