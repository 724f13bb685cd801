import { connect } from 'node:net';
import { testEnv } from '../../test/test-env';

/**
 * The Redis and NATS servers the bus suites run against (the machines and CI run both locally:
 * redis://127.0.0.1:6379, nats://127.0.0.1:4222; TEST_REDIS_URL / TEST_NATS_URL override).
 * In CI (CI=true) an unreachable server fails the run, never a silent skip; elsewhere the suite
 * says which variants it could not run (the pattern of test/targets.ts and global-setup.ts).
 */
export interface BusServer {
  readonly name: 'redis' | 'nats';
  readonly url: string;
}

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function busServers(): Promise<BusServer[]> {
  const { ci, redisUrl, natsUrl } = testEnv();
  const wanted: BusServer[] = [
    { name: 'redis', url: redisUrl },
    { name: 'nats', url: natsUrl },
  ];
  const found: BusServer[] = [];
  for (const server of wanted) {
    if (await reachable(server.url)) {
      found.push(server);
      continue;
    }
    if (ci) throw new Error(`CI: the ${server.name} server at ${server.url} is not reachable`);
    console.warn(
      `[bus tests] ${server.name} at ${server.url} is not reachable: ${server.name} variants NOT run`,
    );
  }
  return found;
}
