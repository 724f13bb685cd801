import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureWebBuild, startStack, type Stack } from '../scripts/stack';
import { E2E_LOGIN_RATE_IP_PER_HOUR } from './stack-settings';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The touchline brand's stack. */
    baseUrl: string;
    /** The nightjar brand's stack: the same build, the other brand's site (franco login…). */
    nightjarUrl: string;
  }
}

/**
 * Ports of the journey stacks: beside, not on, the ones `npm start` uses. `E2E_PORT_OFFSET`
 * moves them all, so a second run (a developer's, beside CI's) can share the machine.
 */
const offset = Number.parseInt(process.env.E2E_PORT_OFFSET ?? '0', 10) || 0;
const STACKS = [
  { brand: 'touchline', port: 3100 + offset, platformPort: 4100 + offset, key: 'baseUrl' },
  { brand: 'nightjar', port: 3101 + offset, platformPort: 4101 + offset, key: 'nightjarUrl' },
] as const;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await ensureWebBuild((line) => console.log(`[e2e] ${line}`));
  const started: { stack: Stack; dataDir: string }[] = [];
  const teardown = async () => {
    await Promise.all(
      started.map(async ({ stack, dataDir }) => {
        await stack.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }),
    );
  };
  try {
    for (const { brand, port, platformPort, key } of STACKS) {
      // A fresh embedded database per run: the journeys start from the documented seed data.
      const dataDir = mkdtempSync(join(tmpdir(), `touchline-e2e-${brand}-`));
      let stack: Stack;
      try {
        stack = await startStack({
          port,
          platformPort,
          stdio: process.env.E2E_VERBOSE ? 'inherit' : 'ignore',
          // The web app is the edge (no reverse proxy in front): it trusts no X-Forwarded-For.
          env: {
            BRAND: brand,
            DATA_DIR: dataDir,
            DATABASE_URL: '',
            LOG_LEVEL: 'warn',
            WEB_TRUST_PROXY: 'never',
            LOGIN_RATE_IP_PER_HOUR: String(E2E_LOGIN_RATE_IP_PER_HOUR),
          },
        });
      } catch (error) {
        rmSync(dataDir, { recursive: true, force: true });
        throw error;
      }
      started.push({ stack, dataDir });
      project.provide(key, stack.url);
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
