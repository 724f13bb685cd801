'use client';

import { useEffect, useState } from 'react';

/**
 * The time the screen's ticking clocks read: re-renders at `nextAt` (the earliest instant a
 * running clock moves a minute locally), never when nothing ticks.
 */
export function useTickNow(nextAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (nextAt === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, nextAt - Date.now()));
    return () => clearTimeout(timer);
  }, [nextAt]);
  return now;
}
