import type { Bus } from '../../bus/bus';
import type { Queryable } from '../../db/database';
import { changesBetween, latestCursor } from './changes-repository';
import { decodeBatch, type ChangeBatch, type LoggedChange } from '../../bus/change-batch';
import { FEED_TOPICS } from '../../bus/topics';
import { decodeTrackerUpdates, type TrackerUpdate } from './tracker-service';

/**
 * Every instance's reader of the leader's batches. The bus may lose a batch (a reconnect, a
 * restart of the leader); each batch names the cursor published before it, so a gap shows and
 * is read from the log before going on. Changes reach `deliver` once each, in cursor order.
 */
export interface FeedStream {
  /** The last cursor delivered. */
  readonly cursor: number;
  /** Resolves when every batch received so far has been delivered (tests). */
  idle(): Promise<void>;
  close(): void;
}

export interface FeedStreamOptions {
  readonly bus: Bus;
  readonly db: Queryable;
  readonly deliver: (changes: readonly LoggedChange[]) => void;
  /** New match tracker incidents from the leader (the hub's `pushTracker`). */
  readonly deliverTracker?: (update: TrackerUpdate) => void;
  readonly onError?: (error: unknown) => void;
}

export async function startFeedStream(options: FeedStreamOptions): Promise<FeedStream> {
  const { bus, db, deliver } = options;
  const onError = options.onError ?? (() => undefined);
  const queue: ChangeBatch[] = [];
  let draining: Promise<void> | null = null;
  let closed = false;
  // Batches arriving before the starting cursor is known wait in the queue.
  let ready = false;
  let cursor = 0;

  const take = (batch: ChangeBatch) => {
    const fresh = batch.changes.filter((c) => c.cursor > cursor);
    if (fresh.length > 0) {
      deliver(fresh);
      cursor = fresh[fresh.length - 1]?.cursor ?? cursor;
    }
  };

  const drain = async () => {
    while (queue.length > 0 && !closed) {
      const batch = queue[0];
      if (!batch) break;
      if (batch.prev > cursor) {
        try {
          const missed = await changesBetween(db, cursor, batch.prev);
          take({
            prev: cursor,
            changes: missed.map((r) => ({
              cursor: r.id,
              eventId: r.event_id,
              sportId: r.sport_id,
              live: r.live,
              message: r.message,
            })),
          });
        } catch (error) {
          onError(error);
        }
        // Whatever the log could not give is past: go on from the batch.
        if (batch.prev > cursor) cursor = batch.prev;
      }
      queue.shift();
      take(batch);
    }
  };

  const unsubscribe = bus.subscribe(FEED_TOPICS.changes, (payload) => {
    if (closed) return;
    const batch = decodeBatch(payload);
    if (!batch) {
      onError(new Error('feed stream: malformed batch on the bus'));
      return;
    }
    // Fast path: nothing waiting and no gap, delivered in the bus callback.
    if (ready && !draining && queue.length === 0 && batch.prev <= cursor) {
      take(batch);
      return;
    }
    queue.push(batch);
    if (ready) startDrain();
  });
  const deliverTracker = options.deliverTracker;
  const unsubscribeTracker = deliverTracker
    ? bus.subscribe(FEED_TOPICS.tracker, (payload) => {
        if (closed) return;
        const updates = decodeTrackerUpdates(payload);
        if (!updates) {
          onError(new Error('feed stream: malformed tracker update on the bus'));
          return;
        }
        for (const update of updates) deliverTracker(update);
      })
    : () => undefined;
  const startDrain = () => {
    draining ??= drain().finally(() => {
      draining = null;
      if (queue.length > 0 && !closed) startDrain();
    });
  };
  // Subscribed first, then read where the log stands: a batch committed in between is seen
  // either in the log (and skipped by cursor) or as a gap (and read).
  await bus.flush();
  cursor = await latestCursor(db);
  ready = true;
  if (queue.length > 0) startDrain();

  return {
    get cursor() {
      return cursor;
    },
    async idle() {
      while (draining) await draining;
    },
    close() {
      closed = true;
      unsubscribe();
      unsubscribeTracker();
    },
  };
}
