/** How many applied cursors above the floor are remembered to drop an exact repeat. */
export const RECENT_CURSORS = 8192;

/**
 * Which changes may be applied, by cursor (docs/decisions.md "Live feed": one log, one cursor per
 * change). The client never applies a change twice and resumes from the last one it applied:
 *
 * - `floor`: a (re)connected socket or a resync starts from a cursor, and nothing at or below it
 *   is applied again (the state already holds it, or was refetched after it);
 * - above the floor a change is applied once: the cursors applied are remembered (the last
 *   `RECENT_CURSORS`) and a repeat is dropped. Changes above the floor may come below `last`:
 *   a subscribe that adds an event mid-session replays that event's missed changes, which are
 *   older than changes of other events already applied; those are new to the state and kept.
 */
export class CursorGate {
  private floor = -1;
  private lastApplied: number | null = null;
  private readonly recent = new Set<number>();

  /** The cursor to resume from: the highest change applied (or announced), null before any. */
  get last(): number | null {
    return this.lastApplied;
  }

  /** A new socket subscribes from `cursor`: at or below it, nothing comes in again. */
  resumeFrom(cursor: number): void {
    this.raiseFloor(cursor);
  }

  /**
   * The first answer with nothing applied yet ("from now"): the page's data stands for the log
   * up to `cursor`.
   */
  start(cursor: number): void {
    if (this.lastApplied !== null) return;
    this.lastApplied = cursor;
    this.raiseFloor(cursor);
  }

  /** A resync: the state is refetched, and the changes go on from `cursor`. */
  reset(cursor: number): void {
    this.recent.clear();
    this.floor = cursor;
    this.lastApplied = cursor;
  }

  /** Whether the change at `cursor` is new; a new one counts as applied from now on. */
  accept(cursor: number): boolean {
    if (cursor <= this.floor || this.recent.has(cursor)) return false;
    this.recent.add(cursor);
    if (this.recent.size > RECENT_CURSORS) {
      const oldest = this.recent.values().next();
      if (oldest.done !== true) this.recent.delete(oldest.value);
    }
    if (this.lastApplied === null || cursor > this.lastApplied) this.lastApplied = cursor;
    return true;
  }

  private raiseFloor(cursor: number): void {
    if (cursor <= this.floor) return;
    this.floor = cursor;
    for (const seen of this.recent) if (seen <= cursor) this.recent.delete(seen);
  }
}
