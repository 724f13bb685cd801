/** A job every instance runs on a timer, and tests run by hand. */
export interface PeriodicJob {
  /** Runs the job once now; resolves with how many items it handled. */
  run(): Promise<number>;
  /** Starts the timer (a tick is skipped while the previous run is still going). */
  start(): void;
  /** Stops the timer and waits for the run in flight. */
  stop(): Promise<void>;
}

/**
 * The timer shell of the in-play acceptor and the automatic cash-out evaluator: `run` every
 * `intervalMs`, never two runs at once, a failing run reported and the next tick tried again.
 * No request ever waits for it.
 */
export function periodicJob(
  run: () => Promise<number>,
  intervalMs: number,
  onError: (error: unknown) => void,
): PeriodicJob {
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<number> | null = null;
  const tick = () => {
    if (inFlight) return;
    inFlight = run()
      .catch((error: unknown) => {
        onError(error);
        return 0;
      })
      .finally(() => {
        inFlight = null;
      });
  };
  return {
    run,
    start() {
      timer ??= setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await inFlight;
    },
  };
}
