import { DEFAULT_CHANGES_PER_POLL, type ChangesQuery } from '@touchline/contract';
import type { SimCard, SimFeedMessage } from '@touchline/simulator';
import type { Bus } from '../../bus/bus';
import type { Database, Queryable } from '../../db/database';
import {
  findChanges,
  insertChanges,
  latestCursor,
  lockFeedWriter,
  pruneChanges,
} from './changes-repository';
import { encodeBatch, type LoggedChange } from '../../bus/change-batch';
import { FEED_TOPICS } from '../../bus/topics';
import { FeedCache, applyFeedMessages } from './ingest';
import { upsertCard } from '../catalog';

export { PREMATCH_DAYS, type SimulatorSettings } from './world';

/** The change log keeps a day (clients further behind resync) and at most this many rows. */
export const CHANGE_LOG_RETENTION_MS = 24 * 3_600_000;
export const CHANGE_LOG_MAX_ROWS = 500_000;

export interface StepReport {
  readonly messages: number;
  readonly changes: number;
  readonly skipped: number;
  readonly cursor: number | null;
}

/**
 * The leader's state: the cursor it last published, so every batch names its predecessor and
 * subscribers can tell a gap (frames.ts), and its cache of the rows it keeps moving.
 */
export interface FeedPublisher {
  published: number;
  readonly cache: FeedCache;
}

export async function startPublisher(db: Queryable): Promise<FeedPublisher> {
  return { published: await latestCursor(db), cache: new FeedCache() };
}

/**
 * Ingests one step of feed messages in ONE transaction (catalog rows and change log), then
 * publishes the logged changes on the bus once committed.
 */
export async function ingestStep(
  db: Database,
  bus: Bus,
  publisher: FeedPublisher,
  lockKey: number,
  messages: readonly SimFeedMessage[],
  now: Date,
  card?: SimCard,
): Promise<StepReport> {
  if (messages.length === 0 && !card) {
    return { messages: 0, changes: 0, skipped: 0, cursor: null };
  }
  const { logged, skipped, resulted, keep } = await db.transaction(async (tx) => {
    await lockFeedWriter(tx, lockKey);
    if (card) await upsertCard(tx, { paths: card.paths, events: [] });
    const all: readonly SimFeedMessage[] = card
      ? [...card.events.map((event) => ({ type: 'fixture' as const, event })), ...messages]
      : messages;
    const outcome = await applyFeedMessages(tx, all, now, publisher.cache);
    const ids = await insertChanges(tx, outcome.changes, now);
    return {
      logged: outcome.changes.map((c, i): LoggedChange => ({ ...c, cursor: ids[i] ?? 0 })),
      skipped: outcome.skipped,
      resulted: outcome.resultedEventIds,
      keep: outcome.keep,
    };
  });
  // Committed: the cache may hold the step's rows now.
  keep();
  const last = logged[logged.length - 1];
  if (last) {
    bus.publish(FEED_TOPICS.changes, encodeBatch({ prev: publisher.published, changes: logged }));
    publisher.published = last.cursor;
  }
  if (resulted.length > 0) {
    bus.publish(FEED_TOPICS.results, JSON.stringify({ eventIds: resulted }));
  }
  const fixtures = (card?.events.length ?? 0) + messages.filter((m) => m.type === 'fixture').length;
  if (fixtures > 0) bus.publish(FEED_TOPICS.cardIngested, JSON.stringify({ events: fixtures }));
  return {
    messages: messages.length + (card?.events.length ?? 0),
    changes: logged.length,
    skipped,
    cursor: last?.cursor ?? null,
  };
}

/** Drops what the log no longer needs to keep (see the retention constants). */
export function pruneChangeLog(
  db: Queryable,
  now: Date,
  retentionMs = CHANGE_LOG_RETENTION_MS,
  maxRows = CHANGE_LOG_MAX_ROWS,
): Promise<{ deleted: number; floor: number }> {
  return pruneChanges(db, new Date(now.getTime() - retentionMs), maxRows);
}

/**
 * `GET /xapi/rest/changes`: the changes after the cursor as a ready JSON body. Messages are
 * spliced in as stored (no parse, no re-serialisation). `resync` when the cursor is older than
 * the log (pruned) or newer than it (another database): the page is then empty and `cursor` is
 * where to poll from after refetching.
 */
export async function pollChanges(db: Queryable, query: ChangesQuery): Promise<string> {
  const limit = query.limit ?? DEFAULT_CHANGES_PER_POLL;
  if (query.cursor === undefined) {
    return answer(await latestCursor(db), false, false, []);
  }
  const page = await findChanges(
    db,
    query.cursor,
    {
      eventIds: query.eventIds ?? null,
      sportIds: query.sportIds ?? null,
      live: query.live ?? false,
    },
    limit + 1,
  );
  if (query.cursor < page.floor || query.cursor > page.latest) {
    return answer(page.latest, true, false, []);
  }
  const more = page.rows.length > limit;
  const rows = more ? page.rows.slice(0, limit) : page.rows;
  const cursor = more ? (rows[rows.length - 1]?.id ?? page.latest) : page.latest;
  return answer(
    cursor,
    false,
    more,
    rows.map((r) => `{"cursor":${r.id},"message":${r.message}}`),
  );
}

function answer(cursor: number, resync: boolean, more: boolean, changes: string[]): string {
  return `{"cursor":${cursor},"resync":${resync},"more":${more},"changes":[${changes.join(',')}]}`;
}
