'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** Pages prefetched in this tab are remembered up to this many, then the memory starts over. */
const REMEMBERED = 200;

/**
 * The same-origin page path a press on `target` would open, or null for anything that is not a
 * plain in-app link (another origin, a new window, a download, an API path, this very page).
 */
export function intentHref(target: EventTarget | null, location: Location): string | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin) return null;
  if (/^\/(api|xapi|auth|ws|_next)(\/|$)/.test(url.pathname)) return null;
  const path = `${url.pathname}${url.search}`;
  return path === `${location.pathname}${location.search}` ? null : path;
}

/**
 * Prefetches an in-app page when the player reaches for its link — a pointer over it, a touch
 * or keyboard focus — through the App Router (docs/decisions.md "Links prefetch on intent").
 * One set of document listeners for every link of the page; each page once per tab.
 */
export function IntentPrefetch() {
  const router = useRouter();
  useEffect(() => {
    const done = new Set<string>();
    const onIntent = (event: Event) => {
      const path = intentHref(event.target, window.location);
      if (path === null || done.has(path)) return;
      if (done.size >= REMEMBERED) done.clear();
      done.add(path);
      router.prefetch(path);
    };
    const options = { capture: true, passive: true } as const;
    document.addEventListener('pointerover', onIntent, options);
    document.addEventListener('touchstart', onIntent, options);
    document.addEventListener('focusin', onIntent, options);
    return () => {
      document.removeEventListener('pointerover', onIntent, options);
      document.removeEventListener('touchstart', onIntent, options);
      document.removeEventListener('focusin', onIntent, options);
    };
  }, [router]);
  return null;
}
