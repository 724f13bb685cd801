import type { FavouritesList } from '@touchline/contract';
import type { Queryable } from '../../db/database';

/**
 * The favourites tables (migration 0018). An event's favourite counts while the event is still
 * to be played or in play; one that finished or was cancelled is not listed (and is dropped on
 * the player's next change).
 */

const OPEN_EVENT = `e.status IN ('scheduled', 'live')`;

/** The player's favourites, oldest first. */
export async function findFavourites(db: Queryable, playerId: number): Promise<FavouritesList> {
  const [row] = await db.query<{ events: string[] | null; leagues: string[] | null }>(
    `SELECT
       (SELECT array_agg(f.event_id ORDER BY f.position)
          FROM favourite_events f JOIN events e ON e.id = f.event_id
         WHERE f.player_id = $1 AND ${OPEN_EVENT}) AS events,
       (SELECT array_agg(f.league_id ORDER BY f.position)
          FROM favourite_leagues f WHERE f.player_id = $1) AS leagues`,
    [playerId],
  );
  return {
    events: (row?.events ?? []).map(Number),
    leagues: (row?.leagues ?? []).map(Number),
  };
}

/**
 * Serialises one player's changes (the limit is checked and written under it) and drops the
 * favourites of events that are over.
 */
export async function lockFavourites(tx: Queryable, playerId: number): Promise<void> {
  await tx.query('SELECT id FROM players WHERE id = $1 FOR UPDATE', [playerId]);
  await tx.query(
    `DELETE FROM favourite_events f USING events e
      WHERE f.player_id = $1 AND e.id = f.event_id AND NOT (${OPEN_EVENT})`,
    [playerId],
  );
}

/** Which of these events can be starred: known and still to be played or in play. */
export async function openEventIds(db: Queryable, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: string }>(
    `SELECT e.id FROM events e WHERE e.id = ANY($1::bigint[]) AND ${OPEN_EVENT}`,
    [ids],
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/** Which of these ids are competitions (any event path but a sport). */
export async function leagueIds(db: Queryable, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: string }>(
    `SELECT p.id FROM event_paths p WHERE p.id = ANY($1::bigint[]) AND p.kind <> 'sport'`,
    [ids],
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/** Adds favourites after the existing ones (in the order given); existing ones stay as they are. */
export async function insertFavourites(
  tx: Queryable,
  playerId: number,
  list: FavouritesList,
  now: Date,
): Promise<void> {
  // One at a time, in order: each takes the next position, so the order survives a replace.
  for (const id of list.events) {
    await tx.query(
      `INSERT INTO favourite_events (player_id, event_id, added_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      [playerId, id, now],
    );
  }
  for (const id of list.leagues) {
    await tx.query(
      `INSERT INTO favourite_leagues (player_id, league_id, added_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      [playerId, id, now],
    );
  }
}

/** Forgets all the player's favourites (a replace writes the new list after). */
export async function deleteAllFavourites(tx: Queryable, playerId: number): Promise<void> {
  await tx.query('DELETE FROM favourite_events WHERE player_id = $1', [playerId]);
  await tx.query('DELETE FROM favourite_leagues WHERE player_id = $1', [playerId]);
}

export async function deleteFavourite(
  tx: Queryable,
  playerId: number,
  kind: 'event' | 'league',
  id: number,
): Promise<void> {
  await tx.query(
    kind === 'event'
      ? 'DELETE FROM favourite_events WHERE player_id = $1 AND event_id = $2'
      : 'DELETE FROM favourite_leagues WHERE player_id = $1 AND league_id = $2',
    [playerId, id],
  );
}
