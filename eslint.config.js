// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = import.meta.dirname;

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

/**
 * Walls with doors, checked on resolved paths so `../x`, `./x/index` and `@touchline/*` all count
 * the same. Modules and features are read from disk, so a new folder gets its wall without
 * touching this file.
 */
const PLATFORM = 'apps/platform/src';
const MODULES = `${PLATFORM}/modules`;
const FEATURES = 'apps/web/src/features';
const dirsIn = (rel) => {
  try {
    return readdirSync(join(ROOT, rel), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
};

/**
 * Globs matching every file of the repository outside `rel` (no-restricted-paths has no "not in"
 * for its targets): at each level, the siblings of the next segment, and the files beside it.
 * bench/ is left out: benchmarks measure internals on purpose and may import anything
 * (ARCHITECTURE).
 */
function outside(rel) {
  const parts = rel.split('/');
  return parts.flatMap((part, i) => {
    const base = [ROOT, ...parts.slice(0, i)].join('/');
    const skip = i === 0 ? `${part}|bench` : part;
    return [`${base}/!(${skip})/**`, `${base}/*.{ts,tsx,js,mjs,cjs}`];
  });
}

/**
 * The door of a module or feature is its index.ts; its __tests__ fixtures are a second door for
 * other tests only (settlement's fixtures build on feed's), which the next zone keeps test-only.
 */
const door = (dir, what) => ({
  target: outside(dir),
  from: join(ROOT, dir),
  except: ['index.ts', '__tests__'],
  message: `Use ${what} through its index.ts.`,
});

const wallZones = [
  {
    // Files that are not tests: neither in a __tests__ folder nor in the platform's test harness.
    target: [`${ROOT}/{apps,packages}/**/!(__tests__|test)/!(*.test).{ts,tsx}`],
    from: [`${ROOT}/**/__tests__/**`],
    message: 'Production code never imports test code.',
  },
  ...dirsIn(MODULES).map((m) => door(`${MODULES}/${m}`, `the platform module ${m}`)),
  {
    // Infrastructure's own tests may drive the platform through module faces (the two-instance
    // bus test starts whole platforms); the code under them may not.
    target: [
      `${ROOT}/${PLATFORM}/{app-context,config}.ts`,
      `${ROOT}/${PLATFORM}/{db,bus,http}/*.ts`,
      `${ROOT}/${PLATFORM}/{db,bus,http}/!(__tests__)/**`,
    ],
    from: join(ROOT, MODULES),
    message: 'Platform infrastructure must not depend on a module; modules depend on it.',
  },
  ...dirsIn(FEATURES).map((f) => door(`${FEATURES}/${f}`, `the web feature ${f}`)),
  ...dirsIn(FEATURES).map((f) => ({
    target: join(ROOT, FEATURES, f),
    from: join(ROOT, FEATURES),
    except: [f],
    message:
      'A web feature never imports another feature; compose them in app/ or move the shared part to src/shared.',
  })),
  {
    target: join(ROOT, 'apps/web/src/shared'),
    from: join(ROOT, FEATURES),
    message: 'src/shared is below the features: it must not import one.',
  },
];

/** The one module per app that reads process.env, parsing it once with zod. */
const ENV_MODULES = [
  `${PLATFORM}/config.ts`,
  // The platform test harness's own variables (TEST_DATABASE_URL, CI, TEST_REDIS_URL, …).
  `${PLATFORM}/test/test-env.ts`,
  'apps/web/src/env.ts',
  // The web's public values (the browser's too), checked without zod: every page loads them.
  'apps/web/src/public-env.ts',
];
const envMessage = `Read configuration from ${ENV_MODULES.join(' or ')}, which parse process.env once.`;

/** What no part of the web app imports: the platform, the simulator, server-side I/O. */
const webForbidden = [
  ...apps('platform'),
  ...pkg('simulator'),
  {
    group: ['fastify', 'pg', '@electric-sql/*'],
    message: 'the web talks to the platform over HTTP only',
  },
];

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
    plugins: { 'import-x': importX },
    settings: {
      // The typescript preset's parser and extension settings, so no-cycle can read .ts/.tsx files.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [join(ROOT, 'tsconfig.json'), join(ROOT, 'apps/web/tsconfig.json')],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: wallZones }],
    },
  },
  {
    files: ['apps/**', 'packages/**'],
    rules: {
      // A relative path into another workspace package bypasses its exports: use @touchline/*.
      'import-x/no-relative-packages': 'error',
      // Type-only imports do not count (the rule skips them). Packages sit outside node_modules
      // through their workspace links, so ignoreExternal only skips real third-party code.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/**', 'packages/**'],
    ignores: ENV_MODULES,
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: envMessage },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value=/^(node:)?process$/] > ImportSpecifier[imported.name='env']",
          message: envMessage,
        },
      ],
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
    // The schemas take their enumerations from the rule packages (betting, and site: logout
    // reasons, limit periods, cashier methods), which never import the contract.
    files: ['packages/contract/src/**/*.ts'],
    rules: forbid([
      ...pkg('simulator'),
      ...apps('platform', 'web'),
      { group: [...ioModules, ...uiModules], message: 'contract holds schemas only' },
    ]),
  },
  {
    // The contract's browser entry is in every web page's first-load scripts: it reaches no zod
    // and no schema module (docs/decisions.md "First-load JavaScript").
    files: [
      'packages/contract/src/browser.ts',
      'packages/contract/src/favourites-rules.ts',
      'packages/contract/src/limits.ts',
    ],
    rules: forbid([
      ...pkg('simulator'),
      ...apps('platform', 'web'),
      { group: [...ioModules, ...uiModules], message: 'contract holds schemas only' },
      {
        group: ['zod', 'zod/*', './*', '!./favourites-rules', '!./limits'],
        message: 'the browser entry imports no zod and no schema module of the contract',
      },
    ]),
  },
  {
    files: ['packages/simulator/src/**/*.ts'],
    rules: forbid([
      ...pkg('site'),
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
    ignores: ['apps/web/src/shared/ui/link.tsx'],
    rules: forbid([
      ...webForbidden,
      {
        group: ['next/link'],
        message: 'use src/shared/ui/link (links prefetch on intent, not in view)',
      },
    ]),
  },
  {
    files: ['apps/web/src/shared/ui/link.tsx'],
    rules: forbid(webForbidden),
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
