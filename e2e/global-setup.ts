import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureWebBuild, startStack, type Stack } from '../scripts/stack';
import { E2E_LOGIN_RATE_IP_PER_HOUR } from './stack-settings';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Ports of the journey stack: beside, not on, the ones `npm start` uses. */
const WEB_PORT = 3100;
const PLATFORM_PORT = 4100;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await ensureWebBuild((line) => console.log(`[e2e] ${line}`));
  const dataDir = mkdtempSync(join(tmpdir(), 'touchline-e2e-'));
  let stack: Stack;
  try {
    stack = await startStack({
      port: WEB_PORT,
      platformPort: PLATFORM_PORT,
      stdio: process.env.E2E_VERBOSE ? 'inherit' : 'ignore',
      // A fresh embedded database per run: the journey starts from the documented seed data.
      // The web app is the edge (no reverse proxy in front): it trusts no X-Forwarded-For.
      env: {
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
  project.provide('baseUrl', stack.url);
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
