import type { TestProject } from 'vitest/node';
import { postgresReachable, type PostgresStatus } from './targets';
import { testEnv } from './test-env';

/**
 * Decides once per run whether the Postgres variants run. CI (CI=true) must reach the server
 * named by TEST_DATABASE_URL; elsewhere an absent server is reported and PGlite alone runs.
 */
export default async function setup(project: TestProject): Promise<void> {
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
