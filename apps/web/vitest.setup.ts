import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Server-side suites (`@vitest-environment node`) have no window.
  if (typeof window !== 'undefined') window.localStorage.clear();
});
