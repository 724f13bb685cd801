import { Events, connect, StringCodec, type Subscription } from 'nats';
import { HandlerRegistry, type Bus, type BusOptions } from './bus';
import { redact } from './redis-bus';

const CONNECT_TIMEOUT_MS = 5_000;

/**
 * NATS core bus (`BUS_URL=nats://…`): one connection, one subscription per topic. The client
 * reconnects forever and re-subscribes; like Redis pub/sub, delivery is at most once.
 */
export async function createNatsBus(url: string, options: BusOptions = {}): Promise<Bus> {
  const onError = options.onError ?? (() => undefined);
  const prefix = options.namespace ? `${options.namespace}.` : '';
  let nc;
  try {
    nc = await connect({
      servers: url,
      timeout: CONNECT_TIMEOUT_MS,
      maxReconnectAttempts: -1,
      name: 'touchline-platform',
    });
  } catch (error) {
    throw new Error(`Cannot reach the NATS bus at ${redact(url)}: ${String(error)}`);
  }
  const conn = nc;
  // Status errors (disconnects, slow consumer) are reported; the client recovers by itself.
  void (async () => {
    for await (const status of conn.status()) {
      if (status.type === Events.Error || status.type === Events.Disconnect) {
        onError(new Error(`NATS ${status.type}: ${JSON.stringify(status.data)}`));
      }
    }
  })().catch(onError);

  const codec = StringCodec();
  const registry = new HandlerRegistry(onError);
  const subscriptions = new Map<string, Subscription>();

  return {
    kind: 'nats',
    publish(topic, payload) {
      try {
        conn.publish(prefix + topic, codec.encode(payload));
      } catch (error) {
        onError(error);
      }
    },
    subscribe(topic, handler) {
      if (registry.add(topic, handler)) {
        const subscription = conn.subscribe(prefix + topic, {
          callback: (error, message) => {
            if (error) onError(error);
            else registry.deliver(topic, codec.decode(message.data));
          },
        });
        subscriptions.set(topic, subscription);
      }
      return () => {
        if (!registry.remove(topic, handler)) return;
        subscriptions.get(topic)?.unsubscribe();
        subscriptions.delete(topic);
      };
    },
    async flush() {
      await conn.flush();
    },
    async close() {
      registry.clear();
      subscriptions.clear();
      if (!conn.isClosed()) await conn.drain().catch(onError);
    },
  };
}
