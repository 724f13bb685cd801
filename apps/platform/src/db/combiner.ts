/**
 * Statements shared by the callers of one moment (docs/decisions.md "Placements in batches"): the
 * items submitted within one turn of the event loop go to `run` together, as one statement, and
 * each caller gets its own answer. A batch holds at most `maxBatch` items and never two with a
 * key in common (a later one waits for the next batch). At most `maxInFlight` batches run at
 * once; items arriving meanwhile queue for the next one, so batches grow with the load and a
 * lone item goes at once. A batch that fails is run again one item at a time, so an error is the
 * failing item's alone.
 */
export const MAX_BATCH = 32;
export const MAX_IN_FLIGHT = 1;
/** A batch running this long is stalled (waiting on a lock): one more may start beside it. */
export const STALLED_AFTER_MS = 15;

export interface CombinerOptions<I> {
  /** Items with a key in common never share a batch (default: any may). */
  readonly keysOf?: (item: I) => readonly string[];
  readonly maxBatch?: number;
  readonly maxInFlight?: number;
  /**
   * After this long with the oldest batch still running, one batch more than `maxInFlight` may
   * start, so a batch waiting on a lock does not hold up every later item (default
   * STALLED_AFTER_MS; null: never).
   */
  readonly stalledAfterMs?: number | null;
}

interface Waiting<I, O> {
  readonly item: I;
  readonly resolve: (out: O) => void;
  readonly reject: (error: unknown) => void;
}

/** Gathers items into batches for `run`, which answers one output per item, in order. */
export class Combiner<I, O> {
  private queue: Waiting<I, O>[] = [];
  private scheduled = false;
  /** When each running batch started (performance.now()), oldest first. */
  private running: { readonly at: number }[] = [];
  private stallTimer: NodeJS.Timeout | null = null;
  private readonly keysOf: (item: I) => readonly string[];
  private readonly maxBatch: number;
  private readonly maxInFlight: number;
  private readonly stalledAfterMs: number | null;

  constructor(
    private readonly run: (items: readonly I[]) => Promise<O[]>,
    options: CombinerOptions<I> = {},
  ) {
    this.keysOf = options.keysOf ?? (() => []);
    this.maxBatch = options.maxBatch ?? MAX_BATCH;
    this.maxInFlight = options.maxInFlight ?? MAX_IN_FLIGHT;
    this.stalledAfterMs =
      options.stalledAfterMs === undefined ? STALLED_AFTER_MS : options.stalledAfterMs;
  }

  submit(item: I): Promise<O> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Whether another batch may start now: below the limit, or one over it beside a stalled one. */
  private mayStart(): boolean {
    const count = this.running.length;
    if (count < this.maxInFlight) return true;
    const oldest = this.running[0]?.at;
    if (this.stalledAfterMs === null || count > this.maxInFlight || oldest === undefined) {
      return false;
    }
    const waited = performance.now() - oldest;
    if (waited >= this.stalledAfterMs) return true;
    // Look again when the oldest batch would count as stalled.
    this.stallTimer ??= setTimeout(() => {
      this.stallTimer = null;
      this.schedule();
    }, this.stalledAfterMs - waited).unref();
    return false;
  }

  private schedule(): void {
    if (this.scheduled || this.queue.length === 0 || !this.mayStart()) return;
    this.scheduled = true;
    // After this turn's I/O callbacks: every item submitted in the turn joins the batch.
    setImmediate(() => {
      this.scheduled = false;
      this.send();
    });
  }

  private send(): void {
    if (!this.mayStart()) return;
    const batch = this.take();
    if (batch.length === 0) return;
    const started = { at: performance.now() };
    this.running.push(started);
    void this.settle(batch).finally(() => {
      this.running = this.running.filter((t) => t !== started);
      if (this.running.length === 0 && this.stallTimer) {
        clearTimeout(this.stallTimer);
        this.stallTimer = null;
      }
      this.schedule();
    });
    this.schedule();
  }

  /** The oldest waiting items, none sharing a key, at most `maxBatch`. */
  private take(): Waiting<I, O>[] {
    const keys = new Set<string>();
    const batch: Waiting<I, O>[] = [];
    const rest: Waiting<I, O>[] = [];
    for (const w of this.queue) {
      const own = this.keysOf(w.item);
      if (batch.length < this.maxBatch && own.every((k) => !keys.has(k))) {
        for (const k of own) keys.add(k);
        batch.push(w);
      } else {
        rest.push(w);
      }
    }
    this.queue = rest;
    return batch;
  }

  private async settle(batch: readonly Waiting<I, O>[]): Promise<void> {
    try {
      const outs = await this.runChecked(batch.map((w) => w.item));
      batch.forEach((w, i) => w.resolve(outs[i] as O));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // Nothing of the batch took effect: each item alone, so only a failing one fails.
      await Promise.all(
        batch.map((w) => this.runChecked([w.item]).then(([out]) => w.resolve(out as O), w.reject)),
      );
    }
  }

  private async runChecked(items: readonly I[]): Promise<O[]> {
    const outs = await this.run(items);
    if (outs.length !== items.length) throw new Error('a batch answered a different count');
    return outs;
  }
}
