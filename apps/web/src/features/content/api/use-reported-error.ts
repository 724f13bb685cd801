import { useEffect } from 'react';
import { reportRenderError } from './report-render-error';

/**
 * spec shell §8: an error shown by a route's error page (`error.tsx`, `global-error.tsx`) is
 * reported like a region's, once per error.
 */
export function useReportedError(region: string, error: unknown): void {
  useEffect(() => {
    void reportRenderError(region, error);
  }, [region, error]);
}
