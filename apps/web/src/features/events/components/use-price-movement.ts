'use client';

import { useEffect, useState } from 'react';

export type PriceMovement = 'up' | 'down';

/** How long a moved price stays flagged (STYLE: "flashes up or down for a moment"). */
export const PRICE_FLASH_MS = 3000;

/**
 * Flags are cleared in steps of this many ms: every flag due in the same step is cleared by one
 * timer, so React repaints them together (a live page moving 100 prices a second would otherwise
 * repaint 100 times a second for the clearing alone).
 */
export const FLAG_CLEAR_STEP_MS = 250;

const dueSteps = new Map<number, Set<() => void>>();

/** Runs `clear` after `ms` (rounded up to the step); returns the cancellation. */
function clearLater(clear: () => void, ms: number): () => void {
  const step = Math.ceil((Date.now() + ms) / FLAG_CLEAR_STEP_MS) * FLAG_CLEAR_STEP_MS;
  let due = dueSteps.get(step);
  if (!due) {
    const batch = new Set<() => void>();
    due = batch;
    dueSteps.set(step, batch);
    setTimeout(
      () => {
        dueSteps.delete(step);
        for (const run of batch) run();
      },
      Math.max(0, step - Date.now()),
    );
  }
  const held = due;
  held.add(clear);
  return () => {
    held.delete(clear);
  };
}

interface Flag {
  readonly direction: PriceMovement;
  /** The price that raised the flag: a new move restarts the timer. */
  readonly price: number;
}

/**
 * Whether a price moved since the previous render, up (longer odds) or down, for
 * PRICE_FLASH_MS. The comparison is with the price this component last rendered, so a live
 * update of the cached event flags exactly the outcomes whose price changed.
 */
export function usePriceMovement(price: number): PriceMovement | null {
  const [previous, setPrevious] = useState(price);
  const [flag, setFlag] = useState<Flag | null>(null);
  // React's "information from previous renders": adjust state while rendering, no extra paint.
  if (price !== previous) {
    setPrevious(price);
    setFlag({ direction: price > previous ? 'up' : 'down', price });
  }
  useEffect(() => {
    if (flag === null) return;
    return clearLater(() => setFlag(null), PRICE_FLASH_MS);
  }, [flag]);
  return flag?.direction ?? null;
}
