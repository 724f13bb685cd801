import { defineConfig } from 'vitest/config';

// One Vitest run over every workspace (unit + integration); the browser journeys
// have their own config in e2e/vitest.config.ts because they start the whole stack.
export default defineConfig({
  test: {
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
