import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freshPgliteDump } from '../db/pglite';
import { postgresReachable, type PostgresStatus } from './targets';
import { testEnv } from './test-env';

/** Once per run: the fresh PGlite cluster every suite starts from, and the Postgres check. */
export default async function setup(project: TestProject): Promise<() => void> {
  // Every suite's PGlite starts from one fresh cluster made here (its initdb once per run, not
  // once per suite: about 2–3 s each on CI's machine).
  const dumpPath = join(tmpdir(), `touchline-pglite-${String(process.pid)}.tar`);
  writeFileSync(dumpPath, Buffer.from(await (await freshPgliteDump()).arrayBuffer()));
  project.provide('pgliteDump', dumpPath);
  const teardown = () => rmSync(dumpPath, { force: true });
  try {
    await checkPostgres(project);
  } catch (error) {
    teardown();
    throw error;
  }
  return teardown;
}

/**
 * Decides whether the Postgres variants run. CI (CI=true) must reach the server named by
 * TEST_DATABASE_URL; elsewhere an absent server is reported and PGlite alone runs.
 */
async function checkPostgres(project: TestProject): Promise<void> {
  const report = (status: PostgresStatus) => project.provide('postgresStatus', status);
  const { databaseUrl: url, ci } = testEnv();
  if (!url) {
    if (ci)
      throw new Error('CI must set TEST_DATABASE_URL: Postgres suites cannot be skipped in CI');
    console.warn(
      '[platform tests] TEST_DATABASE_URL is not set: Postgres variants NOT run (PGlite only)',
    );
    report('absent');
    return;
  }
  if (await postgresReachable(url)) {
    report('reachable');
    console.log(
      `[platform tests] running every suite against PGlite and ${url.replace(/\/\/[^@]*@/, '//')}`,
    );
    return;
  }
  if (ci) throw new Error(`CI: the Postgres server at TEST_DATABASE_URL is not reachable`);
  console.warn(
    `[platform tests] Postgres at TEST_DATABASE_URL is not reachable: Postgres variants NOT run (PGlite only)`,
  );
  report('unreachable');
}
