import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'platform',
    include: ['src/**/*.test.ts'],
    // PGlite boots in seconds and argon2 is deliberately slow: generous per-test time.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['./src/test/global-setup.ts'],
  },
});
