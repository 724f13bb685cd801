import { Redis } from 'ioredis';
import { HandlerRegistry, type Bus, type BusOptions } from './bus';

/** How long start-up waits for the server before giving up with a clear error. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Redis pub/sub bus (`BUS_URL=redis://…`). Two connections: a subscriber connection cannot
 * publish. Both reconnect by themselves (ioredis) and re-subscribe after a reconnect; messages
 * published while a subscriber is away are lost (pub/sub), which the feed fan-out detects by
 * cursor and backfills from the database.
 */
export async function createRedisBus(url: string, options: BusOptions = {}): Promise<Bus> {
  const onError = options.onError ?? (() => undefined);
  const prefix = options.namespace ? `${options.namespace}.` : '';
  const settings = {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // Commands wait for a reconnect rather than fail after a few retries.
    maxRetriesPerRequest: null,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
  };
  const pub = new Redis(url, settings);
  const sub = new Redis(url, settings);
  pub.on('error', onError);
  sub.on('error', onError);
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (error) {
    pub.disconnect();
    sub.disconnect();
    throw new Error(`Cannot reach the Redis bus at ${redact(url)}: ${String(error)}`);
  }

  const registry = new HandlerRegistry(onError);
  const pending = new Set<Promise<unknown>>();
  const track = (p: Promise<unknown>) => {
    const tracked = p.catch(onError).finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  sub.on('message', (channel: string, message: string) => {
    if (channel.startsWith(prefix)) registry.deliver(channel.slice(prefix.length), message);
  });

  return {
    kind: 'redis',
    publish(topic, payload) {
      track(pub.publish(prefix + topic, payload));
    },
    subscribe(topic, handler) {
      if (registry.add(topic, handler)) track(sub.subscribe(prefix + topic));
      return () => {
        if (registry.remove(topic, handler)) track(sub.unsubscribe(prefix + topic));
      };
    },
    async flush() {
      await Promise.all([...pending]);
    },
    async close() {
      registry.clear();
      await Promise.all([...pending]);
      await Promise.all([pub.quit().catch(() => undefined), sub.quit().catch(() => undefined)]);
    },
  };
}

/** The URL without its password, for messages. */
export function redact(url: string): string {
  return url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');
}
