/**
 * The import walls of eslint.config.js, shown failing on one deliberate breach each and passing on
 * the allowed neighbour, so a rule that silently stops matching (a path typo, a resolver that no
 * longer resolves) fails here instead of letting everything through.
 *
 * Virtual files (lintText with a path inside the real tree) are enough for most rules; the targets
 * they import, and the two halves of a cycle, must exist on disk, so a small fixture module and two
 * fixture features are written before the config is loaded (it lists modules and features from
 * disk) and removed afterwards. Type-aware rules are switched off: they are not under test here
 * and would make every run build a TypeScript program.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../stack';

const MODULE = 'apps/platform/src/modules/__walls_fixture__';
const FEATURE_A = 'apps/web/src/features/__walls_fixture_a__';
const FEATURE_B = 'apps/web/src/features/__walls_fixture_b__';

const FIXTURES: Record<string, string> = {
  [`${MODULE}/index.ts`]: "export { inner } from './inner';\n",
  [`${MODULE}/inner.ts`]: 'export const inner = 1;\n',
  [`${MODULE}/cycle-a.ts`]: "import { b } from './cycle-b';\nexport const a = (): number => b();\n",
  [`${MODULE}/cycle-b.ts`]: "import { a } from './cycle-a';\nexport const b = (): number => a();\n",
  [`${MODULE}/__tests__/fixture.ts`]: 'export const fixture = 1;\n',
  [`${FEATURE_A}/index.ts`]: "export { inner } from './inner';\n",
  [`${FEATURE_A}/inner.ts`]: 'export const inner = 1;\n',
  [`${FEATURE_B}/index.ts`]: 'export const b = 1;\n',
};

/** The rules under test; other rules' findings on these snippets are not this suite's concern. */
const WALL_RULES = new Set([
  'import-x/no-restricted-paths',
  'import-x/no-relative-packages',
  'import-x/no-cycle',
  'no-restricted-properties',
  'no-restricted-syntax',
  'no-restricted-imports',
]);

let eslint: ESLint;

beforeAll(() => {
  for (const [path, text] of Object.entries(FIXTURES)) {
    mkdirSync(dirname(join(ROOT, path)), { recursive: true });
    writeFileSync(join(ROOT, path), text);
  }
  eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: tseslint.configs.disableTypeChecked as Linter.Config,
  });
});

afterAll(() => {
  for (const dir of [MODULE, FEATURE_A, FEATURE_B]) {
    rmSync(join(ROOT, dir), { recursive: true, force: true });
  }
});

async function wallFindings(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
  const messages = result?.messages ?? [];
  const fatal = messages.find((m) => m.fatal);
  if (fatal) throw new Error(`${filePath}: ${fatal.message}`);
  return messages.flatMap((m) => (m.ruleId && WALL_RULES.has(m.ruleId) ? [m.ruleId] : []));
}

interface Case {
  readonly what: string;
  readonly file: string;
  readonly code: string;
  /** The rule that must report; absent: no wall rule may report. */
  readonly rule?: string;
}

