import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'scripts',
    include: ['__tests__/**/*.test.ts'],
    // The first lint loads the config, the TypeScript parser and the resolver: a few seconds.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
