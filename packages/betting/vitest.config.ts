import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'betting',
    include: ['src/**/*.test.ts'],
  },
});
