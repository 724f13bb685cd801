import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'simulator',
    include: ['src/**/*.test.ts'],
    // Simulation and property runs are CPU-bound; CI runs every project at once on 2 cores.
    testTimeout: 30_000,
  },
});
