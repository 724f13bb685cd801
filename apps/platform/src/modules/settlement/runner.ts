import { z } from 'zod';
import type { Bus } from '../../bus/bus';
import type { Database } from '../../db/database';
import { FEED_TOPICS } from '../../bus/topics';
import { publishClosedBets } from '../betting';
import { settleEvents, sweepOpenBets, type SettlementReport } from './service';

/** How often (wall clock) every instance runs the catch-up sweep. */
export const SETTLEMENT_SWEEP_MS = 30_000;

const ResultsPayload = z.object({
  eventIds: z.array(z.number().int().positive()).max(100_000),
});

export interface SettlementRunner {
  /** Runs a catch-up sweep after whatever is queued; resolves with its report. */
  sweep(): Promise<SettlementReport>;
  /** Resolves once everything queued so far (results, sweeps) has run. */
  idle(): Promise<void>;
  /** Starts the periodic sweep timer. */
  start(): void;
  /** Stops listening and the timer, and waits for the work in flight. */
  stop(): Promise<void>;
}

export interface SettlementRunnerOptions {
  readonly db: Database;
  readonly bus: Bus;
  readonly clock: () => Date;
  readonly sweepMs?: number;
  readonly onError: (error: unknown) => void;
}

/**
 * Settlement on every instance (decision, docs/decisions.md "Settlement and cash out"): each
 * instance settles on the feed's `results` messages and sweeps at start and every
 * SETTLEMENT_SWEEP_MS. Instances need no leader: a bet is settled under its row lock, and an
 * instance skips a bet another one holds. Work on one instance runs one job at a time, in order.
 */
export function createSettlementRunner(options: SettlementRunnerOptions): SettlementRunner {
  const { db, bus, clock } = options;
  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let stopped = false;

  const reportBet = (error: unknown, betId: number) =>
    options.onError(new Error(`settling bet ${betId} failed`, { cause: error }));

  const enqueue = (job: () => Promise<SettlementReport>): Promise<SettlementReport> => {
    const run = chain.then(async () => {
      const report = await job();
      const reclosed = report.resettled.flatMap((r) =>
        r.closed ? [{ ...r.closed, resettled: true }] : [],
      );
      publishClosedBets(bus, [...report.settled, ...reclosed]);
      return report;
    });
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
    void enqueue(() => settleEvents(db, eventIds, clock(), reportBet)).catch(() => undefined);
  });

  const sweep = () => enqueue(() => sweepOpenBets(db, clock(), reportBet));

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
      const every = options.sweepMs ?? SETTLEMENT_SWEEP_MS;
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
