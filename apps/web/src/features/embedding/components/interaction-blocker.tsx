'use client';

import { useEffect, useRef } from 'react';
import styles from './embedding.module.css';

/**
 * spec shell §2: "in content-only native-app mode a full-screen interaction blocker appears".
 * The native app shows the page's content and handles every interaction itself, so a transparent
 * layer catches pointer and touch input, and everything else on the page is made `inert` (no
 * focus, no keyboard, hidden from assistive technology, which the app speaks for).
 */
export function InteractionBlocker() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const blocker = ref.current;
    const body = blocker?.ownerDocument.body;
    if (!blocker || !body) return;
    // Every element beside the blocker's line of ancestors (present, or added later) is inert.
    const made: Element[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node instanceof Element && !node.contains(blocker)) block(node);
        }
      }
    });
    function block(element: Element) {
      if (element.hasAttribute('inert')) return;
      element.setAttribute('inert', '');
      made.push(element);
    }
    for (let node: Element = blocker; node !== body && node.parentElement;) {
      const parent: Element = node.parentElement;
      for (const sibling of Array.from(parent.children)) if (sibling !== node) block(sibling);
      observer.observe(parent, { childList: true });
      node = parent;
    }
    return () => {
      observer.disconnect();
      for (const element of made) element.removeAttribute('inert');
    };
  }, []);
  return (
    <div ref={ref} className={styles.blocker} data-interaction-blocker="" aria-hidden="true" />
  );
}
