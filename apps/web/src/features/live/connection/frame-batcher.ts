/** Schedules one flush; returns a function cancelling it. */
export type FlushScheduler = (flush: () => void) => () => void;

/** Longest wait for a paint when the tab is hidden (no animation frames come then). */
export const HIDDEN_FLUSH_MS = 250;

/**
 * The browser's flush: the next animation frame, so a burst of changes repaints once per frame.
 * A hidden tab gets no animation frames, so a timer races the frame and the first to fire
 * flushes (changes never pile up while hidden; timers there are throttled to about 1 s).
 */
export const animationFrameScheduler: FlushScheduler = (flush) => {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    if (frame !== null) cancelAnimationFrame(frame);
    clearTimeout(timer);
    flush();
  };
  const hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden';
  const frame =
    hidden || typeof requestAnimationFrame !== 'function' ? null : requestAnimationFrame(once);
  const timer = setTimeout(once, frame === null ? 0 : HIDDEN_FLUSH_MS);
  return () => {
    done = true;
    if (frame !== null) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
};

/**
 * Collects items as they arrive and hands them over together at the next flush: however many
 * changes come within a frame, the listeners (and so React) see one batch.
 */
export class FrameBatcher<T> {
  private items: T[] = [];
  private cancel: (() => void) | null = null;
  private readonly listeners = new Set<(batch: readonly T[]) => void>();

  constructor(private readonly schedule: FlushScheduler) {}

  push(item: T): void {
    this.items.push(item);
    this.cancel ??= this.schedule(() => this.flush());
  }

  listen(listener: (batch: readonly T[]) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Hands the pending items to every listener now. */
  flush(): void {
    this.cancel?.();
    this.cancel = null;
    if (this.items.length === 0) return;
    const batch = this.items;
    this.items = [];
    for (const listener of [...this.listeners]) listener(batch);
  }

  dispose(): void {
    this.cancel?.();
    this.cancel = null;
    this.items = [];
  }
}
