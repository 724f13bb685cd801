import type { BookedSelectionLabel } from '@touchline/contract';
import type { Queryable } from '../../db/database';

export type BookingKind = 'betslip' | 'jackpot';

export interface NewBookingCode {
  readonly code: string;
  readonly kind: BookingKind;
  readonly slip: unknown;
  readonly playerId: number | null;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** Stores the code; false when the code is taken already (the caller draws another). */
export async function insertBookingCode(db: Queryable, b: NewBookingCode): Promise<boolean> {
  const rows = await db.query<{ code: string }>(
    `INSERT INTO booking_codes (code, kind, slip, player_id, created_at, expires_at)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6)
     ON CONFLICT (code) DO NOTHING RETURNING code`,
    [b.code, b.kind, JSON.stringify(b.slip), b.playerId, b.createdAt, b.expiresAt],
  );
  return rows.length === 1;
}

/** The slip booked under the code, while it has not expired. */
export async function findBookingCode(
  db: Queryable,
  kind: BookingKind,
  code: string,
  now: Date,
): Promise<unknown> {
  const [row] = await db.query<{ slip: unknown }>(
    'SELECT slip FROM booking_codes WHERE code = $1 AND kind = $2 AND expires_at > $3',
    [code, kind, now],
  );
  return row?.slip ?? null;
}

/** Forgets expired codes (run now and then by whoever books). */
export async function deleteExpiredBookingCodes(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM booking_codes WHERE expires_at <= $1', [now]);
}

/** The event, market and outcome names of these outcomes (in the order asked; unknown left out). */
export async function selectionLabels(
  db: Queryable,
  outcomeIds: readonly number[],
): Promise<BookedSelectionLabel[]> {
  if (outcomeIds.length === 0) return [];
  const rows = await db.query<{
    outcome_id: string | number;
    event_description: string;
    market_description: string;
    outcome_description: string;
  }>(
    `SELECT o.id AS outcome_id, e.description AS event_description,
            m.description AS market_description, o.description AS outcome_description
       FROM outcomes o JOIN markets m ON m.id = o.market_id JOIN events e ON e.id = m.event_id
      WHERE o.id = ANY($1::bigint[])`,
    [outcomeIds],
  );
  const byId = new Map(rows.map((r) => [Number(r.outcome_id), r]));
  return outcomeIds.flatMap((id) => {
    const r = byId.get(id);
    return r
      ? [
          {
            outcomeId: id,
            eventDescription: r.event_description,
            marketDescription: r.market_description,
            outcomeDescription: r.outcome_description,
          },
        ]
      : [];
  });
}
