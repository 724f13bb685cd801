import type { Bus } from '../../bus/bus';
import type { Database } from '../../db/database';
import type { Leadership } from './leader';
import {
  ingestStep,
  pruneChangeLog,
  startPublisher,
  type FeedPublisher,
  type StepReport,
} from './service';
import { ingestTracker, pruneTrackerIncidents } from './tracker-service';
import { PREMATCH_DAYS, type FeedWorld } from './world';

/**
 * The feed loop (design "Runtime flow"): every tick the leader asks the world for the messages
 * since the last tick and ingests them in one transaction; on becoming leader (and as often as
 * the world asks) it first ingests the pre-match card. Followers' ticks do nothing. Ticks never
 * overlap (a tick longer than the interval is followed at once by the next); a failed tick is
 * reported and the next one tries again.
 *
 * A world that pushes (`FeedWorld.watch`, a provider connection) does not wait for the tick: the
 * first pending message starts a linger of `FEED_PUSH_LINGER_MS`, then one tick ingests
 * everything pending, and is published as soon as it commits. A tick in flight is never
 * overlapped: what arrives meanwhile is ingested by the next one, right after it (group
 * commit), so batches grow with the load instead of commits multiplying. The linger bounds the
 * commit rate (each commit has a fixed cost) at a few milliseconds of latency.
 */
export const FEED_TICK_MS = 1_000;
/** How long a pushed message may wait for others to share its ingest transaction. */
export const FEED_PUSH_LINGER_MS = 10;
/** How often (platform clock) the leader prunes the change log. */
export const PRUNE_EVERY_MS = 60_000;

export interface TickReport {
  readonly leader: boolean;
  readonly card: boolean;
  readonly step: StepReport | null;
  readonly pruned: number;
}

export interface FeedLoop {
  /** One tick now (tests drive the loop this way with their fake clock). */
  tick(): Promise<TickReport>;
  /** Starts the timer (every `tickMs`); errors go to `onError`, never crash the process. */
  start(): void;
  /** Stops the timer and waits for a tick in flight. */
  stop(): Promise<void>;
}

export interface FeedLoopOptions {
  readonly db: Database;
  readonly bus: Bus;
  readonly world: FeedWorld | null;
  readonly clock: () => Date;
  readonly leadership: Leadership;
  readonly lockKey: number;
  readonly tickMs?: number;
  /** Linger of pushed messages (default FEED_PUSH_LINGER_MS). */
  readonly pushLingerMs?: number;
  readonly onError: (error: unknown) => void;
}

export function createFeedLoop(options: FeedLoopOptions): FeedLoop {
  const { db, bus, world, clock, leadership, lockKey } = options;
  let publisher: FeedPublisher | null = null;
  let lastCard: number | null = null;
  /** The instant the tracker was last read up to (null: read everything so far next). */
  let lastTracker: Date | null = null;
  let lastPrune = Number.NEGATIVE_INFINITY;
  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let unwatch: (() => void) | undefined;
  /** A pushed ingest is lingering (timer) or queued behind the tick in flight. */
  let pushTimer: NodeJS.Timeout | undefined;
  let pushQueued = false;

  const once = async (): Promise<TickReport> => {
    if (!world || !leadership.isLeader()) {
      // A follower (or a deposed leader) starts over when it next leads.
      publisher = null;
      lastCard = null;
      lastTracker = null;
      return { leader: false, card: false, step: null, pruned: 0 };
    }
    const now = clock();
    publisher ??= await startPublisher(db);
    const cardDue =
      lastCard === null ||
      (world.cardRefreshMs !== null && now.getTime() - lastCard >= world.cardRefreshMs);
    const card = cardDue ? world.card(now, PREMATCH_DAYS) : undefined;
    const messages = world.step(now);
    const step = await ingestStep(db, bus, publisher, lockKey, messages, now, card);
    if (cardDue) lastCard = now.getTime();
    // The match tracker, after the step that announced its events (its rows reference them).
    if (world.tracker) {
      await ingestTracker(db, bus, world.tracker(lastTracker, now));
      lastTracker = now;
    }
    let pruned = 0;
    if (now.getTime() - lastPrune >= PRUNE_EVERY_MS) {
      pruned = (await pruneChangeLog(db, now)).deleted;
      await pruneTrackerIncidents(db, now);
      lastPrune = now.getTime();
    }
    return { leader: true, card: cardDue, step, pruned };
  };

  const tick = (): Promise<TickReport> => {
    const run = chain.then(once);
    chain = run.catch(() => undefined);
    return run;
  };

  /** A pushing world has messages: one ingest soon, shared by everything pending by then. */
  const onPending = () => {
    if (!running || pushTimer !== undefined || pushQueued) return;
    pushTimer = setTimeout(() => {
      pushTimer = undefined;
      if (!running) return;
      pushQueued = true;
      // Messages pushed after this tick starts wait for the next one.
      const run = chain.then(() => {
        pushQueued = false;
        return once();
      });
      chain = run.catch(() => undefined);
      run.catch(options.onError);
    }, options.pushLingerMs ?? FEED_PUSH_LINGER_MS);
  };

  return {
    tick,
    start() {
      if (running || !world) return;
      running = true;
      const every = options.tickMs ?? FEED_TICK_MS;
      // Ticks keep the cadence; one that overruns it is followed at once by the next.
      const beat = () => {
        const began = performance.now();
        tick()
          .catch(options.onError)
          .finally(() => {
            if (!running) return;
            timer = setTimeout(beat, Math.max(0, every - (performance.now() - began)));
            timer.unref();
          });
      };
      timer = setTimeout(beat, every);
      timer.unref();
      unwatch = world.watch?.(onPending);
    },
    async stop() {
      running = false;
      unwatch?.();
      unwatch = undefined;
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (pushTimer) clearTimeout(pushTimer);
      pushTimer = undefined;
      await chain;
    },
  };
}
