/**
 * `npm test`: lint, typecheck, unit + integration tests (Vitest), browser journeys (Vitest +
 * playwright-core). Every step runs even after a failure, so one run shows everything; the last
 * line is the plain total over all runners: `N passed, N failed` (lint and typecheck count as
 * one check each). Exit code is non-zero when anything failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './stack';

const BIN = join(ROOT, 'node_modules/.bin');
const RESULTS = join(ROOT, '.test-results');

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const summary: string[] = [];

function step(name: string, cmd: string, args: string[]): number {
  console.log(`\n=== ${name}: ${[cmd.replace(`${BIN}/`, ''), ...args].join(' ')}`);
  const res = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
  return res.status ?? 1;
}

function check(name: string, cmd: string, args: string[]): void {
  const ok = step(name, cmd, args) === 0;
  if (ok) total.passed++;
  else total.failed++;
  summary.push(`${name}: ${ok ? 'ok' : 'FAILED'}`);
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numTotalTests: number;
}

function vitest(name: string, args: string[]): void {
  const out = join(RESULTS, `${name}.json`);
  rmSync(out, { force: true });
  const code = step(name, join(BIN, 'vitest'), [
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  if (!existsSync(out)) {
    // The runner died before reporting: count it as one failure so it can't pass unnoticed.
    total.failed++;
    summary.push(`${name}: runner failed (exit ${code}) before reporting`);
    return;
  }
  const r = JSON.parse(readFileSync(out, 'utf8')) as VitestJson;
  total.passed += r.numPassedTests;
  total.failed += r.numFailedTests;
  total.skipped += r.numPendingTests + r.numTodoTests;
  // A non-zero exit with no failed test (e.g. a suite that failed to load) is still a failure.
  if (code !== 0 && r.numFailedTests === 0) total.failed++;
  if (r.numTotalTests === 0) total.failed++;
  summary.push(`${name}: ${r.numPassedTests} passed, ${r.numFailedTests} failed (exit ${code})`);
}

mkdirSync(RESULTS, { recursive: true });
rmSync(join(RESULTS, 'summary.txt'), { force: true });
const only = process.argv[2];
if (!only || only === 'lint') {
  check('eslint', join(BIN, 'eslint'), ['.', '--max-warnings', '0']);
  check('prettier', join(BIN, 'prettier'), ['--check', '.']);
}
if (!only || only === 'typecheck') {
  check('typecheck', join(BIN, 'tsc'), ['-p', 'tsconfig.json']);
  check('typecheck-web', join(BIN, 'tsc'), ['-p', 'apps/web/tsconfig.json']);
}
if (!only || only === 'unit') vitest('unit-and-integration', []);
if (!only || only === 'e2e') vitest('browser-journeys', ['--config', 'e2e/vitest.config.ts']);

console.log('\n=== summary');
for (const line of summary) console.log(`  ${line}`);
const line = `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`;
// .ci/run repeats this file's line last, after anything npm prints on a failure.
writeFileSync(join(RESULTS, 'summary.txt'), `${line}\n`);
console.log(line);
process.exit(total.failed > 0 ? 1 : 0);
