/**
 * The bus fans messages out between platform modules and instances. Postgres is the source of
 * truth; the bus only notifies (ARCHITECTURE "Runtime modes"). Payloads are strings (already
 * serialised), so the same payload crosses a process boundary unchanged: in-process by default,
 * Redis pub/sub (`BUS_URL=redis://…`) or NATS (`BUS_URL=nats://…`) between instances.
 *
 * Delivery is at most once and in publish order per publisher; a subscriber that must not miss
 * anything (the feed's WebSocket fan-out) detects gaps itself and reads them from the database.
 */
export type BusHandler = (payload: string) => void;

export type BusKind = 'memory' | 'redis' | 'nats';

export interface Bus {
  readonly kind: BusKind;
  /** Fire and forget; a transport error is reported through `onError`, never thrown. */
  publish(topic: string, payload: string): void;
  /** Returns the unsubscribe function. */
  subscribe(topic: string, handler: BusHandler): () => void;
  /** Resolves once every subscribe and publish issued so far has reached the server. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface BusOptions {
  /**
   * Prefix of every channel / subject, so deployments (and test schemas) sharing one Redis or
   * NATS server stay apart. Instances of one deployment must use the same namespace.
   */
  readonly namespace?: string;
  /** Transport errors (connection lost, publish failed); the bus reconnects by itself. */
  readonly onError?: (error: unknown) => void;
}

/** Handlers by topic; a throwing handler is reported and does not stop the others. */
export class HandlerRegistry {
  private readonly handlers = new Map<string, Set<BusHandler>>();

  constructor(private readonly onError: (error: unknown) => void) {}

  /** Adds a handler; true when it is the topic's first (the transport subscribes then). */
  add(topic: string, handler: BusHandler): boolean {
    let set = this.handlers.get(topic);
    const first = set === undefined;
    if (!set) {
      set = new Set();
      this.handlers.set(topic, set);
    }
    set.add(handler);
    return first;
  }

  /** Removes a handler; true when the topic has none left (the transport unsubscribes then). */
  remove(topic: string, handler: BusHandler): boolean {
    const set = this.handlers.get(topic);
    if (!set?.delete(handler)) return false;
    if (set.size > 0) return false;
    this.handlers.delete(topic);
    return true;
  }

  deliver(topic: string, payload: string): void {
    const set = this.handlers.get(topic);
    if (!set) return;
    for (const handler of [...set]) {
      try {
        handler(payload);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  clear(): void {
    this.handlers.clear();
  }
}

export function createMemoryBus(options: BusOptions = {}): Bus {
  const registry = new HandlerRegistry(options.onError ?? (() => undefined));
  return {
    kind: 'memory',
    // Delivered synchronously: the in-process bus adds no latency and keeps publish order.
    publish: (topic, payload) => registry.deliver(topic, payload),
    subscribe(topic, handler) {
      registry.add(topic, handler);
      return () => void registry.remove(topic, handler);
    },
    flush: () => Promise.resolve(),
    close() {
      registry.clear();
      return Promise.resolve();
    },
  };
}
