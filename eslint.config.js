// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

/** Import directions of ARCHITECTURE.md: what each part must not import. */
const forbid = (groups) => ({
  'no-restricted-imports': ['error', { patterns: groups }],
});
const ioModules = [
  'node:*',
  'fs',
  'path',
  'http',
  'net',
  'pg',
  '@electric-sql/*',
  'fastify',
  'fastify/*',
];
const uiModules = ['react', 'react-dom', 'react/*', 'next', 'next/*'];
const apps = (...names) =>
  names.map((n) => ({
    group: [`@touchline/${n}`, `**/apps/${n}/**`],
    message: `must not import apps/${n}`,
  }));
const pkg = (...names) =>
  names.map((n) => ({
    group: [`@touchline/${n}`, `**/packages/${n}/**`],
    message: `must not import packages/${n}`,
  }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/dist/**',
      '.data/**',
      '**/next-env.d.ts',
      'e2e/artifacts/**',
      '.test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      parserOptions: { projectService: false, program: null, project: false },
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        fetch: 'readonly',
      },
    },
  },
  {
    files: ['packages/betting/src/**/*.ts'],
    ignores: ['packages/betting/src/**/__tests__/**'],
    rules: forbid([
      ...pkg('contract', 'simulator', 'site'),
      ...apps('platform', 'web'),
      {
        group: [...ioModules, ...uiModules, 'zod'],
        message: 'packages/betting is pure: no I/O, UI or schema libraries',
      },
    ]),
  },
  {
    // The site rules build on the betting rules (limits, money) but never the other way round.
    files: ['packages/site/src/**/*.ts'],
    ignores: ['packages/site/src/**/__tests__/**'],
    rules: forbid([
      ...pkg('contract', 'simulator'),
      ...apps('platform', 'web'),
      {
        group: [...ioModules, ...uiModules, 'zod'],
        message: 'packages/site is pure: no I/O, UI or schema libraries',
      },
    ]),
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: forbid([
      ...pkg('simulator'),
      ...apps('platform', 'web'),
      { group: [...ioModules, ...uiModules], message: 'contract holds schemas only' },
    ]),
  },
  {
    files: ['packages/simulator/src/**/*.ts'],
    rules: forbid([
      ...apps('platform', 'web'),
      {
        group: [...ioModules, ...uiModules],
        message: 'the simulator is pure: it writes no database',
      },
    ]),
  },
  {
    files: ['apps/platform/**/*.ts'],
    rules: forbid([...apps('web'), { group: uiModules, message: 'the platform has no UI' }]),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: forbid([
      ...apps('platform'),
      ...pkg('simulator'),
      {
        group: ['fastify', 'pg', '@electric-sql/*'],
        message: 'the web talks to the platform over HTTP only',
      },
    ]),
  },
  {
    files: ['**/__tests__/**', '**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  prettier,
);
