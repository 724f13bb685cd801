import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run over every workspace (unit + integration); the browser journeys
// have their own config in e2e/vitest.config.ts because they start the whole stack.
export default defineConfig({
  test: {
    // Vitest's default for a run is one worker fewer than the cores: on the 2-core CI machine
    // that is one test file at a time, with the other core idle while a suite waits on
    // Postgres, PGlite or a socket. Every suite owns its database schema and ports, so files
    // can run side by side.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/betting',
      'packages/site',
      'packages/contract',
      'packages/simulator',
      'apps/platform',
      'apps/web',
      // The repository's own tooling: the lint walls of eslint.config.js.
      'scripts',
      // e2e/ and bench/ have their own entry points (npm run test:e2e, npm run bench).
    ],
  },
});
