/**
 * Starts and stops the whole stack (platform + web) as child processes. Shared by `npm start`
 * and the browser journeys, so both run exactly the same thing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
const WEB = join(ROOT, 'apps/web');
const BIN = join(ROOT, 'node_modules/.bin');

/** Newest modification time under the given folders (skipping build output). */
function newestMtime(dirs: readonly string[]): number {
  let newest = 0;
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (['node_modules', '.next', '__tests__'].includes(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  for (const dir of dirs) if (existsSync(dir)) walk(dir);
  return newest;
}

/** Builds the web app when there is no build or a source is newer than it. */
export async function ensureWebBuild(log: (line: string) => void): Promise<void> {
  const buildId = join(WEB, '.next/BUILD_ID');
  const sources = [
    WEB,
    join(ROOT, 'packages/betting/src'),
    join(ROOT, 'packages/contract/src'),
    join(ROOT, 'packages/site/src'),
  ];
  if (existsSync(buildId) && statSync(buildId).mtimeMs >= newestMtime(sources)) {
    log('web app: build is up to date');
    return;
  }
  log('web app: building (first start or sources changed; this takes a minute or two)…');
  await run(join(BIN, 'next'), ['build'], {
    cwd: WEB,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
}

function run(
  cmd: string,
  args: string[],
  opts: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, { ...opts, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolvePromise()
        : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

export interface StackOptions {
  readonly port: number;
  readonly platformPort: number;
  /** Extra environment for both processes (DATA_DIR, DATABASE_URL, SIM_SEED …). */
  readonly env?: NodeJS.ProcessEnv;
  /** Where child output goes; 'inherit' for `npm start`. */
  readonly stdio: 'inherit' | 'ignore' | 'pipe';
}

export interface Stack {
  readonly url: string;
  readonly platformUrl: string;
  /** Resolves with the first child to exit unexpectedly. */
  readonly exited: Promise<{ name: string; code: number | null }>;
  stop(): Promise<void>;
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const env = {
    ...process.env,
    ...options.env,
    PORT: String(options.port),
    PLATFORM_PORT: String(options.platformPort),
    NEXT_TELEMETRY_DISABLED: '1',
  };
  const children: { name: string; child: ChildProcess }[] = [];
  let stopping = false;
  let onExit: (v: { name: string; code: number | null }) => void = () => undefined;
  const exited = new Promise<{ name: string; code: number | null }>((r) => (onExit = r));
  const launch = (name: string, cmd: string, args: string[], cwd: string) => {
    const child = spawn(cmd, args, { cwd, env, stdio: options.stdio });
    child.on('exit', (code) => {
      if (!stopping) onExit({ name, code });
    });
    children.push({ name, child });
    return child;
  };
  launch('platform', join(BIN, 'tsx'), ['src/main.ts'], join(ROOT, 'apps/platform'));
  const platformUrl = `http://127.0.0.1:${options.platformPort}`;
  const stop = async () => {
    stopping = true;
    await Promise.all(
      children.map(
        ({ child }) =>
          new Promise<void>((r) => {
            if (child.exitCode !== null || child.signalCode !== null) return r();
            const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
            child.once('exit', () => {
              clearTimeout(timer);
              r();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  };
  try {
    await Promise.race([
      waitFor(`${platformUrl}/healthz`, 120_000),
      exited.then(({ name, code }) =>
        Promise.reject(new Error(`${name} exited with ${code} during start-up`)),
      ),
    ]);
    // apps/web/server.ts: `next start` plus the X-Forwarded-For rewrite (PORT from env, host
    // 127.0.0.1 unless WEB_HOST says otherwise).
    launch('web', join(BIN, 'tsx'), ['server.ts'], WEB);
    const url = `http://localhost:${options.port}`;
    await Promise.race([
      waitFor(`http://127.0.0.1:${options.port}/en`, 120_000),
      exited.then(({ name, code }) =>
        Promise.reject(new Error(`${name} exited with ${code} during start-up`)),
      ),
    ]);
    return { url, platformUrl, exited, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status < 500) return;
      lastError = new Error(`HTTP ${res.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms: ${String(lastError)}`);
}

/** The ports `npm start` uses: PORT and PLATFORM_PORT as the README documents (validated by the
 * platform's zod config, which stops start-up naming a bad variable). */
export function readPort(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 && n < 65_536 ? n : Number.NaN;
}

export function packageVersion(): string {
  return (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string })
    .version;
}