const cases: Case[] = [
  {
    what: 'a deep import into another platform module',
    file: 'apps/platform/src/walls-check.ts',
    code: `import { inner } from './modules/__walls_fixture__/inner';\nexport const x = inner;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'a platform module through its index.ts',
    file: 'apps/platform/src/walls-check.ts',
    code: `import { inner } from './modules/__walls_fixture__';\nexport const x = inner;\n`,
  },
  {
    what: "a benchmark measuring a module's internals",
    file: 'bench/walls-check.ts',
    code: `import { inner } from '../apps/platform/src/modules/__walls_fixture__/inner';\nexport const x = inner;\n`,
  },
  {
    what: 'an e2e journey reaching into a module',
    file: 'e2e/walls-check.ts',
    code: `import { inner } from '../apps/platform/src/modules/__walls_fixture__/inner';\nexport const x = inner;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: "a module's own test importing its internals",
    file: `${MODULE}/__tests__/inner.test.ts`,
    code: `import { inner } from '../inner';\nexport const x = inner;\n`,
  },
  {
    what: 'platform infrastructure importing a module, even through its index.ts',
    file: 'apps/platform/src/db/walls-check.ts',
    code: `import { inner } from '../modules/__walls_fixture__';\nexport const x = inner;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'platform infrastructure importing infrastructure',
    file: 'apps/platform/src/db/walls-check.ts',
    code: `import { loadConfig } from '../config';\nexport const x = loadConfig;\n`,
  },
  {
    what: "infrastructure's own test driving a module through its index.ts",
    file: 'apps/platform/src/bus/__tests__/walls-check.test.ts',
    code: `import { inner } from '../../modules/__walls_fixture__';\nexport const x = inner;\n`,
  },
  {
    what: "production code importing another module's test fixtures",
    file: 'apps/platform/src/modules/wallet/walls-check.ts',
    code: `import { fixture } from '../__walls_fixture__/__tests__/fixture';\nexport const x = fixture;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: "a test importing another module's test fixtures",
    file: 'apps/platform/src/modules/wallet/__tests__/walls-check.test.ts',
    code: `import { fixture } from '../../__walls_fixture__/__tests__/fixture';\nexport const x = fixture;\n`,
  },
  {
    what: 'a deep import into a web feature',
    file: 'apps/web/app/walls-check.tsx',
    code: `import { inner } from '../src/features/__walls_fixture_a__/inner';\nexport const x = inner;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'an app route importing a feature through its index.ts',
    file: 'apps/web/app/walls-check.tsx',
    code: `import { inner } from '../src/features/__walls_fixture_a__';\nexport const x = inner;\n`,
  },
  {
    what: 'a web feature importing another feature',
    file: `${FEATURE_B}/walls-check.ts`,
    code: `import { inner } from '../__walls_fixture_a__';\nexport const x = inner;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'a web feature importing src/shared',
    file: `${FEATURE_B}/walls-check.ts`,
    code: `import { SITE_NAME } from '../../shared/config/site';\nexport const x = SITE_NAME;\n`,
  },
  {
    what: 'src/shared importing a feature',
    file: 'apps/web/src/shared/walls-check.ts',
    code: `import { inner } from '../features/__walls_fixture_a__';\nexport const x = inner;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'a relative path from the web into a package',
    file: 'apps/web/src/walls-check.ts',
    code: `import { parseStake } from '../../../packages/betting/src/index';\nexport const x = parseStake;\n`,
    rule: 'import-x/no-relative-packages',
  },
  {
    what: 'a relative path from the platform into the web',
    file: 'apps/platform/src/walls-check.ts',
    code: `import { SITE_NAME } from '../../web/src/shared/config/site';\nexport const x = SITE_NAME;\n`,
    rule: 'import-x/no-relative-packages',
  },
  {
    what: 'a package imported by its @touchline name',
    file: 'apps/web/src/walls-check.ts',
    code: `import { parseStake } from '@touchline/betting';\nexport const x = parseStake;\n`,
  },
  {
    what: 'an import cycle',
    file: `${MODULE}/cycle-a.ts`,
    code: FIXTURES[`${MODULE}/cycle-a.ts`] ?? '',
    rule: 'import-x/no-cycle',
  },
  {
    what: 'an import without a cycle',
    file: `${MODULE}/index.ts`,
    code: FIXTURES[`${MODULE}/index.ts`] ?? '',
  },
  {
    what: 'process.env outside the config module',
    file: 'apps/platform/src/modules/wallet/walls-check.ts',
    code: 'export const x = process.env.PORT;\n',
    rule: 'no-restricted-properties',
  },
  {
    what: "node:process's env outside the config module",
    file: 'apps/web/src/shared/walls-check.ts',
    code: "import { env } from 'node:process';\nexport const x = env.PORT;\n",
    rule: 'no-restricted-syntax',
  },
  {
    what: "process.env in the platform's config module",
    file: 'apps/platform/src/config.ts',
    code: 'export const x = process.env.PORT;\n',
  },
  {
    what: "process.env in the web's env module",
    file: 'apps/web/src/env.ts',
    code: 'export const x = process.env.NEXT_PUBLIC_AUTH_BASE;\n',
  },
  {
    what: 'zod in packages/site',
    file: 'packages/site/src/walls-check.ts',
    code: "import { z } from 'zod';\nexport const x = z;\n",
    rule: 'no-restricted-imports',
  },
  {
    what: 'the contract in packages/site',
    file: 'packages/site/src/walls-check.ts',
    code: "import { z } from '@touchline/contract';\nexport const x = z;\n",
    rule: 'no-restricted-imports',
  },
  {
    what: 'packages/betting in packages/site',
    file: 'packages/site/src/walls-check.ts',
    code: "import { parseStake } from '@touchline/betting';\nexport const x = parseStake;\n",
  },
];

describe('lint walls', () => {
  it.each(cases.filter((c) => c.rule))('refuses $what', async ({ file, code, rule }) => {
    expect(await wallFindings(file, code)).toContain(rule);
  });

  it.each(cases.filter((c) => !c.rule))('allows $what', async ({ file, code }) => {
    expect(await wallFindings(file, code)).toEqual([]);
  });
});
