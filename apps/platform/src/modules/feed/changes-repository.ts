import type { Queryable } from '../../db/database';

/**
 * The change log `feed_changes` (id = cursor) and its floor. Writers hold the feed write lock
 * (`lockFeedWriter`) for the rest of their transaction, so ids commit in increasing order and
 * every snapshot sees a prefix of the log: a cursor never skips a change committed later.
 */

/** Class of the two-key advisory locks the feed uses (leader session lock, writer xact lock). */
export const FEED_LOCK_CLASS = 0x54_4c; // "TL"

/** The log's head: the newest id, or the floor when everything was pruned. */
const LATEST_CURSOR = `SELECT greatest(f.pruned_through, coalesce((SELECT max(id) FROM feed_changes), 0))
         AS latest FROM feed_change_floor f`;

/**
 * The lock key of this deployment's feed: one per database and schema, so test schemas and
 * deployments sharing a Postgres server elect their own leaders.
 */
export async function feedLockKey(db: Queryable): Promise<number> {
  const [row] = await db.query<{ key: number }>(
    `SELECT hashtext(current_database() || '.' || current_schema() || '.touchline-feed') AS key`,
  );
  if (!row) throw new Error('feed lock key query returned nothing');
  return row.key;
}

/** The bus namespace of this deployment: instances on one database share one feed. */
export async function feedNamespace(db: Queryable): Promise<string> {
  const [row] = await db.query<{ ns: string }>(
    `SELECT current_database() || '.' || current_schema() AS ns`,
  );
  return (row?.ns ?? 'touchline').replace(/[^A-Za-z0-9_-]+/g, '_');
}

/** Serialises change-log writers until the transaction ends (see the file comment). */
export async function lockFeedWriter(tx: Queryable, key: number): Promise<void> {
  // The writer lock uses key ^ 1 so it never collides with the leader's session lock.
  await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [FEED_LOCK_CLASS, key ^ 1]);
}

export interface NewChange {
  readonly eventId: number;
  readonly sportId: number;
  readonly live: boolean;
  /** The message, already serialised (stored and served as this exact text). */
  readonly message: string;
}

