import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { preloadAllForTesting } from './src/shared/ui/lazy-component';

// The on-demand components (login modals, settings panel, search sheet) as an idle page has them:
// loaded, so a click opens them in the same commit (src/shared/ui/__tests__/lazy-component.test.tsx
// covers the not-yet-loaded path).
beforeAll(() => preloadAllForTesting());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Server-side suites (`@vitest-environment node`) have no window.
  if (typeof window !== 'undefined') window.localStorage.clear();
});
