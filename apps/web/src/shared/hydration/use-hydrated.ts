'use client';

import { useSyncExternalStore } from 'react';

const noopSubscribe = () => () => {};

/**
 * False while the server renders and while React hydrates, true afterwards. Components that
 * show browser-only state (persisted stores, the browser's time zone) render their server
 * view until then, so hydration never mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}