/** Appends changes in order; returns their ids (cursors), increasing. */
export async function insertChanges(
  tx: Queryable,
  changes: readonly NewChange[],
  at: Date,
): Promise<number[]> {
  if (changes.length === 0) return [];
  // Ids continue the log (never reusing a pruned one): the writer lock is held, so nobody
  // takes ids in between, and the cursor order is the message order. The log's head is read in
  // the same statement (its snapshot is taken after the lock): one round trip per step.
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO feed_changes (id, event_id, sport_id, live, message, created_at)
     SELECT head.latest + x.n, x.event_id, x.sport_id, x.live, x.message::json, $6::timestamptz
       FROM unnest($1::bigint[], $2::bigint[], $3::boolean[], $4::text[], $5::bigint[])
              AS x(event_id, sport_id, live, message, n),
            (${LATEST_CURSOR}) AS head
     RETURNING id`,
    [
      changes.map((c) => c.eventId),
      changes.map((c) => c.sportId),
      changes.map((c) => c.live),
      changes.map((c) => c.message),
      changes.map((_, i) => i + 1),
      at,
    ],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export interface ChangeFilter {
  readonly eventIds: readonly number[] | null;
  readonly sportIds: readonly number[] | null;
  readonly live: boolean;
  /** Changes these selectors match are left out (a socket already receives them). */
  readonly exclude?: {
    readonly events: Iterable<number>;
    readonly sports: Iterable<number>;
    readonly live: boolean;
  };
}

export interface ChangeRow {
  id: number;
  event_id: number;
  sport_id: number;
  live: boolean;
  message: string;
}

export interface ChangesPage {
  /** Highest id ever pruned (cursors below it are older than the log). */
  readonly floor: number;
  /** Latest cursor of the log (or the floor when the log is empty). */
  readonly latest: number;
  readonly rows: ChangeRow[];
}

/**
 * Changes after `after` that match the filter (union of event ids, sport ids and live; no
 * selector = every change), at most `limit`, with the log's floor and latest cursor read in
 * the same statement (one snapshot).
 */
export async function findChanges(
  db: Queryable,
  after: number,
  filter: ChangeFilter,
  limit: number,
): Promise<ChangesPage> {
  const all = filter.eventIds === null && filter.sportIds === null && !filter.live;
  const rows = await db.query<{
    floor: number;
    latest: number;
    id: number | null;
    event_id: number | null;
    sport_id: number | null;
    live: boolean | null;
    message: string | null;
  }>(
    `WITH bounds AS (
       SELECT f.pruned_through AS floor,
              greatest(f.pruned_through, coalesce((SELECT max(id) FROM feed_changes), 0)) AS latest
         FROM feed_change_floor f)
     SELECT b.floor, b.latest, c.id, c.event_id, c.sport_id, c.live, c.message
       FROM bounds b
       LEFT JOIN LATERAL (
         SELECT id, event_id, sport_id, live, message::text AS message
           FROM feed_changes
          WHERE id > $1 AND id <= b.latest
            AND ($2::boolean
                 OR event_id = ANY($3::bigint[]) OR sport_id = ANY($4::bigint[])
                 OR ($5::boolean AND live))
            AND NOT (event_id = ANY($7::bigint[]) OR sport_id = ANY($8::bigint[])
                     OR ($9::boolean AND live))
          ORDER BY id
          LIMIT $6) c ON true
      ORDER BY c.id`,
    [
      after,
      all,
      filter.eventIds ?? [],
      filter.sportIds ?? [],
      filter.live,
      limit,
      [...(filter.exclude?.events ?? [])],
      [...(filter.exclude?.sports ?? [])],
      filter.exclude?.live ?? false,
    ],
  );
  const first = rows[0];
  return {
    floor: first?.floor ?? 0,
    latest: first?.latest ?? 0,
    rows: rows
      .filter((r) => r.id !== null)
      .map((r) => ({
        id: r.id ?? 0,
        event_id: r.event_id ?? 0,
        sport_id: r.sport_id ?? 0,
        live: r.live ?? false,
        message: r.message ?? 'null',
      })),
  };
}

/** Every change with after < id ≤ through, in order (gap backfill for the fan-out). */
export async function changesBetween(
  db: Queryable,
  after: number,
  through: number,
): Promise<ChangeRow[]> {
  return db.query<ChangeRow>(
    `SELECT id, event_id, sport_id, live, message::text AS message
       FROM feed_changes WHERE id > $1 AND id <= $2 ORDER BY id`,
    [after, through],
  );
}

/** The latest cursor (the floor when the log is empty). */
export async function latestCursor(db: Queryable): Promise<number> {
  const [row] = await db.query<{ latest: number }>(LATEST_CURSOR);
  return row?.latest ?? 0;
}

/**
 * Deletes changes older than `before`, and beyond the newest `keepRows`; raises the floor to the
 * highest id deleted. Returns how many rows went and the new floor.
 */
export async function pruneChanges(
  db: Queryable,
  before: Date,
  keepRows: number,
): Promise<{ deleted: number; floor: number }> {
  const [row] = await db.query<{ deleted: number; floor: number }>(
    `WITH cut AS (
       SELECT greatest(
                coalesce((SELECT max(id) FROM feed_changes WHERE created_at < $1), 0),
                coalesce((SELECT max(id) FROM feed_changes), 0) - $2::bigint) AS through),
     gone AS (DELETE FROM feed_changes WHERE id <= (SELECT through FROM cut) RETURNING id),
     floor AS (
       UPDATE feed_change_floor
          SET pruned_through = greatest(pruned_through, coalesce((SELECT max(id) FROM gone), 0))
        RETURNING pruned_through)
     SELECT (SELECT count(*)::int FROM gone) AS deleted,
            (SELECT pruned_through FROM floor) AS floor`,
    [before, keepRows],
  );
  return { deleted: row?.deleted ?? 0, floor: row?.floor ?? 0 };
}
