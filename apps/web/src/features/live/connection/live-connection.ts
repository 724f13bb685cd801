import type { ChangesAnswer, WsClientFrame, WsTrackerFrame } from '@touchline/contract';
import { reconnectDelay } from './backoff';
import { CursorGate } from './cursor-gate';
import { FrameBatcher, type FlushScheduler } from './frame-batcher';
import {
  SubscriptionRegistry,
  type LiveSelectors,
  type SelectorSet,
} from './subscription-registry';
import { onDemand } from '../../../shared/api/on-demand';
import type { LiveMessage, ServerFrame } from './wire';

/**
 * The wire's parsers (zod and the contract's feed schemas), loaded on demand so they are not in
 * the page's first-load scripts (docs/decisions.md "First-load JavaScript"): a connection opens
 * its socket, and polls, only once they are here, so every frame is parsed before use.
 */
export const wire = onDemand(() => import('./wire'));

/** What the connection needs of a WebSocket (the browser's and the `ws` package's both fit). */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open' | 'close' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
}

/** What one poll of `GET /xapi/rest/changes` asks (spec §3: the poll fallback). */
export interface ChangesPoll {
  readonly cursor: number | null;
  readonly events: readonly number[];
  readonly sports: readonly number[];
  readonly live: boolean;
}

/** One item of a repaint: a message to apply, or "refetch, the changes could not be replayed". */
export type LiveBatchItem =
  | { readonly type: 'message'; readonly cursor: number; readonly message: LiveMessage }
  | { readonly type: 'resync' };

/**
 * idle: nothing asked for yet; connecting: the first socket is opening; open: changes are pushed;
 * down: the socket is lost, reconnecting with backoff while polling.
 */
export type LiveStatus = 'idle' | 'connecting' | 'open' | 'down';

export interface LiveConnectionOptions {
  readonly url: () => string;
  readonly createSocket: (url: string) => LiveSocket;
  readonly pollChanges: (poll: ChangesPoll) => Promise<ChangesAnswer>;
  /** spec §9 poll_changes_refresh_interval (5,000 ms); `setPollInterval` changes it. */
  readonly pollIntervalMs?: number;
  readonly schedule: FlushScheduler;
  readonly random?: () => number;
  readonly heartbeatMs?: number;
  readonly heartbeatTimeoutMs?: number;
  readonly onProblem?: (what: string) => void;
}

const OPEN = 1;
/** A `ping` op every 20 s; a socket silent for 10 s after it is taken for dead. */
export const HEARTBEAT_MS = 20_000;
export const HEARTBEAT_TIMEOUT_MS = 10_000;
export const DEFAULT_POLL_INTERVAL_MS = 5_000;

/**
 * The tab's one live connection (spec betting-domain §3 market change feed and live event, §4):
 * a `/ws` socket subscribed to what the screen shows, resuming from its cursor after a
 * reconnect, and — only while the socket is down — the polling call at the site's interval.
 * Every change goes through the cursor gate (nothing twice, nothing missed) into the batcher,
 * which hands the listeners (the screen's stores) one batch per animation frame.
 */
export class LiveConnection {
  private readonly registry = new SubscriptionRegistry();
  private readonly gate = new CursorGate();
  private readonly batcher: FrameBatcher<LiveBatchItem>;
  private readonly random: () => number;
  private readonly heartbeatMs: number;
  private readonly heartbeatTimeoutMs: number;
  private pollIntervalMs: number;

  private socket: LiveSocket | null = null;
  private statusValue: LiveStatus = 'idle';
  private readonly statusListeners = new Set<() => void>();
  private attempts = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setTimeout> | null = null;
  private pollTimer: ReturnType<typeof setTimeout> | null = null;
  private polling = false;
  private syncQueued = false;
  /** Subscribes sent and not yet answered, in order (the server answers one at a time). */
  private pendingSubscribes: SelectorSet[] = [];
  private lastHeard = 0;
  private disposed = false;
  private wireLoading = false;
  private readonly trackerListeners = new Set<(frame: WsTrackerFrame) => void>();

  constructor(private readonly options: LiveConnectionOptions) {
    this.batcher = new FrameBatcher(options.schedule);
    this.random = options.random ?? Math.random;
    this.heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
    this.heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? HEARTBEAT_TIMEOUT_MS;
    this.pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  }

  // -- what the screen uses ---------------------------------------------------------------------

