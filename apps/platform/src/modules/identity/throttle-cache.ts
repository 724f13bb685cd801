/**
 * An instance-local memory of windows the database has already reported full (rate limits) or
 * locked (lockouts), until the moment they open again. It only short-circuits refusals the
 * database would give anyway — a known-full window cannot empty before its oldest attempt ages
 * out — so a flood of guesses costs no query at all after the first refusals. The database
 * stays the source of truth (other instances, restarts).
 */
export class ThrottleCache {
  private readonly until = new Map<string, number>();

  constructor(private readonly maxEntries = 10_000) {}

  /** Milliseconds the key stays blocked after `nowMs` (0: not known to be blocked). */
  remaining(key: string, nowMs: number): number {
    const until = this.until.get(key);
    if (until === undefined) return 0;
    if (until <= nowMs) {
      this.until.delete(key);
      return 0;
    }
    return until - nowMs;
  }

  block(key: string, untilMs: number, nowMs: number): void {
    if (untilMs <= nowMs) return;
    if (this.until.size >= this.maxEntries) this.prune(nowMs);
    if (this.until.size >= this.maxEntries) return; // full of live entries: the database decides
    this.until.set(key, Math.max(untilMs, this.until.get(key) ?? 0));
  }

  private prune(nowMs: number): void {
    for (const [key, until] of this.until) if (until <= nowMs) this.until.delete(key);
  }
}
