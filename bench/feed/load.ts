/**
 * bench/feed shared definitions: the settings (env), the price-change schedule both servers
 * follow, the client subscription spread, and the IPC messages between the processes.
 */

export interface FeedBenchSettings {
  /** WebSocket clients (5,000). */
  readonly clients: number;
  /** Live events changing (200). */
  readonly events: number;
  /** Price changes a second per event (10). */
  readonly ratePerEvent: number;
  /** Events each client subscribes to (a spread over all events). */
  readonly eventsPerClient: number;
  /** Measured seconds per side. */
  readonly durationS: number;
  readonly warmupS: number;
  /**
   * How often the provider hands over the changes that fell due (both sides, the same
   * producer): a data feed pushes continuously, so this is small; latency still counts from
   * each change's due time.
   */
  readonly tickMs: number;
}

const num = (name: string, fallback: number): number => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

export function benchSettings(): FeedBenchSettings {
  return {
    clients: num('BENCH_FEED_CLIENTS', 5_000),
    events: num('BENCH_FEED_EVENTS', 200),
    ratePerEvent: num('BENCH_FEED_RATE', 10),
    eventsPerClient: num('BENCH_FEED_EVENTS_PER_CLIENT', 2),
    durationS: num('BENCH_DURATION', 20),
    warmupS: num('BENCH_FEED_WARMUP', 3),
    tickMs: num('BENCH_FEED_TICK_MS', 5),
  };
}

export const FIRST_EVENT_ID = 7_000_001;
export const eventIdOf = (index: number) => FIRST_EVENT_ID + index;
export const marketIdOf = (eventId: number) => eventId * 10 + 1;
export const outcomeIdOf = (marketId: number, k: number) => marketId * 10 + k;

/** Client c subscribes to events c·k … c·k + k − 1 (mod events): every event gets the same share. */
export function subscriptionsOf(client: number, s: FeedBenchSettings): number[] {
  return Array.from({ length: s.eventsPerClient }, (_, j) =>
    eventIdOf((client * s.eventsPerClient + j) % s.events),
  );
}

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes. */
export const wallMs = () => performance.timeOrigin + performance.now();

export interface DueChange {
  readonly eventId: number;
  /** The change's number for its event (moves the price, picks the outcome). */
  readonly k: number;
  /** When the change happened at the provider (wall ms): latency is measured from here. */
  readonly at: number;
}

/**
 * Change n of the whole feed happens at t0 + n / (events × rate), for event n mod events:
 * each event changes `rate` times a second, evenly spread. `due(now)` returns what is due.
 */
export class ChangeSchedule {
  private t0 = 0;
  private emitted = 0;
  private readonly total: number;

  constructor(private readonly s: FeedBenchSettings) {
    this.total = s.events * s.ratePerEvent;
  }

  start(now = wallMs()): void {
    this.t0 = now;
    this.emitted = 0;
  }

  get started(): boolean {
    return this.t0 > 0;
  }

  get produced(): number {
    return this.emitted;
  }

  due(now = wallMs()): DueChange[] {
    if (!this.started) return [];
    const upTo = Math.floor(((now - this.t0) / 1000) * this.total);
    const out: DueChange[] = [];
    for (let n = this.emitted; n < upTo; n++) {
      out.push({
        eventId: eventIdOf(n % this.s.events),
        k: Math.floor(n / this.s.events),
        at: this.t0 + (n / this.total) * 1000,
      });
    }
    this.emitted = Math.max(this.emitted, upTo);
    return out;
  }
}

/** A decimal that differs from the previous change's (so no change is a no-op). */
export const priceOf = (k: number) => 1.5 + (k % 100) / 100;

/** The provider's price format field carries the change's time: `T<wall ms>`. */
export const stampOf = (at: number) => `T${at.toFixed(3)}`;
const STAMP = /"f":"T(\d+\.\d+)"/;
export function stampIn(frame: string): number | null {
  const match = STAMP.exec(frame);
  return match?.[1] ? Number(match[1]) : null;
}

// -- IPC ---------------------------------------------------------------------------------------

export type ServerCommand = { type: 'start' } | { type: 'mark' } | { type: 'report' };
export type ServerEvent =
  | { type: 'ready'; port: number }
  | {
      type: 'report';
      cpuMs: number;
      wallMs: number;
      produced: number;
      notes: Record<string, number>;
    };

export type ClientCommand =
  { type: 'connect'; url: string } | { type: 'mark' } | { type: 'report' };
export type ClientEvent =
  | { type: 'connected'; ms: number; failed: number }
  | {
      type: 'report';
      received: number;
      p50: number;
      p99: number;
      max: number;
      cpuMs: number;
      closed: number;
    };
