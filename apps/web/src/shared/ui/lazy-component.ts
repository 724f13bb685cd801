'use client';

import { createElement, lazy, useEffect, useState, type ComponentType } from 'react';

/**
 * A component loaded on demand (its code is not in the page's first-load scripts) that can be
 * fetched ahead of use: `preload()` starts the download once. Render it inside `<Suspense>`: it
 * suspends only while its chunk is still on the way; once loaded it renders at once (so a
 * preloaded modal opens in the same commit as the click, and its focus handling runs as usual).
 */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  readonly preload: () => Promise<unknown>;
};

const everyComponent: PreloadableComponent<object>[] = [];

/** Tests: load every on-demand component defined so far, as an idle page would have. */
export function preloadAllForTesting(): Promise<unknown> {
  return Promise.all(everyComponent.map((component) => component.preload()));
}

export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download (offline) is tried again on the next use.
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function OnDemand(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later would
    // remount it (losing what was typed and moving focus).
    const [type] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(type, props);
  }
  const component = Object.assign(OnDemand, { preload });
  everyComponent.push(component as unknown as PreloadableComponent<object>);
  return component;
}

/**
 * Decision (docs/decisions.md, first-load JavaScript): what a click opens (the login modals,
 * the settings panel, the search sheet) is not in the first-load scripts but is fetched once the
 * page is idle after loading, so the first click finds it ready and the modal opens at once.
 */
export function usePreloadWhenIdle(
  ...components: readonly { preload(): Promise<unknown> }[]
): void {
  useEffect(() => {
    let cancelled = false;
    const run = () => {
      if (cancelled) return;
      for (const component of components) {
        // Nothing to do on failure: rendering the component loads it again.
        component.preload().catch(() => undefined);
      }
    };
    const idle = () =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(run, { timeout: 3000 })
        : window.setTimeout(run, 1000);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', idle);
    };
    // The components are module constants: preloading once per mount is enough.
  }, []);
}
