import type { Queryable } from '../../db/database';

/** Feed codes whose alert is active (spec betting-domain §4 feed alert). */
export async function activeFeedAlerts(tx: Queryable): Promise<string[]> {
  const rows = await tx.query<{ feed_code: string }>(
    'SELECT feed_code FROM feed_alerts WHERE active',
  );
  return rows.map((r) => r.feed_code);
}

export async function saveFeedAlert(
  tx: Queryable,
  feedCode: string,
  active: boolean,
  at: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO feed_alerts (feed_code, active, changed_at) VALUES ($1, $2, $3)
     ON CONFLICT (feed_code) DO UPDATE SET active = EXCLUDED.active, changed_at = EXCLUDED.changed_at`,
    [feedCode, active, at],
  );
}
