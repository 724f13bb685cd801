'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { isBackToTopVisible, SHELL_TIMINGS, type Translator } from '@touchline/site';
import styles from './back-to-top.module.css';

export interface BackToTopProps {
  /** The page language's texts (`shell.backToTop`). */
  readonly t: Translator['t'];
  /** URL patterns (`*` wildcard) of pages where the button never shows (spec shell §2). */
  readonly excludedPaths?: readonly string[];
}

interface Hold {
  /** The pointer or focus is on the button: it does not hide under the player. */
  hold: () => void;
  /** …and has left it: the 5-second timer starts again. */
  release: () => void;
}

const NO_HOLD: Hold = { hold: () => {}, release: () => {} };

/**
 * spec shell §2, §4, §9 (isBackToTopVisible): shown once the page is scrolled more than 200 px,
 * hidden 5 s after the last scroll and on excluded paths. One decision beyond the spec: while the
 * pointer or keyboard focus is on the button it stays, so it never vanishes as it is pressed.
 */
function useBackToTopVisibility(pathname: string, excludedKey: string) {
  const [visible, setVisible] = useState(false);
  const holdRef = useRef<Hold>(NO_HOLD);

  useEffect(() => {
    const excludedPaths = excludedKey.split('\n').filter((pattern) => pattern !== '');
    let lastScrollAt = Number.NEGATIVE_INFINITY;
    let held = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const evaluate = () =>
      isBackToTopVisible({
        scrollY: window.scrollY,
        lastScrollAt,
        now: Date.now(),
        pathname,
        excludedPaths,
      });
    const scheduleHide = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!held) setVisible(evaluate());
      }, SHELL_TIMINGS.backToTopHideAfterMs);
    };
    const onScroll = () => {
      lastScrollAt = Date.now();
      // Scrolling back up to the top hides it even while held (the button did its job).
      setVisible(evaluate());
      scheduleHide();
    };
    holdRef.current = {
      hold: () => {
        held = true;
        clearTimeout(timer);
      },
      release: () => {
        held = false;
        lastScrollAt = Date.now();
        scheduleHide();
      },
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
      holdRef.current = NO_HOLD;
      // A new page starts hidden, until it is scrolled.
      setVisible(false);
    };
  }, [pathname, excludedKey]);

  return { visible, holdRef };
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** spec shell §2 Back-to-top button: scrolls smoothly to the top (instantly for reduced motion). */
export function BackToTop({ t, excludedPaths = [] }: BackToTopProps) {
  const pathname = usePathname() ?? '/';
  // A string key, so a new array with the same patterns does not restart the timers.
  const { visible, holdRef } = useBackToTopVisibility(pathname, excludedPaths.join('\n'));
  if (!visible) return null;
  const label = t('shell.backToTop');
  return (
    <button
      type="button"
      className={styles.root}
      aria-label={label}
      title={label}
      onClick={() =>
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
      }
      onPointerEnter={() => holdRef.current.hold()}
      onPointerLeave={() => holdRef.current.release()}
      onFocus={() => holdRef.current.hold()}
      onBlur={() => holdRef.current.release()}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 19V5M5 12l7-7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.25"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