  /** Keeps `selectors` live until the returned function is called (reference-counted). */
  retain(selectors: LiveSelectors): () => void {
    this.registry.retain(selectors);
    this.queueSync();
    if (this.statusValue === 'idle') this.connect();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.registry.release(selectors);
      this.queueSync();
    };
  }

  /** Receives every batch of changes (one per animation frame at most). */
  listen(listener: (batch: readonly LiveBatchItem[]) => void): () => void {
    return this.batcher.listen(listener);
  }

  /**
   * Receives the match tracker frames of the events retained (not in the change log: on a
   * reconnect the reader asks the tracker call for what it missed).
   */
  listenTracker(listener: (frame: WsTrackerFrame) => void): () => void {
    this.trackerListeners.add(listener);
    return () => {
      this.trackerListeners.delete(listener);
    };
  }

  get status(): LiveStatus {
    return this.statusValue;
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => {
      this.statusListeners.delete(listener);
    };
  }

  /** The cursor of the last change applied (null before the first answer). */
  get cursor(): number | null {
    return this.gate.last;
  }

  setPollInterval(ms: number): void {
    if (ms > 0) this.pollIntervalMs = ms;
  }

  /** Applies what is waiting now instead of at the next frame (tests, shutdown). */
  flush(): void {
    this.batcher.flush();
  }

  dispose(): void {
    this.disposed = true;
    this.clearTimers();
    this.stopPolling();
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'disposed');
    this.batcher.dispose();
    this.setStatus('idle');
  }

  /** Ends the current socket as if the network dropped it (the reconnect path runs). */
  drop(): void {
    const socket = this.socket;
    if (!socket) return;
    this.socketLost(socket);
    socket.close(4000, 'dropped');
  }

  // -- the socket -----------------------------------------------------------------------------

  private connect(): void {
    if (this.disposed || this.socket) return;
    if (this.statusValue === 'idle') this.setStatus('connecting');
    if (wire.now() === null) {
      this.connectWithWire();
      return;
    }
    let socket: LiveSocket;
    try {
      socket = this.options.createSocket(this.options.url());
    } catch (error) {
      this.options.onProblem?.(`live socket: ${String(error)}`);
      this.socketLost(null);
      return;
    }
    this.socket = socket;
    // Events of a socket this connection has let go (`this.socket` moved on) are ignored.
    socket.addEventListener('open', () => this.opened(socket));
    socket.addEventListener('message', (event) => this.received(socket, event.data));
    socket.addEventListener('close', () => this.socketLost(socket));
    // A close event follows every error; listening keeps an EventEmitter socket (`ws`) from
    // throwing it as unhandled.
    socket.addEventListener('error', () => undefined);
  }

  /** Loads the wire's parsers, then connects; a failed download counts as a lost socket. */
  private connectWithWire(): void {
    if (this.wireLoading) return;
    this.wireLoading = true;
    wire.load().then(
      () => {
        this.wireLoading = false;
        this.connect();
      },
      (error: unknown) => {
        this.wireLoading = false;
        if (this.disposed || this.socket) return;
        this.options.onProblem?.(`live socket: ${String(error)}`);
        this.socketLost(null);
      },
    );
  }

  private opened(socket: LiveSocket): void {
    if (socket !== this.socket) return;
    this.lastHeard = Date.now();
    this.setStatus('open');
    this.stopPolling();
    // A new socket holds nothing: everything retained goes again, from the last cursor, so the
    // server first replays what this tab missed (docs/decisions.md "Live feed").
    this.registry.forgetSent();
    this.pendingSubscribes = [];
    const cursor = this.gate.last;
    if (cursor !== null) this.gate.resumeFrom(cursor);
    this.sync();
    this.armHeartbeat();
  }

  private socketLost(socket: LiveSocket | null): void {
    if (socket !== this.socket) return;
    this.socket = null;
    this.pendingSubscribes = [];
    this.registry.forgetSent();
    if (this.heartbeatTimer) clearTimeout(this.heartbeatTimer);
    this.heartbeatTimer = null;
    if (this.disposed) return;
    this.setStatus('down');
    this.startPolling();
    const delay = reconnectDelay(this.attempts, this.random);
    this.attempts++;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, delay);
  }

  private send(frame: WsClientFrame): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return;
    socket.send(JSON.stringify(frame));
  }

  private received(socket: LiveSocket, data: unknown): void {
    if (socket !== this.socket) return;
    this.lastHeard = Date.now();
    // Anything heard proves the path end to end: the next loss starts the backoff afresh.
    this.attempts = 0;
    // The socket is opened only once the wire has loaded (connect).
    const parse = wire.now()?.parseServerFrame;
    const frame = parse ? parse(typeof data === 'string' ? data : String(data)) : null;
    if (frame === null) {
      this.options.onProblem?.('live socket: a frame that is not JSON');
      return;
    }
    switch (frame.type) {
      case 'change':
        this.take(frame.cursor, frame.message);
        return;
      case 'control':
        this.control(frame.frame);
        return;
      case 'tracker':
        for (const listener of [...this.trackerListeners]) listener(frame.frame);
        return;
      case 'ignored':
        return;
      default:
        frame satisfies never;
    }
  }

  private control(frame: Extract<ServerFrame, { type: 'control' }>['frame']): void {
    switch (frame.op) {
      case 'subscribed': {
        this.pendingSubscribes.shift();
        if (frame.resync) this.resync(frame.cursor);
        else this.gate.start(frame.cursor);
        return;
      }
      case 'error': {
        // Errors answer requests in order; ours are well-formed, so a refused subscribe (over
        // the cap, or the server's trouble) is the one waiting: its keys go again later.
        const refused = this.pendingSubscribes.shift();
        if (refused) this.registry.refused(refused);
        this.options.onProblem?.(`live socket: ${frame.code} ${frame.message}`);
        return;
      }
      case 'unsubscribed':
      case 'pong':
        return;
      default:
        frame satisfies never;
    }
  }

  private take(cursor: number, message: LiveMessage): void {
    if (this.gate.accept(cursor)) this.batcher.push({ type: 'message', cursor, message });
  }

  /** The log cannot replay the gap: the screen refetches, then changes go on from `cursor`. */
  private resync(cursor: number): void {
    this.gate.reset(cursor);
    this.batcher.push({ type: 'resync' });
  }

  // -- subscriptions --------------------------------------------------------------------------

  /** Components mount and unmount in bursts: one diff after the burst. */
  private queueSync(): void {
    if (this.syncQueued) return;
    this.syncQueued = true;
    queueMicrotask(() => {
      this.syncQueued = false;
      this.sync();
    });
  }

  private sync(): void {
    if (!this.socket || this.socket.readyState !== OPEN) return;
    const { subscribe, unsubscribe } = this.registry.diff();
    if (unsubscribe) this.send({ op: 'unsubscribe', ...selectorFields(unsubscribe) });
    if (subscribe) {
      const cursor = this.gate.last;
      this.pendingSubscribes.push(subscribe);
      this.send({
        op: 'subscribe',
        ...selectorFields(subscribe),
        ...(cursor !== null ? { cursor } : {}),
      });
    }
  }

  // -- heartbeat ------------------------------------------------------------------------------

  private armHeartbeat(): void {
    if (this.heartbeatTimer) clearTimeout(this.heartbeatTimer);
    this.heartbeatTimer = setTimeout(() => {
      const socket = this.socket;
      if (!socket) return;
      const pingedAt = Date.now();
      this.send({ op: 'ping' });
      this.heartbeatTimer = setTimeout(() => {
        if (socket !== this.socket) return;
        if (this.lastHeard >= pingedAt) {
          this.armHeartbeat();
          return;
        }
        // Silent since the ping: the path is dead even if no close event came.
        this.socketLost(socket);
        socket.close(4001, 'heartbeat');
      }, this.heartbeatTimeoutMs);
    }, this.heartbeatMs);
  }

  // -- polling fallback -----------------------------------------------------------------------

  private startPolling(): void {
    if (this.polling) return;
    this.polling = true;
    void this.poll();
  }

  private stopPolling(): void {
    this.polling = false;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = null;
  }

  private nextPoll(ms: number): void {
    if (!this.polling) return;
    this.pollTimer = setTimeout(() => {
      this.pollTimer = null;
      void this.poll();
    }, ms);
  }

  private async poll(): Promise<void> {
    if (!this.polling) return;
    if (this.registry.isEmpty) {
      this.nextPoll(this.pollIntervalMs);
      return;
    }
    const wanted = this.registry.wanted();
    let answer: ChangesAnswer;
    let parser: Awaited<ReturnType<typeof wire.load>>;
    try {
      parser = await wire.load();
      answer = await this.options.pollChanges({ cursor: this.gate.last, ...wanted });
    } catch (error) {
      this.options.onProblem?.(`live polling: ${String(error)}`);
      this.nextPoll(this.pollIntervalMs);
      return;
    }
    // The socket came back meanwhile: it replays from the cursor itself; this answer still
    // applies (the gate drops whatever both bring).
    if (answer.resync) {
      this.resync(answer.cursor);
    } else {
      for (const change of answer.changes) {
        const message = parser.LiveMessageFromWire.safeParse(change.message);
        if (message.success) this.take(change.cursor, message.data);
      }
      this.gate.start(answer.cursor);
    }
    this.nextPoll(answer.more ? 0 : this.pollIntervalMs);
  }

  // -- status ---------------------------------------------------------------------------------

  private setStatus(status: LiveStatus): void {
    if (status === this.statusValue) return;
    this.statusValue = status;
    for (const listener of [...this.statusListeners]) listener();
  }

  private clearTimers(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.heartbeatTimer) clearTimeout(this.heartbeatTimer);
    this.reconnectTimer = null;
    this.heartbeatTimer = null;
  }
}

function selectorFields(set: SelectorSet): { events?: number[]; sports?: number[]; live?: true } {
  return {
    ...(set.events.length > 0 ? { events: set.events } : {}),
    ...(set.sports.length > 0 ? { sports: set.sports } : {}),
    ...(set.live ? { live: true as const } : {}),
  };
}
