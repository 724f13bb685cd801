import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { preloadAllForTesting } from './src/shared/ui/lazy-component';

// The on-demand components (login modals, settings panel, search sheet) as an idle page has them:
// loaded, so a click opens them in the same commit (src/shared/ui/__tests__/lazy-component.test.tsx
// covers the not-yet-loaded path). Likewise the browser client's validating half (the endpoint
// table, zod and the contract's schemas), which a page loads when idle or with its first call
// (src/shared/api/__tests__/browser-client.test.ts covers a call made before it has loaded).
// findBy… and waitFor give an answer up to 5 s to show (the library's default is 1 s): two
// suites share each of CI's 2 cores, and a stubbed call's answer can take over a second to draw
// there. Only the waiting is longer: what is asserted is the same.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  await preloadAllForTesting();
  // Server-side suites (`@vitest-environment node`) have no browser client.
  if (typeof window === 'undefined') return;
  const { validation } = await import('./src/shared/api/browser-client');
  await validation.load();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Server-side suites (`@vitest-environment node`) have no window.
  if (typeof window !== 'undefined') window.localStorage.clear();
});
