/**
 * `npm start`: builds what is missing, starts the platform (embedded PGlite under ./.data,
 * simulator and in-process bus inside) and the web app, and prints the address. Ctrl-C stops all.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureWebBuild, packageVersion, readPort, ROOT, startStack } from './stack';

const log = (line: string) => console.log(`[touchline] ${line}`);

async function main(): Promise<void> {
  // Let the platform's config parser judge the environment first: a bad value stops here,
  // named, before anything is built.
  const check = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['src/check-config.ts'], {
    cwd: join(ROOT, 'apps/platform'),
    stdio: 'inherit',
  });
  if (check.status !== 0) process.exit(check.status ?? 2);

  log(`Touchline ${packageVersion()}`);
  await ensureWebBuild(log);
  const port = readPort('PORT', 3000);
  const platformPort = readPort('PLATFORM_PORT', 4000);
  log('starting the platform and the web app…');
  const stack = await startStack({ port, platformPort, stdio: 'inherit' });
  log(`ready: ${stack.url}/en   (demo login: demo / demo-pass-1; Ctrl-C stops)`);

  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    log('stopping…');
    void stack.stop().then(() => process.exit(code));
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  void stack.exited.then(({ name, code }) => {
    log(`${name} exited unexpectedly (code ${code})`);
    stop(1);
  });
}

main().catch((error: unknown) => {
  console.error(
    `[touchline] failed to start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
