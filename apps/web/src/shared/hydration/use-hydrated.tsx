'use client';

import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

/**
 * Whether the page has been hydrated. Outside a `HydrationProvider` (a component test, a tree
 * mounted only in the browser) there was no server render to match: true in a browser, false
 * on the server.
 */
const HydratedContext = createContext(typeof window !== 'undefined');

/**
 * Holds the page's "hydrated" answer: false while the server renders and while React hydrates,
 * then true. The switch is one transition for every component that asks — React renders it in
 * small slices between the browser's other work. (Each component used to read it through its own
 * external store, which React re-renders synchronously: a page's price buttons, dates, stars and
 * amounts all switched in one long task right after hydration.) The document is marked
 * `data-hydrated` once the switch has committed: from then on a press anywhere is handled with
 * the browser's state (browser journeys wait for it).
 */
export function HydrationProvider({ children }: { readonly children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  useEffect(() => {
    if (hydrated) document.documentElement.dataset['hydrated'] = 'true';
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False while the server renders and while React hydrates, true afterwards. Components that
 * show browser-only state (persisted stores, the browser's time zone) render their server
 * view until then, so hydration never mismatches.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
