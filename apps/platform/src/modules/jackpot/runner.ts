import { z } from 'zod';
import type { Bus } from '../../bus/bus';
import { FEED_TOPICS } from '../../bus/topics';
import type { Database } from '../../db/database';
import { ensureRounds } from './rounds-service';
import { settleRounds, type JackpotSettlementReport } from './settlement-service';

/** How often (wall clock) every instance sweeps: settle what is decided, open the next rounds. */
export const JACKPOT_SWEEP_MS = 30_000;

const ResultsPayload = z.object({
  eventIds: z.array(z.number().int().positive()).max(100_000),
});

export interface JackpotRunner {
  /** Settles every decided closed round, then opens the rounds that are due. */
  sweep(): Promise<JackpotSettlementReport>;
  /** Resolves once everything queued so far has run. */
  idle(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

export interface JackpotRunnerOptions {
  readonly db: Database;
  readonly bus: Bus;
  readonly clock: () => Date;
  /** SIM_SEED: the schedule's choice of matches. */
  readonly seed: number;
  readonly sweepMs?: number;
  readonly onError: (error: unknown) => void;
}

/**
 * Jackpots on every instance, like bet settlement's runner (settlement/runner.ts): the feed's
 * `results` messages settle the rounds on those events; a sweep at start and every
 * JACKPOT_SWEEP_MS catches up and opens the next round of each kind once one has closed.
 * A round is settled under its row lock and created under its unique key, so instances need no
 * leader. One job at a time per instance, in order.
 */
export function createJackpotRunner(options: JackpotRunnerOptions): JackpotRunner {
  const { db, bus, clock } = options;
  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let stopped = false;

  const enqueue = <T>(job: () => Promise<T>): Promise<T> => {
    const run = chain.then(job);
    chain = run.catch(options.onError);
    return run;
  };

  const unsubscribe = bus.subscribe(FEED_TOPICS.results, (payload) => {
    if (stopped) return;
    let eventIds: number[];
    try {
      eventIds = ResultsPayload.parse(JSON.parse(payload)).eventIds;
    } catch (error) {
      options.onError(new Error('unreadable results message', { cause: error }));
      return;
    }
    void enqueue(() => settleRounds(db, clock(), options.onError, eventIds)).catch(() => undefined);
  });

  const sweep = () =>
    enqueue(async () => {
      const report = await settleRounds(db, clock(), options.onError);
      await ensureRounds(db, options.seed, clock());
      return report;
    });

  return {
    sweep,
    async idle() {
      for (;;) {
        const seen = chain;
        await seen;
        if (seen === chain) return;
      }
    },
    start() {
      if (running || stopped) return;
      running = true;
      const every = options.sweepMs ?? JACKPOT_SWEEP_MS;
      const beat = () => {
        sweep()
          .catch(() => undefined)
          .finally(() => {
            if (!running) return;
            timer = setTimeout(beat, every);
            timer.unref();
          });
      };
      timer = setTimeout(beat, every);
      timer.unref();
    },
    async stop() {
      stopped = true;
      running = false;
      unsubscribe();
      if (timer) clearTimeout(timer);
      timer = undefined;
      await chain;
    },
  };
}
