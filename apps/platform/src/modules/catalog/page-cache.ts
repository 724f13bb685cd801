/**
 * A cache of serialised catalogue answers. An entry is valid while
 *
 * - the catalogue versions it depends on are current: the feed bumps them (through the bus, on
 *   every instance) whenever it changes catalog tables, so a page is never served after the data
 *   under it changed. There are two: events in play and events before kick-off. A tick of
 *   in-play changes (every second) leaves the pre-match pages, most of the catalogue, cached;
 * - the platform clock has not reached the entry's `validUntil`: a pre-match page changes by
 *   itself when a listed event kicks off, so its computation says when that next happens;
 * - it is younger than its time to live (wall clock): a safety net for a missed notification.
 *
 * Concurrent requests for a key that is being computed share the one computation (at 50
 * connections a miss costs one query, not fifty). Answers are kept UTF-8 encoded, so a hit is
 * written to the socket as it is (a large JSON text is not re-encoded per request). Bounded by
 * entry count and by total bytes, least recently used first out.
 */
export interface PageCacheOptions {
  /** Most entries kept. */
  readonly maxEntries?: number;
  /** Most bytes (sum of the serialised answers' lengths) kept. */
  readonly maxBytes?: number;
  /** Wall-clock milliseconds (the time to live runs on real time). */
  readonly wallClock?: () => number;
}

/** A computed answer and the platform-clock instant (ms) from which it may be stale. */
export interface CachedAnswer {
  readonly body: string;
  /** Infinity when only a catalogue change can make it stale. */
  readonly validUntil: number;
}

/** Which events an answer holds: in play, before kick-off, or either. */
export type CacheScope = 'live' | 'prematch' | 'all';

export interface CachePolicy {
  /** Wall-clock time to live, ms; 0 computes without caching. */
  readonly ttlMs: number;
  /** The platform clock now, ms. */
  readonly now: number;
  /** Which changes make it stale (default all). */
  readonly scope?: CacheScope;
}

interface Encoded {
  readonly body: Buffer;
  readonly validUntil: number;
}

interface Entry {
  readonly scope: CacheScope;
  readonly live: number;
  readonly prematch: number;
  readonly expiresAt: number;
  readonly value: Promise<Encoded>;
  settled: Encoded | null;
}

const encode = (answer: CachedAnswer): Encoded => ({
  body: Buffer.from(answer.body, 'utf8'),
  validUntil: answer.validUntil,
});

export class PageCache {
  private liveVersion = 0;
  private prematchVersion = 0;
  private invalidations = 0;
  private bytes = 0;
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly wallClock: () => number;

  constructor(options: PageCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.wallClock = options.wallClock ?? (() => performance.now());
  }

  /** The catalogue version: it grows by one at every invalidation (of any kind). */
  get version(): number {
    return this.invalidations;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The catalogue changed: events in play (`live`), before kick-off (`prematch`) or any (no
   * argument). Entries that depend on what changed are stale.
   */
  invalidate(scope: CacheScope = 'all'): void {
    this.invalidations += 1;
    if (scope !== 'prematch') this.liveVersion += 1;
    if (scope !== 'live') this.prematchVersion += 1;
    if (scope === 'all') {
      this.entries.clear();
      this.bytes = 0;
    }
  }

  /**
   * The cached answer for `key`, or `compute()`'s (then cached). A failed computation is not
   * cached: the error reaches every waiting caller and the next call retries.
   */
  async get(
    key: string,
    policy: CachePolicy,
    compute: () => Promise<CachedAnswer>,
  ): Promise<Buffer> {
    const wallNow = this.wallClock();
    const hit = this.entries.get(key);
    if (hit && this.isValid(hit, wallNow, policy.now)) {
      // Least recently used order: a hit moves to the back.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return (hit.settled ?? (await hit.value)).body;
    }
    if (hit) this.remove(key, hit);
    if (policy.ttlMs <= 0) return encode(await compute()).body;
    const entry: Entry = {
      scope: policy.scope ?? 'all',
      live: this.liveVersion,
      prematch: this.prematchVersion,
      expiresAt: wallNow + policy.ttlMs,
      value: compute().then(encode),
      settled: null,
    };
    this.entries.set(key, entry);
    entry.value.then(
      (answer) => {
        if (this.entries.get(key) !== entry) return;
        entry.settled = answer;
        this.bytes += answer.body.length;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.remove(key, entry);
      },
    );
    this.evict();
    return (await entry.value).body;
  }

  private isValid(entry: Entry, wallNow: number, platformNow: number): boolean {
    if (entry.expiresAt <= wallNow) return false;
    if (entry.scope !== 'prematch' && entry.live !== this.liveVersion) return false;
    if (entry.scope !== 'live' && entry.prematch !== this.prematchVersion) return false;
    // A computation in flight is shared; a settled one holds until its validUntil.
    return entry.settled === null || platformNow < entry.settled.validUntil;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    if (entry.settled) this.bytes -= entry.settled.body.length;
  }

  private evict(): void {
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.entries().next();
      if (oldest.done) return;
      this.remove(oldest.value[0], oldest.value[1]);
    }
  }
}
