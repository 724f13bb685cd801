import type { TrackerIncident } from '@touchline/contract';
import type { Queryable } from '../../db/database';

/**
 * The match tracker's rows (`match_tracker`, migration 0019): one per incident, keyed by event
 * and the incident's seq. Written by the feed leader; read by every instance.
 */

export interface NewTrackerIncident {
  readonly eventId: number;
  readonly incident: TrackerIncident;
}

export interface StoredTrackerIncident {
  readonly event_id: number;
  readonly seq: number;
  readonly incident: TrackerIncident;
}

/**
 * Inserts incidents of events the catalogue holds; ones already stored (a takeover or restart
 * reports them again) are skipped. Returns the rows written now, by event and seq.
 */
export async function insertTrackerIncidents(
  tx: Queryable,
  incidents: readonly NewTrackerIncident[],
): Promise<StoredTrackerIncident[]> {
  if (incidents.length === 0) return [];
  const rows = incidents.map((i) => ({
    event_id: i.eventId,
    seq: i.incident.seq,
    happened_at: i.incident.at,
    incident: i.incident,
  }));
  return tx.query<StoredTrackerIncident>(
    `INSERT INTO match_tracker (event_id, seq, happened_at, incident)
     SELECT x.event_id, x.seq, x.happened_at, x.incident
       FROM jsonb_to_recordset($1::jsonb)
            AS x(event_id bigint, seq integer, happened_at timestamptz, incident jsonb)
       JOIN events e ON e.id = x.event_id
     ON CONFLICT (event_id, seq) DO NOTHING
     RETURNING event_id, seq, incident`,
    [JSON.stringify(rows)],
  );
}

/** Keeps each of these events' latest `keep` incidents. */
export async function trimTracker(
  tx: Queryable,
  eventIds: readonly number[],
  keep: number,
): Promise<void> {
  if (eventIds.length === 0) return;
  await tx.query(
    `DELETE FROM match_tracker t
      USING (SELECT event_id, seq,
                    row_number() OVER (PARTITION BY event_id ORDER BY seq DESC) AS rank
               FROM match_tracker WHERE event_id = ANY($1::bigint[])) r
      WHERE t.event_id = r.event_id AND t.seq = r.seq AND r.rank > $2`,
    [eventIds, keep],
  );
}

/** Drops incidents that happened before `before`. */
export async function pruneTracker(db: Queryable, before: Date): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `WITH gone AS (DELETE FROM match_tracker WHERE happened_at < $1 RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [before.toISOString()],
  );
  return rows[0]?.n ?? 0;
}

/** An event's sport code (the catalogue's event and sport path), or null for an unknown event. */
export async function eventSportCode(db: Queryable, eventId: number): Promise<string | null> {
  const rows = await db.query<{ code: string | null }>(
    `SELECT p.code FROM events e JOIN event_paths p ON p.id = e.sport_id WHERE e.id = $1`,
    [eventId],
  );
  const row = rows[0];
  return row ? (row.code ?? '') : null;
}

/** An event's incidents after `since`, oldest first. */
export async function readTracker(
  db: Queryable,
  eventId: number,
  since: number,
): Promise<TrackerIncident[]> {
  const rows = await db.query<{ incident: TrackerIncident }>(
    `SELECT incident FROM match_tracker WHERE event_id = $1 AND seq > $2 ORDER BY seq`,
    [eventId, since],
  );
  return rows.map((r) => r.incident);
}
