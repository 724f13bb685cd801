'use client';

import { useEffect, useState } from 'react';

export type PriceMovement = 'up' | 'down';

/** How long a moved price stays flagged (STYLE: "flashes up or down for a moment"). */
export const PRICE_FLASH_MS = 3000;

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
    const timer = setTimeout(() => setFlag(null), PRICE_FLASH_MS);
    return () => clearTimeout(timer);
  }, [flag]);
  return flag?.direction ?? null;
}
