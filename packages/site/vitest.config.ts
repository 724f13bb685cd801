import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'site',
    include: ['src/**/*.test.ts'],
    // Property runs are CPU-bound; CI runs every project at once on 2 cores.
    testTimeout: 30_000,
  },
});
