import { createMemoryBus, type Bus, type BusOptions } from './bus';
import { createNatsBus } from './nats-bus';
import { createRedisBus } from './redis-bus';

/**
 * The bus named by `BUS_URL` (config.ts has already checked the scheme): `memory`, `redis://`
 * or `rediss://`, `nats://`. Remote buses connect before this resolves, so a wrong URL stops
 * start-up with a message naming the server.
 */
export function createBus(url: string, options: BusOptions = {}): Promise<Bus> {
  if (url === 'memory') return Promise.resolve(createMemoryBus(options));
  if (/^rediss?:\/\//.test(url)) return createRedisBus(url, options);
  if (url.startsWith('nats://')) return createNatsBus(url, options);
  return Promise.reject(new Error(`Unsupported BUS_URL scheme: ${url.split(':')[0] ?? url}`));
}
