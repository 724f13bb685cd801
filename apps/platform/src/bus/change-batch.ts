/**
 * The feed's change batches as they travel on the bus (`FEED_TOPICS.changes`). The leader
 * publishes each committed step as one batch; every instance (the leader too) routes the changes
 * to its sockets, and the catalogue reads which answers went stale. Messages travel as the exact
 * text stored in `feed_changes`, never re-serialised.
 */

export interface LoggedChange {
  readonly cursor: number;
  readonly eventId: number;
  readonly sportId: number;
  readonly live: boolean;
  /** The message's JSON text. */
  readonly message: string;
}

export interface ChangeBatch {
  /** The cursor the publisher had published before this batch: a subscriber that has seen less
   * missed something and reads the gap from the log. */
  readonly prev: number;
  readonly changes: readonly LoggedChange[];
}

/**
 * Line format: the first line is `prev`, then one line per change,
 * `cursor \t eventId \t sportId \t live(0|1) \t message`. JSON text holds no raw tab or newline,
 * so splitting is safe and a subscriber routes changes without parsing any message.
 */
export function encodeBatch(batch: ChangeBatch): string {
  const lines = [String(batch.prev)];
  for (const c of batch.changes) {
    lines.push(`${c.cursor}\t${c.eventId}\t${c.sportId}\t${c.live ? 1 : 0}\t${c.message}`);
  }
  return lines.join('\n');
}

const INT = /^\d{1,16}$/;

/** Parses a batch; null when the payload is not one (a foreign publisher, a bug). */
export function decodeBatch(payload: string): ChangeBatch | null {
  const lines = payload.split('\n');
  const head = lines[0] ?? '';
  if (!INT.test(head)) return null;
  const changes: LoggedChange[] = [];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const parts = line.split('\t', 4);
    const [cursor = '', eventId = '', sportId = '', live = ''] = parts;
    if (!INT.test(cursor) || !INT.test(eventId) || !INT.test(sportId)) return null;
    if (live !== '0' && live !== '1') return null;
    const offset = cursor.length + eventId.length + sportId.length + live.length + 4;
    changes.push({
      cursor: Number(cursor),
      eventId: Number(eventId),
      sportId: Number(sportId),
      live: live === '1',
      message: line.slice(offset),
    });
  }
  return { prev: Number(head), changes };
}
