import { z } from 'zod';

/**
 * The test harness's own variables, read here only and parsed once: which Postgres, Redis and
 * NATS servers the suites also run against, and whether this is CI (where none may be skipped).
 * They choose test targets, not platform behaviour, so they stay out of config.ts.
 */
const TestEnvSchema = z.object({
  TEST_DATABASE_URL: z.string().optional(),
  TEST_REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  TEST_NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  CI: z.string().optional(),
});

export interface TestEnv {
  /** Unset: the Postgres variants do not run (PGlite only). */
  readonly databaseUrl: string | undefined;
  readonly redisUrl: string;
  readonly natsUrl: string;
  /** CI=true or CI=1: a missing server fails the run instead of skipping its suites. */
  readonly ci: boolean;
}

let cached: TestEnv | undefined;

export function testEnv(): TestEnv {
  if (cached) return cached;
  // Empty strings count as unset, as in config.ts.
  const e = TestEnvSchema.parse({
    TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || undefined,
    TEST_REDIS_URL: process.env.TEST_REDIS_URL || undefined,
    TEST_NATS_URL: process.env.TEST_NATS_URL || undefined,
    CI: process.env.CI || undefined,
  });
  cached = {
    databaseUrl: e.TEST_DATABASE_URL,
    redisUrl: e.TEST_REDIS_URL,
    natsUrl: e.TEST_NATS_URL,
    ci: e.CI === 'true' || e.CI === '1',
  };
  return cached;
}
